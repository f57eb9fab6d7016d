import L10nCore
import L10nSwiftSource

/// Where the accessors a key file lacks go, and which of them can go nowhere: a name its enum
/// already uses, or a new section enum that would hide a type the file uses. The key-file
/// editor inserts what this accepts and keyfile-identifier-collision reports what it refuses,
/// so generate, sync and check cannot disagree.
package struct AccessorPlacement {
    /// Accessors for bodies the file already has, in section order; a list may be empty when
    /// every accessor for that body was refused.
    package var existingBodies: [(container: KeyContainer, plans: [AccessorPlan])] = []
    /// Section enums the feature enum gains, each with the accessors that go in it.
    package var newSections: [(section: String, name: String, plans: [AccessorPlan])] = []
    /// The feature enum's name, as the file declares it.
    package var featureEnumName: String
    /// Every section enum the file will declare, new ones included.
    package var enumNames: [String]
    /// A keyfile-identifier-collision error for each plan left out.
    package var refusals: [Diagnostic] = []

    package enum Failure: Error, Hashable, Sendable {
        /// The file has `keyfile-syntax` diagnostics; editing what was not understood could damage it.
        case notEditable
        /// New sections need a feature enum (or `extension L10nKey.<Feature>`) to go into.
        case noFeatureEnum
        case accessorNotFound(key: String)
    }

    /// The accessors that are placed, in the order they are inserted.
    package var accepted: [AccessorPlan] {
        existingBodies.flatMap(\.plans) + newSections.flatMap(\.plans)
    }

    /// Places each plan whose key has no accessor in `file` yet, in key order.
    package init(_ plans: [AccessorPlan], in file: KeyFile) throws(Failure) {
        guard file.isEditable else { throw .notEditable }
        let existingKeys = Set(file.accessors.map(\.key))
        let pending = plans
            .filter { !existingKeys.contains($0.key) }
            .sorted { AccessorNaming.keyPrecedes($0.key, $1.key) }

        var pendingBySection: [(section: String, plans: [AccessorPlan])] = []
        for plan in pending {
            if let index = pendingBySection.firstIndex(where: { $0.section == plan.section }) {
                pendingBySection[index].plans.append(plan)
            } else {
                pendingBySection.append((plan.section, [plan]))
            }
        }
        // Every enum the file will declare, new sections included, decides which types need aliases.
        featureEnumName = file.featureEnum?.path.first ?? ""
        // A new `enum String` would hide `String` from everything the file already says.
        let namesInFile = Self.identifiers(in: file.text).subtracting([featureEnumName])
        enumNames = file.sections.filter { $0.path.count == 2 }.map(\.name)
        for (section, _) in pendingBySection where try Self.existingContainer(for: section, in: file) == nil {
            let name = Identifier.upperCamelCase(section)
            if !namesInFile.contains(name) { enumNames.append(name) }
        }
        for (section, sectionPlans) in pendingBySection {
            if let container = try Self.existingContainer(for: section, in: file) {
                var taken = Dictionary(container.accessors.map { ($0.identifier, $0.key) }, uniquingKeysWith: { first, _ in first })
                let accepted = sectionPlans.filter { plan in
                    let identifier = AccessorNaming.identifier(for: plan)
                    if let otherKey = taken[identifier] {
                        refusals.append(AccessorNaming.collision(
                            key: plan.key, identifier: identifier, container: container.name, takenBy: otherKey,
                            path: file.path, location: container.location))
                        return false
                    }
                    taken[identifier] = plan.key
                    return true
                }
                existingBodies.append((container, accepted))
            } else {
                let name = Identifier.upperCamelCase(section)
                if let index = newSections.firstIndex(where: { $0.name == name }) {
                    newSections[index].plans += sectionPlans
                } else {
                    newSections.append((section, name, sectionPlans))
                }
            }
        }
        for newSection in newSections where namesInFile.contains(newSection.name) {
            refusals += newSection.plans.map { plan in
                AccessorNaming.hiddenType(
                    key: plan.key, section: newSection.name, feature: featureEnumName, path: file.path,
                    location: file.featureEnum?.location ?? SourceLocation(line: 1, column: 1))
            }
        }
        newSections.removeAll { namesInFile.contains($0.name) }
        for index in newSections.indices {
            let name = newSections[index].name
            var taken: [String: String] = [:]
            newSections[index].plans = newSections[index].plans.filter { plan in
                let identifier = AccessorNaming.identifier(for: plan)
                if let otherKey = taken[identifier] {
                    refusals.append(AccessorNaming.collision(
                        key: plan.key, identifier: identifier, container: name, takenBy: otherKey,
                        path: file.path, location: file.featureEnum?.location ?? SourceLocation(line: 1, column: 1)))
                    return false
                }
                taken[identifier] = plan.key
                return true
            }
        }
        if !newSections.isEmpty, file.featureEnum == nil { throw .noFeatureEnum }
    }

    /// Every identifier the file spells, outside comments and string literals.
    private static func identifiers(in text: String) -> Set<String> {
        let lexed = SwiftLexer.tokenize(text)
        return Set(lexed.tokens.filter { $0.kind == .identifier }.map { lexed.text(of: $0) })
    }

    /// The body that already holds accessors of `section` (or is named after it); the feature
    /// enum itself for keys without a section. Nil when the section is new.
    private static func existingContainer(for section: String, in file: KeyFile) throws(Failure) -> KeyContainer? {
        if section.isEmpty {
            guard let feature = file.featureEnum else { throw .noFeatureEnum }
            return feature
        }
        let candidates = file.sections.filter { $0.path.count == 2 }
        return candidates.first { container in
            container.accessors.contains { AccessorPlan.sectionAndElement(of: $0.key).section == section }
        } ?? candidates.first { $0.name == Identifier.upperCamelCase(section) }
    }
}

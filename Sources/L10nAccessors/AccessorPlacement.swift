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
    /// Types a new section hides that only accessors name: the editor respells these uses with
    /// the file-scope alias instead of refusing the section.
    package var respelledUses: [String: [SwiftToken]] = [:]

    /// The types accessors spell, which an existing accessor may be respelled with an alias for:
    /// `LocalizedStringResource`, `Bundle` and every parameter type (`FormatArgumentType.swiftType`).
    package static let aliasableTypes: Set<String> = ["LocalizedStringResource", "Bundle", "String", "Int", "UInt", "Double", "Character"]

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
        // A new `enum String` would hide `String` from the code inside the feature that names it.
        // Where only accessors name it as a type l10n spells, they are respelled with the
        // file-scope alias; any other use is a real clash, and the section is refused.
        let uses = Self.hideableUses(in: file, featureEnumName: featureEnumName)
        enumNames = file.sections.filter { $0.path.count == 2 }.map(\.name)
        var clashes: [String: SwiftToken] = [:]
        for (section, _) in pendingBySection where try Self.existingContainer(for: section, in: file) == nil {
            let name = Identifier.upperCamelCase(section)
            if let tokens = uses[name] {
                let inAccessors = tokens.allSatisfy { token in
                    file.accessors.contains { $0.declarationRange.contains(token.range.lowerBound) }
                }
                guard inAccessors, Self.aliasableTypes.contains(name) else {
                    clashes[name] = tokens[0]
                    continue
                }
                respelledUses[name] = tokens
            }
            enumNames.append(name)
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
        for newSection in newSections {
            guard let use = clashes[newSection.name] else { continue }
            refusals += newSection.plans.map { plan in
                AccessorNaming.hiddenType(
                    key: plan.key, section: newSection.name, feature: featureEnumName, path: file.path, location: use.location)
            }
        }
        newSections.removeAll { clashes[$0.name] != nil }
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

    /// The names an enum declared in the feature enum would hide, with each place that names
    /// them: identifiers in the feature enum's body and in extensions of it, unless they follow
    /// a `.` (a member) or name a declaration's own enum. An `import` or a file-scope alias is
    /// outside, and nothing declared in `L10nKey` hides it.
    private static func hideableUses(in file: KeyFile, featureEnumName: String) -> [String: [SwiftToken]] {
        guard let feature = file.featureEnum else { return [:] }
        let scopes = [feature.declarationRange]
            + file.sections.filter { $0.isExtension && $0.path.first == featureEnumName }.map(\.declarationRange)
        let bytes = Array(file.text.utf8)
        var uses: [String: [SwiftToken]] = [:]
        // `offset` places tokens lexed from an interpolation (`\(String(arg5))`) in the file;
        // `literal` is the string they are in, where a finding about them points.
        func collect(_ lexed: SwiftLexer.Output, offset: Int, literal: SwiftToken?, depth: Int) {
            var previous: String?
            for var token in lexed.tokens where !token.isTrivia {
                let text = lexed.text(of: token)
                defer { previous = text }
                token.range = (token.range.lowerBound + offset)..<(token.range.upperBound + offset)
                if case .stringLiteral(let value) = token.kind, depth < 8 {
                    for case .interpolation(let range) in value.segments {
                        let inner = (range.lowerBound + offset)..<(range.upperBound + offset)
                        collect(
                            SwiftLexer.tokenize(Array(bytes[inner])), offset: inner.lowerBound, literal: literal ?? token,
                            depth: depth + 1)
                    }
                }
                guard token.kind == .identifier, previous != ".", previous != "enum",
                      scopes.contains(where: { $0.contains(token.range.lowerBound) }) else { continue }
                if let literal { token.location = literal.location }
                uses[text, default: []].append(token)
            }
        }
        collect(SwiftLexer.tokenize(bytes), offset: 0, literal: nil, depth: 0)
        return uses
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

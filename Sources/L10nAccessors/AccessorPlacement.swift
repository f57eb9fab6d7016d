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

    /// Places each plan whose key has no accessor in `file` yet, in key order. `existingKeys`,
    /// when given, are the keys of `file`'s accessors, which a caller that has them already
    /// (`check`) need not have hashed again.
    package init(_ plans: [AccessorPlan], in file: KeyFile, existingKeys: Set<String>? = nil) throws(Failure) {
        guard file.isEditable else { throw .notEditable }
        let existingKeys = existingKeys ?? file.accessorKeys
        let pending = AccessorNaming.sortedByKey(plans.filter { !existingKeys.contains($0.key) }, key: \.key)

        var pendingBySection: [(section: String, plans: [AccessorPlan])] = []
        var pendingIndex: [String: Int] = [:]
        for plan in pending {
            if let index = pendingIndex[plan.section] {
                pendingBySection[index].plans.append(plan)
            } else {
                pendingIndex[plan.section] = pendingBySection.count
                pendingBySection.append((plan.section, [plan]))
            }
        }
        let containers = ExistingContainers(file)
        // Every enum the file will declare, new sections included, decides which types need aliases.
        featureEnumName = file.featureEnum?.path.first ?? ""
        // A new `enum String` would hide `String` from the code inside the feature that names it.
        // Where only accessors name it as a type l10n spells, they are respelled with the
        // file-scope alias; any other use is a real clash, and the section is refused.
        var newNames: [String] = []
        for (section, _) in pendingBySection where try containers.container(for: section) == nil {
            newNames.append(Identifier.upperCamelCase(section))
        }
        let uses = Self.hideableUses(of: Set(newNames), in: file, featureEnumName: featureEnumName)
        enumNames = file.sections.filter { $0.path.count == 2 }.map(\.name)
        var clashes: [String: SwiftToken] = [:]
        for name in newNames {
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
        var newSectionIndex: [String: Int] = [:]
        for (section, sectionPlans) in pendingBySection {
            if let container = try containers.container(for: section) {
                var taken = TakenNames(container.accessors, hashing: sectionPlans.count > TakenNames.namesComparedAlone)
                let accepted = sectionPlans.filter { plan in
                    let identifier = AccessorNaming.identifier(for: plan)
                    if let otherKey = taken.key(named: identifier) {
                        refusals.append(AccessorNaming.collision(
                            key: plan.key, identifier: identifier, container: container.name, takenBy: otherKey,
                            path: file.path, location: container.location))
                        return false
                    }
                    taken.add(identifier, key: plan.key)
                    return true
                }
                existingBodies.append((container, accepted))
            } else {
                let name = Identifier.upperCamelCase(section)
                if let index = newSectionIndex[name] {
                    newSections[index].plans += sectionPlans
                } else {
                    newSectionIndex[name] = newSections.count
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
    /// outside, and nothing declared in `L10nKey` hides it. Only `names` are looked for (the
    /// enums about to be added), so a file that gets no new section is not lexed again.
    private static func hideableUses(of names: Set<String>, in file: KeyFile, featureEnumName: String) -> [String: [SwiftToken]] {
        guard !names.isEmpty, let feature = file.featureEnum else { return [:] }
        let scopes = [feature.declarationRange]
            + file.sections.filter { $0.isExtension && $0.path.first == featureEnumName }.map(\.declarationRange)
        let bytes = file.utf8
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
                guard token.kind == .identifier, previous != ".", previous != "enum", names.contains(text),
                      scopes.contains(where: { $0.contains(token.range.lowerBound) }) else { continue }
                if let literal { token.location = literal.location }
                uses[text, default: []].append(token)
            }
        }
        collect(SwiftLexer.tokenize(bytes), offset: 0, literal: nil, depth: 0)
        return uses
    }
}

/// The names a body's accessors take, each with the key of the first accessor of that name,
/// and the names given to new accessors as they are accepted. A few names asked (a key or two
/// added to a section, as sync adds them) are compared with the accessors' names one by one;
/// hashing every accessor's name into a table for them was most of the placement's work
/// (issue 28: 3.7 M instructions for 200 keys in 200 sections). More are asked of the table.
struct TakenNames {
    /// How many names a body is asked for before its names are hashed.
    static let namesComparedAlone = 8

    private let accessors: [KeyAccessor]
    private var added: [(identifier: String, key: String)] = []
    private var table: [String: String]?

    init(_ accessors: [KeyAccessor], hashing: Bool) {
        self.accessors = accessors
        if hashing { table = Dictionary(accessors.map { ($0.identifier, $0.key) }, uniquingKeysWith: { first, _ in first }) }
    }

    /// The key of the first accessor named `identifier`, or of the new accessor given that name.
    func key(named identifier: String) -> String? {
        if let table { return table[identifier] }
        for index in accessors.indices where accessors[index].identifier == identifier { return accessors[index].key }
        return added.first { $0.identifier == identifier }?.key
    }

    /// Gives `identifier`, which no accessor has, to a new accessor of `key`.
    mutating func add(_ identifier: String, key: String) {
        if table != nil {
            table![identifier] = key
        } else {
            added.append((identifier, key))
        }
    }
}

/// The body that already holds accessors of each section (or is named after it); the feature
/// enum itself for keys without a section. Found in one pass over the file's sections, not
/// once per section a key is added to.
private struct ExistingContainers {
    private let featureEnum: KeyContainer?
    private var bySection: [String: KeyContainer] = [:]
    private var byName: [String: KeyContainer] = [:]

    init(_ file: KeyFile) {
        featureEnum = file.featureEnum
        for container in file.sections where container.path.count == 2 {
            // A body's accessors mostly share one section, which is looked up once.
            var lastSection = LastSection<Void>()
            let accessors = container.accessors
            for index in accessors.indices {
                let key = accessors[index].key
                if lastSection.value(forKey: key) != nil { continue }
                lastSection.keep((), forKey: key)
                let section = AccessorPlan.sectionAndElement(of: key).section
                if bySection[section] == nil { bySection[section] = container }
            }
            if byName[container.name] == nil { byName[container.name] = container }
        }
    }

    /// Nil when the section is new.
    func container(for section: String) throws(AccessorPlacement.Failure) -> KeyContainer? {
        if section.isEmpty {
            guard let featureEnum else { throw .noFeatureEnum }
            return featureEnum
        }
        return bySection[section] ?? byName[Identifier.upperCamelCase(section)]
    }
}

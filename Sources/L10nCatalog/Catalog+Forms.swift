import L10nJSON
/// One string unit of a localization found or set by its form path (`plural.one`, `device.iphone`,
/// `substitution 'count' plural.other`): what exchanging text with translators, one unit at a
/// time, needs. Edits create variations and substitutions on the way, in Xcode's member order,
/// and change nothing else.
extension LocalizationContent {
    /// The string unit at `path`, or nil when the localization has none there.
    package func unit(at path: [FormStep]) -> StringUnit? {
        form(at: path)?.member(CatalogField.stringUnit).map(StringUnit.init(member:))
    }

    /// The kind of the variations at `path` (the first, when a hand edit left two), or nil
    /// when the form there does not vary.
    package func variationKind(at path: [FormStep]) -> VariationKind? {
        form(at: path)?[CatalogField.variations]?.members?.first.map { VariationKind(rawValue: $0.key) }
    }

    /// The object `path` leads to: a variation case, a substitution, or the localization itself.
    private func form(at path: [FormStep]) -> JSONValue? {
        var value = self.value
        for step in path {
            let next: JSONValue? = switch step {
            case .variation(let kind, let name): value[CatalogField.variations]?[kind.rawValue]?[name]
            case .substitution(let name): value[CatalogField.substitutions]?[name]
            }
            guard let next else { return nil }
            value = next
        }
        return value
    }

    /// The substitution named `name` at the top of the localization.
    package func substitution(named name: String) -> Substitution? {
        value.member(CatalogField.substitutions)?.value.member(name).map(Substitution.init(member:))
    }

    /// Whether the localization has text its substitutions can stand in: its own string unit
    /// at the top, or plural or device variations whose forms reference the substitutions
    /// declared beside them (`k|==|device.iphone` with `%#@COUNT@`, as Xcode 27 writes it).
    package var hasTextAroundSubstitutions: Bool {
        value.member(CatalogField.stringUnit) != nil || value.member(CatalogField.variations) != nil
    }
}

/// Why a string unit cannot be set at a form path without replacing what is there.
package enum FormEditError: Error, Hashable, Sendable {
    /// The localization has plain text where the path needs variations, variations where it
    /// needs plain text, or variations of another kind; `existing` says what it has.
    case shapeConflict(existing: String)
    /// The path goes through a substitution that neither the localization nor the source
    /// language defines, so its argument number and format are unknown.
    case unknownSubstitution(String)
}

/// A member an edit touches, so callers can give it a position and trace findings back.
package enum FormMember: Hashable, Sendable {
    /// The `plural` or `device` member below `prefix`.
    case variations(prefix: [FormStep], kind: VariationKind)
    /// The variation case or substitution member that `path` ends at.
    case node(path: [FormStep])
    /// The `value` member of the string unit at `path`.
    case value(path: [FormStep])
    /// The `state` member of the string unit at `path`.
    case state(path: [FormStep])
}

extension LocalizationContent {
    /// Sets the string unit at `path` in `content` (a localization's value) to `text` in
    /// `state`, keeping any other members of an existing unit. A substitution the localization
    /// lacks is created with the `argNum` and `formatSpecifier` of `source`'s substitution of
    /// that name. Every member on the way gets the position `mark` gives it.
    package static func setUnit(
        in content: inout JSONValue, at path: [FormStep], text: String, state: StringUnitState,
        source: LocalizationContent?, mark: (FormMember) -> JSONPosition = { _ in .none }
    ) throws(FormEditError) {
        let result = set(&content, path: path, depth: 0, text: text, state: state, source: source, mark: mark)
        if case .failure(let error) = result { throw error }
    }

    private static func set(
        _ content: inout JSONValue, path: [FormStep], depth: Int, text: String, state: StringUnitState,
        source: LocalizationContent?, mark: (FormMember) -> JSONPosition
    ) -> Result<Void, FormEditError> {
        guard depth < path.count else {
            if let kind = content[CatalogField.variations]?.members?.first?.key {
                return .failure(.shapeConflict(existing: "\(kind) variations"))
            }
            content.modifyMember(CatalogField.stringUnit, creating: .object([]), position: nil) { unit in
                unit.modifyMember(CatalogField.state, creating: .null, position: mark(.state(path: path))) { $0 = .string(state.rawValue) }
                unit.modifyMember(CatalogField.value, creating: .null, position: mark(.value(path: path))) { $0 = .string(text) }
            }
            return .success(())
        }
        let prefix = Array(path[..<depth])
        switch path[depth] {
        case .variation(let kind, let name):
            if content.member(CatalogField.stringUnit) != nil { return .failure(.shapeConflict(existing: "plain text")) }
            if let other = content[CatalogField.variations]?.members?.first(where: { $0.key != kind.rawValue }) {
                return .failure(.shapeConflict(existing: "\(other.key) variations"))
            }
            return content.modifyMember(CatalogField.variations, creating: .object([]), position: nil) { variations in
                variations.modifyMember(kind.rawValue, creating: .object([]), position: mark(.variations(prefix: prefix, kind: kind))) { cases in
                    cases.modifyMember(name, creating: .object([]), position: mark(.node(path: Array(path[...depth])))) { caseContent in
                        set(&caseContent, path: path, depth: depth + 1, text: text, state: state, source: source, mark: mark)
                    }
                }
            }
        case .substitution(let name):
            var metadata: [JSONMember] = []
            if content[CatalogField.substitutions]?[name] == nil {
                guard let model = source?.value[CatalogField.substitutions]?[name] else { return .failure(.unknownSubstitution(name)) }
                for field in [CatalogField.argNum, CatalogField.formatSpecifier] {
                    if let value = model[field] { metadata.append(JSONMember(key: field, value: value)) }
                }
            }
            return content.modifyMember(CatalogField.substitutions, creating: .object([]), position: nil) { substitutions in
                substitutions.modifyMember(name, creating: .object(metadata), position: mark(.node(path: Array(path[...depth])))) { substitution in
                    set(&substitution, path: path, depth: depth + 1, text: text, state: state, source: source, mark: mark)
                }
            }
        }
    }
}

extension Catalog {
    /// An entry's value with one language's localization replaced (or added, in Xcode's order).
    package static func entryValue(_ entry: JSONValue, settingLocalization language: String, to content: JSONValue) -> JSONValue {
        var entry = entry
        entry.modifyMember(CatalogField.localizations, creating: .object([])) { $0.setMember(language, to: content) }
        return entry
    }

    /// Sets localizations of many entries in one pass over `strings`, rather than one search
    /// per key; the first entry of a key written twice is the one changed, as everywhere.
    package mutating func setLocalizations(_ updates: [String: [(language: String, content: JSONValue)]]) throws(EditError) {
        try modifyStrings { (members: inout [JSONMember]) throws(EditError) in
            var pending = updates
            for index in members.indices {
                guard let changes = pending.removeValue(forKey: members[index].key) else { continue }
                var value = members[index].value
                members[index].value = .null
                for change in changes { value = Self.entryValue(value, settingLocalization: change.language, to: change.content) }
                members[index].value = value
            }
            if let missing = pending.keys.min() { throw .keyNotFound(missing) }
        }
    }
}

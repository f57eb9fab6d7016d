import L10nJSON
/// What a localization, a variation case or a substitution case holds: a string unit, a
/// string set, variations by plural or device, and substitutions, in any combination.
/// Read from its tree, or from its note when a read with notes kept one (``LocalizationNotes``):
/// the answers are the same. A note is referred to, not carried, so the content is the size
/// of a tree's.
package struct LocalizationContent: Sendable {
    private let storage: Storage

    private enum Storage: Sendable {
        case tree(JSONValue)
        /// The note at this index: a string unit of a string state and value, nothing else,
        /// or one plural variation whose cases are such units.
        case note(LocalizationNotes, Int)
    }

    package init(_ value: JSONValue) {
        storage = .tree(value)
    }

    init(notes: LocalizationNotes, index: Int) {
        storage = .note(notes, index)
    }

    /// Its tree: a noted localization's is made on each call.
    package var value: JSONValue {
        switch storage {
        case .tree(let value): value
        case .note(let notes, let index): notes.tree(at: index)
        }
    }

    package var stringUnit: StringUnit? {
        switch storage {
        case .tree(let value): value.member(CatalogField.stringUnit).map(StringUnit.init(member:))
        case .note(let notes, let index): notes.isPlural(at: index) ? nil : notes.stringUnit(at: index)
        }
    }

    /// ``stringUnit``'s value alone: a note's text without its state, where the unit made both
    /// strings (`generate` asks this of every source text).
    package var stringUnitValue: String? {
        switch storage {
        case .tree(let value): value[CatalogField.stringUnit]?[CatalogField.value]?.stringValue
        case .note(let notes, let index): notes.isPlural(at: index) ? nil : notes.value(at: index)
        }
    }

    package var stringSet: StringSet? {
        guard case .tree(let value) = storage else { return nil }
        return value.member(CatalogField.stringSet).map(StringSet.init(member:))
    }

    /// A `stringSet` (a list of alternative texts) with no text that is not blank: empty text,
    /// to `check` and `report` alike.
    package var blankStringSet: StringSet? {
        stringSet.flatMap { set in set.values.allSatisfy(\.isBlank) ? set : nil }
    }

    package var variations: [Variation] {
        guard case .tree(let value) = storage else {
            guard case .note(let notes, let index) = storage, notes.isPlural(at: index) else { return [] }
            return [Variation(kind: .plural, position: notes.pluralPosition(at: index), cases: notes.cases(at: index).map {
                VariationCase(name: notes.caseName($0), position: notes.casePosition($0), content: LocalizationContent(notes.caseTree($0)))
            })]
        }
        return (value[CatalogField.variations]?.members ?? []).map { kind in
            Variation(
                kind: VariationKind(rawValue: kind.key), position: kind.keyPosition,
                cases: (kind.value.members ?? []).map {
                    VariationCase(name: $0.key, position: $0.keyPosition, content: LocalizationContent($0.value))
                })
        }
    }

    package var substitutions: [Substitution] {
        guard case .tree(let value) = storage else { return [] }
        return (value[CatalogField.substitutions]?.members ?? []).map(Substitution.init(member:))
    }

    /// Whether there is anything beyond a plain string unit: variations or substitutions.
    package var hasVariationsOrSubstitutions: Bool {
        guard case .tree(let value) = storage else {
            guard case .note(let notes, let index) = storage else { return false }
            return notes.isPlural(at: index)
        }
        return value.members?.contains { $0.key == CatalogField.variations || $0.key == CatalogField.substitutions } ?? false
    }

    /// The cases of the one variation of the localization, and where its `plural` key is, in
    /// Xcode's plural shape: its first `variations` holds a `plural` object and nothing else,
    /// no case holds variations or substitutions, and its first `substitutions`, if any, holds
    /// none; a plural note is in it. A plural check reads such a localization by its cases
    /// alone; nil for any other shape.
    package var pluralCasesAlone: PluralCases? {
        switch storage {
        case .note(let notes, let index):
            guard notes.isPlural(at: index) else { return nil }
            return PluralCases(position: notes.pluralPosition(at: index), storage: .note(notes, notes.cases(at: index)))
        case .tree(.object(let members)):
            var found: PluralCases?
            var seenVariations = false, seenSubstitutions = false
            for member in members {
                // The first of each is the one read.
                if !seenVariations, member.key == CatalogField.variations {
                    seenVariations = true
                    guard case .object(let kinds) = member.value, kinds.count == 1, kinds[0].key == VariationKind.plural.rawValue,
                          case .object(let cases) = kinds[0].value else { return nil }
                    found = PluralCases(position: kinds[0].keyPosition, storage: .members(cases))
                } else if !seenSubstitutions, member.key == CatalogField.substitutions {
                    seenSubstitutions = true
                    if case .object(let substitutions) = member.value, !substitutions.isEmpty { return nil }
                }
            }
            guard let found, case .members(let cases) = found.storage else { return nil }
            for item in cases {
                // Xcode's case is a string unit alone: one comparison.
                guard StringUnit.alone(in: item.value) == nil, case .object(let contents) = item.value else { continue }
                for content in contents where content.key == CatalogField.variations || content.key == CatalogField.substitutions { return nil }
            }
            return found
        case .tree:
            return nil
        }
    }

    /// The cases of ``pluralCasesAlone``: their names and key positions, in order.
    package struct PluralCases {
        /// Where the `plural` key is.
        package let position: JSONPosition
        fileprivate let storage: Storage

        /// A plural variation's cases as a tree holds them.
        package init(members: [JSONMember], position: JSONPosition) {
            self.position = position
            storage = .members(members)
        }

        fileprivate init(position: JSONPosition, storage: Storage) {
            self.position = position
            self.storage = storage
        }

        fileprivate enum Storage {
            case members([JSONMember])
            /// The note's cases, indices of its buffer's.
            case note(LocalizationNotes, Range<Int>)
        }

        package var count: Int {
            switch storage {
            case .members(let members): members.count
            case .note(_, let cases): cases.count
            }
        }

        package func name(at index: Int) -> String {
            switch storage {
            case .members(let members): members[index].key
            case .note(let notes, let cases): notes.caseName(cases.lowerBound + index)
            }
        }

        package func position(at index: Int) -> JSONPosition {
            switch storage {
            case .members(let members): members[index].keyPosition
            case .note(let notes, let cases): notes.casePosition(cases.lowerBound + index)
            }
        }
    }

    /// Whether any string unit reachable from here has a value whose UTF-8 bytes satisfy
    /// `predicate`; a unit with no value passes none. Bytes, not strings: a note's texts are
    /// read where they are, where making each a string cost an allocation past 15 bytes, and
    /// the checks that ask read bytes.
    package func containsValue(where predicate: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        switch storage {
        case .tree(let value):
            return Self.containsStringUnit(in: value) { unit in
                let text = StringUnit.firstValue(of: unit)
                if let found = text.utf8.withContiguousStorageIfAvailable(predicate) { return found }
                var copy = text
                return copy.withUTF8(predicate)
            }
        case .note(let notes, let index):
            guard notes.isPlural(at: index) else { return predicate(notes.valueBytes(at: index)) }
            return notes.cases(at: index).contains { predicate(notes.caseValueBytes($0)) }
        }
    }

    /// Whether any string unit reachable from here has a state satisfying `predicate`; a unit
    /// with no state passes `nil`.
    package func containsState(where predicate: (StringUnitState?) -> Bool) -> Bool {
        switch storage {
        case .tree(let value):
            return Self.containsStringUnit(in: value) { unit in predicate(unit[CatalogField.state]?.stringValue.map(StringUnitState.init(rawValue:))) }
        case .note(let notes, let index):
            guard notes.isPlural(at: index) else { return predicate(StringUnitState(rawValue: notes.state(at: index))) }
            return notes.cases(at: index).contains { predicate(StringUnitState(rawValue: notes.caseState($0))) }
        }
    }

    /// Walks the JSON directly: checks ask this of every localization, and building `forms`
    /// for each costs allocations that a yes-or-no answer does not need.
    private static func containsStringUnit(in value: JSONValue, where predicate: (JSONValue) -> Bool) -> Bool {
        guard case .object(let members) = value else { return false }
        for member in members {
            switch member.key {
            case CatalogField.stringUnit:
                if predicate(member.value) { return true }
            case CatalogField.variations, CatalogField.substitutions:
                // variations → kind → case → content; substitutions → name → { variations }.
                guard case .object(let groups) = member.value else { continue }
                for group in groups {
                    if member.key == CatalogField.substitutions {
                        if containsStringUnit(in: group.value, where: predicate) { return true }
                        continue
                    }
                    guard case .object(let cases) = group.value else { continue }
                    for item in cases {
                        // Xcode's case: a string unit alone, asked without a walk of its own.
                        if let unit = StringUnit.alone(in: item.value) {
                            if predicate(unit) { return true }
                        } else if containsStringUnit(in: item.value, where: predicate) {
                            return true
                        }
                    }
                }
            default:
                continue
            }
        }
        return false
    }

    /// Every string unit reachable from here, with the variation and substitution path that
    /// leads to it, so checks can compare languages form by form.
    package var forms: [Form] {
        // A note's from its note: the walk would build each plural case's tree to read its unit.
        if case .note(let notes, let index) = storage { return notes.forms(at: index) }
        var forms: [Form] = []
        collectForms(into: &forms, path: [])
        return forms
    }

    private func collectForms(into forms: inout [Form], path: [FormStep]) {
        if let unit = stringUnit { forms.append(Form(path: path, unit: unit)) }
        for variation in variations {
            for variationCase in variation.cases {
                variationCase.content.collectForms(
                    into: &forms, path: path + [.variation(kind: variation.kind, name: variationCase.name)])
            }
        }
        for substitution in substitutions {
            for variation in substitution.variations {
                for variationCase in variation.cases {
                    variationCase.content.collectForms(
                        into: &forms,
                        path: path + [.substitution(substitution.name), .variation(kind: variation.kind, name: variationCase.name)])
                }
            }
        }
    }
}

/// `{ "state" : …, "value" : … }`.
package struct StringUnit: Sendable {
    package var state: StringUnitState?
    package var value: String?
    package var position: JSONPosition
    /// Where the `"value"` member is (its line holds the text), or the unit's own position.
    package var valuePosition: JSONPosition
    /// Where the `"state"` member is, or the unit's own position when it has none: what a
    /// finding about the state points at.
    package var statePosition: JSONPosition
    /// Whether the unit has a `"value"` that is not a string: no text, but not empty text
    /// either (`catalog-structure` reports it where it is a localization's own unit).
    package var valueIsNotString: Bool

    init(
        state: StringUnitState?, value: String?, position: JSONPosition, valuePosition: JSONPosition, statePosition: JSONPosition,
        valueIsNotString: Bool
    ) {
        self.state = state
        self.value = value
        self.position = position
        self.valuePosition = valuePosition
        self.statePosition = statePosition
        self.valueIsNotString = valueIsNotString
    }

    /// The unit of a value that is a string unit and nothing else, `{ "stringUnit" : … }`, as
    /// Xcode writes a variation's case; nil for any other value, which is walked.
    @inline(__always)
    static func alone(in value: JSONValue) -> JSONValue? {
        guard case .object(let contents) = value, contents.count == 1, contents[0].key == CatalogField.stringUnit else { return nil }
        return contents[0].value
    }

    /// The text of a unit's first `value`, "" when it has none or it is not a string: what
    /// ``LocalizationContent/containsValue(where:)`` passes the bytes of. One pass over the unit's members,
    /// where a look-up by name made two and a closure call a member.
    static func firstValue(of unit: JSONValue) -> String {
        guard case .object(let members) = unit else { return "" }
        for member in members where member.key == CatalogField.value {
            if case .string(let text) = member.value { return text }
            return ""
        }
        return ""
    }

    /// Whether a unit's first `state` is `translated` and its first `value` is text that is
    /// not blank, from one pass over its members.
    static func isTranslatedText(_ unit: JSONValue) -> Bool {
        guard case .object(let members) = unit else { return false }
        var state: JSONValue?, text: JSONValue?
        for member in members {
            if state == nil, member.key == CatalogField.state {
                state = member.value
            } else if text == nil, member.key == CatalogField.value {
                text = member.value
            }
        }
        guard case .string(StringUnitState.translated.rawValue)? = state, case .string(let words)? = text else { return false }
        return !words.isBlank
    }

    init(member: JSONMember) {
        state = member.value[CatalogField.state]?.stringValue.map(StringUnitState.init(rawValue:))
        value = member.value[CatalogField.value]?.stringValue
        valueIsNotString = value == nil && member.value[CatalogField.value] != nil
        position = member.keyPosition
        valuePosition = member.value.member(CatalogField.value)?.keyPosition ?? member.keyPosition
        statePosition = member.value.member(CatalogField.state)?.keyPosition ?? member.keyPosition
    }
}

/// `{ "state" : …, "values" : [ … ] }`, used for lists of alternatives.
package struct StringSet: Sendable {
    package var state: StringUnitState?
    package var values: [String]
    package var position: JSONPosition

    init(member: JSONMember) {
        state = member.value[CatalogField.state]?.stringValue.map(StringUnitState.init(rawValue:))
        if case .array(let elements)? = member.value[CatalogField.values] {
            values = elements.compactMap(\.value.stringValue)
        } else {
            values = []
        }
        position = member.keyPosition
    }
}

package struct Variation: Sendable {
    package var kind: VariationKind
    package var position: JSONPosition
    package var cases: [VariationCase]
}

package struct VariationCase: Sendable {
    /// A plural category (`one`, `other`, …) or a device (`iphone`, `mac`, …).
    package var name: String
    package var position: JSONPosition
    package var content: LocalizationContent
}

/// A `%#@name@` placeholder's own variations.
package struct Substitution: Sendable {
    package var name: String
    package var position: JSONPosition
    package var argumentNumber: Int?
    /// Without the `%`: `lld`, `@`, …
    package var formatSpecifier: String?
    package var variations: [Variation]

    init(member: JSONMember) {
        name = member.key
        position = member.keyPosition
        if case .number(let text)? = member.value[CatalogField.argNum] { argumentNumber = Int(text) } else { argumentNumber = nil }
        formatSpecifier = member.value[CatalogField.formatSpecifier]?.stringValue
        variations = LocalizationContent(member.value).variations
    }
}

/// One step from a localization down to one of its string units.
package enum FormStep: Hashable, Sendable, CustomStringConvertible {
    case variation(kind: VariationKind, name: String)
    case substitution(String)

    package var description: String {
        switch self {
        case .variation(let kind, let name): "\(kind.rawValue).\(name)"
        case .substitution(let name): "substitution '\(name)'"
        }
    }
}

/// A string unit and the path that reaches it (empty for the localization's own unit).
package struct Form: Sendable {
    package var path: [FormStep]
    package var unit: StringUnit

    /// `plural.one`, `substitution 'count' plural.other`, or `""` for the plain value.
    package var name: String { path.map(\.description).joined(separator: " ") }
}

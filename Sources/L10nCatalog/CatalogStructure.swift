import L10nJSON
/// Where a catalog's JSON has a member of the wrong type: valid JSON that is not the String
/// Catalog shape every command reads. Found while entries stream by, so `check`, `sync` and
/// every other command see the same problems; the wording belongs to the `catalog-structure`
/// check.
package struct CatalogStructureProblem: Sendable, Hashable {
    /// What is wrong: `strings` names the root's member, the others a member of an entry.
    package enum Subject: Sendable, Hashable {
        case root
        case strings
        case entry
        case localizations
        case localization(language: String)
        case member(name: String, language: String)
    }

    package var subject: Subject
    /// The kind the member must be; nil for `strings` when it is missing altogether.
    package var expected: JSONKind
    /// The kind it is; nil when it is missing.
    package var found: JSONKind?
    package var key: String?
    package var position: JSONPosition
}

/// The kinds of JSON value, as a message names them.
package enum JSONKind: String, Sendable, Hashable {
    case object, array, string, number, bool = "boolean", null

    package init(_ value: JSONValue) {
        switch value {
        case .object: self = .object
        case .array: self = .array
        case .string: self = .string
        case .number: self = .number
        case .bool: self = .bool
        case .null: self = .null
        }
    }

    /// "an object", "a string".
    package var withArticle: String {
        switch self {
        case .object, .array: "an \(rawValue)"
        case .null: "null"
        default: "a \(rawValue)"
        }
    }
}

extension Catalog {
    /// What keeps the file from being a catalog at all: a root that is not an object, or a
    /// `strings` member that is missing or not an object.
    package var rootStructureProblem: CatalogStructureProblem? {
        let start = JSONPosition(line: 1, column: 1)
        guard case .object(let members) = document.root else {
            return CatalogStructureProblem(subject: .root, expected: .object, found: JSONKind(document.root), position: start)
        }
        guard let strings = members.first(where: { $0.key == CatalogField.strings }) else {
            return CatalogStructureProblem(subject: .strings, expected: .object, found: nil, position: start)
        }
        // Entries were streamed out of `strings`, so an empty object here is the normal case.
        guard case .object = strings.value else {
            return CatalogStructureProblem(subject: .strings, expected: .object, found: JSONKind(strings.value), position: strings.keyPosition)
        }
        return nil
    }
}

extension Catalog {
    /// Every structure problem of a catalog read whole: the root's alone when it has one
    /// (there are no entries to look at then), else each entry's. A command that edits the
    /// catalog refuses while there is one, since an edit could replace what it cannot read.
    package var structureProblems: [CatalogStructureProblem] {
        if let problem = rootStructureProblem { return [problem] }
        return entries.flatMap(\.structureProblems)
    }
}

extension CatalogEntry {
    /// Members of this entry whose type no command can read: the entry itself, its
    /// `localizations`, each localization, and a string unit's `state` and `value`.
    package var structureProblems: [CatalogStructureProblem] { structure().problems }

    /// The structure problems, whether every localization is translated text (see
    /// ``everyLocalizationIsTranslatedText``), and whether every string unit is (see
    /// ``everyStringUnitIsTranslatedText``), in one walk over the localizations.
    func structure() -> (problems: [CatalogStructureProblem], translatedText: Bool, translatedUnits: Bool) {
        guard case .object(let members) = value else {
            return ([problem(.entry, expected: .object, found: value, at: position)], false, false)
        }
        // No localizations: nothing for the checks that skip translated text to look at.
        guard let localizations = members.first(where: { $0.key == CatalogField.localizations }) else { return ([], true, true) }
        guard case .object(let languages) = localizations.value else {
            return ([problem(.localizations, expected: .object, found: localizations.value, at: localizations.keyPosition)], false, false)
        }
        var problems: [CatalogStructureProblem] = []
        var translatedText = true
        var translatedUnits = true
        // Once, not at each language: the copy retains the notes.
        let notes = localizationNotes
        for (index, localization) in languages.enumerated() {
            // A noted localization is a string unit of a string state and a string value, or
            // one plural variation of such units: no problem, and its flags read when noted.
            if let notes, case .null = localization.value,
               let note = notes.note(at: localization.keyPosition, memberIndex: index) {
                let flags = notes.notes.translatedText(at: note)
                translatedText = translatedText && flags.alone
                translatedUnits = translatedUnits && flags.everyUnit
                continue
            }
            guard case .object(let contents) = localization.value else {
                problems.append(problem(.localization(language: localization.key), expected: .object, found: localization.value, at: localization.keyPosition))
                translatedText = false
                translatedUnits = false
                continue
            }
            if translatedText { translatedText = contents.count == 1 && contents[0].key == CatalogField.stringUnit }
            // Four comparisons, not a set: hashing each member's name cost more than the walk.
            for content in contents where CatalogField.isText(content.key) {
                guard case .object(let unit) = content.value else {
                    problems.append(problem(.member(name: content.key, language: localization.key), expected: .object, found: content.value, at: content.keyPosition))
                    translatedText = false
                    translatedUnits = false
                    continue
                }
                guard content.key == CatalogField.stringUnit else {
                    // Variations and substitutions hold string units of their own; a string set none.
                    if translatedUnits {
                        translatedUnits = content.key != CatalogField.stringSet && Self.everyUnitIsTranslatedText(in: unit, of: content.key)
                    }
                    continue
                }
                var state: JSONValue?
                var text: JSONValue?
                for field in unit {
                    let isState = field.key == CatalogField.state
                    guard isState || field.key == CatalogField.value else { continue }
                    // The first of each is the one every command reads.
                    if isState { if state == nil { state = field.value } } else if text == nil { text = field.value }
                    if case .string = field.value { continue }
                    problems.append(problem(.member(name: field.key, language: localization.key), expected: .string, found: field.value, at: field.keyPosition))
                }
                if translatedText || translatedUnits, case .string(StringUnitState.translated.rawValue)? = state, case .string(let words)? = text, !words.isBlank {
                    continue
                }
                translatedText = false
                translatedUnits = false
            }
        }
        // Those of the languages a read left out, in their places: the position order of one walk.
        if let omitted = omittedLanguageProblems {
            problems = (problems + omitted).sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
            translatedText = false
            translatedUnits = false
        }
        return (problems, translatedText, translatedUnits)
    }

    /// Whether every string unit under a localization's `variations` or `substitutions`
    /// (`groups`, the members of the member named `key`) has a first `state` of `translated`
    /// and a first `value` that is text and not blank: the units, and only those,
    /// that ``LocalizationContent/containsValue(where:)`` and `containsState(where:)` visit.
    private static func everyUnitIsTranslatedText(in groups: [JSONMember], of key: String) -> Bool {
        for group in groups {
            if key == CatalogField.substitutions {
                guard everyUnitIsTranslatedText(inContent: group.value) else { return false }
                continue
            }
            guard case .object(let cases) = group.value else { continue }
            for item in cases {
                // Xcode's case: a string unit alone, read without a walk of its own.
                if let unit = StringUnit.alone(in: item.value) {
                    guard StringUnit.isTranslatedText(unit) else { return false }
                } else if !everyUnitIsTranslatedText(inContent: item.value) {
                    return false
                }
            }
        }
        return true
    }

    /// The same of a variation case's or a substitution's content.
    private static func everyUnitIsTranslatedText(inContent value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return true }
        for member in members {
            switch member.key {
            case CatalogField.stringUnit:
                guard StringUnit.isTranslatedText(member.value) else { return false }
            case CatalogField.variations, CatalogField.substitutions:
                guard case .object(let groups) = member.value else { continue }
                guard everyUnitIsTranslatedText(in: groups, of: member.key) else { return false }
            default:
                continue
            }
        }
        return true
    }

    private func problem(_ subject: CatalogStructureProblem.Subject, expected: JSONKind, found: JSONValue, at position: JSONPosition) -> CatalogStructureProblem {
        CatalogStructureProblem(subject: subject, expected: expected, found: JSONKind(found), key: key, position: position)
    }
}

/// Any consumer, with the structure problems of the entries it is given gathered as they
/// stream by, as check gathers them: commands that read a catalog to use it (report, export,
/// generate) turn away a catalog with one, as they turn away a file that is not JSON.
package struct StructureCheckedConsumer<Inner: CatalogEntryConsumer>: CatalogEntryConsumer {
    package var inner: Inner
    private var entryProblems: [CatalogStructureProblem] = []

    package init(_ inner: Inner) {
        self.inner = inner
    }

    package mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
        inner.consume(noting(entry), sourceLanguage: sourceLanguage)
    }

    package mutating func consume(_ entry: consuming CatalogEntry, sourceLanguage: String, recycler: JSONTreeRecycler) {
        inner.consume(noting(entry), sourceLanguage: sourceLanguage, recycler: recycler)
    }

    private mutating func noting(_ entry: consuming CatalogEntry) -> CatalogEntry {
        let structure = entry.structure()
        entryProblems += structure.problems
        entry.everyLocalizationIsTranslatedText = structure.translatedText
        entry.everyStringUnitIsTranslatedText = structure.translatedUnits
        return entry
    }

    package mutating func append(_ later: Self) {
        inner.append(later.inner)
        entryProblems += later.entryProblems
    }

    /// The problems of the catalog these entries were read from, as ``Catalog/structureProblems``
    /// finds them in a whole tree: the root's alone when it has one, else each entry's.
    package func structureProblems(of catalog: Catalog) -> [CatalogStructureProblem] {
        catalog.rootStructureProblem.map { [$0] } ?? entryProblems
    }
}

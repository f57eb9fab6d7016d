import L10nJSON

extension CatalogEntry {
    /// The value with each noted localization's tree in its member: what a read without notes
    /// gives.
    package var wholeValue: JSONValue {
        guard let notes = localizationNotes, case .object(var members) = value,
              let index = members.firstIndex(where: { $0.key == CatalogField.localizations }),
              case .object(var languages) = members[index].value else { return value }
        for language in languages.indices {
            guard case .null = languages[language].value,
                  let note = notes.note(at: languages[language].keyPosition, memberIndex: language) else { continue }
            languages[language].value = notes.notes.tree(at: note)
        }
        members[index].value = .object(languages)
        return .object(members)
    }

    /// The languages a read with notes noted, in the order of the first `localizations`.
    package var notedLanguages: [String] {
        guard let notes = localizationNotes, let members = value[CatalogField.localizations]?.members else { return [] }
        return members.indices.compactMap { index in
            guard case .null = members[index].value, notes.note(at: members[index].keyPosition, memberIndex: index) != nil else { return nil }
            return members[index].key
        }
    }
}

extension CatalogReader {
    /// Where a read with notes disagrees with a read of trees, or nil: the catalogs, their
    /// repeated keys and structure problems, each entry's value with its notes put back, the
    /// flags the structure walk and the reader set, each localization as
    /// ``CatalogEntry/localizations`` gives it (language, position, tree, string unit, string
    /// set, forms, variations, substitutions, values and states), and the error. The tests and
    /// `l10n-fuzz` hold every strategy to it.
    package static func notesDisagreement(_ text: CatalogText, strategy: Strategy) -> String? {
        let trees = Result { () throws(JSONParseError) in try read(text, into: StructureCheckedConsumer(Kept()), strategy: .onePass) }
        let noted = Result { () throws(JSONParseError) in try read(text, into: StructureCheckedConsumer(Kept()), notes: true, strategy: strategy) }
        switch (trees, noted) {
        case (.failure(let treesError), .failure(let notedError)):
            return treesError == notedError ? nil : "errors differ: \(treesError) and \(notedError)"
        case (.success(let trees), .success(let noted)):
            guard same(trees.catalog.document.root, noted.catalog.document.root) else { return "the catalogs differ" }
            let described = { (duplicates: [JSONDuplicateKey]) in duplicates.map { "\($0.key) \($0.position) \($0.firstPosition) \($0.path)" } }
            guard described(trees.catalog.document.duplicateKeys) == described(noted.catalog.document.duplicateKeys) else {
                return "the repeated keys differ"
            }
            guard trees.consumer.structureProblems(of: trees.catalog) == noted.consumer.structureProblems(of: noted.catalog) else {
                return "the structure problems differ"
            }
            guard trees.consumer.inner.entries.count == noted.consumer.inner.entries.count else { return "the entries differ in number" }
            for (tree, note) in zip(trees.consumer.inner.entries, noted.consumer.inner.entries) {
                guard tree.key == note.key, tree.position == note.position, same(tree.value, note.wholeValue) else {
                    return "entry '\(tree.key)' differs"
                }
                guard tree.everyLocalizationIsTranslatedText == note.everyLocalizationIsTranslatedText,
                      tree.everyStringUnitIsTranslatedText == note.everyStringUnitIsTranslatedText,
                      tree.mayHavePercentSign == note.mayHavePercentSign else {
                    return "entry '\(tree.key)' has other flags"
                }
                guard tree.localizations.count == note.localizations.count else { return "entry '\(tree.key)' has other localizations" }
                for (built, read) in zip(tree.localizations, note.localizations) {
                    guard built.language == read.language, built.position == read.position, same(built.content.value, read.content.value),
                          describe(built.content) == describe(read.content) else {
                        return "entry '\(tree.key)' reads its '\(built.language)' otherwise from its note"
                    }
                }
                for language in Set(tree.localizations.map(\.language))
                where tree.localization(language).map({ describe($0.content) }) != note.localization(language).map({ describe($0.content) }) {
                    return "entry '\(tree.key)' looks up its '\(language)' otherwise from its note"
                }
            }
            return nil
        default:
            return "one read failed and the other did not"
        }
    }

    /// What the readers of a localization's content see.
    private static func describe(_ content: LocalizationContent) -> String {
        let unit = content.stringUnit.map {
            "\($0.state?.rawValue ?? "-") \($0.value ?? "-") \($0.position) \($0.valuePosition) \($0.statePosition) \($0.valueIsNotString)"
        }
        let forms = content.forms.map { "\($0.name) \($0.unit.value ?? "-") \($0.unit.valuePosition) \($0.unit.state?.rawValue ?? "-")" }
        var values: [String] = []
        var states: [String] = []
        _ = content.containsValue { values.append(String(decoding: $0, as: UTF8.self)); return false }
        _ = content.containsState { states.append($0?.rawValue ?? "-"); return false }
        let variations = content.variations.map { variation in
            "\(variation.kind.rawValue) \(variation.position) " + variation.cases.map { "\($0.name) \($0.position)" }.joined(separator: ",")
        }
        let plural = content.pluralCasesAlone.map { cases in
            "\(cases.position) " + (0..<cases.count).map { "\(cases.name(at: $0)) \(cases.position(at: $0))" }.joined(separator: ",")
        }
        return "\(unit ?? "no unit") \(content.stringUnitValue ?? "no value") \(forms) \(content.stringSet?.values ?? []) \(content.blankStringSet != nil) \(variations) "
            + "\(content.substitutions.count) \(content.hasVariationsOrSubstitutions) \(values) \(states) \(plural ?? "not Xcode's plural")"
    }
}

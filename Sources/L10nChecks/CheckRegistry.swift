/// Every check l10n runs. Adding a check is one file plus one line here.
package enum CheckRegistry {
    /// Checks of each entry, whole, as the catalog is read.
    package static let entryChecks: [any EntryCheck.Type] = [
        KeyFormatCheck.self,
        KeyFeatureCheck.self,
        ExtractionStateCheck.self,
        StaleEntryCheck.self,
        MissingTranslationCheck.self,
        EmptyTranslationCheck.self,
        UnreviewedTranslationCheck.self,
        PlaceholderMismatchCheck.self,
        FormatSyntaxCheck.self,
        FormatSpecifierCheck.self,
        PositionalArgumentsCheck.self,
        PluralFormsCheck.self,
    ]

    /// Checks of the catalog as a whole: its keys, source language and repeated keys.
    package static let catalogChecks: [any CatalogCheck.Type] = [
        CatalogStructureCheck.self,
        SourceLanguageCheck.self,
        DuplicateKeyCheck.self,
        CaseCollisionCheck.self,
        XcodeSymbolsCheck.self,
    ]

    /// Checks of each key file against the catalog beside it.
    package static let keyFileChecks: [any KeyFileCheck.Type] = [
        KeyFileSyntaxCheck.self,
        KeyFileTableCheck.self,
        KeyFileSectionCheck.self,
        KeyFileDuplicateCheck.self,
        KeyFileMissingKeyCheck.self,
        KeyFileMissingAccessorCheck.self,
        KeyFileIdentifierCollisionCheck.self,
        ProbableRenameCheck.self,
    ]

    /// Checks of the app's Swift code against every feature's keys.
    package static let appCodeChecks: [any AppCodeCheck.Type] = [
        UnusedKeyCheck.self,
        HardcodedStringCheck.self,
        UndeclaredKeyCheck.self,
    ]

    /// The app-code checks `options` leave enabled: none means the app's code need not be read.
    package static func enabledAppCodeChecks(_ options: CheckOptions) -> [any AppCodeCheck.Type] {
        appCodeChecks.filter { !options.disabled.contains($0.description.id) }
    }

    /// Every check, `json-syntax` first, in registry order: for `--list`, docs/checks.md and the
    /// example tests.
    package static let descriptions: [CheckDescription] =
        [JSONSyntaxCheck.description] + catalogChecks.map { $0.description } + entryChecks.map { $0.description }
        + keyFileChecks.map { $0.description } + appCodeChecks.map { $0.description }

    package static var ids: [String] { descriptions.map(\.id) }

    package static func description(id: String) -> CheckDescription? {
        descriptions.first(where: { $0.id == id })
    }
}

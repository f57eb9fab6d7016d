import L10nCore
import L10nSwiftSource
/// An accessor whose key the catalog lacks compiles, but shows users the raw key at runtime.
package enum KeyFileMissingKeyCheck: KeyFileCheck {
    package static let description = CheckDescription(
        id: "keyfile-missing-key", name: "Key file missing key", severity: .error,
        summary: "Every accessor's key must be in its catalog, and every key file must have a catalog beside it.",
        examples: [
            wellFormedExample(),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {} } }"#,
                keyFile: shopHomeKeyFile(
                    #"static let title = LocalizedStringResource("shop.home.title", table: "Shop")"#,
                    #"static let subtitle = LocalizedStringResource(↓"shop.home.subtitle", table: "Shop")"#)),
        ])

    package static let readsCatalogKeys = true

    package static func check(_ input: FeatureCheckInput) -> [Diagnostic] {
        guard let keyFile = input.keyFile else { return [] }
        // Without accessors or a catalog, `L10nKey+offersHelpers.swift` only holds helpers.
        guard let catalogPath = input.catalogPath else { return keyFile.accessors.isEmpty ? [] : [orphan(keyFile)] }
        // A catalog that is not valid JSON has a json-syntax error; its keys are unknown.
        guard input.catalog != nil else { return [] }
        let renamed = Set(ProbableRenameCheck.pairs(in: input).map(\.accessor.key))
        return input.accessorsNotInCatalog.compactMap { accessor in
            guard !renamed.contains(accessor.key) else { return nil }
            return diagnostic(
                "Key '\(accessor.key)' of accessor `\(accessor.identifier)` is not in \(fileName(of: catalogPath)); add the key to the catalog or delete the accessor.",
                path: keyFile.path, at: accessor.keyLocation, key: accessor.key)
        }
    }

    /// One finding for the file rather than one per accessor: the catalog is what is missing.
    private static func orphan(_ keyFile: KeyFile) -> Diagnostic {
        diagnostic(
            "\(fileName(of: keyFile.path)) has no .xcstrings catalog beside it, so none of its keys can be found; add the catalog to its folder or delete the file.",
            path: keyFile.path, at: keyFile.featureEnum?.location ?? SourceLocation(line: 1, column: 1), key: nil)
    }
}

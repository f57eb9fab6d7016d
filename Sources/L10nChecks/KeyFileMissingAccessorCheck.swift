import L10nCore
import L10nProject
import L10nAccessors
/// A key without an accessor can only be used by its string, which no compiler checks; this is
/// what `l10n generate` and `l10n sync` fix.
package enum KeyFileMissingAccessorCheck: KeyFileCheck {
    package static let description = CheckDescription(
        id: "keyfile-missing-accessor", name: "Key file missing accessor", severity: .error,
        summary: "Every catalog key must have an accessor in the key file beside the catalog (l10n generate writes them).",
        examples: [
            wellFormedExample(),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, ↓"shop.home.subtitle" : {} } }"#,
                keyFile: shopHomeKeyFile(
                    #"static let title = LocalizedStringResource("shop.home.title", table: "Shop")"#)),
            .failing(#"↓{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.home.subtitle" : {} } }"#),
        ])

    package static let readsCatalogKeys = true

    package static func check(_ input: FeatureCheckInput) -> [Diagnostic] {
        // Generate and sync write nothing for a catalog with a catalog-structure finding, so
        // they are not what to run until it is fixed.
        guard let catalog = input.catalog, let feature = input.feature, !catalog.keys.isEmpty, catalog.structureProblems.isEmpty else { return [] }
        guard let keyFile = input.keyFile else { return [missingKeyFile(catalog, feature: feature)] }
        // Accessors the reader could not read may well be there; keyfile-syntax reports the file.
        guard keyFile.isEditable else { return [] }
        // A probable rename is one finding (probable-rename); a key generate refuses has its
        // format-specifier or keyfile-identifier-collision finding, and telling to run generate
        // would send the user in a circle.
        let otherwiseReported = Set(ProbableRenameCheck.pairs(in: input).map(\.catalogKey))
            .union(catalog.keysWithoutTypedAccessor)
            .union(input.identifierCollisions.compactMap(\.key))
        var reported = Set<String>()
        // One table for all the keys: made for each, with the feature worked out from the
        // catalog's path each time, it was 37,000 instructions a key without an accessor.
        var sectionPaths = input.sectionPaths
        return input.catalogKeysWithoutAccessor.compactMap { entry in
            guard !otherwiseReported.contains(entry.key), reported.insert(entry.key).inserted else { return nil }
            let plan = AccessorPlan(key: entry.key, table: feature.table)
            let name = qualifiedEnumName((sectionPaths?.expected(forKey: entry.key) ?? []) + [plan.identifier])
            return diagnostic(
                "Key '\(entry.key)' has no accessor in \(fileName(of: keyFile.path)); run l10n generate (or l10n sync) to add `\(name)`.",
                path: catalog.path, at: entry.position.sourceLocation, key: entry.key)
        }
    }

    /// One finding for the catalog rather than one per key: the whole file is what is missing.
    private static func missingKeyFile(_ catalog: CatalogCheckInput, feature: Feature) -> Diagnostic {
        let count = Set(catalog.keys.map(\.key)).count
        return diagnostic(
            "\(feature.catalogFileName) has no key file, so its \(count) \(count == 1 ? "key has" : "keys have") no typed accessors; run l10n generate (or l10n sync) to create \(feature.keyFileName).",
            path: catalog.path, at: SourceLocation(line: 1, column: 1), key: nil)
    }
}

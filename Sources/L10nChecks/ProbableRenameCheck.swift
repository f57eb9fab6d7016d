import L10nCore
import L10nSwiftSource
import L10nProject
import L10nGeneration
/// A key renamed on one side only (most often in Xcode's catalog editor) leaves an accessor
/// whose key the catalog lacks and a catalog key without accessor. Reported as two unrelated
/// findings, the fix people reach for (`sync`) re-creates the old key as an empty entry; one
/// finding naming both keys points at `l10n rename`, which finishes the rename in both files.
public enum ProbableRenameCheck: KeyFileCheck {
    public static let description = CheckDescription(
        id: "probable-rename", name: "Probable rename", severity: .error,
        summary: "An accessor whose key the catalog lacks, while the catalog has a key without accessor in the same section (or with the same element), was renamed on one side only; l10n rename finishes it.",
        examples: [
            wellFormedExample(),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.home.headline" : {} } }"#,
                keyFile: shopHomeKeyFile(
                    #"static let title = LocalizedStringResource("shop.home.title", table: "Shop")"#,
                    #"static let subtitle = LocalizedStringResource(↓"shop.home.subtitle", table: "Shop")"#)),
        ])

    public static let readsCatalogKeys = true

    /// An accessor whose key the catalog lacks, and the catalog key it was probably renamed to.
    package struct Pair: Sendable {
        package var accessor: KeyAccessor
        package var catalogKey: String
    }

    public static func check(_ input: FeatureCheckInput) -> [Diagnostic] {
        guard let keyFile = input.keyFile, let catalogPath = input.catalogPath else { return [] }
        return pairs(in: input).map { finding(for: $0, keyFilePath: keyFile.path, catalogPath: catalogPath) }
    }

    /// The pairs of a feature folder; none when the check is disabled, so that the two checks
    /// it stands in for report both sides again.
    package static func pairs(in input: FeatureCheckInput) -> [Pair] {
        guard let keyFile = input.keyFile, keyFile.isEditable, let catalog = input.catalog,
              !input.options.disabled.contains(description.id) else { return [] }
        return pairs(accessors: keyFile.accessors, catalogKeys: catalog.keys.map(\.key))
    }

    /// The probable renames between a key file's accessors and its catalog's keys: an accessor
    /// is paired with a catalog key only when each is the other's one candidate, so a guess is
    /// never made between two. `keyfile-missing-key`, `keyfile-missing-accessor` and `sync`
    /// leave paired keys to this check.
    package static func pairs(accessors: [KeyAccessor], catalogKeys: [String]) -> [Pair] {
        let inCatalog = Set(catalogKeys)
        let accessed = Set(accessors.map(\.key))
        var seenAccessorKeys = Set<String>()
        let stale = accessors.filter { !inCatalog.contains($0.key) && seenAccessorKeys.insert($0.key).inserted }
        var seenCatalogKeys = Set<String>()
        let unaccessed = catalogKeys.filter { !accessed.contains($0) && seenCatalogKeys.insert($0).inserted }
        guard !stale.isEmpty, !unaccessed.isEmpty else { return [] }
        func matches(_ accessor: KeyAccessor, _ key: String) -> Bool {
            guard feature(of: accessor.key) == feature(of: key) else { return false }
            let old = AccessorPlan.sectionAndElement(of: accessor.key)
            let new = AccessorPlan.sectionAndElement(of: key)
            return old.section == new.section || Identifier.lowerCamelCase(new.element) == accessor.identifier
        }
        return stale.compactMap { accessor in
            let candidates = unaccessed.filter { matches(accessor, $0) }
            guard candidates.count == 1, let key = candidates.first,
                  stale.count(where: { matches($0, key) }) == 1 else { return nil }
            return Pair(accessor: accessor, catalogKey: key)
        }
    }

    /// The one finding about `pair`, at the accessor's key literal; `sync` reports it too.
    package static func finding(for pair: Pair, keyFilePath: String, catalogPath: String) -> Diagnostic {
        let old = pair.accessor.key
        let new = pair.catalogKey
        return diagnostic(
            "Key '\(old)' of accessor `\(pair.accessor.identifier)` is not in \(fileName(of: catalogPath)), which has '\(new)' "
                + "without an accessor: probably renamed on one side only; run 'l10n rename \(old) \(new)' to finish the rename "
                + "(or rename '\(new)' back in the catalog).",
            path: keyFilePath, at: pair.accessor.keyLocation, key: old)
    }

    private static func feature(of key: String) -> Substring {
        key.prefix { $0 != "." }
    }
}

import L10nCore
import L10nProject
import L10nSwiftSource
/// `LocalizedStringResource` looks a key up in the table it is given, and in `Localizable`
/// without one; a key in any other table than its catalog shows users the raw key.
package enum KeyFileTableCheck: KeyFileCheck {
    package static let description = CheckDescription(
        id: "keyfile-table", name: "Key file table", severity: .error,
        summary: "Every accessor must pass table: with its catalog's name (Shop.xcstrings → \"Shop\"); without it the key is looked up in Localizable.",
        examples: [
            wellFormedExample(),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.home.subtitle" : {} } }"#,
                keyFile: shopHomeKeyFile(
                    #"static let ↓title = LocalizedStringResource("shop.home.title", table: "Store")"#,
                    #"static let ↓subtitle = LocalizedStringResource("shop.home.subtitle")"#)),
        ])

    package static func check(_ input: FeatureCheckInput) -> [Diagnostic] {
        guard let keyFile = input.keyFile, let feature = input.feature else { return [] }
        // By index: handing each accessor over copied it (its strings retained and released).
        let accessors = keyFile.accessors
        return accessors.indices.compactMap { index in
            accessors[index].table == feature.table ? nil : finding(for: accessors[index], in: keyFile.path, feature: feature)
        }
    }

    /// The finding about `accessor` of the key file at `path`, nil when it reads its feature's
    /// table; `sync` reports the accessors it leaves alone with it.
    package static func finding(for accessor: KeyAccessor, in path: String, feature: Feature) -> Diagnostic? {
        guard accessor.table != feature.table else { return nil }
        let message = if let table = accessor.table {
            "Key '\(accessor.key)' is read from table '\(table)' by `\(accessor.identifier)`, but it lives in \(feature.catalogFileName); change it to `table: \"\(feature.table)\"`."
        } else {
            "Key '\(accessor.key)' has no `table:` in `\(accessor.identifier)`, so it is looked up in Localizable; add `table: \"\(feature.table)\"`."
        }
        return diagnostic(message, path: path, at: accessor.location, key: accessor.key)
    }
}

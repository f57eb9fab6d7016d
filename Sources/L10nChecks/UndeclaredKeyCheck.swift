import L10nCore
import L10nAppCode
import L10nProject
/// A literal key that no catalog has compiles, and shows users the key itself; an `L10nKey`
/// name that no key file declares is one the next `sync` or `remove` left behind.
package enum UndeclaredKeyCheck: AppCodeCheck {
    package static let description = CheckDescription(
        id: "undeclared-key", name: "Undeclared key", severity: .error,
        summary: "A key that code names, as a literal key or an L10nKey accessor, must be in its feature's catalog or key file.",
        examples: [
            .passing(
                shopCatalog("shop.home.title", "shop.home.subtitle"), keyFile: shopKeyFile(),
                appSource: """
                    Text(L10nKey.Shop.Home.title)
                    Text(LocalizedStringResource("shop.home.subtitle", table: "Shop"))
                    typealias Strings = L10nKey.Shop.Home
                    let other = LocalizedStringResource("wallet.card.title", table: "Wallet")
                    """),
            .failing(
                shopCatalog("shop.home.title", "shop.home.subtitle"), keyFile: shopKeyFile(),
                appSource: """
                    Text(↓L10nKey.Shop.Home.titel)
                    Text(String(localized: ↓"shop.home.subtitel", table: "Shop"))
                    Text(↓L10nKey.Shop.Cart.total)
                    """),
        ])

    package static func check(_ input: AppCodeCheckInput) -> [Diagnostic] {
        let usage = input.usage
        let literals = usage.undeclaredLiteralKeys.map { path, use, feature in
            diagnostic(
                "Key '\(use.key)' given to \(use.api) is \(files(of: usage.features[feature])), so users would see the key itself; fix the spelling, or add the key with 'l10n add \(use.key)'.",
                path: path, at: use.location, key: use.key)
        }
        let references = usage.undeclaredReferences.map { found -> Diagnostic in
            let reference = found.reference
            let declared = usage.features[found.feature]
            let place = declared.keyFilePath.map { "is not declared in \(fileName(of: $0))" } ?? "is declared in no key file"
            return diagnostic(
                "`\(reference.qualifiedName)` \(place); fix the spelling, or add the key with 'l10n add \(guessedKey(reference.path, prefix: declared.keyPrefix ?? ""))'.",
                path: found.path, at: reference.location, key: nil, subject: reference.qualifiedName)
        }
        return literals + references
    }

    /// "in neither Shop.xcstrings nor L10nKey+shop.swift", naming the files the feature has.
    private static func files(of feature: FeatureFolder<DeclaredKeys>) -> String {
        let names = [feature.catalogPath, feature.keyFilePath].compactMap { $0.map(fileName) }
        return names.count == 2 ? "in neither \(names[0]) nor \(names[1])" : "not in \(names.first ?? "its feature")"
    }

    /// `shop.home.titel` for `["Shop", "Home", "titel"]`; placeholders where the path is not
    /// a section and an element.
    private static func guessedKey(_ path: [String], prefix: String) -> String {
        guard path.count == 3 else { return "\(prefix).<section>.<element>" }
        return "\(prefix).\(path[1].prefix(1).lowercased() + path[1].dropFirst()).\(path[2])"
    }
}

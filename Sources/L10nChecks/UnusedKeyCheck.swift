import L10nCore
import L10nAppCode
/// A key no code uses still costs a translation in every language and a line in every review.
/// Keys that code builds at runtime are invisible to l10n: mark their accessors
/// `// l10n:used`, or list them with `--used`.
package enum UnusedKeyCheck: AppCodeCheck {
    package static let description = CheckDescription(
        id: "unused-key", name: "Unused key", severity: .warning,
        summary: "Every key must be used by the app's code, through its accessor or as a literal key; mark keys built at runtime with // l10n:used or --used.",
        examples: [
            .passing(
                shopCatalog("shop.home.title", "shop.home.subtitle"), keyFile: shopKeyFile(),
                appSource: "Text(L10nKey.Shop.Home.title)\nText(String(localized: \"shop.home.subtitle\", table: \"Shop\"))"),
            .passing(
                shopCatalog("shop.home.title", "shop.home.subtitle", "shop.home.promo"),
                keyFile: shopKeyFile(#"static let promo = LocalizedStringResource("shop.home.promo", table: "Shop")  // l10n:used"#),
                appSource: "typealias Strings = L10nKey.Shop.Home\nText(Strings.title) + Text(Strings.subtitle)"),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.home.subtitle" : {}, ↓"shop.home.footer" : {} } }"#,
                keyFile: KeyFileMissingKeyCheck.shopHomeKeyFile(
                    #"static let title = LocalizedStringResource("shop.home.title", table: "Shop")"#,
                    #"static let ↓subtitle = LocalizedStringResource("shop.home.subtitle", table: "Shop")"#),
                appSource: "Text(L10nKey.Shop.Home.title)"),
        ])

    package static func check(_ input: AppCodeCheckInput) -> [Diagnostic] {
        // Without code to read, every key would look unused.
        guard input.usage.fileCount > 0 else { return [] }
        return input.usage.unusedKeys(usedPatterns: input.options.usedKeys).flatMap { unusedKeys in
            unusedKeys.map { unused in
                let fix = "delete it with 'l10n remove \(unused.key)'"
                let message = if let accessor = unused.accessors.first {
                    "Key '\(unused.key)' is used nowhere in the app's code (nothing names `\(accessor.qualifiedName)`); \(fix), or mark the accessor // l10n:used if code builds the key at runtime."
                } else {
                    "Key '\(unused.key)' is used nowhere in the app's code and has no accessor; \(fix), or pass --used \(unused.key) if code builds the key at runtime."
                }
                return diagnostic(message, path: unused.path, at: unused.location, key: unused.key)
            }
        }
    }
}

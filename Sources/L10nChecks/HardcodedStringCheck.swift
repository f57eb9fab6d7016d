import L10nCore
import L10nAppCode
/// Text written into a view is shown in English to every user, and no translator ever sees it.
package enum HardcodedStringCheck: AppCodeCheck {
    package static let description = CheckDescription(
        id: "hardcoded-string", name: "Hard-coded string", severity: .warning,
        summary: "Text shown to users must come from a key: a literal with a letter given to Text, Button, .navigationTitle, UILabel.text and the like is reported.",
        examples: [
            .passing(
                shopCatalog("shop.home.title", "shop.home.subtitle"), keyFile: shopKeyFile(),
                appSource: """
                    Text(L10nKey.Shop.Home.title)
                    Text(verbatim: "v1.2 (debug)")
                    Label(L10nKey.Shop.Home.subtitle, systemImage: "tray")
                    Text("–")
                    Text("Debug only") // l10n:ignore
                    """),
            .failing(
                shopCatalog("shop.home.title", "shop.home.subtitle"), keyFile: shopKeyFile(),
                appSource: """
                    Text(↓"Welcome back")
                    Button(↓"Save") { save() }
                        .help(↓"Saves your cart")
                    label.text = ↓"Hello, \\(name)"
                    """),
        ])

    package static func check(_ input: AppCodeCheckInput) -> [Diagnostic] {
        let prefixes = Set(input.features.map { $0.keyPrefix ?? "" })
        // An ASCII path's folder alone decides its feature: worked out once for each folder
        // (the path from the project's root and its walk were tens of thousands of
        // instructions for each text, after the scan, on one core).
        var featureByFolder: [Substring: String] = [:]
        func feature(ofFile path: String) -> String {
            let utf8 = path.utf8
            guard utf8.allSatisfy({ $0 < 0x80 }), let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else {
                return AppSources.feature(ofFile: input.options.pathInProject(path), among: prefixes) ?? "<feature>"
            }
            let folder = path[...slash]
            if let known = featureByFolder[folder] { return known }
            let feature = AppSources.feature(ofFile: input.options.pathInProject(path), among: prefixes) ?? "<feature>"
            featureByFolder[folder] = feature
            return feature
        }
        return input.usage.hardcodedStrings.map { path, found in
            let feature = feature(ofFile: path)
            let add = "l10n add \(feature).<section>.<element> --en \(ShellQuoting.doubleQuoted(found.formatText))"
            // SwiftUI looked the text up as a key: say where, since adding it there also fixes it.
            let unseen = found.lookup.map(\.table).map { "which no catalog of table \($0) holds, so no translator sees it" } ?? "which no translator sees"
            return diagnostic(
                "`\(found.api)` shows the hard-coded text \(swiftQuoted(found.text)), \(unseen); add a key with '\(add)' and use its accessor.",
                path: path, at: found.location, key: nil, subject: found.text)
        }
    }

    /// The text as a Swift literal shows it.
    private static func swiftQuoted(_ text: String) -> String {
        // Most texts have neither (and no other character is equivalent to either): Foundation's
        // search was a quarter of this check.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }) else { return "\"" + text + "\"" }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

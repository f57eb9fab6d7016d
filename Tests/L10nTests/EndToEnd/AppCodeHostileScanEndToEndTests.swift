import Foundation
import Testing

/// The app-code scan on Swift that is hard to read: raw and multi-line strings, interpolations
/// holding quotes and brackets, nested and unterminated comments, conflict markers, invalid
/// UTF-8, a byte-order mark, CRLF and lone CR line breaks. Its findings, with their lines and
/// columns, are those the general lexer's token stream gave the scan before its own stream
/// (the release build of a0ac250, run on this same project), byte for byte.
@Suite(.tags(.endToEnd)) struct AppCodeHostileScanEndToEndTests {
    static let hostile: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("""
        import SwiftUI\r
        \r
        struct HostileView: View {\r
            var body: some View {
                VStack {
                    Text(#"Raw "quoted" \\(not) text"#)
                    Text(##"Double raw \\##(count) "# still"##)
                    Text("Nested \\(f("a)\\"(", g(")")) done")
                    Text("Key \\(L10nKey.Shop.Cart.checkout) inside \\(String(localized: "shop.cart.empty", table: "Shop"))")
                    Text(\"""
                        Multi "line" \\(L10nKey.Shop.Home.title)
                        \""")
                    Text(#\"""
                        Raw multi \\#(L10nKey.Shop.Home.subtitle) \""" not the end
                        \"""#)
                    /* outer /* inner "Text(\\"no\\")" */ Text("still comment") */ Text("After comment")
                    // Text("line comment")
                    Text("Tab\\there \\u{41}\\u{1F600}")
        <<<<<<< HEAD
                    Text("Ours")
        =======
                    Text("Theirs")
        >>>>>>> feature
                    Label("Invalid
        """.utf8) + [0x20, 0xFF] + Array(" byte ".utf8) + [0xC3] + Array("""
        ", systemImage: "x")
                    Text(L10nKey.Shop.Home\r
                        .subtitle)\r
                    Text("CRLF line")\r
                    Text("Lone CR")\rText("after CR")\r            Text("e\u{301} accent")
                    Text("Unterminated
                    Text(`Text`: "bad backtick")
                    Text(String(localized: "shop.cart.empty", table: "Shop"))
                    Text("Beta") /* l10n:ignore */
                    Text("Count \\(items.count) of \\(total, specifier: "%d")")
                    Text("Percent 50% \\(value)")
                }
                .navigationTitle("Hostile \\(name)")
            }
        }
        let s = "\\(unclosed"
        /* unterminated block comment Text("x")

        """.utf8)

    /// What `check --format xcode` says of the hostile file, with `prefix` before its path.
    static func expectedFindings(prefix: String) -> [String] {
        let add = "add a key with 'l10n add shop.<section>.<element> --en"
        let noCatalog = "which no catalog of table Localizable holds, so no translator sees it"
        return [
            #"6:18: warning: `Text` shows the hard-coded text "Raw \"quoted\" \(not) text", \#(noCatalog); \#(add) "Raw \"quoted\" \\(not) text"' and use its accessor. [hardcoded-string]"#,
            ##"7:18: warning: `Text` shows the hard-coded text "Double raw \(count) \"# still", \##(noCatalog); \##(add) "Double raw %@ \"# still"' and use its accessor. [hardcoded-string]"##,
            #"9:18: warning: `Text` shows the hard-coded text "Key \(L10nKey.Shop.Cart.checkout) inside \(String(localized: \"shop.cart.empty\", table: \"Shop\"))", \#(noCatalog); \#(add) "Key %@ inside %@"' and use its accessor. [hardcoded-string]"#,
            #"16:79: warning: `Text` shows the hard-coded text "After comment", \#(noCatalog); \#(add) "After comment"' and use its accessor. [hardcoded-string]"#,
            #"18:18: warning: `Text` shows the hard-coded text "Tab\there A😀", \#(noCatalog); \#(add) "Tab\there A😀"' and use its accessor. [hardcoded-string]"#,
            #"20:18: warning: `Text` shows the hard-coded text "Ours", \#(noCatalog); \#(add) "Ours"' and use its accessor. [hardcoded-string]"#,
            #"22:18: warning: `Text` shows the hard-coded text "Theirs", \#(noCatalog); \#(add) "Theirs"' and use its accessor. [hardcoded-string]"#,
            #"24:19: warning: `Label` shows the hard-coded text "Invalid � byte �", \#(noCatalog); \#(add) "Invalid � byte �"' and use its accessor. [hardcoded-string]"#,
            #"27:18: warning: `Text` shows the hard-coded text "CRLF line", \#(noCatalog); \#(add) "CRLF line"' and use its accessor. [hardcoded-string]"#,
            #"28:18: warning: `Text` shows the hard-coded text "Lone CR", \#(noCatalog); \#(add) "Lone CR"' and use its accessor. [hardcoded-string]"#,
            #"29:6: warning: `Text` shows the hard-coded text "after CR", \#(noCatalog); \#(add) "after CR"' and use its accessor. [hardcoded-string]"#,
            #"30:18: warning: `Text` shows the hard-coded text "é accent", \#(noCatalog); \#(add) "é accent"' and use its accessor. [hardcoded-string]"#,
            #"35:18: warning: `Text` shows the hard-coded text "Count \(items.count) of \(total, specifier: \"%d\")", \#(noCatalog); \#(add) "Count %lld of %d"' and use its accessor. [hardcoded-string]"#,
            #"36:18: warning: `Text` shows the hard-coded text "Percent 50% \(value)", \#(noCatalog); \#(add) "Percent 50%% %@"' and use its accessor. [hardcoded-string]"#,
            #"38:26: warning: `.navigationTitle` shows the hard-coded text "Hostile \(name)", \#(noCatalog); \#(add) "Hostile %@"' and use its accessor. [hardcoded-string]"#,
        ].map { prefix + "App/Shop/Hostile.swift:" + $0 }
    }

    private func makeProject() throws -> URL {
        let folder = try Fixture.copy(named: AppCodeEndToEndTests.fixture)
        try Data(Self.hostile).write(to: folder.appendingPathComponent("App/Shop/Hostile.swift"))
        return folder
    }

    @Test func checkReportsWhatTheLexersStreamFound() throws {
        let folder = try makeProject()
        let plain = try L10nBinary.run(["check", "--format", "xcode"], in: Fixture.copy(named: AppCodeEndToEndTests.fixture))
        let result = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("Hostile.swift") } == Self.expectedFindings(prefix: ""))
        // Nothing else changed: the other files' findings are the fixture's, and the hostile
        // file's come in their place between them.
        #expect(lines.filter { !$0.contains("Hostile.swift") } == plain.stdout.split(separator: "\n").map(String.init))
        #expect(lines.firstIndex { $0.contains("Hostile.swift") } == lines.lastIndex { $0.hasPrefix("App/Shop/HomeView.swift") }.map { $0 + 1 })
        #expect(result.stderr == "")
        #expect(result.exitCode == 1)

        // From the file's own folder, the same findings with the path from there.
        let nested = try L10nBinary.run(["check", "--format", "xcode", "../.."], in: folder.appendingPathComponent("App/Shop"))
        #expect(nested.stdout.split(separator: "\n").filter { $0.contains("Hostile.swift") }.map(String.init)
            == Self.expectedFindings(prefix: "../../"))
    }

    /// References and literal keys inside interpolations, across CRLF lines, and not inside
    /// comments or multi-line literals.
    @Test func usageFindsTheKeysTheLexersStreamFound() throws {
        let folder = try makeProject()
        #expect(try L10nBinary.run(["usage", "shop.cart.empty"], in: folder) == ("""
            App/Shop/HomeView.swift:33:32: "shop.cart.empty" (String(localized:))
            App/Shop/Hostile.swift:9:80: "shop.cart.empty" (String(localized:))
            App/Shop/Hostile.swift:33:36: "shop.cart.empty" (String(localized:))
            3 uses of 'shop.cart.empty'.

            """, "", 0))
        #expect(try L10nBinary.run(["usage", "shop.home.subtitle"], in: folder) == ("""
            App/Shop/HomeView.swift:16:18: L10nKey.Shop.Home.subtitle
            App/Shop/Hostile.swift:25:18: L10nKey.Shop.Home.subtitle
            2 uses of 'shop.home.subtitle'.

            """, "", 0))
        #expect(try L10nBinary.run(["usage", "shop.cart.checkout"], in: folder) == ("""
            App/Shop/HomeView.swift:26:20: L10nKey.Shop.Cart.checkout
            App/Shop/Hostile.swift:9:25: L10nKey.Shop.Cart.checkout
            2 uses of 'shop.cart.checkout'.

            """, "", 0))
        #expect(try L10nBinary.run(["usage", "shop.home.title"], in: folder) == ("""
            App/Shop/HomeView.swift:9:18: L10nKey.Shop.Home.title
            1 use of 'shop.home.title'.

            """, "", 0))
    }
}

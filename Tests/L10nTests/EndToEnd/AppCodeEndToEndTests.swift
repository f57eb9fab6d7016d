import Foundation
import Testing

/// `check`, `usage` and `remove --unused` on the app's code: the built binary run from the root
/// of a copy of `Tests/Fixtures/AppCode/Shop`, a SwiftUI and a UIKit screen beside their
/// catalogs and key files.
@Suite(.tags(.endToEnd)) struct AppCodeEndToEndTests {
    static let fixture = "AppCode/Shop"
    static let keyFiles = ["Catalogs/Shop/L10nKey+shop.swift", "Catalogs/Wallet/L10nKey+wallet.swift"]

    /// Each finding as `path:line:col [check]`, from the xcode format.
    private func findings(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map { line in
            let parts = line.split(separator: ":", maxSplits: 3)
            return "\(parts[0]):\(parts[1]):\(parts[2]) \(line.split(separator: " ").last!)"
        }
    }

    /// `check` run from `directory` (the root, whose findings start with `prefix`, or `App`, which
    /// names `.`): each unused key as `path: key`, and the exit code.
    private func unusedKeys(checkingFrom directory: URL, prefix: String) throws -> (unused: [String], exitCode: Int32) {
        let check = try L10nBinary.run(["check", "--format", "xcode"] + (prefix.isEmpty ? ["."] : []), in: directory)
        let unused = check.stdout.split(separator: "\n").filter { $0.hasSuffix("[unused-key]") }.map { line in
            "\(line.split(separator: ":")[0]): \(line.split(separator: "'")[1])"
        }
        return (unused, check.exitCode)
    }

    @Test func checkFindsExactlyTheUnusedHardcodedAndUndeclaredKeys() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        let result = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(findings(result.stdout) == [
            "App/Shop/HomeView.swift:11:18 [hardcoded-string]",  // Text("Today's deals")
            "App/Shop/HomeView.swift:12:19 [hardcoded-string]",  // Label("Inbox", systemImage:)
            "App/Shop/HomeView.swift:20:46 [undeclared-key]",  // LocalizedStringResource("shop.home.headline")
            "App/Shop/HomeView.swift:24:26 [hardcoded-string]",  // .navigationTitle("Shop")
            "App/Shop/HomeView.swift:34:14 [undeclared-key]",  // L10nKey.Shop.Home.titel
            "App/Wallet/WalletViewController.swift:11:29 [hardcoded-string]",  // .text = "Balance: \(balance)"
            "App/Wallet/WalletViewController.swift:17:46 [hardcoded-string]",  // UIAlertController(title:)
            "App/Wallet/WalletViewController.swift:18:46 [hardcoded-string]",  // UIAlertAction(title:)
            "Catalogs/Shop/L10nKey+shop.swift:13:24 [unused-key]",  // legacyBanner
            "Catalogs/Wallet/L10nKey+wallet.swift:9:24 [unused-key]",  // history
            "Catalogs/Wallet/L10nKey+wallet.swift:18:24 [unused-key]",  // remove: only the test target uses it
        ])
        Golden.assertMatches(result.stdout, golden: "AppCode/shop.xcode.txt")
        #expect(result.stderr == "")
        #expect(result.exitCode == 1)
    }

    /// An app whose catalogs use the English text as keys: a literal SwiftUI or Foundation
    /// looks up in a table is a use of that table's key, and hard-coded only when no catalog of
    /// the table has it; a key the code names in a literal anywhere (a ternary) is used.
    @Test func literalKeysAreUsesOfTheirTablesKeys() throws {
        let folder = try Fixture.copy(named: "AppCode/LiteralKeys")
        let result = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        let appCode = result.stdout.split(separator: "\n").filter {
            $0.hasSuffix("[hardcoded-string]") || $0.hasSuffix("[unused-key]") || $0.hasSuffix("[undeclared-key]")
        }
        #expect(appCode == [
            "App/Resources/Greetings.xcstrings:6:5: warning: Key 'Unused greeting' is used nowhere in the app's code and has no accessor; delete it with 'l10n remove Unused greeting', or pass --used Unused greeting if code builds the key at runtime. [unused-key]",
            "App/Resources/Localizable.xcstrings:13:5: warning: Key 'Unused text' is used nowhere in the app's code and has no accessor; delete it with 'l10n remove Unused text', or pass --used Unused text if code builds the key at runtime. [unused-key]",
            "App/Views/InboxView.swift:19:22: warning: `Text` shows the hard-coded text \"Hello\", which no catalog of table Localizable holds, so no translator sees it; add a key with 'l10n add <feature>.<section>.<element> --en \"Hello\"' and use its accessor. [hardcoded-string]",
            "App/Views/InboxView.swift:21:22: warning: `Text` shows the hard-coded text \"Not in any catalog\", which no catalog of table Localizable holds, so no translator sees it; add a key with 'l10n add <feature>.<section>.<element> --en \"Not in any catalog\"' and use its accessor. [hardcoded-string]",
        ])
        // The same from another folder: paths are relative to it, findings the same.
        let fromViews = try L10nBinary.run(["check", "--format", "xcode", "..", "--disable", "key-format"], in: folder.appendingPathComponent("App/Views"))
        #expect(fromViews.stdout.contains("InboxView.swift:21:22: warning: `Text` shows the hard-coded text \"Not in any catalog\""))
        #expect(!fromViews.stdout.contains("hard-coded text \"Cancel\""))

        #expect(try L10nBinary.run(["usage", "Cancel"], in: folder).stdout == """
            App/Views/InboxView.swift:23:24: "Cancel" (Button)
            1 use of 'Cancel'.

            """)
        #expect(try L10nBinary.run(["usage", "%lld items"], in: folder).stdout == """
            App/Views/InboxView.swift:14:22: "%@ items" (Text)
            1 use of '%lld items'.

            """)
        #expect(try L10nBinary.run(["usage", "Later"], in: folder).stdout == """
            App/Views/InboxView.swift:30:54: "Later" (NSLocalizedString)
            1 use of 'Later'.

            """)
        // remove --unused removes what check reports, and nothing the code names.
        let removal = try L10nBinary.run(["remove", "--unused", "--check"], in: folder)
        #expect(removal.stdout.hasSuffix("2 unused keys would be removed; run 'l10n remove --unused' to apply.\n"))
    }

    /// A literal anywhere names the key it spells, however either is written: the scan keeps
    /// a literal as a key only when its bytes may be one (issue 28), and that must not lose a
    /// key whose spelling differs (a Kelvin sign is a `K` to String equality, `\u{301}` after
    /// `e` is `é`, an escape is its character) or that has a placeholder. Run from the root
    /// and from `App`.
    @Test func literalsAnywhereUseTheKeysTheySpellHoweverWritten() throws {
        let folder = try Fixture.copy(named: "AppCode/LiteralKeys")
        _ = try TempDirectory.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "\u{212A}elvin" : {},
                "Tab\\there" : {},
                "caf\u{E9}" : {},
                "%lld points" : {},
                "Inner" : {},
                "Unused mention" : {},
                "star.fill.key" : {}
              },
              "version" : "1.0"
            }

            """, to: "App/Resources/Mentions.xcstrings", in: folder)
        _ = try TempDirectory.write(#"""
            struct Mentions {
                let score: Int
                let flag: Bool

                func names() -> [String] {
                    let unit = "Kelvin"
                    let tab = "Tab\there"
                    let word = "cafe\u{301}"
                    let raw = "cafe\#u{301}"
                    let points = "\(score) points"
                    let inner = "\(flag ? "Inner" : "Outer")"
                    return [unit, tab, word, raw, points, inner, "star.fill"]
                }
            }

            """#, to: "App/Views/Mentions.swift", in: folder)
        for (directory, prefix) in [(folder, "App/"), (folder.appendingPathComponent("App"), "")] {
            let (unused, exitCode) = try unusedKeys(checkingFrom: directory, prefix: prefix)
            #expect(unused == [
                "\(prefix)Resources/Greetings.xcstrings: Unused greeting", "\(prefix)Resources/Localizable.xcstrings: Unused text",
                "\(prefix)Resources/Mentions.xcstrings: Unused mention", "\(prefix)Resources/Mentions.xcstrings: star.fill.key",
            ])
            #expect(exitCode == 1)
        }
    }

    /// A multi-line literal names the key Xcode extracts from it (IceCubesApp's About view
    /// keys its credits so): the closing delimiter's indentation off each line, `\n` between
    /// lines, a `\` joining two, `\(…)` as its specifier, raw or not. One Swift would not
    /// compile names nothing. Run from the root and from `App`.
    @Test func multilineLiteralsUseTheKeysXcodeExtractsFromThem() throws {
        let folder = try Fixture.copy(named: "AppCode/LiteralKeys")
        _ = try TempDirectory.write(#"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "• [Nuke](https://github.com/kean/Nuke)\n\n• [Bodega](https://github.com/mergesort/Bodega)" : {},
                "Joined line, \"quoted\"" : {},
                "%lld new posts" : {},
                "Raw \\(text)" : {},
                "Wrongly indented" : {},
                "Unused mention" : {}
              },
              "version" : "1.0"
            }

            """#, to: "App/Resources/Multiline.xcstrings", in: folder)
        _ = try TempDirectory.write(##"""
            import SwiftUI

            struct Credits: View {
                let score: Int

                var body: some View {
                    VStack {
                        Text(
                            """
                            • [Nuke](https://github.com/kean/Nuke)

                            • [Bodega](https://github.com/mergesort/Bodega)
                            """
                        )
                        Text("""
                          Joined line, \
                          "quoted"
                          """)
                        Text("""
                            \(score) new posts
                            """)
                        Text(#"""
                            Raw \(text)
                            """#)
                        Text("""
                            Wrongly
                          indented
                            """)
                    }
                }
            }

            """##, to: "App/Views/Credits.swift", in: folder)
        for (directory, prefix) in [(folder, "App/"), (folder.appendingPathComponent("App"), "")] {
            let (unused, exitCode) = try unusedKeys(checkingFrom: directory, prefix: prefix)
            #expect(unused == [
                "\(prefix)Resources/Greetings.xcstrings: Unused greeting", "\(prefix)Resources/Localizable.xcstrings: Unused text",
                "\(prefix)Resources/Multiline.xcstrings: Wrongly indented", "\(prefix)Resources/Multiline.xcstrings: Unused mention",
            ])
            #expect(exitCode == 1)
        }
    }

    /// A key is used when code names any accessor of it, in its feature or another: two
    /// accessors of one key, and a key declared by two features, where the code names only
    /// the second accessor. Code's references mark accessors, whose keys count once the scan
    /// is done (issue 28). Run from the root and from a folder of the app.
    @Test func aKeyIsUsedThroughAnyOfItsAccessors() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        for (path, anchor, added) in [
            ("Catalogs/Wallet/L10nKey+wallet.swift", "        enum Card {",
             "            static let pastActivity = LocalizedStringResource(\"wallet.balance.history\", table: \"Wallet\")\n        }\n\n        enum Card {"),
            ("Catalogs/Shop/L10nKey+shop.swift", "        enum Home {",
             "            static let removeCard = LocalizedStringResource(\"wallet.card.remove\", table: \"Wallet\")\n        }\n\n        enum Home {"),
        ] {
            let file = folder.appendingPathComponent(path)
            let text = try String(contentsOf: file, encoding: .utf8)
            let closed = text.replacingOccurrences(of: "        }\n\n" + anchor, with: added)
            #expect(closed != text)
            try closed.write(to: file, atomically: true, encoding: .utf8)
        }
        try TempDirectory.write("""
            import SwiftUI

            struct ActivityView: View {
                var body: some View {
                    Text(L10nKey.Wallet.Balance.pastActivity)
                    Button(L10nKey.Shop.Cart.removeCard) {}
                }
            }

            """, to: "App/Wallet/ActivityView.swift", in: folder)
        for (directory, arguments, prefix) in [(folder, [String](), ""), (folder.appendingPathComponent("App/Wallet"), ["../.."], "../../")] {
            let check = try L10nBinary.run(["check", "--format", "xcode"] + arguments, in: directory)
            let unused = check.stdout.split(separator: "\n").filter { $0.hasSuffix("[unused-key]") }.map { String($0.prefix { $0 != " " }) }
            #expect(unused == ["\(prefix)Catalogs/Shop/L10nKey+shop.swift:13:24:"])
            #expect(check.exitCode == 1)
        }
    }

    /// Accessors are numbered across the features, one bit each, and a marked bit is taken
    /// back to its feature's key once the scan is done: a feature of 70 accessors (bits in a
    /// second word), then one with a catalog and no key file (no accessor), then one of three.
    /// Code names the first's last six and the third's first: exactly the others are unused,
    /// from the root and from a folder of the app.
    @Test func markedAccessorsAreTakenBackToTheirFeaturesKeys() throws {
        let folder = try TempDirectory.make("accessor-bits")
        try TempDirectory.write("import Foundation\n\nenum L10nKey {}\n", to: "Catalogs/L10nKey.swift", in: folder)
        func catalog(_ keys: [String]) -> String {
            let entries = keys.map { #""\#($0)" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "\#($0)" } } } }"# }
            return #"{ "sourceLanguage" : "en", "strings" : { "# + entries.joined(separator: ", ") + #" }, "version" : "1.0" }"# + "\n"
        }
        func keyFile(_ feature: String, _ names: [String]) -> String {
            let accessors = names.map { "            static let \($0) = LocalizedStringResource(\"\(feature.lowercased()).list.\($0)\", table: \"\(feature)\")\n" }
            return "import Foundation\n\nextension L10nKey {\n    enum \(feature) {\n        enum List {\n" + accessors.joined() + "        }\n    }\n}\n"
        }
        let big = (0..<70).map { "k\($0)" }
        let tail = ["t0", "t1", "t2"]
        try TempDirectory.write(catalog(big.map { "big.list.\($0)" }), to: "Catalogs/Big/Big.xcstrings", in: folder)
        try TempDirectory.write(keyFile("Big", big), to: "Catalogs/Big/L10nKey+big.swift", in: folder)
        try TempDirectory.write(catalog(["middle.list.only"]), to: "Catalogs/Middle/Middle.xcstrings", in: folder)
        try TempDirectory.write(catalog(tail.map { "tail.list.\($0)" }), to: "Catalogs/Tail/Tail.xcstrings", in: folder)
        try TempDirectory.write(keyFile("Tail", tail), to: "Catalogs/Tail/L10nKey+tail.swift", in: folder)
        let texts = big.suffix(6).map { "        Text(L10nKey.Big.List.\($0))\n" }.joined() + "        Text(L10nKey.Tail.List.t0)\n"
        try TempDirectory.write("import SwiftUI\n\nstruct ListView: View {\n    var body: some View {\n" + texts + "    }\n}\n", to: "App/List/ListView.swift", in: folder)
        let expected = big.prefix(64).map { "big.list.\($0)" } + ["middle.list.only", "tail.list.t1", "tail.list.t2"]
        for (directory, arguments) in [(folder, [String]()), (folder.appendingPathComponent("App/List"), ["../.."])] {
            let check = try L10nBinary.run(["check", "--format", "xcode"] + arguments, in: directory)
            let unused = check.stdout.split(separator: "\n").filter { $0.hasSuffix("[unused-key]") }.map { line in
                String(line.split(separator: "'")[1])
            }
            #expect(unused == expected)
            #expect(check.exitCode == 1)
        }
    }

    /// Build output, hidden or not, and test targets are not the app's code.
    @Test func buildFoldersAndTestTargetsAreNotRead() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        let before = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        try TempDirectory.write("let x = Text(\"Checked out\")\n", to: ".build/checkouts/Dep/Sources/Dep.swift", in: folder)
        try TempDirectory.write("let x = Text(\"Built\")\n", to: "build/Generated.swift", in: folder)
        try TempDirectory.write("let x = Text(\"UI test\")\n", to: "ShopUITests/LaunchTests.swift", in: folder)
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == before)
        // Named on the command line, a file is read whatever folder it is in.
        let named = try L10nBinary.run(["check", "--format", "xcode", "Catalogs", "ShopTests/HomeViewTests.swift"], in: folder)
        #expect(named.stdout.contains("ShopTests/HomeViewTests.swift:7:30: warning: `Text` shows the hard-coded text \"Only in tests\""))
    }

    /// Like every warning, a hard-coded string fails the run under `--strict`; it is reported
    /// the same.
    @Test func strictFailsOnHardcodedStrings() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        let options = ["--disable", "undeclared-key", "--disable", "unused-key"]
        let plain = try L10nBinary.run(["check", "--format", "xcode"] + options, in: folder)
        #expect(plain.exitCode == 0)
        #expect(plain.stdout.split(separator: "\n").allSatisfy { $0.contains(": warning: ") })
        let strict = try L10nBinary.run(["check", "--format", "xcode", "--strict"] + options, in: folder)
        #expect(strict.exitCode == 1)
        #expect(strict.stdout == plain.stdout)
    }

    @Test func jsonNamesTheKeyOfEachKeyFinding() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        let result = try L10nBinary.run(["check", "--format", "json"], in: folder)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        let keys = diagnostics.filter { $0["check"] as? String != "hardcoded-string" }.map { "\($0["check"]!) \($0["key"]!)" }
        #expect(keys == [
            "undeclared-key shop.home.headline", "undeclared-key <null>", "unused-key shop.cart.legacyBanner",
            "unused-key wallet.balance.history", "unused-key wallet.card.remove",
        ])
    }

    @Test func keysUsedAtRuntimeCanBeNamedWithUsed() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        let result = try L10nBinary.run(["check", "--format", "xcode", "--used", "wallet.*", "--used", "shop.cart.legacyBanner"], in: folder)
        #expect(!result.stdout.contains("[unused-key]"))
        let disabled = try L10nBinary.run(["check", "--format", "xcode", "--disable", "unused-key", "--disable", "hardcoded-string"], in: folder)
        #expect(findings(disabled.stdout) == ["App/Shop/HomeView.swift:20:46 [undeclared-key]", "App/Shop/HomeView.swift:34:14 [undeclared-key]"])
    }

    /// Naming the catalogs narrows what is reported, not what is known: the keys are held to
    /// the whole app's code, as from the root.
    @Test func catalogsNamedAloneAreCheckedAgainstTheWholeAppsCode() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        let whole = try L10nBinary.run(["check", "--format", "xcode"], in: folder).stdout
        let named = try L10nBinary.run(["check", "--format", "xcode", "Catalogs"], in: folder)
        #expect(named.stdout == whole.split(separator: "\n").filter { $0.hasPrefix("Catalogs/") }.map { $0 + "\n" }.joined())
        #expect(named.stdout.contains("Catalogs/Shop/L10nKey+shop.swift:13:24: warning: Key 'shop.cart.legacyBanner' is used nowhere"))
    }

    /// Without app code anywhere in the project there is nothing to compare keys with: no key
    /// is reported unused.
    @Test func catalogsWithoutAnyCodeReportNoUnusedKeys() throws {
        let folder = try TempDirectory.make("no-code")
        try FileManager.default.copyItem(
            at: PackagePaths.fixtures.appendingPathComponent(Self.fixture + "/Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        #expect(try L10nBinary.run(["check", "Catalogs"], in: folder) == ("No problems in 4 files (11 keys)\n", "", 0))
    }

    // MARK: usage

    @Test func usageListsEveryUseOfAKeyOrAccessor() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        #expect(try L10nBinary.run(["usage", "shop.home.title"], in: folder) == ("""
            App/Shop/HomeView.swift:9:18: L10nKey.Shop.Home.title
            1 use of 'shop.home.title'.

            """, "", 0))
        #expect(try L10nBinary.run(["usage", "L10nKey.Shop.Home.subtitle"], in: folder).stdout == """
            App/Shop/HomeView.swift:16:18: L10nKey.Shop.Home.subtitle
            1 use of 'shop.home.subtitle'.

            """)
        #expect(try L10nBinary.run(["usage", "shop.cart.empty"], in: folder).stdout == """
            App/Shop/HomeView.swift:33:32: "shop.cart.empty" (String(localized:))
            1 use of 'shop.cart.empty'.

            """)
        #expect(try L10nBinary.run(["usage", "wallet.card.remove"], in: folder)
            == ("No code uses 'wallet.card.remove'; remove it with 'l10n remove wallet.card.remove'.\n", "", 1))
        let unknown = try L10nBinary.run(["usage", "shop.home.nope"], in: folder)
        #expect(unknown.stderr == "Error: 'shop.home.nope' is declared in no catalog or key file found; check the spelling, or pass the folder of its catalog.\n")
        #expect(unknown.exitCode == 2)
    }

    // MARK: remove --unused

    @Test func removeUnusedPreviewsThenRemovesAndLeavesKeyFilesThatCompile() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        let catalog = try Data(contentsOf: folder.appendingPathComponent("Catalogs/Wallet/Wallet.xcstrings"))
        let plan = """
            Catalogs/Shop/Shop.xcstrings: -1 entry (shop.cart.legacyBanner)
            Catalogs/Shop/L10nKey+shop.swift: -1 accessor (L10nKey.Shop.Cart.legacyBanner)
            Catalogs/Wallet/Wallet.xcstrings: -2 entries (wallet.balance.history, wallet.card.remove)
            Catalogs/Wallet/L10nKey+wallet.swift: -2 accessors (L10nKey.Wallet.Balance.history, L10nKey.Wallet.Card.remove)

            """
        #expect(try L10nBinary.run(["remove", "--unused", "--check"], in: folder)
            == (plan + "3 unused keys would be removed; run 'l10n remove --unused' to apply.\n", "", 1))
        #expect(try Data(contentsOf: folder.appendingPathComponent("Catalogs/Wallet/Wallet.xcstrings")) == catalog)

        #expect(try L10nBinary.run(["remove", "--unused"], in: folder) == (plan + "Removed 3 unused keys.\n", "", 0))
        #expect(try L10nBinary.run(["check", "--format", "xcode", "--disable", "hardcoded-string", "--disable", "undeclared-key"], in: folder)
            == ("", "", 0))
        #expect(try L10nBinary.run(["remove", "--unused", "--check"], in: folder) == ("No unused keys.\n", "", 0))
        #expect(try L10nBinary.run(["sync", "--check"], in: folder).exitCode == 0)
        #expect(try SwiftcTypeCheck.errors(in: Self.keyFiles.map { folder.appendingPathComponent($0) }) == "")
    }

    /// The removals of every feature are one write: a read-only key file leaves all four files
    /// as they were, and `--force` replaces it with the rest.
    @Test func removeUnusedWritesEveryFileOrNone() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        let files = [
            "Catalogs/Shop/Shop.xcstrings", "Catalogs/Shop/L10nKey+shop.swift",
            "Catalogs/Wallet/Wallet.xcstrings", "Catalogs/Wallet/L10nKey+wallet.swift",
        ]
        let before = try files.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let readOnly = folder.appendingPathComponent(files[3]).path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
        #expect(try L10nBinary.run(["remove", "--unused"], in: folder) == ("", """
            Error: 'Catalogs/Wallet/L10nKey+wallet.swift' is read-only, so l10n did not replace it. Make it writable, or pass --force to replace it anyway. No file was changed.

            """, 2))
        #expect(try files.map { try Data(contentsOf: folder.appendingPathComponent($0)) } == before)

        let forced = try L10nBinary.run(["remove", "--unused", "--force"], in: folder)
        #expect(forced.stdout.hasSuffix("Removed 3 unused keys.\n"))
        #expect(forced.exitCode == 0)
        #expect(try files.map { try Data(contentsOf: folder.appendingPathComponent($0)) }.elementsEqual(before) { $0 != $1 })
    }

    @Test func removeUnusedRefusesWithoutAppCode() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        for code in ["App", "ShopTests", "DerivedData", "Pods"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(code))
        }
        #expect(try L10nBinary.run(["remove", "--unused"], in: folder) == ("", """
            Error: No Swift code found in the current folder, so every key would look unused; nothing was removed. Run l10n from the app's root, or pass the folders of its code.

            """, 2))
    }

    @Test func removeOptionsOfUnusedNeedIt() throws {
        let folder = try Fixture.copy(named: Self.fixture)
        let result = try L10nBinary.run(["remove", "--used", "shop.cart.*", "shop.cart.promo"], in: folder)
        #expect(result.stderr.hasPrefix("Error: Unexpected argument '--used'\n"))
        #expect(result.exitCode == 2)
        #expect(try L10nBinary.run(["remove"], in: folder).stderr.hasPrefix("Error: Missing expected argument '<key>'\n"))
    }
}

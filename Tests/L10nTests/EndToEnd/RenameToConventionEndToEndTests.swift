import Foundation
import Testing
import L10nCore
@testable import L10nAppCode
@testable import L10nSwiftSource

/// `l10n rename --to-convention` on a copy of the sample app (`Catalogs/`, `App/`) given a
/// literal-key `Localizable.xcstrings` (Tests/Fixtures/ToConvention: keys that are their own
/// English text, Spanish for each, plural variations) and views that show them with `Text("…")`.
@Suite(.tags(.endToEnd)) struct RenameToConventionEndToEndTests {
    static let localizable = "Catalogs/Localizable.xcstrings"
    static let settings = "App/Settings/SettingsView.swift"
    static let offersList = "App/Offers/OffersListView.swift"

    func project() throws -> URL {
        let folder = try TempDirectory.make("to-convention")
        for name in ["Catalogs", "App"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let fixture = PackagePaths.root.appendingPathComponent("Tests/Fixtures/ToConvention")
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent(Self.localizable), to: folder.appendingPathComponent(Self.localizable))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Settings"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent(Self.settings), to: folder.appendingPathComponent(Self.settings))
        // The offers list shows two of the keys too: one also shown in settings.
        let list = try text(Self.offersList, in: folder).replacingOccurrences(of: "    private func reload() {}\n", with: """
                private func reload() {}

                var refreshButton: some View { Button("Refresh") { reload() } }

                var maybe: some View { Text("Maybe") }

            """)
        try TempDirectory.write(list, to: Self.offersList, in: folder)
        return folder
    }

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func entries(_ path: String, in folder: URL) throws -> [String: Any] {
        let catalog = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(path))) as? [String: Any]
        return catalog?["strings"] as? [String: Any] ?? [:]
    }

    static let keyFileIDs = [
        "keyfile-missing-key", "keyfile-missing-accessor", "keyfile-syntax", "keyfile-duplicate", "keyfile-section", "keyfile-table",
        "keyfile-identifier-collision",
    ]

    /// The plan `--check` prints, byte for byte, from the project's root and from a folder inside it.
    @Test func checkPrintsThePlanAndWritesNothing() throws {
        let folder = try project()
        let before = try TempDirectory.snapshot(folder)
        let result = try L10nBinary.run(["rename", "--to-convention", "--check"], in: folder)
        Golden.assertMatches(result.stdout, golden: "Rename/to-convention-check.txt")
        #expect(result.stderr == "")
        #expect(result.exitCode == 1)
        // With a configuration that marks the project's root, the same plan from inside it.
        try TempDirectory.write(#"{ "paths": ["Catalogs"] }"#, to: ".l10n.json", in: folder)
        let before2 = try TempDirectory.snapshot(folder)
        let inside = try L10nBinary.run(["rename", "--to-convention", "--check", "../../Catalogs/Localizable.xcstrings"], in: folder.appendingPathComponent("App/Settings"))
        #expect(inside.stdout.contains(#"../../Catalogs/Localizable.xcstrings:44:5: "Apply" → checkout.summary.apply, L10nKey.Checkout.Summary.apply (1 use)"#))
        #expect(inside.stdout.contains("\n../../App/Settings/SettingsView.swift: 4 uses replaced\n"))
        #expect(inside.stdout.split(separator: "\n").count == result.stdout.split(separator: "\n").count)
        #expect(inside.exitCode == 1)
        #expect(try TempDirectory.snapshot(folder) == before2)
        #expect(before2.count == before.count + 1)
    }

    /// The acceptance: after the rename, check reports no hard-coded text, no undeclared key and
    /// no key-file finding the move made; every translation (Spanish, plural variations) moved
    /// intact with the English text; the calls name accessors that exist; a second run changes nothing.
    @Test func literalKeysMoveOntoTheConventionWithTheirTranslations() throws {
        let folder = try project()
        let oldEntries = try entries(Self.localizable, in: folder)
        let result = try L10nBinary.run(["rename", "--to-convention"], in: folder)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasSuffix("Moved 5 keys onto the convention.\n"))

        #expect(try text(Self.settings, in: folder) == #"""
            import SwiftUI

            struct SettingsView: View {
                let name: String
                let items: [String]
                let on: Bool

                var body: some View {
                    Form {
                        Text(L10nKey.Settings.Screen.items(items.count))
                        Text(L10nKey.Settings.Screen.hello(String(describing: name)))
                        Button(L10nKey.Settings.Screen.cancel) {}
                        Button("Refresh") {}
                        Text(on ? "Maybe" : "No")
                        Text(String(localized: "Sign out"))
                    }
                    .navigationTitle(String(localized: L10nKey.Settings.Screen.settings))
                }
            }

            """#)
        #expect(try text("App/Checkout/CheckoutView.swift", in: folder).contains("Button(L10nKey.Checkout.Summary.apply) { apply() }"))

        // Every translation moved whole: the new entry is the old one with the English text
        // (the key itself, for a key without it) and the manual extraction state.
        let moves = [
            "%lld items": ("Catalogs/Settings/Settings.xcstrings", "settings.screen.items"),
            "Apply": ("Catalogs/Checkout/Checkout.xcstrings", "checkout.summary.apply"),
            "Cancel": ("Catalogs/Settings/Settings.xcstrings", "settings.screen.cancel"),
            "Hello %@": ("Catalogs/Settings/Settings.xcstrings", "settings.screen.hello"),
            "Settings": ("Catalogs/Settings/Settings.xcstrings", "settings.screen.settings"),
        ]
        let left = try entries(Self.localizable, in: folder)
        #expect(Set(left.keys) == ["Maybe", "Never used", "Refresh", "Sign out"])
        for (old, (catalogPath, new)) in moves {
            var expected = try #require(oldEntries[old] as? [String: Any])
            var localizations = try #require(expected["localizations"] as? [String: Any])
            if localizations["en"] == nil { localizations["en"] = ["stringUnit": ["state": "translated", "value": old]] }
            expected["localizations"] = localizations
            expected["extractionState"] = "manual"
            let moved = try #require(try entries(catalogPath, in: folder)[new] as? [String: Any], "\(new)")
            #expect(NSDictionary(dictionary: moved) == NSDictionary(dictionary: expected), "\(old) → \(new)")
            #expect(left[old] == nil)
        }

        #expect(try L10nBinary.checkFindings(["hardcoded-string", "undeclared-key"], in: folder) == [])
        #expect(try L10nBinary.checkFindings(Self.keyFileIDs, in: folder) == [
            "Catalogs/Checkout/L10nKey+checkout.swift:34:60: error: Key 'checkout.summary.promoCode' of accessor `promoCode` is not in Checkout.xcstrings; add the key to the catalog or delete the accessor. [keyfile-missing-key]",
            "Catalogs/Localizable.xcstrings:1:1: error: Localizable.xcstrings has no key file, so its 4 keys have no typed accessors; run l10n generate (or l10n sync) to create L10nKey+localizable.swift. [keyfile-missing-accessor]",
        ])
        #expect(try L10nBinary.run(["sync", "--check", "Catalogs/Settings"], in: folder).exitCode == 0)

        // Every accessor a rewritten view names exists, reading the moved key.
        var accessors: [String: String] = [:]
        for path in ["Catalogs/Settings/L10nKey+settings.swift", "Catalogs/Checkout/L10nKey+checkout.swift"] {
            for accessor in KeyFileReader.read(text: try text(path, in: folder), path: path).accessors {
                accessors[accessor.qualifiedName] = accessor.key
            }
        }
        for view in [Self.settings, "App/Checkout/CheckoutView.swift"] {
            let scan = AppCodeScanner.scan(SourceFile(path: view, bytes: Array(try text(view, in: folder).utf8)))
            for reference in scan.references where reference.path.count == 3 {
                #expect(accessors[reference.qualifiedName] != nil, "\(view) names \(reference.qualifiedName), which no key file declares")
            }
        }

        // A second run moves nothing and writes nothing.
        let before = try TempDirectory.snapshot(folder)
        let again = try L10nBinary.run(["rename", "--to-convention"], in: folder)
        #expect(again.stdout.hasSuffix("No key to move onto the convention.\n"))
        #expect(again.exitCode == 0)
        let check = try L10nBinary.run(["rename", "--to-convention", "--check"], in: folder)
        #expect(check.exitCode == 0)
        #expect(try TempDirectory.snapshot(folder) == before)
    }

    /// The key file written for the moved keys, and the calls the views now make, compile.
    @Test(.enabled(if: SwiftcParse.isAvailable, "needs swiftc")) func theKeyFilesAndCallsTypeCheck() throws {
        let folder = try project()
        #expect(try L10nBinary.run(["rename", "--to-convention"], in: folder).exitCode == 0)
        let calls = try TempDirectory.write(#"""
            let name = "Ada"
            let items = ["a"]
            let calls: [LocalizedStringResource] = [
                L10nKey.Settings.Screen.items(items.count),
                L10nKey.Settings.Screen.hello(String(describing: name)),
                L10nKey.Settings.Screen.cancel,
                L10nKey.Checkout.Summary.apply,
            ]

            """#, to: "Calls.swift", in: folder)
        let files = ["Catalogs/Settings/L10nKey+settings.swift", "Catalogs/Checkout/L10nKey+checkout.swift"].map { folder.appendingPathComponent($0) }
        #expect(try SwiftcTypeCheck.errors(in: files + [calls]) == "")
    }

    /// Each catalog the moves change goes through the checks with the project's options: a
    /// move that check would newly fault is left with the finding, the others go ahead; a
    /// check disabled in .l10n.json lets it through.
    @Test func theChecksWithTheProjectsOptionsDecide() throws {
        let folder = try project()
        #expect(try L10nBinary.run(["add", "checkout.summary.aPPLY", "--en", "APPLY", "--es", "APLICAR"], in: folder).exitCode == 0)
        let refused = try L10nBinary.run(["rename", "--to-convention"], in: folder)
        #expect(refused.stdout.contains(#"""
            Catalogs/Localizable.xcstrings:44:5: left "Apply": Catalogs/Checkout/Checkout.xcstrings:145:5: Key 'checkout.summary.aPPLY' differs from 'checkout.summary.apply' (line 128) only in case; merge them or rename one. [case-collision]

            """#))
        #expect(refused.stdout.hasSuffix("Moved 4 keys onto the convention.\n"))
        #expect(try entries(Self.localizable, in: folder)["Apply"] != nil)
        #expect(try text("App/Checkout/CheckoutView.swift", in: folder).contains(#"Button("Apply") { apply() }"#))

        try TempDirectory.write(#"{ "disable": ["case-collision"] }"#, to: ".l10n.json", in: folder)
        let allowed = try L10nBinary.run(["rename", "--to-convention"], in: folder)
        #expect(allowed.stdout.contains(#"Catalogs/Localizable.xcstrings:4:5: "Apply" → checkout.summary.apply, L10nKey.Checkout.Summary.apply (1 use)"#))
        #expect(allowed.exitCode == 0)
    }

    /// Keys with quotes, escapes and percent signs move as they are; a value whose type the
    /// code does not show is passed as the key's format says Xcode saw it; a catalog with
    /// conflict markers is named at its line and nothing is written.
    @Test func oddKeysUntypedValuesAndAConflictedCatalog() throws {
        let folder = try TempDirectory.make("to-convention-odd")
        try TempDirectory.write(#"{ "paths": ["Catalogs"] }"#, to: ".l10n.json", in: folder)
        try TempDirectory.write(#"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%@ joined" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "%@ se unió" } } } },
                "%lld left" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "quedan %lld" } } } },
                "Say \"hi\"\n" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Di \"hola\"\n" } } } },
                "Tab\tthen \\ 100%" : { "localizations" : { "es" : { "stringUnit" : { "state" : "translated", "value" : "Tab\ty \\ 100%" } } } }
              },
              "version" : "1.0"
            }
            """#, to: "Catalogs/Localizable.xcstrings", in: folder)
        let view = #"""
            import SwiftUI

            struct HomeView: View {
                let n: Int
                let name: String
                var body: some View {
                    Text("Say \"hi\"\n")
                    Text("Tab\tthen \\ 100%")
                    Text("\(n) left")
                    Text("\(name) joined")
                }
            }

            """#
        try TempDirectory.write(view, to: "App/Home/HomeView.swift", in: folder)
        let result = try L10nBinary.run(["rename", "--to-convention"], in: folder)
        #expect(result.stdout == #"""
            Catalogs/Localizable.xcstrings:4:5: "%@ joined" → home.screen.joined, L10nKey.Home.Screen.joined (1 use)
            Catalogs/Localizable.xcstrings:5:5: "%lld left" → home.screen.left, L10nKey.Home.Screen.left (1 use)
            Catalogs/Localizable.xcstrings:6:5: "Say "hi"\n" → home.screen.sayHi, L10nKey.Home.Screen.sayHi (1 use)
            Catalogs/Localizable.xcstrings:7:5: "Tab\tthen \ 100%" → home.screen.tabThen100, L10nKey.Home.Screen.tabThen100 (1 use)
            Catalogs/Home/Home.xcstrings: new file, +4 entries, with every translation
            Catalogs/Localizable.xcstrings: -4 entries
            Catalogs/Home/L10nKey+home.swift: new file, +4 accessors
            Catalogs/L10nKey.swift: new file
            App/Home/HomeView.swift: 4 uses replaced
            Moved 4 keys onto the convention.

            """#)
        #expect(result.exitCode == 0)
        #expect(try text("App/Home/HomeView.swift", in: folder).contains(#"""
                    Text(L10nKey.Home.Screen.sayHi)
                    Text(L10nKey.Home.Screen.tabThen100)
                    Text(L10nKey.Home.Screen.left(n))
                    Text(L10nKey.Home.Screen.joined(String(describing: name)))
            """#))
        let moved = try entries("Catalogs/Home/Home.xcstrings", in: folder)
        let english = { (key: String) in
            ((((moved[key] as? [String: Any])?["localizations"] as? [String: Any])?["en"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
        }
        #expect(english("home.screen.sayHi") == "Say \"hi\"\n")
        #expect(english("home.screen.tabThen100") == "Tab\tthen \\ 100%")

        // Conflict markers: the catalog is named at the marker, nothing is written.
        try TempDirectory.write(view, to: "App/Home/HomeView.swift", in: folder)
        try TempDirectory.write(
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n<<<<<<< HEAD\n    \"Hi\" : { }\n=======\n    \"Hello\" : { }\n>>>>>>> other\n  },\n  \"version\" : \"1.0\"\n}\n",
            to: "Catalogs/Localizable.xcstrings", in: folder)
        let before = try TempDirectory.snapshot(folder)
        let conflicted = try L10nBinary.run(["rename", "--to-convention"], in: folder)
        #expect(conflicted.stderr.hasPrefix("Catalogs/Localizable.xcstrings:4:1: error: unresolved merge conflict"))
        #expect(conflicted.exitCode == 2)
        #expect(try TempDirectory.snapshot(folder) == before)
    }

    @Test func aCatalogNamedMustBeTheProjects() throws {
        let folder = try project()
        let result = try L10nBinary.run(["rename", "--to-convention", "Nowhere.xcstrings"], in: folder)
        #expect(result.stderr == "Error: 'Nowhere.xcstrings' is no catalog of the project; give the path of a .xcstrings file that 'l10n check' reads.\n")
        #expect(result.exitCode == 2)
        let both = try L10nBinary.run(["rename", "--to-convention", "--rename-accessor"], in: folder)
        #expect(both.exitCode == 2)
        let missing = try L10nBinary.run(["rename", "offers.list.title"], in: folder)
        #expect(missing.stderr.contains("<new-key>"))
        #expect(missing.exitCode == 2)
    }
}

import Foundation
import Testing
@testable import L10nCore
@testable import L10nCatalog

/// `l10n migrate` as users run it: the built binary on real tables from two public
/// repositories' Xcode migrations, whose catalogs Xcode wrote are the goldens, and on tables
/// written here for each `.strings` and `.stringsdict` feature.
@Suite(.tags(.endToEnd)) struct MigrateEndToEndTests {
    static func read(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    static func exists(_ path: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    /// A temporary folder holding `files`, each text at its path.
    static func tables(_ files: KeyValuePairs<String, String>) throws -> URL {
        let folder = try TempDirectory.make("migrate")
        for (path, text) in files { _ = try TempDirectory.write(text, to: path, in: folder) }
        return folder
    }

    static let viennaSources = [
        "cs.lproj/Localizable.strings", "cs.lproj/Localizable.stringsdict", "de.lproj/Localizable.strings", "de.lproj/Localizable.stringsdict",
        "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "lt.lproj/Localizable.strings", "lt.lproj/Localizable.stringsdict",
    ]

    static func removalList(_ paths: [String], prefix: String, note: String = "") -> String {
        "\nIn Xcode, add the catalogs to their targets and remove the references to these files (\(note)l10n never edits project.pbxproj):\n"
            + paths.map { "  \(prefix)\($0)\n" }.joined()
    }

    /// Xcode's own catalog for these files (see Tests/Fixtures/Migrate/README.md), byte for byte.
    @Test(arguments: [("Vienna", "4 languages (cs, de, en, lt)", 5), ("Xcodes", "3 languages (de, en, ja)", 6)])
    func writesTheCatalogXcodeWrote(name: String, languages: String, keys: Int) throws {
        let folder = try Fixture.copy(named: "Migrate/\(name)")
        let sources = name == "Vienna" ? Self.viennaSources : ["de.lproj/Localizable.strings", "en.lproj/Localizable.strings", "ja.lproj/Localizable.strings"]
        let result = try L10nBinary.run(["migrate"], in: folder)
        #expect(result.stdout == "Resources/Localizable.xcstrings: created with \(keys) keys in \(languages)\n" + Self.removalList(sources, prefix: "Resources/"))
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        Golden.assertMatches(try Self.read("Resources/Localizable.xcstrings", in: folder), golden: "Migrate/\(name).xcstrings")
        for source in sources { #expect(Self.exists("Resources/" + source, in: folder)) }

        // A second run changes nothing, and says so.
        let before = try Self.read("Resources/Localizable.xcstrings", in: folder)
        #expect(try L10nBinary.run(["migrate", "Resources"], in: folder) == (
            "Resources/Localizable.xcstrings: up to date (\(keys) keys)\n" + Self.removalList(sources, prefix: "Resources/"), "", 0))
        #expect(try Self.read("Resources/Localizable.xcstrings", in: folder) == before)
        #expect(try L10nBinary.run(["format", "--check", "Resources"], in: folder).exitCode == 0)
    }

    @Test func fromSeveralWorkingDirectories() throws {
        let folder = try Fixture.copy(named: "Migrate/Vienna")
        let resources = folder.appendingPathComponent("Resources")
        #expect(try L10nBinary.run(["migrate", "--check", "."], in: resources).stdout.hasPrefix("Localizable.xcstrings: would create with 5 keys"))
        #expect(try L10nBinary.run(["migrate", "--check", "Vienna"], in: folder.deletingLastPathComponent()).stdout.hasPrefix(
            "Vienna/Resources/Localizable.xcstrings: would create with 5 keys"))
        #expect(try L10nBinary.run(["migrate", "en.lproj/Localizable.stringsdict"], in: resources) == (
            "Localizable.xcstrings: created with 2 keys in 1 language (en)\n" + Self.removalList(["en.lproj/Localizable.stringsdict"], prefix: ""), "", 0))
    }

    @Test func checkWritesNothingAndExitsOneWhenThereIsWork() throws {
        let folder = try Fixture.copy(named: "Migrate/Vienna")
        let result = try L10nBinary.run(["migrate", "--check", "--remove-sources"], in: folder)
        #expect(result == (
            "Resources/Localizable.xcstrings: would create with 5 keys in 4 languages (cs, de, en, lt)\n"
                + Self.removalList(Self.viennaSources, prefix: "Resources/", note: "would remove these files; "), "", 1))
        #expect(!Self.exists("Resources/Localizable.xcstrings", in: folder))
        for source in Self.viennaSources { #expect(Self.exists("Resources/" + source, in: folder)) }
    }

    @Test func removeSourcesRemovesThemInTheSameWrite() throws {
        let folder = try Fixture.copy(named: "Migrate/Vienna")
        let result = try L10nBinary.run(["migrate", "--remove-sources"], in: folder)
        #expect(result == (
            "Resources/Localizable.xcstrings: created with 5 keys in 4 languages (cs, de, en, lt)\n"
                + Self.removalList(Self.viennaSources, prefix: "Resources/", note: "removed these files; "), "", 0))
        for source in Self.viennaSources { #expect(!Self.exists("Resources/" + source, in: folder)) }
        Golden.assertMatches(try Self.read("Resources/Localizable.xcstrings", in: folder), golden: "Migrate/Vienna.xcstrings")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Resources/cs.lproj").path)
        #expect(left == [])
    }

    @Test func outputNamesTheCatalogOfTheOneTable() throws {
        let folder = try Fixture.copy(named: "Migrate/Xcodes")
        #expect(try L10nBinary.run(["migrate", "--output", "App.xcstrings"], in: folder).exitCode == 0)
        Golden.assertMatches(try Self.read("App.xcstrings", in: folder), golden: "Migrate/Xcodes.xcstrings")
        let twoTables = try Self.tables(["en.lproj/One.strings": "\"a\" = \"A\";", "en.lproj/Two.strings": "\"b\" = \"B\";"])
        #expect(try L10nBinary.run(["migrate", "--output", "x.xcstrings"], in: twoTables) == (
            "", "Error: --output names one catalog, but 2 tables were found (One, Two); migrate them one at a time.\n", 2))
    }

    /// The catalog there keeps what it has; the migration only adds, and reports each difference.
    @Test func anExistingCatalogOnlyGainsWhatItLacks() throws {
        let folder = try TempDirectory.make("migrate")
        _ = try TempDirectory.write("""
            /* Greeting */
            "hello" = "Hello";
            "bye" = "Bye";
            """, to: "en.lproj/Main.strings", in: folder)
        _ = try TempDirectory.write("\"hello\" = \"Hola\";\n\"bye\" = \"Adiós\";\n", to: "es.lproj/Main.strings", in: folder)
        let existing = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "hello" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "es" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "¡Hola!"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        _ = try TempDirectory.write(existing, to: "Main.xcstrings", in: folder)
        let result = try L10nBinary.run(["migrate"], in: folder)
        #expect(result == (
            "Main.xcstrings: added 1 key, 1 translation and 1 comment\n" + Self.removalList(["en.lproj/Main.strings", "es.lproj/Main.strings"], prefix: ""),
            "es.lproj/Main.strings:1:1: warning: 'hello' (es) differs from Main.xcstrings, whose text is kept; compare them and edit the catalog if this file is right [migrate-conflict]\n",
            0))
        let catalog = try Catalog(bytes: Array(try Self.read("Main.xcstrings", in: folder).utf8))
        #expect(catalog.entry(forKey: "hello")?.localization("es")?.content.stringUnit?.value == "¡Hola!")
        #expect(catalog.entry(forKey: "hello")?.localization("en")?.content.stringUnit?.value == "Hello")
        #expect(catalog.entry(forKey: "hello")?.comment == "Greeting")
        #expect(catalog.entry(forKey: "bye")?.localization("es")?.content.stringUnit?.value == "Adiós")
        let again = try L10nBinary.run(["migrate"], in: folder)
        #expect(again.stdout.hasPrefix("Main.xcstrings: up to date (2 keys)\n"))
        #expect(again.exitCode == 0)

        // A catalog in another layout that lacks nothing is not rewritten.
        let compact = #"{"sourceLanguage":"en","strings":{"bye":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Bye"}},"es":{"stringUnit":{"state":"translated","value":"Adiós"}}}},"hello":{"comment":"Greeting","extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},"es":{"stringUnit":{"state":"translated","value":"¡Hola!"}}}}},"version":"1.0"}"#
        _ = try TempDirectory.write(compact, to: "Main.xcstrings", in: folder)
        #expect(try L10nBinary.run(["migrate", "--check"], in: folder).exitCode == 0)
        #expect(try L10nBinary.run(["migrate"], in: folder).stdout.hasPrefix("Main.xcstrings: up to date (2 keys)\n"))
        #expect(try Self.read("Main.xcstrings", in: folder) == compact)
    }

    /// A table with a file that cannot be read is left alone; the others are migrated; exit 1.
    @Test func badInputLeavesOnlyItsTableAlone() throws {
        let folder = try Self.tables([
            "en.lproj/Good.strings": "\"ok\" = \"OK\";",
            "en.lproj/Broken.strings": "\"a\" = \"A\";\n\"b\" = \"B\"\n",
            "en.lproj/NotXML.stringsdict": "<plist><dict><key>x</key></plist>",
            "en.lproj/Plurals.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>%d files</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@files@</string>
            \t</dict>
            </dict>
            </plist>
            """,
        ])
        let result = try L10nBinary.run(["migrate"], in: folder)
        #expect(result.stdout == """
            Broken.xcstrings: left alone (see the errors)
            Good.xcstrings: created with 1 key in 1 language (en)
            NotXML.xcstrings: left alone (see the errors)
            Plurals.xcstrings: left alone (see the errors)

            """ + Self.removalList(["en.lproj/Good.strings"], prefix: ""))
        #expect(result.stderr == """
            en.lproj/Broken.strings:3:1: error: expected ';' after the value of 'b' [strings-syntax]
            en.lproj/NotXML.stringsdict:1:26: error: '</plist>' does not close '<dict>'; expected '</dict>' [stringsdict-syntax]
            en.lproj/Plurals.stringsdict:7:11: error: '%d files' uses the variable 'files' but does not define it [stringsdict-syntax]

            """)
        #expect(result.exitCode == 1)
        #expect(Self.exists("Good.xcstrings", in: folder))
        #expect(!Self.exists("Broken.xcstrings", in: folder))
        #expect(!Self.exists("Plurals.xcstrings", in: folder))
    }

    /// After migrating a table that follows the project's rules, check finds only what the old
    /// files had wrong: here a Spanish text that lost its placeholder.
    @Test func checkFindsOnlyWhatTheOldFilesHadWrong() throws {
        let folder = try Self.tables([
            "Catalogs/Shop/en.lproj/Shop.strings": "/* The home screen title */\n\"shop.home.title\" = \"Shop\";\n\"shop.home.greeting\" = \"Hello, %@\";\n",
            "Catalogs/Shop/es.lproj/Shop.strings": "\"shop.home.title\" = \"Tienda\";\n\"shop.home.greeting\" = \"Hola\";\n",
        ])
        #expect(try L10nBinary.run(["migrate", "Catalogs"], in: folder).exitCode == 0)
        #expect(try L10nBinary.run(["generate"], in: folder).exitCode == 0)
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == (
            "Catalogs/Shop/Shop.xcstrings:16:13: error: Key 'shop.home.greeting' has no placeholder for argument 1 in 'es' though 'en' has one; add it with the same specifier as 'en'. [placeholder-mismatch]\n",
            "", 1))
    }

    @Test func noTablesIsAnError() throws {
        let folder = try Self.tables([:])
        #expect(try L10nBinary.run(["migrate"], in: folder) == (
            "", "Error: No .strings or .stringsdict files in <lang>.lproj folders found; pass the folders that hold them.\n", 2))
    }

    /// Every `.strings` and `.stringsdict` feature in one table, written by hand where no real
    /// file had it: Base.lproj as the source language, UTF-16 with and without a byte order
    /// mark, bare keys and values, escapes, a .stringsdict entry taking over the .strings
    /// text of its key (Foundation reads it first), plural variables alone, positional, several, with
    /// text around, with `zero`, and device rules.
    @Test func everyFeatureOfTheOldFormats() throws {
        let folder = try TempDirectory.make("migrate")
        _ = try TempDirectory.write(#"""
            /* Shown on the home screen */
            "welcome" = "Welcome,\n\t\"friend\" \\ caf\U00e9 \u00e9";
            "escapes" = "Tab\there, quote \" backslash \\ caf\U00e9 \u00e9 \UD83D\UDE00";
            // Bare forms
            title = Home;
            "same";
            """#, to: "Base.lproj/Features.strings", in: folder)
        var spanish: [UInt8] = [0xFF, 0xFE]
        for unit in "/* Comentario */\n\"welcome\" = \"Bienvenido\";\ntitle = Inicio;\n".utf16 { spanish += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("es.lproj"), withIntermediateDirectories: true)
        try Data(spanish).write(to: folder.appendingPathComponent("es.lproj/Features.strings"))
        var german: [UInt8] = []
        for unit in "\"welcome\" = \"Willkommen\";\n".utf16 { german += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Data(german).write(to: folder.appendingPathComponent("de.lproj/Features.strings"))
        _ = try TempDirectory.write(Self.pluralRules, to: "en.lproj/Features.stringsdict", in: folder)
        let result = try L10nBinary.run(["migrate"], in: folder)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("Features.xcstrings: created with 9 keys in 3 languages (de, en, es)\n"))
        Golden.assertMatches(try Self.read("Features.xcstrings", in: folder), golden: "Migrate/Features.xcstrings")
        #expect(try L10nBinary.run(["format", "--check", "Features.xcstrings"], in: folder).exitCode == 0)
        #expect(try L10nBinary.run(["migrate"], in: folder).stdout.hasPrefix("Features.xcstrings: up to date (9 keys)\n"))
    }

    /// One variable of a `.stringsdict` entry: its rule type, the value type of a plural rule,
    /// and its forms in order.
    struct Variable {
        var name: String
        var ruleType = "NSStringPluralRuleType"
        var valueType: String?
        var forms: [(String, String)]
    }

    /// A `.stringsdict` file as Xcode writes one, tab-indented: each key with its format and
    /// its variables.
    static func stringsdict(_ entries: [(key: String, format: String, variables: [Variable])]) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#, "<dict>",
        ]
        for entry in entries {
            lines += ["\t<key>\(entry.key)</key>", "\t<dict>", "\t\t<key>NSStringLocalizedFormatKey</key>", "\t\t<string>\(entry.format)</string>"]
            for variable in entry.variables {
                lines += ["\t\t<key>\(variable.name)</key>", "\t\t<dict>", "\t\t\t<key>NSStringFormatSpecTypeKey</key>", "\t\t\t<string>\(variable.ruleType)</string>"]
                if let valueType = variable.valueType {
                    lines += ["\t\t\t<key>NSStringFormatValueTypeKey</key>", "\t\t\t<string>\(valueType)</string>"]
                }
                for (form, text) in variable.forms { lines += ["\t\t\t<key>\(form)</key>", "\t\t\t<string>\(text)</string>"] }
                lines.append("\t\t</dict>")
            }
            lines.append("\t</dict>")
        }
        return (lines + ["</dict>", "</plist>"]).joined(separator: "\n")
    }

    static let pluralRules = stringsdict([
        ("alone", "%1$#@count@", [Variable(name: "count", valueType: "lld", forms: [("zero", "No items"), ("one", "%lld item"), ("other", "%lld items")])]),
        ("around", "%@ found %#@files@.", [Variable(name: "files", valueType: "d", forms: [("one", "%d file"), ("other", "%d files")])]),
        ("two", "%2$#@folders@ hold %1$#@files@", [
            Variable(name: "files", valueType: "ld", forms: [
                ("one", "%1$ld file"), ("few", "%1$ld files (few)"), ("many", "%1$ld files (many)"), ("two", "%1$ld files (two)"), ("other", "%1$ld files"),
            ]),
            Variable(name: "folders", valueType: "ld", forms: [("one", "One folder"), ("other", "%.0ld folders")]),
        ]),
        ("device", "%#@device@", [
            Variable(name: "device", ruleType: "NSStringDeviceSpecificRuleType", forms: [("iphone", "Tap here"), ("mac", "Click here"), ("other", "Choose here")]),
        ]),
        ("device around", "%#@action@ to see %#@count@", [
            Variable(name: "action", ruleType: "NSStringDeviceSpecificRuleType", forms: [("ipad", "Tap"), ("other", "Click")]),
            Variable(name: "count", valueType: "d", forms: [("one", "%d photo"), ("other", "%d photos")]),
        ]),
        ("welcome", "%#@n@", [Variable(name: "n", valueType: "d", forms: [("one", "Welcome, one friend"), ("other", "Welcome, %d friends")])]),
    ])
}

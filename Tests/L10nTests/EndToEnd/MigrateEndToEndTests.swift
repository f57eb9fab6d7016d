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
        let twoTables = try TempDirectory.make("migrate")
        _ = try TempDirectory.write("\"a\" = \"A\";", to: "en.lproj/One.strings", in: twoTables)
        _ = try TempDirectory.write("\"b\" = \"B\";", to: "en.lproj/Two.strings", in: twoTables)
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
        let folder = try TempDirectory.make("migrate")
        _ = try TempDirectory.write("\"ok\" = \"OK\";", to: "en.lproj/Good.strings", in: folder)
        _ = try TempDirectory.write("\"a\" = \"A\";\n\"b\" = \"B\"\n", to: "en.lproj/Broken.strings", in: folder)
        _ = try TempDirectory.write("""
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
            """, to: "en.lproj/Plurals.stringsdict", in: folder)
        _ = try TempDirectory.write("<plist><dict><key>x</key></plist>", to: "en.lproj/NotXML.stringsdict", in: folder)
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
        let folder = try TempDirectory.make("migrate")
        _ = try TempDirectory.write("/* The home screen title */\n\"shop.home.title\" = \"Shop\";\n\"shop.home.greeting\" = \"Hello, %@\";\n", to: "Catalogs/Shop/en.lproj/Shop.strings", in: folder)
        _ = try TempDirectory.write("\"shop.home.title\" = \"Tienda\";\n\"shop.home.greeting\" = \"Hola\";\n", to: "Catalogs/Shop/es.lproj/Shop.strings", in: folder)
        #expect(try L10nBinary.run(["migrate", "Catalogs"], in: folder).exitCode == 0)
        #expect(try L10nBinary.run(["generate"], in: folder).exitCode == 0)
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == (
            "Catalogs/Shop/Shop.xcstrings:16:13: error: Key 'shop.home.greeting' has no placeholder for argument 1 in 'es' though 'en' has one; add it with the same specifier as 'en'. [placeholder-mismatch]\n",
            "", 1))
    }

    @Test func noTablesIsAnError() throws {
        let folder = try TempDirectory.make("migrate")
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

    static let pluralRules = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>alone</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%1$#@count@</string>
        \t\t<key>count</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>zero</key>
        \t\t\t<string>No items</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld item</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld items</string>
        \t\t</dict>
        \t</dict>
        \t<key>around</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%@ found %#@files@.</string>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d file</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d files</string>
        \t\t</dict>
        \t</dict>
        \t<key>two</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%2$#@folders@ hold %1$#@files@</string>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>ld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%1$ld file</string>
        \t\t\t<key>few</key>
        \t\t\t<string>%1$ld files (few)</string>
        \t\t\t<key>many</key>
        \t\t\t<string>%1$ld files (many)</string>
        \t\t\t<key>two</key>
        \t\t\t<string>%1$ld files (two)</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%1$ld files</string>
        \t\t</dict>
        \t\t<key>folders</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>ld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>One folder</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%.0ld folders</string>
        \t\t</dict>
        \t</dict>
        \t<key>device</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@device@</string>
        \t\t<key>device</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringDeviceSpecificRuleType</string>
        \t\t\t<key>iphone</key>
        \t\t\t<string>Tap here</string>
        \t\t\t<key>mac</key>
        \t\t\t<string>Click here</string>
        \t\t\t<key>other</key>
        \t\t\t<string>Choose here</string>
        \t\t</dict>
        \t</dict>
        \t<key>device around</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@action@ to see %#@count@</string>
        \t\t<key>action</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringDeviceSpecificRuleType</string>
        \t\t\t<key>ipad</key>
        \t\t\t<string>Tap</string>
        \t\t\t<key>other</key>
        \t\t\t<string>Click</string>
        \t\t</dict>
        \t\t<key>count</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d photo</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d photos</string>
        \t\t</dict>
        \t</dict>
        \t<key>welcome</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>Welcome, one friend</string>
        \t\t\t<key>other</key>
        \t\t\t<string>Welcome, %d friends</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>
        """
}

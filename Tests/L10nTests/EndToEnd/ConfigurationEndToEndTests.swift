import Foundation
import Testing
import L10nChecks

/// `.l10n.json`, default exclusions, `--exclude`, `l10n config` and `init` in the app's own
/// layout, on the repository's sample app rearranged as a feature-modular app with the clutter
/// real apps have.
@Suite struct ConfigurationEndToEndTests {
    static let areas = [("Shopping", ["Checkout", "Offers", "Purchases"]), ("Account", ["Profile", "SignIn"])]

    /// `Catalogs/` and `App/` of the sample, as `App/Features/<Area>/<Feature>/` with each
    /// feature's catalog, key file and views together, the namespace in `App/Platform/L10n/`,
    /// and what is not the app's: `App/InfoPlist.xcstrings`, a catalog and code under `Pods/`
    /// and `Carthage/`. The sample's key missing from its catalog is added, and `.l10n.json`
    /// requires English only, so the app checks clean (warnings aside).
    static func modularApp() throws -> URL {
        let root = try TempDirectory.make("modular")
        let files = FileManager.default
        for (area, features) in areas {
            for feature in features {
                let folder = root.appendingPathComponent("App/Features/\(area)/\(feature)")
                try files.createDirectory(at: folder, withIntermediateDirectories: true)
                for source in ["Catalogs/\(feature)", "App/\(feature)"] {
                    let from = PackagePaths.root.appendingPathComponent(source)
                    for name in try files.contentsOfDirectory(atPath: from.path) {
                        try files.copyItem(at: from.appendingPathComponent(name), to: folder.appendingPathComponent(name))
                    }
                }
            }
        }
        try TempDirectory.write(
            try String(contentsOf: PackagePaths.root.appendingPathComponent("Catalogs/L10nKey.swift"), encoding: .utf8),
            to: "App/Platform/L10n/L10nKey.swift", in: root)
        try TempDirectory.write(infoPlist, to: "App/InfoPlist.xcstrings", in: root)
        try TempDirectory.write(foreignCatalog, to: "Pods/Some/Thing.xcstrings", in: root)
        try TempDirectory.write("import SwiftUI\nlet hello = Text(\"Hello\")\n", to: "Pods/Some/Thing.swift", in: root)
        try TempDirectory.write(foreignCatalog, to: "Carthage/Checkouts/Lib/Lib.xcstrings", in: root)
        try TempDirectory.write("{\n  \"languages\": [\"en\"]\n}\n", to: ".l10n.json", in: root)
        let added = try L10nBinary.run(["add", "checkout.summary.promoCode", "--en", "Promo code"], in: root)
        try #require(added.exitCode == 0, "\(added.stderr)")
        return root
    }

    static let infoPlist = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "CFBundleDisplayName" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "new", "value" : "Shopwise" } }
              }
            },
            "NSCameraUsageDescription" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "new", "value" : "Scan a card." } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// Breaks every key rule l10n has: it must never be read.
    static let foreignCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Some Text %@ %d" : { "extractionState" : "stale" }
          },
          "version" : "1.0"
        }
        """

    // MARK: Layout and clutter

    @Test func checkFindsNothingOutsideTheFeatures() throws {
        let root = try Self.modularApp()
        let result = try L10nBinary.run(["check", "--format", "xcode"], in: root)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix("App/Features/"), "\(line)")
        }
        let summary = try L10nBinary.run(["check"], in: root).stdout
        // Five catalogs and five key files: neither InfoPlist nor the dependencies' catalogs.
        #expect(summary.hasSuffix("in 10 files (64 keys)\n"), "\(summary)")
    }

    @Test func syncWritesNothingOutsideTheFeatures() throws {
        let root = try Self.modularApp()
        // A key only in the key file: sync has something to write inside a feature.
        let keyFile = root.appendingPathComponent("App/Features/Account/Profile/L10nKey+profile.swift")
        let text = try String(contentsOf: keyFile, encoding: .utf8)
        try text.replacingOccurrences(
            of: "enum Profile {",
            with: "enum Profile {\n    enum Extra {\n        static let note = LocalizedStringResource(\"profile.extra.note\", table: \"Profile\")\n    }")
            .write(to: keyFile, atomically: true, encoding: .utf8)
        let before = try TempDirectory.snapshot(root)
        let result = try L10nBinary.run(["sync"], in: root)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let after = try TempDirectory.snapshot(root)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        #expect(changed == ["App/Features/Account/Profile/Profile.xcstrings"])
        #expect(result.stdout.hasPrefix("App/Features/Account/Profile/Profile.xcstrings: +1 entry"))
    }

    @Test func reportListsOnlyTheFeatures() throws {
        let root = try Self.modularApp()
        let result = try L10nBinary.run(["report"], in: root)
        #expect(result.exitCode == 0)
        #expect(!result.stdout.contains("InfoPlist") && !result.stdout.contains("Thing") && !result.stdout.contains("Lib"))
        #expect(result.stdout.contains("Offers"))
    }

    @Test func aCatalogFileCommandStillFormatsTheSystemTables() throws {
        let root = try Self.modularApp()
        let result = try L10nBinary.run(["format", "--check"], in: root)
        #expect(result.stdout.contains("App/InfoPlist.xcstrings"))
        #expect(!result.stdout.contains("Pods/"))
    }

    @Test func initLandsBesideTheOtherFeatures() throws {
        let root = try Self.modularApp()
        let result = try L10nBinary.run(["init", "Wallet"], in: root)
        #expect(result.stderr == "")
        #expect(result.stdout == "Created App/Features/Wallet/Wallet.xcstrings\nCreated App/Features/Wallet/L10nKey+wallet.swift\n")
        #expect(result.exitCode == 0)
    }

    @Test func initInAnAreaCreatesTheFeatureFolderThere() throws {
        let root = try Self.modularApp()
        let result = try L10nBinary.run(["init", "Wallet", "--in", "App/Features/Account"], in: root)
        #expect(result.stdout == "Created App/Features/Account/Wallet/Wallet.xcstrings\nCreated App/Features/Account/Wallet/L10nKey+wallet.swift\n")
        #expect(result.exitCode == 0)
        let check = try L10nBinary.run(["check"], in: root)
        #expect(check.exitCode == 0)
    }

    /// From `App/Features/`, with `"paths": ["App"]` at the repository's root: the namespace in
    /// `App/Platform/L10n/` is found, and paths read from here.
    @Test(arguments: [(["init", "Wallet"], "Wallet/"), (["init", "Wallet", "--in", "Account"], "Account/Wallet/")])
    func initFromASubfolderFindsTheNamespaceAndPrintsPathsFromHere(arguments: [String], folder: String) throws {
        let root = try Self.modularApp()
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try TempDirectory.write("{\n  \"paths\": [\"App\"]\n}\n", to: ".l10n.json", in: root)
        let features = root.appendingPathComponent("App/Features")
        let result = try L10nBinary.run(arguments, in: features)
        #expect(result.stderr == "")
        #expect(result.stdout == "Created \(folder)Wallet.xcstrings\nCreated \(folder)L10nKey+wallet.swift\n")
        #expect(result.exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: features.appendingPathComponent("L10nKey.swift").path))
        #expect(!FileManager.default.fileExists(atPath: features.appendingPathComponent("Account/L10nKey.swift").path))
    }

    @Test func initFromASubfolderWithoutPathsSearchesTheRepositoryForTheNamespace() throws {
        let root = try Self.modularApp()
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let area = root.appendingPathComponent("App/Features/Account")
        let result = try L10nBinary.run(["init", "Wallet"], in: area)
        #expect(result.stdout == "Created Wallet/Wallet.xcstrings\nCreated Wallet/L10nKey+wallet.swift\n")
        #expect(result.exitCode == 0, "\(result.stderr)")
    }

    @Test func initWithAllFeaturesInOneFolderLandsInIt() throws {
        let root = try Fixture.copy(named: "Sync/InStep")
        let result = try L10nBinary.run(["init", "Wallet"], in: root)
        #expect(result.stdout == "Created Catalogs/Wallet/Wallet.xcstrings\nCreated Catalogs/Wallet/L10nKey+wallet.swift\n")
    }

    @Test func initBesideLooseCatalogsMakesAFolderAmongThem() throws {
        let root = try TempDirectory.make("loose")
        try TempDirectory.write(Self.infoPlist, to: "Strings/Offers.xcstrings", in: root)
        let result = try L10nBinary.run(["init", "Wallet"], in: root)
        #expect(result.stdout == "Created Strings/Wallet/Wallet.xcstrings\nCreated Strings/Wallet/L10nKey+wallet.swift\nCreated Strings/L10nKey.swift\n")
        #expect(result.exitCode == 0, "\(result.stderr)")
    }

    // MARK: Exclusions

    @Test func excludeOnTheCommandLineAddsToTheFile() throws {
        let root = try Self.modularApp()
        try TempDirectory.write("{\n  \"languages\": [\"en\"],\n  \"exclude\": [\"App/Features/Shopping/**\"]\n}\n", to: ".l10n.json", in: root)
        let result = try L10nBinary.run(["check", "--exclude", "Profile", "--format", "xcode"], in: root)
        #expect(result.exitCode == 0)
        let paths = Set(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })
        #expect(paths.allSatisfy { $0.hasPrefix("App/Features/Account/SignIn/") }, "\(paths)")
        let summary = try L10nBinary.run(["check", "--exclude", "Profile"], in: root).stdout
        #expect(summary.hasSuffix("in 2 files (12 keys)\n"), "\(summary)")
    }

    @Test func aFolderNamedOnTheCommandLineIsReadEvenWhenExcludedByDefault() throws {
        let root = try Self.modularApp()
        let result = try L10nBinary.run(["check", "Pods/Some", "--format", "xcode"], in: root)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("Pods/Some/Thing.xcstrings:"))
    }

    @Test func anEmptyPatternIsAUsageError() throws {
        let root = try Self.modularApp()
        let result = try L10nBinary.run(["check", "--exclude", "./"], in: root)
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasPrefix("Error: The value './' is invalid for '--exclude <glob>': it matches no file; write a pattern such as 'Legacy/**'.\n"))
    }

    // MARK: The configuration file

    @Test func languagesInTheFileMakeAMissingFrenchTranslationAnError() throws {
        let root = try Self.modularApp()
        try TempDirectory.write("{\n  \"languages\": [\"en\", \"es\", \"fr\"]\n}\n", to: ".l10n.json", in: root)
        let result = try L10nBinary.run(["check", "--format", "xcode", "--disable", "missing-translation"], in: root)
        #expect(result.exitCode == 0)
        let checked = try L10nBinary.run(["check", "App/Features/Account/SignIn", "--format", "xcode"], in: root)
        #expect(checked.exitCode == 1)
        #expect(checked.stdout.contains(
            "App/Features/Account/SignIn/SignIn.xcstrings:58:5: error: Key 'signin.form.email' has no 'fr' translation; translate it into 'fr'. [missing-translation]\n"))
        // The command line still wins.
        let flagged = try L10nBinary.run(["check", "App/Features/Account/SignIn", "--languages", "en,es"], in: root)
        #expect(flagged.exitCode == 0)
    }

    @Test func aFileInAFolderAboveIsFoundAndItsPathsAreSeenFromHere() throws {
        let root = try Self.modularApp()
        try TempDirectory.write("{\n  \"languages\": [\"en\"],\n  \"paths\": [\"App/Features/Account\"]\n}\n", to: ".l10n.json", in: root)
        let result = try L10nBinary.run(["check"], in: root.appendingPathComponent("App/Features/Shopping"))
        #expect(result.stdout.hasSuffix("in 4 files (26 keys)\n"), "\(result.stdout)")
        let config = try L10nBinary.run(["config"], in: root.appendingPathComponent("App/Features/Shopping"))
        #expect(config.stdout.hasPrefix("Configuration file: ../../../.l10n.json\n"))
        #expect(config.stdout.contains("paths            ../Account "))
    }

    @Test func aTypoInAKeyIsAnErrorAtItsPlace() throws {
        let root = try Self.modularApp()
        try TempDirectory.write("{\n  \"languages\": [\"en\"],\n  \"exlude\": [\"Legacy/**\"]\n}\n", to: ".l10n.json", in: root)
        let result = try L10nBinary.run(["check"], in: root)
        #expect(result.stdout == "")
        #expect(result.stderr == ".l10n.json:3:3: error: unknown key 'exlude'. Did you mean 'exclude'? See 'l10n config --help' for every key.\n")
        #expect(result.exitCode == 2)
    }

    @Test func aMissingPathIsAnErrorAtItsPlaceSeenFromASubfolder() throws {
        let root = try Self.modularApp()
        try TempDirectory.write("{\n  \"paths\": [\"App\", \"Nope\"]\n}\n", to: ".l10n.json", in: root)
        let result = try L10nBinary.run(["check"], in: root.appendingPathComponent("App/Features"))
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "../../.l10n.json:2:20: error: there is no file or folder 'Nope' (paths are relative to the folder of .l10n.json); fix the path or remove it.\n")
        #expect(result.exitCode == 2)
    }

    @Test func aPatternThatMatchesNothingIsAccepted() throws {
        let root = try Self.modularApp()
        try TempDirectory.write("{\n  \"languages\": [\"en\"],\n  \"exclude\": [\"NoSuchFolder/**\"]\n}\n", to: ".l10n.json", in: root)
        let result = try L10nBinary.run(["check"], in: root)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
    }

    @Test func severityInTheFileChangesWhatFails() throws {
        let root = try Self.modularApp()
        try TempDirectory.write(
            "{\n  \"languages\": [\"en\"],\n  \"severity\": { \"unused-key\": \"error\" },\n  \"disable\": [\"hardcoded-string\"]\n}\n",
            to: ".l10n.json", in: root)
        let result = try L10nBinary.run(["check", "--format", "xcode"], in: root)
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains(": error: Key 'checkout.payment.addCard' is used nowhere"))
        #expect(!result.stdout.contains("[hardcoded-string]"))
    }

    @Test func accessInTheFileIsUsedByGenerate() throws {
        let root = try Self.modularApp()
        try TempDirectory.write("{\n  \"languages\": [\"en\"],\n  \"access\": \"public\"\n}\n", to: ".l10n.json", in: root)
        try FileManager.default.removeItem(at: root.appendingPathComponent("App/Features/Account/Profile/L10nKey+profile.swift"))
        let result = try L10nBinary.run(["generate"], in: root)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let text = try String(contentsOf: root.appendingPathComponent("App/Features/Account/Profile/L10nKey+profile.swift"), encoding: .utf8)
        #expect(text.contains("public enum Profile"))
    }

    @Test func aFileAboveTheRepositoryRootIsNotRead() throws {
        let outer = try TempDirectory.make("outer")
        try TempDirectory.write("{ \"bogus\": 1 }\n", to: ".l10n.json", in: outer)
        let repository = outer.appendingPathComponent("Repo")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let result = try L10nBinary.run(["config"], in: repository)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Configuration file: none"))
        // Outside a repository, the search goes on up and finds it.
        let loose = try L10nBinary.run(["config"], in: try TempDirectory.write("", to: "Loose/empty.txt", in: outer).deletingLastPathComponent())
        #expect(loose.exitCode == 2)
        #expect(loose.stderr == "../.l10n.json:1:3: error: unknown key 'bogus'. See 'l10n config --help' for every key.\n")
    }

    // MARK: l10n config, init --config

    @Test(arguments: ["config", "init"])
    func help(command: String) throws {
        let result = try L10nBinary.run([command, "--help"], in: try TempDirectory.make("help"))
        Golden.assertMatches(result.stdout, golden: "CLI/\(command)-help.txt")
        #expect(result.exitCode == 0)
    }

    @Test func configShowsEveryValueAndWhereItCameFrom() throws {
        let root = try Self.modularApp()
        try TempDirectory.write("""
            {
              "languages": ["en", "es", "fr"],
              "exclude": ["Legacy/**"],
              "severity": { "unused-key": "error" },
              "bundle": "module",
              "docComments": false,
              "generateSymbols": true
            }

            """, to: ".l10n.json", in: root)
        let result = try L10nBinary.run(["config", "--exclude", "*.generated.swift", "--access", "package"], in: root)
        #expect(result.exitCode == 0)
        Golden.assertMatches(result.stdout, golden: "CLI/config.txt")
    }

    @Test func configWithoutAFileShowsTheDefaults() throws {
        let root = try TempDirectory.make("no-config")
        let result = try L10nBinary.run(["config"], in: root)
        #expect(result.exitCode == 0)
        Golden.assertMatches(result.stdout, golden: "CLI/config-defaults.txt")
    }

    @Test func initConfigWritesAStartingFileThatReadsBack() throws {
        let root = try TempDirectory.make("init-config")
        let result = try L10nBinary.run(["init", "--config", "--languages", "en,es,fr"], in: root)
        #expect(result.stdout == "Created .l10n.json\n")
        #expect(result.exitCode == 0)
        let text = try String(contentsOf: root.appendingPathComponent(".l10n.json"), encoding: .utf8)
        // Every check's severity in force, json-syntax aside (it cannot be changed); no
        // features were found, so no paths.
        let severities = CheckRegistry.descriptions.filter { $0.id != "json-syntax" }
            .map { "    \"\($0.id)\" : \"\($0.severity.rawValue)\"" }.joined(separator: ",\n")
        #expect(text == """
            {
              "languages" : [
                "en",
                "es",
                "fr"
              ],
              "sourceLanguage" : "en",
              "exclude" : [

              ],
              "ignoreCatalogs" : [
                "InfoPlist",
                "AppShortcuts",
                "LaunchScreen"
              ],
              "disable" : [

              ],
              "severity" : {
            \(severities)
              },
              "access" : "internal"
            }

            """)
        let config = try L10nBinary.run(["config"], in: root)
        #expect(config.stdout.contains("languages        en, es, fr "))
        let again = try L10nBinary.run(["init", "--config"], in: root)
        #expect(again.exitCode == 2)
        #expect(again.stderr == "Error: .l10n.json already exists and l10n init never overwrites; edit it, or see 'l10n config' for the settings in effect.\n")
    }
}

import Testing
import L10nCore
import L10nChecks
import L10nConfig

@Suite struct ConfigurationFileTests {
    private func read(_ text: String, folder: String = "/p/", currentDirectory: String = "/p") throws(ConfigurationError) -> Configuration {
        try ConfigurationFile.read(Array(text.utf8), path: ".l10n.json", folder: folder, currentDirectory: currentDirectory)
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try read("""
            {
              "paths": ["App"],
              "exclude": ["Legacy/**"],
              "languages": ["en", "es", "fr", "es"],
              "sourceLanguage": "en",
              "disable": ["hardcoded-string"],
              "severity": { "unused-key": "error", "missing-translation": "warning" },
              "ignoreCatalogs": ["InfoPlist", "Settings.xcstrings"],
              "used": ["offers.promo.*"],
              "access": "public",
              "bundle": "#bundle",
              "docComments": false,
              "insert": "append",
              "generateSymbols": true
            }
            """)
        #expect(configuration.filePath == ".l10n.json")
        #expect(configuration.paths.value == ["App"])
        #expect(configuration.paths.origin == .file(line: 2))
        #expect(configuration.exclude.value.map(\.glob.description) == ["Legacy/**"])
        #expect(configuration.exclude.value.map(\.base) == ["/p/"])
        #expect(configuration.languages.value == ["en", "es", "fr"])
        #expect(configuration.disable.value == ["hardcoded-string"])
        #expect(configuration.severity.value.map(\.check) == ["unused-key", "missing-translation"])
        #expect(configuration.checkOptions.severities == ["unused-key": .error, "missing-translation": .warning])
        #expect(configuration.ignoreCatalogs.value == ["InfoPlist", "Settings"])
        #expect(configuration.exclusions.ignoredCatalogs == ["InfoPlist", "Settings"])
        #expect(configuration.used.value == ["offers.promo.*"])
        #expect(configuration.access.value == .public)
        #expect(configuration.bundle.value == .macro)
        #expect(configuration.docComments.value == .never)
        #expect(configuration.insert.value == .append)
        #expect(configuration.insert.origin == .file(line: 13))
        #expect(configuration.generateSymbols.value)
        #expect(configuration.generateSymbols.origin == .file(line: 14))
        #expect(configuration.checkOptions.generateSymbols)
    }

    @Test func anEmptyObjectIsTheDefaults() throws {
        let configuration = try read("{}")
        #expect(configuration.languages.value == ["en", "es"])
        #expect(configuration.languages.origin == .builtIn)
        #expect(configuration.ignoreCatalogs.value == ["InfoPlist", "AppShortcuts", "LaunchScreen"])
        #expect(configuration.access.value == .internal)
        #expect(configuration.bundle.value == .main)
        #expect(configuration.docComments.value == .auto)
        #expect(!configuration.generateSymbols.value)
        #expect(!configuration.checkOptions.generateSymbols)
    }

    @Test(arguments: [
        ("{\n  \"langauges\": [\"en\"]\n}", ".l10n.json:2:3: error: unknown key 'langauges'. Did you mean 'languages'? See 'l10n config --help' for every key."),
        ("{ \"colour\": true }", ".l10n.json:1:3: error: unknown key 'colour'. See 'l10n config --help' for every key."),
        ("{ \"languages\": \"en,es\" }", ".l10n.json:1:3: error: 'languages' must be an array of strings, such as [\"en\"]."),
        ("{ \"languages\": [\"en\",\n 3] }", ".l10n.json:2:2: error: every item of 'languages' must be a non-empty string."),
        ("{ \"languages\": [\"en es\"] }", ".l10n.json:1:17: error: 'en es' is not a language code, such as 'en' or 'pt-BR'."),
        ("{ \"disable\": [\"unused-keys\"] }", ".l10n.json:1:15: error: there is no check 'unused-keys'. Did you mean 'unused-key'? See every check with 'l10n check --list'."),
        ("{ \"disable\": [\"json-syntax\"] }", ".l10n.json:1:15: error: 'json-syntax' always runs and always fails: a catalog that is not valid JSON cannot be checked at all."),
        ("{ \"severity\": { \"unused-key\": \"fatal\" } }", ".l10n.json:1:17: error: the severity of 'unused-key' must be \"error\" or \"warning\"."),
        ("{ \"severity\": [] }", ".l10n.json:1:3: error: 'severity' must be an object of check ids and severities, such as { \"unused-key\": \"error\" }."),
        ("{ \"access\": \"open\" }", ".l10n.json:1:3: error: 'access' must be one of \"internal\", \"package\", \"public\"."),
        ("{ \"bundle\": \"Bundle.main\" }", ".l10n.json:1:3: error: 'bundle' must be one of \"main\", \"module\", \"#bundle\"."),
        ("{ \"insert\": \"sorted\" }", ".l10n.json:1:3: error: 'insert' must be one of \"keyOrder\", \"append\"."),
        ("{ \"docComments\": \"yes\" }", ".l10n.json:1:3: error: 'docComments' must be true, false, \"auto\", \"always\" or \"never\"."),
        ("{\n  \"generateSymbols\": \"YES\"\n}", ".l10n.json:2:3: error: 'generateSymbols' must be true or false, as Xcode's STRING_CATALOG_GENERATE_SYMBOLS is YES or NO."),
        ("{ \"generateSymbol\": true }", ".l10n.json:1:3: error: unknown key 'generateSymbol'. Did you mean 'generateSymbols'? See 'l10n config --help' for every key."),
        ("{ \"exclude\": [\"./\"] }", ".l10n.json:1:15: error: './' matches no file; write a pattern such as 'Legacy/**' or '*.generated.swift'."),
        ("{ \"access\": \"public\",\n  \"access\": \"internal\" }", ".l10n.json:2:3: error: 'access' is set twice (first at line 1); keep one."),
        ("[\"en\"]", ".l10n.json:1:1: error: the configuration must be a JSON object, such as { \"languages\": [\"en\", \"es\"] }."),
        ("{ \"languages\": [\"en\", ] }", ".l10n.json:1:21: error: trailing comma before ']'; remove the comma"),
    ])
    func mistakesAreReportedAtTheirPlace(text: String, message: String) {
        #expect(error(text) == message)
    }

    @Test func pathsAreSeenFromTheCurrentFolder() throws {
        // The file is in /p; the command runs in /p/App/Features, so its paths are above.
        let configuration = try read(#"{ "paths": ["Catalogs", "App/Features/Shop", "/abs"] }"#, folder: "/p/", currentDirectory: "/p/App/Features")
        #expect(configuration.paths.value == ["../../Catalogs", "Shop", "/abs"])
    }

    @Test func flagsWinAndAddToLists() throws {
        var flags = ConfigurationFlags()
        flags.languages = ["en", "de"]
        flags.disable = ["unused-key"]
        let configuration = try read(#"{ "languages": ["fr"], "disable": ["hardcoded-string"] }"#).applying(flags)
        #expect(configuration.languages.value == ["en", "de"])
        #expect(configuration.languages.origin == .flag("--languages"))
        #expect(configuration.disable.value == ["hardcoded-string", "unused-key"])
        #expect(configuration.disable.origin == .fileAndFlag(line: 1, flag: "--disable"))
    }
}

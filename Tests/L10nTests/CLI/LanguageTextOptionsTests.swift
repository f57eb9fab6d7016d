import Testing
@testable import L10nCommands

@Suite struct LanguageTextOptionsTests {
    static let spec = CommandSpec(
        name: "add", abstract: "Add.", arguments: [ArgumentSpec("key", help: "Key.")],
        options: [comment.spec], languageTexts: LanguageTextSpec(help: "Text."))
    static let comment = Option<String?>("comment", help: "Comment.")

    @Test func takesAnyLanguageCodeInOrderAndTheLastTextOfEach() throws {
        let parsed = try ParsedArguments(
            parsing: ["a.b.c", "--en", "Save", "--pt-BR=Salvar", "--zh-Hans", "保存", "--en", "Store", "--comment", "c"], for: Self.spec)
        #expect(parsed.languageTexts().map { "\($0.language)=\($0.text)" } == ["pt-BR=Salvar", "zh-Hans=保存", "en=Store"])
        #expect(try parsed.value(Self.comment) == "c")
    }

    @Test(arguments: ["en", "es", "ast", "pt-BR", "zh-Hans", "es-419", "sr-Latn-RS"])
    func languageCodes(code: String) {
        #expect(LanguageTextSpec.isLanguageCode(code))
    }

    @Test(arguments: ["check", "e", "EN", "en_GB", "en-", "commnt", "de-x"])
    func notLanguageCodes(code: String) {
        #expect(!LanguageTextSpec.isLanguageCode(code))
    }

    @Test func aLanguageWithoutTextIsAMissingValue() {
        #expect(throws: CommandLineError.missingValue(option: "--de <text>")) {
            try ParsedArguments(parsing: ["a.b.c", "--de"], for: Self.spec)
        }
    }

    @Test func commandsWithoutTheSpecStillRejectLanguageLikeOptions() {
        let plain = CommandSpec(name: "sync", abstract: "Sync.")
        #expect(throws: CommandLineError.unknownOption("--en", suggestion: nil)) {
            try ParsedArguments(parsing: ["--en", "x"], for: plain)
        }
    }
}

import Testing
@testable import L10nCommands

@Suite struct LanguageTextOptionsTests {
    static let spec = CommandSpec(
        name: "add", abstract: "Add.", arguments: [ArgumentSpec("key", help: "Key.")],
        options: [comment.spec], languageTexts: LanguageTextSpec(help: "Text."))
    static let comment = Option<String?>("comment", help: "Comment.")

    @Test func takesAnyLanguageCodeInOrder() throws {
        let parsed = try ParsedArguments(
            parsing: ["a.b.c", "--en", "Save", "--pt-BR=Salvar", "--zh-Hans", "保存", "--comment", "c"], for: Self.spec)
        #expect(parsed.languageTexts().map { "\($0.language)=\($0.text)" } == ["en=Save", "pt-BR=Salvar", "zh-Hans=保存"])
        #expect(try parsed.value(Self.comment) == "c")
    }

    @Test func takesFormsAfterTheLanguage() throws {
        let parsed = try ParsedArguments(
            parsing: ["a.b.c", "--en.one", "%lld file", "--en.files.other=%arg files", "--pt-BR.iphone", "Toque"], for: Self.spec)
        #expect(parsed.languageTexts() == [
            LanguageText(language: "en", form: ["one"], text: "%lld file"),
            LanguageText(language: "en", form: ["files", "other"], text: "%arg files"),
            LanguageText(language: "pt-BR", form: ["iphone"], text: "Toque"),
        ])
    }

    @Test(arguments: [["--en", "Save", "--en", "Store"], ["--en.one", "a", "--en.one=b"]])
    func aTextGivenTwiceIsAnError(words: [String]) {
        #expect(throws: CommandLineError.repeatedOption(words[2].split(separator: "=")[0].description)) {
            try ParsedArguments(parsing: ["a.b.c"] + words, for: Self.spec)
        }
    }

    @Test(arguments: ["en.", "en..one", "en.o-ne", "EN.one"])
    func malformedFormsAreUnknownOptions(name: String) {
        #expect(throws: CommandLineError.unknownOption("--\(name)", suggestion: nil)) {
            try ParsedArguments(parsing: ["a.b.c", "--\(name)", "x"], for: Self.spec)
        }
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

import Testing
@testable import L10nCommands
import L10nCore

@Suite struct ParsedArgumentsTests {
    let spec = SampleCheckCommand.spec
    typealias Sample = SampleCheckCommand

    @Test func optionsNotGivenReadTheirDefaults() throws {
        let parsed = try ParsedArguments(parsing: [], for: spec)
        #expect(try parsed.value(Sample.format) == .text)
        #expect(try parsed.value(Sample.baseline) == nil)
        #expect(try parsed.values(Sample.language) == [])
        #expect(parsed.flag(Sample.strict) == false)
        #expect(parsed.flag(Sample.color) == true)
        #expect(parsed.arguments(Sample.path) == [])
    }

    @Test(arguments: [["--format", "json"], ["--format=json"], ["-f", "json"], ["--format", "text", "--format", "json"]])
    func valueOptionSpellings(words: [String]) throws {
        #expect(try ParsedArguments(parsing: words, for: spec).value(Sample.format) == .json)
    }

    @Test func repeatableOptionKeepsEveryValueInOrder() throws {
        let parsed = try ParsedArguments(parsing: ["--language", "fr", "--language=de,it", "--language", "en"], for: spec)
        #expect(try parsed.values(Sample.language) == ["fr", "de,it", "en"])
    }

    @Test func flagsAndInversions() throws {
        #expect(try ParsedArguments(parsing: ["--strict"], for: spec).flag(Sample.strict))
        #expect(try ParsedArguments(parsing: ["--no-color"], for: spec).flag(Sample.color) == false)
        #expect(try ParsedArguments(parsing: ["--no-color", "--color"], for: spec).flag(Sample.color))
        #expect(try ParsedArguments(parsing: ["--color", "--no-color"], for: spec).flag(Sample.color) == false)
    }

    @Test func positionalsMixWithOptions() throws {
        let parsed = try ParsedArguments(parsing: ["A", "--strict", "B", "--format", "json", "C"], for: spec)
        #expect(parsed.arguments(Sample.path) == ["A", "B", "C"])
        #expect(try parsed.value(Sample.format) == .json)
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ParsedArguments(parsing: ["--strict", "--", "--no-color", "-f", "-"], for: spec)
        #expect(parsed.arguments(Sample.path) == ["--no-color", "-f", "-"])
        #expect(parsed.flag(Sample.color))
        #expect(parsed.flag(Sample.strict))
    }

    @Test func loneDashIsAPositional() throws {
        #expect(try ParsedArguments(parsing: ["-"], for: spec).arguments(Sample.path) == ["-"])
    }

    @Test func optionalArgumentsMayBeLeftOut() throws {
        let parsed = try ParsedArguments(parsing: ["greeting"], for: SampleAddCommand.spec)
        #expect(parsed.arguments(SampleAddCommand.key) == ["greeting"])
        #expect(parsed.arguments(SampleAddCommand.value) == [])
    }

    @Test(arguments: [
        (["--formt", "json"], "Unknown option '--formt'. Did you mean '--format'?"),
        (["--formt=json"], "Unknown option '--formt'. Did you mean '--format'?"),
        (["--no-colr"], "Unknown option '--no-colr'. Did you mean '--no-color'?"),
        (["--hepl"], "Unknown option '--hepl'. Did you mean '--help'?"),
        (["--bogus"], "Unknown option '--bogus'"),
        (["-x"], "Unknown option '-x'"),
        (["-fx"], "Unknown option '-fx'"),
        (["--format"], "Missing value for '--format <format>'"),
        (["-f"], "Missing value for '--format <format>'"),
        (["--format="], "Missing value for '--format <format>'"),
        (["--format", "--strict"], "Missing value for '--format <format>'"),
        (["--language"], "Missing value for '--language <language>'"),
        (["--format", "xml"], "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json', 'github'."),
        (["--format=xml"], "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json', 'github'."),
        (["--strict=yes"], "The option '--strict' does not take a value, but was given 'yes'"),
        (["--no-color=1"], "The option '--no-color' does not take a value, but was given '1'"),
    ])
    func usageMistakes(words: [String], message: String) {
        #expect(throws: CommandLineError.self) { try ParsedArguments(parsing: words, for: spec) }
        do {
            _ = try ParsedArguments(parsing: words, for: spec)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func argumentCountMistakes() {
        #expect(throws: CommandLineError.missingArgument("<key>")) {
            try ParsedArguments(parsing: [], for: SampleAddCommand.spec)
        }
        #expect(throws: CommandLineError.unexpectedArgument("extra")) {
            try ParsedArguments(parsing: ["key", "value", "extra"], for: SampleAddCommand.spec)
        }
        #expect(CommandLineError.missingArgument("<key>").description == "Missing expected argument '<key>'")
        #expect(CommandLineError.unexpectedArgument("foo").description == "Unexpected argument 'foo'")
    }

    @Test func suggestionsOnlyForLikelyTypos() {
        #expect(Suggestion.closest(to: "chek", in: ["check", "format"]) == "check")
        #expect(Suggestion.closest(to: "--verison", in: ["--version", "--help"]) == "--version")
        #expect(Suggestion.closest(to: "--x", in: ["--y"]) == nil)
        #expect(Suggestion.closest(to: "foo", in: ["format", "sync"]) == nil)
        #expect(Suggestion.closest(to: "anything", in: []) == nil)
        #expect(Suggestion.editDistance(Array("hepl"), Array("help")) == 1)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
    }
}

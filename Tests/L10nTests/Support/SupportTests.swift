import Foundation
import Testing

/// The helpers other tests trust: a broken golden check would let every output change through.
@Suite struct SupportTests {
    @Test func goldenMatchPasses() throws {
        let file = try TempDirectory.write("same\n", to: "golden.txt", in: TempDirectory.make())
        Golden.assertMatches("same\n", goldenFile: file, update: false, sourceLocation: #_sourceLocation)
    }

    @Test func goldenMismatchFailsAndNamesTheFirstDifference() throws {
        let file = try TempDirectory.write("a\nb\nc\n", to: "golden.txt", in: TempDirectory.make())
        withKnownIssue {
            Golden.assertMatches("a\nbx\nc\n", goldenFile: file, update: false, sourceLocation: #_sourceLocation)
        } matching: { issue in
            String(describing: issue).contains(#"line 2, column 2: expected "b", got "bx""#)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "a\nb\nc\n")
    }

    @Test func missingGoldenIsWrittenAndFails() throws {
        let file = try TempDirectory.make().appendingPathComponent("new/golden.txt")
        withKnownIssue {
            Golden.assertMatches("fresh\n", goldenFile: file, update: false, sourceLocation: #_sourceLocation)
        } matching: { issue in
            String(describing: issue).contains("was missing")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "fresh\n")
    }

    @Test func updateRewritesAndFails() throws {
        let file = try TempDirectory.write("old\n", to: "golden.txt", in: TempDirectory.make())
        withKnownIssue {
            Golden.assertMatches("new\n", goldenFile: file, update: true, sourceLocation: #_sourceLocation)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "new\n")
    }

    @Test func firstDifferenceReportsEndOfFile() {
        #expect(Golden.firstDifference("a\n", "a\nb\n") == #"line 2, column 1: expected "", got "b""#)
        #expect(Golden.firstDifference("a", "a\n") == #"line 2, column 1: expected end of file, got """#)
    }

    @Test func binaryIsFoundAndItsStreamsAreKeptApart() throws {
        let result = try L10nBinary.run(["bogus"], in: TempDirectory.make())
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: Unknown subcommand 'bogus'"))
    }

    @Test(.enabled(if: Corpus.directory != nil, "../shared/corpus is not present"))
    func corpusIsAFolder() throws {
        let corpus = try #require(Corpus.directory)
        #expect(corpus.lastPathComponent == "corpus")
    }
}

import Foundation
import Testing
@testable import L10nChecks

/// The fixes `hardcoded-string` and `xcode-symbols` suggest are pasted into a shell: each text
/// must come back from `/bin/sh` byte for byte, also where a combining mark joins one of the
/// shell's special characters into another Character (a `"` so joined used to end the quotes).
@Suite struct ShellQuotingTests {
    static let texts: [String] = {
        var texts = ["", "Balance", "Hello, %@", "caf\u{E9}", "cafe\u{301}", "中文 😀", "line\nbreak", "100%", "a'b",
                     // GREEK VARIA is canonically a backtick to Swift's ==, but not to the shell.
                     "a\u{1FEF}b"]
        for special in ["\"", "\\", "$", "`"] {
            texts += [special, special + "\u{301}", "Pay \(special)5 now", special + special, "\u{301}" + special]
        }
        return texts
    }()

    @Test(arguments: texts)
    func aDoubleQuotedTextIsReadBackByTheShellUnchanged(_ text: String) throws {
        #expect(try Self.shellReadsBack(ShellQuoting.doubleQuoted(text)) == Array(text.utf8))
    }

    @Test(arguments: texts + ["shop.home.title", "shop.home-2_b", "tienda.año"])
    func aWordIsReadBackByTheShellUnchanged(_ text: String) throws {
        #expect(try Self.shellReadsBack(ShellQuoting.word(text)) == Array(text.utf8))
    }

    @Test func onlyTheFourSpecialBytesAreEscapedAndPlainWordsStayBare() {
        #expect(ShellQuoting.doubleQuoted("Pay $5") == "\"Pay \\$5\"")
        #expect(ShellQuoting.doubleQuoted("\"\u{301}") == "\"\\\"\u{301}\"")
        #expect(ShellQuoting.doubleQuoted("a\u{1FEF}b") == "\"a\u{1FEF}b\"")
        #expect(ShellQuoting.word("shop.home-2_b") == "shop.home-2_b")
        #expect(ShellQuoting.word("shop home") == "\"shop home\"")
        #expect(ShellQuoting.word("") == "\"\"")
    }

    /// The bytes `printf %s` prints for the quoted word, as the shell parses it.
    static func shellReadsBack(_ quoted: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "printf %s " + quoted]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(bytes)
    }
}

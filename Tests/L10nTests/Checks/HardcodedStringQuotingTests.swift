import Testing
@testable import L10nChecks

/// `hardcoded-string`'s fix quotes each text for the shell by its bytes when none of them needs
/// a backslash (issue 28): held here to the walk by Characters it skips.
@Suite struct HardcodedStringQuotingTests {
    /// The quoting by Characters, as it was for every text.
    static func reference(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            if "\"\\$`".contains(character) { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    @Test func quotingByBytesIsTheQuotingByCharacters() {
        // Each character the shell reads specially, alone, with a combining mark after it (then
        // one Character that is none of them), in a text with others, and texts with none.
        var texts = ["", "Balance", "Hello, %@", "caf\u{E9}", "cafe\u{301}", "中文 😀", "line\nbreak", "100%", "a'b"]
        for special in ["\"", "\\", "$", "`"] {
            texts += [special, special + "\u{301}", "Pay \(special)5 now", special + special, "\u{301}" + special]
        }
        for text in texts {
            let quoted = HardcodedStringCheck.shellQuoted(text)
            #expect(Array(quoted.utf8) == Array(Self.reference(text).utf8), "\(text.debugDescription)")
        }
        #expect(HardcodedStringCheck.shellQuoted("Pay $5") == "\"Pay \\$5\"")
        #expect(HardcodedStringCheck.shellQuoted("$\u{301}") == "\"$\u{301}\"")
    }
}

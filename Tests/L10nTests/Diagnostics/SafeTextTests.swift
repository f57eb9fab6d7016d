import Testing
@testable import L10nCore

@Suite struct SafeTextTests {
    @Test func plainTextIsReturnedAsItIs() {
        for text in ["", "Catalogs/Offers/Offers.xcstrings", "Ünïcödé ✓ 日本語 عربى", "tab-free, quote \" and \\"] {
            #expect(SafeText.escaped(text) == text)
        }
    }

    @Test func controlCharactersAndLineSeparatorsAreEscaped() {
        #expect("a\nb\rc\td".printable == #"a\nb\rc\td"#)
        #expect("\u{1B}[31mred\u{7F}\u{0}".printable == #"\u{1B}[31mred\u{7F}\u{0}"#)
        #expect("next\u{85}line\u{2028}sep\u{2029}para".printable == #"next\u{85}line\u{2028}sep\u{2029}para"#)
        #expect("\r\n".printable == #"\r\n"#)
    }

    @Test func quotesAreEscapedOnlyWhenAsked() {
        #expect(SafeText.escaped("say \"hi\" \\ now", quotes: true) == #"say \"hi\" \\ now"#)
        #expect(SafeText.escaped("say \"hi\"") == "say \"hi\"")
    }

    /// Each report's scalar escape agrees with the whole-text one.
    @Test func scalarEscapesMatch() {
        for scalar in ["\u{0}", "\u{1B}", "\u{7F}", "\u{9F}", "\u{2028}", "a", "é", "\u{A0}"] as [Unicode.Scalar] {
            #expect(SafeText.escape(scalar) == (SafeText.escaped(String(scalar)) == String(scalar) ? nil : SafeText.escaped(String(scalar))))
        }
    }
}

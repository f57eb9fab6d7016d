import Testing
@testable import L10nCore
@testable import L10nExchange

/// The `.strings` reader: every encoding, comment, escape and bare form Foundation reads.
@Suite struct StringsFileTests {
    private func entries(_ text: String) throws -> [String] {
        try StringsFile.parse(Array(text.utf8)).entries.map(describe)
    }

    private func describe(_ entry: StringsFile.Entry) -> String {
        "\(entry.location.line):\(entry.location.column) \(entry.key)=\(entry.value)" + (entry.comment.map { " //\($0)" } ?? "")
    }

    private func failure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try StringsFile.parse(bytes)
            return nil
        } catch {
            return "\(error.location.line):\(error.location.column): \(error.message)"
        }
    }

    private func utf16(_ text: String, bigEndian: Bool, byteOrderMark: Bool) -> [UInt8] {
        var bytes: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return bytes
    }

    @Test func quotedPairsWithTheirComments() throws {
        let text = """
            /* File header */

            // Menu
            "menu.about" = "About";
            "menu.quit" = "Quit";
            /* First */ /* Second */
            "both" = "Two comments";
            /* No comment provided by engineer. */
            "none" = "Genstrings' default";
            """
        #expect(try entries(text) == [
            "4:1 menu.about=About //Menu", "5:1 menu.quit=Quit", "7:1 both=Two comments //Second", "9:1 none=Genstrings' default",
        ])
    }

    @Test func everyEscape() throws {
        let text = #"""
            "k" = "a\nb\tc\rd\"e\'f\\g\U00e9\u00E9\101\0\aX\bX\fX\vX\UD83D\UDE00\q";
            """#
        let value = try StringsFile.parse(Array(text.utf8)).entries[0].value
        #expect(Array(value.unicodeScalars) == Array("a\nb\tc\rd\"e'f\\géé" .unicodeScalars) + ["A", "\u{0}", "\u{07}", "X", "\u{08}", "X", "\u{0C}", "X", "\u{0B}", "X", "😀", "q"])
    }

    @Test func bareKeysAndValuesAndKeyOnlyStatements() throws {
        #expect(try entries("key_1 = value.with/odd:chars-$+;\n\"only\";\nk='single';") == [
            "1:1 key_1=value.with/odd:chars-$+", "2:1 only=only", "3:1 k=single",
        ])
    }

    @Test func aRepeatedKeyKeepsItsLastValueAtItsFirstPlace() throws {
        #expect(try entries("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";") == ["3:1 a=3", "2:1 b=2"])
    }

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func utf16EitherByteOrderWithOrWithoutMark(bigEndian: Bool, byteOrderMark: Bool) throws {
        let bytes = utf16("/* Café */\n\"clé\" = \"Ünïcødé 😀\";", bigEndian: bigEndian, byteOrderMark: byteOrderMark)
        let file = try StringsFile.parse(bytes)
        #expect(file.entries.map(describe) == ["2:1 clé=Ünïcødé 😀 //Café"])
    }

    /// ASCII in UTF-16 is valid UTF-8 too; its zero bytes say which it is.
    @Test(arguments: [true, false])
    func asciiUTF16WithoutMark(bigEndian: Bool) throws {
        #expect(try StringsFile.parse(utf16("title = Home;", bigEndian: bigEndian, byteOrderMark: false)).entries.map(describe) == ["1:1 title=Home"])
    }

    @Test func utf8WithByteOrderMark() throws {
        #expect(try StringsFile.parse([0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8)).entries.map(describe) == ["1:1 a=b"])
    }

    @Test func errorsNameTheirLineAndColumn() {
        #expect(failure(Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8)) == "2:1: expected ';' after the value of 'a'")
        #expect(failure(Array("\"a\" = \"b;\n".utf8)) == "1:7: unterminated string")
        #expect(failure(Array("\"a\" = \"b\";\n  /* open".utf8)) == "2:3: unterminated comment")
        #expect(failure(Array("\"é\" = = \"b\";".utf8)) == "1:8: expected a value, found '='")
        #expect(failure(Array("\"a\" =".utf8)) == "1:6: expected a value, found the end of the file")
        #expect(failure(Array("\"a\" = \"\\UD83D\";".utf8)) == "1:8: '\\U' names half of a surrogate pair without the other half")
        #expect(failure([0x22, 0xC3, 0x28, 0x22, 0x3B]) == "1:1: the file is neither UTF-8 nor UTF-16; save it as UTF-8")
        #expect(failure([0x22, 0x00, 0x61]) == "1:1: the file is neither UTF-8 nor UTF-16; save it as UTF-8")
    }

    @Test func emptyAndCommentOnlyFilesHaveNoEntries() throws {
        #expect(try entries("") == [])
        #expect(try entries("/* Do not remove */\n// nothing\n") == [])
    }
}

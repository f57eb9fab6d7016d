import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON

/// The reader's word-at-a-time scanning and its table of short strings (issue 28) must give
/// exactly what reading byte by byte and `String(decoding:as:)` give.
@Suite struct JSONReaderShortcutTests {
    /// The bytes a string's scan stops at: quote, backslash, control and non-ASCII.
    static func needsAttention(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80
    }

    @Test func theLowestMarkedByteIsTheFirstThatNeedsAttention() {
        // Every byte value at every position, after plain text and after bytes that borrow.
        let fillers: [UInt8] = [UInt8(ascii: "a"), 0x20, 0x21, 0x23, 0x5D, 0x5B, 0x7F, 0x00, 0x01, 0x22]
        var checked = 0
        for filler in fillers {
            for position in 0..<8 {
                for byte in 0...255 as ClosedRange<UInt8> {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                    bytes[position] = byte
                    for above in (position + 1)..<9 where above < 8 { bytes[above] = filler }
                    let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                    let marks = Reader<JSONTreeBuilder>.specialBytes(word)
                    let first = bytes.firstIndex(where: Self.needsAttention)
                    #expect((marks == 0 ? nil : marks.trailingZeroBitCount >> 3) == first, "\(bytes)")
                    checked += 1
                }
            }
        }
        #expect(checked == fillers.count * 8 * 256)
    }

    @Test func shortStringsAreWhatDecodingMakes() {
        var texts: [[UInt8]] = [[], [0], [0, 0], Array("a".utf8), Array("a\u{0}".utf8), Array("stringUnit".utf8), Array("state".utf8),
                                Array("value".utf8), Array("translated".utf8), Array("123456789012345".utf8), Array("1234567890123456".utf8),
                                Array("é".utf8), Array("e\u{301}".utf8), Array("👍👍👍".utf8), [0xFF], [0xC3], [0xE2, 0x82, 0x41]]
        var generator = SeededGenerator(state: 28)
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 18)
            texts.append((0..<count).map { _ in [UInt8(ascii: "a"), UInt8(ascii: "b"), 0, 0xC3, 0xA9, 0xFF][Int(generator.next() % 6)] })
        }
        let table = ShortStrings()
        // Twice over, so that later look-ups hit what earlier ones stored, and collide.
        for text in texts + texts.reversed() {
            let made = text.withUnsafeBufferPointer { table.string($0) }
            let decoded = String(decoding: text, as: UTF8.self)
            #expect(Array(made.utf8) == Array(decoded.utf8), "\(text)")
        }
    }

    /// The table's packing, read by loads that overlap, is the bytes copied into two
    /// zero-padded little-endian words with their count in the top byte: for every length,
    /// every kind of byte at every position, each text alone in an allocation of its size.
    @Test func shortStringPackingIsTheBytesCopiedIntoPlace() {
        func copied(_ bytes: [UInt8]) -> (low: UInt64, high: UInt64) {
            var words: (low: UInt64, high: UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { $0.copyBytes(from: bytes) }
            return (UInt64(littleEndian: words.low), UInt64(littleEndian: words.high) | UInt64(bytes.count) << 56)
        }
        var checked = 0
        for count in 0...15 {
            for position in 0..<max(count, 1) {
                for byte: UInt8 in [0x00, 0x01, 0x22, 0x41, 0x7F, 0x80, 0xC3, 0xFF] {
                    var bytes = (0..<count).map { UInt8(truncatingIfNeeded: 0x61 + $0) }
                    if count > 0 { bytes[position] = byte }
                    let text = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
                    defer { text.deallocate() }
                    text.initialize(from: bytes, count: count)
                    let packed = ShortStrings.packing(text, count: count)
                    let expected = copied(bytes)
                    #expect(packed.low == expected.low && packed.high == expected.high, "\(bytes)")
                    checked += 1
                }
            }
        }
        #expect(checked == 8 * (1 + (1...15).reduce(0, +)))
    }

    /// Runs of spaces of every length before every kind of byte, inside and between values.
    @Test func spacesOfEveryLengthAreSkippedToTheirEnd() throws {
        for count in 0..<40 {
            let spaces = String(repeating: " ", count: count)
            let text = "{\(spaces)\"a\(spaces)b\"\(spaces):\(spaces)[\(spaces)1\(spaces),\(spaces)\"\(spaces)\"\(spaces)]\(spaces)\n\(spaces)}\(spaces)"
            let bytes = Array(text.utf8)
            let document = try JSONParser.parse(bytes)
            guard case .array(let elements)? = document.root["a\(spaces)b"] else {
                Issue.record("not read: \(text.debugDescription)")
                continue
            }
            #expect(elements.map(\.value.stringValue) == [nil, spaces])
            // Columns count every byte of the line: the `1` is where its byte is.
            let one = try #require(bytes.firstIndex(of: UInt8(ascii: "1")))
            #expect(elements.first?.position == JSONPosition(line: 1, column: one + 1))
        }
        // The error after a run of spaces is placed where the bad byte is.
        for count in 0..<20 {
            let text = "{\"a\" :" + String(repeating: " ", count: count) + "x}"
            #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(text.utf8)) }
            do {
                _ = try JSONParser.parse(Array(text.utf8))
            } catch {
                #expect(error.location.column == 7 + count, "\(count)")
            }
        }
    }

    /// Xcode's separator ` : ` is read in one step (issue 28) before a value that is not white
    /// space: every spelling of the separator, before every kind of value and every error, reads
    /// the same tree, or fails with the same message at the byte that is wrong.
    @Test func everySpellingOfTheSeparatorReadsTheSame() throws {
        let separators = [" : ", ":", " :", ": ", "  :  ", " :\n  ", " : \t", "\t:\t", " :\r\n"]
        let values = ["{ \"a\" : 1 }", "\"v\"", "12", "-1", "true", "null", "[ 1 ]", "x", "}", ",", "\u{01}"]
        for value in values {
            var reads: [String: String] = [:]
            for separator in separators {
                let text = "{ \"k\"" + separator + value + " }"
                let bytes = Array(text.utf8)
                // The value's first byte, and its column on its line.
                let valueStart = text.utf8.count - value.utf8.count - 2
                let lineStart = (bytes[..<valueStart].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
                let read: String
                do {
                    let root = try JSONParser.parse(bytes).root
                    var written = JSONWriter.write(JSONDocument(root: root))
                    written.removeAll { $0 == UInt8(ascii: "\n") }
                    read = String(decoding: written, as: UTF8.self)
                } catch {
                    #expect(error.location.column == valueStart - lineStart + 1, "\(text.debugDescription)")
                    read = error.message
                }
                reads[separator] = read
            }
            #expect(Set(reads.values).count == 1, "\(value.debugDescription): \(reads)")
        }
    }
}

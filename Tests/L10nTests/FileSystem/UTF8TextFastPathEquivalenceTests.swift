import Testing
@testable import L10nCore

/// `UTF8Text.decode` hands only the bytes from the first non-ASCII one to the decoder (issue 28:
/// validating a 40 MB key file byte by byte cost 20 instructions a byte). It must accept and
/// reject exactly what decoding every byte does, kept here as the reference.
@Suite struct UTF8TextFastPathEquivalenceTests {
    static func reference(_ bytes: [UInt8]) -> String? {
        let hadError = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
        return hadError ? nil : String(decoding: bytes, as: UTF8.self)
    }

    @Test func decodingFromTheFirstNonASCIIByteAcceptsWhatDecodingEveryByteAccepts() {
        // Valid sequences of each length, and each way a sequence can be invalid: a lone
        // continuation byte, a truncated sequence, an overlong form, a surrogate, past U+10FFFF,
        // bytes UTF-8 never uses.
        let pieces: [[UInt8]] = [
            [], [0x61], [0x00], [0x7F], Array("é".utf8), Array("中".utf8), Array("😀".utf8), [0xEF, 0xBB, 0xBF],
            [0x80], [0xBF], [0xC3], [0xE4, 0xB8], [0xF0, 0x9F, 0x98], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFE], [0xFF],
            Array("static let title = LocalizedStringResource(\"shop.home.title\")\n".utf8),
        ]
        var rejected = 0
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let bytes = first + second + third
                    let decoded = UTF8Text.decode(bytes)
                    #expect(decoded == Self.reference(bytes), "\(bytes)")
                    #expect(decoded.map { Array($0.utf8) == bytes } ?? true, "\(bytes)")
                    // check reads a key file whose bytes this finds valid without decoding it.
                    #expect((UTF8Text.firstInvalidOffset(bytes) == nil) == (decoded != nil), "\(bytes)")
                    if decoded == nil { rejected += 1 }
                }
            }
        }
        #expect(rejected > 1000)
        let long = Array(repeating: UInt8(ascii: "a"), count: 1000)
        #expect(UTF8Text.decode(long + [0x80] + long) == nil)
        #expect(UTF8Text.decode(long + Array("é".utf8) + long) == String(repeating: "a", count: 1000) + "é" + String(repeating: "a", count: 1000))
    }
}

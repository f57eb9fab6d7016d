import Foundation
/// Rewrites JSON text in Xcode's catalog style straight from the reader's events, without
/// building a tree: `format` on a 40 MB catalog then needs little more memory than the input
/// and the output.
package enum JSONReformatter {
    package struct Result {
        package var output: [UInt8]
        /// The content digest of the input, to prove the output holds the same content.
        package var digest: JSONDigest
    }

    static func reformat(_ bytes: [UInt8]) throws(JSONParseError) -> Result {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try reformat(buffer, progress: nil) }
    }

    /// `progress` hears how far the reader got, so a mapped input can hand its pages back.
    package static func reformat(_ buffer: UnsafeBufferPointer<UInt8>, progress: ((Int) -> Void)?) throws(JSONParseError) -> Result {
        var emitter = Emitter()
        let outcome = try JSONReader.read(buffer, into: &emitter, progress: progress)
        var output = Output()
        swap(&output, &emitter.output)
        if outcome.hasByteOrderMark { output.bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
        if outcome.hasTrailingNewline { output.bytes.append(0x0A) }
        emitter.digest.frame(outcome)
        return Result(output: output.bytes, digest: emitter.digest)
    }

    /// Whether `buffer` is laid out exactly as ``reformat(_:progress:)`` would write it, found
    /// without writing it: the output is compared with the input a slice at a time.
    package static func isFormatted(_ buffer: UnsafeBufferPointer<UInt8>, progress: ((Int) -> Void)?) throws(JSONParseError) -> Bool {
        var emitter = Emitter(expected: buffer)
        let outcome = try JSONReader.read(buffer, into: &emitter, progress: progress)
        if outcome.hasTrailingNewline { emitter.output.bytes.append(0x0A) }
        emitter.compare()
        return emitter.matches && emitter.compared == buffer.count
    }

    private struct Emitter: JSONEvents {
        var output = Output()
        var digest = JSONDigest()
        /// When checking a layout: the input, how much of it the output has matched so far,
        /// and whether all of it did. No digest is taken then.
        var expected: UnsafeBufferPointer<UInt8>?
        var compared = 0
        var matches = true

        init(expected: UnsafeBufferPointer<UInt8>? = nil) {
            self.expected = expected
            if let expected, expected.starts(with: [0xEF, 0xBB, 0xBF]) { compared = 3 }
        }

        /// Reserved here, once the reader owns the emitter, so no copy of it shares the buffer.
        package mutating func begin(inputSize: Int) {
            if expected != nil {
                output.bytes.reserveCapacity(Self.slice + (1 << 12))
            } else {
                output.bytes.reserveCapacity(inputSize + inputSize / 8)
            }
        }

        static let slice = 1 << 15

        /// Compares the output written since the last call with the input, and lets it go.
        mutating func compare() {
            guard let expected, matches else { output.bytes.removeAll(keepingCapacity: true); return }
            let count = output.bytes.count
            matches = compared + count <= expected.count
                && output.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, expected.baseAddress! + compared, count) == 0 }
            compared += count
            output.bytes.removeAll(keepingCapacity: true)
        }

        private mutating func compareIfFull() {
            if expected != nil, output.bytes.count >= Self.slice { compare() }
        }

        mutating func beginObject() {
            output.bytes.append(UInt8(ascii: "{"))
            digest.beginObject()
        }

        mutating func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, index: Int, depth: Int) {
            output.separator(isFirst: index == 0)
            output.indent(depth)
            output.string(key)
            output.bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
            if expected == nil { digest.key(key, position: position, index: index, depth: depth) } else { compareIfFull() }
        }

        mutating func endMember(_ value: Void) {}

        mutating func endObject(count: Int, depth: Int) {
            output.close(UInt8(ascii: "}"), isEmpty: count == 0, depth: depth - 1)
            digest.end()
        }

        mutating func beginArray() {
            output.bytes.append(UInt8(ascii: "["))
            digest.beginArray()
        }

        mutating func beginElement(position: JSONPosition, index: Int, depth: Int) {
            output.separator(isFirst: index == 0)
            output.indent(depth)
        }

        mutating func endElement(_ value: Void) {}

        mutating func endArray(count: Int, depth: Int) {
            output.close(UInt8(ascii: "]"), isEmpty: count == 0, depth: depth - 1)
            digest.end()
        }

        mutating func string(_ text: UnsafeBufferPointer<UInt8>) {
            output.string(text)
            if expected == nil { digest.string(text) } else { compareIfFull() }
        }

        mutating func number(_ text: UnsafeBufferPointer<UInt8>) {
            output.bytes.append(contentsOf: text)
            digest.number(text)
        }

        mutating func bool(_ value: Bool) {
            output.bytes.append(contentsOf: (value ? "true" : "false").utf8)
            digest.literal(value ? 1 : 0)
        }

        mutating func null() {
            output.bytes.append(contentsOf: "null".utf8)
            digest.literal(2)
        }
    }
}

/// A 128-bit digest of a JSON text's content (structure, keys in order, decoded strings,
/// number text), blind to layout and escaping. Two texts with equal digests hold the same
/// content, which is how a rewrite proves it lost nothing without a second tree in memory.
package struct JSONDigest: Equatable, JSONEvents {
    private var first: UInt64 = 0xCBF2_9CE4_8422_2325
    private var second: UInt64 = 0x6C62_272E_07BB_0142

    package static func of(_ bytes: [UInt8]) throws(JSONParseError) -> JSONDigest {
        var digest = JSONDigest()
        let outcome = try JSONReader.read(bytes, into: &digest)
        digest.frame(outcome)
        return digest
    }

    /// The digest of a tree, equal to the digest of any text that holds the same content.
    package static func of(_ document: JSONDocument) -> JSONDigest {
        var digest = JSONDigest()
        digest.add(document.root)
        digest.frame(JSONReader.Outcome(root: (), hasByteOrderMark: document.hasByteOrderMark, hasTrailingNewline: document.hasTrailingNewline))
        return digest
    }

    private mutating func add(_ value: JSONValue) {
        switch value {
        case .object(let members):
            beginObject()
            for member in members {
                withUTF8(member.key) { $0.mix(tag: UInt8(ascii: "k"), $1) }
                add(member.value)
            }
            end()
        case .array(let elements):
            beginArray()
            for element in elements { add(element.value) }
            end()
        case .string(let text):
            withUTF8(text) { $0.mix(tag: UInt8(ascii: "s"), $1) }
        case .number(let text):
            withUTF8(text) { $0.mix(tag: UInt8(ascii: "n"), $1) }
        case .bool(let flag):
            literal(flag ? 1 : 0)
        case .null:
            literal(2)
        }
    }

    private mutating func withUTF8(_ text: String, _ body: (inout JSONDigest, UnsafeBufferPointer<UInt8>) -> Void) {
        var contiguous = text
        contiguous.makeContiguousUTF8()
        var digest = self
        _ = contiguous.utf8.withContiguousStorageIfAvailable { body(&digest, $0) }
        self = digest
    }

    /// The byte order mark and final newline are part of what a rewrite must keep.
    mutating func frame<Value>(_ outcome: JSONReader.Outcome<Value>) {
        literal(outcome.hasByteOrderMark ? 3 : 4)
        literal(outcome.hasTrailingNewline ? 5 : 6)
    }

    private mutating func mix(_ byte: UInt8) {
        first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        second = (second ^ UInt64(byte)) &* 0x9E37_79B9_7F4A_7C15 ^ (second >> 29)
    }

    /// Eight bytes at a time, then the rest one by one: texts are most of what is digested.
    private mutating func mix(word: UInt64) {
        first = (first ^ word) &* 0x0000_0100_0000_01B3
        // Multiplying carries low bits up only: the high ones are folded back down.
        first ^= first >> 32
        second = (second ^ word) &* 0x9E37_79B9_7F4A_7C15 ^ (second >> 29)
    }

    fileprivate mutating func mix(tag: UInt8, _ text: UnsafeBufferPointer<UInt8>) {
        mix(tag)
        // The length keeps `"ab","c"` apart from `"a","bc"`.
        mix(word: UInt64(text.count))
        var index = 0
        if let start = text.baseAddress {
            while index + 8 <= text.count {
                mix(word: UInt64(littleEndian: UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)))
                index += 8
            }
        }
        while index < text.count {
            mix(text[index])
            index += 1
        }
    }

    package mutating func beginObject() { mix(UInt8(ascii: "{")) }
    package mutating func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, index: Int, depth: Int) { mix(tag: UInt8(ascii: "k"), key) }
    package mutating func endMember(_ value: Void) {}
    package mutating func endObject(count: Int, depth: Int) { end() }
    package mutating func beginArray() { mix(UInt8(ascii: "[")) }
    package mutating func beginElement(position: JSONPosition, index: Int, depth: Int) {}
    package mutating func endElement(_ value: Void) {}
    package mutating func endArray(count: Int, depth: Int) { end() }
    package mutating func string(_ text: UnsafeBufferPointer<UInt8>) { mix(tag: UInt8(ascii: "s"), text) }
    package mutating func number(_ text: UnsafeBufferPointer<UInt8>) { mix(tag: UInt8(ascii: "n"), text) }
    package mutating func bool(_ value: Bool) { literal(value ? 1 : 0) }
    package mutating func null() { literal(2) }

    mutating func end() { mix(UInt8(ascii: "}")) }
    mutating func literal(_ code: UInt8) { mix(UInt8(ascii: "l")); mix(code) }
}

/// A small fixed set of words looked up by their UTF-8 bytes without allocating a `String`:
/// readers of Swift ask it about every identifier they pass, millions of times on a large app.
package struct UTF8WordTable<Value: Sendable>: Sendable {
    private struct Word: Sendable {
        var bytes: [UInt8]
        var value: Value
    }

    /// Words grouped by byte length; longer words than the table holds are in the last group.
    private let byLength: [[Word]]

    package init(_ words: [(String, Value)]) {
        var groups = Array(repeating: [Word](), count: 33)
        for (word, value) in words {
            let bytes = Array(word.utf8)
            groups[min(bytes.count, 32)].append(Word(bytes: bytes, value: value))
        }
        byLength = groups
    }

    /// The value of the word `bytes` spell, or nil when they spell none of the words.
    @inline(__always)
    package func value(of bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        let group = byLength[min(bytes.count, 32)]
        guard !group.isEmpty, let first = bytes.first else { return nil }
        for word in group where word.bytes[0] == first {
            if word.bytes.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) { return word.value }
        }
        return nil
    }
}

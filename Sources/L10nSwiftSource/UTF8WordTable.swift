/// A small fixed set of words looked up by their UTF-8 bytes without allocating a `String`:
/// readers of Swift ask it about every identifier they pass, millions of times on a large app.
/// Words are bucketed by length and first byte, so most lookups end after one comparison.
package struct UTF8WordTable<Value: Sendable>: Sendable {
    /// Lengths at or above this share the last buckets.
    @usableFromInline static var maxLength: Int { 32 }

    /// For bucket `b`, the words `b`'s entries: indices `bucketStarts[b]..<bucketStarts[b + 1]`
    /// of the arrays below. Kept apart rather than as tuples with the value, and the lookup
    /// inlined into its callers, so a lookup in another module needs no runtime type metadata
    /// (that was a tenth of scanning an app).
    @usableFromInline let bucketStarts: [Int32]
    /// Each word's start in `bytes` and its length.
    @usableFromInline let offsets: [Int32]
    @usableFromInline let counts: [Int32]
    @usableFromInline let values: [Value]
    /// Every word's bytes, one after another.
    @usableFromInline let bytes: [UInt8]

    package init(_ words: [(String, Value)]) {
        func bucket(_ word: [UInt8]) -> Int { min(word.count, Self.maxLength) * 256 + Int(word[0]) }
        let sorted = words.map { (Array($0.0.utf8), $0.1) }.filter { !$0.0.isEmpty }.sorted { bucket($0.0) < bucket($1.0) }
        var starts = [Int32](repeating: 0, count: (Self.maxLength + 1) * 256 + 1)
        var offsets: [Int32] = []
        var counts: [Int32] = []
        var values: [Value] = []
        var bytes: [UInt8] = []
        for (word, value) in sorted {
            starts[bucket(word) + 1] += 1
            offsets.append(Int32(bytes.count))
            counts.append(Int32(word.count))
            values.append(value)
            bytes += word
        }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        bucketStarts = starts
        self.offsets = offsets
        self.counts = counts
        self.values = values
        self.bytes = bytes
    }

    /// The value of the word `bytes` spell, or nil when they spell none of the words. Inlined
    /// where it is asked in this module: called, a look-up of the lexer's cost about 110
    /// instructions. Another module gets no `package` function's body, so it calls one of the
    /// specializations below: left generic there, the look-up cost about a hundred
    /// instructions, 400,000 times for each core scanning an app.
    @_specialize(exported: true, where Value == Int)
    @_specialize(exported: true, where Value == UInt8)
    @_specialize(exported: true, where Value == String)
    @inlinable @inline(__always)
    package func value(of word: UnsafeBufferPointer<UInt8>) -> Value? {
        guard let first = word.first else { return nil }
        let bucket = min(word.count, Self.maxLength) * 256 + Int(first)
        var index = Int(bucketStarts[bucket])
        let end = Int(bucketStarts[bucket + 1])
        while index < end {
            if Int(counts[index]) == word.count {
                // Words are short: a loop beats a call to memcmp.
                var offset = 1
                let start = Int(offsets[index])
                while offset < word.count, bytes[start + offset] == word[offset] { offset += 1 }
                if offset == word.count { return values[index] }
            }
            index += 1
        }
        return nil
    }
}

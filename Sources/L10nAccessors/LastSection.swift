/// What a loop over a key file's keys worked out for the last ASCII section it met. Accessors of
/// one section come together, and comparing a key's section in place with the last one costs
/// less than splitting the key into new strings (most of keyfile-section and
/// keyfile-identifier-collision at 200,000 keys).
package struct LastSection<Value> {
    private var section: [UInt8] = []
    private var value: Value?

    package init() {}

    /// The value kept for the last section when `key` is ASCII and its section is that one.
    package func value(forKey key: String) -> Value? {
        guard let value else { return nil }
        let same = key.utf8.withContiguousStorageIfAvailable { bytes in
            guard let range = AccessorPlan.asciiSectionAndElementRanges(in: bytes)?.section else { return false }
            return section.elementsEqual(UnsafeBufferPointer(rebasing: bytes[range]))
        }
        return same == true ? value : nil
    }

    /// Keeps `value` for `key`'s section when `key` is ASCII; other keys leave the last one kept.
    package mutating func keep(_ value: Value, forKey key: String) {
        let section = key.utf8.withContiguousStorageIfAvailable { bytes in
            AccessorPlan.asciiSectionAndElementRanges(in: bytes).map { Array(UnsafeBufferPointer(rebasing: bytes[$0.section])) }
        }
        guard let section = section ?? nil else { return }
        self.section = section
        self.value = value
    }
}

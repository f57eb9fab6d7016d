#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// What a loop over a key file's keys worked out for the last ASCII section it met. Accessors of
/// one section come together, and comparing a key's section in place with the last one costs
/// less than splitting the key into new strings (most of keyfile-section and
/// keyfile-identifier-collision at 200,000 keys).
package struct LastSection<Value> {
    private var section: [UInt8] = []
    /// The last key through its second dot, when it has one: a key that starts with these
    /// bytes and is ASCII after them has the same section, found without looking for its dots
    /// (500 instructions a key before, 12 M of `check` at 20,000 keys).
    private var prefix: [UInt8]?
    private var value: Value?

    package init() {}

    /// The value kept for the last section when `key` is ASCII and its section is that one.
    package func value(forKey key: String) -> Value? {
        guard let value else { return nil }
        let same = key.utf8.withContiguousStorageIfAvailable { bytes in
            if let prefix, bytes.count >= prefix.count,
               prefix.withUnsafeBufferPointer({ memcmp(bytes.baseAddress!, $0.baseAddress!, $0.count) == 0 }) {
                return Self.isASCII(UnsafeBufferPointer(rebasing: bytes[prefix.count...]))
            }
            guard let range = AccessorPlan.asciiSectionAndElementRanges(in: bytes)?.section else { return false }
            return range.count == section.count
                && section.withUnsafeBufferPointer { range.isEmpty || memcmp(bytes.baseAddress! + range.lowerBound, $0.baseAddress!, range.count) == 0 }
        }
        return same == true ? value : nil
    }

    /// Keeps `value` for `key`'s section when `key` is ASCII; other keys leave the last one kept.
    package mutating func keep(_ value: Value, forKey key: String) {
        let kept = key.utf8.withContiguousStorageIfAvailable { bytes -> (section: [UInt8], prefix: [UInt8]?)? in
            guard let ranges = AccessorPlan.asciiSectionAndElementRanges(in: bytes) else { return nil }
            let section = Array(UnsafeBufferPointer(rebasing: bytes[ranges.section]))
            // A key with fewer than two dots has its section at 0 (empty): no prefix holds it.
            let hasSecondDot = ranges.section.lowerBound > 0
            return (section, hasSecondDot ? Array(UnsafeBufferPointer(rebasing: bytes[..<ranges.element.lowerBound])) : nil)
        }
        guard let kept = kept ?? nil else { return }
        (section, prefix) = kept
        self.value = value
    }

    /// Whether every byte is below 0x80.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var (index, seen) = (0, UInt64(0))
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                seen |= base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
        }
        while index < bytes.count {
            seen |= UInt64(bytes[index])
            index += 1
        }
        return seen & 0x8080_8080_8080_8080 == 0
    }
}

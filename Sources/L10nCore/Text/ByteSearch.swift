#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// Whether `needle` occurs in these bytes: each place its byte at `searchedByte` is, found
    /// by `memchr`, is compared with `memcmp`. Most texts never hold what a caller looks for,
    /// and `memchr` passes over them many bytes at a time; a byte the texts seldom hold (the
    /// `y` of `typealias` in Swift source) makes fewer places to compare.
    package func containsBytes(_ needle: [UInt8], searchedByte: Int = 0) -> Bool {
        guard !needle.isEmpty, count >= needle.count, let base = baseAddress else { return false }
        return needle.withUnsafeBufferPointer { needle in
            let byte = Int32(needle[searchedByte])
            // Where the searched byte can be: from its offset in the needle, to where the
            // needle would end with the bytes.
            var next = searchedByte
            let last = count - needle.count + searchedByte
            while next <= last, let found = memchr(base + next, byte, last + 1 - next) {
                let start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) - searchedByte
                if memcmp(base + start, needle.baseAddress!, needle.count) == 0 { return true }
                next = start + searchedByte + 1
            }
            return false
        }
    }

    /// Where `byte` next is, at `start` or after it; nil when it is not (or `start` is past the
    /// end). `memchr` passes over the bytes between many at a time: a line's end in a text
    /// whose lines may hold long values.
    package func index(ofByte byte: UInt8, from start: Int) -> Int? {
        guard start >= 0, start < count, let base = baseAddress,
              let found = memchr(base + start, Int32(byte), count - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}

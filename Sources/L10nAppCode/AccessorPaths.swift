#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// The accessors a reader of scans knows, by the names of their paths below `L10nKey`, each
/// with the reader's number for it (`KeyUsage` numbers the features' accessors): a reference
/// whose names spell one exactly is handed over as that number, with no `String` made for its
/// names, no arrays for it and no `[String]` hashed to find it (about 3,000 instructions for
/// each of an app's references). Only paths of ASCII names are entered and only ASCII names
/// looked up: such names are equal as Strings exactly when their bytes are, so a reference
/// found here names what a look-up of its path as Strings would find, and any other reference
/// is left to that look-up.
package struct AccessorPaths: Sendable {
    /// Each entry's index + 1 by open addressing in a power-of-two table; 0 is empty.
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var numbers: [Int] = []
    /// Entry `e`'s names are `firstName[e]..<firstName[e + 1]`.
    private var firstName: [Int] = [0]
    /// Name `n` is `bytes[nameStart[n]..<nameStart[n + 1]]`.
    private var nameStart: [Int] = [0]
    private var bytes: [UInt8] = []

    /// A table of `paths`, which are distinct as Strings (a dictionary's keys); paths with a
    /// name that is not ASCII are left out.
    package init(_ paths: some Sequence<(path: [String], number: Int)>) {
        var size = 16
        slots = []
        for (path, number) in paths {
            guard !path.isEmpty, path.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { continue }
            var hash = Self.seed
            for name in path {
                bytes += name.utf8
                nameStart.append(bytes.count)
                hash = Self.hash(hash, name.utf8)
            }
            firstName.append(nameStart.count - 1)
            hashes.append(Self.folded(hash))
            numbers.append(number)
        }
        while size < hashes.count * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        for entry in hashes.indices {
            var slot = Int(truncatingIfNeeded: hashes[entry]) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(entry + 1)
        }
    }

    /// The number of the accessor whose path is spelt by the names at `ranges` of `source`
    /// (backticks taken off as ``unquotedName(_:in:)`` does), or nil when no entry's is or a
    /// name is not ASCII.
    func number(ofNames ranges: [Range<Int>], in source: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = source.baseAddress else { return nil }
        // One pass over the names' bytes: their hash, and whether any is not ASCII.
        var hash = Self.seed
        var high: UInt8 = 0
        for range in ranges {
            let name = unquotedName(range, in: source)
            var byte = base + name.lowerBound
            let end = base + name.upperBound
            while byte < end {
                high |= byte.pointee
                hash = Self.mix(hash, byte.pointee)
                byte += 1
            }
            hash = Self.mix(hash, UInt64(name.count))
        }
        guard high < 0x80 else { return nil }
        hash = Self.folded(hash)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = Int(slots[slot]) - 1
            if hashes[entry] == hash, spells(entry, ranges, in: base) { return numbers[entry] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func spells(_ entry: Int, _ ranges: [Range<Int>], in base: UnsafePointer<UInt8>) -> Bool {
        let first = firstName[entry]
        guard firstName[entry + 1] - first == ranges.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            for (offset, range) in ranges.enumerated() {
                let name = unquotedName(range, in: UnsafeBufferPointer(start: base, count: range.upperBound))
                let start = nameStart[first + offset]
                guard nameStart[first + offset + 1] - start == name.count else { return false }
                if name.count > 0, memcmp(stored.baseAddress! + start, base + name.lowerBound, name.count) != 0 { return false }
            }
            return true
        }
    }

    private static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

    /// FNV-1a of the name's bytes, then of its length: names are told apart by their lengths,
    /// not by a separator a backticked name could hold.
    private static func hash(_ start: UInt64, _ name: String.UTF8View) -> UInt64 {
        mix(name.reduce(start) { mix($0, $1) }, UInt64(name.count))
    }

    private static func mix(_ hash: UInt64, _ value: some FixedWidthInteger) -> UInt64 {
        (hash ^ UInt64(value)) &* 0x0000_0100_0000_01B3
    }

    /// The low bits (the slot) made to depend on every byte.
    private static func folded(_ hash: UInt64) -> UInt64 {
        hash ^ (hash >> 29)
    }
}

/// The bytes of the name at `range` without its backticks: `` `default` `` is `default`.
func unquotedName(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    bytes[range.lowerBound] == UInt8(ascii: "`") && range.count > 2 ? (range.lowerBound + 1)..<(range.upperBound - 1) : range
}

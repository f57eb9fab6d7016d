/// An open-addressed set of 64-bit folds (a name's or a key's bytes folded), the cheap
/// first test of the checks that look for two equal names or keys among many: when no fold
/// repeats, nothing can, and the check's exact `String` tables are never made. Equal folds
/// may be a coincidence; the caller then goes through its tables.
struct FoldTable {
    private var slots: [UInt64]
    private let mask: Int

    static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3

    /// Room for `count` folds at half load at most.
    init(count: Int) {
        let capacity = Self.capacity(for: count)
        mask = capacity - 1
        // Zero marks an empty slot; a fold of zero is kept as one.
        slots = [UInt64](repeating: 0, count: capacity)
    }

    /// A fold of `bytes` with `A`...`Z` lowercased, eight bytes at a time (a byte at a time
    /// was 11 instructions a byte); nil when a byte is not ASCII. Equal bytes once lowercased
    /// always fold alike, which is all the table needs of a fold.
    static func asciiLowercasedFold(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var fold = fnvOffset ^ UInt64(bytes.count)
        var seen: UInt64 = 0
        func take(_ word: UInt64) {
            // In each byte below 0x80, adding 0x3F sets bit 7 from `A` on, adding 0x25 from
            // past `Z` on, and no sum carries into the next byte: bit 7 of the one and not the
            // other marks a capital, which gains 0x20. A byte from 0x80 may carry, and is refused.
            let capitals = (word &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(word &+ 0x2525_2525_2525_2525) & 0x8080_8080_8080_8080
            // A multiplier of many bits (the golden ratio's) mixes a whole word, as FNV's does a byte.
            fold = (fold ^ (word | capitals >> 2)) &* 0x9e37_79b9_7f4a_7c15
            fold ^= fold >> 32
            seen |= word
        }
        var offset = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while offset + 8 <= bytes.count {
                take(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
                offset += 8
            }
        }
        if offset < bytes.count {
            let rest = bytes.count - offset
            var word: UInt64 = 0
            if let base = UnsafeRawPointer(bytes.baseAddress), bytes.count >= 8 {
                // The last eight bytes, the ones already taken shifted out: the word the byte
                // loop makes, in one load (the loop was a third of a key's fold).
                word = base.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self).littleEndian >> (8 * (8 - rest))
            } else {
                for shift in 0..<rest { word |= UInt64(bytes[offset + shift]) << (8 * shift) }
            }
            take(word)
        }
        return seen & 0x8080_8080_8080_8080 == 0 ? fold : nil
    }

    /// The slots of an open-addressed table of `count` entries at half load at most: a power of two.
    static func capacity(for count: Int) -> Int {
        var capacity = 16
        while capacity < 2 * count { capacity <<= 1 }
        return capacity
    }

    /// Where `fold`'s probe starts in a table of `mask + 1` slots: fmix64's finish spreads the
    /// fold's bits over the slot number.
    static func slot(of fold: UInt64, mask: Int) -> Int {
        var slot = fold ^ (fold >> 33)
        slot = (slot &* 0xff51_afd7_ed55_8ccd) ^ (slot >> 33)
        return Int(truncatingIfNeeded: slot) & mask
    }

    /// Adds `fold`; false when it was there already.
    mutating func insert(_ fold: UInt64) -> Bool {
        let fold = fold == 0 ? 1 : fold
        var at = Self.slot(of: fold, mask: mask)
        while slots[at] != 0 {
            if slots[at] == fold { return false }
            at = (at + 1) & mask
        }
        slots[at] = fold
        return true
    }
}

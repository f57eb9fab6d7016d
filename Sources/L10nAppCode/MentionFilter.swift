import Foundation

/// Which literals are worth a ``MentionedKey``, told from their bytes before any `String` is
/// made: a reader that looks mentions up among catalogs' keys (`KeyUsage`) needs only those
/// that may be one, and most of an app's literals are none (`"star.fill"`, `"%.2f"`). A
/// literal of ASCII is kept when its bytes hash like an ASCII key's, or like the composed form
/// of a key equal to ASCII text (a Kelvin sign's `K`); any other literal is kept
/// (String equality is canonical equivalence, which its bytes cannot tell).
package struct MentionFilter: Sendable {
    /// The keys' hashes (never 0) by open addressing, in a power-of-two table; 0 is empty.
    private var slots: [UInt64]
    /// Whether a literal with `\(…)` can be a key: only when a key has a placeholder.
    package let keepsInterpolated: Bool
    /// The accessors the reader numbers: a reference that names one is handed over as its
    /// number (``AppCodeScan/namedAccessors``), not as an ``AccessorReference``.
    package var accessors: AccessorPaths?

    /// A filter that keeps every literal equal, as a String, to one of `keys`.
    package init(keys: some Collection<String>, keepsInterpolated: Bool) {
        var size = 16
        while size < keys.count * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        self.keepsInterpolated = keepsInterpolated
        for key in keys {
            // Only an ASCII literal is looked up here, and String equality (canonical
            // equivalence) makes one equal to at most one text of ASCII: the key's composed
            // form (a Kelvin sign is a `K`).
            var ascii = key.utf8.allSatisfy { $0 < 0x80 } ? key : key.precomposedStringWithCanonicalMapping
            guard ascii.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
            let hash = ascii.withUTF8 { Self.hash($0).value }
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[slot] != 0, slots[slot] != hash { slot = (slot + 1) & (size - 1) }
            slots[slot] = hash
        }
    }

    /// Whether the literal whose text is `bytes` (no escape, no interpolation) may be a key.
    package func mayBeKey(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (hash, isASCII) = Self.hash(bytes)
        guard isASCII else { return true }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored == hash { return true }
            if stored == 0 { return false }
            slot = (slot + 1) & mask
        }
    }

    /// Whether a literal whose decoded text is `text` (no interpolation) may be a key.
    package func mayBeKey(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { mayBeKey($0) }
    }

    /// FNV-1a of the bytes, folded so that its low bits (the slot) depend on every byte, never
    /// 0; and whether they are ASCII.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt64, isASCII: Bool) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var high: UInt8 = 0
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            high |= byte
        }
        hash ^= hash >> 29
        return (hash == 0 ? 1 : hash, high < 0x80)
    }
}

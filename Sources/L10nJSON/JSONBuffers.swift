import Foundation
import L10nCore

/// A stack whose top elements leave as a new array by moving, not copying: with an `Array`
/// as the stack every member of a parsed file was retained into its object and released
/// from the stack, a third of the parse.
final class MovingStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity = 64
    private var count = 0

    init() {
        storage = .allocate(capacity: capacity)
    }

    deinit {
        // Left over only when a parse failed half way.
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func push(_ element: consuming Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = grown
            capacity *= 2
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// The top `popped` elements, bottom first.
    func popArray(count popped: Int) -> [Element] {
        precondition(popped <= count, "popping more than was pushed")
        guard popped > 0 else { return [] }
        count -= popped
        let start = storage + count
        // Not `Array(unsafeUninitializedCapacity:)`: its buffer comes from a generic function
        // of the standard library that looks up the array's type metadata on every call, a
        // tenth of reading a large catalog. `reserveCapacity` allocates in specialized code.
        var array: [Element] = []
        array.reserveCapacity(popped)
        for offset in 0..<popped { array.append((start + offset).move()) }
        return array
    }

    /// The same, written over the elements of `array`, which has as many (one a
    /// ``JSONTreeRecycler`` kept): no allocation, and each old element is released as its
    /// place is taken.
    func popArray(count popped: Int, overwriting array: inout [Element]) {
        precondition(popped <= count && array.count == popped, "popping more than was pushed, or into an array of another count")
        count -= popped
        let start = storage + count
        array.withUnsafeMutableBufferPointer { buffer in
            for offset in 0..<popped { buffer[offset] = (start + offset).move() }
        }
    }
}

/// Growable bytes lent out as a buffer pointer without a closure, so the reader can hand
/// decoded text to its events while both are parts of the same mutating value.
final class ScratchBytes {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity = 256
    private var count = 0

    init() {
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
    }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    func removeAll() { count = 0 }

    func append(_ byte: UInt8) {
        reserve(count + 1)
        storage[count] = byte
        count += 1
    }

    func append(contentsOf source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        reserve(count + source.count)
        (storage + count).update(from: base, count: source.count)
        count += source.count
    }

    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let newCapacity = max(needed, capacity * 2)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: storage, count: count)
        storage.deallocate()
        storage = grown
        capacity = newCapacity
    }
}

/// Strings of up to 15 bytes made once and handed out again: a catalog repeats the same few
/// member names (`stringUnit`, `state`, `value`), states and language codes hundreds of
/// thousands of times, and validating each one's UTF-8 anew was a tenth of reading it.
/// The same bytes always give the same string, so a string from here is the one
/// `String(decoding:as:)` would make.
final class ShortStrings {
    /// A direct-mapped table: the last string seen in each slot, with its bytes packed into
    /// two words, zero-padded, their count in the top byte (so no two byte sequences share a
    /// packing). Pointers rather than arrays, as in ``MovingStack``: no exclusivity check on
    /// each look-up.
    private let packed: UnsafeMutablePointer<(low: UInt64, high: UInt64)>
    private let strings: UnsafeMutablePointer<String>
    private static let slotBits = 8

    init() {
        // A count byte of 0xFF matches no text: every slot starts empty.
        packed = .allocate(capacity: 1 << Self.slotBits)
        packed.initialize(repeating: (0, UInt64.max), count: 1 << Self.slotBits)
        strings = .allocate(capacity: 1 << Self.slotBits)
        strings.initialize(repeating: "", count: 1 << Self.slotBits)
    }

    deinit {
        packed.deallocate()
        strings.deinitialize(count: 1 << Self.slotBits)
        strings.deallocate()
    }

    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= 15, let base = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        var words: (low: UInt64, high: UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
        let low = UInt64(littleEndian: words.low)
        let high = UInt64(littleEndian: words.high) | UInt64(bytes.count) << 56
        let slot = Int(truncatingIfNeeded: ((low ^ high &* 0x9E37_79B9_7F4A_7C15) &* 0xFF51_AFD7_ED55_8CCD) >> UInt64(64 - Self.slotBits))
        if packed[slot] == (low, high) { return strings[slot] }
        let string = String(decoding: bytes, as: UTF8.self)
        packed[slot] = (low, high)
        strings[slot] = string
        return string
    }
}

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

/// The path to the value being read (``JSONTreeBuilder/open``), outermost first: a stack in
/// memory of its own rather than an array, whose every append and removal asked whether its
/// buffer was shared, twice for each member of a file. Its fields are behind a pointer, as in
/// ``ShortStrings``: stored properties of a class seen from other modules are checked for
/// exclusive access on each use, which cost more than the array did.
package final class OpenPath: ExpressibleByArrayLiteral {
    private struct Stack {
        var storage: UnsafeMutablePointer<JSONTreeBuilder.Pending>
        var count: Int
        var capacity: Int
    }

    private let stack: UnsafeMutablePointer<Stack>

    package init() {
        let capacity = 16
        stack = .allocate(capacity: 1)
        stack.initialize(to: Stack(storage: .allocate(capacity: capacity), count: 0, capacity: capacity))
    }

    package convenience init(arrayLiteral elements: JSONTreeBuilder.Pending...) {
        self.init()
        for element in elements { append(element) }
    }

    deinit {
        // Left over only when a read failed half way.
        stack.pointee.storage.deinitialize(count: stack.pointee.count)
        stack.pointee.storage.deallocate()
        stack.deallocate()
    }

    package var count: Int { stack.pointee.count }

    package subscript(index: Int) -> JSONTreeBuilder.Pending {
        precondition(index >= 0 && index < stack.pointee.count, "no open value at \(index)")
        return stack.pointee.storage[index]
    }

    package func append(_ element: consuming JSONTreeBuilder.Pending) {
        let count = stack.pointee.count
        if count == stack.pointee.capacity {
            let grown = UnsafeMutablePointer<JSONTreeBuilder.Pending>.allocate(capacity: count * 2)
            grown.moveInitialize(from: stack.pointee.storage, count: count)
            stack.pointee.storage.deallocate()
            stack.pointee.storage = grown
            stack.pointee.capacity = count * 2
        }
        (stack.pointee.storage + count).initialize(to: element)
        stack.pointee.count = count + 1
    }

    @discardableResult
    package func removeLast() -> JSONTreeBuilder.Pending {
        let count = stack.pointee.count
        precondition(count > 0, "no open value to close")
        stack.pointee.count = count - 1
        return (stack.pointee.storage + count - 1).move()
    }

    package func map<T>(_ transform: (JSONTreeBuilder.Pending) -> T) -> [T] {
        (0..<stack.pointee.count).map { transform(stack.pointee.storage[$0]) }
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
        let (low, high) = Self.packing(base, count: bytes.count)
        let slot = Int(truncatingIfNeeded: ((low ^ high &* 0x9E37_79B9_7F4A_7C15) &* 0xFF51_AFD7_ED55_8CCD) >> UInt64(64 - Self.slotBits))
        if packed[slot] == (low, high) { return strings[slot] }
        let string = String(decoding: bytes, as: UTF8.self)
        packed[slot] = (low, high)
        strings[slot] = string
        return string
    }

    /// The `count` (at most 15) bytes at `base` as two little-endian words, zero-padded, with
    /// `count` in the top byte of the second. Read by loads that overlap rather than copied
    /// into place: the copy was a call to `memcpy` for each of a catalog's member names, a
    /// third of the look-up. No load reaches outside the `count` bytes.
    @inline(__always)
    static func packing(_ base: UnsafePointer<UInt8>, count: Int) -> (low: UInt64, high: UInt64) {
        let raw = UnsafeRawPointer(base)
        var low: UInt64 = 0, high: UInt64 = 0
        if count >= 8 {
            low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            // The last eight bytes, less the ones `low` holds; nothing is left at 8 (a shift
            // by the whole width is zero).
            high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) >> UInt64((16 - count) * 8)
        } else if count >= 4 {
            // The first four and the last four, which overlap by the same bytes in the same places.
            low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
                | UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))) << UInt64((count - 4) * 8)
        } else if count > 0 {
            // The first, middle and last bytes cover one to three.
            low = UInt64(base[0]) | UInt64(base[count >> 1]) << UInt64((count >> 1) * 8) | UInt64(base[count - 1]) << UInt64((count - 1) * 8)
        }
        return (low, high | UInt64(count) << 56)
    }
}

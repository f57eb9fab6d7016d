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
        return Array(unsafeUninitializedCapacity: popped) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: start, count: popped)
            initialized = popped
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

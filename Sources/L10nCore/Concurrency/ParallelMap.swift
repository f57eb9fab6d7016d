import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over every core. Files are independent, so reading, parsing and checking
    /// them in parallel uses both cores of a CI machine; results keep the input order, so
    /// output stays stable.
    package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            // The slots own their results until here; dropping them without this would leak.
            _ = results.deinitialize()
            results.deallocate()
        }
        // Each iteration writes only its own slot.
        nonisolated(unsafe) let slots = results
        self.withUnsafeBufferPointer { elements in
            nonisolated(unsafe) let elements = elements
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots[index] = transform(elements[index])
            }
        }
        return results.map { $0! }
    }

    /// `transform` of each run of `size` elements (the last may be shorter), spread over every
    /// core, in order: for many small items, where one task each would cost more than the work.
    package func parallelMap<Result: Sendable>(chunksOf size: Int, _ transform: @Sendable (ArraySlice<Element>) -> Result) -> [Result] {
        let starts = [Int](stride(from: 0, to: count, by: size))
        return starts.parallelMap { start in transform(self[start..<Swift.min(start + size, count)]) }
    }
}

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
}

import Testing

@Suite struct ParallelMapTests {
    final class Tracked: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func keepsOrderAndReleasesItsResults() {
        weak var survivor: Tracked?
        do {
            let results = Array(0..<200).parallelMap { Tracked($0 * 2) }
            #expect(results.map(\.value) == Array(0..<200).map { $0 * 2 })
            survivor = results[7]
        }
        // Nothing but the returned array held the results, and it is gone.
        #expect(survivor == nil)
    }
}

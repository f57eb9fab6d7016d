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

    @Test func chunksCoverEveryElementOnceInOrder() {
        let chunks = Array(0..<1000).parallelMap(chunksOf: 256) { Array($0) }
        #expect(chunks.map(\.count) == [256, 256, 256, 232])
        #expect(chunks.flatMap { $0 } == Array(0..<1000))
        #expect([Int]().parallelMap(chunksOf: 4) { $0.count }.isEmpty)
    }
}

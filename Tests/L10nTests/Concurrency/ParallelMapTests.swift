import Testing
@testable import L10nCore

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

    @Test func foldMergesEveryChunkOnceInOrder() {
        for size in [1, 7, 16, 1000, 2000] {
            let folded = Array(0..<1000).parallelFold(chunksOf: size, into: [Int]()) { Array($0) } merge: { $0 += $1 }
            #expect(folded == Array(0..<1000), "chunks of \(size)")
        }
        #expect([Int]().parallelFold(chunksOf: 4, into: -1) { $0.count } merge: { $0 += $1 } == -1)
    }

    @Test func foldLetsEachResultGoOnceMerged() {
        weak var survivor: Tracked?
        let total = Array(0..<200).parallelFold(chunksOf: 3, into: Tracked(0)) { chunk in Tracked(chunk.reduce(0, +)) } merge: { sum, part in
            sum = Tracked(sum.value + part.value)
            if part.value == 3 { survivor = part }
        }
        #expect(total.value == (0..<200).reduce(0, +))
        #expect(survivor == nil)
    }

    /// Items handed over one by one, as a search of folders finds them, fold as the list of
    /// them would: every run once, in order, whatever the run size; nothing for no items.
    @Test func streamingFoldMergesEveryRunOnceInOrder() {
        for size in [1, 7, 16, 1000, 2000] {
            let folded = streamingFold(chunksOf: size, into: [Int]()) { emit in
                for item in 0..<1000 { emit(item) }
            } _: { Array($0) } merge: { $0 += $1 }
            #expect(folded == Array(0..<1000), "runs of \(size)")
        }
        let none = streamingFold(chunksOf: 4, into: -1) { (_: (Int) -> Void) in } _: { $0.count } merge: { $0 += $1 }
        #expect(none == -1)
    }

    @Test func streamingFoldLetsEachResultGoOnceMerged() {
        nonisolated(unsafe) weak var survivor: Tracked?
        let total = streamingFold(chunksOf: 3, into: Tracked(0)) { emit in
            for item in 0..<200 { emit(item) }
        } _: { chunk in Tracked(chunk.reduce(0, +)) } merge: { sum, part in
            sum = Tracked(sum.value + part.value)
            if part.value == 3 { survivor = part }
        }
        #expect(total.value == (0..<200).reduce(0, +))
        #expect(survivor == nil)
    }
}

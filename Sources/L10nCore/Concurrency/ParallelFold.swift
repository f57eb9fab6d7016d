import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `transform` of each run of `size` elements on every core, like `parallelMap(chunksOf:)`,
    /// but each result is folded into `initial` by `merge` as soon as every run before it has
    /// been, in the runs' order, and let go: only results that finished ahead of an earlier run
    /// wait, so memory stays flat however many runs there are, and the fold is the same as
    /// merging the results of `parallelMap` one after another.
    package func parallelFold<Partial: Sendable>(
        chunksOf size: Int, into initial: Partial, _ transform: @Sendable (ArraySlice<Element>) -> Partial,
        merge: (inout Partial, Partial) -> Void
    ) -> Partial {
        let chunkCount = (count + size - 1) / size
        let workers = Swift.min(ProcessInfo.processInfo.activeProcessorCount, chunkCount)
        guard workers > 1 else {
            var result = initial
            for start in stride(from: 0, to: count, by: size) { merge(&result, transform(self[start..<Swift.min(start + size, count)])) }
            return result
        }
        let state = FoldState(result: initial)
        // Called only with `state.lock` held, one worker at a time.
        nonisolated(unsafe) let merge = merge
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                state.lock.wait()
                let chunk = state.nextChunk
                state.nextChunk += 1
                state.lock.signal()
                guard chunk < chunkCount else { return }
                let start = chunk * size
                state.deliver(transform(self[start..<Swift.min(start + size, count)]), of: chunk, merge: merge)
            }
        }
        return state.result
    }
}

/// What the workers of a fold share, each field read and written only with `lock` held.
final class FoldState<Partial>: @unchecked Sendable {
    let lock = DispatchSemaphore(value: 1)
    var nextChunk = 0
    var nextToMerge = 0
    var waiting: [Int: Partial] = [:]
    var result: Partial

    init(result: Partial) {
        self.result = result
    }

    /// Merges `partial`, the result of run `chunk`, and every run after it that is waiting, as
    /// soon as every run before it is merged; until then it waits.
    func deliver(_ partial: Partial, of chunk: Int, merge: (inout Partial, Partial) -> Void) {
        lock.wait()
        waiting[chunk] = partial
        while let ready = waiting.removeValue(forKey: nextToMerge) {
            merge(&result, ready)
            nextToMerge += 1
        }
        lock.signal()
    }
}

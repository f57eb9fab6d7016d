import Dispatch
import Foundation

/// `Array.parallelFold` over items that are not all known at the start: `produce` hands them
/// over one by one on the calling thread (a search of folders) while every core transforms the
/// runs of `size` already handed over, and each run's result is merged in the runs' order as
/// soon as those before it are. At most a few runs wait to be transformed (`produce` waits
/// for a free place), so neither the items nor the results are ever all held: memory stays
/// flat however many items there are, and the fold is the same as `parallelFold` of the list
/// of every item `produce` hands over.
package func streamingFold<Item: Sendable, Partial: Sendable>(
    chunksOf size: Int, into initial: Partial, produce: (_ emit: (Item) -> Void) -> Void,
    _ transform: @escaping @Sendable (ArraySlice<Item>) -> Partial, merge: @escaping (inout Partial, Partial) -> Void
) -> Partial {
    let workers = ProcessInfo.processInfo.activeProcessorCount
    guard workers > 1 else {
        var result = initial
        var run: [Item] = []
        produce { item in
            run.append(item)
            if run.count == size {
                merge(&result, transform(run[...]))
                run.removeAll(keepingCapacity: true)
            }
        }
        if !run.isEmpty { merge(&result, transform(run[...])) }
        return result
    }
    let state = StreamState<Item, Partial>(fold: FoldState(result: initial), capacity: 2 * workers)
    // Called only with `state.fold.lock` held, one worker at a time.
    nonisolated(unsafe) let merge = merge
    let group = DispatchGroup()
    for _ in 0..<workers {
        group.enter()
        // Threads of their own: a worker waits for runs, which a pool's thread should not.
        Thread.detachNewThread {
            defer { group.leave() }
            while true {
                state.available.wait()
                state.lock.wait()
                guard !state.queue.isEmpty else {
                    // Every run is taken: this wake-up is the end's.
                    state.lock.signal()
                    return
                }
                let (index, run) = state.queue.removeFirst()
                state.lock.signal()
                state.free.signal()
                state.fold.deliver(transform(run[...]), of: index, merge: merge)
            }
        }
    }
    var run: [Item] = []
    var runCount = 0
    let handOver = {
        state.free.wait()
        state.lock.wait()
        state.queue.append((runCount, run))
        state.lock.signal()
        state.available.signal()
        runCount += 1
        run = []
        run.reserveCapacity(size)
    }
    produce { item in
        run.append(item)
        if run.count == size { handOver() }
    }
    if !run.isEmpty { handOver() }
    // One wake-up more per worker than there are runs: each finds the queue empty and ends.
    for _ in 0..<workers { state.available.signal() }
    group.wait()
    return state.fold.result
}

/// What the producer and the workers of a streaming fold share: `queue` is read and written
/// only with `lock` held; `fold` merges the runs' results in order.
private final class StreamState<Item, Partial>: @unchecked Sendable {
    let lock = DispatchSemaphore(value: 1)
    /// One signal per run handed over, and one per worker at the end.
    let available = DispatchSemaphore(value: 0)
    /// Places for runs not yet taken by a worker.
    let free: DispatchSemaphore
    var queue: [(Int, [Item])] = []
    let fold: FoldState<Partial>

    init(fold: FoldState<Partial>, capacity: Int) {
        self.fold = fold
        free = DispatchSemaphore(value: capacity)
    }
}

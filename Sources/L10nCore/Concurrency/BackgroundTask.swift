import Foundation

/// Work run on a thread of its own while the caller does other work that spreads over the
/// cores by itself (a `parallelMap` inside would find the pool busy and run alone): the
/// operating system shares the cores between all of them.
package final class BackgroundTask<Result: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the thread before it signals `done`, read only after `wait` saw it.
    private var result: Result?

    package init(_ work: @escaping @Sendable () -> Result) {
        Thread { [self] in
            result = work()
            done.signal()
        }.start()
    }

    /// The work's result, once it is done; call it once.
    package func wait() -> Result {
        done.wait()
        return result!
    }
}

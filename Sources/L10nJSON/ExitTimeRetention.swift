import Foundation

/// Parsed trees the process keeps until it exits instead of freeing them one node at a time.
///
/// Freeing a 40 MB catalog's tree (hundreds of thousands of small arrays and strings) takes
/// a tenth of a `sync` run, just before exit would hand the memory back anyway; compilers skip
/// the same teardown (clang's `-disable-free`). Only the executable turns this on, so tests and
/// other library users free what they parse. Only large trees are kept, and only up to a
/// budget: a monorepo's hundreds of small catalogs are freed one by one as before, so its
/// peak memory stays that of the largest few.
public enum ExitTimeRetention {
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var enabled = false
        var retainedBytes = 0
        var roots: [JSONValue] = []
    }

    private static let store = Store()

    /// Input bytes whose trees may be kept; past it, trees are freed as usual.
    public static let budget = 256 << 20
    /// Smaller inputs free their trees as usual: their teardown is quick.
    public static let minimumInputSize = 4 << 20

    /// Called once by the executable, before any command runs.
    public static func enable() {
        store.lock.withLock { store.enabled = true }
    }

    /// Keeps `root`, parsed from `inputSize` bytes, alive until exit when enabled and in budget.
    package static func retain(_ root: JSONValue, inputSize: Int) {
        store.lock.withLock {
            guard store.enabled, inputSize >= minimumInputSize, store.retainedBytes + inputSize <= budget else { return }
            store.retainedBytes += inputSize
            store.roots.append(root)
        }
    }
}

import Foundation

/// Parsed trees the process keeps until it exits instead of freeing them one node at a time.
///
/// Freeing a 40 MB catalog's tree (hundreds of thousands of small arrays and strings) takes
/// a fifth of a `report` run, just before exit would hand the memory back anyway; compilers
/// skip the same teardown (clang's `-disable-free`). Only the executable turns this on, so
/// tests and other library users free what they parse, and the budget keeps a run over many
/// large catalogs from holding them all.
public enum ExitTimeRetention {
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var enabled = false
        var retainedBytes = 0
        var roots: [JSONValue] = []
    }

    private static let store = Store()

    /// Input bytes whose trees may be kept; past it, trees are freed as usual.
    public static let budget = 512 << 20

    /// Called once by the executable, before any command runs.
    public static func enable() {
        store.lock.withLock { store.enabled = true }
    }

    /// Keeps `root`, parsed from `inputSize` bytes, alive until exit when enabled and in budget.
    static func retain(_ root: JSONValue, inputSize: Int) {
        store.lock.withLock {
            guard store.enabled, store.retainedBytes + inputSize <= budget else { return }
            store.retainedBytes += inputSize
            store.roots.append(root)
        }
    }
}

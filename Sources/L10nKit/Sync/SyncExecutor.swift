/// Applies a ``SyncPlan``: the only part of `sync` that writes.
public enum SyncExecutor {
    /// Writes every changed file of `plan` atomically, skipping any whose bytes already match;
    /// returns the paths written. A plan with failures writes nothing (see ``SyncPlan/writes``).
    @discardableResult
    public static func apply(_ plan: SyncPlan, currentDirectory: String) throws(FileSystemError) -> [String] {
        try AtomicFile.writeChanged(plan.writes, currentDirectory: currentDirectory)
    }
}

import Dispatch

/// Runs every enabled check over a set of catalogs.
public enum Checker {
    /// Checks each file on its own, in parallel; the result does not depend on scheduling.
    /// A file that is not valid JSON yields one `json-syntax` error and the others are still checked.
    public static func check(catalogs: [(path: String, bytes: [UInt8])], options: CheckOptions = CheckOptions()) -> CheckRun {
        let checks = CheckRegistry.catalogChecks.filter { !options.disabled.contains($0.description.id) }
        var results = [FileResult](repeating: FileResult(), count: catalogs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot, so no lock is needed.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: catalogs.count) { index in
                slots[index] = checkFile(path: catalogs[index].path, bytes: catalogs[index].bytes, checks: checks, options: options)
            }
        }
        return CheckRun(
            diagnostics: results.flatMap(\.diagnostics), files: catalogs.count,
            keys: results.reduce(0) { $0 + $1.keys }, strict: options.strict)
    }

    private struct FileResult {
        var diagnostics: [Diagnostic] = []
        var keys = 0
    }

    private static func checkFile(path: String, bytes: [UInt8], checks: [any CatalogCheck.Type], options: CheckOptions) -> FileResult {
        let catalog: Catalog
        do {
            catalog = try Catalog(bytes: bytes)
        } catch {
            return FileResult(diagnostics: [JSONSyntaxCheck.diagnostic(for: error, path: path)])
        }
        let input = CatalogCheckInput(path: path, catalog: catalog, options: options)
        return FileResult(diagnostics: checks.flatMap { $0.check(input) }, keys: input.entries.count)
    }
}

/// The outcome of a check run: what the reporters print and what sets the exit status.
public struct CheckRun: Sendable {
    /// In `Diagnostic.reportOrder`.
    public var diagnostics: [Diagnostic]
    public var files: Int
    public var keys: Int
    public var errors: Int
    public var warnings: Int
    /// Whether warnings fail the run, from `CheckOptions.strict`.
    public var strict: Bool

    public init(diagnostics: [Diagnostic], files: Int, keys: Int, strict: Bool = false) {
        self.diagnostics = diagnostics.sorted(by: Diagnostic.reportOrder)
        self.files = files
        self.keys = keys
        self.errors = diagnostics.count(where: { $0.severity == .error })
        self.warnings = diagnostics.count(where: { $0.severity == .warning })
        self.strict = strict
    }

    /// Errors always fail a run; warnings only when `strict`.
    public func hasFailures(strict: Bool) -> Bool {
        errors > 0 || (strict && warnings > 0)
    }

    /// `hasFailures(strict:)` with the run's own `strict` option: the exit status.
    public var hasFailures: Bool { hasFailures(strict: strict) }
}

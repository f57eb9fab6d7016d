import L10nCore
import L10nChecks
/// `path:line:col: error: message [check-id]`, the form Xcode, compilers and editors read
/// to jump to the line.
package enum XcodeReporter: DiagnosticReporter {
    package static let id = "xcode"
    package static let summary = "path:line:col: severity: message [check-id], one per line, for Xcode and editors."

    package static func report(_ run: CheckRun, context: ReportContext) -> String {
        lines(run.diagnostics)
    }

    /// The same lines for diagnostics outside a check run (a command's stderr), in report order.
    package static func lines(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.sorted(by: Diagnostic.reportOrder).map(line).joined()
    }

    package static func line(_ diagnostic: Diagnostic) -> String {
        // Escaped, so a line break in a folder name, key or message cannot start a forged line.
        // A finding about text not yet in any file (what `add` or `set` would write) has no
        // line to point at, and says so by naming the file alone.
        let place = diagnostic.location.line == 0 ? diagnostic.path.printable : "\(diagnostic.path.printable):\(diagnostic.location)"
        return "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message.printable) [\(diagnostic.checkID.printable)]\n"
    }
}

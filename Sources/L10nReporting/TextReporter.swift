import L10nCore
import L10nChecks
/// The default, for people at a terminal: diagnostics grouped under their file, in aligned
/// columns, then a summary line.
///
/// ```
/// Catalogs/Checkout/Checkout.xcstrings
///   22:5  error    Key 'checkout.confirmation.message' has no 'es' translation; …  [missing-translation]
///
/// 1 error in 5 files (63 keys)
/// ```
package enum TextReporter: DiagnosticReporter {
    package static let id = "text"
    package static let summary = "Grouped by file, aligned, with a summary line (default)."

    package static func report(_ run: CheckRun, context: ReportContext) -> String {
        let style = TerminalStyle(isEnabled: context.useColor)
        var output = ""
        for group in groupedByPath(run.diagnostics) {
            output += style.bold(group[0].path.printable) + "\n"
            // Widths are measured before colouring: escape codes take no columns.
            let locationWidth = group.map { $0.location.description.count }.max() ?? 0
            let severityWidth = group.map { $0.severity.rawValue.count }.max() ?? 0
            let messageWidth = group.map(\.message.printable.columnCount).max() ?? 0
            for diagnostic in group {
                let location = diagnostic.location.description.padded(to: locationWidth)
                let severity = style.severity(diagnostic.severity, diagnostic.severity.rawValue.padded(to: severityWidth))
                let message = diagnostic.message.printable.padded(to: messageWidth)
                output += "  \(location)  \(severity)  \(message)  \(style.dim("[\(diagnostic.checkID.printable)]"))\n"
            }
            output += "\n"
        }
        return output + run.summaryLine + "\n"
    }

    /// Runs of diagnostics with the same path; `run.diagnostics` is already sorted by path.
    private static func groupedByPath(_ diagnostics: [Diagnostic]) -> [[Diagnostic]] {
        var groups: [[Diagnostic]] = []
        for diagnostic in diagnostics {
            if groups.last?.last?.path == diagnostic.path {
                groups[groups.count - 1].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        return groups
    }
}

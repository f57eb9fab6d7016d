import L10nCore
import L10nChecks
/// A Markdown table for pull-request comments and job summaries, then the summary line.
package enum MarkdownReporter: DiagnosticReporter {
    package static let id = "markdown"
    package static let summary = "A Markdown table of diagnostics and a summary line, for pull-request comments."

    package static func report(_ run: CheckRun, context: ReportContext) -> String {
        guard !run.diagnostics.isEmpty else { return run.summaryLine + "\n" }
        var output = "| File | Line | Severity | Check | Message |\n| --- | --- | --- | --- | --- |\n"
        for diagnostic in run.diagnostics {
            let cells = [diagnostic.path, String(diagnostic.location.line), diagnostic.severity.rawValue, diagnostic.checkID, diagnostic.message]
            output += "| " + cells.map { MarkdownCell.escape($0.printable, inlineMarkup: .kept) }.joined(separator: " | ") + " |\n"
        }
        return output + "\n" + run.summaryLine + "\n"
    }
}

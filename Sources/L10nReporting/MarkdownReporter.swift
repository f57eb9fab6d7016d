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
            output += "| " + cells.map { escapeCell($0.printable) }.joined(separator: " | ") + " |\n"
        }
        return output + "\n" + run.summaryLine + "\n"
    }

    /// A `|` would end the cell, a line break the row, and `<…>` would be read as HTML.
    static func escapeCell(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "|": escaped += "\\|"
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\n", "\r\n", "\r": escaped += "<br>"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

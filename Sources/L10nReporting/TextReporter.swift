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
        // Written as UTF-8 bytes: a huge feature's check prints tens of thousands of lines, and
        // appending each piece to a `String` cost more than the rest of the line's work.
        var output: [UInt8] = []
        func write(_ text: String) { output.append(contentsOf: text.utf8) }
        func writeSpaces(_ count: Int) { if count > 0 { output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) } }
        for group in groupedByPath(run.diagnostics) {
            write(style.bold(group[0].path.printable) + "\n")
            // Widths are measured before colouring: escape codes take no columns. Each column's
            // text is made once, for its width and for its line.
            let locations = group.map(\.location.description)
            let messages = group.map(\.message.printable)
            let locationWidth = locations.map(\.count).max() ?? 0
            let severityWidth = group.map { $0.severity.rawValue.count }.max() ?? 0
            let messageWidth = messages.map(\.columnCount).max() ?? 0
            for (index, diagnostic) in group.enumerated() {
                write("  ")
                write(locations[index])
                writeSpaces(locationWidth - locations[index].columnCount)
                write("  ")
                write(style.severity(diagnostic.severity, diagnostic.severity.rawValue.padded(to: severityWidth)))
                write("  ")
                write(messages[index])
                writeSpaces(messageWidth - messages[index].columnCount)
                write("  ")
                write(style.dim("[\(diagnostic.checkID.printable)]"))
                write("\n")
            }
            write("\n")
        }
        write(run.summaryLine + "\n")
        return String(decoding: output, as: UTF8.self)
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

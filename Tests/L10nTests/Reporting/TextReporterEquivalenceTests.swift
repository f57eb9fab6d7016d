import Testing
@testable import L10nCore
@testable import L10nChecks
@testable import L10nReporting

/// The text report is written as bytes with the padding appended in place (issue 28: `check`
/// of a huge feature prints tens of thousands of lines). It must be the text the line-by-line
/// string algorithm gives, kept here as the reference, for messages whose columns are not
/// their bytes: accents in one scalar and in two, emoji, wide scripts, escaped control characters.
@Suite struct TextReporterEquivalenceTests {
    /// The report as each line was built before: every column padded with
    /// `String(repeating:count:)`, one interpolated line at a time.
    static func reference(_ run: CheckRun, style: TerminalStyle) -> String {
        func padded(_ text: String, to width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.columnCount))
        }
        var output = ""
        var groups: [[Diagnostic]] = []
        for diagnostic in run.diagnostics {
            if groups.last?.last?.path == diagnostic.path { groups[groups.count - 1].append(diagnostic) } else { groups.append([diagnostic]) }
        }
        for group in groups {
            output += style.bold(group[0].path.printable) + "\n"
            let locationWidth = group.map { $0.location.description.count }.max() ?? 0
            let severityWidth = group.map { $0.severity.rawValue.count }.max() ?? 0
            let messageWidth = group.map(\.message.printable.columnCount).max() ?? 0
            for diagnostic in group {
                let location = padded(diagnostic.location.description, to: locationWidth)
                let severity = style.severity(diagnostic.severity, padded(diagnostic.severity.rawValue, to: severityWidth))
                let message = padded(diagnostic.message.printable, to: messageWidth)
                output += "  \(location)  \(severity)  \(message)  \(style.dim("[\(diagnostic.checkID.printable)]"))\n"
            }
            output += "\n"
        }
        return output + run.summaryLine + "\n"
    }

    @Test func bytesWrittenInPlaceGiveTheLineByLineText() {
        let messages = [
            "", "a", "Key 'shop.home.title' has no 'es' translation; translate it into 'es'.", "café", "cafe\u{301}", "👍🏽 done",
            "日本語のメッセージ", "tab\there", "line\nbreak", "bell\u{7}", "\u{2028}separator", String(repeating: "long ", count: 60),
        ]
        let paths = ["Catalogs/A/A.xcstrings", "Catalogs/Ä/Ä.xcstrings", "Catalogs/B\nC/B.xcstrings"]
        var diagnostics: [Diagnostic] = []
        for (index, message) in messages.enumerated() {
            for (pathIndex, path) in paths.enumerated() where (index + pathIndex) % 2 == 0 || pathIndex == 0 {
                diagnostics.append(Diagnostic(
                    checkID: index % 3 == 0 ? "missing-translation" : "key\u{7}-format", severity: index % 2 == 0 ? .error : .warning,
                    message: message, path: path, location: SourceLocation(line: index * 997 + 1, column: index + pathIndex + 1)))
            }
        }
        for run in [CheckRun(diagnostics: diagnostics, files: 3, keys: 40), CheckRun(diagnostics: [], files: 0, keys: 0),
                    CheckRun(diagnostics: Array(diagnostics.prefix(1)), files: 1, keys: 1)] {
            for useColor in [false, true] {
                let report = TextReporter.report(run, context: ReportContext(useColor: useColor))
                #expect(report == Self.reference(run, style: TerminalStyle(isEnabled: useColor)))
                #expect(Array(report.utf8) == Array(Self.reference(run, style: TerminalStyle(isEnabled: useColor)).utf8))
            }
        }
    }
}

import L10nChecks
/// GitHub Actions workflow commands, which annotate the pull request's changed lines:
/// `::error file=…,line=…,col=…,title=<check-id>::message`.
package enum GitHubReporter: DiagnosticReporter {
    package static let id = "github"
    package static let summary = "GitHub Actions annotations (::error file=…,line=…::message)."

    package static func report(_ run: CheckRun, context: ReportContext) -> String {
        run.diagnostics.map { diagnostic in
            let properties = [
                "file=\(escapeProperty(diagnostic.path.printable))",
                "line=\(diagnostic.location.line)",
                "col=\(diagnostic.location.column)",
                "title=\(escapeProperty(diagnostic.checkID.printable))",
            ]
            return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message.printable))\n"
        }.joined()
    }

    /// GitHub's rules for a command's message: `%`, CR and LF are percent-encoded.
    static func escapeData(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// Property values also encode `:` and `,`, which would end the value early.
    static func escapeProperty(_ text: String) -> String {
        var escaped = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}

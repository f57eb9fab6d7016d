import L10nChecks
/// One output format of `l10n check`: a pure function from a run to the exact text to write.
///
/// A report is whole lines, each ending in `\n`, or empty when the format has nothing to say.
package protocol DiagnosticReporter: Sendable {
    /// What `--format` takes; stable.
    static var id: String { get }
    /// One line for help and listings.
    static var summary: String { get }
    static func report(_ run: CheckRun, context: ReportContext) -> String
}

/// What a report may depend on besides the run.
package struct ReportContext: Sendable {
    /// Whether the output goes to a terminal that shows colour.
    package var useColor: Bool

    package init(useColor: Bool = false) {
        self.useColor = useColor
    }
}

/// Every format, the default first. Adding one is one file plus one line here.
package enum ReporterRegistry {
    package static let reporters: [any DiagnosticReporter.Type] = [
        TextReporter.self,
        XcodeReporter.self,
        JSONReporter.self,
        GitHubReporter.self,
        MarkdownReporter.self,
    ]

    package static var ids: [String] { reporters.map { $0.id } }

    package static func reporter(id: String) -> (any DiagnosticReporter.Type)? {
        reporters.first(where: { $0.id == id })
    }
}

extension CheckRun {
    /// `2 errors, 1 warning in 5 files (63 keys)` or `No problems in 5 files (63 keys)`.
    package var summaryLine: String {
        var problems: [String] = []
        if errors > 0 { problems.append(String(counting: errors, "error")) }
        if warnings > 0 { problems.append(String(counting: warnings, "warning")) }
        let found = problems.isEmpty ? "No problems" : problems.joined(separator: ", ")
        return "\(found) in \(String(counting: files, "file")) (\(String(counting: keys, "key")))"
    }
}

extension String {
    /// `1 key`, `3 keys`: the count and the noun, plural when it is not one.
    init(counting count: Int, _ noun: String) {
        self = "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Spaces up to `width` characters, for aligned columns.
    func padded(to width: Int) -> String {
        let count = width - columnCount
        guard count > 0 else { return self }
        // As bytes: `String(repeating:count:)` appends its string once per repetition.
        return self + String(decoding: repeatElement(UInt8(ascii: " "), count: count), as: UTF8.self)
    }

    /// The characters the text takes; counted by bytes when it is ASCII, which messages almost
    /// always are, because counting characters is slow over tens of thousands of lines.
    var columnCount: Int {
        // The bytes in place where the text has them together (nearly always), as SafeText reads them.
        let isASCII = utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
        return isASCII ? utf8.count : count
    }
}

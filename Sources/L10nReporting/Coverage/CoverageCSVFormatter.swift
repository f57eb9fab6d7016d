/// A spreadsheet for translators: one row per key that needs work in any required language,
/// with the columns `feature,key,comment,source,<language>…`. Each language column holds the
/// key's current text in that language, empty where there is none, ready to be filled in.
///
/// RFC 4180: every record ends with CRLF; a field containing `,`, `"`, CR or LF is quoted
/// and its quotes doubled. The text starts with a UTF-8 byte order mark, because Excel reads
/// a CSV file without one in the system's legacy encoding and garbles every accent; Numbers,
/// LibreOffice and Google Sheets skip the mark. `feature` is the lowercased id as in JSON.
/// A cell that starts with `=`, `+`, `-`, `@`, a tab or a CR would be run as a formula by a
/// spreadsheet (CSV injection), so it gets a leading `'`, as OWASP recommends; a program
/// reading the file back drops that one `'` from such cells. All other text is as in the catalog.
public enum CoverageCSVFormatter: CoverageFormatter {
    public static let id = "csv"
    public static let summary = "CSV spreadsheet of keys to translate, one column per language"

    static let byteOrderMark = "\u{FEFF}"

    public static func render(_ report: CoverageReport, options: CoverageRenderOptions) -> String {
        var output = byteOrderMark
        output += record(["feature", "key", "comment", "source"] + report.languages)
        var previous: WorkItem?
        // A key's items are adjacent, so its first item starts its row.
        for item in report.work where previous.map({ $0.catalog != item.catalog || $0.key != item.key }) ?? true {
            previous = item
            output += record([item.featureID, item.key, item.comment ?? "", item.source ?? ""]
                + report.languages.map { item.currentTexts[$0] ?? "" })
        }
        return output
    }

    private static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    static func field(_ cell: String) -> String {
        let text = neutralized(cell)
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }

    /// `'=1+1` for `=1+1`: the cell is shown as text instead of being computed.
    static func neutralized(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) else { return text }
        return "'" + text
    }
}

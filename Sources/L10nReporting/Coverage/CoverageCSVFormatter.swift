/// A spreadsheet for translators: one row per key that needs work in any required language,
/// with the columns `feature,key,comment,source,<language>…`. Each language column holds the
/// key's current text in that language, empty where there is none, ready to be filled in.
///
/// RFC 4180: every record ends with CRLF; a field containing `,`, `"`, CR or LF is quoted
/// and its quotes doubled. The text starts with a UTF-8 byte order mark, because Excel reads
/// a CSV file without one in the system's legacy encoding and garbles every accent; Numbers,
/// LibreOffice and Google Sheets skip the mark. `feature` is the lowercased id as in JSON.
/// Text is written as it is in the catalog; a value starting with `=` is not defused, since
/// the file is meant to be read back.
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

    static func field(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}

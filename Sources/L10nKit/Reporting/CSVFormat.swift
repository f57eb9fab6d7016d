/// RFC 4180 records, written the one way every CSV l10n produces is written: each record ends
/// with CRLF, and a field containing `,`, `"`, CR or LF is quoted with its quotes doubled.
package enum CSVFormat {
    /// Excel reads a CSV file without this mark in the system's legacy encoding and garbles
    /// every accent; Numbers, LibreOffice and Google Sheets skip it.
    package static let byteOrderMark = "\u{FEFF}"

    /// What spreadsheets take for the start of a formula (`=`, `+`, `-`, `@`, and tab and CR,
    /// which some strip first): a cell starting with one runs as code when the file is opened.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// `formulaSafe` puts `'` before a field that would start a formula, as OWASP advises;
    /// spreadsheets show the field as text. A field that already starts with `'`s before such a
    /// character gets one more, so `formulaUnsafe` restores every field exactly.
    package static func record(_ fields: [String], formulaSafe: Bool = false) -> String {
        fields.map { field(formulaSafe ? defused($0) : $0) }.joined(separator: ",") + "\r\n"
    }

    package static func field(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }

    static func defused(_ text: String) -> String {
        startsFormula(afterQuotes: text) ? "'" + text : text
    }

    /// The field as it was before `record(_:formulaSafe:)` defused it.
    package static func formulaUnsafe(_ text: String) -> String {
        text.unicodeScalars.first == "'" && startsFormula(afterQuotes: text) ? String(text.unicodeScalars.dropFirst()) : text
    }

    private static func startsFormula(afterQuotes text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { $0 != "'" }) else { return false }
        return formulaStarts.contains(first)
    }
}

/// RFC 4180 records, written the one way every CSV l10n produces is written (`report --format
/// csv`, `export --format csv`): each record ends with CRLF, and a field containing `,`, `"`, CR
/// or LF is quoted with its quotes doubled.
///
/// A cell that starts with `=`, `+`, `-`, `@`, a tab or a CR would be run as a formula by a
/// spreadsheet (CSV injection), so it gets a leading `'`, as OWASP recommends; the spreadsheet
/// shows it as text. A cell that already starts with `'`s before such a character gets one
/// more, so ``restored(_:)`` gives every cell back exactly, as `import` reads it.
package enum CSVFormat {
    /// Excel reads a CSV file without this mark in the system's legacy encoding and garbles
    /// every accent; Numbers, LibreOffice and Google Sheets skip it.
    package static let byteOrderMark = "\u{FEFF}"

    /// What spreadsheets take for the start of a formula (tab and CR, because some strip them first).
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    package static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// One cell: neutralised, then quoted if RFC 4180 requires it.
    package static func field(_ cell: String) -> String {
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
    package static func neutralized(_ text: String) -> String {
        startsFormula(afterQuotes: text) ? "'" + text : text
    }

    /// The cell as it was before ``neutralized(_:)``: exactly one `'` fewer where it added one.
    package static func restored(_ text: String) -> String {
        text.unicodeScalars.first == "'" && startsFormula(afterQuotes: text) ? String(text.unicodeScalars.dropFirst()) : text
    }

    private static func startsFormula(afterQuotes text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { $0 != "'" }) else { return false }
        return formulaStarts.contains(first)
    }
}

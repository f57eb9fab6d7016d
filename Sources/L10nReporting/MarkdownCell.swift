import L10nCore
/// The one escaper for text in a Markdown table cell, which every Markdown output uses: a `|`
/// would end the cell, a line break the row, and `<…>` would be read as HTML.
enum MarkdownCell {
    /// What the text's own Markdown does in the cell.
    enum InlineMarkup {
        /// Renders: findings' messages write code spans (`L10nKey.Offers.title`) on purpose.
        case kept
        /// Shows as typed, with control characters written as the text report writes them:
        /// keys, translations and comments are the user's text, not Markdown.
        case escaped
    }

    static func escape(_ text: String, inlineMarkup: InlineMarkup) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "|": result += "\\|"
            case "\r": result += "<br>"
            // A CRLF is one break.
            case "\n": if previous != "\r" { result += "<br>" }
            case "\\", "`", "*", "_", "[", "]", "~":
                if inlineMarkup == .escaped { result += "\\" }
                result.unicodeScalars.append(scalar)
            default:
                if inlineMarkup == .escaped, let escaped = CoverageWording.escapedControlCharacter(scalar) {
                    // The escape's own backslash must show, not escape the `u`.
                    result += "\\" + escaped
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

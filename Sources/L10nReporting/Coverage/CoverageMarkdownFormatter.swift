import L10nCore
import L10nCatalog
import L10nProject
/// GitHub-flavoured Markdown for a pull-request comment: a heading, a table of features by
/// language with `percent% (translated/keys)`, a total row, and the work in a collapsed
/// `<details>` table (or one line saying everything is translated).
///
/// Catalog text is made inert: `&`, `<`, `>` become entities so a string such as
/// `</details>` cannot close the block, Markdown punctuation is backslash-escaped, `|` is
/// `\|` and line breaks are `<br>`, so each item stays one table row. Keys are code spans
/// unless they hold a backtick or a line break.
package enum CoverageMarkdownFormatter: CoverageFormatter {
    package static let id = "markdown"
    package static let summary = "Markdown tables for a pull-request comment"

    package static func render(_ report: CoverageReport, options: CoverageRenderOptions) -> String {
        var lines = ["## Localization coverage", ""]
        lines.append(row(["Feature", "Keys"] + report.languages.map(cell)))
        lines.append(row([":---", "---:"] + report.languages.map { _ in "---:" }))
        for feature in report.features {
            lines.append(row([cell(feature.feature), String(feature.keys)] + report.languages.map { language in
                feature.coverage[language].map(coverageCell) ?? ""
            }))
        }
        let totals = report.totals
        lines.append(row(["**Total**", "**\(report.totalKeys)**"] + report.languages.map { language in
            totals[language].map { "**\(coverageCell($0))**" } ?? ""
        }))
        lines.append("")

        if report.work.isEmpty {
            lines.append(CoverageWording.allTranslated(keys: report.totalKeys, languages: report.languages.map(cell)))
        } else {
            lines.append("<details>")
            lines.append("<summary>\(String(counting: report.work.count, "translation")) to do</summary>")
            lines.append("")
            lines.append(row(["Feature", "Key", "Language", "Status", "Source", "Comment", "Plural forms"]))
            lines.append(row(Array(repeating: ":---", count: 7)))
            for item in report.work {
                let plural = item.plural.map {
                    CoverageWording.neededForms($0, language: item.language, escape: cell) + "<br>" + CoverageWording.sourceForms($0, escape: cell)
                }
                lines.append(row([
                    cell(item.feature), code(item.key), cell(item.language), item.status.rawValue,
                    item.source.map(cell) ?? "", item.comment.map(cell) ?? "", plural ?? "",
                ]))
            }
            lines.append("")
            lines.append("</details>")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func coverageCell(_ coverage: LanguageCoverage) -> String {
        "\(coverage.percentText)% (\(coverage.translated)/\(coverage.keys))"
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    /// Text that renders as itself inside a table cell.
    static func cell(_ text: String) -> String {
        MarkdownCell.escape(text, inlineMarkup: .escaped)
    }

    /// A key as a code span. Inside one only `|` needs escaping (GitHub splits cells first),
    /// and a control character is written as the text report writes it (`\u{1B}`), which a
    /// span shows as it is; a backtick or line break cannot be written in a span, so such
    /// keys become plain text.
    static func code(_ text: String) -> String {
        guard !text.unicodeScalars.contains(where: { $0 == "`" || $0 == "\n" || $0 == "\r" }) else { return cell(text) }
        var span = "`"
        for scalar in text.unicodeScalars {
            if scalar == "|" { span += "\\" }
            if let escaped = SafeText.escape(scalar) {
                span += escaped
            } else {
                span.unicodeScalars.append(scalar)
            }
        }
        return span + "`"
    }
}

import L10nCore
import L10nProject
/// A table for the terminal, then the list of work grouped by feature.
///
/// ```
/// Feature    Keys           en            es
/// Checkout     13  13/13  100%  10/13  76.9%
/// Offers       12  12/12  100%  12/12   100%
/// Total        62  62/62  100%  59/62  95.2%
///
/// Needs work: 3 translations
///
/// Checkout (Catalogs/Checkout/Checkout.xcstrings)
///   checkout.payment.processing  es  missing  "Processing payment…"  — Progress message …
///   offers.list.count            es  missing  "%lld offers"
///     plural forms — es: one, many, other; en: one "%lld offer", other "%lld offers"
/// ```
///
/// Numbers are right-aligned; text is kept on one line by escaping control characters, which
/// also stops catalog text from sending escape sequences to the terminal. With `useColor`,
/// percentages are green when complete, red under 50% and yellow between.
package enum CoverageTextFormatter: CoverageFormatter {
    package static let id = "text"
    package static let summary = "aligned table and list of missing translations for the terminal"

    package static func render(_ report: CoverageReport, options: CoverageRenderOptions) -> String {
        var lines = table(report, color: options.useColor)
        lines.append("")
        if report.work.isEmpty {
            let done = CoverageWording.allTranslated(keys: report.totalKeys, languages: report.languages)
            lines.append(TerminalStyle(isEnabled: options.useColor).green(done))
        } else {
            lines.append(contentsOf: workList(report, color: options.useColor))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func table(_ report: CoverageReport, color: Bool) -> [String] {
        struct Row {
            var label: String
            var keys: Int
            var coverage: [String: LanguageCoverage]
        }
        var rows = report.features.map { Row(label: oneLine($0.feature), keys: $0.keys, coverage: $0.coverage) }
        rows.append(Row(label: "Total", keys: report.totalKeys, coverage: report.totals))

        let labelWidth = max("Feature".count, rows.map(\.label.count).max() ?? 0)
        let keysWidth = max("Keys".count, rows.map { String($0.keys).count }.max() ?? 0)
        // Each language is two right-aligned sub-columns: `translated/keys` and the percentage.
        let widths = report.languages.map { language in
            let cells = rows.compactMap { $0.coverage[language] }
            let fraction = cells.map { "\($0.translated)/\($0.keys)".count }.max() ?? 0
            let percent = cells.map { $0.percentText.count + 1 }.max() ?? 0
            return (fraction: fraction, percent: percent, total: max(language.count, fraction + 2 + percent))
        }

        var header = "Feature".padded(to: labelWidth) + "  " + padLeft("Keys", keysWidth)
        for (language, width) in zip(report.languages, widths) {
            header += "  " + padLeft(language, width.total)
        }
        var lines = [header]
        for row in rows {
            var line = row.label.padded(to: labelWidth) + "  " + padLeft(String(row.keys), keysWidth)
            for (language, width) in zip(report.languages, widths) {
                guard let coverage = row.coverage[language] else { continue }
                let fraction = padLeft("\(coverage.translated)/\(coverage.keys)", width.fraction)
                let percentText = coverage.percentText + "%"
                let percent = padLeft(painted(percentText, for: coverage, style: TerminalStyle(isEnabled: color)), width.percent, visibleCount: percentText.count)
                let cell = padLeft(fraction + "  " + percent, width.total, visibleCount: width.fraction + 2 + width.percent)
                line += "  " + cell
            }
            lines.append(line)
        }
        return lines
    }

    private static func workList(_ report: CoverageReport, color: Bool) -> [String] {
        let keyWidth = report.work.map { oneLine($0.key).count }.max() ?? 0
        let languageWidth = report.work.map(\.language.count).max() ?? 0
        let statusWidth = report.work.map(\.status.rawValue.count).max() ?? 0

        var lines = ["Needs work: \(String(counting: report.work.count, "translation"))"]
        var currentCatalog: String?
        for item in report.work {
            if item.catalog != currentCatalog {
                currentCatalog = item.catalog
                lines.append("")
                lines.append("\(oneLine(item.feature)) (\(oneLine(item.catalog)))")
            }
            let statusText = item.status.rawValue
            let style = TerminalStyle(isEnabled: color)
            let status = (item.status == .unreviewed ? style.yellow(statusText) : style.red(statusText))
                + String(repeating: " ", count: statusWidth - statusText.count)
            var line = "  " + oneLine(item.key).padded(to: keyWidth) + "  " + item.language.padded(to: languageWidth) + "  " + status
            line += "  " + (item.source.map { "\"" + oneLine($0, escapingQuotes: true) + "\"" } ?? "(no source text)")
            if let comment = item.comment, !comment.isEmpty { line += "  — " + oneLine(comment) }
            lines.append(line)
            if let plural = item.plural {
                let escape = { (text: String) in oneLine(text, escapingQuotes: true) }
                lines.append("    plural forms — " + CoverageWording.neededForms(plural, language: item.language, escape: escape)
                    + "; " + CoverageWording.sourceForms(plural, escape: escape))
            }
        }
        return lines
    }

    /// Green when done, yellow when partial, red under half.
    private static func painted(_ text: String, for coverage: LanguageCoverage, style: TerminalStyle) -> String {
        if coverage.translated == coverage.keys { return style.green(text) }
        return coverage.percent < 50 ? style.red(text) : style.yellow(text)
    }

    /// `visibleCount` is the width the text takes on screen when it holds colour codes.
    private static func padLeft(_ text: String, _ width: Int, visibleCount: Int? = nil) -> String {
        String(repeating: " ", count: max(0, width - (visibleCount ?? text.count))) + text
    }

    /// Control characters as `\n`, `\t`, `\u{1B}`…, so each item stays on one line.
    private static func oneLine(_ text: String, escapingQuotes: Bool = false) -> String {
        SafeText.escaped(text, quotes: escapingQuotes)
    }
}

import L10nCore
/// A spreadsheet for translators: one row per key that needs work in any required language,
/// with the columns `feature,key,comment,source,plural forms,<language>…`. `plural forms` is
/// empty unless the source varies by plural; then it lists the forms each language needs
/// (`es: one, many, other`), one line each, and the source's forms. Each language column holds the
/// key's current text in that language, empty where there is none, ready to be filled in.
///
/// RFC 4180 and formula-safe, as `CSVFormat` writes every CSV, after a UTF-8 byte order mark
/// for Excel. `feature` is the lowercased id as in JSON; other text is as in the catalog.
package enum CoverageCSVFormatter: CoverageFormatter {
    package static let id = "csv"
    package static let summary = "CSV spreadsheet of keys to translate, one column per language"

    package static func render(_ report: CoverageReport, options: CoverageRenderOptions) -> String {
        var output = CSVFormat.byteOrderMark
        output += CSVFormat.record(["feature", "key", "comment", "source", "plural forms"] + report.languages)
        // A key's items are adjacent: each run of them is one row.
        var start = report.work.startIndex
        while start < report.work.endIndex {
            let item = report.work[start]
            let end = report.work[start...].firstIndex { $0.catalog != item.catalog || $0.key != item.key } ?? report.work.endIndex
            output += CSVFormat.record([item.featureID, item.key, item.comment ?? "", item.source ?? "", pluralForms(report.work[start..<end])]
                + report.languages.map { item.currentTexts[$0] ?? "" })
            start = end
        }
        return output
    }

    /// One line per language the plural still needs (`es: one, many, other`), then the
    /// source's forms; empty for a key that does not vary by plural.
    private static func pluralForms(_ items: ArraySlice<WorkItem>) -> String {
        guard let source = items.first?.plural else { return "" }
        let needs = items.compactMap { item in item.plural.map { CoverageWording.neededForms($0, language: item.language) { $0 } } }
        return (needs + [CoverageWording.sourceForms(source) { $0 }]).joined(separator: "\n")
    }
}

import L10nCore
/// A spreadsheet for translators: one row per key that needs work in any required language,
/// with the columns `feature,key,comment,source,<language>…`. Each language column holds the
/// key's current text in that language, empty where there is none, ready to be filled in.
///
/// RFC 4180 and formula-safe, as `CSVFormat` writes every CSV, after a UTF-8 byte order mark
/// for Excel. `feature` is the lowercased id as in JSON; other text is as in the catalog.
public enum CoverageCSVFormatter: CoverageFormatter {
    public static let id = "csv"
    public static let summary = "CSV spreadsheet of keys to translate, one column per language"

    public static func render(_ report: CoverageReport, options: CoverageRenderOptions) -> String {
        var output = CSVFormat.byteOrderMark
        output += CSVFormat.record(["feature", "key", "comment", "source"] + report.languages)
        var previous: WorkItem?
        // A key's items are adjacent, so its first item starts its row.
        for item in report.work where previous.map({ $0.catalog != item.catalog || $0.key != item.key }) ?? true {
            previous = item
            output += CSVFormat.record([item.featureID, item.key, item.comment ?? "", item.source ?? ""]
                + report.languages.map { item.currentTexts[$0] ?? "" })
        }
        return output
    }
}

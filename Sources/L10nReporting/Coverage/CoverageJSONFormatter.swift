import L10nJSON
/// The report for scripts and dashboards:
///
/// `{"languages": [code…], "features": [{"feature", "catalog", "keys", "coverage": {code:
/// {"translated", "missing", "unreviewed", "percent"}}}], "missing": [{"feature", "key",
/// "language", "status", "source", "comment", "plural"}]}`
///
/// `plural` is null unless the source text varies by plural; then it is `{"needs": [form…],
/// "sourceLanguage", "sourceForms": {form: text}}`, the forms the language needs (`one`,
/// `many`, `other`; `files.one` for a substitution) and the source's forms.
///
/// `feature` is the lowercased catalog name (`checkout`); `missing` counts include empty
/// localizations; `percent` is the same rounded number the other formats show, with at most
/// one decimal (`76.9`, `100`); `source` and `comment` are null when absent. Members keep
/// this order. Whitespace is `JSONWriter`'s Xcode style (2-space indent, `"key" : value`,
/// an empty array as `[`, a blank line, `]`), followed by one newline.
package enum CoverageJSONFormatter: CoverageFormatter {
    package static let id = "json"
    package static let summary = "machine-readable JSON with counts per feature and language and the list of work"

    package static func render(_ report: CoverageReport, options: CoverageRenderOptions) -> String {
        let document = JSONDocument(root: value(of: report), hasTrailingNewline: true)
        return String(decoding: JSONWriter.write(document), as: UTF8.self)
    }

    static func value(of report: CoverageReport) -> JSONValue {
        object([
            ("languages", .array(report.languages.map { JSONElement(value: .string($0)) })),
            ("features", .array(report.features.map { JSONElement(value: value(of: $0, languages: report.languages)) })),
            ("missing", .array(report.work.map { JSONElement(value: value(of: $0)) })),
        ])
    }

    private static func value(of feature: FeatureCoverage, languages: [String]) -> JSONValue {
        let coverage = languages.compactMap { language in
            feature.coverage[language].map { coverage in
                (language, object([
                    ("translated", number(coverage.translated)),
                    ("missing", number(coverage.missing)),
                    ("unreviewed", number(coverage.unreviewed)),
                    ("percent", .number(coverage.percentText)),
                ]))
            }
        }
        return object([
            ("feature", .string(feature.id)),
            ("catalog", .string(feature.catalog)),
            ("keys", number(feature.keys)),
            ("coverage", object(coverage)),
        ])
    }

    private static func value(of item: WorkItem) -> JSONValue {
        object([
            ("feature", .string(item.featureID)),
            ("key", .string(item.key)),
            ("language", .string(item.language)),
            ("status", .string(item.status.rawValue)),
            ("source", item.source.map(JSONValue.string) ?? .null),
            ("comment", item.comment.map(JSONValue.string) ?? .null),
            ("plural", item.plural.map { plural in
                object([
                    ("needs", .array(plural.needed.map { JSONElement(value: .string($0)) })),
                    ("sourceLanguage", .string(plural.sourceLanguage)),
                    ("sourceForms", object(plural.sourceForms.map { ($0.name, JSONValue.string($0.text)) })),
                ])
            } ?? .null),
        ])
    }

    private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.map { JSONMember(key: $0.0, value: $0.1) })
    }

    private static func number(_ value: Int) -> JSONValue {
        .number(String(value))
    }
}

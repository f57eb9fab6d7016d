import L10nCore
import L10nJSON
import L10nChecks
/// One JSON object for tools:
///
/// ```
/// {
///   "diagnostics" : [
///     {
///       "check" : "missing-translation",
///       "severity" : "error",
///       "file" : "Catalogs/Checkout/Checkout.xcstrings",
///       "line" : 22,
///       "column" : 5,
///       "key" : "checkout.confirmation.message",
///       "language" : "es",
///       "message" : "…"
///     }
///   ],
///   "summary" : {
///     "files" : 5,
///     "keys" : 63,
///     "errors" : 1,
///     "warnings" : 0
///   }
/// }
/// ```
///
/// Members always appear in this order, `key` and `language` are `null` when they do not
/// apply, and diagnostics are sorted by file, line and column. The text is written by
/// `JSONWriter` (two-space indent, `"name" : value`, only `"`, `\` and control characters
/// escaped, an empty list as `[`, a blank line and `]`) and ends with a newline.
package enum JSONReporter: DiagnosticReporter {
    package static let id = "json"
    package static let summary = "One JSON object with every diagnostic and a summary, for tools."

    package static func report(_ run: CheckRun, context: ReportContext) -> String {
        let root = JSONValue.object([
            JSONMember(key: "diagnostics", value: .array(run.diagnostics.map { JSONElement(value: value(for: $0)) })),
            JSONMember(key: "summary", value: .object([
                JSONMember(key: "files", value: number(run.files)),
                JSONMember(key: "keys", value: number(run.keys)),
                JSONMember(key: "errors", value: number(run.errors)),
                JSONMember(key: "warnings", value: number(run.warnings)),
            ])),
        ])
        return String(decoding: JSONWriter.write(root), as: UTF8.self) + "\n"
    }

    private static func value(for diagnostic: Diagnostic) -> JSONValue {
        .object([
            JSONMember(key: "check", value: .string(diagnostic.checkID)),
            JSONMember(key: "severity", value: .string(diagnostic.severity.rawValue)),
            JSONMember(key: "file", value: .string(diagnostic.path)),
            JSONMember(key: "line", value: number(diagnostic.location.line)),
            JSONMember(key: "column", value: number(diagnostic.location.column)),
            JSONMember(key: "key", value: diagnostic.key.map(JSONValue.string) ?? .null),
            JSONMember(key: "language", value: diagnostic.language.map(JSONValue.string) ?? .null),
            JSONMember(key: "message", value: .string(diagnostic.message)),
        ])
    }

    private static func number(_ value: Int) -> JSONValue { .number(String(value)) }
}

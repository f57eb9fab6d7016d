import L10nCore
import L10nJSON
/// A file that is not valid JSON cannot be checked further, so the parser's error becomes
/// this check's one finding. It is not a `CatalogCheck` because it runs before there is a
/// catalog, and it cannot be disabled: a broken catalog must never pass silently.
package enum JSONSyntaxCheck {
    package static let description = CheckDescription(
        id: "json-syntax", name: "JSON syntax", severity: .error,
        summary: "The file must be strict JSON, as Xcode writes it; it cannot be disabled.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : {}, "version" : "1.0" }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : {} ↓"version" : "1.0" }
                """),
        ])

    /// The parser's message already says what is wrong and what was expected there.
    package static func diagnostic(for error: JSONParseError, path: String) -> Diagnostic {
        Diagnostic(
            checkID: description.id, severity: description.severity, message: error.message,
            path: path, location: error.location)
    }
}

import L10nCore
import L10nJSON
/// Every catalog of an app must translate from the same language, or keys and placeholders
/// would be compared against the wrong text.
package enum SourceLanguageCheck: CatalogCheck {
    package static let description = CheckDescription(
        id: "source-language", name: "Source language", severity: .error,
        summary: "The catalog's sourceLanguage must be the expected source language (default en).",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : {} }
                """),
            .failing("""
                { ↓"sourceLanguage" : "de", "strings" : {} }
                """),
            .failing("""
                ↓{ "strings" : {} }
                """),
        ])

    package static func check(_ input: CatalogCheckInput) -> [Diagnostic] {
        let expected = input.options.sourceLanguage
        guard let declared = input.declaredSourceLanguage else {
            return [diagnostic(
                "The catalog has no sourceLanguage; add \"sourceLanguage\" : \"\(expected)\" at the top.",
                at: JSONPosition(line: 1, column: 1), in: input, key: nil)]
        }
        guard declared != expected else { return [] }
        return [diagnostic(
            "The catalog's sourceLanguage is '\(declared)' but must be '\(expected)'; set \"sourceLanguage\" to \"\(expected)\".",
            at: input.declaredSourceLanguagePosition ?? JSONPosition(line: 1, column: 1), in: input, key: nil, language: declared)]
    }
}

import L10nCore
/// The apps write their keys by hand; an entry Xcode believes it extracted from code can be
/// rewritten or deleted by the next build.
package enum ExtractionStateCheck: EntryCheck {
    package static let description = CheckDescription(
        id: "extraction-state", name: "Extraction state", severity: .error,
        summary: "Every entry must have \"extractionState\" : \"manual\" (stale entries are stale-entry's).",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "extractionState" : "manual" } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : {
                  ↓"shop.home.title" : {},
                  ↓"shop.home.subtitle" : { "extractionState" : "extracted_with_value" }
                } }
                """),
        ])

    package static let namesNoLanguage = true

    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        input.entries.compactMap { entry in
            let message: String
            switch entry.extractionState {
            case .manual?, .stale?:
                return nil
            case nil:
                message = "Key '\(entry.key)' has no extractionState; add \"extractionState\" : \"manual\" so Xcode leaves it alone."
            case let state?:
                message = "Key '\(entry.key)' has extractionState '\(state)'; set it to \"manual\" so Xcode leaves it alone."
            }
            return diagnostic(message, at: entry.position, in: input, key: entry.key)
        }
    }
}

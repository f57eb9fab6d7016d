import L10nCore
/// Xcode marks an entry stale when it no longer finds it in code: usually dead text that
/// translators still pay for.
package enum StaleEntryCheck: EntryCheck {
    package static let description = CheckDescription(
        id: "stale-entry", name: "Stale entry", severity: .warning,
        summary: "An entry must not have \"extractionState\" : \"stale\".",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "extractionState" : "manual" } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { ↓"shop.home.title" : { "extractionState" : "stale" } } }
                """),
        ])

    package static let namesNoLanguage = true

    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        input.entries.compactMap { entry in
            guard entry.extractionState == .stale else { return nil }
            return diagnostic(
                "Key '\(entry.key)' is stale; delete it if the app no longer uses it, or set its extractionState to \"manual\".",
                at: entry.position, in: input, key: entry.key)
        }
    }
}

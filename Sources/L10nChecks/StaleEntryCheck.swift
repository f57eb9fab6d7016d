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
        var diagnostics: [Diagnostic] = []
        for (index, kind) in input.extractionStates.enumerated() where kind == .stale {
            let key = input.entries[index].key
            diagnostics.append(diagnostic(
                "Key '\(key)' is stale; delete it if the app no longer uses it, or set its extractionState to \"manual\".",
                at: input.entries[index].position, in: input, key: key))
        }
        return diagnostics
    }
}

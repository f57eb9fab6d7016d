import L10nCore
import L10nCatalog
/// A missing language shows users the source text, or the raw key.
package enum MissingTranslationCheck: EntryCheck {
    package static let description = CheckDescription(
        id: "missing-translation", name: "Missing translation", severity: .error,
        summary: "Every required language (default en, es) must have a localization; entries with shouldTranslate false need only the source.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : {
                  "shop.home.title" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "Inicio" } } } },
                  "shop.home.brand" : { "shouldTranslate" : false, "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Shopwise" } } } }
                } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : {
                  ↓"shop.home.title" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } } } }
                } }
                """),
        ])


    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let entries = input.entries
        for index in entries.indices {
            // A few required languages against tens of present ones: scanning beats hashing.
            // The value read in place: the entry is not copied out.
            let present = entries[index].value[CatalogField.localizations]?.members ?? []
            for language in input.requiredLanguages(ofEntryAt: index) where !present.contains(where: { $0.key == language }) {
                diagnostics.append(diagnostic(
                    "Key '\(entries[index].key)' has no '\(language)' translation; translate it into '\(language)'.",
                    at: entries[index].position, in: input, key: entries[index].key, language: language))
            }
        }
        return diagnostics
    }
}

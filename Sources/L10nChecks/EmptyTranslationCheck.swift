import L10nCore
/// An empty value shows users a blank label; a translator usually left it unfinished.
package enum EmptyTranslationCheck: EntryCheck {
    package static let description = CheckDescription(
        id: "empty-translation", name: "Empty translation", severity: .error,
        summary: "No string unit or string set may be empty or only spaces, including plural, device and substitution forms.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } } } } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
                  "es" : { "stringUnit" : { "state" : "translated", ↓"value" : "  " } } } } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.cart.count" : { "localizations" : {
                  "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", ↓"value" : "" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } } } } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "localizations" : {
                  "en" : { ↓"stringSet" : { "state" : "translated", "values" : [ " " ] } } } } } }
                """),
        ])


    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Translated text is never blank: no localization of such an entry to look at.
        for entry in input.entries where !entry.everyStringUnitIsTranslatedText {
            for localization in entry.localizations {
                if let set = localization.content.blankStringSet {
                    diagnostics.append(diagnostic(
                        "Key '\(entry.key)' has no text in its '\(localization.language)' string set; write the text or remove the localization.",
                        at: set.position, in: input, key: entry.key, language: localization.language))
                }
                guard localization.content.containsValue(where: { $0.isBlank }) else { continue }
                // A localization's own value that is not a string is catalog-structure's finding.
                for form in localization.content.forms where (form.unit.value ?? "").isBlank && !(form.path.isEmpty && form.unit.valueIsNotString) {
                    diagnostics.append(diagnostic(
                        "Key '\(entry.key)' has empty '\(localization.language)' text\(formSuffix(form)); write the text or remove the localization.",
                        at: form.unit.valuePosition, in: input, key: entry.key, language: localization.language, form: form.path))
                }
            }
        }
        return diagnostics
    }
}

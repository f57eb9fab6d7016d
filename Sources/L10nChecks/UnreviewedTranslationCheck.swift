import L10nCore
/// Xcode marks text `new` or `needs_review` when its source changed or nobody approved it;
/// shipping it risks wrong or outdated wording.
package enum UnreviewedTranslationCheck: EntryCheck {
    package static let description = CheckDescription(
        id: "unreviewed-translation", name: "Unreviewed translation", severity: .warning,
        summary: "Every string unit's state must be translated, not new, needs_review or anything else.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } } } } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
                  "es" : { "stringUnit" : { ↓"state" : "needs_review", "value" : "Inicio" } } } } } }
                """),
        ])


    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Translated text is translated: no localization of such an entry to look at.
        for entry in input.entries where !entry.everyStringUnitIsTranslatedText {
            for localization in entry.localizations where localization.content.containsState(where: { $0 != .translated }) {
                for form in localization.content.forms where form.unit.state != .translated {
                    let state = form.unit.state.map { "in state '\($0)'" } ?? "without a state"
                    diagnostics.append(diagnostic(
                        "Key '\(entry.key)' has '\(localization.language)' text\(formSuffix(form)) \(state); review it and mark it translated.",
                        at: form.unit.statePosition, in: input, key: entry.key, language: localization.language, form: form.path))
                }
            }
        }
        return diagnostics
    }
}

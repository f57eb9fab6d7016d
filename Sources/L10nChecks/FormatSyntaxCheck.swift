import L10nCore
import L10nJSON
import L10nCatalog
/// `String(format:)` reads every `%` of a text that takes arguments: a lone `%` shows nothing
/// or garbage, `% he` reads a floating-point argument that was never passed (a space after `%`
/// is a flag), and numbered and unnumbered arguments together read the wrong ones.
package enum FormatSyntaxCheck: EntryCheck {
    package static let description = CheckDescription(
        id: "format-syntax", name: "Format syntax", severity: .error,
        summary: "In a text that takes arguments, every % must start a valid specifier (%% for a percent sign; '% he' reads an argument), and arguments must be all numbered or all not.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : {
                  "shop.order.done" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%d%% done" } },
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "%d%% hecho" } } } },
                  "shop.order.range" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ of %2$@" } },
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ de %1$@" } } } },
                  "shop.order.sale" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "50% off" } },
                    "es" : { "stringUnit" : { "state" : "translated", "value" : "50% de descuento" } } } }
                } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : {
                  "shop.order.done" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%d%% done" } },
                    "es" : { "stringUnit" : { "state" : "translated", ↓"value" : "%d% hecho" } },
                    "fr" : { "stringUnit" : { "state" : "translated", ↓"value" : "%d%" } } } },
                  "shop.order.range" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ of %@" } },
                    "es" : { "stringUnit" : { "state" : "translated", ↓"value" : "%2$@ de %@" } } } }
                } }
                """),
        ])

    package static var readsFormatTexts: Bool { true }

    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in input.entries.indices {
            // Only a text that takes arguments goes through `String(format:)`.
            guard let texts = input.formatTexts(ofEntryAt: index), let source = texts.source, source.isFormatString else { continue }
            let entry = input.entries[index]
            if source.isKey, let form = source.forms.first {
                for problem in form.scan.problems {
                    diagnostics.append(diagnostic(
                        message(problem, key: entry.key, text: form.text, place: source.place(form)),
                        at: form.position, in: input, key: entry.key, language: source.language))
                }
            }
            // Nearly every text is well formed: its forms are built only when one is not.
            guard texts.someTextHasFormatProblems else { continue }
            for (index, localization) in entry.localizations.enumerated() where texts.texts(ofLocalizationAt: index).hasFormatProblems {
                for form in localization.content.forms {
                    guard let text = form.unit.value, FormatPlaceholder.hasProblems(text) else { continue }
                    let place = "'\(localization.language)' text\(formSuffix(form))"
                    for problem in FormatPlaceholder.scan(text).problems {
                        diagnostics.append(diagnostic(
                            message(problem, key: entry.key, text: text, place: place),
                            at: form.unit.valuePosition, in: input, key: entry.key, language: localization.language, form: form.path))
                    }
                }
            }
        }
        return diagnostics
    }

    static func message(_ problem: FormatProblem, key: String, text: String, place: String) -> String {
        let column = problem.column(in: text)
        switch problem.kind {
        case .strayPercent:
            return "Key '\(key)' has a '%' at column \(column) of its \(place) that starts no format specifier; write '%%' for a percent sign, or correct the specifier."
        case .spaceFlag(let specifier):
            let type = FormatArgumentType(specifier: specifier).map { " (\($0))" } ?? ""
            return "Key '\(key)' reads '\(problem.text)' at column \(column) of its \(place) as a format specifier\(type), because a space after '%' is a flag; write '%%' for a percent sign, or remove the space if a specifier was meant."
        case .mixedPositions(let first):
            return "Key '\(key)' mixes numbered and unnumbered arguments in its \(place) ('\(first)', then '\(problem.text)' at column \(column)); number every argument ('%1$…', '%2$…')."
        }
    }
}

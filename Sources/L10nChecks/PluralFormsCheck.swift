import L10nCore
import L10nJSON
import L10nCatalog
/// Plural rules pick a category per number; a category the translation lacks falls back to
/// `other`, which reads wrong ("1 artículos"), and without `other` there is nothing to fall back to.
package enum PluralFormsCheck: EntryCheck {
    package static let description = CheckDescription(
        id: "plural-forms", name: "Plural forms", severity: .error,
        summary: "A plural variation must have 'other' (error) and exactly the categories its language uses in CLDR (warning).",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "shop.cart.count" : { "localizations" : {
                  "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
                  "es" : { "variations" : { "plural" : {
                    "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículos" } },
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículo" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículos" } } } } } } } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.cart.count" : { "localizations" : {
                  "en" : { "variations" : { ↓"plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } } } } },
                  "es" : { "variations" : { ↓"plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículo" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículos" } } } } } } } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.cart.count" : { "localizations" : {
                  "en" : { "variations" : { "plural" : {
                    ↓"few" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } },
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } } } } } }
                """),
        ])


    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Translated text is a string unit alone: no variations to look at.
        for entry in input.entries where !entry.everyLocalizationIsTranslatedText {
            // Most localizations are a plain string unit: no plural to look at. By index, as
            // `EntryFormatTexts` walks them: the collection's iterator costs more than the look.
            let localizations = entry.localizations
            for index in localizations.indices {
                let localization = localizations[index]
                let content = localization.content
                guard content.hasVariationsOrSubstitutions else { continue }
                let language = localization.language
                let categories = PluralCategories.set(of: language)
                let finder = Finder(key: entry.key, language: language, categories: categories)
                // Xcode's plural shape: its one plural variation is all the walk would find.
                if let plural = content.pluralCasesAlone {
                    finder.check(plural, path: [], in: input, into: &diagnostics)
                } else {
                    finder.visit(content.value, withSubstitutions: true, path: [], in: input, into: &diagnostics)
                }
            }
        }
        return diagnostics
    }

    /// Walks one localization's variations, nested ones and substitutions included. The input
    /// is passed to each call rather than held: one is made per localization, and a copy of the
    /// input (its context and batch) cost more than the walk.
    private struct Finder {
        var key: String
        var language: String
        var categories: PluralCategories.CategorySet?

        init(key: String, language: String, categories: PluralCategories.CategorySet?) {
            self.key = key
            self.language = language
            self.categories = categories
        }

        /// Walks the JSON as `LocalizationContent.variations` and `.substitutions` read it, without
        /// building their arrays: the cases of each variation kind in order, then (outside a
        /// substitution) each substitution's variations, whose own substitutions are not read.
        func visit(_ value: JSONValue, withSubstitutions: Bool, path: [FormStep], in input: EntryCheckInput, into diagnostics: inout [Diagnostic]) {
            for kindMember in value[CatalogField.variations]?.members ?? [] {
                let kind = VariationKind(rawValue: kindMember.key)
                let cases = kindMember.value.members ?? []
                if kind == .plural { check(LocalizationContent.PluralCases(members: cases, position: kindMember.keyPosition), path: path, in: input, into: &diagnostics) }
                // A case that is a string unit alone has nothing nested to visit.
                for item in cases where LocalizationContent(item.value).hasVariationsOrSubstitutions {
                    visit(item.value, withSubstitutions: true, path: path + [.variation(kind: kind, name: item.key)], in: input, into: &diagnostics)
                }
            }
            guard withSubstitutions else { return }
            for substitution in value[CatalogField.substitutions]?.members ?? [] {
                visit(substitution.value, withSubstitutions: false, path: path + [.substitution(substitution.key)], in: input, into: &diagnostics)
            }
        }

        /// One plural variation, from its cases' names and positions.
        func check(_ cases: LocalizationContent.PluralCases, path: [FormStep], in input: EntryCheckInput, into diagnostics: inout [Diagnostic]) {
            let position = cases.position
            // Which of CLDR's categories the cases name, from one pass over them; a name that
            // is none of them is never a category of the language.
            var present: UInt8 = 0
            var namesOther = false
            for index in 0..<cases.count {
                let bit = PluralCategories.bit(cases.name(at: index))
                present |= bit
                namesOther = namesOther || bit == 0
            }
            // Worded only for a finding: most variations have none.
            var place: String { path.isEmpty ? "" : " (\(path.map(\.description).joined(separator: " ")))" }
            guard present & PluralCategories.bit("other") != 0 else {
                diagnostics.append(diagnostic(
                    "Key '\(key)' has a plural variation in '\(language)'\(place) without 'other'; add the 'other' case, which every number falls back to.",
                    at: position, in: input, form: path, severity: .error))
                return
            }
            // Unknown languages: `other` is all that can be required.
            guard let categories else { return }
            if categories.bits & ~present != 0 {
                let missing = categories.names.filter { PluralCategories.bit($0) & present == 0 }
                let noun = missing.count == 1 ? "case" : "cases"
                diagnostics.append(diagnostic(
                    "Key '\(key)' lacks the '\(language)' plural \(noun) \(list(missing))\(place); add \(missing.count == 1 ? "it" : "them"), since '\(language)' uses \(list(categories.names)).",
                    at: position, in: input, form: path, severity: .warning))
            }
            // Apple's runtime uses `zero` for 0 in every language, so it is never unused.
            guard namesOther || present & ~categories.bits & ~PluralCategories.bit("zero") != 0 else { return }
            for index in 0..<cases.count {
                let name = cases.name(at: index)
                guard name != "zero", !categories.names.contains(name) else { continue }
                diagnostics.append(diagnostic(
                    "Key '\(key)' has the '\(language)' plural case '\(name)'\(place), which '\(language)' never uses; remove it.",
                    at: cases.position(at: index), in: input, form: path + [.variation(kind: .plural, name: name)], severity: .warning))
            }
        }

        private func diagnostic(_ message: String, at position: JSONPosition, in input: EntryCheckInput, form: [FormStep], severity: Severity) -> Diagnostic {
            PluralFormsCheck.diagnostic(message, at: position, in: input, key: key, language: language, form: form, severity: severity)
        }

        /// `'one'`, `'one' and 'other'`, `'one', 'few' and 'other'`.
        private func list(_ names: [String]) -> String {
            let quoted = names.map { "'\($0)'" }
            guard quoted.count > 1 else { return quoted.joined() }
            return quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
        }
    }
}

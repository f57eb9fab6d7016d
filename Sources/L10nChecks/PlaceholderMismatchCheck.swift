import L10nCore
import L10nCatalog
/// The app passes the arguments the source text declares; a translation that reads them
/// with another type or count shows garbage or crashes at runtime.
package enum PlaceholderMismatchCheck: EntryCheck {
    package static let description = CheckDescription(
        id: "placeholder-mismatch", name: "Placeholder mismatch", severity: .error,
        summary: "Each translated form must use the source form's format arguments: same count, types and positions (reordering with %1$@ is fine).",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "shop.order.range" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ bought %lld, 100%% sure" } },
                  "es" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld comprados por %1$@" } } } } } }
                """),
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "shop.cart.count" : { "localizations" : {
                  "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
                  "es" : { "variations" : { "plural" : {
                    "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld de artículos" } },
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "Un artículo" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículos" } } } } } } } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.order.range" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ bought %lld" } },
                  "es" : { "stringUnit" : { "state" : "translated", ↓"value" : "%@ compró %@" } },
                  "fr" : { "stringUnit" : { "state" : "translated", ↓"value" : "%@ a acheté" } } } } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.cart.count" : { "localizations" : {
                  "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
                  "es" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", ↓"value" : "%@ artículo" } },
                    "other" : { "stringUnit" : { "state" : "translated", ↓"value" : "Artículos" } } } } } } } } }
                """),
        ])


    package static var readsFormatTexts: Bool { true }

    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sourceLanguage = input.sourceLanguage
        // A form whose `%` format-syntax reports is that check's finding alone, so one defect is
        // one finding (`%d% hecho`); its malformed `%` is not counted as an argument here either.
        let formatSyntaxReports = !input.options.disabled.contains(FormatSyntaxCheck.description.id)
        // An empty text is empty-translation's finding; that it lacks the arguments says nothing more.
        let emptyTranslationReports = !input.options.disabled.contains(EmptyTranslationCheck.description.id)
        for index in input.entries.indices {
            // The two shortcuts come first: most entries take one, and looking for the source
            // among an entry's localizations cost more than the rest of the check.
            // Most text has no `%` at all, in the source or any translation: nothing to compare.
            // `EntrySourceText` is the source localization's text, or the key standing in for
            // it, when it has a `%`.
            // No `%` on either side (no texts read): no translation to compare, nor any source
            // arguments to parse. (A shortcut only: no translation of such an entry has a `%`
            // below either.)
            guard let texts = input.formatTexts(ofEntryAt: index) else { continue }
            let sourceHasPlaceholders = texts.source != nil
            // The translations write the source's very placeholders, as most do: nothing to compare.
            if texts.everyTranslationWritesUniformSourcePlaceholders { continue }
            let entry = input.entries[index]
            let localizations = entry.localizations
            let sourceLocalization = localizations.first(where: { $0.language == sourceLanguage })
            // Without a source localization Xcode shows the key: when it is text, it is the source.
            let sourceIsKey = sourceLocalization == nil && EntrySourceText.keyIsText(entry.key)
            guard localizations.count > (sourceIsKey ? 0 : 1), sourceLocalization != nil || sourceIsKey else { continue }
            let source = SourceText(texts.source)
            let skipsMalformedForms = formatSyntaxReports && source.isFormatString
            for index in localizations.indices {
                let localization = localizations[index]
                guard localization.language != sourceLanguage else { continue }
                let translated = texts.texts(ofLocalizationAt: index)
                if !sourceHasPlaceholders, !translated.hasPercentSign { continue }
                // Nearly every translation writes the very placeholders of its source: when every
                // source form has the same ones, a translation whose every form has them too
                // reads the same arguments everywhere.
                if translated.writesUniformSourcePlaceholders { continue }
                let specifiers = substitutionSpecifiers(of: localization.content.substitutions)
                for form in localization.content.forms {
                    guard let reference = source.reference(for: form.path) else { continue }
                    if emptyTranslationReports, (form.unit.value ?? "").isBlank { continue }
                    let arguments = formatArguments(of: form, specifiers: specifiers)
                    if skipsMalformedForms, arguments.hasFormatProblems { continue }
                    for problem in problems(arguments, against: reference, source: source, path: form.path) {
                        diagnostics.append(diagnostic(
                            message(problem, key: entry.key, language: localization.language, form: form,
                                    source: sourceIsKey ? "the key" : "'\(sourceLanguage)'"),
                            at: form.unit.valuePosition, in: input, key: entry.key, language: localization.language, form: form.path))
                    }
                }
            }
        }
        return diagnostics
    }

    /// The source localization's arguments, parsed once per entry.
    private struct SourceText {
        var argumentsByPath: [[FormStep]: FormatArguments] = [:]
        /// Every argument any source form uses: the arguments the app passes.
        var allArguments: [Int: FormatArgumentType] = [:]
        /// The form a translated form without a counterpart falls back to: `other` all the way down.
        var otherPath: [FormStep]?
        /// Whether `String(format:)` reads the text (see `EntrySourceText.isFormatString`).
        var isFormatString = false

        /// `source`: the source localization's forms, or the key as its one plain form, each
        /// scanned once (``EntrySourceText``); nil without placeholders in the source, when
        /// every form's arguments are empty: nothing to parse.
        init(_ source: EntrySourceText?) {
            guard let source else { self.init(forms: [], specifiers: [:]); return }
            self.init(forms: source.forms.map { ($0.path, $0.text, $0.scan) }, specifiers: substitutionSpecifiers(of: source.substitutions))
        }

        private init(
            forms: [(path: [FormStep], text: String, scan: FormatScan)], specifiers: [String: (argumentNumber: Int?, specifier: String?)]
        ) {
            guard !forms.isEmpty else {
                otherPath = []
                argumentsByPath[[]] = FormatArguments()
                return
            }
            for form in forms {
                let arguments = FormatArguments(scan: form.scan, substitutionSpecifiers: specifiers)
                if !isFormatString { isFormatString = !arguments.types.isEmpty || !arguments.substitutions.isEmpty || EntrySourceText.hasDoublePercent(form.text) }
                argumentsByPath[form.path] = arguments
                allArguments.merge(arguments.types) { first, _ in first }
                if otherPath == nil, form.path.allSatisfy(\.isOtherCase) { otherPath = form.path }
            }
        }

        /// The source form at `path`; else the same path with its variation cases replaced by
        /// `other` from the innermost out; else, outside substitutions, the source's `other` form.
        func reference(for path: [FormStep]) -> FormatArguments? {
            if let exact = argumentsByPath[path] { return exact }
            var fallback = path
            for index in fallback.indices.reversed() {
                guard case .variation(let kind, let name) = fallback[index], name != "other" else { continue }
                fallback[index] = .variation(kind: kind, name: "other")
                if let arguments = argumentsByPath[fallback] { return arguments }
            }
            guard !path.contains(where: \.isSubstitution), let otherPath else { return nil }
            return argumentsByPath[otherPath]
        }
    }

    private enum Problem {
        case differentType(argument: Int, translated: FormatArgumentType, source: FormatArgumentType)
        case missing(argument: Int)
        case extra(argument: Int)
        case missingSubstitutionArgument
    }

    private static func problems(_ translated: FormatArguments, against reference: FormatArguments, source: SourceText, path: [FormStep]) -> [Problem] {
        // "One item", "Daily" for "Every %i days": a `zero`, `one` or `two` case stands for one
        // number and may leave it out; `few`, `many` and `other` stand for many and must show it.
        // Nearly every form matches its source exactly; that needs no closer look.
        // One argument read as two types is format-specifier's finding, in every language.
        if translated.types == reference.types,
           translated.usesSubstitutionArgument || !reference.usesSubstitutionArgument {
            return []
        }
        let mayOmitCount = path.contains { if case .variation(.plural, let name) = $0 { namesOneNumber.contains(name) } else { false } }
        var problems: [Problem] = []
        for argument in Set(reference.types.keys).union(translated.types.keys).sorted() {
            switch (translated.types[argument], reference.types[argument]) {
            case (let translatedType?, let referenceType?) where translatedType != referenceType:
                problems.append(.differentType(argument: argument, translated: translatedType, source: referenceType))
            case (nil, let referenceType?) where !(mayOmitCount && referenceType.isNumber):
                problems.append(.missing(argument: argument))
            case (let translatedType?, nil):
                // The reference form may omit an argument the string still receives.
                switch source.allArguments[argument] {
                case nil: problems.append(.extra(argument: argument))
                case let sourceType? where sourceType != translatedType:
                    problems.append(.differentType(argument: argument, translated: translatedType, source: sourceType))
                default: break
                }
            default:
                break
            }
        }
        if reference.usesSubstitutionArgument, !translated.usesSubstitutionArgument, !mayOmitCount {
            problems.append(.missingSubstitutionArgument)
        }
        return problems
    }

    /// `source`: `'en'`, or `the key` when the key stands in for the source text.
    private static func message(_ problem: Problem, key: String, language: String, form: Form, source sourceLanguage: String) -> String {
        let place = "in '\(language)'\(formSuffix(form))"
        return switch problem {
        case .differentType(let argument, let translated, let source):
            "Key '\(key)' reads argument \(argument) as \(translated) \(place) but as \(source) in \(sourceLanguage); use the same format specifier as \(sourceLanguage)."
        case .missing(let argument):
            "Key '\(key)' has no placeholder for argument \(argument) \(place) though \(sourceLanguage) has one; add it with the same specifier as \(sourceLanguage)."
        case .extra(let argument):
            "Key '\(key)' uses argument \(argument) \(place), which \(sourceLanguage) does not have; remove the placeholder or correct its number."
        case .missingSubstitutionArgument:
            "Key '\(key)' leaves out %arg \(place) though \(sourceLanguage) shows it; add %arg where the number goes."
        }
    }

    /// The plural categories that stand for a single number.
    private static let namesOneNumber: Set<String> = ["zero", "one", "two"]

    private static func formatArguments(of form: Form, specifiers: [String: (argumentNumber: Int?, specifier: String?)]) -> FormatArguments {
        formatArguments(of: form.unit.value ?? "", specifiers: specifiers)
    }

    private static func formatArguments(of text: String, specifiers: [String: (argumentNumber: Int?, specifier: String?)]) -> FormatArguments {
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return FormatArguments() }
        return FormatArguments(text: text, substitutionSpecifiers: specifiers)
    }

    /// A localization's substitutions by name, for the argument each `%#@name@` consumes.
    private static func substitutionSpecifiers(of substitutions: [Substitution]) -> [String: (argumentNumber: Int?, specifier: String?)] {
        var specifiers: [String: (argumentNumber: Int?, specifier: String?)] = [:]
        for substitution in substitutions {
            specifiers[substitution.name] = (substitution.argumentNumber, substitution.formatSpecifier)
        }
        return specifiers
    }
}

private extension FormStep {
    var isOtherCase: Bool {
        if case .variation(_, "other") = self { true } else { false }
    }

    var isSubstitution: Bool {
        if case .substitution = self { true } else { false }
    }
}

private extension FormatArgumentType {
    /// A count or amount that a plural case may be chosen by.
    var isNumber: Bool { self == .int || self == .unsignedInt || self == .double }
}

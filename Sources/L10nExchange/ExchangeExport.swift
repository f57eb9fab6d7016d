import L10nCore
import L10nCatalog
import L10nChecks
import L10nJSON
/// What goes to translators: for each catalog and target language, one unit per string unit
/// the language needs, with the source text beside it.
///
/// A key's forms follow the translation when it has text already, else the source. Plural
/// variations get the target language's CLDR categories, whatever the source has: Spanish gets
/// `one`, `many` and `other` even where English has `one` and `other` (a `zero` case the text
/// has is kept, since Apple uses it for 0 in every language). A form the source lacks shows the
/// source's nearest form: `other` for a missing plural case, the plain text for a variation
/// only the translation has; with nothing at all, the unit id, as Xcode does. A key without
/// source text is its own source, as Xcode has it for keys extracted from code, unless it is an
/// identifier key (`feature.section.element`), which is left out; so are entries marked
/// `shouldTranslate: false`.
package enum ExchangeExport {
    package struct Options: Sendable {
        /// Target languages, in order; the catalog's source language is left out of them.
        package var languages: [String]
        /// Only units without translated, non-blank text; else every unit.
        package var missingOnly: Bool
        /// Substitution text in Xcode's XLIFF spelling (see `XcodeSubstitutionText`).
        package var xcodeSpelling: Bool

        package init(languages: [String], missingOnly: Bool = true, xcodeSpelling: Bool = false) {
            self.languages = languages
            self.missingOnly = missingOnly
            self.xcodeSpelling = xcodeSpelling
        }
    }

    /// One catalog's units per target language, in the order of `options.languages`.
    package struct CatalogExport: Sendable {
        package var files: [ExchangeFile]
        /// Identifier keys left out because they have no text in the source language to translate from.
        package var keysWithoutSource: [String]
        /// What `catalog-structure` finds in the file: export leaves such a catalog out, as
        /// one that is not JSON, rather than export what it cannot read.
        package var structureProblems: [CatalogStructureProblem] = []
    }

    /// Reads `text` entry by entry through the one catalog reader, so a large catalog's tree is
    /// never whole in memory.
    package static func export(
        _ text: CatalogText, original: String, options: Options, defaultSourceLanguage: String = "en",
        strategy: CatalogReader.Strategy = .automatic
    ) throws(JSONParseError) -> CatalogExport {
        let read = try CatalogReader.read(
            text, into: StructureCheckedConsumer(Collector(options: options)), defaultSourceLanguage: defaultSourceLanguage, strategy: strategy)
        var export = read.consumer.inner.finish(original: original, sourceLanguage: read.catalog.sourceLanguage ?? defaultSourceLanguage)
        export.structureProblems = read.consumer.structureProblems(of: read.catalog)
        return export
    }

    /// Gathers the units of entries as they are read.
    private struct Collector: CatalogEntryConsumer {
        let options: Options
        /// The target languages, known from the first entry's source language.
        var languages: [String]?
        var unitsByLanguage: [[ExchangeUnit]] = []
        var keysWithoutSource: [String] = []
        /// A key written twice is read from its first entry, as everywhere.
        var seen = Set<String>()
        var firstKey: String?
        var lastKey: String?
        var isSorted = true

        init(options: Options) {
            self.options = options
        }

        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
            let languages = self.languages ?? {
                let languages = options.languages.filter { $0 != sourceLanguage }
                self.languages = languages
                unitsByLanguage = Array(repeating: [], count: languages.count)
                return languages
            }()
            guard seen.insert(entry.key).inserted, entry.shouldTranslate else { return }
            if let lastKey, !XcodeOrder.areInIncreasingOrder(lastKey, entry.key) { isSorted = false }
            if firstKey == nil { firstKey = entry.key }
            lastKey = entry.key
            let source: LocalizationContent
            if let own = entry.localization(sourceLanguage)?.content, !own.forms.isEmpty {
                source = own
            } else if !entry.key.isEmpty, KeyRules.violation(of: entry.key) != nil {
                // A key extracted from code is its own source text, as Xcode exports it; an
                // identifier key (`shop.cart.title`) is not text to translate from.
                source = LocalizationContent(Catalog.stringUnitContent(entry.key))
            } else {
                keysWithoutSource.append(entry.key)
                return
            }
            for (index, language) in languages.enumerated() {
                unitsByLanguage[index] += units(of: entry, source: source, language: language, options: options)
            }
        }

        /// Adds what the second half of a catalog gathered; a key the first half had is its repeat.
        mutating func append(_ later: Collector) {
            if languages == nil {
                languages = later.languages
                unitsByLanguage = later.unitsByLanguage
            } else {
                for index in unitsByLanguage.indices where index < later.unitsByLanguage.count {
                    unitsByLanguage[index] += later.unitsByLanguage[index].filter { !seen.contains($0.key) }
                }
            }
            keysWithoutSource += later.keysWithoutSource.filter { !seen.contains($0) }
            if let lastKey, let next = later.firstKey, !XcodeOrder.areInIncreasingOrder(lastKey, next) { isSorted = false }
            isSorted = isSorted && later.isSorted
            seen.formUnion(later.seen)
            lastKey = later.lastKey ?? lastKey
        }

        func finish(original: String, sourceLanguage: String) -> CatalogExport {
            let languages = self.languages ?? options.languages.filter { $0 != sourceLanguage }
            return CatalogExport(
                files: languages.enumerated().map { index, language in
                    var units = index < unitsByLanguage.count ? unitsByLanguage[index] : []
                    // Xcode lists units in key order; a catalog not in that order is sorted,
                    // keeping each key's forms together.
                    if !isSorted {
                        units = units.enumerated().sorted { lhs, rhs in
                            let order = XcodeOrder.compare(lhs.element.key, rhs.element.key)
                            return order == .orderedSame ? lhs.offset < rhs.offset : order == .orderedAscending
                        }.map(\.element)
                    }
                    return ExchangeFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: language, units: units)
                },
                keysWithoutSource: keysWithoutSource)
        }
    }

    /// The units of one entry for one language.
    static func units(of entry: CatalogEntry, source: LocalizationContent, language: String, options: Options) -> [ExchangeUnit] {
        let target = entry.localization(language)?.content
        let structure = target.flatMap { $0.forms.isEmpty ? nil : $0 }
        var paths: [[FormStep]] = []
        collectPaths(of: structure ?? source, source: source, isTarget: structure != nil, language: language, prefix: [], into: &paths)
        var units: [ExchangeUnit] = []
        for path in paths {
            let current = target?.unit(at: path)
            let isDone = current?.state == .translated && !(current?.value ?? "").isBlank
            if options.missingOnly && isDone { continue }
            let form = ExchangeForm(path: path)
            let sourceValue = sourceUnit(of: source, at: path)?.value
            var sourceText = sourceValue ?? ExchangeForm.unitID(key: entry.key, form: form)
            // Empty text is no translation: tools show a unit without a target as one to do.
            var targetText = current?.value.flatMap { $0.isEmpty ? nil : $0 }
            if options.xcodeSpelling {
                if sourceValue != nil { sourceText = XcodeSubstitutionText.exported(sourceText, path: path, content: source) }
                if let target, let text = targetText { targetText = XcodeSubstitutionText.exported(text, path: path, content: target) }
            }
            units.append(ExchangeUnit(
                key: entry.key, form: form, source: sourceText, comment: entry.comment,
                isCommentAutoGenerated: entry.isCommentAutoGenerated, target: targetText, state: current?.state))
        }
        return units
    }

    /// The source's string unit that a form at `path` translates: the same form, else the form
    /// with `other` for its variation cases, else the same for shorter paths, down to the
    /// plain text, and below a path the source varies further, its `other` form (a plain
    /// translation of a plural source). None for a case of a substitution only the translation
    /// has: Xcode 27 gives such a unit its own id as source, not another form's text.
    static func sourceUnit(of source: LocalizationContent, at path: [FormStep]) -> StringUnit? {
        for step in path {
            if case .substitution(let name) = step, source.substitution(named: name) == nil { return nil }
        }
        for length in stride(from: path.count, through: 0, by: -1) {
            let prefix = Array(path[..<length])
            if let unit = source.unit(at: prefix) { return unit }
            let others = prefix.map { step -> FormStep in
                if case .variation(let kind, _) = step { return .variation(kind: kind, name: "other") }
                return step
            }
            if others != prefix, let unit = source.unit(at: others) { return unit }
            if let unit = otherForm(of: source, below: prefix) { return unit }
        }
        return nil
    }

    /// The string unit reached from `prefix` by the `other` case of each variation below it.
    private static func otherForm(of source: LocalizationContent, below prefix: [FormStep]) -> StringUnit? {
        var path = prefix
        // A catalog nests device and plural variations at most once each; the bound is for hostile input.
        for _ in 0..<4 {
            guard let kind = source.variationKind(at: path) else { return nil }
            path.append(.variation(kind: kind, name: "other"))
            if let unit = source.unit(at: path) { return unit }
        }
        return nil
    }

    /// Every form path of `content`, each level in Xcode's order, with plural cases replaced
    /// by `language`'s categories.
    private static func collectPaths(
        of content: LocalizationContent, source: LocalizationContent, isTarget: Bool, language: String, prefix: [FormStep],
        into paths: inout [[FormStep]]
    ) {
        if content.stringUnit != nil { paths.append(prefix) }
        for variation in content.variations {
            collectCases(of: variation, source: source, isTarget: isTarget, language: language, prefix: prefix, into: &paths)
        }
        for substitution in content.substitutions.sorted(by: { XcodeOrder.areInIncreasingOrder($0.name, $1.name) }) {
            for variation in substitution.variations {
                collectCases(
                    of: variation, source: source, isTarget: isTarget, language: language,
                    prefix: prefix + [.substitution(substitution.name)], into: &paths)
            }
        }
    }

    private static func collectCases(
        of variation: Variation, source: LocalizationContent, isTarget: Bool, language: String, prefix: [FormStep],
        into paths: inout [[FormStep]]
    ) {
        var names = variation.cases.map(\.name)
        if variation.kind == .plural, let categories = PluralCategories.categories(of: language) {
            // The source's other cases belong to the source's language, except `zero`; the
            // translation's own are kept, so that exporting everything shows everything.
            names = categories + names.filter { !categories.contains($0) && ($0 == "zero" || isTarget) }
            if source.unit(at: prefix + [.variation(kind: .plural, name: "zero")]) != nil { names.append("zero") }
        }
        var seen = Set<String>()
        for name in names.sorted(by: XcodeOrder.areInIncreasingOrder) where seen.insert(name).inserted {
            let chosen = variation.cases.first { $0.name == name } ?? variation.cases.first { $0.name == "other" } ?? variation.cases.last
            guard let chosen else { continue }
            collectPaths(
                of: chosen.content, source: source, isTarget: isTarget, language: language,
                prefix: prefix + [.variation(kind: variation.kind, name: name)], into: &paths)
        }
    }
}

import L10nJSON
import L10nCatalog
import L10nProject
import L10nChecks
/// Measures how much of each catalog is translated into the required languages.
///
/// A localization counts as translated only when every string unit it holds (plain, every
/// variation form, every substitution form) is `translated` and has non-blank text.
/// Entries with `shouldTranslate: false` are left out; a key written twice counts once,
/// read from its first entry as everything else in l10n does.
package enum CoverageAnalyzer {
    package static func analyze(catalogs: [(path: String, catalog: Catalog)], languages: [String]) -> CoverageReport {
        let languages = uniqued(languages)
        return report(catalogs.map { path, catalog in
            var coverage = CatalogCoverageCounter(path: path, languages: languages)
            for entry in catalog.entries { coverage.consume(entry, sourceLanguage: catalog.sourceLanguage ?? "en") }
            return coverage.finish(sourceLanguage: catalog.sourceLanguage)
        }, languages: languages)
    }

    /// Measures a catalog as it is read, one entry at a time, without building its whole tree.
    /// - Parameter strategy: how the catalog is read; the coverage does not depend on it.
    package static func analyze(
        _ text: CatalogText, languages: [String], strategy: CatalogReader.Strategy = .automatic
    ) throws(JSONParseError) -> CatalogCoverage {
        let counter = StructureCheckedConsumer(CatalogCoverageCounter(path: text.path, languages: uniqued(languages)))
        let read = try CatalogReader.read(text, into: counter, strategy: strategy)
        var coverage = read.consumer.inner.finish(sourceLanguage: read.catalog.sourceLanguage)
        coverage.structureProblems = read.consumer.structureProblems(of: read.catalog)
        return coverage
    }

    /// The report of catalogs measured by `analyze(_:languages:)`, in feature order.
    package static func report(_ catalogs: [CatalogCoverage], languages: [String]) -> CoverageReport {
        let ordered = catalogs.sorted { ($0.feature.feature, $0.feature.catalog) < ($1.feature.feature, $1.feature.catalog) }
        return CoverageReport(languages: uniqued(languages), features: ordered.map(\.feature), work: ordered.flatMap(\.work))
    }

    private static func uniqued(_ languages: [String]) -> [String] {
        var unique: [String] = []
        for language in languages where !unique.contains(language) { unique.append(language) }
        return unique
    }

    /// What a translator still has to do for one localization, or nil when it is done.
    /// Blank text is reported before an unreviewed state: the text has to be written first.
    /// A localization without any text (`{}`) is empty. A `stringSet` (a list of alternatives)
    /// is text like a string unit: empty when it has no non-blank value, else done when translated.
    static func status(of content: LocalizationContent?) -> WorkItem.Status? {
        guard let content else { return .missing }
        // Asked of every localization: the walkers answer without building forms.
        let hasStringUnit = content.containsValue { _ in true }
        let stringSet = content.stringSet
        if !hasStringUnit, stringSet == nil { return .empty }
        if content.containsValue(where: { $0.isBlank }) { return .empty }
        if content.blankStringSet != nil { return .empty }
        if content.containsState(where: { $0 != .translated }) { return .unreviewed }
        if let stringSet, stringSet.state != .translated { return .unreviewed }
        return nil
    }

    /// The plural forms `language` needs for a key whose source localization is `source`, or
    /// nil when nothing in the source varies by plural. A language the CLDR table does not
    /// know needs `other`, which is all `plural-forms` can require of it too.
    static func pluralForms(source: LocalizationContent, sourceLanguage: String, language: String) -> PluralForms? {
        let forms = source.forms.filter { !$0.path.isEmpty }
        let isPlural = { (step: FormStep) in if case .variation(.plural, _) = step { true } else { false } }
        guard forms.contains(where: { $0.path.last.map(isPlural) ?? false }) else { return nil }
        let categories = PluralCategories.categories(of: language) ?? ["other"]
        let name = { (path: ArraySlice<FormStep>) in
            path.map { step in
                switch step {
                case .variation(_, let name): name
                case .substitution(let name): name
                }
            }.joined(separator: ".")
        }
        var needed: [String] = []
        for form in forms {
            guard let last = form.path.last, isPlural(last) else {
                needed.append(name(form.path[...]))
                continue
            }
            let prefix = name(form.path.dropLast())
            for category in categories {
                let formName = prefix.isEmpty ? category : prefix + "." + category
                if !needed.contains(formName) { needed.append(formName) }
            }
        }
        return PluralForms(
            needed: needed, sourceLanguage: sourceLanguage,
            sourceForms: forms.map { PluralForms.Form(name: name($0.path[...]), text: $0.unit.value ?? "") })
    }

    /// The text a person would read for a localization: its own string unit (which for a
    /// substitution is the top-level format), or else the `other` case of its variations.
    static func displayText(of content: LocalizationContent) -> String? {
        if let value = content.stringUnit?.value { return value }
        if let values = content.stringSet?.values, !values.isEmpty { return values.joined(separator: " / ") }
        let variations = content.variations
        guard let variation = variations.first(where: { $0.kind == .plural }) ?? variations.first else { return nil }
        guard let chosen = variation.cases.first(where: { $0.name == "other" }) ?? variation.cases.last else { return nil }
        return displayText(of: chosen.content)
    }
}

/// One catalog's coverage and the work it still needs.
package struct CatalogCoverage: Sendable {
    package var feature: FeatureCoverage
    package var work: [WorkItem]
    /// What `catalog-structure` finds in the file: report leaves such a catalog out, as one
    /// that is not JSON, rather than count what it cannot read.
    package var structureProblems: [CatalogStructureProblem] = []
}

/// Counts a catalog's entries as they come. Entries with work left are kept until the end,
/// because a file may name its source language after its `strings`, and their work items
/// show the source text.
struct CatalogCoverageCounter: CatalogEntryConsumer {
    let path: String
    let languages: [String]
    private var counts: [LanguageCoverage]
    private var seenKeys = Set<String>()
    private var keyCount = 0
    private var pending: [(entry: CatalogEntry, statuses: [(language: String, status: WorkItem.Status)])] = []
    /// Slots by language, filled in one pass over each entry's localizations instead of a
    /// search or a dictionary per entry: this runs for every key of every catalog.
    private let slotByLanguage: [String: Int]
    private var contents: [LocalizationContent?]

    init(path: String, languages: [String]) {
        self.path = path
        self.languages = languages
        counts = Array(repeating: LanguageCoverage(keys: 0, translated: 0, missing: 0, unreviewed: 0), count: languages.count)
        var slots: [String: Int] = [:]
        for (index, language) in languages.enumerated() { slots[language] = index }
        slotByLanguage = slots
        contents = Array(repeating: nil, count: languages.count)
    }

    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
        guard seenKeys.insert(entry.key).inserted, entry.shouldTranslate else { return }
        keyCount += 1
        for index in contents.indices { contents[index] = nil }
        for localization in entry.localizations {
            if let slot = slotByLanguage[localization.language], contents[slot] == nil { contents[slot] = localization.content }
        }
        var statuses: [(language: String, status: WorkItem.Status)] = []
        for (index, language) in languages.enumerated() {
            counts[index].keys += 1
            guard let status = CoverageAnalyzer.status(of: contents[index]) else {
                counts[index].translated += 1
                continue
            }
            if status == .unreviewed { counts[index].unreviewed += 1 } else { counts[index].missing += 1 }
            statuses.append((language, status))
        }
        if !statuses.isEmpty { pending.append((entry, statuses)) }
    }

    /// Takes in the counts of the rest of the same catalog, which share no key with these.
    mutating func append(_ later: CatalogCoverageCounter) {
        seenKeys.formUnion(later.seenKeys)
        keyCount += later.keyCount
        for index in counts.indices {
            counts[index].keys += later.counts[index].keys
            counts[index].translated += later.counts[index].translated
            counts[index].missing += later.counts[index].missing
            counts[index].unreviewed += later.counts[index].unreviewed
        }
        pending += later.pending
    }

    func finish(sourceLanguage: String?) -> CatalogCoverage {
        let feature = Feature(catalogPath: path).catalogName
        var work: [WorkItem] = []
        for (entry, statuses) in pending {
            let sourceContent = entry.localization(sourceLanguage ?? "en")?.content
            let source = sourceContent.flatMap { CoverageAnalyzer.displayText(of: $0) }
            var currentTexts: [String: String] = [:]
            for language in languages {
                if let text = entry.localization(language).flatMap({ CoverageAnalyzer.displayText(of: $0.content) }) {
                    currentTexts[language] = text
                }
            }
            for (language, status) in statuses {
                work.append(WorkItem(
                    feature: feature, catalog: path, key: entry.key, language: language, status: status,
                    source: source, comment: entry.comment, currentTexts: currentTexts,
                    plural: sourceContent.flatMap {
                        CoverageAnalyzer.pluralForms(source: $0, sourceLanguage: sourceLanguage ?? "en", language: language)
                    }))
            }
        }
        var coverage: [String: LanguageCoverage] = [:]
        for (index, language) in languages.enumerated() { coverage[language] = counts[index] }
        return CatalogCoverage(feature: FeatureCoverage(feature: feature, catalog: path, keys: keyCount, coverage: coverage), work: work)
    }
}

/// Measures how much of each catalog is translated into the required languages.
///
/// A localization counts as translated only when every string unit it holds (plain, every
/// variation form, every substitution form) is `translated` and has non-blank text.
/// Entries with `shouldTranslate: false` are left out; a key written twice counts once,
/// read from its first entry as everything else in l10n does.
public enum CoverageAnalyzer {
    public static func analyze(catalogs: [(path: String, catalog: Catalog)], languages: [String]) -> CoverageReport {
        var requiredLanguages: [String] = []
        for language in languages where !requiredLanguages.contains(language) { requiredLanguages.append(language) }

        let ordered = catalogs
            .map { (feature: featureName(ofPath: $0.path), path: $0.path, catalog: $0.catalog) }
            .sorted { ($0.feature, $0.path) < ($1.feature, $1.path) }

        var features: [FeatureCoverage] = []
        var work: [WorkItem] = []
        for item in ordered {
            features.append(analyze(
                item.catalog, feature: item.feature, path: item.path, languages: requiredLanguages, work: &work))
        }
        return CoverageReport(languages: requiredLanguages, features: features, work: work)
    }

    /// `Catalogs/Offers/Offers.xcstrings` → `Offers`.
    static func featureName(ofPath path: String) -> String {
        let fileName = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    private static func analyze(
        _ catalog: Catalog, feature: String, path: String, languages: [String], work: inout [WorkItem]
    ) -> FeatureCoverage {
        let sourceLanguage = catalog.sourceLanguage ?? "en"
        var counts = [LanguageCoverage](repeating: LanguageCoverage(keys: 0, translated: 0, missing: 0, unreviewed: 0), count: languages.count)
        var seenKeys = Set<String>()
        var keyCount = 0

        for entry in catalog.entries where seenKeys.insert(entry.key).inserted && entry.shouldTranslate {
            keyCount += 1
            // One pass over the localizations instead of a linear search per language.
            var contents: [String: LocalizationContent] = [:]
            for localization in entry.localizations where contents[localization.language] == nil {
                contents[localization.language] = localization.content
            }

            var pending: [(language: String, status: WorkItem.Status)] = []
            for (index, language) in languages.enumerated() {
                counts[index].keys += 1
                guard let status = status(of: contents[language]) else {
                    counts[index].translated += 1
                    continue
                }
                if status == .unreviewed { counts[index].unreviewed += 1 } else { counts[index].missing += 1 }
                pending.append((language, status))
            }
            guard !pending.isEmpty else { continue }

            let source = contents[sourceLanguage].flatMap(displayText(of:))
            var currentTexts: [String: String] = [:]
            for language in languages {
                if let text = contents[language].flatMap(displayText(of:)) { currentTexts[language] = text }
            }
            for (language, status) in pending {
                work.append(WorkItem(
                    feature: feature, catalog: path, key: entry.key, language: language, status: status,
                    source: source, comment: entry.comment, currentTexts: currentTexts))
            }
        }

        var coverage: [String: LanguageCoverage] = [:]
        for (index, language) in languages.enumerated() { coverage[language] = counts[index] }
        return FeatureCoverage(feature: feature, catalog: path, keys: keyCount, coverage: coverage)
    }

    /// What a translator still has to do for one localization, or nil when it is done.
    /// Blank text is reported before an unreviewed state: the text has to be written first.
    /// A localization without any text (`{}`) is empty. A `stringSet` (a list of alternatives)
    /// is text like a string unit: empty when it has no non-blank value, else done when translated.
    static func status(of content: LocalizationContent?) -> WorkItem.Status? {
        guard let content else { return .missing }
        let forms = content.forms
        let stringSet = content.stringSet
        if forms.isEmpty, stringSet == nil { return .empty }
        if forms.contains(where: { isBlank($0.unit.value) }) { return .empty }
        if let stringSet, stringSet.values.allSatisfy(isBlank) { return .empty }
        if forms.contains(where: { $0.unit.state != .translated }) { return .unreviewed }
        if let stringSet, stringSet.state != .translated { return .unreviewed }
        return nil
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

    private static func isBlank(_ text: String?) -> Bool {
        text?.isBlank ?? true
    }
}

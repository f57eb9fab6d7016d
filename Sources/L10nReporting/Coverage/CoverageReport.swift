/// How far each feature catalog is translated into the required languages, and the list of
/// translations still to do. Plain data: the formatters turn it into text.
package struct CoverageReport: Hashable, Sendable {
    /// The required languages, in the order asked for.
    package var languages: [String]
    /// One per catalog, ordered by feature name then path, so output does not depend on
    /// the order the files were found in.
    package var features: [FeatureCoverage]
    /// Every key and language that needs a translator, by feature, then key in file order,
    /// then language in the order of `languages`.
    package var work: [WorkItem]

    package init(languages: [String], features: [FeatureCoverage], work: [WorkItem]) {
        self.languages = languages
        self.features = features
        self.work = work
    }

    package var totalKeys: Int { features.reduce(0) { $0 + $1.keys } }

    /// Coverage of all features together, per language.
    package var totals: [String: LanguageCoverage] {
        var totals: [String: LanguageCoverage] = [:]
        for language in languages {
            var sum = LanguageCoverage(keys: 0, translated: 0, missing: 0, unreviewed: 0)
            for feature in features {
                guard let coverage = feature.coverage[language] else { continue }
                sum.keys += coverage.keys
                sum.translated += coverage.translated
                sum.missing += coverage.missing
                sum.unreviewed += coverage.unreviewed
            }
            totals[language] = sum
        }
        return totals
    }

    /// The least translated feature and language, or nil when there are no features or no
    /// languages. Ties go to the first in report order.
    package func lowestCoverage() -> (feature: FeatureCoverage, language: String, coverage: LanguageCoverage)? {
        var lowest: (feature: FeatureCoverage, language: String, coverage: LanguageCoverage)?
        for feature in features {
            for language in languages {
                guard let coverage = feature.coverage[language] else { continue }
                if let current = lowest, current.coverage.percent <= coverage.percent { continue }
                lowest = (feature, language, coverage)
            }
        }
        return lowest
    }

    /// Whether some feature and language is under `percent` (0–100), for `--fail-under`.
    /// Compares the exact ratio, not the rounded display: 99.96% fails `--fail-under 100`.
    package func fails(under percent: Double) -> Bool {
        guard let lowest = lowestCoverage() else { return false }
        return lowest.coverage.percent < percent
    }
}

/// One catalog's coverage.
package struct FeatureCoverage: Hashable, Sendable {
    /// The catalog's file name without extension: `Offers`.
    package var feature: String
    /// The catalog's path as given.
    package var catalog: String
    /// Keys to translate: entries with `shouldTranslate: false` are not counted.
    package var keys: Int
    /// By language code, for every required language.
    package var coverage: [String: LanguageCoverage]

    package init(feature: String, catalog: String, keys: Int, coverage: [String: LanguageCoverage]) {
        self.feature = feature
        self.catalog = catalog
        self.keys = keys
        self.coverage = coverage
    }

    /// The id machine-readable formats use: `offers`.
    package var id: String { feature.lowercased() }
}

/// One language's counts in a catalog; `translated + missing + unreviewed == keys`.
package struct LanguageCoverage: Hashable, Sendable {
    package var keys: Int
    package var translated: Int
    /// Absent or empty localizations.
    package var missing: Int
    /// Localizations with text but some unit not `translated` (`new`, `needs_review`, …).
    package var unreviewed: Int

    package init(keys: Int, translated: Int, missing: Int, unreviewed: Int) {
        self.keys = keys
        self.translated = translated
        self.missing = missing
        self.unreviewed = unreviewed
    }

    /// Exact share translated, 0–100; 100 when there is nothing to translate.
    package var percent: Double {
        keys == 0 ? 100 : Double(translated) / Double(keys) * 100
    }

    /// The percentage in tenths, rounded half up, except that it never shows 100 while a
    /// key is left or 0 once one is done: a report must not hide the last missing string.
    package var percentTenths: Int {
        guard keys > 0 else { return 1000 }
        let rounded = (translated * 2000 + keys) / (2 * keys)
        if translated < keys { return max(translated > 0 ? 1 : 0, min(rounded, 999)) }
        return rounded
    }

    /// The rounded percentage with at most one decimal and no trailing `.0`: `76.9`, `100`.
    /// Every format shows this same text, so they always agree.
    package var percentText: String {
        let tenths = percentTenths
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}

/// One key that needs a translator in one language.
package struct WorkItem: Hashable, Sendable {
    package enum Status: String, Hashable, Sendable, CaseIterable {
        /// No localization in the language.
        case missing
        /// A localization whose text is empty or only whitespace.
        case empty
        /// Text is there, but some unit is not `translated` (`new`, `needs_review`, `stale`).
        case unreviewed
    }

    package var feature: String
    /// The catalog's path as given, which tells apart features with the same file name.
    package var catalog: String
    package var key: String
    package var language: String
    package var status: Status
    /// The source-language text (the `other` form of a plural), or nil when there is none.
    package var source: String?
    package var comment: String?
    /// The key's current text in each required language that has some, so a translator
    /// sees the neighbouring translations; shared by the key's items.
    package var currentTexts: [String: String]
    /// For a key whose source text varies by plural: the forms this language needs and the
    /// source's own forms, since `source` shows only `other`; nil for any other key.
    package var plural: PluralForms?

    package init(
        feature: String, catalog: String, key: String, language: String, status: Status,
        source: String?, comment: String?, currentTexts: [String: String] = [:], plural: PluralForms? = nil
    ) {
        self.plural = plural
        self.feature = feature
        self.catalog = catalog
        self.key = key
        self.language = language
        self.status = status
        self.source = source
        self.comment = comment
        self.currentTexts = currentTexts
    }

    /// The id machine-readable formats use: `checkout`.
    package var featureID: String { feature.lowercased() }
}

/// What translating a plural takes in one language: the forms its plural rules use, and the
/// source language's forms to translate from.
package struct PluralForms: Hashable, Sendable {
    /// One form of the source text: `one`, `other`, `iphone.one`, or `files.one` for a
    /// substitution, named as `l10n set` takes them after the language (`--es.files.one`).
    package struct Form: Hashable, Sendable {
        package var name: String
        package var text: String

        package init(name: String, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// The forms the language needs, each plural with the CLDR categories that language uses
    /// (`one`, `many`, `other` for Spanish), in the source's order.
    package var needed: [String]
    package var sourceLanguage: String
    package var sourceForms: [Form]

    package init(needed: [String], sourceLanguage: String, sourceForms: [Form]) {
        self.needed = needed
        self.sourceLanguage = sourceLanguage
        self.sourceForms = sourceForms
    }
}

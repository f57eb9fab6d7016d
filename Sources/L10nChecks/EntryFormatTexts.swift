import Foundation
import L10nCore
import L10nJSON
import L10nCatalog
/// The format checks' one reading of an entry: its source text with each form scanned once,
/// and what each language's texts hold, from one walk of each language's string units and
/// one walk of each text's bytes (the source language's texts are walked by both). format-specifier, placeholder-mismatch, format-syntax and
/// positional-arguments each walked every language of an entry with a `%` on their own; each
/// still words and reports its own findings.
package struct EntryFormatTexts: Sendable {
    /// What the texts of one localization hold, every string unit's value read once (a unit
    /// with no value reads as ""), as the checks' `containsValue(where:)` questions asked it.
    package struct Texts: Sendable {
        /// Whether a text has a `%`.
        package private(set) var hasPercentSign = false
        /// Whether a text has a `%` that ``FormatPlaceholder/scan(_:)`` reports as a problem.
        package private(set) var hasFormatProblems = false
        /// Whether a text may read an argument number twice (``FormatSpecifierCheck/mayReadAnArgumentTwice(_:)``).
        package private(set) var mayReadAnArgumentTwice = false
        /// Whether every text writes exactly the placeholders of ``EntryFormatTexts/uniformSourceText``,
        /// in order; false when the entry has none.
        package private(set) var writesUniformSourcePlaceholders = false

        init(comparingWith reference: FormatPlaceholder.Reference?) {
            writesUniformSourcePlaceholders = reference != nil
        }

        /// `reference`: ``EntryFormatTexts/uniformSourceText``. `placeholders`: whether to read
        /// problems and placeholders too, or only what ``mayReadAnArgumentTwice`` and
        /// ``hasPercentSign`` need.
        /// `text`: UTF-8 bytes, as ``LocalizationContent/containsValue(where:)`` passes them.
        mutating func read(
            _ text: UnsafeBufferPointer<UInt8>, comparingWith reference: FormatPlaceholder.Reference?, placeholders readsPlaceholders: Bool,
            known: inout KnownComparisons
        ) {
            guard EntrySourceText.hasPercentSign(text) else {
                // No problem, and no placeholder: the uniform source's are never none.
                writesUniformSourcePlaceholders = false
                return
            }
            hasPercentSign = true
            if !mayReadAnArgumentTwice { mayReadAnArgumentTwice = FormatSpecifierCheck.mayReadAnArgumentTwice(in: text) }
            guard readsPlaceholders else { return }
            if writesUniformSourcePlaceholders, let reference {
                let read = known.problemsAndSamePlaceholders(text, as: reference)
                hasFormatProblems = hasFormatProblems || read.hasProblems
                writesUniformSourcePlaceholders = read.writesSamePlaceholders
            } else if !hasFormatProblems {
                hasFormatProblems = FormatPlaceholder.hasProblems(in: text)
            }
        }
    }

    /// The texts of one entry already compared with its ``uniformSourceText``, and what the
    /// comparison found. An entry's languages repeat texts (a translation that is still its
    /// source's text, or reads the same; one text in several languages), and a repeated text
    /// is compared once. Texts are the same when their bytes are: `==` holds canonically
    /// equivalent texts equal, and `%e\u{301}` reads an argument where `%é` does not.
    struct KnownComparisons {
        /// A few texts are enough for the repeats: a longer list would cost each new text more
        /// looking than a comparison (about 550 instructions a text).
        private static let limit = 8
        /// The texts' bytes one after another, `texts` their ranges: one array for the entry,
        /// where a string a text cost an allocation each.
        private var bytes: [UInt8] = []
        private var texts: [Range<Int>] = []
        private var found: [(hasProblems: Bool, writesSamePlaceholders: Bool)] = []

        /// Forgets every text, keeping the arrays' capacity for the next entry.
        mutating func removeAll() {
            bytes.removeAll(keepingCapacity: true)
            texts.removeAll(keepingCapacity: true)
            found.removeAll(keepingCapacity: true)
        }

        mutating func problemsAndSamePlaceholders(
            _ text: UnsafeBufferPointer<UInt8>, as reference: FormatPlaceholder.Reference
        ) -> (hasProblems: Bool, writesSamePlaceholders: Bool) {
            for index in texts.indices where texts[index].count == text.count {
                let range = texts[index]
                let same = text.isEmpty || bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + range.lowerBound, text.baseAddress!, text.count) == 0 }
                if same { return found[index] }
            }
            let read = FormatPlaceholder.problemsAndSamePlaceholders(text, as: reference)
            if texts.count < Self.limit {
                texts.append(bytes.count..<bytes.count + text.count)
                bytes.append(contentsOf: text)
                found.append(read)
            }
            return read
        }
    }

    /// The source text (``EntrySourceText``), read once for every check that asks.
    package let source: EntrySourceText?
    /// A source text whose placeholders every source form writes, when they all write the
    /// same ones, none is a substitution and none reads an argument twice with two types:
    /// a translation whose every text writes them too reads the same arguments everywhere.
    package let uniformSourceText: String?
    /// By position in ``CatalogEntry/localizations``; empty when no value of the entry has a `%`.
    private let localizations: [Texts]
    /// Whether some language has a text with a problem (``Texts/hasFormatProblems``) or may
    /// read an argument twice: most entries have neither, and their languages need no look.
    package private(set) var someTextHasFormatProblems = false
    package private(set) var someTextMayReadAnArgumentTwice = false
    /// Whether every language but the source writes the uniform source's placeholders in
    /// every text (``Texts/writesUniformSourcePlaceholders``): nothing to compare then.
    package private(set) var everyTranslationWritesUniformSourcePlaceholders = false

    package init(_ entry: borrowing CatalogEntry, sourceLanguage: String) {
        self.init(entry, sourceLanguage: sourceLanguage, placeholders: true)
    }

    /// `placeholders: false` reads only what format-specifier asks of the languages: its
    /// findings for `generate` and `sync` need none of ``Texts/hasFormatProblems``,
    /// ``Texts/writesUniformSourcePlaceholders`` and ``uniformSourceText`` (nil: its scan of
    /// the source's arguments is not made), which then say nothing.
    init(_ entry: borrowing CatalogEntry, sourceLanguage: String, placeholders: Bool) {
        var known = KnownComparisons()
        self.init(entry, sourceLanguage: sourceLanguage, placeholders: placeholders, known: &known)
    }

    /// `known`: kept from entry to entry by a caller that reads many, so that its arrays are
    /// made once (three allocations an entry with a `%`); emptied here.
    init(_ entry: borrowing CatalogEntry, sourceLanguage: String, placeholders: Bool, known: inout KnownComparisons) {
        let source = EntrySourceText(entry, sourceLanguage: sourceLanguage)
        self.source = source
        uniformSourceText = placeholders ? source.flatMap(Self.uniformText(of:)) : nil
        let reference = uniformSourceText.map(FormatPlaceholder.Reference.init)
        guard entry.mayHavePercentSign else {
            localizations = []
            return
        }
        var everyTranslationWrites = reference != nil, someProblem = false, someTwice = false
        known.removeAll()
        // By index: iterating `Localizations` (another module's collection) goes through its
        // protocol witness, about 400 instructions a localization; its subscript does not.
        let all = entry.localizations
        localizations = all.indices.map { index in
            let localization = all[index]
            var texts = Texts(comparingWith: reference)
            _ = localization.content.containsValue { text in
                texts.read(text, comparingWith: reference, placeholders: placeholders, known: &known)
                return false
            }
            if everyTranslationWrites, !texts.writesUniformSourcePlaceholders, localization.language != sourceLanguage {
                everyTranslationWrites = false
            }
            someProblem = someProblem || texts.hasFormatProblems
            someTwice = someTwice || texts.mayReadAnArgumentTwice
            return texts
        }
        someTextHasFormatProblems = someProblem
        someTextMayReadAnArgumentTwice = someTwice
        everyTranslationWritesUniformSourcePlaceholders = everyTranslationWrites && placeholders
    }

    /// What the texts of the localization at `index` of ``CatalogEntry/localizations`` hold;
    /// nothing, in an entry none of whose values has a `%`.
    package func texts(ofLocalizationAt index: Int) -> Texts {
        index < localizations.count ? localizations[index] : Texts(comparingWith: nil)
    }

    private static func uniformText(of source: EntrySourceText) -> String? {
        guard let first = source.forms.first, !first.scan.placeholders.isEmpty else { return nil }
        var numbered = false
        for placeholder in first.scan.placeholders {
            if case .substitution = placeholder.kind { return nil }
            numbered = numbered || placeholder.explicitPosition != nil
        }
        // Unnumbered arguments are read in turn, each once: only a numbered one can be read
        // twice, and only then are the arguments worked out (a dictionary of them).
        guard !numbered || FormatArguments(scan: first.scan).conflicts.isEmpty else { return nil }
        let placeholders = first.scan.placeholders
        guard source.forms.dropFirst().allSatisfy({ $0.scan.placeholders.elementsEqual(placeholders) { $0.text == $1.text } }) else { return nil }
        return first.text
    }
}

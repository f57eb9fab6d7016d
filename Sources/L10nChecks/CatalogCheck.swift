import L10nCore
import L10nJSON
import L10nCatalog
import L10nProject
/// A rule about entries one at a time. Each check is one type in one file, listed in
/// `CheckRegistry.entryChecks`; it returns its findings and never prints. The checker hands it
/// batches of whole entries as the catalog is read, so a large catalog is never whole in memory
/// and each batch is checked while it is in cache.
package protocol EntryCheck: Sendable {
    static var description: CheckDescription { get }
    static func check(_ input: EntryCheckInput) -> [Diagnostic]
    /// Whether its findings are about an entry's key or its own members alone, never naming a
    /// language: a command that counts only a language's findings (`import`) need not run it.
    static var namesNoLanguage: Bool { get }
    /// Whether it reads ``EntryCheckInput/formatTexts``: an input for checks none of which
    /// does is built without that reading.
    static var readsFormatTexts: Bool { get }
}

extension EntryCheck {
    package static var namesNoLanguage: Bool { false }
    package static var readsFormatTexts: Bool { false }
}

/// A rule about the catalog as a whole, listed in `CheckRegistry.catalogChecks`. It sees every
/// key with its position, the declared source language and repeated keys, never the entries'
/// content, which was checked and let go entry by entry: what its input holds is all there is,
/// in tests as in production.
package protocol CatalogCheck: Sendable {
    static var description: CheckDescription { get }
    static func check(_ input: CatalogCheckInput) -> [Diagnostic]
}

/// What every check knows about the catalog it checks.
package struct CatalogContext: Sendable {
    /// The file as displayed to the user.
    package var path: String
    /// The feature the catalog's keys must start with: its file name, lowercased.
    package var feature: String
    package var options: CheckOptions
    /// The language translations are compared against: the one the catalog declares (that
    /// is what Xcode translates from), or the expected one when it declares none.
    package var sourceLanguage: String

    package init(path: String, options: CheckOptions, sourceLanguage: String, feature: String? = nil) {
        self.path = path
        self.feature = feature ?? Feature(catalogPath: path).keyPrefix
        self.options = options
        self.sourceLanguage = sourceLanguage
    }

    /// The languages an entry must have: only the source when it is not to be translated
    /// (``CatalogEntry/shouldTranslate``).
    package func requiredLanguages(shouldTranslate: Bool) -> [String] {
        shouldTranslate ? options.requiredLanguages : [sourceLanguage]
    }
}

/// Whole entries, in file order, as an entry check sees them.
///
/// A check reads an entry's stored properties from ``entries`` in place (`entries[index].key`),
/// and copies an entry out only to ask it more: a computed property of an entry is a call
/// that takes a copy of it, its key, value, lists and notes retained and released (about 300
/// instructions), which iterating the entries, mapping or zipping them made for every entry
/// of every check.
@dynamicMemberLookup
package struct EntryCheckInput: Sendable {
    package let context: CatalogContext
    package let entries: [CatalogEntry]
    /// Each entry's ``CatalogEntry/extractionState`` as the checks tell them apart, read once
    /// for every check that asks: a byte, where the state itself (a string) cost each entry
    /// its release and each comparison a call through `Equatable`'s witness.
    package let extractionStates: [ExtractionStateKind]
    /// Each entry's ``CatalogEntry/generatesSymbol``, for xcode-symbols.
    package let generatesSymbols: [Bool?]
    /// Each entry's ``CatalogEntry/shouldTranslate``.
    private let translates: [Bool]
    /// The format checks' readings of the entries that have one (``formatTexts(ofEntryAt:)``),
    /// and for each entry the index of its own there, or -1; nil when no check given this
    /// input reads them. Only an entry with a `%` has one: an array of a reading for every
    /// entry cost about 400 instructions an entry to let go.
    private let formatReadings: (readings: [EntryFormatTexts], byEntry: [Int32])?

    /// `readsFormats`: whether a check that reads ``formatTexts(ofEntryAt:)`` (``EntryCheck/readsFormatTexts``)
    /// is given this input; without one, the entries' texts are not read for them.
    package init(context: CatalogContext, entries: [CatalogEntry], readsFormats: Bool = true) {
        self.context = context
        self.entries = entries
        var states: [ExtractionStateKind] = [], symbols: [Bool?] = [], translates: [Bool] = []
        var readings: [EntryFormatTexts] = [], byEntry: [Int32] = []
        states.reserveCapacity(entries.count)
        symbols.reserveCapacity(entries.count)
        translates.reserveCapacity(entries.count)
        if readsFormats { byEntry.reserveCapacity(entries.count) }
        var known = EntryFormatTexts.KnownComparisons()
        // One copy of each entry for everything asked of it here.
        for entry in entries {
            states.append(ExtractionStateKind(entry.extractionState))
            symbols.append(entry.generatesSymbol)
            translates.append(entry.shouldTranslate)
            guard readsFormats else { continue }
            let texts = EntryFormatTexts(entry, sourceLanguage: context.sourceLanguage, placeholders: true, known: &known)
            if Self.formatChecksRead(texts, of: entry) {
                byEntry.append(Int32(truncatingIfNeeded: readings.count))
                readings.append(texts)
            } else {
                byEntry.append(-1)
            }
        }
        extractionStates = states
        generatesSymbols = symbols
        self.translates = translates
        formatReadings = readsFormats ? (readings, byEntry) : nil
    }

    /// Whether a format check reads anything of `entry`: a source with a `%`, or a value that
    /// may have one. Without either, each of them goes past the entry (format-syntax and
    /// positional-arguments read the source alone, format-specifier also a text that may read
    /// an argument twice, placeholder-mismatch a `%` on either side).
    private static func formatChecksRead(_ texts: EntryFormatTexts, of entry: borrowing CatalogEntry) -> Bool {
        texts.source != nil || entry.mayHavePercentSign
    }

    /// The entry's texts as the format checks read them, read once for all of them; nil when
    /// no format check reads anything of the entry. A check that reads them without saying so
    /// (``EntryCheck/readsFormatTexts``) gets them read here, for it alone: slower, never wrong.
    package func formatTexts(ofEntryAt index: Int) -> EntryFormatTexts? {
        if let formatReadings {
            let reading = Int(formatReadings.byEntry[index])
            return reading < 0 ? nil : formatReadings.readings[reading]
        }
        let entry = entries[index]
        let texts = EntryFormatTexts(entry, sourceLanguage: context.sourceLanguage)
        return Self.formatChecksRead(texts, of: entry) ? texts : nil
    }

    package subscript<Value>(dynamicMember keyPath: KeyPath<CatalogContext, Value>) -> Value {
        context[keyPath: keyPath]
    }

    /// The languages the entry at `index` must have.
    package func requiredLanguages(ofEntryAt index: Int) -> [String] { context.requiredLanguages(shouldTranslate: translates[index]) }
}

/// An entry's ``CatalogEntry/extractionState``, as the entry checks tell them apart.
package enum ExtractionStateKind: UInt8, Sendable {
    /// The entry has no `extractionState`.
    case missing
    case manual
    case stale
    /// Any other state: the entry's ``CatalogEntry/extractionState`` says which.
    case other

    init(_ state: ExtractionState?) {
        switch state?.rawValue {
        case nil: self = .missing
        case ExtractionState.manual.rawValue?: self = .manual
        case ExtractionState.stale.rawValue?: self = .stale
        default: self = .other
        }
    }
}

/// A key of the catalog and where it is, without the entry's content.
package struct CatalogKey: Sendable, Hashable {
    package var key: String
    package var position: JSONPosition

    package init(key: String, position: JSONPosition) {
        self.key = key
        self.position = position
    }
}

/// The catalog as a whole, as a catalog check sees it.
@dynamicMemberLookup
package struct CatalogCheckInput: Sendable {
    package var context: CatalogContext
    /// Every entry's key, in file order, repeats included.
    package var keys: [CatalogKey]
    /// The `sourceLanguage` the file declares, and where; nil when it declares none.
    package var declaredSourceLanguage: String?
    package var declaredSourceLanguagePosition: JSONPosition?
    /// Keys that appear twice in one object anywhere in the file.
    package var duplicateKeys: [JSONDuplicateKey]
    /// Members of the wrong type: the root's, then each entry's in file order.
    package var structureProblems: [CatalogStructureProblem]
    /// Keys whose source text has a `format-specifier` finding: generate gives them no accessor.
    package var keysWithoutTypedAccessor: Set<String>
    /// What `xcode-symbols` needs of each entry: which generate a symbol.
    package var symbolEntries: XcodeSymbolsCheck.Entries

    package init(
        context: CatalogContext, keys: [CatalogKey], declaredSourceLanguage: String?,
        declaredSourceLanguagePosition: JSONPosition?, duplicateKeys: [JSONDuplicateKey],
        structureProblems: [CatalogStructureProblem] = [], keysWithoutTypedAccessor: Set<String> = [],
        symbolEntries: XcodeSymbolsCheck.Entries = XcodeSymbolsCheck.Entries()
    ) {
        self.symbolEntries = symbolEntries
        self.keysWithoutTypedAccessor = keysWithoutTypedAccessor
        self.context = context
        self.keys = keys
        self.declaredSourceLanguage = declaredSourceLanguage
        self.declaredSourceLanguagePosition = declaredSourceLanguagePosition
        self.duplicateKeys = duplicateKeys
        self.structureProblems = structureProblems
    }

    package subscript<Value>(dynamicMember keyPath: KeyPath<CatalogContext, Value>) -> Value {
        context[keyPath: keyPath]
    }
}

extension EntryCheck {
    /// A finding of this check in `input`'s file, with the check's default severity unless told.
    static func diagnostic(
        _ message: String, at position: JSONPosition, in input: EntryCheckInput,
        key: String?, language: String? = nil, form: [FormStep] = [], severity: Severity? = nil
    ) -> Diagnostic {
        Diagnostic(
            checkID: description.id, severity: severity ?? description.severity, message: message,
            path: input.path, location: position.sourceLocation, key: key, language: language,
            form: form.isEmpty ? nil : form.map(\.description).joined(separator: " "))
    }
}

extension CatalogCheck {
    /// A finding of this check in `input`'s file, with the check's default severity unless told.
    static func diagnostic(
        _ message: String, at position: JSONPosition, in input: CatalogCheckInput,
        key: String?, language: String? = nil, form: [FormStep] = [], severity: Severity? = nil
    ) -> Diagnostic {
        Diagnostic(
            checkID: description.id, severity: severity ?? description.severity, message: message,
            path: input.path, location: position.sourceLocation, key: key, language: language,
            form: form.isEmpty ? nil : form.map(\.description).joined(separator: " "))
    }
}

/// ` (plural.one)` after a language when the finding is about one form, nothing for the plain value.
func formSuffix(_ form: Form) -> String {
    form.path.isEmpty ? "" : " (\(form.name))"
}

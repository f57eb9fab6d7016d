/// A rule about one parsed catalog. Each check is one type in one file, listed in
/// `CheckRegistry.catalogChecks`; it returns its findings and never prints.
public protocol CatalogCheck: Sendable {
    static var description: CheckDescription { get }
    /// Whether what the check finds about an entry depends on that entry alone (and on the
    /// catalog's path, feature, source language and options). The checker then hands it
    /// batches of entries as the catalog is read, so a large catalog is never whole in memory
    /// and each batch is checked while it is in cache. Checks that do not see every entry at
    /// once, after the batches: with their keys and positions, not their content.
    static var checksEntriesIndependently: Bool { get }
    static func check(_ input: CatalogCheckInput) -> [Diagnostic]
}

extension CatalogCheck {
    public static var checksEntriesIndependently: Bool { false }
}

/// One catalog as every check sees it.
public struct CatalogCheckInput: Sendable {
    /// The file as displayed to the user.
    public var path: String
    /// The catalog; without its entries when the input is a batch (see `entries`).
    public var catalog: Catalog
    /// The feature the catalog's keys must start with: its file name, lowercased.
    public var feature: String
    public var options: CheckOptions
    /// The entries to check: all of the catalog's, read once because every check walks them,
    /// or a batch of them for checks that check entries independently.
    public var entries: [CatalogEntry]
    /// The language translations are compared against: the one the catalog declares (that
    /// is what Xcode translates from), or the expected one when it declares none.
    public var sourceLanguage: String

    public init(path: String, catalog: Catalog, options: CheckOptions, feature: String? = nil) {
        self.init(
            path: path, catalog: catalog, entries: catalog.entries,
            sourceLanguage: catalog.sourceLanguage ?? options.sourceLanguage, options: options, feature: feature)
    }

    /// `entries` read from `catalog` by the caller, for a catalog read entry by entry.
    init(path: String, catalog: Catalog, entries: [CatalogEntry], sourceLanguage: String, options: CheckOptions, feature: String? = nil) {
        self.path = path
        self.catalog = catalog
        self.feature = feature ?? Self.feature(forPath: path)
        self.options = options
        self.entries = entries
        self.sourceLanguage = sourceLanguage
    }

    /// `Features/SignIn/SignIn.xcstrings` → `signin`.
    public static func feature(forPath path: String) -> String {
        let fileName = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let stem = fileName.lastIndex(of: ".").map { String(fileName[..<$0]) } ?? fileName
        return stem.lowercased()
    }

    /// The languages `entry` must have: only the source when it is not to be translated.
    public func requiredLanguages(for entry: CatalogEntry) -> [String] {
        entry.shouldTranslate ? options.requiredLanguages : [sourceLanguage]
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

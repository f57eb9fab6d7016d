import L10nCore
/// Small pieces of wording the human-readable coverage formats share.
enum CoverageWording {
    /// The closing line of a report with no work; `languages` are already escaped for the format.
    static func allTranslated(keys: Int, languages: [String]) -> String {
        guard !languages.isEmpty else { return "No languages required." }
        return "All \(String(counting: keys, "key")) translated in \(languages.joined(separator: ", "))."
    }

    /// `es: one, many, other`, the plural forms `language` needs; each name passes through
    /// `escape`, the format's own escaper.
    static func neededForms(_ plural: PluralForms, language: String, escape: (String) -> String) -> String {
        "\(escape(language)): \(plural.needed.map(escape).joined(separator: ", "))"
    }

    /// `en: one "%lld item", other "%lld items"`, the source's forms; names and texts pass
    /// through `escape`.
    static func sourceForms(_ plural: PluralForms, escape: (String) -> String) -> String {
        "\(escape(plural.sourceLanguage)): " + plural.sourceForms.map { "\(escape($0.name)) \"\(escape($0.text))\"" }.joined(separator: ", ")
    }

    /// A control character other than tab, LF and CR written as `\u{1B}`, or nil for any
    /// other scalar. Catalog text shown to people must not carry terminal escape sequences
    /// or characters HTML forbids.
    static func escapedControlCharacter(_ scalar: Unicode.Scalar) -> String? {
        ["\t", "\n", "\r"].contains(scalar) ? nil : SafeText.escape(scalar)
    }
}

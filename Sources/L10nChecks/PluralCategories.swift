/// The CLDR cardinal plural categories each language uses (CLDR 48, as ICU ships it), for
/// the languages apps commonly ship. Region and script variants use their base language.
package enum PluralCategories {
    /// The categories of `language` in CLDR order, or nil when the table does not know it.
    package static func categories(of language: String) -> [String]? {
        categoriesByLanguage[baseLanguage(of: language)]
    }

    /// `pt-BR` → `pt`, `zh-Hans` → `zh`, `sr_Latn` → `sr`.
    static func baseLanguage(of language: String) -> String {
        String(language.prefix(while: { $0 != "-" && $0 != "_" })).lowercased()
    }

    /// Categories in the order CLDR lists them, for messages.
    static let order = ["zero", "one", "two", "few", "many", "other"]

    private static let categoriesByLanguage: [String: [String]] = {
        let groups: [(categories: [String], languages: [String])] = [
            (["other"], ["ja", "ko", "zh", "yue", "th", "vi", "id", "ms", "km", "lo", "my"]),
            (["one", "other"], [
                "en", "de", "nl", "sv", "da", "nb", "nn", "no", "fi", "et", "el", "hu", "bg", "tr", "is", "mk", "sq",
                "fil", "hi", "bn", "fa", "ur", "ta", "te", "sw", "af", "az", "eu", "gl", "hy", "ka", "kk", "mr", "ml",
                "kn", "gu", "pa", "am", "zu", "uz", "ky", "mn", "ne",
            ]),
            // CLDR 42 added `many` (for millions: "1 millón de…") to these.
            (["one", "many", "other"], ["es", "fr", "it", "pt", "ca"]),
            // CLDR 42 dropped Hebrew's `many`.
            (["one", "two", "other"], ["he", "iw"]),
            (["one", "few", "other"], ["hr", "sr", "bs", "ro"]),
            (["one", "few", "many", "other"], ["ru", "uk", "be", "pl", "cs", "sk", "lt"]),
            (["one", "two", "few", "other"], ["sl", "gd"]),
            (["zero", "one", "other"], ["lv"]),
            (["one", "two", "few", "many", "other"], ["ga", "mt", "br"]),
            (["zero", "one", "two", "few", "many", "other"], ["ar", "cy"]),
        ]
        var table: [String: [String]] = [:]
        for group in groups {
            for language in group.languages { table[language] = group.categories }
        }
        return table
    }()
}

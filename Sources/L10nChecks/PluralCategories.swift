/// The CLDR cardinal plural categories each language uses (CLDR 48, as ICU ships it), for
/// the languages apps commonly ship. Region and script variants use their base language.
package enum PluralCategories {
    /// The categories of `language` in CLDR order, or nil when the table does not know it.
    package static func categories(of language: String) -> [String]? {
        set(of: language)?.names
    }

    /// A language's categories, and their names' bits (``bit(_:)``): a plural check compares a
    /// variation's cases with them in one pass.
    struct CategorySet: Sendable {
        let names: [String]
        let bits: UInt8

        init(_ names: [String]) {
            self.names = names
            bits = names.reduce(0) { $0 | PluralCategories.bit($1) }
        }
    }

    /// ``categories(of:)`` with their bits. A plural check asks it of every language of every
    /// entry with plurals: a code of up to eight lowercase ASCII letters (nearly every one) is
    /// its own base language and is found by its bytes, without lowercasing it (which would
    /// give it back) or hashing a `String`.
    static func set(of language: String) -> CategorySet? {
        guard let code = packed(language) ?? packedBaseLanguage(language) else { return categoriesByLanguage[baseLanguage(of: language)] }
        var low = 0, high = byPackedCode.count
        while low < high {
            let middle = (low + high) / 2
            if byPackedCode[middle].code < code { low = middle + 1 } else { high = middle }
        }
        return low < byPackedCode.count && byPackedCode[low].code == code ? byPackedCode[low].set : nil
    }

    /// The bytes of a code of one to eight lowercase ASCII letters, one a byte from the
    /// lowest; nil for any other code. No two such codes pack alike, as no letter is 0.
    static func packed(_ code: String) -> UInt64? {
        var packed: UInt64 = 0
        var count = 0
        for byte in code.utf8 {
            guard count < 8, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) else { return nil }
            packed |= UInt64(byte) << (8 * count)
            count += 1
        }
        return count == 0 ? nil : packed
    }

    /// ``baseLanguage(of:)`` of an ASCII code, packed: the bytes before the first `-` or `_`,
    /// lowercased, when they are one to eight letters. In ASCII each byte is a character and
    /// `lowercased()` changes only `A`–`Z`, so this is the base language's packed code; nil
    /// for any other code (`pt-BR` and `zh-Hans` take this, where making the base language's
    /// `String` cost more than the rest of the check).
    static func packedBaseLanguage(_ code: String) -> UInt64? {
        var packed: UInt64 = 0
        var count = 0
        var ended = false
        for byte in code.utf8 {
            guard byte < 0x80 else { return nil }
            if ended { continue }
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                ended = true
                continue
            }
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            guard count < 8, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) else { return nil }
            packed |= UInt64(lower) << (8 * count)
            count += 1
        }
        return count == 0 ? nil : packed
    }

    /// `pt-BR` → `pt`, `zh-Hans` → `zh`, `sr_Latn` → `sr`.
    static func baseLanguage(of language: String) -> String {
        String(language.prefix(while: { $0 != "-" && $0 != "_" })).lowercased()
    }

    /// Categories in the order CLDR lists them, for messages.
    static let order = ["zero", "one", "two", "few", "many", "other"]

    /// A bit of its own for each name of ``order``, by its place there; 0 for any other name.
    /// By length first: a plural check asks it of every case of every plural variation.
    static func bit(_ name: String) -> UInt8 {
        switch name.utf8.count {
        case 3: name == "one" ? 1 << 1 : name == "two" ? 1 << 2 : name == "few" ? 1 << 3 : 0
        case 4: name == "zero" ? 1 << 0 : name == "many" ? 1 << 4 : 0
        case 5: name == "other" ? 1 << 5 : 0
        default: 0
        }
    }

    /// The table's codes packed (``packed(_:)``), in increasing order, for ``set(of:)``'s search.
    static let byPackedCode: [(code: UInt64, set: CategorySet)] =
        categoriesByLanguage.compactMap { entry in packed(entry.key).map { ($0, entry.value) } }.sorted { $0.code < $1.code }

    static let categoriesByLanguage: [String: CategorySet] = {
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
        var table: [String: CategorySet] = [:]
        for group in groups {
            for language in group.languages { table[language] = CategorySet(group.categories) }
        }
        return table
    }()
}

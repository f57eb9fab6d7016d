import L10nCore
import L10nJSON
import L10nCatalog
import L10nChecks

/// Builds catalogs shaped like real ones: plurals, format arguments, comments and a few
/// missing translations, in the proportions the benchmark's issue names.
struct SyntheticCatalog {
    static let languages = [
        "en", "es", "ar", "bg", "ca", "cs", "da", "de", "el", "et", "fi", "fr", "he", "hi", "hr", "hu", "id", "it",
        "ja", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sr", "sv", "th",
        "tr", "uk", "vi", "zh-Hans", "zh-Hant",
    ]

    static let words = [
        "account", "balance", "cashback", "delivery", "offer", "payment", "profile", "reward", "settings", "store",
        "summary", "ticket", "voucher", "wallet", "order", "receipt", "coupon", "member", "points", "history",
    ]

    var feature: String
    var keyCount: Int
    var languageCount: Int
    var seed: UInt64 = 42

    /// Per mille of keys with plural variations, format arguments and comments, and of
    /// translations left out.
    var pluralRate = 100
    var formatRate = 50
    var commentRate = 300
    var missingRate = 50

    func keys() -> [String] {
        let sections = max(1, keyCount / 40)
        return (0..<keyCount).map { index in
            "\(feature.lowercased()).section\(index % sections).\(Self.words[index % Self.words.count])_\(index)"
        }
    }

    func makeCatalog() -> Catalog {
        var generator = SeededGenerator(state: seed)
        let languages = Array(Self.languages.prefix(languageCount))
        let keys = keys().sorted(by: XcodeOrder.areInIncreasingOrder)
        var entries: [JSONMember] = []
        entries.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() {
            let roll = Int(generator.next() % 1000)
            let kind: Kind = roll < pluralRate ? .plural : roll < pluralRate + formatRate ? .format : .plain
            var entry: [JSONMember] = []
            if Int(generator.next() % 1000) < commentRate {
                entry.append(JSONMember(key: "comment", value: .string("Shown on the \(Self.words[index % Self.words.count]) screen; keep it short.")))
            }
            entry.append(JSONMember(key: "extractionState", value: .string("manual")))
            var localizations: [JSONMember] = []
            for language in languages {
                if language != "en", Int(generator.next() % 1000) < missingRate { continue }
                localizations.append(JSONMember(key: language, value: content(kind: kind, language: language, index: index)))
            }
            localizations.sort { XcodeOrder.areInIncreasingOrder($0.key, $1.key) }
            entry.append(JSONMember(key: "localizations", value: .object(localizations)))
            entries.append(JSONMember(key: key, value: .object(entry)))
        }
        return Catalog(document: JSONDocument(root: .object([
            JSONMember(key: "sourceLanguage", value: .string("en")),
            JSONMember(key: "strings", value: .object(entries)),
            JSONMember(key: "version", value: .string("1.0")),
        ])))
    }

    enum Kind { case plain, format, plural }

    func content(kind: Kind, language: String, index: Int) -> JSONValue {
        let word = Self.words[(index * 7) % Self.words.count]
        switch kind {
        case .plain:
            return Catalog.stringUnitContent("Your \(word) \(index) is ready — tap to open")
        case .format:
            return Catalog.stringUnitContent("%@, your \(word) has %lld new items")
        case .plural:
            // Each language's own CLDR categories, as a translator working in Xcode would fill them.
            let categories = (PluralCategories.categories(of: language) ?? ["one", "other"]).sorted()
            let cases = categories.map { category in
                JSONMember(key: category, value: Catalog.stringUnitContent("%lld \(word) \(category)"))
            }
            return .object([JSONMember(key: "variations", value: .object([JSONMember(key: "plural", value: .object(cases))]))])
        }
    }
}

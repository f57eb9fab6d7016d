import L10nCore
import L10nCatalog
/// Keys that differ only in case become clashing accessor names and clashing files on
/// case-insensitive file systems, and are usually one string added twice.
package enum CaseCollisionCheck: CatalogCheck {
    package static let description = CheckDescription(
        id: "case-collision", name: "Case collision", severity: .warning,
        summary: "Two keys of a catalog must not be equal when case is ignored.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.home.subtitle" : {} } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, ↓"shop.home.Title" : {} } }
                """),
        ])

    package static func check(_ input: CatalogCheckInput) -> [Diagnostic] {
        // Hashing every key's folded `String` into the table was 47 M instructions at 20,000
        // keys (issue 28), beside the key file's read: a fold of each key's bytes tells first
        // that no two can clash.
        guard mayCollide(input.keys) else { return [] }
        return checkByTable(input)
    }

    /// ``check(_:)`` by the table of folded keys alone: what the folds are held to.
    static func checkByTable(_ input: CatalogCheckInput) -> [Diagnostic] {
        var keys = KeysByForm(capacity: input.keys.count)
        var diagnostics: [Diagnostic] = []
        for entry in input.keys {
            guard let first = keys.earlierKey(than: entry, form: folded(entry.key)) else { continue }
            diagnostics.append(diagnostic(
                "Key '\(entry.key)' differs from '\(first.key)' (line \(first.position.line)) only in case; merge them or rename one.",
                at: entry.position, in: input, key: entry.key))
        }
        return diagnostics
    }

    /// Whether two keys may be equal when case is ignored (or be one key twice, which the
    /// table passes over): false only when every key is ASCII and no two fold alike
    /// (``FoldTable/asciiLowercasedFold(_:)``). Equal ASCII keys ignoring case always fold
    /// alike; a key of any other byte may lowercase to another spelled in other bytes (`String`
    /// compares canonical equivalents, and the Kelvin sign lowercases to `k`): left to the table.
    static func mayCollide(_ keys: [CatalogKey]) -> Bool {
        var table = FoldTable(count: keys.count)
        for index in keys.indices {
            var key = keys[index].key
            guard let fold = key.withUTF8({ FoldTable.asciiLowercasedFold($0) }), table.insert(fold) else { return true }
        }
        return false
    }

    /// The key lowercased. Most keys are ASCII without a capital, which lowercasing gives back
    /// as they are: kept as they are, without making a copy of each.
    static func folded(_ key: String) -> String {
        key.utf8.allSatisfy({ $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) ? key : key.lowercased()
    }
}

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

    /// The key lowercased. Most keys are ASCII without a capital, which lowercasing gives back
    /// as they are: kept as they are, without making a copy of each.
    static func folded(_ key: String) -> String {
        key.utf8.allSatisfy({ $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) ? key : key.lowercased()
    }
}

import L10nCore
import L10nJSON
import L10nCatalog
/// JSON readers keep only one of two equal keys in an object, so the other's content is
/// silently lost when Xcode next opens the file. The whole file is searched, not only `strings`.
package enum DuplicateKeyCheck: CatalogCheck {
    package static let description = CheckDescription(
        id: "duplicate-key", name: "Duplicate key", severity: .error,
        summary: "A key must not appear twice in the same JSON object, anywhere in the file.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.home.subtitle" : {} } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, ↓"shop.home.title" : {} } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "localizations" : {
                  "es" : { "stringUnit" : { "state" : "translated", "value" : "Hola" } },
                  ↓"es" : { "stringUnit" : { "state" : "translated", "value" : "Buenas" } } } } } }
                """),
        ])

    package static func check(_ input: CatalogCheckInput) -> [Diagnostic] {
        // The parser records repeats as it builds each object: walking the whole tree again
        // here took longer than the comparisons themselves.
        input.duplicateKeys
            .sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
            .map { duplicate in
                let firstLine = duplicate.firstPosition.line
                let (message, key): (String, String?) = switch scope(of: duplicate.path) {
                case .strings:
                    ("Key '\(duplicate.key)' appears twice in strings (first on line \(firstLine)); merge the two entries into one.", duplicate.key)
                case .entry(let entryKey):
                    ("Key '\(entryKey)' has '\(duplicate.key)' twice in one object (first on line \(firstLine)); keep only one of them.", entryKey)
                case .elsewhere:
                    ("The catalog has '\(duplicate.key)' twice in one object (first on line \(firstLine)); keep only one of them.", nil)
                }
                return diagnostic(message, at: duplicate.position, in: input, key: key)
            }
    }

    /// Where in the file an object sits, which decides what a duplicate in it means.
    private enum Scope {
        /// The `strings` object, whose members are the catalog's keys.
        case strings
        /// Anywhere inside the entry of this catalog key.
        case entry(String)
        /// The root, or inside some other top-level member.
        case elsewhere
    }

    private static func scope(of path: [JSONPathComponent]) -> Scope {
        guard path.first == .key(CatalogField.strings) else { return .elsewhere }
        guard path.count > 1 else { return .strings }
        if case .key(let entryKey) = path[1] { return .entry(entryKey) }
        return .elsewhere
    }
}

/// JSON readers keep only one of two equal keys in an object, so the other's content is
/// silently lost when Xcode next opens the file. The whole file is searched, not only `strings`.
public enum DuplicateKeyCheck: CatalogCheck {
    public static let description = CheckDescription(
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

    public static func check(_ input: CatalogCheckInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        visit(input.catalog.document.root, scope: .root, input: input, into: &diagnostics)
        return diagnostics
    }

    /// Where in the file an object sits, which decides what a duplicate in it means.
    private enum Scope {
        case root
        /// The `strings` object, whose members are the catalog's keys.
        case strings
        /// Anywhere inside the entry of this catalog key.
        case entry(String)
        /// Inside some other top-level member.
        case elsewhere
    }

    private static func visit(_ value: JSONValue, scope: Scope, input: CatalogCheckInput, into diagnostics: inout [Diagnostic]) {
        switch value {
        case .object(let members):
            for (index, firstIndex) in duplicates(in: members) {
                let member = members[index]
                let firstLine = members[firstIndex].keyPosition.line
                let (message, key): (String, String?) = switch scope {
                case .strings:
                    ("Key '\(member.key)' appears twice in strings (first on line \(firstLine)); merge the two entries into one.", member.key)
                case .entry(let entryKey):
                    ("Key '\(entryKey)' has '\(member.key)' twice in one object (first on line \(firstLine)); keep only one of them.", entryKey)
                case .root, .elsewhere:
                    ("The catalog has '\(member.key)' twice in one object (first on line \(firstLine)); keep only one of them.", nil)
                }
                diagnostics.append(diagnostic(message, at: member.keyPosition, in: input, key: key))
            }
            for member in members {
                let memberScope: Scope = switch scope {
                case .root: member.key == CatalogField.strings ? .strings : .elsewhere
                case .strings: .entry(member.key)
                case .entry, .elsewhere: scope
                }
                visit(member.value, scope: memberScope, input: input, into: &diagnostics)
            }
        case .array(let elements):
            let elementScope: Scope = if case .entry = scope { scope } else { .elsewhere }
            for element in elements {
                visit(element.value, scope: elementScope, input: input, into: &diagnostics)
            }
        case .string, .number, .bool, .null:
            return
        }
    }

    /// Index of each repeated member paired with the index of its first occurrence.
    /// Catalog objects are mostly tiny, where comparing pairs beats building a dictionary.
    private static func duplicates(in members: [JSONMember]) -> [(index: Int, firstIndex: Int)] {
        var found: [(index: Int, firstIndex: Int)] = []
        if members.count <= 16 {
            for index in members.indices.dropFirst() {
                if let firstIndex = members[..<index].firstIndex(where: { $0.key == members[index].key }) {
                    found.append((index, firstIndex))
                }
            }
        } else {
            var firstIndexByKey: [String: Int] = [:]
            firstIndexByKey.reserveCapacity(members.count)
            for (index, member) in members.enumerated() {
                if let firstIndex = firstIndexByKey[member.key] {
                    found.append((index, firstIndex))
                } else {
                    firstIndexByKey[member.key] = index
                }
            }
        }
        return found
    }
}

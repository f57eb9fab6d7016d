import L10nCore
import L10nCatalog
/// Xcode 26 and later generate a Swift symbol for catalog entries (`Text(.welcomeTitle)`):
/// for every entry marked `"generatesSymbol" : true`, and, where the build setting
/// `STRING_CATALOG_GENERATE_SYMBOLS` is on, for every manual entry that does not say `false`.
/// Two keys that make the same symbol, or a key that makes none, fail the build. The check
/// runs only on catalogs that turn generation on (an entry with `true`), or on every catalog
/// when the configuration says the build setting is on (`generateSymbols`), so catalogs that
/// never meet Xcode's generator are not held to its rules.
///
/// The naming, reconstructed from Apple's WWDC25 examples and public catalogs whose
/// generation collided: the key's format placeholders are dropped, the rest is cut into
/// words at every character that is not a letter or digit, and the words are joined in
/// lower camel case (`Menu.About` → `menuAbout`, `Total: %@` and `%@ total` → `total(_:)`,
/// `Loading` and `Loading…` → `loading`). Keys with arguments become functions, so a symbol
/// is its name and its number of arguments.
package enum XcodeSymbolsCheck: CatalogCheck {
    package static let description = CheckDescription(
        id: "xcode-symbols", name: "Xcode generated symbols", severity: .error,
        summary: "Keys that generate Xcode symbols must each make a distinct, valid Swift name.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "generatesSymbol" : true }, "shop.home.subtitle" : { "generatesSymbol" : true } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "generatesSymbol" : true }, ↓"shop.home_title" : { "generatesSymbol" : true } } }
                """),
        ])

    /// What the check needs to know of each entry, collected while the entries are read.
    package struct Entries: Sendable {
        /// Keys of the entries that say `true`, in file order. Lists, not sets: the check
        /// asks about them only in a catalog that turns generation on, and a list costs each
        /// entry an append where a set cost it a hash, and each half's merge another.
        var on: [String] = []
        /// Manual entries that say nothing: they generate a symbol when the build setting is on.
        var manual: [String] = []

        package init() {}

        /// Notes the entries of `input`, from what it read of each once for the entry checks.
        mutating func note(_ input: EntryCheckInput) {
            for index in input.entries.indices {
                switch input.generatesSymbols[index] {
                case true?: on.append(input.entries[index].key)
                case false?: break
                case nil: if input.extractionStates[index] == .manual { manual.append(input.entries[index].key) }
                }
            }
        }

        mutating func append(_ later: Entries) {
            on += later.on
            manual += later.manual
        }

        /// The keys for which Xcode generates a symbol, in a catalog that turns generation on.
        func generatingSymbols() -> Set<String> { Set(on).union(manual) }
    }

    package static func check(_ input: CatalogCheckInput) -> [Diagnostic] {
        let entries = input.symbolEntries
        guard !entries.on.isEmpty || input.options.generateSymbols else { return [] }
        let generating = entries.generatingSymbols()
        var keys = KeysByForm()
        var diagnostics: [Diagnostic] = []
        for entry in input.keys where generating.contains(entry.key) {
            let fix = "or run 'l10n set \(ShellQuoting.word(entry.key)) --generates-symbol false'"
            guard let symbol = symbol(for: entry.key) else {
                diagnostics.append(diagnostic(
                    "Key '\(entry.key)' makes no valid Swift symbol for Xcode to generate; rename it, \(fix).",
                    at: entry.position, in: input, key: entry.key))
                continue
            }
            guard let other = keys.earlierKey(than: entry, form: symbol) else { continue }
            diagnostics.append(diagnostic(
                "Key '\(entry.key)' generates the Xcode symbol '\(symbol)', as '\(other.key)' (line \(other.position.line)) does; rename one, \(fix).",
                at: entry.position, in: input, key: entry.key))
        }
        return diagnostics
    }

    /// `menuAbout`, or `total(_:)` for a key with one argument; nil when the key has no
    /// letters or digits, or would start with a digit.
    package static func symbol(for key: String) -> String? {
        var scalars = Array(key.unicodeScalars)
        var arguments = Set<Int>()
        var next = 1
        for placeholder in FormatPlaceholder.parse(key).reversed() {
            scalars.replaceSubrange(placeholder.scalarRange, with: [" "])
        }
        for placeholder in FormatPlaceholder.parse(key) {
            let number = placeholder.explicitPosition ?? next
            next = number + 1
            arguments.insert(number)
        }
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in scalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        guard let head = words.first, let firstCharacter = head.unicodeScalars.first, firstCharacter.properties.numericType == nil else {
            return nil
        }
        let name = lowercasedHead(head) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return arguments.isEmpty ? name : name + "(" + String(repeating: "_:", count: arguments.count) + ")"
    }

    /// `Menu` → `menu`, `URL` → `url`, `URLSession` → `urlSession`: the leading capitals
    /// lowered, but the last of several when a lowercase letter follows it.
    private static func lowercasedHead(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper > 1, upper < characters.count { upper -= 1 }
        return String(characters[..<upper]).lowercased() + String(characters[upper...])
    }
}

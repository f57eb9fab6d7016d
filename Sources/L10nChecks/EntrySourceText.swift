import Foundation
import L10nCore
import L10nJSON
import L10nCatalog
/// The text an entry is translated from, as Xcode shows it: the source language's
/// localization, or the key itself when the source language has none (`"Current Keybind: %@"`
/// with no `en` entry). The format checks read the source through this one type.
package struct EntrySourceText {
    /// One string unit of the source, or the key.
    package struct Form {
        package var path: [FormStep]
        package var text: String
        /// The `"value"` the text is in, or the entry's key.
        package var position: JSONPosition
        /// The text's placeholders and problems, read once for every check that asks.
        package var scan: FormatScan

        init(path: [FormStep], text: String, position: JSONPosition) {
            self.path = path
            self.text = text
            self.position = position
            scan = FormatPlaceholder.scan(text)
        }

        /// ` (plural.one)` for a variation form, nothing for the plain value.
        package var suffix: String {
            path.isEmpty ? "" : " (\(path.map(\.description).joined(separator: " ")))"
        }
    }

    package var language: String
    /// True when the key is the text: the source language has no localization.
    package var isKey: Bool
    package var forms: [Form]
    /// The source localization's substitutions, by name; empty when the key is the text.
    package var substitutions: [Substitution]

    /// The source of `entry` when it has a `%` anywhere, which is all the format checks look
    /// at; nil when it has none, or when the key stands in for a text that is missing and the
    /// key is an identifier rather than text.
    package init?(_ entry: borrowing CatalogEntry, sourceLanguage: String) {
        language = sourceLanguage
        // Three checks ask this of every entry, and most have no `%` in their values or key:
        // no source of theirs is one, wherever it is.
        guard entry.mayHavePercentSign || Self.hasPercentSign(entry.key) else { return nil }
        // The languages before it are passed over by their keys (``CatalogEntry/localization(_:)``),
        // and a noted one is read from its note.
        if let content = entry.localization(sourceLanguage)?.content {
            guard entry.mayHavePercentSign, content.containsValue(where: Self.hasPercentSign) else { return nil }
            isKey = false
            forms = content.forms.map { Form(path: $0.path, text: $0.unit.value ?? "", position: $0.unit.valuePosition) }
            substitutions = content.substitutions
        } else {
            guard Self.keyIsText(entry.key), Self.hasPercentSign(entry.key) else { return nil }
            isKey = true
            forms = [Form(path: [], text: entry.key, position: entry.position)]
            substitutions = []
        }
    }

    /// Whether `String(format:)` ever sees the text: only a text that reads an argument or
    /// writes `%%` is one. Elsewhere a `%` is shown as written (`100% sure`), so it is no defect.
    package var isFormatString: Bool {
        forms.contains { form in
            form.text.containsUTF8Byte(UInt8(ascii: "%")) && (Self.hasDoublePercent(form.text) || !form.scan.placeholders.isEmpty)
        }
    }

    /// `'en'` text, or the key that stands in for it.
    package func place(_ form: Form) -> String {
        isKey ? "key (its '\(language)' text)" : "'\(language)' text\(form.suffix)"
    }

    /// Whether a key with no source-language text is text to compare translations with. Keys
    /// like `shop.cart.count` or `saveButton` name a text instead of being one: their missing
    /// source is `missing-translation`'s finding, and comparing with them would add a second,
    /// wrong one. A key with a space or a `%` is text (`Current Keybind: %@`).
    package static func keyIsText(_ key: String) -> Bool {
        key.utf8.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") }
    }

    /// Most text has no `%` at all, and then nothing to parse.
    package static func hasPercentSign(_ text: String) -> Bool {
        text.containsUTF8Byte(UInt8(ascii: "%"))
    }

    /// ``hasPercentSign(_:)`` of UTF-8 text.
    package static func hasPercentSign(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return false }
        return memchr(base, Int32(UInt8(ascii: "%")), text.count) != nil
    }

    /// `text.contains("%%")`, Foundation's search, asked only of a text whose bytes hold `%%`:
    /// no other bytes are canonically equivalent to two `%`, and the search costs thousands
    /// of instructions a text where most texts of a catalog hold one `%`. (It finds no `%%`
    /// where a combining mark follows the second, so a text that holds the bytes still asks it.)
    static func hasDoublePercent(_ text: String) -> Bool {
        let doublePercent: [UInt8] = [UInt8(ascii: "%"), UInt8(ascii: "%")]
        let holdsBytes = text.utf8.withContiguousStorageIfAvailable { $0.containsBytes(doublePercent) }
            ?? Array(text.utf8).withUnsafeBufferPointer { $0.containsBytes(doublePercent) }
        return holdsBytes && text.contains("%%")
    }
}

import L10nCore
import L10nJSON
import L10nCatalog
/// Translators must often put arguments in another order ("%@ of %@" → "de %2$@, %1$@"). They
/// can only do that safely when the source numbers them: with `%lld of %lld` a translation
/// that swaps them reads each other's values without any warning from the types.
package enum PositionalArgumentsCheck: EntryCheck {
    package static let description = CheckDescription(
        id: "positional-arguments", name: "Positional arguments", severity: .warning,
        summary: "A source text with two or more arguments must number them (%1$lld of %2$lld), so translations can put them in another order.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : {
                  "shop.page.position" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$lld of %2$lld" } } } },
                  "shop.cart.count" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld items, 100%% sure" } } } }
                } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : {
                  "shop.page.position" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", ↓"value" : "%lld of %lld" } } } }
                } }
                """),
        ])

    package static var readsFormatTexts: Bool { true }

    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let entries = input.entries
        for index in entries.indices {
            // The key read in place: no entry is copied out.
            guard let source = input.formatTexts(ofEntryAt: index)?.source else { continue }
            // One finding per key: the first form that needs numbers shows how to write them.
            // A substitution's own forms take only its argument, and a mix of numbered and
            // unnumbered arguments is format-syntax's finding.
            for form in source.forms where !form.path.contains(where: { if case .substitution = $0 { true } else { false } }) {
                let scan = form.scan
                func isUnnumbered(_ placeholder: FormatPlaceholder) -> Bool {
                    if case .argument = placeholder.kind { placeholder.explicitPosition == nil } else { false }
                }
                // Counted before they are listed: most sources have one argument.
                guard scan.problems.isEmpty, scan.placeholders.count(where: isUnnumbered) >= 2 else { continue }
                let unnumbered = scan.placeholders.filter(isUnnumbered)
                diagnostics.append(diagnostic(
                    "Key '\(entries[index].key)' has \(unnumbered.count) unnumbered arguments in its \(source.place(form)), which translations cannot put in another order; number them: '\(numbered(form.text, unnumbered).printable)'.",
                    at: form.position, in: input, key: entries[index].key, language: source.language))
                break
            }
        }
        return diagnostics
    }

    /// `%lld of %lld` → `%1$lld of %2$lld`; a long text shows only its placeholders.
    static func numbered(_ text: String, _ placeholders: [FormatPlaceholder]) -> String {
        // `1$`, `2$`, …: ASCII, a scalar a byte.
        let numbers = placeholders.indices.map { String($0 + 1) + "$" }
        let numbersLength = numbers.reduce(0) { $0 + $1.utf8.count }
        // The numbers are written into the text's bytes, each before the scalar that follows
        // its placeholder's `%`: the text's scalars, made an array and encoded again, cost
        // about 10,000 instructions a finding. A byte that is not a continuation byte
        // (10xxxxxx) begins a scalar.
        func write(_ text: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], scalars: Int) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.count + numbersLength)
            var scalars = 0
            var next = 0
            func writeNumbers() {
                while next < placeholders.count, placeholders[next].scalarRange.lowerBound + 1 == scalars {
                    bytes.append(contentsOf: numbers[next].utf8)
                    next += 1
                }
            }
            for byte in text {
                if byte & 0xC0 != 0x80 {
                    writeNumbers()
                    scalars += 1
                }
                bytes.append(byte)
            }
            writeNumbers()
            return (bytes, scalars)
        }
        let written = text.utf8.withContiguousStorageIfAvailable(write) ?? Array(text.utf8).withUnsafeBufferPointer(write)
        guard written.scalars + numbersLength <= 80 else {
            return placeholders.indices.map { "%" + numbers[$0] + placeholders[$0].text.dropFirst() }.joined(separator: " … ")
        }
        return String(decoding: written.bytes, as: UTF8.self)
    }
}

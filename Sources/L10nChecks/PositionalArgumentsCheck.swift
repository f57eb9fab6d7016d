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
        for (entry, texts) in zip(input.entries, input.formatTexts) {
            guard let source = texts.source else { continue }
            // One finding per key: the first form that needs numbers shows how to write them.
            // A substitution's own forms take only its argument, and a mix of numbered and
            // unnumbered arguments is format-syntax's finding.
            for form in source.forms where !form.path.contains(where: { if case .substitution = $0 { true } else { false } }) {
                let scan = form.scan
                let unnumbered = scan.placeholders.filter {
                    if case .argument = $0.kind { $0.explicitPosition == nil } else { false }
                }
                guard unnumbered.count >= 2, scan.problems.isEmpty else { continue }
                diagnostics.append(diagnostic(
                    "Key '\(entry.key)' has \(unnumbered.count) unnumbered arguments in its \(source.place(form)), which translations cannot put in another order; number them: '\(numbered(form.text, unnumbered).printable)'.",
                    at: form.position, in: input, key: entry.key, language: source.language))
                break
            }
        }
        return diagnostics
    }

    /// `%lld of %lld` → `%1$lld of %2$lld`; a long text shows only its placeholders.
    static func numbered(_ text: String, _ placeholders: [FormatPlaceholder]) -> String {
        var scalars = Array(text.unicodeScalars)
        var written: [String] = []
        for (index, placeholder) in placeholders.enumerated().reversed() {
            let number = "\(index + 1)$"
            scalars.insert(contentsOf: number.unicodeScalars, at: placeholder.scalarRange.lowerBound + 1)
            written.insert("%" + number + placeholder.text.dropFirst(), at: 0)
        }
        guard scalars.count <= 80 else { return written.joined(separator: " … ") }
        // Encoded to UTF-8 here: the scalar view's appends, of the array or of each scalar,
        // cost about 400 instructions a scalar, 20,000 a finding.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 4)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }
}

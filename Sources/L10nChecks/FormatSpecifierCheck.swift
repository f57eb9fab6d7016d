import Foundation
import L10nCore
import L10nJSON
import L10nCatalog
/// Some specifiers cannot be fed from Swift safely: `%s` and `%c` read a C string or char
/// where a typed accessor passes a `String` or `Character` (garbage or a crash), `%n` writes
/// to memory, `*` takes a width from an argument nobody passes, and `%2$@` without `%1$` leaves
/// the runtime unable to find argument 2. A text in any language that reads one argument as
/// two types (`%1$lld or %1$@`) has `String(format:)` read one value as both. `generate` and
/// `sync` give such keys no accessor.
package enum FormatSpecifierCheck: EntryCheck {
    package static let description = CheckDescription(
        id: "format-specifier", name: "Format specifier", severity: .error,
        summary: "The source text must not use %s, %c, %S, %C, %n or a * width or precision, nor skip an argument number (%2$@ without %1$); these keys get no typed accessor.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : {
                  "shop.order.summary" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ paid %2$.2f for %3$lld items" } } } }
                } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : {
                  "shop.order.owner" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", ↓"value" : "Ordered by %s" } } } },
                  "shop.order.total" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", ↓"value" : "Total: %.*f" } } } },
                  "shop.order.only" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", ↓"value" : "%2$@ only" } } } },
                  "shop.order.count" : { "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } },
                    "es" : { "stringUnit" : { "state" : "translated", ↓"value" : "%1$lld o %1$@ artículos" } } } }
                } }
                """),
        ])

    package static var readsFormatTexts: Bool { true }

    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sourceLanguage = input.sourceLanguage, path = input.path
        for index in input.entries.indices {
            // Without a source with a `%`, only a text that may read an argument twice has
            // anything to say: only such an entry is copied out.
            guard let texts = input.formatTexts(ofEntryAt: index), texts.source != nil || texts.someTextMayReadAnArgumentTwice else { continue }
            diagnostics += findings(for: input.entries[index], texts: texts, sourceLanguage: sourceLanguage, path: path)
        }
        return diagnostics
    }

    /// The findings about one entry's source text in the catalog at `path`; `generate` and
    /// `sync` ask this of every key they would give an accessor, and say the same.
    package static func findings(for entry: CatalogEntry, sourceLanguage: String, path: String) -> [Diagnostic] {
        findings(
            for: entry, texts: EntryFormatTexts(entry, sourceLanguage: sourceLanguage, placeholders: false),
            sourceLanguage: sourceLanguage, path: path)
    }

    private static func findings(for entry: CatalogEntry, texts: EntryFormatTexts, sourceLanguage: String, path: String) -> [Diagnostic] {
        let conflicts = argumentTypeConflicts(in: entry, texts: texts, sourceLanguage: sourceLanguage, path: path)
        guard let source = texts.source else { return conflicts }
        func finding(_ message: String, at position: JSONPosition) -> Diagnostic {
            Diagnostic(
                checkID: description.id, severity: description.severity, message: message, path: path,
                location: position.sourceLocation, key: entry.key, language: source.language)
        }
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        var highest: (number: Int, text: String, form: EntrySourceText.Form)?
        for form in source.forms {
            let placeholders = form.scan.placeholders
            for placeholder in placeholders {
                guard let advice = advice(for: placeholder), reported.insert(placeholder.text).inserted else { continue }
                diagnostics.append(finding("Key '\(entry.key)' uses \(placeholder.text) in its \(source.place(form)), \(advice)", at: form.position))
            }
            for placeholder in placeholders {
                guard let number = placeholder.explicitPosition, FormatPlaceholder.isReadable(argumentNumber: number),
                      number > (highest?.number ?? 0) else { continue }
                highest = (number, placeholder.text, form)
            }
        }
        for substitution in source.substitutions {
            guard let number = substitution.argumentNumber, !FormatPlaceholder.isReadable(argumentNumber: number),
                  reported.insert("argNum \(number)").inserted else { continue }
            diagnostics.append(finding(
                "Key '\(entry.key)' numbers its substitution '\(substitution.name)' as argument \(number), beyond the \(unreadableNumberAdvice)",
                at: entry.position))
        }
        // Only a numbered placeholder can skip a number: the arguments each form reads are
        // worked out for such a source alone (nearly every source numbers none).
        if let highest {
            let used = usedArgumentNumbers(of: source)
            let skipped = (1..<highest.number).filter { !used.contains($0) }
            if !skipped.isEmpty {
                let never = skipped.count == 1 ? "argument \(skipped[0])" : "arguments " + skipped.map(String.init).joined(separator: ", ")
                diagnostics.append(finding(
                    "Key '\(entry.key)' uses \(highest.text) in its \(source.place(highest.form)) but never \(never), so the runtime cannot find argument \(highest.number); number the arguments from %1$ up without gaps.",
                    at: highest.form.position))
            }
        }
        return diagnostics + conflicts
    }

    /// The argument numbers `source`'s forms and substitutions read.
    private static func usedArgumentNumbers(of source: EntrySourceText) -> Set<Int> {
        var used: Set<Int> = []
        let specifiers = Dictionary(
            source.substitutions.map { ($0.name, (argumentNumber: $0.argumentNumber, specifier: $0.formatSpecifier)) },
            uniquingKeysWith: { first, _ in first })
        for form in source.forms {
            // In a substitution's own forms an unnumbered specifier is the substitution's argument.
            if form.path.contains(where: { if case .substitution = $0 { true } else { false } }) {
                used.formUnion(form.scan.placeholders.compactMap(\.explicitPosition))
            } else {
                let arguments = FormatArguments(scan: form.scan, substitutionSpecifiers: specifiers)
                used.formUnion(Array(arguments.types.keys) + Array(arguments.substitutions.keys))
            }
        }
        used.formUnion(source.substitutions.compactMap(\.argumentNumber))
        return used
    }

    /// One argument, one type: a text of any language (or the key standing in for the source)
    /// that reads an argument number as two types, directly or through a substitution's
    /// `formatSpecifier`. A substitution's own forms are left out: their `%arg` is the
    /// substitution's argument, typed once by its declaration.
    private static func argumentTypeConflicts(
        in entry: CatalogEntry, texts: EntryFormatTexts, sourceLanguage: String, path: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // `place` is worded only for a conflict: most forms of a large catalog have none.
        func check(
            _ text: String, language: String, place: @autoclosure () -> String, position: JSONPosition,
            specifiers: [String: (argumentNumber: Int?, specifier: String?)]
        ) {
            guard mayReadAnArgumentTwice(text) else { return }
            let arguments = FormatArguments(text: text, substitutionSpecifiers: specifiers)
            for number in Set(arguments.conflicts).sorted() {
                guard let first = arguments.types[number], let second = arguments.conflictingTypes[number] else { continue }
                diagnostics.append(Diagnostic(
                    checkID: description.id, severity: description.severity,
                    message: "Key '\(entry.key)' reads argument \(number) as \(first) and as \(second) in its \(place()); String(format:) would read one value as both, so give each argument one format specifier.",
                    path: path, location: position.sourceLocation, key: entry.key, language: language))
            }
        }
        // Without a `%` in the entry only the key can be a format string, and most entries
        // with one have no text that may read an argument twice: no language needs a look.
        if texts.someTextMayReadAnArgumentTwice {
            for (index, localization) in entry.localizations.enumerated() {
                let content = localization.content
                guard texts.texts(ofLocalizationAt: index).mayReadAnArgumentTwice else { continue }
                let specifiers = Dictionary(
                    content.substitutions.map { ($0.name, (argumentNumber: $0.argumentNumber, specifier: $0.formatSpecifier)) },
                    uniquingKeysWith: { first, _ in first })
                for form in content.forms where !form.path.contains(where: { if case .substitution = $0 { true } else { false } }) {
                    check(
                        form.unit.value ?? "", language: localization.language,
                        place: "'\(localization.language)' text" + (form.path.isEmpty ? "" : " (\(form.name))"),
                        position: form.unit.valuePosition, specifiers: specifiers)
                }
            }
        }
        // The key stands in for a missing source when it is text with a `%`: a key without one
        // reads no argument at all.
        if texts.source?.isKey == true {
            check(entry.key, language: sourceLanguage, place: "key (its '\(sourceLanguage)' text)", position: entry.position, specifiers: [:])
        }
        return diagnostics
    }

    /// Whether `text` can read an argument twice: that takes two placeholders, each starting
    /// with a `%`, and most texts have none or one, so their forms need not be built or read.
    static func hasTwoPercentSigns(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(hasTwoPercentSigns(in:)) { return found }
        var copy = text
        return copy.withUTF8(hasTwoPercentSigns(in:))
    }

    private static func hasTwoPercentSigns(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let percent = UInt8(ascii: "%")
        guard let base = bytes.baseAddress, let first = memchr(base, Int32(percent), bytes.count) else { return false }
        let next = UnsafeRawPointer(first) + 1 - UnsafeRawPointer(base)
        return memchr(base + next, Int32(percent), bytes.count - next) != nil
    }

    /// Whether `text` can read an argument number twice: that takes two placeholders (two `%`)
    /// and one of them numbered (`%1$@`, which needs a `$`) or a substitution (`%#@name@`, which
    /// needs a `#`, and may be numbered by its declaration). Unnumbered arguments are read in
    /// turn, each once: nearly every text of a catalog (`%@ of %lld`) needs no parsing here.
    static func mayReadAnArgumentTwice(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable(mayReadAnArgumentTwice(in:)) { return found }
        var copy = text
        return copy.withUTF8(mayReadAnArgumentTwice(in:))
    }

    /// ``mayReadAnArgumentTwice(_:)`` of UTF-8 text.
    static func mayReadAnArgumentTwice(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard hasTwoPercentSigns(in: bytes), let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(UInt8(ascii: "$")), bytes.count) != nil || memchr(base, Int32(UInt8(ascii: "#")), bytes.count) != nil
    }

    private static let unreadableNumberAdvice =
        "\(FormatPlaceholder.highestArgumentNumber) arguments String(format:) can read; number the arguments from %1$ up."

    /// What is wrong with `placeholder` and what to write instead, or nil when Swift can pass it.
    private static func advice(for placeholder: FormatPlaceholder) -> String? {
        if let number = placeholder.explicitPosition, !FormatPlaceholder.isReadable(argumentNumber: number) {
            return "whose argument number is beyond the \(unreadableNumberAdvice)"
        }
        guard case .argument(let specifier) = placeholder.kind else { return nil }
        // The byte first: the search of the text costs thousands of instructions, and nearly no
        // placeholder holds a `*`.
        if placeholder.text.containsUTF8Byte(UInt8(ascii: "*")), placeholder.text.contains("*") {
            return "whose '*' takes a width or precision from an extra argument that no accessor passes; write the number into the specifier (%.2f) or format the value first and pass it with %@."
        }
        // By its last byte: a specifier as `scan` reads it is ASCII, so that byte is its last
        // character, and `last` cost a few hundred instructions a placeholder.
        switch specifier.utf8.last {
        case UInt8(ascii: "s"): return "which reads a C string pointer, not a Swift String; write %@ and pass a String."
        case UInt8(ascii: "S"): return "which reads a pointer to UTF-16 characters, not a Swift String; write %@ and pass a String."
        case UInt8(ascii: "c"): return "which reads a C char, not a Swift Character; write %@ and pass a String."
        case UInt8(ascii: "C"): return "which reads a UTF-16 code unit, not a Swift Character; write %@ and pass a String."
        case UInt8(ascii: "n"): return "which writes the count of characters so far through a pointer instead of showing text; remove it."
        default: return nil
        }
    }
}

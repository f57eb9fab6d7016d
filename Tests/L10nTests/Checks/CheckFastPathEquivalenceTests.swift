import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nChecks
@testable import L10nAppCode
@testable import L10nSwiftSource
@testable import L10nProject

/// The shortcuts `check` takes on large catalogs (issue 28) must find exactly what the general
/// path finds: each is compared here with it on hostile input.
@Suite struct CheckFastPathEquivalenceTests {
    // MARK: A byte in a string

    @Test func findingAByteWithMemchrMatchesIteratingTheUTF8() {
        var texts = (0..<0x80).map { String(Character(Unicode.Scalar(UInt8($0)))) }
        texts += ["", "%", "100%", "%@ and %lld", "ça %", "emoji 👍%", "\u{0}%", "no percent at all, long enough to pass eight bytes"]
        // Strings that are slices of others, and one whose bytes were repaired.
        texts += [String("abc%def".dropFirst(3)), String("abc%def".dropLast(4)), String(decoding: [0x25, 0xFF, 0x41], as: UTF8.self)]
        for text in texts {
            for byte in [UInt8(ascii: "%"), 0, 0x41, 0xBD] {
                #expect(text.containsUTF8Byte(byte) == text.utf8.contains(byte), "\(text.debugDescription) \(byte)")
            }
        }
    }

    @Test func twoPercentSignsAreCountedAsTheUTF8Has() {
        let texts = ["", "%", "%%", "a%b", "a%b%", "%1$@ %1$lld", "ça %@ é %d", "%\u{0}%", String("%x%".dropFirst()), String("%%".dropLast())]
        for text in texts {
            #expect(FormatSpecifierCheck.hasTwoPercentSigns(text) == (text.utf8.count { $0 == UInt8(ascii: "%") } >= 2), "\(text.debugDescription)")
        }
    }

    /// format-specifier parses a text for an argument read twice only when it has a `$` or a
    /// `#`: every text of short pieces (numbered, unnumbered, substitutions declared with and
    /// without a number, `*` widths, `%%`, stray `$` and `#`) that the shortcut passes over has
    /// no conflict when parsed, and the shortcut passes over exactly the texts without them.
    @Test func aTextWithoutDollarOrHashReadsNoArgumentTwice() {
        let pieces = ["%@", "%lld", "%d", "%1$@", "%1$lld", "%2$d", "%#@n@", "%#@m@", "%arg", "%*d", "%.*f", "%*2$d", "%%", "%",
                      "$", "#", "%#x", "% d", "ça", "x", "%0$@", "%99999999999999999999$d", "%s"]
        let specifiers: [[String: (argumentNumber: Int?, specifier: String?)]] = [
            [:], ["n": (argumentNumber: 1, specifier: "@"), "m": (argumentNumber: nil, specifier: "lld")],
            ["n": (argumentNumber: 2, specifier: "lld"), "m": (argumentNumber: 1, specifier: "@")]]
        var texts: [String] = [""]
        for first in pieces { for second in pieces { for third in ["", "%@", "%1$@", "%#@n@", " "] { texts.append(first + second + third) } } }
        texts += [String("x%1$@%1$d".dropFirst()), String("%@%d$".dropLast()), "%\u{0}%$"]
        var conflicting = 0
        for text in texts {
            let bytes = Array(text.utf8)
            let expected = bytes.count { $0 == UInt8(ascii: "%") } >= 2 && bytes.contains { $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "#") }
            #expect(FormatSpecifierCheck.mayReadAnArgumentTwice(text) == expected, "\(text.debugDescription)")
            for declared in specifiers {
                let conflicts = FormatArguments(text: text, substitutionSpecifiers: declared).conflicts
                if !conflicts.isEmpty { conflicting += 1 }
                #expect(FormatSpecifierCheck.mayReadAnArgumentTwice(text) || conflicts.isEmpty, "\(text.debugDescription)")
            }
        }
        #expect(conflicting >= 20)
    }

    /// The format checks read each text once for both what format-syntax asks (a problem?)
    /// and what placeholder-mismatch asks (the very placeholders of the source text?): both
    /// answers must be those of scanning the two texts and comparing what the scans hold.
    @Test func oneWalkFindsProblemsAndComparesPlaceholdersAsScanningDoes() {
        let texts = ["", "Plain", "%@", "%lld items", "%@ and %lld", "%1$@ %2$lld", "%2$lld %1$@", "50% off %@", "% d", "%@ % d %@",
                     "%%", "%% %@", "%#@n@", "%#@n@ %arg", "%", "%@%", "ça %@ é", "%1$@ and %@", "%5$@", "%-5d %.2f", "%@\u{0}%@",
                     "%@ and %1$@", "%1$@ % d", "%d%", "%@ %@", "%lld", "%#@n@ %@", "%arg", "%0$@", "%@%@%@",
                     String("x%@y".dropFirst()), String("%@%lld".dropLast(3))]
        var same = 0, problems = 0
        for text in texts {
            let scan = FormatPlaceholder.scan(text)
            #expect(FormatPlaceholder.hasProblems(text) == !scan.problems.isEmpty, "\(text.debugDescription)")
            for reference in texts {
                let expected = (hasProblems: !scan.problems.isEmpty,
                                writesSamePlaceholders: scan.placeholders.map(\.text) == FormatPlaceholder.parse(reference).map(\.text))
                let read = FormatPlaceholder.problemsAndSamePlaceholders(text, as: FormatPlaceholder.Reference(reference))
                #expect(read.hasProblems == expected.hasProblems && read.writesSamePlaceholders == expected.writesSamePlaceholders,
                        "\(text.debugDescription) as \(reference.debugDescription)")
                if expected.writesSamePlaceholders { same += 1 }
                if expected.hasProblems { problems += 1 }
            }
        }
        #expect(same >= 60 && problems >= 100)
    }

    /// Texts an entry's languages repeat, and texts that only look alike: canonically
    /// equivalent but other bytes (`%e\u{301}` reads an argument, `%é` does not), slices, a
    /// text with a NUL, full-width signs, and more distinct texts than are kept.
    static let repeatedTexts: [String] = [
        "%@, your order has %lld new items", "%%", "%% %@", "%1$@ of %2$lld", "%2$lld of %1$@", "%lld", "%#@var@", "%#@var@ %@",
        "%-5d %.2f", "%*d", "%5$@", "% d", "%", "50% off", "Plain text", "", "%e\u{301} %@", "%\u{E9} %@", "ça %@ é", "c\u{327}a %@ é",
        "%@\u{0}%@", "％@ %@", "%@ %@", String("x%@ %@".dropFirst()), String("%@ %@ y".dropLast(2)), "%1$@ % d", "%d%", "%@%",
    ]

    /// A text an entry has compared already is answered from the first comparison: the
    /// answers are those of comparing every text afresh, texts are the same only when their
    /// bytes are, and more texts than the list keeps are still compared right.
    @Test func aRepeatedTextIsAnsweredAsComparingItAgain() {
        for reference in ["%@, your order has %lld new items", "%@ %@", "%1$@ of %2$lld", "%lld", "%e\u{301} %@"] {
            let compared = FormatPlaceholder.Reference(reference)
            var known = EntryFormatTexts.KnownComparisons()
            var hits = 0
            for round in 0..<3 {
                for text in round == 1 ? Self.repeatedTexts.reversed() : Self.repeatedTexts {
                    let expected = FormatPlaceholder.problemsAndSamePlaceholders(text, as: compared)
                    var copy = text
                    let read = copy.withUTF8 { known.problemsAndSamePlaceholders($0, as: compared) }
                    #expect(read.hasProblems == expected.hasProblems && read.writesSamePlaceholders == expected.writesSamePlaceholders,
                            "\(text.debugDescription) as \(reference.debugDescription)")
                    if text == reference { hits += 1 }
                }
            }
            #expect(hits >= 3 || !Self.repeatedTexts.contains(reference))
        }
        // Canonically equal, other bytes, and parsed apart: the second is not taken for the first.
        #expect("%e\u{301}" == "%\u{E9}")
        #expect(FormatPlaceholder.hasProblems("%\u{E9}") != FormatPlaceholder.hasProblems("%e\u{301}"))
        var known = EntryFormatTexts.KnownComparisons()
        let reference = FormatPlaceholder.Reference("%@ of %lld")
        for text in ["%e\u{301}", "%\u{E9}", "%e\u{301}", "%\u{E9}", "%@ of %lld", "", "%@ of %lld "] {
            var copy = text
            let read = copy.withUTF8 { known.problemsAndSamePlaceholders($0, as: reference) }
            let expected = FormatPlaceholder.problemsAndSamePlaceholders(text, as: reference)
            #expect(read.hasProblems == expected.hasProblems && read.writesSamePlaceholders == expected.writesSamePlaceholders, "\(text.debugDescription)")
        }
    }

    /// An entry whose languages repeat hostile texts, plain and in plural forms: what the
    /// shared reading says of each language is what comparing each text says.
    @Test func anEntryOfRepeatedTextsIsReadAsEachTextAlone() throws {
        func escaped(_ text: String) -> String {
            text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0 != "\"" && $0 != "\\" ? String($0) : String(format: "\\u%04x", $0.value) }.joined()
        }
        var checked = 0, writing = 0, problems = 0
        for source in ["%@, your order has %lld new items", "%@ %@", "%1$@ of %2$lld", "%e\u{301} %@"] {
            var localizations = [#""en" : { "stringUnit" : { "state" : "translated", "value" : "\#(escaped(source))" } }"#]
            for (index, text) in (Self.repeatedTexts + Self.repeatedTexts.reversed() + [source, source]).enumerated() {
                let unit = #"{ "stringUnit" : { "state" : "translated", "value" : "\#(escaped(text))" } }"#
                localizations.append(index % 3 == 0
                    ? #""l\#(index)" : { "variations" : { "plural" : { "one" : \#(unit), "other" : { "stringUnit" : { "value" : "\#(escaped(source))" } } } } }"#
                    : #""l\#(index)" : \#(unit)"#)
            }
            let json = #"{ "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { \#(localizations.joined(separator: ", ")) } } }, "version" : "1.0" }"#
            let read = try CatalogReader.read(.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8))), into: KeptEntries())
            let entry = try #require(read.consumer.entries.first)
            let texts = EntryFormatTexts(entry, sourceLanguage: "en")
            let expectedPlaceholders = FormatPlaceholder.parse(source).map(\.text)
            #expect(texts.uniformSourceText == source)
            for (index, localization) in entry.localizations.enumerated() {
                let got = texts.texts(ofLocalizationAt: index), content = localization.content
                let writes = !content.containsText { FormatPlaceholder.parse($0).map(\.text) != expectedPlaceholders }
                let hasProblems = content.containsText { !FormatPlaceholder.scan($0).problems.isEmpty }
                #expect(got.writesUniformSourcePlaceholders == writes, "\(source.debugDescription) \(localization.language)")
                #expect(got.hasFormatProblems == hasProblems, "\(source.debugDescription) \(localization.language)")
                checked += 1
                if writes { writing += 1 }
                if hasProblems { problems += 1 }
            }
        }
        #expect(checked == 4 * (2 * Self.repeatedTexts.count + 3) && writing >= 10 && problems >= 20)
    }

    /// positional-arguments' advice writes the text with its arguments numbered, built one
    /// scalar at a time: the same text as building it from the array of scalars at once.
    @Test func numberedArgumentsAreWrittenAsTheScalarsSay() {
        var texts = Self.repeatedTexts + ["%@ ç\u{327} %lld 👍🏽 %d", "\u{301}%@%@", "%@%@%@%@", "e\u{301}%@ e\u{301}%lld", "%@ and %@ " + String(repeating: "long ", count: 20)]
        texts.append(String("x%@ é %@".dropFirst()))
        // Two-digit numbers, at the ends, after and before every width of scalar, and at the
        // length where the text is no longer shown whole.
        texts += ["%@%@%@%@%@%@%@%@%@%@%@%@", "é%@ 👍🏽%@ ç\u{327}%@ \u{10FFFF}%@", "%@ %@é", "%d\u{301} %d\u{301}", "%@\r\n%@"]
        for length in 60...76 { texts.append(String(repeating: "é", count: length) + "%@ %@") }
        var written = 0, shortened = 0
        for text in texts {
            let unnumbered = FormatPlaceholder.scan(text).placeholders.filter {
                if case .argument = $0.kind { $0.explicitPosition == nil } else { false }
            }
            guard unnumbered.count >= 2 else { continue }
            var scalars = Array(text.unicodeScalars)
            var pieces: [String] = []
            for (index, placeholder) in unnumbered.enumerated().reversed() {
                let number = "\(index + 1)$"
                scalars.insert(contentsOf: number.unicodeScalars, at: placeholder.scalarRange.lowerBound + 1)
                pieces.insert("%" + number + placeholder.text.dropFirst(), at: 0)
            }
            let numbered = PositionalArgumentsCheck.numbered(text, unnumbered)
            if scalars.count <= 80 {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars)
                #expect(numbered.utf8.elementsEqual(String(view).utf8), "\(text.debugDescription)")
                written += 1
            } else {
                #expect(numbered.utf8.elementsEqual(pieces.joined(separator: " … ").utf8), "\(text.debugDescription)")
                shortened += 1
            }
        }
        #expect(written >= 15 && shortened >= 5)
    }

    /// A text none of whose placeholders is numbered or a substitution reads each argument
    /// once, in turn: no argument is read as two types, so the uniform source's arguments are
    /// worked out only for a text with a numbered one.
    @Test func unnumberedArgumentsAreNeverReadTwice() {
        var unnumbered = 0
        let texts = Self.repeatedTexts + [
            "%@ %lld %f %s %c %p %n %d %u %x %C %S %e %g %a", "%*d %.*f %*.*f", "%-5d %.2f %@ %+d %#x %0d %'d", "%@%@%@%@%@%@%@%@%@%@%@%@",
            "%lld % d %@", "%arg %@ %arg", "%hhd %hd %ld %qd %Ld %zd %td %jd", "%@ %", "%y %@", "%lld%lld", "%#@n@ %@",
        ]
        for text in texts {
            let scan = FormatPlaceholder.scan(text)
            guard !scan.placeholders.contains(where: {
                if case .substitution = $0.kind { true } else { $0.explicitPosition != nil }
            }) else { continue }
            #expect(FormatArguments(scan: scan).conflicts.isEmpty, "\(text.debugDescription)")
            unnumbered += 1
        }
        #expect(unnumbered >= 20)
    }

    /// `uniformSourceText` as it was worked out before (every source text's arguments made a
    /// dictionary of, and each form's placeholders listed to compare them).
    static func uniformTextAsWorkedOutBefore(_ source: EntrySourceText?) -> String? {
        guard let source, let first = source.forms.first, !first.scan.placeholders.isEmpty,
              !first.scan.placeholders.contains(where: { if case .substitution = $0.kind { true } else { false } }),
              FormatArguments(scan: first.scan).conflicts.isEmpty else { return nil }
        let texts = first.scan.placeholders.map(\.text)
        guard source.forms.allSatisfy({ $0.scan.placeholders.map(\.text) == texts }) else { return nil }
        return first.text
    }

    /// What the format checks read of an entry, every answer of every language.
    static func describe(_ texts: EntryFormatTexts, localizations: Int) -> String {
        let languages = (0..<localizations).map { index in
            let read = texts.texts(ofLocalizationAt: index)
            return "\(read.hasPercentSign)\(read.hasFormatProblems)\(read.mayReadAnArgumentTwice)\(read.writesUniformSourcePlaceholders)"
        }
        return "\(CatalogReaderNotesTests.describe(texts.source)) \(texts.uniformSourceText ?? "-") \(texts.someTextHasFormatProblems) "
            + "\(texts.someTextMayReadAnArgumentTwice) \(texts.everyTranslationWritesUniformSourcePlaceholders) \(languages)"
    }

    /// The input reads a batch's entries with one list of compared texts, emptied at each
    /// entry, and keeps a reading only for an entry a format check reads: each entry's reading
    /// is the one read for it alone, though the entries repeat each other's texts under other
    /// sources (a text that writes one source's placeholders is another's mismatch).
    @Test(arguments: [false, true])
    func eachEntrysReadingInTheInputIsItsReadingAlone(notes: Bool) throws {
        func escaped(_ text: String) -> String {
            text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0 != "\"" && $0 != "\\" ? String($0) : String(format: "\\u%04x", $0.value) }.joined()
        }
        func unit(_ text: String) -> String { #"{ "stringUnit" : { "state" : "translated", "value" : "\#(escaped(text))" } }"# }
        let sources = [
            "%@ %@", "%1$@ of %2$lld", "%lld", "%@, your order has %lld new items", "%e\u{301} %@", "%\u{E9} %@", "Plain text", "50% off",
            "%1$@ % d", "%1$@ and %1$lld", "%1$@ and %1$@", "%2$@ %1$@", "%#@n@",
        ]
        var entries: [String] = []
        for (index, source) in (sources + sources.reversed()).enumerated() {
            var localizations = [#""en" : \#(unit(source))"#]
            for (other, text) in (sources + Self.repeatedTexts).enumerated() {
                localizations.append(other % 4 == 0
                    ? #""l\#(other)" : { "variations" : { "plural" : { "one" : \#(unit(text)), "other" : \#(unit(source)) } } }"#
                    : #""l\#(other)" : \#(unit(text))"#)
            }
            entries.append(#""k\#(index)" : { "localizations" : { \#(localizations.joined(separator: ", ")) } }"#)
        }
        // A plural source whose forms differ, the key standing in for a source, and entries
        // no format check reads.
        entries += [
            #""plural" : { "localizations" : { "en" : { "variations" : { "plural" : { "one" : \#(unit("%lld item")), "other" : \#(unit("%lld items of %@")) } } }, "es" : \#(unit("%lld")) } }"#,
            #""%lld apples" : { "localizations" : { "es" : \#(unit("%lld manzanas")) } }"#, #""%lld pears" : { }"#,
            #""plain" : { "localizations" : { "en" : \#(unit("Plain")), "es" : \#(unit("Llano")) } }"#, #""empty" : { }"#,
        ]
        let json = #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#
        let read = try CatalogReader.read(.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8))), into: KeptEntries(), notes: notes)
        let kept = read.consumer.entries
        let input = EntryCheckInput(context: CatalogContext(path: "Shop.xcstrings", options: CheckOptions(), sourceLanguage: "en"), entries: kept)
        var readings = 0, uniform = 0
        for index in kept.indices {
            let alone = EntryFormatTexts(kept[index], sourceLanguage: "en")
            #expect(alone.uniformSourceText == Self.uniformTextAsWorkedOutBefore(alone.source), "\(kept[index].key)")
            guard let reading = input.formatTexts(ofEntryAt: index) else {
                #expect(alone.source == nil && !kept[index].mayHavePercentSign, "\(kept[index].key)")
                continue
            }
            let count = kept[index].localizations.count
            #expect(Self.describe(reading, localizations: count) == Self.describe(alone, localizations: count), "\(kept[index].key)")
            readings += 1
            if alone.uniformSourceText != nil { uniform += 1 }
        }
        #expect(readings == 2 * sources.count + 3 && uniform >= 12)
    }

    // MARK: Entries the reader saw no `%` in

    /// Values that have, hide or only seem to have a `%`, in every place an entry holds text.
    static let values: [String] = [
        #""value" : "Plain text""#, #""value" : "%lld items""#, #""value" : "\u0025@ escaped""#, #""value" : "50% off""#,
        #""value" : "%%""#, #""value" : "%1$@ and %1$lld""#, #""value" : "%s""#, #""value" : """#, #""value" : "   ""#,
        #""value" : 5"#, #""state" : "%""#, #""value" : "\u00e7a %""#,
    ]

    static func catalog(seed: UInt64) -> String {
        var generator = SeededGenerator(state: seed)
        func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
        let keys = ["shop.list.title", "shop.list.%@ items", "%lld apples", "shop.list.count", "Plain key", "", "50% off"]
        var entries: [String] = []
        for index in 0..<24 {
            var localizations: [String] = []
            for language in ["en", "es", "fr"] where generator.next() % 4 != 0 {
                let unit = #"{ "stringUnit" : { "state" : "translated", \#(pick(values)) } }"#
                switch generator.next() % 4 {
                case 0:
                    localizations.append(#""\#(language)" : { "variations" : { "plural" : { "one" : \#(unit), "other" : \#(unit) } } }"#)
                case 1:
                    localizations.append(#""\#(language)" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "\#(pick(["lld", "%", "@"]))", "variations" : { "plural" : { "other" : \#(unit) } } } } }"#)
                default:
                    localizations.append(#""\#(language)" : \#(unit)"#)
                }
            }
            let comment = generator.next() % 3 == 0 ? #""comment" : "\#(pick(["100%", "none"]))", "# : ""
            entries.append(#""\#(pick(keys))\#(index)" : { \#(comment)"localizations" : { \#(localizations.joined(separator: ", ")) } }"#)
            if generator.next() % 5 == 0 { entries.append(#""\#(pick(keys))" : { }"#) }
        }
        let language = pick([#""sourceLanguage" : "en", "#, #""sourceLanguage" : "%", "#, ""])
        return #"{ \#(language)"strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#
    }

    /// `import` counts only the findings that name a language, so it leaves out the checks
    /// whose findings never do (issue 28): what it leaves out must be exactly those findings.
    @Test func theImportsFindingsAreTheOnesThatNameALanguage() throws {
        let options = CheckOptions(requiredLanguages: ["en", "es", "fr"])
        let every = Checker.EntryFindings(options: options)
        let aboutLanguages = Checker.EntryFindings(options: options, languagesOnly: true)
        let stale = #"{ "sourceLanguage" : "en", "strings" : { "offers.a.b" : { "extractionState" : "stale", "localizations" : { "es" : { "stringUnit" : { "state" : "new", "value" : "" } } } } } }"#
        var leftOut: Set<String> = []
        for json in (1...60 as ClosedRange<UInt64>).map(Self.catalog(seed:)) + [stale] {
            let read = try CatalogReader.read(.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8))), into: KeptEntries())
            let context = CatalogContext(path: "Shop.xcstrings", options: options, sourceLanguage: read.catalog.sourceLanguage ?? "en")
            for entry in read.consumer.entries {
                let found = every.findings(of: entry, in: context)
                #expect(aboutLanguages.findings(of: entry, in: context) == found.filter { $0.language != nil }, "\(entry.key)")
                leftOut.formUnion(found.filter { $0.language == nil }.map(\.checkID))
            }
        }
        #expect(leftOut == ["key-format", "key-feature", "extraction-state", "stale-entry"])
        #expect(Set(CheckRegistry.entryChecks.filter { $0.namesNoLanguage }.map { $0.description.id }) == leftOut)
    }

    /// An entry's texts are read for the format checks only when one of them runs (issue 28):
    /// the checks that read them are exactly those four, and with any of them left out, the
    /// checks that run find what they find beside all of them.
    @Test func theFormatChecksReadingIsBuiltOnlyForThem() throws {
        let formatChecks: Set<String> = ["format-specifier", "placeholder-mismatch", "format-syntax", "positional-arguments"]
        #expect(Set(CheckRegistry.entryChecks.filter { $0.readsFormatTexts }.map { $0.description.id }) == formatChecks)
        let every = CheckOptions(requiredLanguages: ["en", "es", "fr"])
        // placeholder-mismatch leaves format-syntax's forms to it: the two are left out together.
        let leftOut: [Set<String>] = [
            formatChecks, formatChecks.subtracting(["format-syntax"]), formatChecks.subtracting(["positional-arguments"]),
            ["format-specifier"],
        ]
        var found = 0
        for disabled in leftOut {
            let options = CheckOptions(requiredLanguages: ["en", "es", "fr"], disabled: disabled)
            for json in (1...30 as ClosedRange<UInt64>).map(Self.catalog(seed:)) {
                let read = try CatalogReader.read(.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8))), into: KeptEntries())
                let sourceLanguage = read.catalog.sourceLanguage ?? "en"
                for entry in read.consumer.entries {
                    let all = Checker.findings(of: entry, in: CatalogContext(path: "Shop.xcstrings", options: every, sourceLanguage: sourceLanguage))
                    let some = Checker.findings(of: entry, in: CatalogContext(path: "Shop.xcstrings", options: options, sourceLanguage: sourceLanguage))
                    #expect(some == all.filter { !disabled.contains($0.checkID) }, "\(entry.key) without \(disabled.sorted())")
                    found += some.count
                }
            }
        }
        #expect(found > 0)
    }

    struct KeptEntries: CatalogEntryConsumer {
        var entries: [CatalogEntry] = []
        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) { entries.append(entry) }
        mutating func append(_ later: KeptEntries) { entries += later.entries }
    }

    /// Whether a string anywhere in `value` holds a `%`, by walking the tree.
    static func hasPercentSign(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): text.utf8.contains(UInt8(ascii: "%"))
        case .object(let members): members.contains { hasPercentSign($0.value) }
        case .array(let elements): elements.contains { hasPercentSign($0.value) }
        default: false
        }
    }

    @Test func entriesWithoutAPercentSignGetTheFindingsOfTheGeneralPath() throws {
        let options = CheckOptions(requiredLanguages: ["en", "es", "fr"])
        var shortcuts = 0
        for seed in 1...60 as ClosedRange<UInt64> {
            let json = Self.catalog(seed: seed)
            for strategy in CatalogReader.Strategy.allCases {
                let read = try CatalogReader.read(
                    .bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8))), into: KeptEntries(), strategy: strategy)
                let context = CatalogContext(path: "Shop.xcstrings", options: options, sourceLanguage: read.catalog.sourceLanguage ?? "en")
                for entry in read.consumer.entries {
                    // The reader's flag is never wrong, and is unset by a change to the value.
                    #expect(entry.mayHavePercentSign || !Self.hasPercentSign(entry.value), "\(entry.key) in seed \(seed)")
                    if !entry.mayHavePercentSign { shortcuts += 1 }
                    var changed = entry
                    changed.value = entry.value
                    #expect(changed.mayHavePercentSign)
                    let plain = CatalogEntry(member: JSONMember(key: entry.key, value: entry.value, keyPosition: entry.position))
                    #expect(plain.mayHavePercentSign)
                    #expect(Checker.findings(of: entry, in: context) == Checker.findings(of: plain, in: context), "\(entry.key) in seed \(seed)")
                }
            }
        }
        // The inputs reach the shortcut, and the general path.
        #expect(shortcuts > 100)
    }

    // MARK: The format checks' one reading of each entry

    /// format-specifier, placeholder-mismatch and format-syntax read each language's texts
    /// once, together (`EntryFormatTexts`): every answer must be what each check's own walk of
    /// the language asked, on hostile entries (substitutions, plural forms, stray and escaped
    /// `%`, values that are not text) and on sources whose forms differ or read an argument twice.
    @Test func theSharedReadingAnswersWhatEachFormatCheckAskedOfALanguage() throws {
        var uniform = 0, writing = 0, problems = 0, twice = 0
        var jsons = (1...60 as ClosedRange<UInt64>).map(Self.catalog(seed:))
        jsons.append(#"""
            { "sourceLanguage" : "en", "strings" : {
              "a" : { "localizations" : {
                "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "value" : "%lld item" } }, "other" : { "stringUnit" : { "value" : "%lld items" } } } } },
                "es" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "value" : "Un artículo" } }, "other" : { "stringUnit" : { "value" : "%lld artículos" } } } } },
                "fr" : { "stringUnit" : { "value" : "%lld articles" }, "stringUnit" : { "value" : "%@ articles" } },
                "de" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "%lld Artikel" } } } }, "stringUnit" : { "value" : "%lld" } },
                "it" : { "stringUnit" : { "state" : "translated" } } } },
              "b" : { "localizations" : {
                "en" : { "stringUnit" : { "value" : "%1$@ or %1$lld" } }, "es" : { "stringUnit" : { "value" : "%1$@ o %1$lld" } } } },
              "c" : { "localizations" : {
                "en" : { "stringUnit" : { "value" : "%@ of %lld" } }, "es" : { "stringUnit" : { "value" : "%@ de %lld %" } },
                "fr" : { "stringUnit" : { "value" : "%@ sur % lld %lld" } }, "de" : { "stringUnit" : { "value" : "%1$@ von %lld" } } } },
              "d %@ key" : { "localizations" : { "es" : { "stringUnit" : { "value" : "%@ clave" } } } }
            }, "version" : "1.0" }
            """#)
        for json in jsons {
            let read = try CatalogReader.read(.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8))), into: KeptEntries())
            let sourceLanguage = read.catalog.sourceLanguage ?? "en"
            for entry in read.consumer.entries {
                let texts = EntryFormatTexts(entry, sourceLanguage: sourceLanguage)
                // The source's forms, all writing one list of placeholders, none a substitution nor read twice.
                let sourcePlaceholders = texts.uniformSourceText.map { FormatPlaceholder.parse($0).map(\.text) }
                if let text = texts.uniformSourceText, let sourcePlaceholders {
                    uniform += 1
                    #expect(texts.source?.forms.allSatisfy { FormatPlaceholder.parse($0.text).map(\.text) == sourcePlaceholders } == true)
                    #expect(!sourcePlaceholders.isEmpty && FormatArguments(text: text).conflicts.isEmpty)
                }
                let all = entry.localizations.indices.map(texts.texts(ofLocalizationAt:))
                // The key stands in for the source where the source language has no localization and the key is text with a `%`.
                let keyStandsIn = !entry.localizations.contains { $0.language == sourceLanguage }
                    && EntrySourceText.keyIsText(entry.key) && EntrySourceText.hasPercentSign(entry.key)
                #expect((texts.source?.isKey == true) == keyStandsIn, "\(entry.key)")
                #expect(texts.someTextHasFormatProblems == all.contains { $0.hasFormatProblems }, "\(entry.key)")
                #expect(texts.someTextMayReadAnArgumentTwice == all.contains { $0.mayReadAnArgumentTwice }, "\(entry.key)")
                let translations = zip(entry.localizations, all).filter { $0.0.language != sourceLanguage }
                #expect(texts.everyTranslationWritesUniformSourcePlaceholders
                    == (entry.mayHavePercentSign && texts.uniformSourceText != nil && translations.allSatisfy { $0.1.writesUniformSourcePlaceholders }),
                    "\(entry.key)")
                for (index, localization) in entry.localizations.enumerated() {
                    let content = localization.content, got = texts.texts(ofLocalizationAt: index)
                    let place = "\(entry.key) \(localization.language)"
                    #expect(got.hasPercentSign == (entry.mayHavePercentSign && content.containsText { $0.utf8.contains(UInt8(ascii: "%")) }), "\(place)")
                    #expect(got.hasFormatProblems == content.containsText { !FormatPlaceholder.scan($0).problems.isEmpty }, "\(place)")
                    #expect(got.mayReadAnArgumentTwice == (entry.mayHavePercentSign && content.containsText(where: FormatSpecifierCheck.mayReadAnArgumentTwice)), "\(place)")
                    let writes = sourcePlaceholders.map { expected in
                        !content.containsText { FormatPlaceholder.parse($0).map(\.text) != expected }
                    } ?? false
                    // Without a `%` in the entry no text writes a placeholder (a language without texts is passed to the general path).
                    #expect(got.writesUniformSourcePlaceholders == (entry.mayHavePercentSign && writes), "\(place)")
                    if writes { writing += 1 }
                    if got.hasFormatProblems { problems += 1 }
                    if got.mayReadAnArgumentTwice { twice += 1 }
                }
            }
        }
        #expect(uniform >= 20 && writing >= 20 && problems >= 20 && twice >= 5)
    }

    // MARK: Entries the structure walk saw only translated text in

    /// Whether every localization of `entry` is one string unit, translated, with text that is
    /// not blank, by the model's own views rather than the structure walk.
    static func isTranslatedText(_ entry: CatalogEntry) -> Bool {
        guard case .object? = entry.value[CatalogField.localizations] ?? .object([]) else { return false }
        return entry.localizations.allSatisfy { localization in
            guard case .object(let contents) = localization.content.value, contents.count == 1, let unit = localization.content.stringUnit
            else { return false }
            return unit.state == .translated && !(unit.value ?? "").isBlank && !unit.valueIsNotString
        }
    }

    /// Whether every string unit of `entry` that empty-translation and unreviewed-translation
    /// look at is translated and not blank, and no localization has a string set, by the
    /// model's own views rather than the structure walk.
    static func isTranslatedUnits(_ entry: CatalogEntry) -> Bool {
        guard case .object? = entry.value[CatalogField.localizations] ?? .object([]) else { return false }
        return entry.localizations.allSatisfy { localization in
            let content = localization.content
            return content.stringSet == nil && !content.containsState { $0 != .translated } && !content.containsText(where: \.isBlank)
        }
    }

    /// Variation and substitution shapes, and whether empty-translation and
    /// unreviewed-translation have nothing to say about them: the second note's inputs.
    static let variationShapes: [(shape: String, translatedUnits: Bool)] = [
        (#"{ "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Uno" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Otros" } } } } }"#, true),
        (#"{ "variations" : { "device" : { "mac" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "Hola" } } } } } } } }"#, true),
        (#"{ "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1, "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } }"#, true),
        // The first `state` is the one every command reads (a repeat is duplicate-key's finding).
        (#"{ "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "Hola", "state" : "translated", "state" : "new" } } } } }"#, true),
        // No string unit: nothing empty, nothing to review (a case's string set is no text the two read).
        (#"{ "variations" : { "plural" : { "other" : { "stringSet" : { "state" : "new", "values" : [ " " ] } } } } }"#, true),
        (#"{ "variations" : { "plural" : [ ] } }"#, true),
        (#"{ "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "new", "value" : "Uno" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Otros" } } } } }"#, false),
        (#"{ "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : " " } } } } }"#, false),
        (#"{ "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : 1 } } } } }"#, false),
        (#"{ "variations" : { "plural" : { "other" : { "stringUnit" : { "value" : "Hola", "state" : "new", "state" : "translated" } } } } }"#, false),
        (#"{ "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated" } } } } }"#, false),
        (#"{ "variations" : { "plural" : { "other" : { "stringUnit" : [ ] } } } }"#, false),
        (#"{ "variations" : [ ] }"#, false),
        (#"{ "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "stringUnit" : { "state" : "new", "value" : "" } } } }"#, false),
        (#"{ "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%arg" } } } } } } }"#, false),
        (#"{ "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "Hola" } } } }, "stringSet" : { "state" : "translated", "values" : [ "Hola" ] } }"#, false),
    ]

    @Test func entriesNotedAsTranslatedTextGetTheFindingsOfTheGeneralPath() throws {
        let options = CheckOptions(requiredLanguages: ["en", "es", "fr"])
        var noted = 0
        var notNoted = 0
        var notedUnitsOnly = 0
        let others = [#"{ "stringUnit" : { "state" : "new", "value" : "Hola" } }"#, #"{ "stringUnit" : { "value" : "Hola" } }"#,
                      #"{ "stringUnit" : { "state" : "translated", "value" : "Hola", "state" : "new" } }"#,
                      #"{ "stringUnit" : { "state" : "translated", "value" : "Hola", "value" : " " } }"#,
                      #"{ "stringUnit" : { "state" : "translated", "value" : " " } }"#, #"{ "stringUnit" : { "state" : "translated", "value" : 1 } }"#,
                      #"{ "stringUnit" : { "state" : "translated", "value" : "\u00a0" } }"#, #"{ "stringUnit" : [ ] }"#, #"[ ]"#,
                      #"{ "stringUnit" : { "state" : "translated", "value" : "Hola" }, "stringSet" : { "state" : "new", "values" : [ " " ] } }"#,
                      #"{ "stringUnit" : { "state" : "translated", "value" : "Hola" }, "stringUnit" : { "state" : "new", "value" : "" } }"#,
                      #"{ "stringSet" : { "state" : "translated", "values" : [ "Hola" ] } }"#, #"{ }"#]
        let extra = ["", #"{ "stringUnit" : { "state" : "translated", "value" : "Hola", "comment" : "x" } }"#] + others + Self.variationShapes.map(\.shape)
        for seed in 1...60 as ClosedRange<UInt64> {
            var json = Self.catalog(seed: seed)
            // One more entry in each catalog with a localization of another shape, or none.
            let localization = extra[Int(seed) % extra.count]
            let entry = localization.isEmpty ? #""x.y.z" : { "localizations" : 3 }"# : #""x.y.z" : { "localizations" : { "de" : \#(localization) } }"#
            json = json.replacingOccurrences(of: #""strings" : { "#, with: #""strings" : { \#(entry), "#)
            for strategy in CatalogReader.Strategy.allCases {
                let read = try CatalogReader.read(
                    .bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8))), into: StructureCheckedConsumer(KeptEntries()), strategy: strategy)
                let context = CatalogContext(path: "Shop.xcstrings", options: options, sourceLanguage: read.catalog.sourceLanguage ?? "en")
                for entry in read.consumer.inner.entries {
                    // The note is never wrong, and is unset by a change to the value.
                    #expect(!entry.everyLocalizationIsTranslatedText || Self.isTranslatedText(entry), "\(entry.key) in seed \(seed)")
                    #expect(!entry.everyStringUnitIsTranslatedText || Self.isTranslatedUnits(entry), "\(entry.key) in seed \(seed)")
                    // The first note says more than the second.
                    #expect(!entry.everyLocalizationIsTranslatedText || entry.everyStringUnitIsTranslatedText, "\(entry.key) in seed \(seed)")
                    if entry.everyLocalizationIsTranslatedText { noted += 1 } else { notNoted += 1 }
                    if entry.everyStringUnitIsTranslatedText, !entry.everyLocalizationIsTranslatedText { notedUnitsOnly += 1 }
                    var changed = entry
                    changed.value = entry.value
                    #expect(!changed.everyLocalizationIsTranslatedText)
                    #expect(!changed.everyStringUnitIsTranslatedText)
                    let plain = CatalogEntry(member: JSONMember(key: entry.key, value: entry.value, keyPosition: entry.position))
                    #expect(Checker.findings(of: entry, in: context) == Checker.findings(of: plain, in: context), "\(entry.key) in seed \(seed)")
                }
            }
        }
        // The inputs reach the shortcut, and the general path.
        #expect(noted > 100)
        #expect(notNoted > 100)
        #expect(notedUnitsOnly > 10)
    }

    /// The second note, on each variation shape beside a translated source: set exactly when
    /// the model's views find every unit translated and not blank.
    @Test func variationsTranslatedThroughoutAreNotedAsTranslatedUnits() throws {
        for (shape, translatedUnits) in Self.variationShapes {
            let json = #"{ "sourceLanguage" : "en", "strings" : { "a.b.c" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } }, "es" : \#(shape) } } } }"#
            let read = try CatalogReader.read(.bytes(SourceFile(path: "A.xcstrings", bytes: Array(json.utf8))), into: StructureCheckedConsumer(KeptEntries()))
            let entry = try #require(read.consumer.inner.entries.first)
            #expect(!entry.everyLocalizationIsTranslatedText, "\(shape)")
            #expect(entry.everyStringUnitIsTranslatedText == translatedUnits, "\(shape)")
            #expect(!entry.everyStringUnitIsTranslatedText || Self.isTranslatedUnits(entry), "\(shape)")
        }
    }

    // MARK: A string unit read in one pass

    /// String units of every shape: repeats in both orders, members that are not strings,
    /// blank and look-alike texts, names that only look like `state` and `value`.
    static let unitShapes = [
        #"{ "state" : "translated", "value" : "Hola" }"#, #"{ "value" : "Hola", "state" : "translated" }"#,
        #"{ "state" : "translated", "value" : "Hola", "state" : "new" }"#, #"{ "state" : "new", "value" : "Hola", "state" : "translated" }"#,
        #"{ "state" : "translated", "value" : "Hola", "value" : " " }"#, #"{ "state" : "translated", "value" : " ", "value" : "Hola" }"#,
        #"{ "state" : "translated", "value" : 1, "value" : "Hola" }"#, #"{ "state" : "translated", "value" : null }"#,
        #"{ "state" : 1, "value" : "Hola" }"#, #"{ "state" : "translated" }"#, #"{ "value" : "Hola" }"#, #"{ }"#, #"[ ]"#, #""Hola""#,
        #"{ "state" : "translated", "value" : "" }"#, #"{ "state" : "translated", "value" : "\t\n " }"#,
        #"{ "state" : "translated", "value" : "\u00a0" }"#, #"{ "state" : "translated", "value" : "\u3000x" }"#,
        #"{ "state" : "Translated", "value" : "Hola" }"#, #"{ "state" : "translated ", "value" : "Hola" }"#,
        #"{ "State" : "translated", "Value" : "Hola" }"#, #"{ "stat\u0065" : "translated", "valu\u0065" : "Hola" }"#,
        #"{ "comment" : "x", "value" : "%lld", "state" : "translated", "x" : { "value" : "y" } }"#,
    ]

    /// `StringUnit.firstValue(of:)` and `isTranslatedText(_:)` answer what the look-ups by
    /// name they stand in for answered.
    @Test func aUnitReadInOnePassAnswersAsTheLookUpsByName() throws {
        for shape in Self.unitShapes {
            let unit = try JSONParser.parse(shape).root
            #expect(StringUnit.firstValue(of: unit) == (unit[CatalogField.value]?.stringValue ?? ""), "\(shape)")
            #expect(StringUnit.firstValue(of: unit).utf8.elementsEqual((unit[CatalogField.value]?.stringValue ?? "").utf8), "\(shape)")
            var translated = false
            if case .string(StringUnitState.translated.rawValue)? = unit[CatalogField.state], case .string(let words)? = unit[CatalogField.value], !words.isBlank {
                translated = true
            }
            #expect(StringUnit.isTranslatedText(unit) == translated, "\(shape)")
        }
        // Both answers are reached.
        let units = try Self.unitShapes.map { try JSONParser.parse($0).root }
        #expect(units.contains(where: StringUnit.isTranslatedText) && !units.allSatisfy(StringUnit.isTranslatedText))
    }

    // MARK: Xcode's plural shape

    /// Localizations around a plural variation: Xcode's, and each way of leaving it.
    static let pluralShapes: [(shape: String, isXcodes: Bool)] = {
        let unit = #"{ "stringUnit" : { "state" : "translated", "value" : "%lld x" } }"#
        let cases = #"{ "one" : \#(unit), "other" : \#(unit) }"#
        return [
            (#"{ "variations" : { "plural" : \#(cases) } }"#, true),
            (#"{ "variations" : { "plural" : { } } }"#, true),
            (#"{ "variations" : { "plural" : { "few" : \#(unit), "Other" : \#(unit), "" : \#(unit), "one" : 1, "two" : [ ] } } }"#, true),
            (#"{ "variations" : { "plural" : \#(cases) }, "substitutions" : { } }"#, true),
            (#"{ "variations" : { "plural" : \#(cases) }, "substitutions" : 3 }"#, true),
            (#"{ "variations" : { "plural" : \#(cases) }, "substitutions" : { }, "substitutions" : { "n" : { "variations" : { "plural" : { } } } } }"#, true),
            (#"{ "variations" : { "plural" : \#(cases) }, "variations" : { "device" : { "mac" : \#(unit) } } }"#, true),
            (#"{ "stringUnit" : { "state" : "new", "value" : "x" }, "variations" : { "plural" : \#(cases) }, "comment" : "x" }"#, true),
            (#"{ "variations" : { "plural" : { "one" : { "stringUnit" : { }, "stringSet" : { "values" : [ ] } }, "other" : { "x" : { "variations" : { } } } } } }"#, true),
            (#"{ "variations" : { "plural" : \#(cases), "plural" : { "one" : \#(unit) } } }"#, false),
            (#"{ "variations" : { "device" : { "mac" : \#(unit) } } }"#, false),
            (#"{ "variations" : { "plural" : \#(cases), "device" : { "mac" : \#(unit) } } }"#, false),
            (#"{ "variations" : { "Plural" : \#(cases) } }"#, false),
            (#"{ "variations" : { "plural" : [ ] } }"#, false),
            (#"{ "variations" : { "plural" : 1 } }"#, false),
            (#"{ "variations" : { } }"#, false),
            (#"{ "variations" : [ ] }"#, false),
            (#"{ "variations" : { "device" : { "mac" : \#(unit) } }, "variations" : { "plural" : \#(cases) } }"#, false),
            (#"{ "variations" : { "plural" : { "one" : \#(unit), "other" : { "variations" : { "plural" : { } } } } } }"#, false),
            (#"{ "variations" : { "plural" : { "one" : \#(unit), "other" : { "substitutions" : 1 } } } }"#, false),
            (#"{ "variations" : { "plural" : { "other" : { "stringUnit" : { }, "variations" : 1 } } } }"#, false),
            (#"{ "variations" : { "plural" : \#(cases) }, "substitutions" : { "n" : 1 } }"#, false),
            (#"{ "variations" : { "plural" : \#(cases) }, "substitutions" : { "n" : { "variations" : { "plural" : \#(cases) } } } }"#, false),
            (#"{ "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "variations" : { "plural" : \#(cases) } } } }"#, false),
            (#"{ "stringUnit" : { "state" : "translated", "value" : "x" } }"#, false),
            (#"{ }"#, false),
            (#"[ ]"#, false),
            ("null", false),
        ]
    }()

    /// What plural-forms takes from a localization in Xcode's plural shape is what the model's
    /// views read of it, walked as the check walks them: one plural variation of these cases
    /// at this key, none nested, no substitutions. Other shapes are walked as before.
    @Test func xcodesPluralShapeIsReadAsTheWalkReadsIt() throws {
        for (shape, isXcodes) in Self.pluralShapes {
            let json = #"{ "sourceLanguage" : "en", "strings" : { "a.b.c" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld x" } }, "es" : \#(shape) } } } }"#
            // A read with notes keeps Xcode's shape as a note when its cases are in order: read the same.
            for strategy in CatalogReader.Strategy.allCases {
              for notes in [false, true] {
                let read = try CatalogReader.read(
                    .bytes(SourceFile(path: "A.xcstrings", bytes: Array(json.utf8))), into: StructureCheckedConsumer(KeptEntries()), notes: notes,
                    strategy: strategy)
                let entry = try #require(read.consumer.inner.entries.first)
                let localization = try #require(entry.localization("es"))
                let content = localization.content
                let plural = content.pluralCasesAlone
                #expect((plural != nil) == isXcodes, "\(shape)")
                // The source language's plain unit is never taken.
                #expect(try #require(entry.localization("en")).content.pluralCasesAlone == nil)
                guard let plural else { continue }
                let variations = content.variations
                #expect(variations.count == 1 && variations[0].kind == .plural && variations[0].position == plural.position, "\(shape)")
                #expect(variations[0].cases.map(\.name) == (0..<plural.count).map(plural.name(at:)), "\(shape)")
                #expect(variations[0].cases.map(\.position) == (0..<plural.count).map(plural.position(at:)), "\(shape)")
                #expect(!variations[0].cases.contains { $0.content.hasVariationsOrSubstitutions }, "\(shape)")
                #expect(content.substitutions.isEmpty, "\(shape)")
                #expect(content.hasVariationsOrSubstitutions, "\(shape)")
              }
            }
        }
    }

    /// plural-forms' findings on each shape, in languages of one to six categories and an
    /// unknown one: those of the walk, which an entry in the shape also reaches when an
    /// empty device variation beside the plural one turns the shortcut away.
    @Test func pluralFormsFindsInXcodesShapeWhatTheWalkFinds() throws {
        let names = ["zero", "one", "two", "few", "many", "other", "Other", "ones", "", "other"]
        var taken = 0
        for language in ["ja", "en", "es", "he", "ru", "ar", "tlh", "pt-BR"] {
            for count in 0...names.count {
                let cases = (0..<count).map { #""\#(names[($0 * 7 + count) % names.count])" : { "stringUnit" : { "state" : "translated", "value" : "x" } }"# }
                let plural = #""plural" : { \#(cases.joined(separator: ", ")) }"#
                let shortcut = #"{ "variations" : { \#(plural) } }"#
                let walked = #"{ "variations" : { \#(plural), "device" : { } } }"#
                func findings(_ localization: String, notes: Bool = false) throws -> [String] {
                    let json = #"{ "sourceLanguage" : "en", "strings" : { "a.b.c" : { "localizations" : { "\#(language)" : \#(localization) } } } }"#
                    let read = try CatalogReader.read(
                        .bytes(SourceFile(path: "A.xcstrings", bytes: Array(json.utf8))), into: StructureCheckedConsumer(KeptEntries()), notes: notes)
                    let entry = try #require(read.consumer.inner.entries.first)
                    if !notes, try #require(entry.localization(language)).content.pluralCasesAlone != nil { taken += 1 }
                    let context = CatalogContext(path: "A.xcstrings", options: CheckOptions(), sourceLanguage: "en")
                    let input = EntryCheckInput(context: context, entries: [entry], readsFormats: false)
                    return PluralFormsCheck.check(input).map { "\($0.severity) \($0.location.line):\($0.location.column) \($0.form ?? "") \($0.message)" }
                }
                // The plural key is at the same place in both: the device variation follows it.
                #expect(try findings(shortcut) == findings(walked), "\(language) \(cases)")
                // Read with notes, the shape in order is a note (but in the source language, `en`).
                #expect(try findings(shortcut, notes: true) == findings(walked), "\(language) \(cases) with notes")
            }
        }
        #expect(taken == 8 * (names.count + 1))
    }

    @Test func everyOtherShapeOfLocalizationIsNotNotedAsTranslatedText() throws {
        let shapes = [#"{ "stringUnit" : { "state" : "new", "value" : "Hola" } }"#, #"{ "stringUnit" : { "value" : "Hola" } }"#,
                      #"{ "stringUnit" : { "state" : "translated" } }"#,
                      #"{ "stringUnit" : { "state" : "new", "value" : "Hola", "state" : "translated" } }"#,
                      #"{ "stringUnit" : { "state" : "translated", "value" : "  ", "value" : "Hola" } }"#,
                      #"{ "stringUnit" : { "state" : "translated", "value" : "\u00a0" } }"#, #"{ "stringUnit" : { "state" : "translated", "value" : 1 } }"#,
                      #"{ "stringUnit" : { "state" : "Translated", "value" : "Hola" } }"#, #"{ "stringUnit" : [ ] }"#, #"[ ]"#, #"{ }"#,
                      #"{ "stringUnit" : { "state" : "translated", "value" : "Hola" }, "stringUnit" : { "state" : "new", "value" : "" } }"#,
                      #"{ "stringUnit" : { "state" : "translated", "value" : "Hola" }, "comment" : "x" }"#,
                      #"{ "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "Hola" } } } } }"#]
        for shape in shapes {
            let json = #"{ "sourceLanguage" : "en", "strings" : { "a.b.c" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } }, "es" : \#(shape) } } } }"#
            let read = try CatalogReader.read(.bytes(SourceFile(path: "A.xcstrings", bytes: Array(json.utf8))), into: StructureCheckedConsumer(KeptEntries()))
            let entry = try #require(read.consumer.inner.entries.first)
            #expect(!entry.everyLocalizationIsTranslatedText, "\(shape)")
        }
        // Every command reads the first `state` and `value` of a unit (a repeat is duplicate-key's finding).
        for unit in [#"{ "value" : "Hi", "state" : "translated", "x" : 1 }"#, #"{ "state" : "translated", "value" : "Hi", "state" : "new" }"#,
                     #"{ "state" : "translated", "value" : "Hi", "value" : " " }"#] {
            let json = #"{ "sourceLanguage" : "en", "strings" : { "a.b.c" : { "localizations" : { "en" : { "stringUnit" : \#(unit) } } } } }"#
            let read = try CatalogReader.read(.bytes(SourceFile(path: "A.xcstrings", bytes: Array(json.utf8))), into: StructureCheckedConsumer(KeptEntries()))
            #expect(try #require(read.consumer.inner.entries.first).everyLocalizationIsTranslatedText, "\(unit)")
        }
    }

    @Test func anEscapedPercentSignIsSeenAsOne() throws {
        let json = #"{ "sourceLanguage" : "en", "strings" : { "a.b.c" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "\u0025s" } } } } } }"#
        let read = try CatalogReader.read(.bytes(SourceFile(path: "A.xcstrings", bytes: Array(json.utf8))), into: KeptEntries())
        let entry = try #require(read.consumer.entries.first)
        #expect(entry.mayHavePercentSign)
        let context = CatalogContext(path: "A.xcstrings", options: CheckOptions(requiredLanguages: ["en"]), sourceLanguage: "en")
        #expect(Checker.findings(of: entry, in: context).map(\.checkID).contains("format-specifier"))
    }

    // MARK: What sync already parsed

    /// Key files for `catalog(seed:)`: accessors it has and lacks, one of another table, one
    /// repeated; one that l10n cannot edit, and one that is not UTF-8.
    static let keyFiles: [[UInt8]] = {
        let editable = """
            extension L10nKey {
                enum Shop {
                    enum List {
                        static let title0 = LocalizedStringResource("shop.list.title0", table: "Shop")
                        static let count3 = LocalizedStringResource("shop.list.count3", table: "Shop")
                        static let gone = LocalizedStringResource("shop.list.gone", table: "Shop")
                        static let other = LocalizedStringResource("shop.list.other", table: "Other")
                        static let again = LocalizedStringResource("shop.list.title0", table: "Shop")
                    }
                }
            }

            """
        let broken = editable.replacingOccurrences(of: "static let gone = ", with: "static let gone = \"")
        return [Array(editable.utf8), Array(broken.utf8), Array(editable.utf8) + [0xFF, 0x0A]]
    }()

    /// The catalog and key file `sync` parsed, handed to the check after it, give the findings,
    /// files and keys of a check that reads their bytes, app-code checks included.
    @Test func aCheckOfWhatSyncParsedFindsWhatACheckOfTheBytesFinds() throws {
        let options = CheckOptions(requiredLanguages: ["en", "es", "fr"])
        func described(_ run: CheckRun) -> [String] {
            run.diagnostics.map { String(describing: $0) }
                + ["\(run.files) files, \(run.keys) keys, \(run.errors) errors, \(run.warnings) warnings"]
        }
        var compared = 0
        for seed in 1...40 as ClosedRange<UInt64> {
            let catalog = SourceFile(path: "Shop/Shop.xcstrings", bytes: Array(Self.catalog(seed: seed).utf8))
            let keyFile = SourceFile(path: "Shop/L10nKey+shop.swift", bytes: Self.keyFiles[Int(seed) % Self.keyFiles.count])
            let parsedCatalog = try? CatalogReader.read(.bytes(catalog))
            let parsedKeyFile = KeyFileReader.text(of: keyFile.bytes).map { KeyFileReader.read(text: $0, path: keyFile.path) }
            for (hasCatalog, hasKeyFile) in [(true, true), (true, false), (false, true)] {
                let plain = FeatureFolder<ReadFiles>(catalog: hasCatalog ? catalog : nil, keyFile: hasKeyFile ? keyFile : nil)
                let expected = described(Checker.check(features: [plain], options: options))
                let expectedWithCode = described(Checker.check(features: [plain], appCode: [], options: options))
                for (catalogParsed, keyFileParsed) in [(true, true), (true, false), (false, true)] {
                    var handed = plain
                    if hasCatalog, catalogParsed { handed.contents.parsedCatalog = parsedCatalog }
                    if hasKeyFile, keyFileParsed { handed.contents.parsedKeyFile = parsedKeyFile }
                    let comment = "seed \(seed), catalog \(hasCatalog) parsed \(catalogParsed), key file \(hasKeyFile) parsed \(keyFileParsed)"
                    #expect(described(Checker.check(features: [handed], options: options)) == expected, "\(comment)")
                    #expect(described(Checker.check(features: [handed], appCode: [], options: options)) == expectedWithCode, "\(comment)")
                    compared += 1
                }
            }
        }
        #expect(compared == 360)
    }

    /// A catalog handed over whole notes an entry free of `%` only when none of its strings
    /// holds one, and its checks are those of the same entry with no note.
    @Test func entriesHandedOverWholeAreNotedFreeOfPercentSignsOnlyWhenTheyAre() throws {
        let options = CheckOptions(requiredLanguages: ["en", "es", "fr"])
        var shortcuts = 0
        for seed in 1...60 as ClosedRange<UInt64> {
            let catalog = try CatalogReader.read(.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(Self.catalog(seed: seed).utf8))))
            for halvesFrom in [CatalogReader.wholeCatalogHalvesEntries, 2] {
                let read = CatalogReader.read(whole: catalog, into: KeptEntries(), halvesFrom: halvesFrom)
                #expect(read.consumer.entries.map(\.key) == catalog.keys)
                let context = CatalogContext(path: "Shop.xcstrings", options: options, sourceLanguage: catalog.sourceLanguage ?? "en")
                for entry in read.consumer.entries {
                    #expect(entry.mayHavePercentSign || !Self.hasPercentSign(entry.value), "\(entry.key) in seed \(seed)")
                    if !entry.mayHavePercentSign { shortcuts += 1 }
                    let plain = CatalogEntry(member: JSONMember(key: entry.key, value: entry.value, keyPosition: entry.position))
                    #expect(Checker.findings(of: entry, in: context) == Checker.findings(of: plain, in: context), "\(entry.key) in seed \(seed)")
                }
            }
        }
        #expect(shortcuts > 100)
    }

    // MARK: Plain literals

    /// A literal decoded straight from its bytes must be what the lexer decodes, and every
    /// literal with an escape, interpolation, quote or line break inside must take the lexer.
    @Test func plainLiteralsDecodeAsTheLexerDecodesThem() {
        let pieces: [[UInt8]] = ["a", "Cancel", " ", "\t", "é", "e\u{301}", "👍", "%@", "%%", "#", "\\", "\\\"", "\\n", "\\(count)",
                                 "\\u{41}", "'", "/", "//", "/*", "\"", "\"\"", "\r"].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0x00]]
        var fast = 0
        var general = 0
        forEachLiteral(in: Self.literalSources(of: pieces, after: "let x = ", seed: 31, count: 4_000)) { source, bytes, token in
            let scanned = SwiftLexer.scannedLiteral(at: token.range, location: token.location, in: bytes)
            if let plain = SwiftLexer.plainLiteralText(at: token.range, in: bytes) {
                fast += 1
                #expect(scanned?.isMultiline == false && scanned?.plainValue == plain, "\(source)")
                #expect(SwiftLexer.decodedLiteral(at: token.range, location: token.location, in: bytes) == scanned, "\(source)")
            } else {
                general += 1
            }
        }
        #expect(fast > 500 && general > 500)
    }

    /// A literal whose only escapes are simple `\(…)`s is split straight from its bytes: the
    /// segments must be the lexer's, and any other literal must take the lexer.
    @Test func simplyInterpolatedLiteralsDecodeAsTheLexerDecodesThem() {
        let pieces: [[UInt8]] = ["a", "Hi, ", " ", "é", "e\u{301}", "%@", "%", "#", "\\", "\\\"", "\\n", "\\(count)", "\\(item.count)",
                                 "\\(1)", "\\()", "\\( x )", "\\(f(x))", "\\(\"s\")", "\\(#x)", "\\(a", "\\(", ")", "(", "\\u{41}",
                                 "\\(a\\)", "\"", "\r", "\n"].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00]]
        var fast = 0
        var general = 0
        forEachLiteral(in: Self.literalSources(of: pieces, after: "Text(", seed: 47, count: 6_000)) { source, bytes, token in
            let scanned = SwiftLexer.scannedLiteral(at: token.range, location: token.location, in: bytes)
            if let segments = SwiftLexer.simpleInterpolatedSegments(at: token.range, in: bytes) {
                fast += 1
                #expect(scanned == SwiftStringLiteral(segments: segments, rawDelimiterCount: 0, isMultiline: false), "\(source)")
            } else {
                general += 1
            }
            #expect(SwiftLexer.decodedLiteral(at: token.range, location: token.location, in: bytes) == scanned, "\(source)")
        }
        #expect(fast > 1_000 && general > 1_000)
    }

    /// Seeded one-line sources: `prefix`, a literal of up to five random pieces (an eighth of
    /// them raw, `#"…"#`), then `)` and a line break.
    static func literalSources(of pieces: [[UInt8]], after prefix: String, seed: UInt64, count: Int) -> [[UInt8]] {
        var generator = SeededGenerator(state: seed)
        return (0..<count).map { _ in
            var body: [UInt8] = []
            for _ in 0..<Int(generator.next() % 6) { body += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let opening: [UInt8] = generator.next() % 8 == 0 ? Array("#\"".utf8) : Array("\"".utf8)
            let closing: [UInt8] = opening.count == 2 ? Array("\"#".utf8) : Array("\"".utf8)
            return Array(prefix.utf8) + opening + body + closing + Array(")\n".utf8)
        }
    }

    /// Every string-literal token the lexer finds in each source, with the source's bytes.
    func forEachLiteral(in sources: [[UInt8]], _ body: ([UInt8], UnsafeBufferPointer<UInt8>, SwiftToken) -> Void) {
        for source in sources {
            source.withUnsafeBufferPointer { bytes in
                _ = SwiftLexer.forEachToken(in: bytes) { token in
                    guard case .stringLiteral = token.kind else { return }
                    body(source, bytes, token)
                }
            }
        }
    }

    // MARK: Interpolations

    /// A value spelled with letters, digits, `_` and `.` gets the specifier from its bytes: the
    /// same as from its text, and every other value is read from its text.
    @Test func specifiersOfNamesFromBytesMatchTheTextRules() {
        let pieces = ["a", "count", ".count", "Count", "1", "42", "_", ".", "-", " ", ",", "(", ")", "\"", "é", "\u{301}", "Int(", "x, specifier: \"%d\"",
                      "format:", "9", "0", "Z"]
        var generator = SeededGenerator(state: 53)
        var decided = 0
        for _ in 0..<6_000 {
            var source = ""
            for _ in 0..<Int(generator.next() % 5) { source += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let bytes = Array(source.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                if let fromBytes = InterpolationType.specifierOfName(buffer) {
                    decided += 1
                    #expect(fromBytes == InterpolationType.specifier(of: source), "\(source.debugDescription)")
                }
                #expect(InterpolationType.specifier(of: buffer) == InterpolationType.specifier(of: source), "\(source.debugDescription)")
            }
        }
        #expect(decided > 1_000)
    }

    /// The former trimming, character by character at both ends.
    private func referenceTrimmed(_ text: String) -> String {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\n" || character == "\r" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    @Test func trimmingTakesTheShortcutOnlyWhereNothingIsTrimmed() {
        let texts = ["", " ", "count", " count", "count ", "\tcount\n", "\r\ncount\r\n", "count\r", " \u{301}count", "count \u{301}",
                     "\u{301}", "ça ", "👍", "a\u{3000}", "\u{3000}a", "x, format: .number", "  \n  "]
        for text in texts {
            #expect(text.trimmingWhitespace == referenceTrimmed(text), "\(text.debugDescription)")
            #expect(Substring(text).trimmingWhitespace == referenceTrimmed(text), "\(text.debugDescription)")
        }
    }

    @Test func aLabelNeedsACommaByte() {
        #expect(InterpolationType.specifier(of: "value, specifier: \"%.1f\"") == "%.1f")
        #expect(InterpolationType.specifier(of: "value, format: .number") == "%@")
        // A comma combined with a mark is no comma, with or without the shortcut.
        #expect(InterpolationType.specifier(of: "value,\u{301} format: .number") == nil)
        #expect(InterpolationType.specifier(of: "value format: .number") == nil)
        #expect(InterpolationType.specifier(of: " count ") == nil)
        #expect(InterpolationType.specifier(of: " 42 ") == "%lld")
    }

    // MARK: A key's section enum

    /// keyfile-section finds the enum a key belongs in by comparing the key's bytes in place
    /// with the last ASCII key's through its second dot: every answer must be that of a table
    /// asked nothing before, on keys whose sections are prefixes of each other, non-ASCII,
    /// empty or missing, in runs and interleaved, and keys of the last one's section whose
    /// rest is not ASCII.
    @Test func aKeysSectionEnumIsFoundAsForAKeyAskedAlone() {
        let keys = ["shop.home.title", "shop.home.body", "shop.homes.title", "shop.hom.title", "shop.home.title", "shop.mañana.title",
                    "shop.mañana.body", "shop.home.x", "shop.manana.title", "shop.title", "shop", "", "shop..title", "shop.home.",
                    "shop.home.a.b", "shop.niño.a", "shop.nino.a", "shop.home.title", "x.home.y", "shop.HOME.title",
                    String("xshop.list.title".dropFirst()), String("shop.list.titlex".dropLast()), "shop.list.title", "shop.list.more",
                    "shop.\\u{0}.a", "shop.\u{0}.a", "shop.home\r\n.a", "shop.a-very-long-section-name-beyond-fifteen.x",
                    // After a key of the same section: a combining mark on the second dot, a
                    // letter beyond ASCII after it, no second dot, the prefix cut short.
                    "shop.home.title", "shop.home.\u{301}x", "shop.home.title", "shop.home.tïtle", "shop.home", "shop.home.title",
                    "shop.hom", "shop.home.title", "shop.home.title.more", "shop.home.a-long-element-beyond-eight-bytes-ñ"]
        var paths = SectionPaths(featureEnumName: "Shop")
        for _ in 0..<2 {
            for key in keys + keys.reversed() {
                var alone = SectionPaths(featureEnumName: "Shop")
                #expect(paths.expected(forKey: key) == alone.expected(forKey: key), "\(key.debugDescription)")
            }
        }
    }

    // MARK: The accessors' keys

    /// The accessors' keys are found by their bytes while every key is ASCII: each answer (how
    /// many keys, each accessor's key's first accessor, the first accessor of a key asked for)
    /// must be a `String` table's, on key sets with repeats, keys apart only in case, empty,
    /// long and `\r\n` keys, keys beyond ASCII, and keys asked for in other bytes that Swift
    /// holds equal to an ASCII key (the Kelvin sign is `K`; `e` and U+0301 is `é`).
    @Test func theAccessorsKeysAreFoundAsAStringTableFindsThem() {
        let ascii = ["shop.home.title", "shop.home.Title", "SHOP.HOME.TITLE", "", "a", "shop.home.title2", "k", "K", "Key",
                     "shop.\r\n.x", "shop.a-very-long-section-name-beyond-sixteen-bytes.and-an-element-as-long", "shop.home.titlf"]
        let beyond = ["shop.día.x", "shop.di\u{301}a.x", "\u{212A}ey", "\u{212A}", "é", "e\u{301}"]
        for seed in UInt64(1)...80 {
            var generator = SeededGenerator(state: seed)
            let pool = seed % 4 == 0 ? ascii + beyond : ascii
            let keys = (0..<Int(generator.next() % 30)).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }
            let accessors = keys.enumerated().map { index, key in
                KeyAccessor(
                    identifier: "k\(index)", key: key, table: "Shop", kind: .staticLet, sectionPath: ["Shop"],
                    location: SourceLocation(line: index + 1, column: 1), keyLocation: SourceLocation(line: index + 1, column: 2),
                    declarationRange: index..<index + 1, docCommentRange: nil, leadingCommentsStart: index)
            }
            let keyFile = KeyFile(path: "Shop/L10nKey+shop.swift", text: "", featureEnum: nil, sections: [], accessors: accessors, diagnostics: [])
            var reference: [String: Int] = [:]
            for index in keys.indices where reference[keys[index]] == nil { reference[keys[index]] = index }
            var table = AccessorKeys(keyFile)
            #expect(table.count == reference.count, "seed \(seed)")
            for index in keys.indices {
                #expect(table.firstAccessor(ofAccessor: index) == reference[keys[index]], "seed \(seed), accessor \(index)")
            }
            // Asked in any order, beyond ASCII too (which sends the table to `String`s from then on).
            for key in (ascii + beyond + ["shop", "shop.home", "k2"]).shuffled(using: &generator) {
                #expect(table.firstAccessor(ofKey: key) == reference[key], "seed \(seed), key \(key.debugDescription)")
            }
        }
    }

    // MARK: Names repeated in an enum

    /// keyfile-duplicate skips its tables when the keys do not repeat and the fingerprints of
    /// the accessors' enums and names do not either: its findings must be those of its tables
    /// (asked when the accessors' keys are not counted) on key files whose names repeat in one
    /// enum (also as canonically equivalent names of other bytes), across enums, in exclusive
    /// `#if` branches, or not at all.
    @Test func theDuplicateCheckFindsWithoutItsTablesWhatTheyFind() throws {
        var filesWithoutRepeat = 0
        for seed in UInt64(1)...60 {
            var generator = SeededGenerator(state: seed)
            // `dia` with U+0301 is the same `String` as `día`, in other bytes.
            let names = ["title", "body", "done", "titleText", "tItle", "día", "dia", "di\u{301}a", "`default`"]
            var lines = ["extension L10nKey {", "    enum Shop {"]
            var number = 0
            for section in ["Home", "Cart", "Home2"].prefix(Int(generator.next() % 3) + 1) {
                lines.append("        enum \(section) {")
                // Without replacement in some files, so that some have no repeated name at all.
                var pool = names
                for _ in 0..<Int(generator.next() % 6) {
                    let name = generator.next() % 3 == 0 || pool.isEmpty ? names[Int(generator.next() % UInt64(names.count))] : pool.removeFirst()
                    number += 1
                    let declaration = #"            static let \#(name) = LocalizedStringResource("shop.\#(section.lowercased()).k\#(number)", table: "Shop")"#
                    if generator.next() % 5 == 0 {
                        lines += ["#if DEBUG", declaration, "#else", declaration.replacingOccurrences(of: ".k\(number)\"", with: ".k\(number)x\""), "#endif"]
                    } else {
                        lines.append(declaration)
                    }
                }
                lines.append("        }")
            }
            lines += ["    }", "}"]
            let keyFile = KeyFileReader.read(text: lines.joined(separator: "\n"), path: "Shop/L10nKey+shop.swift")
            #expect(keyFile.diagnostics == [])
            let accessors = keyFile.accessors
            let repeats = Set(accessors.map { $0.sectionPath + [$0.identifier] }).count != accessors.count
            // Names of other bytes than ASCII are left to the tables.
            let ascii = accessors.allSatisfy { $0.identifier.utf8.allSatisfy { $0 < 0x80 } }
            #expect(NameFingerprints.mayRepeat(in: accessors) == (repeats || !ascii), "seed \(seed)")
            if !repeats { filesWithoutRepeat += 1 }
            let counted = FeatureCheckInput(
                catalogPath: "Shop/Shop.xcstrings", catalog: nil, keyFile: keyFile, options: CheckOptions(), accessorKeys: AccessorKeys(keyFile))
            let uncounted = FeatureCheckInput(catalogPath: "Shop/Shop.xcstrings", catalog: nil, keyFile: keyFile, options: CheckOptions())
            #expect(KeyFileDuplicateCheck.check(counted) == KeyFileDuplicateCheck.check(uncounted), "seed \(seed)")
        }
        // Both kinds of file were made.
        #expect(filesWithoutRepeat > 5 && filesWithoutRepeat < 55)
        // Two spellings of one name, no key repeated: a finding, as without the shortcut.
        let keyFile = KeyFileReader.read(text: KeyFileDuplicateCheck.shopHomeKeyFile(
            #"static let día = LocalizedStringResource("shop.home.a", table: "Shop")"#,
            #"static let di\#u{301}a = LocalizedStringResource("shop.home.b", table: "Shop")"#), path: "Shop/L10nKey+shop.swift")
        let counted = FeatureCheckInput(
            catalogPath: "Shop/Shop.xcstrings", catalog: nil, keyFile: keyFile, options: CheckOptions(), accessorKeys: AccessorKeys(keyFile))
        #expect(KeyFileDuplicateCheck.check(counted).map(\.location.line) == [5])
    }
}

extension LocalizationContent {
    /// `containsValue(where:)` asked of the texts as strings: what the checks' reading of the
    /// bytes is held against.
    func containsText(where predicate: (String) -> Bool) -> Bool {
        containsValue { predicate(String(decoding: $0, as: UTF8.self)) }
    }
}

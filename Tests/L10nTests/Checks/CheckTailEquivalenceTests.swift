import Testing
@testable import L10nCore
@testable import L10nChecks
@testable import L10nAccessors
@testable import L10nReporting
@testable import L10nSwiftSource

/// What `check` does after its files are read (issue 28: the report order, the text report, the
/// last section's shortcut) must give what the general path gives, byte for byte, on hostile input.
@Suite struct CheckTailEquivalenceTests {
    // MARK: The report order

    /// `CheckRun`'s order must be the stable `sorted(by: Diagnostic.reportOrder)`'s, the first
    /// given first where the order says nothing: paths that are prefixes of each other, apart
    /// only in case, canonically equivalent in other bytes (one path to `==`), equal positions,
    /// checks and messages that decide, messages equal in other bytes, and repeats. Each
    /// diagnostic's `subject` tells it apart, and every text is compared by its bytes.
    @Test func theReportOrderIsTheStableSortsOrder() {
        let paths = ["A/A.xcstrings", "A/A.xcstrings2", "a/A.xcstrings", "Ä/x.swift", "A\u{308}/x.swift", "", "B", "A"]
        let checks = ["missing-translation", "positional-arguments", "keyfile-missing-key", "caf\u{E9}", "cafe\u{301}"]
        let messages = ["Key 'a' has no 'es' translation.", "Key 'b'", "", "\u{E9}", "e\u{301}", "Key 'a' has no 'es' translation."]
        func described(_ diagnostics: [Diagnostic]) -> [[UInt8]] {
            diagnostics.map { Array("\($0.subject!) \($0.path) \($0.location) \($0.checkID) \($0.message)".utf8) }
        }
        for seed in UInt64(1)...120 {
            var generator = SeededGenerator(state: seed)
            func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
            let count = Int(generator.next() % 60)
            let diagnostics = (0..<count).map { index in
                Diagnostic(
                    checkID: pick(checks), severity: pick([.error, .warning]), message: pick(messages), path: pick(paths),
                    location: SourceLocation(line: pick([1, 2, 3, 10, 100_000, 0, -1]), column: pick([1, 2, 5])), subject: "\(index)")
            }
            #expect(described(CheckRun.inReportOrder(diagnostics)) == described(diagnostics.sorted(by: Diagnostic.reportOrder)), "seed \(seed)")
            let run = CheckRun(diagnostics: diagnostics, files: 1, keys: 1)
            #expect(run.errors == diagnostics.count { $0.severity == .error } && run.warnings == count - run.errors, "seed \(seed)")
        }
    }

    // MARK: The text report

    /// Messages written as they lie when every byte is printable ASCII, and escaped and measured
    /// otherwise: each ASCII byte (controls, DEL, the first and last printable ones) at every
    /// place of messages around the eight bytes read at once, bytes from 0x80, C1 controls and
    /// the line separator; locations of every width, zero and negative; check ids that are
    /// canonically equivalent in other bytes (each printed in its own); colour on and off. The
    /// report must be the line-by-line reference's (``TextReporterEquivalenceTests``).
    @Test func messagesAndColumnsAreWrittenAsTheReferenceWritesThem() {
        var messages: [String] = []
        for length in [1, 7, 8, 9, 16, 17] {
            for place in 0..<length {
                for byte in [0x00, 0x09, 0x0A, 0x1B, 0x1F, 0x20, 0x21, 0x41, 0x7E, 0x7F] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "k"), count: length)
                    bytes[place] = UInt8(byte)
                    messages.append(String(decoding: bytes, as: UTF8.self))
                }
            }
        }
        messages += ["", "plain", "caf\u{E9} at last", "\u{80}", "\u{85}next", "\u{9F}", "\u{A0}nbsp", "\u{2028}", "日本語", "e\u{301}"]
        for message in messages {
            let bytes = Array(message.utf8)
            let expected = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil
            #expect(TextReporter.plainASCIICount(message) == expected, "\(message.debugDescription)")
        }
        let locations = [SourceLocation(line: 1, column: 1), SourceLocation(line: 0, column: 0), SourceLocation(line: -7, column: 12),
                         SourceLocation(line: 9, column: 10), SourceLocation(line: 1_234_567, column: 99), SourceLocation(line: Int.max, column: Int.min)]
        let checks = ["missing-translation", "caf\u{E9}", "cafe\u{301}", "key\u{7}-format", "positional-arguments"]
        let paths = ["Catalogs/A/A.xcstrings", "Catalogs/\u{C4}/x.swift", "Catalogs/A\u{308}/x.swift", "Catalogs/B\nC/B.xcstrings"]
        var diagnostics: [Diagnostic] = []
        for (index, message) in messages.enumerated() {
            diagnostics.append(Diagnostic(
                checkID: checks[index % checks.count], severity: index % 3 == 0 ? .warning : .error, message: message,
                path: paths[index % paths.count], location: locations[index % locations.count]))
        }
        for run in [CheckRun(diagnostics: diagnostics, files: 4, keys: 9), CheckRun(diagnostics: Array(diagnostics.prefix(3)), files: 1, keys: 1)] {
            for useColor in [false, true] {
                let report = TextReporter.report(run, context: ReportContext(useColor: useColor))
                let reference = TextReporterEquivalenceTests.reference(run, style: TerminalStyle(isEnabled: useColor))
                #expect(Array(report.utf8) == Array(reference.utf8), "colour \(useColor)")
            }
        }
    }

    // MARK: The last section

    /// `LastSection` as it was, comparing each key's section found by its dots: the shortcut
    /// through the last key's second dot must answer as it does.
    struct ReferenceLastSection {
        private var section: [UInt8] = []
        private var value: Int?

        func value(forKey key: String) -> Int? {
            guard let value else { return nil }
            let same = key.utf8.withContiguousStorageIfAvailable { bytes in
                guard let range = AccessorPlan.asciiSectionAndElementRanges(in: bytes)?.section else { return false }
                return section.elementsEqual(UnsafeBufferPointer(rebasing: bytes[range]))
            }
            return same == true ? value : nil
        }

        mutating func keep(_ value: Int, forKey key: String) {
            let section = key.utf8.withContiguousStorageIfAvailable { bytes in
                AccessorPlan.asciiSectionAndElementRanges(in: bytes).map { Array(UnsafeBufferPointer(rebasing: bytes[$0.section])) }
            }
            guard let section = section ?? nil else { return }
            self.section = section
            self.value = value
        }
    }

    /// Keys whose sections are prefixes of each other, empty (`a..b`) or missing (one dot,
    /// none), keys cut at the last key's second dot, a combining mark or a letter beyond ASCII
    /// after it, the same section under another feature, keys of every length around eight
    /// bytes after the prefix, and keys that are slices of others (not stored from their start).
    @Test func theLastSectionIsFoundAsByItsDots() {
        let keys = ["shop.home.title", "shop.home.body", "shop.homes.title", "shop.hom.title", "shop.home.", "shop.home", "shop.",
                    "shop", "", ".", "..", "shop..title", "shop..", "x.home.title", "shop.home.\u{301}x", "shop.home.t\u{EF}tle",
                    "shop.m\u{F1}ana.x", "shop.home.title.more", "shop.home.abcdefg", "shop.home.abcdefgh", "shop.home.abcdefghi",
                    "shop.home.abcdefghijklmnop\u{F1}", "shop.HOME.title", "shop.home\r\n.a", String("xshop.home.title".dropFirst()),
                    String("shop.home.titlex".dropLast()), "shop.list.a", "shop.list.b"]
        for seed in UInt64(1)...200 {
            var generator = SeededGenerator(state: seed)
            var (shortcut, reference) = (LastSection<Int>(), ReferenceLastSection())
            for step in 0..<40 {
                let key = keys[Int(generator.next() % UInt64(keys.count))]
                #expect(shortcut.value(forKey: key) == reference.value(forKey: key), "seed \(seed), \(key.debugDescription)")
                if generator.next() % 2 == 0 {
                    shortcut.keep(step, forKey: key)
                    reference.keep(step, forKey: key)
                }
            }
        }
    }

    // MARK: The names a body takes

    /// A body's names asked one by one must answer as its table: the first accessor's key
    /// where a name repeats, names apart only in case, canonically equivalent names in other
    /// bytes (`día` in one scalar and in two are one name to both), empty bodies, and names
    /// given to new accessors along the way, asked again.
    @Test func aBodysNamesComparedAloneAnswerAsTheirTable() {
        let names = ["title", "Title", "body", "d\u{ED}a", "di\u{301}a", "", "title2", "`default`", "x"]
        for seed in UInt64(1)...150 {
            var generator = SeededGenerator(state: seed)
            func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
            let accessors = (0..<Int(generator.next() % 12)).map { index in
                KeyAccessor(
                    identifier: pick(names), key: "shop.home.k\(index)", table: "Shop", kind: .staticLet, sectionPath: ["Shop", "Home"],
                    location: SourceLocation(line: index + 1, column: 1), keyLocation: SourceLocation(line: index + 1, column: 2),
                    declarationRange: index..<index + 1, docCommentRange: nil, leadingCommentsStart: index)
            }
            var (alone, hashed) = (TakenNames(accessors, hashing: false), TakenNames(accessors, hashing: true))
            for step in 0..<20 {
                let name = pick(names + ["new\(step % 4)"])
                let (found, expected) = (alone.key(named: name), hashed.key(named: name))
                #expect(found == expected, "seed \(seed), \(name.debugDescription)")
                if expected == nil {
                    alone.add(name, key: "shop.home.new\(step)")
                    hashed.add(name, key: "shop.home.new\(step)")
                }
            }
        }
    }

    // MARK: The probable renames' candidates

    /// A key's feature and a name's letters are read from an ASCII text's bytes: each must be
    /// what the characters and scalars give, on every ASCII byte beside the dot, `\r\n`, keys
    /// without a dot or starting with one, and texts beyond ASCII (a combining mark on the dot,
    /// a prepended mark before it, the Kelvin sign, which lowercases to `k`).
    @Test func aKeysFeatureAndANamesLettersAreWhatTheCharactersGive() {
        var texts = ["", ".", "..", "shop", "shop.home.title", ".home", "shop.", "Shop_Home-Title", "REPORT_issue", "a\r\n.b",
                     "shop.\u{301}x", "\u{600}.x", "\u{212A}ey.x", "d\u{ED}a.x", "Stra\u{DF}e", "x\u{301}.y", String("xshop.a".dropFirst())]
        for byte in UInt8(0)..<0x80 {
            let character = String(decoding: [byte], as: UTF8.self)
            texts += ["a\(character).b", "\(character)", "A\(character)_Z"]
        }
        for text in texts {
            #expect(Array(ProbableRenameCheck.feature(of: text).utf8) == Array(String(text.prefix { $0 != "." }).utf8), "\(text.debugDescription)")
            let letters = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "_" && $0 != "-" })).lowercased()
            #expect(Array(ProbableRenameCheck.letters(text).utf8) == Array(letters.utf8), "\(text.debugDescription)")
        }
    }

    // MARK: The folds' last word

    /// ``FoldTable/asciiLowercasedFold(_:)`` as it was, its last bytes gathered one by one.
    static func referenceFold(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var fold = FoldTable.fnvOffset ^ UInt64(bytes.count)
        var seen: UInt64 = 0
        func take(_ word: UInt64) {
            let capitals = (word &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(word &+ 0x2525_2525_2525_2525) & 0x8080_8080_8080_8080
            fold = (fold ^ (word | capitals >> 2)) &* 0x9e37_79b9_7f4a_7c15
            fold ^= fold >> 32
            seen |= word
        }
        var offset = 0
        while offset + 8 <= bytes.count {
            var word: UInt64 = 0
            for shift in 0..<8 { word |= UInt64(bytes[offset + shift]) << (8 * shift) }
            take(word)
            offset += 8
        }
        if offset < bytes.count {
            var word: UInt64 = 0
            for shift in 0..<bytes.count - offset { word |= UInt64(bytes[offset + shift]) << (8 * shift) }
            take(word)
        }
        return seen & 0x8080_8080_8080_8080 == 0 ? fold : nil
    }

    /// A key's last bytes are read as one word from its end: the fold must be the byte loop's
    /// for every length to 40 bytes, at the start of a buffer and within one, with capitals,
    /// the bytes beside them, and a byte from 0x80 or a zero byte anywhere.
    @Test func aFoldsLastWordIsTheOneItsBytesMake() {
        var generator = SeededGenerator(state: 28)
        let alphabet = Array("aZ@[`{09._-AzK".utf8) + [0x80, 0xFF, 0x7F, 0x00]
        for length in 0...40 {
            for _ in 0..<60 {
                var bytes = (0..<length + 3).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count - 4))] }
                if length > 0, generator.next() % 3 == 0 { bytes[3 + Int(generator.next() % UInt64(length))] = alphabet[alphabet.count - 4 + Int(generator.next() % 4)] }
                bytes.withUnsafeBufferPointer { buffer in
                    for start in [0, 3] {
                        let key = UnsafeBufferPointer(rebasing: buffer[start..<start + length])
                        #expect(FoldTable.asciiLowercasedFold(key) == Self.referenceFold(key), "\(Array(key))")
                    }
                }
            }
        }
    }
}

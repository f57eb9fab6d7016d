import Testing
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nChecks
@testable import L10nGeneration
import L10nJSON
import L10nAccessors

/// The shortcuts taken for speed on huge features (issue 28) must give exactly what the plain
/// algorithms they replace gave: each is compared here with that algorithm, kept as the reference.
@Suite struct FastPathEquivalenceTests {
    // MARK: Literal keys' shapes

    /// The former `TableKeys.shape`: the scalars copied, then `%%` replaced through Foundation,
    /// scalar by scalar (`.literal`): a format's `%%` is two scalars whatever follows them, so
    /// `%%` before a combining mark is still one `%`, where a grapheme-aware search missed it.
    private func shapeByReplacing(_ key: String, _ placeholders: [FormatPlaceholder]) -> String {
        let scalars = Array(key.unicodeScalars)
        var shape = String.UnicodeScalarView()
        var next = 0
        for placeholder in placeholders {
            shape.append(contentsOf: scalars[next..<placeholder.scalarRange.lowerBound])
            shape.append("\u{1}")
            next = placeholder.scalarRange.upperBound
        }
        shape.append(contentsOf: scalars[next...])
        return String(shape).replacingOccurrences(of: "%%", with: "%", options: .literal)
    }

    @Test func literalKeyShapesInOnePassMatchReplacing() {
        var generator = SeededGenerator(state: 24)
        let pieces = ["%", "%%", "%%%", "%@", "%lld", "%1$@", "%2$d", "%#@files@", "% d", "%.0ld", "a", " ", "é", "e\u{301}", "😀", "\r\n", "\u{1}", "%ll"]
        for round in 0..<5_000 {
            let key = (0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let placeholders = FormatPlaceholder.parse(key)
            #expect(TableKeys.shape(of: key, placeholders: placeholders) == shapeByReplacing(key, placeholders), "round \(round): \(key.debugDescription)")
        }
    }

    /// Runs of `%` beside placeholders, where pairing from the left decides the shape.
    @Test func literalKeyShapesOfPercentRunsMatchReplacing() {
        var keys = ["%lld items", "%%", "%%%", "%%%%", "100%% of %@", "%@%%%@", "%1$@ and %2$lld%", "%", "a%%b%%c%d", "%%%lld%%%",
                    "\u{1}%@", "tab\t%@\n", "%.2f%%", "%#@n@ left", "plain", "ça %@", "%%\u{301}%@", "%\u{301}%lld", "👍 %@ %%"]
        let alphabet: [Character] = ["%", "%", "@", "d", "l", "1", "$", " ", "#"]
        var generator = SeededGenerator(state: 24)
        for _ in 0..<3_000 {
            keys.append(String((0..<Int(generator.next() % 9)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
        }
        for key in keys {
            let placeholders = FormatPlaceholder.parse(key)
            #expect(TableKeys.shape(of: key, placeholders: placeholders) == shapeByReplacing(key, placeholders), "\(key.debugDescription)")
        }
    }

    // MARK: Byte edits

    /// The former `applying`: each edit replaced in place, back to front.
    private func replacingInPlace(_ bytes: [UInt8], _ edits: [ByteEdit]) -> [UInt8] {
        var output = bytes
        for edit in edits.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset) }) {
            output.replaceSubrange(edit.element.range, with: Array(edit.element.text.utf8))
        }
        return output
    }

    @Test func byteEditsInOnePassMatchReplacingInPlace() {
        var generator = SeededGenerator(state: 28)
        let bytes = Array("extension L10nKey {\n    enum Offers {\n        static let title = 1\n    }\n}\n".utf8)
        for round in 0..<2_000 {
            var edits: [ByteEdit] = []
            for index in 0..<Int(generator.next() % 6) {
                let start = Int(generator.next() % UInt64(bytes.count + 1))
                // Mostly insertions, as the editor makes; some replacements, some overlapping.
                let length = generator.next() % 3 == 0 ? Int(generator.next() % 5) : 0
                edits.append(ByteEdit(start..<min(bytes.count, start + length), "<\(round).\(index)>"))
            }
            let overlapping = edits.enumerated().contains { first in
                edits.enumerated().contains { second in
                    first.offset < second.offset && first.element.range.overlaps(second.element.range)
                }
            }
            // Overlapping replacements fall back to the old order; all others take the one pass.
            #expect(bytes.applying(edits) == replacingInPlace(bytes, edits), "round \(round), overlapping: \(overlapping)")
        }
    }

    @Test func insertionsAtOneOffsetKeepTheirOrderBesideAReplacement() {
        let bytes = Array("abcdefgh".utf8)
        let edits = [ByteEdit(3..<3, "1"), ByteEdit(3..<5, "R"), ByteEdit(3..<3, "2"), ByteEdit(8..<8, "E")]
        #expect(String(decoding: bytes.applying(edits), as: UTF8.self) == String(decoding: replacingInPlace(bytes, edits), as: UTF8.self))
        let first = [ByteEdit(3..<5, "R"), ByteEdit(3..<3, "1")]
        #expect(bytes.applying(first) == replacingInPlace(bytes, first))
    }

    // MARK: Key rules

    /// The former segment reading: split by characters.
    private func referenceProblem(_ key: String) -> String? {
        if key.containsWhitespace { return "contains a space" }
        let segments = key.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3 else { return "has \(segments.count) dot-separated segments instead of 3" }
        if !KeyRules.isFeatureName(segments[0]) { return "has feature '\(segments[0])', which must be lowercase letters and digits" }
        if !KeyRules.isLowerCamelCase(segments[1]) { return "has section '\(segments[1])', which must be lowerCamelCase" }
        let words = segments[2].split(separator: "_", omittingEmptySubsequences: false)
        let snake = KeyRules.isFeatureName(words[0]) && words.dropFirst().allSatisfy { word in
            !word.isEmpty && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
        }
        if !KeyRules.isLowerCamelCase(segments[2]) && !snake {
            return "has element '\(segments[2])', which must be lowerCamelCase or snake_case"
        }
        return nil
    }

    @Test(arguments: [
        "shop.list.title", "shop.list.empty_state", "shop.list.empty__state", "shop.list.empty_", "shop.list._empty",
        "shop.list.a_1_b2", "shop.list.", ".list.title", "shop..title", "shop.list.title.more", "shop", "", "...",
        "shop.list.Title", "Shop.list.title", "shop.List.title", "shop.list.t-itle", "shop.list.ça", "shop.list.a_ç",
        "shop.\u{301}list.title", "shop.list.\u{301}", "shop.li\u{301}st.title", "shop.list.a\r\nb", "shop.list.a_b\u{301}_c",
        "shop.section1.item_10", "shop.list.a__", "shop.list._", "shop.list.1a",
    ])
    func keyRulesReadSegmentsAsTheCharacterSplitDid(key: String) {
        #expect(KeyRules.problem(in: key) == referenceProblem(key))
        let segments: [Substring] = [Substring(key), key.split(separator: ".").last ?? ""]
        for segment in segments {
            let words = segment.split(separator: "_", omittingEmptySubsequences: false)
            let reference = KeyRules.isFeatureName(words[0]) && words.dropFirst().allSatisfy { word in
                !word.isEmpty && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
            }
            #expect(KeyRules.isSnakeCase(segment) == reference, "\(segment.debugDescription)")
        }
    }

    // MARK: Swift literals

    /// The former escaping, scalar by scalar for every text.
    private func referenceEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                let invisible: Bool = switch scalar.value {
                case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB: true
                default: scalar.properties.isNoncharacterCodePoint
                }
                if invisible {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    @Test func escapingTakesTheShortcutOnlyWhereNothingChanges() {
        var texts = (0..<0x80).map { String(Character(Unicode.Scalar(UInt8($0)))) }
        texts += ["plain text", "say \"hi\"", #"back\slash"#, "tab\there", "trailing ", "ça", "\u{FDCF}", "\u{202E}x", "emoji 👍", "%@ and %lld"]
        // Noncharacters, which no literal may spell.
        texts += ([0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF] as [UInt32]).map { "a" + String(Character(Unicode.Scalar($0)!)) }
        for text in texts {
            #expect(SwiftLiteral.escaped(text) == referenceEscaped(text), "\(text.debugDescription)")
        }
    }

    @Test func docCommentsOfPrintableASCIIAreTheTextTrimmed() {
        #expect(SwiftLiteral.docComment(["Shown on the offers screen.  ", "", "   "]) == ["/// Shown on the offers screen.", "///", "///"])
        #expect(SwiftLiteral.docComment(["a\tb \r\nc" + String(Character(Unicode.Scalar(0xFDD0)!))]) == ["/// a b", "/// c\\u{FDD0}"])
    }

    // MARK: Sorting by key

    @Test func sortedByKeyMatchesASortWhetherOrNotTheInputIsSorted() {
        let sorted = ["a.s.item2", "a.s.item10", "a.s.Item11", "a.t.x", "b.a.a"]
        #expect(AccessorNaming.sortedByKey(sorted, key: { $0 }) == sorted.sorted(by: AccessorNaming.keyPrecedes))
        let shuffled = ["a.t.x", "a.s.item10", "b.a.a", "a.s.item2", "a.s.Item11"]
        #expect(AccessorNaming.sortedByKey(shuffled, key: { $0 }) == shuffled.sorted(by: AccessorNaming.keyPrecedes))
        #expect(AccessorNaming.sortedByKey(shuffled, key: { $0 }) == sorted)
    }

    // MARK: Catalog insertion in one pass

    /// The former `insertEntry`: a scan of every entry for the key, then an insertion that
    /// moved the members behind it.
    private func insertingOneByOne(_ members: [JSONMember], _ additions: [JSONMember]) -> (keys: [String], failures: [Catalog.EditError?]) {
        var members = members
        let failures = additions.map { addition -> Catalog.EditError? in
            guard !members.contains(where: { $0.key == addition.key }) else { return .keyExists(addition.key) }
            members.insert(addition, at: XcodeOrder.insertionIndex(for: addition.key, in: members))
            return nil
        }
        return (members.map(\.key), failures)
    }

    private func catalog(_ members: [JSONMember]) -> Catalog {
        var catalog = Catalog.empty()
        try! catalog.modifyStrings { $0 = members }
        return catalog
    }

    /// Hostile catalogs: out of Xcode's order, duplicated keys, keys equal but for case, digits
    /// compared as numbers, canonically equal spellings (`é` as one scalar and as two), and
    /// batches that repeat a key or hold one the catalog has.
    @Test func insertingEntriesInOnePassMatchesInsertingOneByOne() {
        var generator = SeededGenerator(state: 2_028)
        let pieces = ["a", "A", "b", "item2", "item10", "Item10", "caf\u{E9}", "cafe\u{301}", "z", "_", ".", "0", "9", "\u{1F600}", ""]
        func key() -> String {
            (0..<Int(generator.next() % 3 + 1)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined(separator: ".")
        }
        for round in 0..<1_500 {
            var existing = (0..<Int(generator.next() % 12)).map { _ in JSONMember(key: key(), value: .string("old")) }
            // Half the rounds start from a catalog in Xcode's order, as real ones are.
            if round % 2 == 0 { existing.sort { XcodeOrder.compare($0.key, $1.key) != .orderedDescending } }
            let additions = (0..<Int(generator.next() % 8)).map { number in JSONMember(key: key(), value: .string("new \(number)")) }
            var edited = catalog(existing)
            let failures = edited.insertEntries(additions)
            let expected = insertingOneByOne(existing, additions)
            #expect(edited.keys == expected.keys, "round \(round)")
            #expect(failures == expected.failures, "round \(round)")
            // The catalog's keys handed over by a caller that holds them (`sync`) change nothing.
            var handed = catalog(existing)
            let handedFailures = handed.insertEntries(additions, presentKeys: Set(existing.map(\.key)))
            #expect(handed.keys == expected.keys, "round \(round)")
            #expect(handedFailures == expected.failures, "round \(round)")
            // Each added key carries its own value, not a neighbour's.
            for (addition, failure) in zip(additions, failures) where failure == nil {
                #expect(edited.entries.contains { $0.key == addition.key && $0.value.stringValue == addition.value.stringValue }, "round \(round)")
            }
        }
    }

    /// The former search: Foundation's order asked at every step.
    private func insertionIndexByFoundation(for key: String, in keys: [String]) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if XcodeOrder.compare(keys[middle], key) == .orderedDescending { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The search asks `StandardCompare` first: keys that differ first in a number (as a huge
    /// feature's do), in letters, in case only, by digits written with leading zeros, by runs
    /// too long for it, or not ASCII, in sorted and shuffled lists, land where Foundation's
    /// order put them, and the hostile pairs reach Foundation.
    @Test func theInsertionSearchMatchesFoundationsOrder() {
        var generator = SeededGenerator(state: 2_810)
        let pieces = ["item", "Item", "item_", "a", "b", "B", "0", "00", "1", "01", "9", "10", "500", "1000", "1234567890123456789012",
                      ".", "_", "-", "caf\u{E9}", "cafe\u{301}", "\u{1F600}", "section", "section0", "section10", ""]
        func key() -> String {
            (0..<Int(generator.next() % 4 + 1)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        }
        for round in 0..<800 {
            var keys = (0..<Int(generator.next() % 40)).map { _ in key() }
            if round % 2 == 0 { keys.sort { XcodeOrder.compare($0, $1) != .orderedDescending } }
            let members = keys.map { JSONMember(key: $0, value: .null) }
            for _ in 0..<6 {
                let new = generator.next() % 3 == 0 && !keys.isEmpty ? keys[Int(generator.next() % UInt64(keys.count))] : key()
                #expect(XcodeOrder.insertionIndex(for: new, in: members) == insertionIndexByFoundation(for: new, in: keys),
                        "round \(round): \(new.debugDescription) into \(keys)")
            }
        }
        // A huge feature's keys: each step is answered without Foundation, in the same place.
        let feature = (0..<2_000).map { "huge.section\($0 % 40).account_\($0 * 500)" }.sorted { XcodeOrder.compare($0, $1) == .orderedAscending }
        let featureMembers = feature.map { JSONMember(key: $0, value: .null) }
        for new in ["huge.section3.account_750", "huge.section39.account_999999", "huge.section0.account_0", "huge.section7.zz"] {
            #expect(XcodeOrder.insertionIndex(for: new, in: featureMembers) == insertionIndexByFoundation(for: new, in: feature))
        }
    }

    @Test func aFileThatIsNotACatalogRefusesEveryEntryOfTheBatch() throws {
        var notACatalog = Catalog(document: JSONDocument(root: .object([JSONMember(key: "version", value: .string("1.0"))])))
        let failures = notACatalog.insertEntries([JSONMember(key: "a.b.c", value: .null), JSONMember(key: "a.b.d", value: .null)])
        #expect(failures == [.notACatalog, .notACatalog])
        #expect(notACatalog.setExtractionState(.manual, forKeys: ["a.b.c"]) == [.notACatalog])
    }

    /// The former `setExtractionState`: the first entry of the key, found by a scan.
    @Test func settingManyExtractionStatesInOnePassMatchesOneByOne() {
        let members = ["b.s.x", "a.s.x", "b.s.x", "caf\u{E9}.s.x", "c.s.y"].enumerated().map { index, key in
            JSONMember(key: key, value: .object([JSONMember(key: "extractionState", value: .string("stale\(index)"))]))
        }
        let keys = ["b.s.x", "cafe\u{301}.s.x", "missing.s.x", "c.s.y", "b.s.x"]
        var batch = catalog(members)
        let failures = batch.setExtractionState(.manual, forKeys: keys)
        var oneByOne = catalog(members)
        var expectedFailures: [Catalog.EditError?] = []
        for key in keys {
            try! oneByOne.modifyStrings { (members: inout [JSONMember]) throws(Catalog.EditError) in
                guard let index = members.firstIndex(where: { $0.key == key }) else {
                    expectedFailures.append(.keyNotFound(key))
                    return
                }
                members[index].value.setMember("extractionState", to: .string("manual"))
                expectedFailures.append(nil)
            }
        }
        #expect(failures == expectedFailures)
        #expect(batch.serialized() == oneByOne.serialized())
        #expect(batch.entries.map { $0.extractionState?.rawValue } == ["manual", "stale1", "stale2", "manual", "manual"])
    }

    // MARK: Sync's catalog edit spliced into the text

    /// `sync`'s edit of a catalog laid out as Xcode writes it: entries added anywhere (before the
    /// first, between, after the last, several in one gap, beside an entry also changed) and
    /// entries set to `manual` (the first of a key written twice among them), spliced into the
    /// text, must give the bytes of the whole edited tree written, as before.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func syncEditsSplicedIntoTheTextMatchTheWholeRewrite(seed: UInt64) throws {
        var generator = SeededGenerator(state: seed)
        let folder = try TempDirectory.make("sync-splice-\(seed)")
        let json = #"{ "sourceLanguage" : "en", "strings" : { \#(ExchangeImportSpliceTests.variedEntries(count: 60, seed: seed)) }, "version" : "1.0" }"#
        var text = JSONWriter.write(try JSONParser.parse(Array(json.utf8)))
        if seed % 2 == 0 { text = [0xEF, 0xBB, 0xBF] + text + [0x0A] }
        #expect(CatalogFormatter.formattedLineStarts(.bytes(SourceFile(path: "", bytes: text))) != nil)
        for round in 0..<20 {
            let original = try Catalog(bytes: text)
            var edited = original
            let candidates = ["", "0", "a.b.c", "k", "k15", "k3 é", "k59z", "zz.top", "~", "k30/é ✓ x", "k7\"q\""]
            let additions = candidates.filter { _ in generator.next() % 3 == 0 }.map { key in
                JSONMember(key: key + "\(round)", value: Catalog.entryValue(comment: generator.next() % 2 == 0 ? nil : "new \"\(round)\"", localizations: []))
            }
            let inserted = zip(additions, edited.insertEntries(additions)).filter { $0.1 == nil }.map(\.0.key)
            let keys = original.keys.filter { _ in generator.next() % 5 == 0 }
            let replaced = zip(keys, edited.setExtractionState(.manual, forKeys: keys)).filter { $0.1 == nil }.map(\.0)
            var splice = CatalogSplice()
            #expect(try splice.entries(of: original, editedInto: edited, inserted: Set(inserted), replaced: Set(replaced)))
            let spliced = try #require(text.withUnsafeBufferPointer { splice.applied(to: $0) }, "round \(round)")
            #expect(spliced == JSONWriter.write(edited.document), "seed \(seed) round \(round)")
            // As sync writes it: placed by the lines its layout proof noted, from the mapping,
            // whose pages the splice hands back behind each edit (read again to write).
            let lines = try #require(CatalogFormatter.formattedLineStarts(.bytes(SourceFile(path: "", bytes: text))))
            #expect(text.withUnsafeBufferPointer { splice.applied(to: $0, lines: lines) } == spliced, "seed \(seed) round \(round)")
            let url = try TempDirectory.write(String(decoding: text, as: UTF8.self), to: "Round\(round).xcstrings", in: folder)
            let mapped = try #require(MappedFile(path: url.path))
            #expect(splice.spliced(mapped, lines: lines)?.bytes == spliced, "seed \(seed) round \(round)")
            #expect(splice.spliced(mapped)?.bytes == spliced, "seed \(seed) round \(round)")
        }
    }

    /// What the splice cannot place is left to the whole rewrite: a catalog without entries, and
    /// an edit that is not the one described.
    @Test func syncEditsTheSpliceCannotPlaceAreRefused() throws {
        let empty = Catalog.empty()
        var added = empty
        _ = added.insertEntries([JSONMember(key: "a.b.c", value: .object([]))])
        var splice = CatalogSplice()
        #expect(try !splice.entries(of: empty, editedInto: added, inserted: ["a.b.c"], replaced: []))
        let one = catalog([JSONMember(key: "a.b.c", value: .object([]))])
        #expect(try !splice.entries(of: one, editedInto: one, inserted: [], replaced: ["a.b.d"]))
        #expect(try !splice.entries(of: one, editedInto: one, inserted: ["a.b.c"], replaced: []))
        #expect(splice.edits.isEmpty)
    }
}

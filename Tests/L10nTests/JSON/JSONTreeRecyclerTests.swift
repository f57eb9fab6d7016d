import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nChecks
@testable import L10nProject

/// `check` hands each checked batch of entries back to the reader, which builds the next
/// entries in their arrays (issue 28): the trees built must be those of a reader that reuses
/// nothing, and the findings those of a check that reuses nothing.
@Suite struct JSONTreeRecyclerTests {
    /// A catalog of `count` entries of many shapes: plain and plural text, substitutions, `%`
    /// and `%%`, blank and missing values, states other than translated, string sets, repeated
    /// members and keys, members that are not objects, objects of more members than the
    /// recycler keeps, escapes, and languages in no fixed order.
    static func catalog(entries count: Int, seed: UInt64) -> String {
        var generator = SeededGenerator(state: seed)
        func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
        let values = [#""value" : "Hello""#, #""value" : "%lld items""#, #""value" : "%@ and %lld""#, #""value" : "100%% sure""#,
                      #""value" : """#, #""value" : "  ""#, #""value" : 1"#, #""value" : "%1$@ %1$lld""#, #""value" : "caf\u00e9 %""#,
                      #""value" : "Hi", "value" : "Again""#, #""value" : "A long enough text to need its own storage, \"quoted\"""#]
        let states = [#""state" : "translated", "#, #""state" : "new", "#, #""state" : "needs_review", "#, ""]
        let languages = ["en", "es", "fr", "de", "ja", "ar", "zh-Hans", "pt-BR"]
        var entries: [String] = []
        for index in 0..<count {
            var localizations: [String] = []
            for language in languages where generator.next() % 5 != 0 {
                let unit = #"{ "stringUnit" : { \#(pick(states))\#(pick(values)) } }"#
                switch generator.next() % 9 {
                case 0:
                    localizations.append(#""\#(language)" : { "variations" : { "plural" : { "one" : \#(unit), "other" : \#(unit), "few" : \#(unit) } } }"#)
                case 1:
                    localizations.append(#""\#(language)" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : \#(unit) } } } } }"#)
                case 2:
                    localizations.append(#""\#(language)" : { "stringSet" : { "state" : "translated", "values" : [ "One", " ", "%@" ] } }"#)
                case 3:
                    localizations.append(#""\#(language)" : { "variations" : { "device" : { "iphone" : \#(unit), "mac" : { "variations" : { "plural" : { "other" : \#(unit) } } } } } }"#)
                case 4:
                    localizations.append(#""\#(language)" : \#(pick(["[ ]", "3", "null", "{ }"]))"#)
                default:
                    localizations.append(#""\#(language)" : \#(unit)"#)
                }
            }
            if generator.next() % 11 == 0 {
                // More members than the recycler keeps arrays for.
                localizations += (0...JSONTreeRecycler.largestCount).map { #""x\#($0)" : { "stringUnit" : { "state" : "translated", "value" : "X" } }"# }
            }
            let comment = generator.next() % 3 == 0 ? #""comment" : "\#(pick(["100%", "none", ""]))", "# : ""
            let state = pick([#""extractionState" : "manual", "#, #""extractionState" : "stale", "#, ""])
            let key = pick(["shop.list.title", "shop.list.%@ items", "Plain key", "shop.cart.count"]) + "\(index % 97)"
            switch generator.next() % 13 {
            case 0: entries.append(#""\#(key)" : [ "not", "an", "entry" ]"#)
            case 1: entries.append(#""\#(key)" : { \#(state)"localizations" : 7 }"#)
            default: entries.append(#""\#(key)" : { \#(comment)\#(state)"localizations" : { \#(localizations.joined(separator: ", ")) } }"#)
            }
        }
        return #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n    ")) }, "version" : "1.0" }"#
    }

    /// Every member and element with its position, in order: what two trees must share.
    static func described(_ value: JSONValue) -> String {
        switch value {
        case .object(let members):
            "{" + members.map { "\($0.key.debugDescription)@\($0.keyPosition.line):\($0.keyPosition.column)=\(described($0.value))" }.joined(separator: ",") + "}"
        case .array(let elements):
            "[" + elements.map { "@\($0.position.line):\($0.position.column)=\(described($0.value))" }.joined(separator: ",") + "]"
        case .string(let text): "s" + Array(text.utf8).description
        case .number(let text): "n" + text
        case .bool(let flag): "b\(flag)"
        case .null: "null"
        }
    }

    /// Writes each entry down as it comes, then hands its tree back.
    struct RecyclingRecorder: CatalogEntryConsumer {
        var entries: [String] = []
        var recycled = 0
        var heldAfterEach: [Int] = []

        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
            entries.append("\(entry.key)@\(entry.position.line):\(entry.position.column) \(sourceLanguage) \(JSONTreeRecyclerTests.described(entry.value))")
        }

        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String, recycler: JSONTreeRecycler) {
            var entry = entry
            consume(entry, sourceLanguage: sourceLanguage)
            recycled += JSONTreeRecyclerTests.objects(in: entry.value)
            recycler.recycle(entry.takeValue())
            heldAfterEach.append(recycler.heldCount)
        }

        mutating func append(_ later: RecyclingRecorder) {
            entries += later.entries
            recycled += later.recycled
            heldAfterEach += later.heldAfterEach
        }
    }

    struct PlainRecorder: CatalogEntryConsumer {
        var entries: [String] = []
        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
            entries.append("\(entry.key)@\(entry.position.line):\(entry.position.column) \(sourceLanguage) \(JSONTreeRecyclerTests.described(entry.value))")
        }
        mutating func append(_ later: PlainRecorder) { entries += later.entries }
    }

    static func objects(in value: JSONValue) -> Int {
        switch value {
        case .object(let members): 1 + members.reduce(0) { $0 + objects(in: $1.value) }
        case .array(let elements): elements.reduce(0) { $0 + objects(in: $1.value) }
        default: 0
        }
    }

    @Test func entriesBuiltInRecycledArraysAreTheEntriesOfAReaderThatRecyclesNothing() throws {
        var reused = 0
        for seed in 1...12 as ClosedRange<UInt64> {
            let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(Self.catalog(entries: 150, seed: seed).utf8)))
            let plain = try CatalogReader.read(text, into: PlainRecorder(), strategy: .onePass).consumer.entries
            #expect(plain.count == 150)
            for strategy in CatalogReader.Strategy.allCases {
                let recycling = try CatalogReader.read(text, into: RecyclingRecorder(), strategy: strategy).consumer
                #expect(recycling.entries == plain, "seed \(seed), \(strategy)")
                // Arrays were taken again: fewer are held than were handed back.
                let held = recycling.heldAfterEach.last ?? 0
                #expect(held < recycling.recycled, "seed \(seed), \(strategy)")
                reused += recycling.recycled - held
            }
        }
        #expect(reused > 10_000)
    }

    @Test func anArrayStillHeldElsewhereKeepsItsMembers() throws {
        let json = #"{ "a" : { "b" : { "c" : "%@ text long enough for storage", "d" : [ 1, { "e" : true } ] }, "f" : "g" }, "h" : null }"#
        let expected = Self.described(try JSONParser.parse(Array(json.utf8)).root)
        let recycler = JSONTreeRecycler()
        // The whole tree held elsewhere.
        let tree = try JSONParser.parse(Array(json.utf8)).root
        let copy = tree
        recycler.recycle(tree)
        #expect(Self.described(copy) == expected)
        // A part of it held elsewhere.
        let other = try JSONParser.parse(Array(json.utf8)).root
        let part = try #require(other["a"])
        let partBefore = Self.described(part)
        recycler.recycle(other)
        #expect(Self.described(part) == partBefore)
        #expect(recycler.heldCount > 0)
        // What it holds has its count, its objects left null, to be written over.
        let members = try #require(recycler.take(count: 2))
        #expect(members.count == 2 && !members.contains { if case .object = $0.value { true } else { false } })
    }

    @Test func onlyArraysOfUpToTheLargestCountAreKeptAndNoMoreThanTheCapacity() throws {
        let recycler = JSONTreeRecycler()
        let wide = JSONValue.object((0...JSONTreeRecycler.largestCount).map { JSONMember(key: "k\($0)", value: .object([JSONMember(key: "v", value: .null)])) })
        recycler.recycle(wide)
        // The wide object is freed; each of its one-member objects is kept.
        #expect(recycler.heldCount == JSONTreeRecycler.largestCount + 1)
        #expect(recycler.take(count: JSONTreeRecycler.largestCount + 1) == nil)
        let many = JSONValue.array((0..<(JSONTreeRecycler.capacity + 10)).map { _ in JSONElement(value: .object([JSONMember(key: "v", value: .null)])) })
        // Arrays of elements are not kept, nor what is inside them.
        recycler.recycle(many)
        #expect(recycler.heldCount == JSONTreeRecycler.largestCount + 1)
        for _ in 0..<(JSONTreeRecycler.capacity + 10) {
            recycler.recycle(.object([JSONMember(key: "v", value: .null)]))
        }
        #expect(recycler.heldCount == JSONTreeRecycler.capacity)
    }

    /// `check` reads a catalog's bytes entry by entry and hands each checked batch back; a
    /// catalog already read whole (as `sync`'s closing check has it) is checked with nothing
    /// handed back. Both must find the same, in every strategy.
    @Test func checkFindsWhatItFindsWithoutRecycling() throws {
        let options = CheckOptions(requiredLanguages: ["en", "es", "fr"])
        var findings = 0
        for seed in 1...6 as ClosedRange<UInt64> {
            let bytes = Array(Self.catalog(entries: 300, seed: seed).utf8)
            let file = SourceFile(path: "Catalogs/Shop/Shop.xcstrings", bytes: bytes)
            var whole = FeatureFolder<ReadFiles>(catalog: file, keyFile: nil)
            whole.contents.parsedCatalog = try CatalogReader.read(.bytes(file), strategy: .onePass)
            let expected = Checker.check(features: [whole], options: options).diagnostics
            findings += expected.count
            for strategy in CatalogReader.Strategy.allCases {
                let streamed = Checker.check(features: [FeatureFolder<ReadFiles>(catalog: file, keyFile: nil)], options: options, strategy: strategy)
                #expect(streamed.diagnostics == expected, "seed \(seed), \(strategy)")
            }
        }
        #expect(findings > 1_000)
    }
}

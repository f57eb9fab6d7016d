import Foundation
import Testing
import L10nJSON
import L10nCatalog
@testable import L10nMerge

/// Catalogs built as Xcode writes them, so each case states only what it is about.
enum MergeCatalogs {
    static func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, value: value) }

    static func unit(_ value: String, state: String = "translated") -> JSONValue {
        .object([member("stringUnit", .object([member("state", .string(state)), member("value", .string(value))]))])
    }

    static func plural(_ forms: [(String, String)]) -> JSONValue {
        .object([member("variations", .object([member("plural", .object(forms.map { member($0.0, unit($0.1)) }))]))])
    }

    static func device(_ forms: [(String, String)]) -> JSONValue {
        .object([member("variations", .object([member("device", .object(forms.map { member($0.0, unit($0.1)) }))]))])
    }

    static func entry(_ localizations: [(String, JSONValue)], fields: [(String, JSONValue)] = [("extractionState", .string("manual"))]) -> JSONValue {
        var members = fields.map { member($0.0, $0.1) }
        let index = members.firstIndex { XcodeOrder.areInIncreasingOrder("localizations", $0.key) } ?? members.count
        members.insert(member("localizations", .object(localizations.map { member($0.0, $0.1) })), at: index)
        return .object(members)
    }

    static func catalog(_ entries: [(String, JSONValue)], version: String = "1.0", sourceLanguage: String = "en") -> [UInt8] {
        JSONWriter.write(JSONDocument(root: .object([
            member("sourceLanguage", .string(sourceLanguage)),
            member("strings", .object(entries.sorted { XcodeOrder.areInIncreasingOrder($0.0, $1.0) }.map { member($0.0, $0.1) })),
            member("version", .string(version)),
        ])))
    }

    static func text(_ key: String, en: String, es: String) -> (String, JSONValue) {
        (key, entry([("en", unit(en)), ("es", unit(es))]))
    }
}

struct MergeCase: CustomTestStringConvertible, Sendable {
    var name: String
    var base: [UInt8]?
    var ours: [UInt8]
    var theirs: [UInt8]
    /// The merged bytes of a clean merge; nil when conflicts are expected.
    var expected: [UInt8]?
    /// `subject (detail)` of each conflict left.
    var conflicts: [String] = []
    var testDescription: String { name }
}

@Suite struct CatalogMergeTests {
    typealias C = MergeCatalogs
    static let title = C.text("offers.title", en: "Offers", es: "Ofertas")
    static let banner = C.text("offers.banner", en: "Banner", es: "Pancarta")
    static let cta = C.text("offers.cta", en: "Go", es: "Ir")

    static let cases: [MergeCase] = [
        MergeCase(name: "add/add of different keys keeps both",
                  base: C.catalog([title]), ours: C.catalog([title, banner]), theirs: C.catalog([title, cta]),
                  expected: C.catalog([title, banner, cta])),
        MergeCase(name: "add on one side, delete of another key on the other",
                  base: C.catalog([title, cta]), ours: C.catalog([title, cta, banner]), theirs: C.catalog([title]),
                  expected: C.catalog([title, banner])),
        MergeCase(name: "delete of an untouched key is taken",
                  base: C.catalog([title, cta]), ours: C.catalog([title, cta]), theirs: C.catalog([title]),
                  expected: C.catalog([title])),
        MergeCase(name: "delete against change is a conflict",
                  base: C.catalog([title, cta]), ours: C.catalog([title]), theirs: C.catalog([title, C.text("offers.cta", en: "Go now", es: "Ir")]),
                  conflicts: ["offers.cta (entry)"]),
        MergeCase(name: "change/change of one localization is a conflict",
                  base: C.catalog([title]), ours: C.catalog([C.text("offers.title", en: "Deals", es: "Ofertas")]),
                  theirs: C.catalog([C.text("offers.title", en: "Bargains", es: "Ofertas")]),
                  conflicts: ["offers.title (en)"]),
        MergeCase(name: "the same change on both sides is taken once",
                  base: C.catalog([title]), ours: C.catalog([C.text("offers.title", en: "Deals", es: "Ofertas")]),
                  theirs: C.catalog([C.text("offers.title", en: "Deals", es: "Ofertas")]),
                  expected: C.catalog([C.text("offers.title", en: "Deals", es: "Ofertas")])),
        MergeCase(name: "changes to different languages of one key are both taken",
                  base: C.catalog([title]), ours: C.catalog([C.text("offers.title", en: "Deals", es: "Ofertas")]),
                  theirs: C.catalog([C.text("offers.title", en: "Offers", es: "Gangas")]),
                  expected: C.catalog([C.text("offers.title", en: "Deals", es: "Gangas")])),
        MergeCase(name: "plural forms changed on each side",
                  base: C.catalog([("offers.count", C.entry([("en", C.plural([("one", "%lld offer"), ("other", "%lld offers")]))]))]),
                  ours: C.catalog([("offers.count", C.entry([("en", C.plural([("one", "One offer"), ("other", "%lld offers")]))]))]),
                  theirs: C.catalog([("offers.count", C.entry([("en", C.plural([("one", "%lld offer"), ("other", "%lld deals")]))]))]),
                  expected: C.catalog([("offers.count", C.entry([("en", C.plural([("one", "One offer"), ("other", "%lld deals")]))]))])),
        MergeCase(name: "the same plural form changed differently conflicts at its localization",
                  base: C.catalog([("offers.count", C.entry([("en", C.plural([("one", "%lld offer"), ("other", "%lld offers")]))]))]),
                  ours: C.catalog([("offers.count", C.entry([("en", C.plural([("one", "One offer"), ("other", "%lld offers")]))]))]),
                  theirs: C.catalog([("offers.count", C.entry([("en", C.plural([("one", "A single offer"), ("other", "%lld offers")]))]))]),
                  conflicts: ["offers.count (en)"]),
        MergeCase(name: "a device form added on one side, another changed on the other",
                  base: C.catalog([("offers.tap", C.entry([("en", C.device([("iphone", "Tap"), ("other", "Click")]))]))]),
                  ours: C.catalog([("offers.tap", C.entry([("en", C.device([("ipad", "Tap here"), ("iphone", "Tap"), ("other", "Click")]))]))]),
                  theirs: C.catalog([("offers.tap", C.entry([("en", C.device([("iphone", "Tap it"), ("other", "Click")]))]))]),
                  expected: C.catalog([("offers.tap", C.entry([("en", C.device([("ipad", "Tap here"), ("iphone", "Tap it"), ("other", "Click")]))]))])),
        MergeCase(name: "substitution forms changed on each side",
                  base: C.catalog([("offers.files", C.entry([("en", substitution(one: "%arg file", other: "%arg files"))]))]),
                  ours: C.catalog([("offers.files", C.entry([("en", substitution(one: "one file", other: "%arg files"))]))]),
                  theirs: C.catalog([("offers.files", C.entry([("en", substitution(one: "%arg file", other: "%arg documents"))]))]),
                  expected: C.catalog([("offers.files", C.entry([("en", substitution(one: "one file", other: "%arg documents"))]))])),
        MergeCase(name: "an unknown field added on one side, the comment changed on the other",
                  base: C.catalog([title]),
                  ours: C.catalog([("offers.title", C.entry([("en", C.unit("Offers")), ("es", C.unit("Ofertas"))], fields: [("comment", .string("The screen's title")), ("extractionState", .string("manual"))]))]),
                  theirs: C.catalog([("offers.title", C.entry([("en", C.unit("Offers")), ("es", C.unit("Ofertas"))], fields: [("extractionState", .string("manual")), ("x-reviewer", .string("ana"))]))]),
                  expected: C.catalog([("offers.title", C.entry([("en", C.unit("Offers")), ("es", C.unit("Ofertas"))], fields: [("comment", .string("The screen's title")), ("extractionState", .string("manual")), ("x-reviewer", .string("ana"))]))])),
        MergeCase(name: "comments changed differently conflict at the comment",
                  base: C.catalog([("offers.title", C.entry([("en", C.unit("Offers"))], fields: [("comment", .string("Title")), ("extractionState", .string("manual"))]))]),
                  ours: C.catalog([("offers.title", C.entry([("en", C.unit("Offers"))], fields: [("comment", .string("Screen title")), ("extractionState", .string("manual"))]))]),
                  theirs: C.catalog([("offers.title", C.entry([("en", C.unit("Offers"))], fields: [("comment", .string("Navigation title")), ("extractionState", .string("manual"))]))]),
                  conflicts: ["offers.title (comment)"]),
        MergeCase(name: "a state reviewed on one side, a value changed in another language on the other",
                  base: C.catalog([("offers.title", C.entry([("en", C.unit("Offers")), ("es", C.unit("Ofertas", state: "needs_review"))]))]),
                  ours: C.catalog([("offers.title", C.entry([("en", C.unit("Offers")), ("es", C.unit("Ofertas"))]))]),
                  theirs: C.catalog([("offers.title", C.entry([("en", C.unit("Deals")), ("es", C.unit("Ofertas", state: "needs_review"))]))]),
                  expected: C.catalog([("offers.title", C.entry([("en", C.unit("Deals")), ("es", C.unit("Ofertas"))]))])),
        MergeCase(name: "the newer version wins, whichever side upgraded",
                  base: C.catalog([title]), ours: C.catalog([title, banner]), theirs: C.catalog([title], version: "1.1"),
                  expected: C.catalog([title, banner], version: "1.1")),
        MergeCase(name: "both upgraded to different versions: the newer",
                  base: C.catalog([title]), ours: C.catalog([title], version: "1.1"), theirs: C.catalog([title], version: "1.2"),
                  expected: C.catalog([title], version: "1.2")),
        MergeCase(name: "keys that differ only in case are different keys",
                  base: C.catalog([title]), ours: C.catalog([title, C.text("offers.Title", en: "A", es: "A")]),
                  theirs: C.catalog([title, C.text("offers.TITLE", en: "B", es: "B")]),
                  expected: C.catalog([title, C.text("offers.Title", en: "A", es: "A"), C.text("offers.TITLE", en: "B", es: "B")])),
        MergeCase(name: "keys that differ only in Unicode normalisation are different keys",
                  base: C.catalog([title]), ours: C.catalog([title, C.text("offers.caf\u{E9}", en: "NFC", es: "NFC")]),
                  theirs: C.catalog([title, C.text("offers.cafe\u{301}", en: "NFD", es: "NFD")]),
                  expected: C.catalog([title, C.text("offers.caf\u{E9}", en: "NFC", es: "NFC"), C.text("offers.cafe\u{301}", en: "NFD", es: "NFD")])),
        MergeCase(name: "without a base, keys of both sides are kept",
                  base: nil, ours: C.catalog([title, banner]), theirs: C.catalog([title, cta]),
                  expected: C.catalog([title, banner, cta])),
        MergeCase(name: "without a base, a value that differs conflicts",
                  base: nil, ours: C.catalog([title]), theirs: C.catalog([C.text("offers.title", en: "Offers", es: "Gangas")]),
                  conflicts: ["offers.title (es)"]),
        MergeCase(name: "sourceLanguage changed on one side",
                  base: C.catalog([title]), ours: C.catalog([title, banner]), theirs: C.catalog([title], sourceLanguage: "es"),
                  expected: C.catalog([title, banner], sourceLanguage: "es")),
    ]

    static func substitution(one: String, other: String) -> JSONValue {
        .object([
            C.member("stringUnit", .object([C.member("state", .string("translated")), C.member("value", .string("%#@arg@"))])),
            C.member("substitutions", .object([C.member("arg", .object([
                C.member("argNum", .number("1")), C.member("formatSpecifier", .string("lld")),
                C.member("variations", .object([C.member("plural", .object([C.member("one", C.unit(one)), C.member("other", C.unit(other))]))])),
            ]))])),
        ])
    }

    static func merge(_ base: [UInt8]?, _ ours: [UInt8], _ theirs: [UInt8]) throws -> MergeOutcome {
        try FileMerge.merge(base: base, ours: ours, theirs: theirs, kind: .catalog, path: "Offers.xcstrings")
    }

    @Test(arguments: cases)
    func mergesByMeaning(_ merge: MergeCase) throws {
        let outcome = try Self.merge(merge.base, merge.ours, merge.theirs)
        #expect(outcome.conflicts.map { "\($0.subject) (\($0.detail))" } == merge.conflicts)
        if let expected = merge.expected {
            #expect(String(decoding: outcome.bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        } else {
            // Each side of the markers reads back as a catalog: a person can pick one in an editor.
            let sides = try #require(ConflictedText(outcome.bytes))
            _ = try JSONParser.parse(sides.ours)
            _ = try JSONParser.parse(sides.theirs)
        }
    }

    @Test(arguments: cases.filter { $0.expected != nil })
    func mergingTheSameSideTwiceGivesThatSide(_ merge: MergeCase) throws {
        let base = merge.base ?? []
        #expect(try Self.merge(base, merge.ours, merge.ours).bytes == merge.ours)
        #expect(try Self.merge(base, base.isEmpty ? merge.theirs : base, merge.theirs).bytes == merge.theirs)
    }

    @Test(arguments: cases.filter { $0.expected != nil })
    func cleanMergesAreSymmetricAndIdempotent(_ merge: MergeCase) throws {
        let forward = try Self.merge(merge.base, merge.ours, merge.theirs)
        let backward = try Self.merge(merge.base, merge.theirs, merge.ours)
        #expect(backward.isClean)
        let forwardRoot = XcodeOrder.sorted(try JSONParser.parse(forward.bytes).root)
        let backwardRoot = XcodeOrder.sorted(try JSONParser.parse(backward.bytes).root)
        #expect(forwardRoot.hasSameContent(as: backwardRoot))
        let again = try Self.merge(merge.base, forward.bytes, merge.theirs)
        #expect(again.bytes == forward.bytes)
        #expect(again.isClean)
    }

    @Test func aConflictIsMarkedAroundItsLocalizationWithBothSidesWhole() throws {
        let outcome = try Self.merge(
            C.catalog([Self.title]), C.catalog([C.text("offers.title", en: "Deals", es: "Ofertas")]),
            C.catalog([C.text("offers.title", en: "Bargains", es: "Ofertas")]))
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "offers.title" : {
                  "extractionState" : "manual",
                  "localizations" : {
            <<<<<<< ours
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Deals"
                      }
                    },
            =======
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Bargains"
                      }
                    },
            >>>>>>> theirs
                    "es" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Ofertas"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        #expect(outcome.conflicts == [MergeConflict(line: 7, subject: "offers.title", detail: "en", ours: "Deals", theirs: "Bargains")])
        #expect(outcome.conflicts[0].message == "conflict in 'offers.title' (en): ours \"Deals\", theirs \"Bargains\"")
    }

    @Test func aDeletedLastMemberTakesTheCommaBeforeItIntoTheRegion() throws {
        let outcome = try Self.merge(
            C.catalog([Self.title, Self.cta]), C.catalog([Self.title]), C.catalog([Self.title, C.text("offers.cta", en: "Go", es: "Vamos")]))
        #expect(outcome.conflicts.map(\.message) == ["conflict in 'offers.cta' (entry): ours deleted it, theirs \"Go\""])
        let sides = try #require(ConflictedText(outcome.bytes))
        #expect(try JSONParser.parse(sides.ours).root.hasSameContent(as: JSONParser.parse(C.catalog([Self.title])).root))
        #expect(try JSONParser.parse(sides.theirs).root.hasSameContent(
            as: JSONParser.parse(C.catalog([Self.title, C.text("offers.cta", en: "Go", es: "Vamos")])).root))
    }

    @Test func crlfAndAFinalNewlineFollowOurs() throws {
        func crlf(_ bytes: [UInt8]) -> [UInt8] { bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] } + [0x0D, 0x0A] }
        let outcome = try Self.merge(C.catalog([Self.title]), crlf(C.catalog([Self.title, Self.banner])), C.catalog([Self.title, Self.cta]))
        #expect(outcome.bytes == crlf(C.catalog([Self.title, Self.banner, Self.cta])))
    }

    @Test func anInputThatIsNotJSONNamesItsSide() {
        #expect(throws: FileMerge.Unreadable.self) {
            try Self.merge(C.catalog([Self.title]), C.catalog([Self.title]), Array("{ \"strings\" : ".utf8))
        }
        do {
            _ = try Self.merge(Array([0xFF, 0xFE]), C.catalog([Self.title]), C.catalog([Self.title]))
            Issue.record("a base that is not UTF-8 was merged")
        } catch let error as FileMerge.Unreadable {
            #expect(error.side == .base)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

extension CatalogMergeTests {
    @Test func aFinalNewlineAddedOnTheirSideIsKept() throws {
        let base = C.catalog([Self.title])
        let outcome = try Self.merge(base, C.catalog([Self.title, Self.banner]), base + [0x0A])
        #expect(outcome.bytes == C.catalog([Self.title, Self.banner]) + [0x0A])
        #expect(try Self.merge(base, base + [0x0A], C.catalog([Self.title, Self.cta])).bytes == C.catalog([Self.title, Self.cta]) + [0x0A])
    }
}

extension CatalogMergeTests {
    /// A catalog whose keys are not in Xcode's order cannot be merged entry by entry as it is
    /// read; it is merged whole, keeping its order.
    @Test func aCatalogOutOfXcodesOrderIsMergedWholeKeepingItsOrder() throws {
        func unsorted(_ entries: [(String, JSONValue)]) -> [UInt8] {
            JSONWriter.write(JSONDocument(root: .object([
                C.member("sourceLanguage", .string("en")),
                C.member("strings", .object(entries.map { C.member($0.0, $0.1) })),
                C.member("version", .string("1.0")),
            ])))
        }
        let changedTitle = C.text("offers.title", en: "Deals", es: "Ofertas")
        let outcome = try Self.merge(unsorted([Self.title, Self.banner]), unsorted([changedTitle, Self.banner]), unsorted([Self.title, Self.banner, Self.cta]))
        #expect(outcome.isClean)
        #expect(try JSONParser.parse(outcome.bytes).root["strings"]?.members?.map(\.key) == ["offers.title", "offers.banner", "offers.cta"])
        #expect(try JSONParser.parse(outcome.bytes).root["strings"]?["offers.title"]?.hasSameContent(as: changedTitle.1) == true)
    }
}

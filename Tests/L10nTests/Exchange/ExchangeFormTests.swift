import Foundation
import Testing
@testable import L10nCatalog
@testable import L10nExchange

@Suite struct ExchangeFormTests {
    /// Ids as Xcode writes them in exported XLIFF (see Tests/Fixtures/Exchange/README.md).
    @Test(arguments: [
        ("plural.one", [FormStep.variation(kind: .plural, name: "one")]),
        ("device.iphone", [.variation(kind: .device, name: "iphone")]),
        ("device.iphone.plural.other", [.variation(kind: .device, name: "iphone"), .variation(kind: .plural, name: "other")]),
        ("substitutions.count.plural.few", [.substitution("count"), .variation(kind: .plural, name: "few")]),
        ("substitutions.@DOT.NAME@.plural.one", [.substitution("DOT.NAME"), .variation(kind: .plural, name: "one")]),
        ("substitutions.@A..B@.plural.other", [.substitution("A..B"), .variation(kind: .plural, name: "other")]),
        ("substitutions.é.plural.one", [.substitution("é"), .variation(kind: .plural, name: "one")]),
    ])
    func idsReadAndWriteBack(id: String, path: [FormStep]) {
        #expect(ExchangeForm(id: id)?.path == path)
        #expect(ExchangeForm(path: path).id == id)
    }

    @Test(arguments: ["text", "plural", "plural.", "plural.one.", ".plural.one", "width.compact", "substitutions.count", "substitutions.@a.b", "plural..one"])
    func anythingElseIsNoForm(id: String) {
        #expect(ExchangeForm(id: id) == nil)
    }

    /// Keys may contain `|==|` themselves: only a form after the last one splits the id.
    @Test(arguments: [
        ("simple", "simple", ""),
        ("key|==|plural.one", "key", "plural.one"),
        ("varied|==|key|==|plural.one", "varied|==|key", "plural.one"),
        ("literal|==|text", "literal|==|text", ""),
        ("trailing|==|", "trailing|==|", ""),
        ("", "", ""),
    ])
    func unitIDsSplitAtTheLastSeparatorBeforeAForm(id: String, key: String, form: String) {
        let split = ExchangeForm.split(unitID: id)
        #expect(split.key == key)
        #expect(split.form.id == form)
    }

    /// The separator is found byte by byte in ASCII ids: the same split as Foundation's search,
    /// which other ids still take, where a mark after a `|` joins it into another character.
    @Test(arguments: [
        "key|==|plural.one", "a|==|b|==|plural.other", "a|==||==|plural.one", "|==|plural.one", "a|==|", "|==|", "a|=|plural.one",
        "a|==|plural.one|==|x", "a|===|plural.one", "a||==||plural.one", "a\r\n|==|plural.one", "é|==|plural.one",
        "a|==|\u{301}plural.one", "a|==|plural.one|==|\u{301}x", "a|\u{301}==|plural.one", "\u{600}|==|plural.one", "日本|==|device.mac",
    ])
    func unitIDsSplitAsFoundationFindsTheLastSeparator(id: String) {
        var expected = (key: id, form: ExchangeForm(path: []))
        if let range = id.range(of: ExchangeForm.separator, options: .backwards), let form = ExchangeForm(id: String(id[range.upperBound...])),
           !form.path.isEmpty {
            expected = (String(id[..<range.lowerBound]), form)
        }
        let split = ExchangeForm.split(unitID: id)
        #expect(split.key == expected.key && split.form == expected.form)
    }
}

import Foundation
import Testing
@testable import L10nJSON
@testable import L10nCatalog

@Suite struct CatalogEditingTests {
    static let offersPath = PackagePaths.root.appendingPathComponent("Catalogs/Offers/Offers.xcstrings")

    func offers() throws -> (Catalog, [String]) {
        let bytes = try [UInt8](Data(contentsOf: Self.offersPath))
        return (try Catalog(bytes: bytes), lines(bytes))
    }

    func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
    }

    @Test func sampleCatalogRoundTripsByteForByte() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.offersPath))
        #expect(try Catalog(bytes: bytes).serialized() == bytes)
    }

    @Test func readsEntriesLocalizationsAndForms() throws {
        let (catalog, _) = try offers()
        #expect(catalog.sourceLanguage == "en")
        let remaining = try #require(catalog.entry(forKey: "offers.detail.remaining"))
        #expect(remaining.extractionState == .manual)
        let english = try #require(remaining.localization("en"))
        #expect(english.content.stringUnit?.value == "%#@coupons@ left")
        #expect(english.content.substitutions.map(\.name) == ["coupons"])
        #expect(english.content.substitutions.first?.argumentNumber == 1)
        #expect(english.content.forms.map(\.name) == ["", "substitution 'coupons' plural.one", "substitution 'coupons' plural.other"])
    }

    @Test func insertingAnEntryChangesOnlyItsLines() throws {
        var (catalog, before) = try offers()
        try catalog.insertEntry(key: "offers.emptyState.subtitle", value: Catalog.entryValue(comment: nil, localizations: []))
        let after = lines(catalog.serialized())
        let difference = after.difference(from: before)
        #expect(difference.removals.isEmpty)
        #expect(difference.insertions.count == 3)
        let inserted = difference.insertions.compactMap { change -> String? in
            if case .insert(_, let line, _) = change { return line }
            return nil
        }
        #expect(inserted == ["    \"offers.emptyState.subtitle\" : {", "      \"extractionState\" : \"manual\"", "    },"])
        let keys = catalog.keys
        #expect(keys == keys.sorted(by: XcodeOrder.areInIncreasingOrder))
    }

    @Test func refusesDuplicateInsertAndUnknownKeys() throws {
        var (catalog, _) = try offers()
        #expect(throws: Catalog.EditError.keyExists("offers.list.count")) {
            try catalog.insertEntry(key: "offers.list.count", value: .object([]))
        }
        #expect(throws: Catalog.EditError.keyNotFound("offers.nope.nope")) {
            try catalog.setExtractionState(.manual, forKey: "offers.nope.nope")
        }
    }

    @Test func setsExtractionStateInXcodesFieldOrder() throws {
        var catalog = try Catalog(bytes: Array(#"{"sourceLanguage":"en","strings":{"a.b.c":{"comment":"c","localizations":{}}},"version":"1.0"}"#.utf8))
        try catalog.setExtractionState(.manual, forKey: "a.b.c")
        #expect(catalog.entry(forKey: "a.b.c")?.value.members?.map(\.key) == ["comment", "extractionState", "localizations"])
    }

    @Test func setsAndRemovesLocalizations() throws {
        var (catalog, _) = try offers()
        try catalog.setLocalization(Catalog.stringUnitContent("Angebote"), language: "de", forKey: "offers.list.header")
        #expect(catalog.entry(forKey: "offers.list.header")?.localizations.map(\.language) == ["de", "en", "es"])
        try catalog.removeLocalization(language: "es", forKey: "offers.list.header")
        #expect(catalog.entry(forKey: "offers.list.header")?.localizations.map(\.language) == ["de", "en"])
    }

    @Test func removingAnEntryRemovesOnlyItsLines() throws {
        var (catalog, before) = try offers()
        try catalog.removeEntry(key: "offers.emptyState.title")
        let difference = lines(catalog.serialized()).difference(from: before)
        #expect(difference.insertions.isEmpty || difference.insertions.count == 1)
        #expect(!catalog.contains(key: "offers.emptyState.title"))
    }

    @Test func keepsUnknownFieldsInPlace() throws {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a.b.c\" : {\n      \"futureField\" : [\n        1\n      ],\n      \"extractionState\" : \"stale\"\n    }\n  },\n  \"version\" : \"1.3\"\n}"
        var catalog = try Catalog(bytes: Array(text.utf8))
        try catalog.setExtractionState(.manual, forKey: "a.b.c")
        #expect(String(decoding: catalog.serialized(), as: UTF8.self) == text.replacingOccurrences(of: "stale", with: "manual"))
    }

    @Test func sortsEveryObjectInXcodeOrder() throws {
        var catalog = try Catalog(bytes: Array(#"{"version":"1.0","strings":{"b.x.item10":{},"b.x.item2":{"localizations":{"es":{},"en":{}},"comment":"c"},"A.x.y":{}},"sourceLanguage":"en"}"#.utf8))
        catalog.sortMembers()
        #expect(catalog.document.root.members?.map(\.key) == ["sourceLanguage", "strings", "version"])
        #expect(catalog.keys == ["A.x.y", "b.x.item2", "b.x.item10"])
        #expect(catalog.entry(forKey: "b.x.item2")?.value.members?.map(\.key) == ["comment", "localizations"])
    }
}

@Suite struct LocalizationContentTests {
    static let content = LocalizationContent(try! JSONParser.parse(#"""
        { "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
          "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "new", "value" : "%arg item" } },
            "other" : { "stringUnit" : { "value" : "" } } } } } },
          "variations" : { "device" : { "mac" : { "variations" : { "plural" : {
            "other" : { "stringUnit" : { "state" : "translated", "value" : "deep" } } } } } } } }
        """#).root)

    @Test func containsAgreesWithForms() {
        let content = Self.content
        let forms = content.forms
        for predicate: (String) -> Bool in [{ $0 == "deep" }, { $0.isEmpty }, { $0.contains("item") }, { $0 == "absent" }] {
            #expect(content.containsText(where: predicate) == forms.contains { predicate($0.unit.value ?? "") })
        }
        #expect(content.containsState(where: { $0 == .new }))
        #expect(content.containsState(where: { $0 == nil }))
        #expect(!content.containsState(where: { $0 == .stale }))
    }
}

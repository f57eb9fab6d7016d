import Testing
@testable import L10nCore
@testable import L10nChecks

@Suite struct PluralFormsCheckTests {
    func found(_ localizations: String) throws -> [Diagnostic] {
        try findings(of: PluralFormsCheck.self, in: catalog(localizations: localizations))
    }

    @Test func regionAndScriptVariantsUseTheirBaseLanguage() {
        #expect(PluralCategories.categories(of: "pt-BR") == ["one", "many", "other"])
        #expect(PluralCategories.categories(of: "zh-Hans") == ["other"])
        #expect(PluralCategories.categories(of: "sr_Latn") == ["one", "few", "other"])
        #expect(PluralCategories.categories(of: "he") == ["one", "two", "other"])
        #expect(PluralCategories.categories(of: "tlh") == nil)
    }

    @Test func missingOtherIsAnErrorAndOtherGapsAreWarnings() throws {
        let noOther = try found(plural("en", [("one", "%lld item")]))
        #expect(noOther.map(\.severity) == [.error])
        #expect(noOther.first?.message == "Key 'shop.cart.count' has a plural variation in 'en' without 'other'; add the 'other' case, which every number falls back to.")

        let russian = try found(plural("ru", [("one", "%lld товар"), ("other", "%lld товара")]))
        #expect(russian.map(\.severity) == [.warning])
        #expect(russian.first?.message == "Key 'shop.cart.count' lacks the 'ru' plural cases 'few' and 'many'; add them, since 'ru' uses 'one', 'few', 'many' and 'other'.")
    }

    @Test func unusedCategoriesAreWarnedButZeroIsAlwaysAllowed() throws {
        let english = try found(plural("en", [("zero", "No items"), ("one", "%lld item"), ("two", "%lld items"), ("other", "%lld items")]))
        #expect(english.map(\.message) == ["Key 'shop.cart.count' has the 'en' plural case 'two', which 'en' never uses; remove it."])
        #expect(english.first?.severity == .warning)
    }

    @Test func unknownLanguagesNeedOnlyOther() throws {
        #expect(try found(plural("tlh", [("few", "x"), ("other", "y")])).isEmpty)
        #expect(try found(plural("tlh", [("few", "x")])).map(\.severity) == [.error])
    }

    @Test func pluralsInsideSubstitutionsAndDevicesAreChecked() throws {
        let substitution = #""es" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } }"#
        #expect(try found(substitution).map(\.message) == [
            "Key 'shop.cart.count' lacks the 'es' plural case 'many' (substitution 'n'); add it, since 'es' uses 'one', 'many' and 'other'.",
        ])
        let device = #""ja" : { "variations" : { "device" : { "mac" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } } } } }"#
        #expect(try found(device).map(\.message) == [
            "Key 'shop.cart.count' has a plural variation in 'ja' (device.mac) without 'other'; add the 'other' case, which every number falls back to.",
        ])
    }
}

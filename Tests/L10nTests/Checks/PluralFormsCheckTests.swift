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

    /// A code already in base form is looked up as it is; every other code through its base
    /// language, as before.
    @Test func aCodeIsLookedUpAsItsBaseLanguage() {
        #expect(PluralCategories.categories(of: "ES") == ["one", "many", "other"])
        #expect(PluralCategories.categories(of: "Pt_br") == ["one", "many", "other"])
        #expect(PluralCategories.categories(of: "fil") == ["one", "other"])
        for code in ["", "-", "_", "es", "ES", "eS", "es-", "-es", "pt-BR", "zh-Hant-TW", "fil", "tlh", "e s", "é", "ru1", "ar_EG", "iw", "İt", "K",
                     "abcdefgh", "abcdefghi", "aaaaaaaaes", "\u{0}es", "es\u{0}", "es-\u{301}x", "es\u{301}-x", "-\u{301}es", "ES\r\n-x",
                     "abcdefgh-x", "abcdefghi-x", "ABCDEFGH_x", "1es-x", "es-ES-x", "ES_es", "Zh-HANS", "sr_Latn", "pt-", "@s-x", "[s-x", "`s-x", "{s-x"] {
            #expect(PluralCategories.categories(of: code) == PluralCategories.categoriesByLanguage[PluralCategories.baseLanguage(of: code)]?.names, "\(code)")
        }
        // An ASCII code with a region or script is found by its base language's packed bytes.
        #expect(PluralCategories.packedBaseLanguage("pt-BR") == PluralCategories.packed("pt"))
        #expect(PluralCategories.packedBaseLanguage("ZH_Hans") == PluralCategories.packed("zh"))
        #expect(PluralCategories.packedBaseLanguage("es-\u{301}x") == nil && PluralCategories.packedBaseLanguage("-es") == nil)
        // Every code of the table is found by its packed bytes, as itself, capitalised and with a region.
        #expect(PluralCategories.byPackedCode.count == PluralCategories.categoriesByLanguage.count)
        for (code, set) in PluralCategories.categoriesByLanguage {
            for spelling in [code, code.uppercased(), code + "-Latn", code + "_\(code.uppercased())"] {
                #expect(PluralCategories.set(of: spelling)?.names == set.names, "\(spelling)")
                #expect(PluralCategories.set(of: spelling)?.bits == set.names.reduce(0) { $0 | PluralCategories.bit($1) }, "\(spelling)")
            }
        }
        // Codes that pack alike would share a place: each packs to its own number.
        let codes = ["a", "b", "z", "aa", "ab", "ba", "zz", "aaa", "abcdefgh", "hgfedcba", "zzzzzzzz"]
        #expect(Set(codes.compactMap(PluralCategories.packed)).count == codes.count)
        #expect(PluralCategories.packed("") == nil && PluralCategories.packed("abcdefghi") == nil && PluralCategories.packed("aB") == nil)
    }

    /// Only CLDR's six names have a bit, each its own; any other spelling has none.
    @Test func eachCategoryNameHasABitOfItsOwn() {
        let bits = PluralCategories.order.map(PluralCategories.bit)
        #expect(Set(bits).count == 6 && bits.allSatisfy { $0 != 0 && $0 & ($0 - 1) == 0 })
        for name in ["", "One", "ONE", "ones", "on", "othe", "others", "zero ", " few", "fe\u{301}w", "mány", "two\0", "plural", "iphone"] {
            #expect(PluralCategories.bit(name) == 0, "\(name)")
        }
    }

    /// The findings for every variation whose cases are two of a pool of names (CLDR's, a
    /// repeat, names that only look like them), in languages of every size of category set
    /// and an unknown one, are those the rule gives when each name is searched for in turn.
    @Test func everyMixOfCasesIsJudgedByTheRule() throws {
        let pool = ["zero", "one", "two", "few", "many", "other", "Other", "ones", "", "few"]
        for language in ["ja", "en", "es", "he", "ru", "ar", "lv", "tlh"] {
            for first in pool.indices {
                for second in pool.indices {
                    let cases = [pool[first], pool[second], "other"].enumerated().filter { $0.offset < 2 || first % 3 == 0 }.map(\.element)
                    let found = try found(plural(language, cases.map { ($0, "x") })).map(\.message)
                    #expect(found == ruleMessages(cases, language: language), "\(language) \(cases)")
                }
            }
        }
    }

    /// The rule as written: each category searched for among the cases, each case among the categories.
    private func ruleMessages(_ cases: [String], language: String) -> [String] {
        let key = "shop.cart.count"
        func list(_ names: [String]) -> String {
            let quoted = names.map { "'\($0)'" }
            return quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1] : quoted.joined()
        }
        guard cases.contains("other") else {
            return ["Key '\(key)' has a plural variation in '\(language)' without 'other'; add the 'other' case, which every number falls back to."]
        }
        guard let categories = PluralCategories.categories(of: language) else { return [] }
        var messages: [String] = []
        let missing = categories.filter { !cases.contains($0) }
        if !missing.isEmpty {
            messages.append(
                "Key '\(key)' lacks the '\(language)' plural \(missing.count == 1 ? "case" : "cases") \(list(missing)); add \(missing.count == 1 ? "it" : "them"), since '\(language)' uses \(list(categories)).")
        }
        for name in cases where name != "zero" && !categories.contains(name) {
            messages.append("Key '\(key)' has the '\(language)' plural case '\(name)', which '\(language)' never uses; remove it.")
        }
        return messages
    }
}

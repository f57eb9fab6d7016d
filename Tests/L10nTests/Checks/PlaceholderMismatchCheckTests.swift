import Testing
@testable import L10nChecks

@Suite struct PlaceholderMismatchCheckTests {
    func messages(_ localizations: String) throws -> [String] {
        try findings(of: PlaceholderMismatchCheck.self, in: catalog(localizations: localizations)).map(\.message)
    }

    @Test func reorderingAndLiteralPercentAreFine() throws {
        #expect(try messages(unit("en", "%1$@ paid %2$.2f (100%%)") + ", " + unit("es", "%2$.2f pagados por %1$@")).isEmpty)
        #expect(try messages(unit("en", "%@ and %@") + ", " + unit("es", "%2$@ y %1$@")).isEmpty)
    }

    @Test func reportsTypeCountAndPositionDifferences() throws {
        #expect(try messages(unit("en", "%lld left") + ", " + unit("es", "Quedan %@")) == [
            "Key 'shop.cart.count' reads argument 1 as object (%@) in 'es' but as integer in 'en'; use the same format specifier as 'en'.",
        ])
        #expect(try messages(unit("en", "%@ left") + ", " + unit("es", "Quedan")) == [
            "Key 'shop.cart.count' has no placeholder for argument 1 in 'es' though 'en' has one; add it with the same specifier as 'en'.",
        ])
        #expect(try messages(unit("en", "%@ left") + ", " + unit("es", "%1$@ y %2$@")) == [
            "Key 'shop.cart.count' uses argument 2 in 'es', which 'en' does not have; remove the placeholder or correct its number.",
        ])
        // One argument read as two types is format-specifier's finding (FormatChecksTests).
        #expect(try messages(unit("en", "%@") + ", " + unit("es", "%1$@ %1$lld")).isEmpty)
    }

    @Test func pluralCasesFallBackToOtherAndMayOmitTheCount() throws {
        let source = plural("en", [("one", "%lld item"), ("other", "%lld items")])
        #expect(try messages(source + ", " + plural("es", [("one", "Un artículo"), ("many", "%lld de artículos"), ("other", "%lld artículos")])).isEmpty)
        #expect(try messages(source + ", " + plural("es", [("one", "%lld artículo"), ("other", "Artículos")])) == [
            "Key 'shop.cart.count' has no placeholder for argument 1 in 'es' (plural.other) though 'en' has one; add it with the same specifier as 'en'.",
        ])
        #expect(try messages(source + ", " + plural("es", [("many", "%@ artículos"), ("other", "%lld artículos")])) == [
            "Key 'shop.cart.count' reads argument 1 as object (%@) in 'es' (plural.many) but as integer in 'en'; use the same format specifier as 'en'.",
        ])
    }

    @Test func aCaseMayShowTheCountTheSourceLeftOut() throws {
        let source = plural("en", [("one", "One item"), ("other", "%lld items")])
        #expect(try messages(source + ", " + plural("es", [("one", "%lld artículo"), ("other", "%lld artículos")])).isEmpty)
    }

    @Test func pluralTranslationOfPlainSourceAndViceVersa() throws {
        #expect(try messages(unit("en", "%lld items") + ", " + plural("es", [("one", "Un artículo"), ("other", "%lld artículos")])).isEmpty)
        #expect(try messages(plural("en", [("one", "%lld item"), ("other", "%lld items")]) + ", " + unit("ja", "%lld 個")).isEmpty)
        #expect(try messages(plural("en", [("one", "%lld item"), ("other", "%lld items")]) + ", " + unit("ja", "%@ 個")).count == 1)
    }

    static func substitution(_ language: String, text: String, specifier: String, cases: [(String, String)]) -> String {
        let members = cases.map { #""\#($0.0)" : { "stringUnit" : { "state" : "translated", "value" : "\#($0.1)" } }"# }
        return #""\#(language)" : { "stringUnit" : { "state" : "translated", "value" : "\#(text)" }, "substitutions" : { "coupons" : { "argNum" : 1, "formatSpecifier" : "\#(specifier)", "variations" : { "plural" : { "# + members.joined(separator: ", ") + " } } } } }"
    }

    @Test func substitutionsAreComparedByTheirSpecifierAndArg() throws {
        let source = Self.substitution("en", text: "%#@coupons@ left", specifier: "lld", cases: [("one", "%arg coupon"), ("other", "%arg coupons")])
        let good = Self.substitution("es", text: "%#@coupons@", specifier: "lld", cases: [("one", "Queda un cupón"), ("many", "Quedan %arg cupones"), ("other", "Quedan %arg cupones")])
        #expect(try messages(source + ", " + good).isEmpty)

        let lostArg = Self.substitution("es", text: "%#@coupons@", specifier: "lld", cases: [("one", "Queda %arg cupón"), ("other", "Quedan cupones")])
        #expect(try messages(source + ", " + lostArg) == [
            "Key 'shop.cart.count' leaves out %arg in 'es' (substitution 'coupons' plural.other) though 'en' shows it; add %arg where the number goes.",
        ])

        let wrongSpecifier = Self.substitution("es", text: "%#@coupons@", specifier: "@", cases: [("one", "%arg cupón"), ("other", "%arg cupones")])
        #expect(try messages(source + ", " + wrongSpecifier) == [
            "Key 'shop.cart.count' reads argument 1 as object (%@) in 'es' but as integer in 'en'; use the same format specifier as 'en'.",
        ])
    }

    @Test func deviceVariationsFallBackToOther() throws {
        let source = #""en" : { "variations" : { "device" : { "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click %@" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap %@" } } } } }"#
        let translation = #""es" : { "variations" : { "device" : { "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Toca %lld" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "Toca %@" } } } } }"#
        let found = try findings(of: PlaceholderMismatchCheck.self, in: catalog(localizations: source + ", " + translation))
        #expect(found.map(\.message) == [
            "Key 'shop.cart.count' reads argument 1 as integer in 'es' (device.iphone) but as object (%@) in 'en'; use the same format specifier as 'en'.",
        ])
        #expect(found.first?.language == "es")
    }

    @Test func entriesWithoutSourceTextAreSkipped() throws {
        #expect(try messages(unit("es", "%@") + ", " + unit("fr", "%lld")).isEmpty)
    }
}

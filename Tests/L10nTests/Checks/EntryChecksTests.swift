import Testing
@testable import L10nChecks

/// Checks of keys and entries beyond their description examples.
@Suite struct EntryChecksTests {
    @Test(arguments: ["shop.home.title", "shop.home.title_short", "shop2.checkoutFlow.step2Title", "a.b.c", "shop.home.item_2_label"])
    func wellFormedKeys(key: String) {
        #expect(KeyRules.problem(in: key) == nil)
    }

    @Test(arguments: [
        ("shop.home", "has 2 dot-separated segments instead of 3"),
        ("shop.home.title.extra", "has 4 dot-separated segments instead of 3"),
        ("shop..title", "has section '', which must be lowerCamelCase"),
        ("2shop.home.title", "has feature '2shop', which must be lowercase letters and digits"),
        ("shop_app.home.title", "has feature 'shop_app', which must be lowercase letters and digits"),
        ("shop.home_screen.title", "has section 'home_screen', which must be lowerCamelCase"),
        ("shop.home.Title", "has element 'Title', which must be lowerCamelCase or snake_case"),
        ("shop.home.title_", "has element 'title_', which must be lowerCamelCase or snake_case"),
        ("shop.home.snake_Case", "has element 'snake_Case', which must be lowerCamelCase or snake_case"),
        ("shop.home.%lld items", "contains a space"),
        ("shop.home.%lldItems", "contains the format specifier '%lld'"),
        ("shop.home.títle", "has element 'títle', which must be lowerCamelCase or snake_case"),
    ])
    func malformedKeys(key: String, problem: String) {
        #expect(KeyRules.problem(in: key) == problem)
    }

    @Test func keyFeatureNamesTheCatalogAndTheRightPrefix() throws {
        let found = try findings(of: KeyFeatureCheck.self, in: catalog(key: "offers.home.title", localizations: unit("en", "x")), fileName: "Catalogs/SignIn/SignIn.xcstrings")
        #expect(found.map(\.message) == [
            "Key 'offers.home.title' belongs to feature 'offers' but is in SignIn.xcstrings; move it to the 'offers' catalog or rename it to start with 'signin.'.",
        ])
    }

    @Test func aWronglyCasedFeatureIsLeftToKeyFormat() throws {
        #expect(try findings(of: KeyFeatureCheck.self, in: catalog(key: "SignIn.home.title", localizations: unit("en", "x")), fileName: "SignIn.xcstrings").isEmpty)
    }

    @Test func untranslatableEntriesNeedOnlyTheSourceLanguage() throws {
        let text = #"{ "sourceLanguage" : "en", "strings" : { "shop.home.brand" : { "shouldTranslate" : false, "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } } }"#
        let found = try findings(of: MissingTranslationCheck.self, in: text)
        #expect(found.map(\.language) == ["en"])
    }

    @Test func requiredLanguagesComeFromOptions() throws {
        let options = CheckOptions(requiredLanguages: ["en", "es", "pt-BR"])
        let found = try findings(of: MissingTranslationCheck.self, in: catalog(localizations: unit("en", "x") + ", " + unit("es", "y")), options: options)
        #expect(found.map(\.message) == ["Key 'shop.cart.count' has no 'pt-BR' translation; translate it into 'pt-BR'."])
    }

    @Test func staleEntriesAreStaleEntryFindingsOnly() throws {
        let text = #"{ "sourceLanguage" : "en", "strings" : { "shop.a.b" : { "extractionState" : "stale" }, "shop.a.c" : { "extractionState" : "migrated" } } }"#
        #expect(try findings(of: StaleEntryCheck.self, in: text).map(\.key) == ["shop.a.b"])
        #expect(try findings(of: ExtractionStateCheck.self, in: text).map(\.key) == ["shop.a.c"])
    }

    @Test func emptyAndUnreviewedTextIsFoundInEveryForm() throws {
        let localizations = plural("en", [("one", " "), ("other", "%lld items")]) + ", " + unit("es", "", state: "new")
        let empty = try findings(of: EmptyTranslationCheck.self, in: catalog(localizations: localizations))
        #expect(empty.map(\.message) == [
            "Key 'shop.cart.count' has empty 'en' text (plural.one); write the text or remove the localization.",
            "Key 'shop.cart.count' has empty 'es' text; write the text or remove the localization.",
        ])
        let unreviewed = try findings(of: UnreviewedTranslationCheck.self, in: catalog(localizations: localizations))
        #expect(unreviewed.map(\.message) == ["Key 'shop.cart.count' has 'es' text in state 'new'; review it and mark it translated."])
    }

    @Test func duplicatesAreFoundInLargeObjectsAndOutsideStrings() throws {
        let keys = (0..<40).map { #""shop.list.item\#($0)" : {}"# }.joined(separator: ", ")
        let text = #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "# + keys + #", "shop.list.item7" : {} }, "version" : "1.1" }"#
        let found = try findings(of: DuplicateKeyCheck.self, in: text)
        #expect(found.map(\.key) == ["shop.list.item7", nil])
        #expect(found.last?.message == "The catalog has 'version' twice in one object (first on line 1); keep only one of them.")
    }

    @Test func caseCollisionsIgnoreExactDuplicates() throws {
        let text = #"{ "sourceLanguage" : "en", "strings" : { "shop.a.b" : {}, "shop.a.b" : {}, "shop.A.b" : {} } }"#
        #expect(try findings(of: CaseCollisionCheck.self, in: text).map(\.key) == ["shop.A.b"])
    }

    /// `%%` looked for in the bytes first gives what the search of the text gives, whatever
    /// stands around or between the two signs.
    @Test func aDoublePercentIsFoundAsTheSearchFindsIt() {
        for text in ["", "%", "%%", "a%%b", "%1$@ of %2$@", "%1$@%%", "%\u{301}%", "%%\u{301}", "%\u{301}%%", "%\u{200B}%", "％％", "%％",
                     "\u{0}%%", "%%%", "100%% sure", "e\u{301}%%", "%\r\n%"] {
            #expect(EntrySourceText.hasDoublePercent(text) == text.contains("%%"), "\(text.debugDescription)")
        }
    }

    /// A key kept as it is when lowercasing would give it back, lowercased otherwise: the same
    /// form either way, for ASCII, capitals anywhere, and letters whose case lies outside ASCII.
    @Test func aKeyIsFoldedAsLowercasingFoldsIt() throws {
        for key in ["", "shop.home.title", "Shop.home", "shop.homE", "@A[Z`a{z", "a\u{0}Z\u{7F}", "\r\n", "straße", "ÅBC", "İstanbul",
                    "ΣΑΣ", "\u{212A}elvin", "ǅ", "e\u{301}", "ｓｈｏｐ．Ａ"] {
            #expect(CaseCollisionCheck.folded(key) == key.lowercased(), "\(key)")
            #expect(CaseCollisionCheck.folded(key).utf8.elementsEqual(key.lowercased().utf8), "\(key)")
        }
        let text = #"{ "sourceLanguage" : "en", "strings" : { "shop.home" : {}, "shop.Home" : {}, "shop.ÅB" : {}, "shop.åb" : {}, "shop.x" : {} } }"#
        #expect(try findings(of: CaseCollisionCheck.self, in: text).map(\.key) == ["shop.Home", "shop.åb"])
    }
}

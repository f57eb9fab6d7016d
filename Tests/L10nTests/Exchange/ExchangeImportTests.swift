import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nReporting
@testable import L10nExchange

/// The import planner on tiny catalogs: what is written, what is skipped and why.
@Suite struct ExchangeImportTests {
    /// A catalog in Xcode's format from compact JSON.
    static func catalog(_ strings: String) throws -> String {
        try formatted(#"{ "sourceLanguage" : "en", "strings" : { \#(strings) }, "version" : "1.0" }"#)
    }

    static func formatted(_ json: String) throws -> String {
        String(decoding: JSONWriter.write(try JSONParser.parse(Array(json.utf8))), as: UTF8.self)
    }

    static func xliff(_ units: String, language: String = "es") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2"><file original="Shop.xcstrings" source-language="en" target-language="\(language)" datatype="plaintext"><body>
        \(units)
        </body></file></xliff>
        """
    }

    static func unit(_ id: String, _ target: String, state: String? = nil) -> String {
        "<trans-unit id=\"\(id)\"><source>x</source><target\(state.map { " state=\"\($0)\"" } ?? "")>\(target)</target></trans-unit>"
    }

    struct Outcome {
        var plan: ExchangeImport.Plan
        /// The catalog's new text, or nil when it is not rewritten.
        var catalog: String?
        var counts: ExchangeImport.Counts { plan.catalogs.first?.counts ?? ExchangeImport.Counts() }
        var findings: [String] { plan.findings.map { XcodeReporter.line($0) } }
    }

    static func importing(_ xliff: String, into catalog: String, options: ExchangeImport.Options = ExchangeImport.Options()) throws -> Outcome {
        let document = try XLIFFFormat.read(Array(xliff.utf8))
        let plan = ExchangeImport.plan(
            [ExchangeImport.Input(path: "es.xliff", document: document)],
            catalogPaths: ["Shop.xcstrings": "Shop.xcstrings"],
            catalogs: ["Shop.xcstrings": .bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(catalog.utf8)))], options: options)
        return Outcome(plan: plan, catalog: plan.writes.first.map { String(decoding: $0.content.bytes, as: UTF8.self) })
    }

    /// The `localizations` member of `key` in a catalog's text, as Xcode writes it.
    static func localization(_ language: String, of key: String, in text: String?) throws -> String? {
        guard let text else { return nil }
        let catalog = try Catalog(bytes: Array(text.utf8))
        return catalog.entry(forKey: key)?.localization(language).map { String(decoding: JSONWriter.write($0.content.value), as: UTF8.self) }
    }

    static let pluralCatalog = #"""
        "shop.cart.count" : { "localizations" : { "en" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } } } },
        "shop.home.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello %@" } } } }
        """#

    @Test func aNewPluralGetsTheTargetLanguagesCasesInXcodesOrder() throws {
        let outcome = try Self.importing(Self.xliff("""
            \(Self.unit("shop.cart.count|==|plural.one", "%lld artículo"))
            \(Self.unit("shop.cart.count|==|plural.other", "%lld artículos"))
            \(Self.unit("shop.cart.count|==|plural.many", "%lld de artículos"))
            """), into: try Self.catalog(Self.pluralCatalog))
        #expect(outcome.findings == [])
        #expect(outcome.counts.added == 3)
        #expect(try Self.localization("es", of: "shop.cart.count", in: outcome.catalog) == Self.formatted("""
            { "variations" : { "plural" : {
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld de artículos" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículo" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld artículos" } } } } }
            """))
    }

    /// The unit is skipped with `placeholder-mismatch`'s own words; the rest is imported.
    @Test func aUnitWithOtherPlaceholdersIsSkippedAlone() throws {
        let outcome = try Self.importing(Self.xliff("""
            \(Self.unit("shop.home.title", "Hola %lld"))
            \(Self.unit("shop.cart.count|==|plural.one", "%lld artículo"))
            \(Self.unit("shop.cart.count|==|plural.many", "%lld de artículos"))
            \(Self.unit("shop.cart.count|==|plural.other", "%lld artículos"))
            """), into: try Self.catalog(Self.pluralCatalog))
        #expect(outcome.findings == [
            "es.xliff:3:52: error: Key 'shop.home.title' reads argument 1 as integer in 'es' but as object (%@) in 'en'; use the same format specifier as 'en'. [placeholder-mismatch]\n"
        ])
        #expect(outcome.counts.added == 3)
        #expect(outcome.counts.skipped == [.failedCheck: 1])
        #expect(try Self.localization("es", of: "shop.home.title", in: outcome.catalog) == nil)
    }

    /// Six plural cases write 19 members, more than are compared in turn: a finding about the
    /// last unit is still traced back to it alone.
    @Test func aFindingIsTracedToItsUnitAmongManyMembers() throws {
        let outcome = try Self.importing(Self.xliff("""
            \(Self.unit("shop.cart.count|==|plural.zero", "%lld a"))
            \(Self.unit("shop.cart.count|==|plural.one", "%lld b"))
            \(Self.unit("shop.cart.count|==|plural.two", "%lld c"))
            \(Self.unit("shop.cart.count|==|plural.few", "%lld d"))
            \(Self.unit("shop.cart.count|==|plural.other", "%lld e"))
            \(Self.unit("shop.cart.count|==|plural.many", "%@ f"))
            """, language: "ar"), into: try Self.catalog(Self.pluralCatalog), options: ExchangeImport.Options(languages: ["en", "ar"]))
        #expect(outcome.findings.count == 1)
        #expect(outcome.findings.allSatisfy { $0.hasPrefix("es.xliff:8:") && $0.contains("[placeholder-mismatch]") }, "\(outcome.findings)")
        #expect(outcome.counts.added == 5)
        #expect(outcome.counts.skipped == [.failedCheck: 1])
        #expect(try Self.localization("ar", of: "shop.cart.count", in: outcome.catalog)?.contains("many") == false)
    }

    @Test func aPluralCaseTheLanguageNeverUsesIsSkipped() throws {
        let outcome = try Self.importing(Self.xliff("""
            \(Self.unit("shop.cart.count|==|plural.one", "%lld artículo"))
            \(Self.unit("shop.cart.count|==|plural.few", "%lld artículos"))
            \(Self.unit("shop.cart.count|==|plural.many", "%lld de artículos"))
            \(Self.unit("shop.cart.count|==|plural.other", "%lld artículos"))
            """), into: try Self.catalog(Self.pluralCatalog))
        #expect(outcome.findings == [
            "es.xliff:4:66: error: Key 'shop.cart.count' has the 'es' plural case 'few', which 'es' never uses; remove it. [plural-forms]\n"
        ])
        #expect(outcome.counts.added == 3)
        #expect(try Self.localization("es", of: "shop.cart.count", in: outcome.catalog)?.contains("few") == false)
    }

    /// Without `other` a plural is broken: its cases are not written until `other` comes too.
    @Test func pluralCasesWithoutOtherAreSkipped() throws {
        let outcome = try Self.importing(Self.xliff(Self.unit("shop.cart.count|==|plural.one", "%lld artículo")), into: try Self.catalog(Self.pluralCatalog))
        #expect(outcome.findings == [
            "es.xliff:3:66: error: Key 'shop.cart.count' has a plural variation in 'es' without 'other'; add the 'other' case, which every number falls back to. [plural-forms]\n"
        ])
        #expect(outcome.catalog == nil)
    }

    @Test func blankTextIsAnEmptyTranslationAndEmptyTextNoTranslation() throws {
        let outcome = try Self.importing(Self.xliff("""
            \(Self.unit("shop.home.title", "   "))
            \(Self.unit("shop.cart.count|==|plural.one", ""))
            """), into: try Self.catalog(Self.pluralCatalog))
        #expect(outcome.findings == [
            // Blank text is one defect, empty-translation's; placeholder-mismatch leaves it alone.
            "es.xliff:3:52: error: Key 'shop.home.title' has empty 'es' text; write the text or remove the localization. [empty-translation]\n",
        ])
        #expect(outcome.counts.skipped == [.failedCheck: 1, .noTranslation: 1])
        #expect(outcome.catalog == nil)
    }

    static let translatedCatalog = #"""
        "shop.home.title" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } },
          "es" : { "stringUnit" : { "state" : "translated", "value" : "Inicio" } } } },
        "shop.home.subtitle" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } },
          "es" : { "stringUnit" : { "state" : "needs_review", "value" : "Bienvenido" } } } }
        """#

    @Test func translatedTextIsKeptUnlessOverwriting() throws {
        let file = Self.xliff("\(Self.unit("shop.home.title", "Portada"))\n\(Self.unit("shop.home.subtitle", "Hola"))")
        let kept = try Self.importing(file, into: try Self.catalog(Self.translatedCatalog))
        #expect(kept.counts.skipped == [.alreadyTranslated: 1])
        #expect(kept.counts.updated == 1)
        #expect(try Self.localization("es", of: "shop.home.title", in: kept.catalog)?.contains("Inicio") == true)
        #expect(try Self.localization("es", of: "shop.home.subtitle", in: kept.catalog) == Self.formatted(#"{ "stringUnit" : { "state" : "translated", "value" : "Hola" } }"#))

        let replaced = try Self.importing(file, into: try Self.catalog(Self.translatedCatalog), options: ExchangeImport.Options(review: true, overwrite: true))
        #expect(replaced.counts.updated == 2)
        #expect(try Self.localization("es", of: "shop.home.title", in: replaced.catalog) == Self.formatted(#"{ "stringUnit" : { "state" : "needs_review", "value" : "Portada" } }"#))
    }

    /// Equal text changes nothing, its state included, unless the file approves it.
    @Test func equalTextChangesNothingUnlessMarkedTranslated() throws {
        let same = try Self.importing(Self.xliff("\(Self.unit("shop.home.title", "Inicio"))\n\(Self.unit("shop.home.subtitle", "Bienvenido", state: "needs-review-l10n"))"), into: try Self.catalog(Self.translatedCatalog))
        #expect(same.catalog == nil)
        #expect(same.counts.unchanged == 2)
        let approved = try Self.importing(Self.xliff(Self.unit("shop.home.subtitle", "Bienvenido", state: "final")), into: try Self.catalog(Self.translatedCatalog))
        #expect(approved.counts.updated == 1)
        #expect(try Self.localization("es", of: "shop.home.subtitle", in: approved.catalog) == Self.formatted(#"{ "stringUnit" : { "state" : "translated", "value" : "Bienvenido" } }"#))
    }

    @Test func unknownKeysLanguagesAndCatalogsAreFindings() throws {
        let text = """
            <xliff version="1.2">
            <file original="Shop.xcstrings" source-language="en" target-language="es"><body>
            \(Self.unit("shop.home.gone", "Ido"))
            </body></file>
            <file original="Shop.xcstrings" source-language="en" target-language="xx"><body>
            \(Self.unit("shop.home.title", "Xx"))
            \(Self.unit("shop.home.subtitle", "Xx"))
            </body></file>
            <file original="Other/Missing.xcstrings" source-language="en" target-language="es"><body>
            \(Self.unit("other.a.b", "B"))
            </body></file>
            </xliff>
            """
        let outcome = try Self.importing(text, into: try Self.catalog(Self.translatedCatalog))
        #expect(outcome.findings == [
            "es.xliff:3:51: error: Key 'shop.home.gone' is not in Shop.xcstrings, so its 'es' text was not imported; add the key to the catalog (l10n add, or l10n sync from its key file) and import again. [import-unknown-key]\n",
            "es.xliff:5:1: error: Shop.xcstrings has no 'xx' text and 'xx' is not in --languages (en,es), so its units were not imported; pass --languages en,es,xx to add the language. [import-unknown-language]\n",
            "es.xliff:9:1: error: The catalog 'Other/Missing.xcstrings' is not one of this project's catalogs, so its unit was not imported; run l10n import in the repository the file was exported from. [import-unknown-catalog]\n",
        ])
        #expect(outcome.counts.skipped == [.unknownKey: 1, .unknownLanguage: 2])
        #expect(outcome.catalog == nil)
    }

    @Test func aFormThatDoesNotFitTheTextIsAFinding() throws {
        let outcome = try Self.importing(Self.xliff(Self.unit("shop.home.subtitle|==|plural.other", "Hola")), into: try Self.catalog(Self.translatedCatalog))
        #expect(outcome.findings == [
            "es.xliff:3:71: error: Key 'shop.home.subtitle' has plain text in 'es', so the form 'plural.other' was not imported; translate the forms the key has, or remove its 'es' text first. [import-form-mismatch]\n"
        ])
    }

    static let substitutionCatalog = #"""
        "shop.offer.left" : { "localizations" : { "en" : {
          "stringUnit" : { "state" : "translated", "value" : "%#@coupons@ left" },
          "substitutions" : { "coupons" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg coupon" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg coupons" } } } } } } } } }
        """#

    /// Xcode's spelling (`%1$#@coupons@`, `%1$lld`) becomes the catalog's again, and the
    /// substitution takes its argument from the source.
    @Test func substitutionsAreCreatedAsXcodeDoes() throws {
        let outcome = try Self.importing(Self.xliff("""
            \(Self.unit("shop.offer.left", "Quedan %1$#@coupons@"))
            \(Self.unit("shop.offer.left|==|substitutions.coupons.plural.one", "%1$lld cupón"))
            \(Self.unit("shop.offer.left|==|substitutions.coupons.plural.many", "%1$lld de cupones"))
            \(Self.unit("shop.offer.left|==|substitutions.coupons.plural.other", "%1$lld cupones"))
            """), into: try Self.catalog(Self.substitutionCatalog))
        #expect(outcome.findings == [])
        #expect(try Self.localization("es", of: "shop.offer.left", in: outcome.catalog) == Self.formatted(#"""
            { "stringUnit" : { "state" : "translated", "value" : "Quedan %#@coupons@" },
              "substitutions" : { "coupons" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg de cupones" } },
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg cupón" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg cupones" } } } } } } }
            """#))
    }

    @Test func substitutionCasesWithoutTheTextAroundThemAreSkipped() throws {
        let outcome = try Self.importing(Self.xliff("""
            \(Self.unit("shop.offer.left|==|substitutions.coupons.plural.one", "%1$lld cupón"))
            \(Self.unit("shop.offer.left|==|substitutions.coupons.plural.many", "%1$lld de cupones"))
            \(Self.unit("shop.offer.left|==|substitutions.coupons.plural.other", "%1$lld cupones"))
            \(Self.unit("shop.offer.left|==|substitutions.count.plural.other", "%1$lld"))
            """), into: try Self.catalog(Self.substitutionCatalog))
        #expect(outcome.counts.skipped == [.failedCheck: 4])
        #expect(outcome.findings.first == "es.xliff:3:88: error: Key 'shop.offer.left' has no 'es' text around its substitution 'coupons', so this case was not imported; import the unit 'shop.offer.left' with it. [import-form-mismatch]\n")
        #expect(outcome.findings.last == "es.xliff:6:88: error: Key 'shop.offer.left' has no substitution 'count' in 'en', so the form 'substitutions.count.plural.other' was not imported; export again to get the key's forms as they are now. [import-form-mismatch]\n")
        #expect(outcome.catalog == nil)
    }

    /// A key that contains `|==|` is found whole before the id is split.
    @Test func keysWithTheSeparatorAreFoundWhole() throws {
        let catalog = try Self.catalog(#"""
            "a|==|plural.one" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "A" } } } }
            """#)
        let outcome = try Self.importing(Self.xliff(Self.unit("a|==|plural.one", "Á")), into: catalog)
        #expect(outcome.findings == [])
        #expect(try Self.localization("es", of: "a|==|plural.one", in: outcome.catalog) == Self.formatted(#"{ "stringUnit" : { "state" : "translated", "value" : "Á" } }"#))
    }
}

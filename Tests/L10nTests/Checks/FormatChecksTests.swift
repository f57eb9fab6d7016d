import Testing
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nChecks

/// format-syntax, format-specifier, positional-arguments and placeholder-mismatch together, on
/// entries shaped like the real catalogs in ../shared/corpus: one defect is one finding, and
/// what is not a defect is no finding.
@Suite struct FormatChecksTests {
    /// Every check's findings, as `check-id: message`.
    func allFindings(_ json: String, options: CheckOptions = CheckOptions()) -> [String] {
        let run = Checker.check(catalogs: [(path: "Shop.xcstrings", bytes: Array(json.utf8))], options: options)
        return run.diagnostics.map { "\($0.checkID): \($0.message)" }
    }

    @Test func aLonePercentAfterAnArgumentIsOneFinding() {
        let json = catalog(key: "shop.order.done", localizations: unit("en", "%d%% done") + ", " + unit("es", "%d% hecho"))
        #expect(allFindings(json) == [
            "format-syntax: Key 'shop.order.done' reads '% he' at column 3 of its 'es' text as a format specifier (floating-point), because a space after '%' is a flag; write '%%' for a percent sign, or remove the space if a specifier was meant.",
        ])
        let trailing = catalog(key: "shop.order.done", localizations: unit("en", "Downloading: %d%% complete") + ", " + unit("ru", "Скачивание: %d% завершено") + ", " + unit("es", "Descargando: %d%% completado"))
        #expect(allFindings(trailing) == [
            "format-syntax: Key 'shop.order.done' has a '%' at column 15 of its 'ru' text that starts no format specifier; write '%%' for a percent sign, or correct the specifier.",
        ])
    }

    @Test func withFormatSyntaxOffTheMismatchIsStillReported() {
        let json = catalog(key: "shop.order.done", localizations: unit("en", "%@ posts") + ", " + unit("es", "% publicaciones"))
        #expect(allFindings(json).map { $0.prefix(while: { $0 != ":" }) } == ["format-syntax"])
        let withoutSyntax = CheckOptions(disabled: ["format-syntax"])
        #expect(allFindings(json, options: withoutSyntax) == [
            "placeholder-mismatch: Key 'shop.order.done' has no placeholder for argument 1 in 'es' though 'en' has one; add it with the same specifier as 'en'.",
        ])
    }

    @Test func mixedNumberingIsReported() {
        let json = catalog(key: "shop.order.range", localizations: unit("en", "%1$@ of %2$@") + ", " + unit("es", "%2$@ de %@"))
        #expect(allFindings(json) == [
            "format-syntax: Key 'shop.order.range' mixes numbered and unnumbered arguments in its 'es' text ('%2$@', then '%@' at column 9); number every argument ('%1$…', '%2$…').",
        ])
    }

    @Test func percentSignsInTextWithoutArgumentsAreText() {
        let json = catalog(key: "shop.sale.banner", localizations: unit("en", "50% off, 100% sure") + ", " + unit("es", "50% de descuento"))
        #expect(allFindings(json).isEmpty)
        let literal = catalog(key: "shop.sale.banner", localizations: unit("en", "%lld%% off") + ", " + unit("es", "%lld%% de descuento"))
        #expect(allFindings(literal).isEmpty)
    }

    @Test func numberedArgumentsMayBeReordered() {
        let json = catalog(key: "shop.order.range", localizations: unit("en", "%1$@ of %2$@") + ", " + unit("es", "%2$@ de %1$@"))
        #expect(allFindings(json).isEmpty)
    }

    @Test func angleBracketsAreText() {
        let json = catalog(key: "shop.settings.folders", localizations:
            unit("en", "Add folders (e.g. /Users/<user>/Applications)") + ", " + unit("es", "Añade carpetas (p. ej. /Users/<usuario>/Applications)")
            + ", " + unit("it", "Aggiungi cartelle (es. /Users/<utente>/Applications)"))
        #expect(allFindings(json, options: CheckOptions(requiredLanguages: ["en", "es", "it"])).isEmpty)
    }

    @Test func aOneZeroOrTwoCaseMayLeaveOutTheNumber() {
        let json = catalog(key: "shop.reminder.daily", localizations:
            plural("en", [("one", "Daily"), ("other", "Every %i days")]) + ", "
            + plural("es", [("many", "Cada %i días"), ("one", "Diario"), ("other", "Cada %i días")]) + ", "
            + plural("ar", [("few", "كل %i أيام"), ("many", "كل %i يومًا"), ("one", "يوميًا"), ("other", "كل %i يوم"), ("two", "كل يومين"), ("zero", "أبدًا")]))
        #expect(allFindings(json, options: CheckOptions(requiredLanguages: ["en", "es", "ar"])).isEmpty)
    }

    @Test func aFewOrManyCaseMustShowTheNumber() {
        let json = catalog(key: "shop.reminder.daily", localizations:
            plural("en", [("one", "Daily"), ("other", "Every %i days")]) + ", "
            + plural("es", [("many", "Cada muchos días"), ("one", "Diario"), ("other", "Cada %i días")]))
        #expect(allFindings(json) == [
            "placeholder-mismatch: Key 'shop.reminder.daily' has no placeholder for argument 1 in 'es' (plural.many) though 'en' has one; add it with the same specifier as 'en'.",
        ])
    }

    // MARK: The key as the source text

    @Test func theKeyIsTheSourceWhenTheSourceLanguageHasNoText() throws {
        let json = catalog(key: "Current Keybind: %@", localizations: unit("da", "Nuværende genvejstast:") + ", " + unit("de", "Aktuelle Tastenbelegung: %@"))
        let found = try findings(of: PlaceholderMismatchCheck.self, in: json)
        #expect(found.map(\.message) == [
            "Key 'Current Keybind: %@' has no placeholder for argument 1 in 'da' though the key has one; add it with the same specifier as the key.",
        ])
        #expect(found.map(\.language) == ["da"])
    }

    @Test func anIdentifierKeyWithoutSourceIsOnlyAMissingTranslation() {
        // The key names the text; comparing the translation with it would be a second, wrong finding.
        let json = catalog(key: "shop.cart.count", localizations: unit("es", "%lld artículos"))
        #expect(allFindings(json) == [
            "missing-translation: Key 'shop.cart.count' has no 'en' translation; translate it into 'en'.",
        ])
    }

    @Test func anEmptyTranslationIsOnlyEmpty() {
        let json = catalog(key: "shop.cart.count", localizations: unit("en", "%lld items") + ", " + unit("es", ""))
        #expect(allFindings(json) == [
            "empty-translation: Key 'shop.cart.count' has empty 'es' text; write the text or remove the localization.",
        ])
    }

    @Test func aMalformedKeyThatIsTheSourceIsReported() {
        let json = catalog(key: "50% off %@", localizations: unit("es", "50%% de descuento en %@"))
        #expect(allFindings(json, options: CheckOptions(disabled: ["missing-translation", "key-format"])) == [
            "format-syntax: Key '50% off %@' reads '% o' at column 3 of its key (its 'en' text) as a format specifier (unsigned integer), because a space after '%' is a flag; write '%%' for a percent sign, or remove the space if a specifier was meant.",
        ])
    }

    // MARK: format-specifier

    @Test(arguments: [
        ("Ordered by %s", "uses %s in its 'en' text, which reads a C string pointer, not a Swift String; write %@ and pass a String."),
        ("Ordered by %S", "uses %S in its 'en' text, which reads a pointer to UTF-16 characters, not a Swift String; write %@ and pass a String."),
        ("Grade %c", "uses %c in its 'en' text, which reads a C char, not a Swift Character; write %@ and pass a String."),
        ("Grade %C", "uses %C in its 'en' text, which reads a UTF-16 code unit, not a Swift Character; write %@ and pass a String."),
        ("%@%n", "uses %n in its 'en' text, which writes the count of characters so far through a pointer instead of showing text; remove it."),
        ("Total: %.*f", "uses %.*f in its 'en' text, whose '*' takes a width or precision from an extra argument that no accessor passes; write the number into the specifier (%.2f) or format the value first and pass it with %@."),
        ("%2$@ only", "uses %2$@ in its 'en' text but never argument 1, so the runtime cannot find argument 2; number the arguments from %1$ up without gaps."),
        ("%4$@ and %2$@", "uses %4$@ in its 'en' text but never arguments 1, 3, so the runtime cannot find argument 4; number the arguments from %1$ up without gaps."),
    ])
    func unsafeSpecifiersAreReported(text: String, message: String) throws {
        let json = catalog(key: "shop.order.owner", localizations: unit("en", text))
        #expect(try findings(of: FormatSpecifierCheck.self, in: json).map(\.message) == ["Key 'shop.order.owner' " + message])
    }

    /// `String(format:)` would read one value as two types: XCStrings Tool rejects such a
    /// catalog (`!MismatchingArgumentType`). One finding per text, in any language, and
    /// placeholder-mismatch does not say it a second time.
    @Test func oneArgumentReadAsTwoTypesIsAFindingInAnyLanguage() throws {
        let json = catalog(key: "shop.cart.count", localizations: unit("en", "%1$lld or %1$@") + ", " + unit("es", "%1$lld o %1$@ o %1$f"))
        #expect(allFindings(json) == [
            "format-specifier: Key 'shop.cart.count' reads argument 1 as integer and as object (%@) in its 'en' text; String(format:) would read one value as both, so give each argument one format specifier.",
            "format-specifier: Key 'shop.cart.count' reads argument 1 as integer and as object (%@) in its 'es' text; String(format:) would read one value as both, so give each argument one format specifier.",
        ])
        let translation = catalog(key: "shop.cart.count", localizations: unit("en", "%lld items") + ", " + plural("es", [("one", "%1$lld artículo"), ("many", "%1$lld de artículos"), ("other", "%1$lld artículos (%1$@)")]))
        #expect(allFindings(translation) == [
            "format-specifier: Key 'shop.cart.count' reads argument 1 as integer and as object (%@) in its 'es' text (plural.other); String(format:) would read one value as both, so give each argument one format specifier.",
        ])
        // A substitution's declared specifier types its argument too.
        let substituted = PlaceholderMismatchCheckTests.substitution("en", text: "%1$@: %#@coupons@", specifier: "lld", cases: [("one", "%arg coupon"), ("other", "%arg coupons")])
        #expect(try findings(of: FormatSpecifierCheck.self, in: catalog(localizations: substituted)).map(\.message) == [
            "Key 'shop.cart.count' reads argument 1 as object (%@) and as integer in its 'en' text; String(format:) would read one value as both, so give each argument one format specifier.",
        ])
        // The same number with the same type, and the key standing in for a missing source.
        #expect(try findings(of: FormatSpecifierCheck.self, in: catalog(localizations: unit("en", "%1$lld of %1$lld"))).isEmpty)
        #expect(try findings(of: FormatSpecifierCheck.self, in: catalog(key: "%1$d or %1$@", localizations: unit("es", "%1$d o %1$d"))).map(\.message) == [
            "Key '%1$d or %1$@' reads argument 1 as integer and as object (%@) in its key (its 'en' text); String(format:) would read one value as both, so give each argument one format specifier.",
        ])
    }

    @Test func substitutionsAndPluralFormsFillTheNumbers() throws {
        let source = PlaceholderMismatchCheckTests.substitution("en", text: "%2$@: %#@coupons@", specifier: "lld", cases: [("one", "%arg coupon"), ("other", "%arg coupons")])
        #expect(try findings(of: FormatSpecifierCheck.self, in: catalog(localizations: source)).isEmpty)
        let plural = plural("en", [("one", "One item in %2$@"), ("other", "%1$lld items in %2$@")])
        #expect(try findings(of: FormatSpecifierCheck.self, in: catalog(localizations: plural)).isEmpty)
    }

    // MARK: positional-arguments

    @Test func unnumberedArgumentsGetTheirNumberedForm() throws {
        let json = catalog(key: "shop.page.position", localizations: unit("en", "%lld of %lld") + ", " + unit("es", "%lld de %lld"))
        let found = try findings(of: PositionalArgumentsCheck.self, in: json)
        #expect(found.map(\.message) == [
            "Key 'shop.page.position' has 2 unnumbered arguments in its 'en' text, which translations cannot put in another order; number them: '%1$lld of %2$lld'.",
        ])
        #expect(found.map(\.severity) == [.warning])
        let long = catalog(key: "shop.page.position", localizations: unit("en", "Xcodes could not install %@ because it needs %@ of free space and only %.1f GB is available"))
        #expect(try findings(of: PositionalArgumentsCheck.self, in: long).map(\.message) == [
            "Key 'shop.page.position' has 3 unnumbered arguments in its 'en' text, which translations cannot put in another order; number them: '%1$@ … %2$@ … %3$.1f'.",
        ])
    }

    @Test func oneArgumentOrNumberedOnesNeedNothing() throws {
        for text in ["%lld items", "%1$@ of %2$@", "%@ has %#@count@"] {
            #expect(try findings(of: PositionalArgumentsCheck.self, in: catalog(localizations: unit("en", text))).isEmpty, "\(text)")
        }
    }
}

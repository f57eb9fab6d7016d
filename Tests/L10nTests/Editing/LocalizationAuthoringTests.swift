import Testing
@testable import L10nJSON
@testable import L10nCatalog
@testable import L10nEditing

/// The shapes `add` and `set` build from `--<language>[.<form>]` texts, read back as the
/// checks read them.
@Suite struct LocalizationAuthoringTests {
    typealias Text = LocalizationAuthoring.Text

    func content(_ texts: [Text]) throws -> LocalizationContent {
        let localizations = try LocalizationAuthoring.localizations(texts)
        try #require(localizations.count == 1)
        return LocalizationContent(localizations[0].content)
    }

    @Test func otherAloneIsAPlural() throws {
        let ja = try content([Text(language: "ja", form: ["other"], text: "%lld 件")])
        #expect(ja.variations.map(\.kind) == [.plural])
        #expect(ja.forms.map(\.name) == ["plural.other"])
    }

    @Test func devicesKeepXcodesOrderWhateverTheOrderGiven() throws {
        let en = try content([
            Text(language: "en", form: ["other"], text: "Press"), Text(language: "en", form: ["mac"], text: "Click"),
            Text(language: "en", form: ["iphone"], text: "Tap"),
        ])
        #expect(en.forms.map(\.name) == ["device.iphone", "device.mac", "device.other"])
    }

    @Test func aSubstitutionTakesItsArgumentNumberAndSpecifier() throws {
        let en = try content([
            Text(language: "en", text: "%@ walked %#@distance@"),
            Text(language: "en", form: ["distance", "one"], text: "%.1f km"),
            Text(language: "en", form: ["distance", "other"], text: "%.1f km"),
        ])
        let substitution = try #require(en.substitutions.first)
        #expect(substitution.argumentNumber == 2)
        // Precision is kept in the form, so the number is not replaced by `%arg`.
        #expect(substitution.formatSpecifier == "f")
        #expect(en.forms.map { $0.unit.value ?? "" } == ["%@ walked %#@distance@", "%.1f km", "%.1f km"])
    }

    @Test func formsThatShowArgAloneCountWithLld() throws {
        let en = try content([
            Text(language: "en", text: "%#@files@"),
            Text(language: "en", form: ["files", "one"], text: "One file"),
            Text(language: "en", form: ["files", "other"], text: "%arg files"),
        ])
        #expect(en.substitutions.first?.formatSpecifier == "lld")
        #expect(en.substitutions.first?.argumentNumber == 1)
    }

    @Test(arguments: [
        [Text(language: "en", form: ["lots"], text: "x")],
        [Text(language: "en", form: ["iphone", "one", "more"], text: "x")],
        [Text(language: "en", form: ["iphone", "plenty"], text: "x")],
        [Text(language: "en", form: ["iphone"], text: "x"), Text(language: "en", form: ["iphone", "one"], text: "y")],
        [Text(language: "en", text: "%#@a@ %#@b@"), Text(language: "en", form: ["a", "other"], text: "x")],
    ])
    func shapesThatCannotBeWrittenAreRefused(texts: [Text]) {
        #expect(throws: KeyEditError.self) { try LocalizationAuthoring.localizations(texts) }
    }
}

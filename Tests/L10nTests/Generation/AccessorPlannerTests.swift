import Foundation
import Testing
@testable import L10nCatalog
@testable import L10nSwiftSource
@testable import L10nProject
@testable import L10nGeneration
@testable import L10nAccessors
@testable import L10nCore
@testable import L10nChecks

@Suite struct AccessorPlannerTests {
    static let feature = Feature(catalogName: "Shop")

    /// A catalog whose `strings` are `entries` (JSON members, without the outer braces).
    private func catalog(_ entries: String, sourceLanguage: String = "en") throws -> Catalog {
        try Catalog(bytes: Array(#"{"sourceLanguage":"\#(sourceLanguage)","strings":{\#(entries)},"version":"1.0"}"#.utf8))
    }

    private func plans(_ entries: String) throws -> [AccessorPlan] {
        AccessorPlanner.plans(for: try catalog(entries), feature: Self.feature)
    }

    private func plan(_ entry: String) throws -> AccessorPlan {
        try #require(try plans(#""shop.s.key":\#(entry)"#).first)
    }

    private func parameters(_ plan: AccessorPlan) -> [String] {
        plan.parameters.map { "\($0.name): \($0.swiftType)" }
    }

    private static func unit(_ value: String) -> String {
        #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"#
    }

    private static func plural(_ forms: [(String, String)], kind: String = "plural") -> String {
        let cases = forms.map { #""\#($0.0)":\#(unit($0.1))"# }.joined(separator: ",")
        return #"{"variations":{"\#(kind)":{\#(cases)}}}"#
    }

    @Test func plainKeyDocumentsTheEnglishValueThenTheComment() throws {
        let hello = try plan(#"{"comment":"Shown on top.","localizations":{"en":\#(Self.unit("Hello")),"es":\#(Self.unit("Hola"))}}"#)
        #expect(hello == AccessorPlan(
            key: "shop.s.key", section: "s", identifier: "key", table: "Shop", parameters: [],
            defaultValue: "Hello", docComment: ["Hello", "Shown on top."]))
    }

    @Test func keepsCatalogOrderAndPlansEachKeyOnce() throws {
        let entries = [#""shop.b.two":{}"#, #""shop.a.one":{}"#, #""shop.b.two":{}"#, #""shop.three":{"shouldTranslate":false}"#]
        let plans = try plans(entries.joined(separator: ","))
        #expect(plans.map(\.key) == ["shop.b.two", "shop.a.one", "shop.three"])
        #expect(plans.map(\.section) == ["b", "a", ""])
    }

    @Test func aKeyWithoutSourceTextIsItsOwnText() throws {
        let plans = try plans(#""Save %@?":{"comment":"From code."},"shop.s.es":{"localizations":{"es":\#(Self.unit("Sí"))}}"#)
        #expect(plans[0].defaultValue == "Save %@?")
        #expect(plans[0].docComment == ["Save %@?", "From code."])
        #expect(parameters(plans[0]) == ["arg1: String"])
        #expect(plans[1].defaultValue == "shop.s.es")
    }

    @Test(arguments: [
        ("%d", "Int"), ("%i", "Int"), ("%ld", "Int"), ("%lld", "Int"),
        ("%u", "UInt"), ("%lu", "UInt"), ("%llu", "UInt"),
        ("%f", "Double"), ("%lf", "Double"), ("%g", "Double"), ("%e", "Double"), ("%.2f", "Double"),
        ("%@", "String"), ("%c", "Character"),
    ])
    func specifiersGiveSwiftTypes(specifier: String, swiftType: String) throws {
        let value = try plan(#"{"localizations":{"en":\#(Self.unit("Value " + specifier))}}"#)
        #expect(parameters(value) == ["arg1: \(swiftType)"])
    }

    @Test func positionalArgumentsAreOrderedByNumberAndGapsKeepTheirPlace() throws {
        let reordered = try plan(#"{"localizations":{"en":\#(Self.unit("%2$lld, %1$@"))}}"#)
        #expect(parameters(reordered) == ["arg1: String", "arg2: Int"])
        let gap = try plan(#"{"localizations":{"en":\#(Self.unit("only %3$@, 100%%"))}}"#)
        #expect(parameters(gap) == ["arg1: String", "arg2: String", "arg3: String"])
    }

    @Test func aPluralCountingOneIntegerNamesItCount() throws {
        let items = try plan(#"{"localizations":{"en":\#(Self.plural([("one", "One item"), ("other", "%lld items")]))}}"#)
        #expect(parameters(items) == ["count: Int"])
        #expect(items.defaultValue == "%lld items")
        #expect(items.docComment == ["%lld items"])
        let unsigned = try plan(#"{"localizations":{"en":\#(Self.plural([("one", "%lu file"), ("other", "%lu files")]))}}"#)
        #expect(parameters(unsigned) == ["count: UInt"])
    }

    /// "%lld items", "%lld left": the one integer the text puts before a word counts.
    @Test func anIntegerBeforeAWordNamesItCount() throws {
        let twoArguments = try plan(#"{"localizations":{"en":\#(Self.plural([("one", "%@: %lld item"), ("other", "%@: %lld items")]))}}"#)
        #expect(parameters(twoArguments) == ["arg1: String", "count: Int"])
        let notPlural = try plan(#"{"localizations":{"en":\#(Self.unit("%lld left"))}}"#)
        #expect(parameters(notPlural) == ["count: Int"])
        let unsigned = try plan(#"{"localizations":{"en":\#(Self.unit("%2$@ has %1$lu files"))}}"#)
        #expect(parameters(unsigned) == ["count: UInt", "arg2: String"])
    }

    @Test func otherArgumentsKeepPositionalNames() throws {
        let noWord = try plan(#"{"localizations":{"en":\#(Self.unit("Level %lld"))}}"#)
        #expect(parameters(noWord) == ["arg1: Int"])
        let twoCounts = try plan(#"{"localizations":{"en":\#(Self.unit("%lld rows and %lld columns"))}}"#)
        #expect(parameters(twoCounts) == ["arg1: Int", "arg2: Int"])
        let notANumber = try plan(#"{"localizations":{"en":\#(Self.unit("%@ items"))}}"#)
        #expect(parameters(notANumber) == ["arg1: String"])
        let pluralOfText = try plan(#"{"localizations":{"en":\#(Self.plural([("one", "%@"), ("other", "%@")]))}}"#)
        #expect(parameters(pluralOfText) == ["arg1: String"])
    }

    @Test func typesMergeAcrossDeviceAndNestedForms() throws {
        let nested = #"{"variations":{"plural":{"one":\#(Self.unit("one photo")),"other":\#(Self.unit("%lld photos"))}}}"#
        let device = #"{"variations":{"device":{"iphone":\#(Self.unit("Tap %@")),"mac":\#(nested),"other":\#(Self.unit("Open %@ on %3$.1f"))}}}"#
        let merged = try plan(#"{"localizations":{"en":\#(device)}}"#)
        #expect(parameters(merged) == ["arg1: String", "arg2: String", "arg3: Double"])
        #expect(merged.defaultValue == "Open %@ on %3$.1f")
        let pluralInDevice = try plan(#"{"localizations":{"en":{"variations":{"device":{"mac":\#(nested)}}}}}"#)
        #expect(parameters(pluralInDevice) == ["count: Int"])
        #expect(pluralInDevice.defaultValue == "%lld photos")
    }

    @Test func substitutionsNameTheirArguments() throws {
        func substitution(_ name: String, _ number: Int, _ specifier: String?) -> String {
            let declared = specifier.map { #","formatSpecifier":"\#($0)""# } ?? ""
            return #""\#(name)":{"argNum":\#(number)\#(declared),"variations":{"plural":{"one":\#(Self.unit("%arg x")),"other":\#(Self.unit("%arg xs"))}}}"#
        }
        func entry(_ value: String, _ substitutions: String...) -> String {
            #"{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(value)"},"substitutions":{\#(substitutions.joined(separator: ","))}}}}"#
        }
        let coupons = try plan(entry("%#@coupons@ left", substitution("coupons", 1, "lld")))
        #expect(parameters(coupons) == ["coupons: Int"])
        #expect(coupons.defaultValue == "%#@coupons@ left")
        let mixed = try plan(entry("%1$@ has %#@points@", substitution("points", 2, "lld")))
        #expect(parameters(mixed) == ["arg1: String", "points: Int"])
        let two = try plan(entry("%#@files@ in %#@folders@", substitution("folders", 2, "u"), substitution("files", 1, "f")))
        #expect(parameters(two) == ["files: Double", "folders: UInt"])
        let undeclared = try plan(entry("%#@items@", substitution("items", 1, nil)))
        #expect(parameters(undeclared) == ["items: Int"])
    }

    @Test func theSourceLanguageDecides() throws {
        let catalog = try catalog(#""shop.s.key":{"localizations":{"de":\#(Self.unit("%lld Stück")),"en":\#(Self.unit("Piece"))}}"#, sourceLanguage: "de")
        #expect(parameters(try #require(AccessorPlanner.plans(for: catalog, feature: Self.feature).first)) == ["count: Int"])
        let english = try #require(AccessorPlanner.plans(for: catalog, feature: Self.feature, sourceLanguage: "en").first)
        #expect(english.parameters.isEmpty)
        #expect(english.defaultValue == "Piece")
    }

    /// The sample app's hand-written files name parameters the way the planner does, except
    /// where a person chose otherwise (`remaining(_ count:)` for the substitution `coupons`).
    @Test func plansMatchTheSampleAppsSignatures() throws {
        var mismatches: [String] = []
        for name in ["Checkout", "Offers", "Profile", "Purchases", "SignIn"] {
            let folder = PackagePaths.root.appendingPathComponent("Catalogs/\(name)")
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("\(name).xcstrings")))
            let feature = Feature(catalogName: name)
            let text = try String(contentsOf: folder.appendingPathComponent(feature.keyFileName), encoding: .utf8)
            let accessors = KeyFileReader.read(text: text, path: feature.keyFileName).accessors
            for plan in AccessorPlanner.plans(for: try Catalog(bytes: bytes), feature: feature) {
                let accessor = try #require(accessors.first { $0.key == plan.key })
                let written: [String]
                if case .staticFunc(let parameters) = accessor.kind {
                    written = parameters.map { "\($0.name): \($0.type)" }
                } else {
                    written = []
                }
                if written != parameters(plan) { mismatches.append("\(plan.key): \(written) vs \(parameters(plan))") }
            }
        }
        #expect(mismatches == [#"offers.detail.remaining: ["count: Int"] vs ["coupons: Int"]"#])
    }

    /// generate reads the catalog with notes: its plans, their refusals (format-specifier's
    /// findings, as generate asks them) and the structure problems are those of the whole tree,
    /// in one pass and in halves, on the notes' hostile catalogs, 40 generated ones and the
    /// sample app's.
    @Test func plansReadWithNotesAreTheWholeTrees() throws {
        let refusal: AccessorPlanner.Refusal = { entry, language, path in
            FormatSpecifierCheck.findings(for: entry, sourceLanguage: language, path: path).first
        }
        var jsons = [CatalogReaderNotesTests.hostile, CatalogReaderNotesTests.plurals, CatalogReaderNotesTests.sources()]
            + (1...40 as ClosedRange<UInt64>).map(CheckFastPathEquivalenceTests.catalog(seed:))
        for name in ["Checkout", "Offers", "Profile", "Purchases", "SignIn"] {
            let path = PackagePaths.root.appendingPathComponent("Catalogs/\(name)/\(name).xcstrings")
            jsons.append(try String(contentsOf: path, encoding: .utf8))
        }
        var refused = 0, planned = 0
        for json in jsons {
            let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(json.utf8)))
            let tree = try AccessorPlanner.plansOfTheWholeTree(text, feature: Self.feature, refusal: refusal)
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                let noted = try AccessorPlanner.plans(reading: text, feature: Self.feature, strategy: strategy, refusal: refusal)
                #expect(noted.plans == tree.plans, "\(strategy)")
                #expect(noted.structureProblems == tree.structureProblems, "\(strategy)")
            }
            planned += tree.plans.count
            refused += tree.plans.count { $0.refusal != nil }
        }
        #expect(planned > 1000 && refused > 20, "\(planned) \(refused)")
    }
}

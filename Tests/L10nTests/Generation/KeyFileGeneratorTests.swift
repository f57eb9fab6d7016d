import Foundation
import Testing
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nProject
@testable import L10nGeneration
@testable import L10nAccessors

@Suite struct KeyFileGeneratorTests {
    static let fixtureCatalogs = ["Collisions", "Hostile", "Keywords", "Plain", "Plurals", "Positional", "Substitutions"]
    static let sampleFeatures = ["Checkout", "Offers", "Profile", "Purchases", "SignIn"]

    static func fixtureCatalog(_ name: String) throws -> Catalog {
        let url = PackagePaths.fixtures.appendingPathComponent("Generate/\(name)/\(name).xcstrings")
        return try Catalog(bytes: [UInt8](Data(contentsOf: url)))
    }

    static func sample(_ name: String) throws -> (catalog: Catalog, keyFile: String) {
        let folder = PackagePaths.root.appendingPathComponent("Catalogs/\(name)")
        let catalog = try Catalog(bytes: [UInt8](Data(contentsOf: folder.appendingPathComponent("\(name).xcstrings"))))
        let keyFile = try String(contentsOf: folder.appendingPathComponent(Feature(catalogName: name).keyFileName), encoding: .utf8)
        return (catalog, keyFile)
    }

    private func generate(
        _ catalog: Catalog, _ name: String, existing: String?, access: AccessLevel = .internal
    ) -> KeyFileGeneration {
        let feature = Feature(catalogName: name)
        return KeyFileGenerator.generate(
            catalog: catalog, feature: feature, existingText: existing, path: feature.keyFileName, style: GenerationStyle(access: access))
    }

    @Test(arguments: fixtureCatalogs)
    func newFilesMatchTheirGoldens(name: String) throws {
        let generation = generate(try Self.fixtureCatalog(name), name, existing: nil)
        let text = try #require(generation.text)
        #expect(generation.isNewFile)
        Golden.assertMatches(text, golden: "Generate/\(Feature(catalogName: name).keyFileName)")
        // A generated file is complete: generating again changes nothing (colliding keys stay reported).
        let again = generate(try Self.fixtureCatalog(name), name, existing: text)
        #expect(again.text == nil)
        #expect(again.addedKeys.isEmpty)
        #expect(again.diagnostics.map(\.key) == generation.diagnostics.map(\.key))
    }

    @Test func collidingKeysAreLeftOutAndReported() throws {
        let generation = generate(try Self.fixtureCatalog("Collisions"), "Collisions", existing: nil)
        #expect(generation.addedKeys == ["collisions.screen.offline_banner", "collisions.screen.title"])
        #expect(generation.diagnostics.map(\.key) == ["collisions.screen.offline-banner", "collisions.screen.offlineBanner"])
        #expect(Set(generation.diagnostics.map(\.checkID)) == ["keyfile-identifier-collision"])
    }

    @Test func publicAccessMarksEveryDeclaration() throws {
        let generation = generate(try Self.fixtureCatalog("Plurals"), "Plurals", existing: nil, access: .public)
        Golden.assertMatches(try #require(generation.text), golden: "Generate/Public/L10nKey+plurals.swift")
    }

    @Test(arguments: [AccessorBundle.module, .macro])
    func theBundleOptionNamesTheBundle(bundle: AccessorBundle) throws {
        let generation = KeyFileGenerator.generate(
            catalog: try Self.fixtureCatalog("Plurals"), feature: Feature(catalogName: "Plurals"), existingText: nil,
            path: "L10nKey+plurals.swift", style: GenerationStyle(bundle: bundle))
        Golden.assertMatches(try #require(generation.text), golden: "Generate/Bundle/\(bundle == .module ? "Module" : "Macro")/L10nKey+plurals.swift")
    }

    /// Sections named after the types accessors use get file-scope aliases (see TypeNameCollisionTests).
    @Test func hiddenTypeNamesGetAliases() throws {
        let catalog = try Catalog(bytes: Array(#"""
            { "sourceLanguage" : "en", "strings" : {
              "types.string.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Title" } } } },
              "types.int.count" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } },
              "types.swift.name" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello %@" } } } }
            } }
            """#.utf8))
        let generation = generate(catalog, "Types", existing: nil)
        Golden.assertMatches(try #require(generation.text), golden: "Generate/TypeNames/L10nKey+types.swift")
    }

    @Test(arguments: sampleFeatures)
    func sampleKeyFilesStayByteForByte(name: String) throws {
        let (catalog, keyFile) = try Self.sample(name)
        #expect(generate(catalog, name, existing: keyFile) == KeyFileGeneration(
            text: nil, isNewFile: false, addedKeys: [], diagnostics: [], path: "L10nKey+\(name.lowercased()).swift"))
    }

    /// One new key changes exactly the lines of its accessor; a key of a new section adds the
    /// section enum around it too.
    @Test(arguments: sampleFeatures)
    func aNewKeyAddsOnlyItsLines(name: String) throws {
        let sample = try Self.sample(name)
        var catalog = sample.catalog
        let keyFile = sample.keyFile
        let prefix = Feature(catalogName: name).keyPrefix
        let existingSection = AccessorPlan.sectionAndElement(of: catalog.keys[0]).section
        try catalog.insertEntry(
            key: "\(prefix).\(existingSection).zzNew",
            value: Catalog.entryValue(comment: "Added.", localizations: [("en", "%@ new")]))
        let added = generate(catalog, name, existing: keyFile)
        #expect(added.addedKeys == ["\(prefix).\(existingSection).zzNew"])
        let diff = LineDiff(from: keyFile, to: try #require(added.text))
        #expect(diff.removed.isEmpty)
        #expect(diff.added.map { $0.trimmingCharacters(in: .whitespaces) } == [
            "/// %@ new",
            "/// Added.",
            "static func zzNew(_ arg1: String) -> LocalizedStringResource {",
            "LocalizedStringResource(\"\(prefix).\(existingSection).zzNew\", defaultValue: \"\\(arg1) new\", table: \"\(name)\")",
            "}",
        ])

        var sectionCatalog = sample.catalog
        try sectionCatalog.insertEntry(
            key: "\(prefix).zzSection.title", value: Catalog.entryValue(comment: nil, localizations: [("en", "Title")]))
        let withSection = generate(sectionCatalog, name, existing: keyFile, access: .public)
        let sectionDiff = LineDiff(from: keyFile, to: try #require(withSection.text))
        #expect(sectionDiff.removed.isEmpty)
        #expect(sectionDiff.added.map { $0.trimmingCharacters(in: .whitespaces) } == [
            "",
            "public enum ZzSection {",
            "/// Title",
            "public static let title = LocalizedStringResource(\"\(prefix).zzSection.title\", table: \"\(name)\")",
            "}",
        ])
    }

    @Test func aFileWithSyntaxErrorsIsLeftAlone() throws {
        let (catalog, keyFile) = try Self.sample("Offers")
        let broken = keyFile.replacingOccurrences(of: "enum List {", with: "enum List {\n            static let = (")
        let generation = generate(catalog, "Offers", existing: broken)
        #expect(generation.text == nil)
        #expect(generation.addedKeys.isEmpty)
        #expect(!generation.diagnostics.isEmpty)
        #expect(Set(generation.diagnostics.map(\.checkID)) == ["keyfile-syntax"])
    }

    @Test func aFileWithoutTheFeatureEnumIsReported() throws {
        let (catalog, _) = try Self.sample("Offers")
        let generation = generate(catalog, "Offers", existing: "import Foundation\n")
        #expect(generation.text == nil)
        #expect(generation.missingFeatureEnum == "Offers")
        #expect(generation.findings == [Diagnostic(
            checkID: "keyfile-section", severity: .error,
            message: "the file declares no `enum Offers` inside `extension L10nKey` to add accessors to; add one, or delete the file to have it generated anew",
            path: "L10nKey+offers.swift", location: SourceLocation(line: 1, column: 1))])
    }

    @Test func anEmptyCatalogGetsAnEmptyFeatureEnum() throws {
        let generation = generate(Catalog.empty(), "Empty", existing: nil)
        #expect(generation.addedKeys.isEmpty)
        #expect(try #require(generation.text).contains("    enum Empty {\n    }\n"))
    }
}

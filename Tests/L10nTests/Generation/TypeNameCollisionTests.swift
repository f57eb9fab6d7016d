import Foundation
import Testing
@testable import L10nCatalog
@testable import L10nProject
@testable import L10nSwiftSource
@testable import L10nGeneration

/// Keys may name sections and elements after the very types accessors use (`types.string.title`
/// gives `enum String`), and the module names that would qualify them; generated code must
/// compile anyway, for new files and for insertions, with every bundle option.
@Suite(.enabled(if: SwiftcParse.isAvailable, "needs swiftc"))
struct TypeNameCollisionTests {
    /// Every type a generated accessor spells, more that people might expect to matter, and the
    /// module names.
    static let names = [
        "string", "int", "uInt", "double", "float", "int64", "character", "bool", "localizedStringResource",
        "bundle", "locale", "staticString", "swift", "foundation",
    ]
    /// One argument of each type an accessor takes: Int, UInt, Double, String, Character.
    static let formatted = "%lld, %lu, %f, %@ and %c"

    static func catalog(withArguments: Bool) throws -> Catalog {
        var keys: [(String, String)] = []
        for section in names {
            for element in names { keys.append(("types.\(section).\(element)", "Text")) }
            if withArguments { keys.append(("types.\(section).formatted", formatted)) }
        }
        for element in names { keys.append(("types.\(element)", "Text")) }
        if withArguments { keys.append(("types.formatted", formatted)) }
        let strings = keys.map { key, value in
            #""\#(key)" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" } } } }"#
        }
        return try Catalog(bytes: Array(#"{ "sourceLanguage" : "en", "strings" : { \#(strings.joined(separator: ", ")) } }"#.utf8))
    }

    static let packageBundle = PackagePaths.root.appendingPathComponent("Tests/TypeCheck/PackageBundle.swift")

    /// swiftc's complaints about `source` as `L10nKey+types.swift`, with the stand-ins.
    func errors(_ source: String) throws -> String {
        let file = try TempDirectory.write(
            source.replacingOccurrences(of: "#bundle", with: "bundleMacroExpansion"), to: "L10nKey+types.swift", in: TempDirectory.make("types"))
        return try SwiftcParse.complaints(running: [
            "-typecheck", SwiftcTypeCheck.appleStandIn.path, Self.packageBundle.path, SwiftcTypeCheck.namespace.path, file.path,
        ])
    }

    @Test(arguments: AccessorBundle.allCases, [AccessLevel.internal, .public])
    func newFilesCompile(bundle: AccessorBundle, access: AccessLevel) throws {
        let generation = KeyFileGenerator.generate(
            catalog: try Self.catalog(withArguments: true), feature: Feature(catalogName: "Types"), existingText: nil,
            path: "L10nKey+types.swift", style: GenerationStyle(access: access, bundle: bundle))
        let text = try #require(generation.text)
        #expect(generation.diagnostics == [])
        #expect(try errors(text) == "")
        // What l10n writes, it reads back whole: every key has its accessor.
        let file = KeyFileReader.read(text: text, path: "L10nKey+types.swift")
        #expect(file.diagnostics == [])
        #expect(file.accessors.count == Self.names.count * (Self.names.count + 1) + Self.names.count + 1)
    }

    /// A file whose enums already hide the types gains accessors that need the aliases.
    @Test(arguments: AccessorBundle.allCases) func insertionsCompile(bundle: AccessorBundle) throws {
        let feature = Feature(catalogName: "Types")
        let style = GenerationStyle(bundle: bundle)
        let existing = try #require(KeyFileGenerator.generate(
            catalog: try Self.catalog(withArguments: false), feature: feature, existingText: nil, path: "L10nKey+types.swift",
            style: GenerationStyle(bundle: .main)).text)
        let generation = KeyFileGenerator.generate(
            catalog: try Self.catalog(withArguments: true), feature: feature, existingText: existing, path: "L10nKey+types.swift",
            style: style)
        let text = try #require(generation.text)
        #expect(generation.addedKeys.count == Self.names.count + 1)
        #expect(try errors(text) == "")
        // The aliases went in once, after the import; a second run adds nothing.
        #expect(KeyFileGenerator.generate(
            catalog: try Self.catalog(withArguments: true), feature: feature, existingText: text, path: "L10nKey+types.swift",
            style: style).text == nil)
    }

    /// A file written before any such section existed gains them all: its accessors are
    /// respelled with the aliases, nothing is refused, and the file type-checks.
    @Test(arguments: AccessorBundle.allCases) func hidingSectionsAddedLaterCompile(bundle: AccessorBundle) throws {
        let feature = Feature(catalogName: "Types")
        let style = GenerationStyle(bundle: bundle)
        let plain = try Catalog(bytes: Array(#"""
            { "sourceLanguage" : "en", "strings" : {
              "types.plain.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Text" } } } },
              "types.plain.formatted" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "\#(Self.formatted)" } } } }
            } }
            """#.utf8))
        let existing = try #require(KeyFileGenerator.generate(
            catalog: plain, feature: feature, existingText: nil, path: "L10nKey+types.swift", style: style).text)
        #expect(!existing.contains("typealias"))
        let generation = KeyFileGenerator.generate(
            catalog: try Self.catalog(withArguments: true), feature: feature, existingText: existing, path: "L10nKey+types.swift",
            style: style)
        #expect(generation.diagnostics == [])
        let text = try #require(generation.text)
        #expect(text.contains("typealias L10nTypesLocalizedStringResource = LocalizedStringResource"))
        let complaints = try errors(text)
        #expect(complaints == "", "\(complaints)\n\(text)")
        #expect(KeyFileGenerator.generate(
            catalog: try Self.catalog(withArguments: true), feature: feature, existingText: text, path: "L10nKey+types.swift",
            style: style).text == nil)
    }

    @Test func bundleGoldenFilesCompile() throws {
        for golden in ["Bundle/Module/L10nKey+plurals.swift", "Bundle/Macro/L10nKey+plurals.swift", "TypeNames/L10nKey+types.swift"] {
            let text = try String(contentsOf: PackagePaths.golden.appendingPathComponent("Generate/" + golden), encoding: .utf8)
            #expect(try errors(text) == "", "\(golden)")
        }
    }

    /// Files without such names are written exactly as before: no alias, plain type names.
    @Test func plainFilesHaveNoAliases() throws {
        let text = try #require(KeyFileGenerator.generate(
            catalog: try KeyFileGeneratorTests.fixtureCatalog("Plain"), feature: Feature(catalogName: "Plain"),
            existingText: nil, path: "L10nKey+plain.swift").text)
        #expect(!text.contains("typealias"))
    }
}

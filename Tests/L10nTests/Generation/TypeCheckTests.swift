import Foundation
import Testing
@testable import L10nCatalog
@testable import L10nProject
@testable import L10nGeneration

/// Generated and hand-written key files compile against Apple's localization APIs (through the
/// stand-in in `Tests/TypeCheck/`), not just parse.
@Suite(.enabled(if: SwiftcParse.isAvailable, "needs swiftc"))
struct TypeCheckTests {
    @Test func theHarnessRejectsWhatXcodeWould() throws {
        // `String.LocalizationValue` has no `Character` interpolation, hence `String(letter)` in generated code.
        let characterInterpolation = """
            extension L10nKey { enum Broken {
                static func letter(_ letter: Character) -> LocalizedStringResource {
                    LocalizedStringResource("broken.letter", defaultValue: "\\(letter)", table: "Broken")
                }
            } }
            """
        #expect(try SwiftcTypeCheck.errors(inSources: ["Broken.swift": characterInterpolation]).contains("'Character' inherit from 'NSObject'"))
        let wrongTable = #"extension L10nKey { static let x = LocalizedStringResource("x", table: 1) }"#
        #expect(try SwiftcTypeCheck.errors(inSources: ["Broken.swift": wrongTable]) != "")
        let generatedButBroken = try #require(KeyFileGenerator.generate(
            catalog: KeyFileGeneratorTests.fixtureCatalog("Plain"), feature: Feature(catalogName: "Plain"),
            existingText: nil, path: "L10nKey+plain.swift").text)
        let missingNamespace = try SwiftcParse.complaints(running: ["-typecheck", SwiftcTypeCheck.appleStandIn.path]
            + [TempDirectory.write(generatedButBroken, to: "L10nKey+plain.swift", in: TempDirectory.make()).path])
        #expect(missingNamespace.contains("cannot find type 'L10nKey' in scope"))
    }

    @Test func goldenFilesTypeCheck() throws {
        let folder = PackagePaths.golden.appendingPathComponent("Generate")
        let internalFiles = KeyFileGeneratorTests.fixtureCatalogs.map {
            folder.appendingPathComponent(Feature(catalogName: $0).keyFileName)
        }
        #expect(try SwiftcTypeCheck.errors(in: internalFiles) == "")
        // Declares `Plurals` again, so it is checked on its own.
        #expect(try SwiftcTypeCheck.errors(in: [folder.appendingPathComponent("Public/L10nKey+plurals.swift")]) == "")
    }

    @Test func sampleKeyFilesTypeCheck() throws {
        let files = KeyFileGeneratorTests.sampleFeatures.map {
            PackagePaths.root.appendingPathComponent("Catalogs/\($0)/\(Feature(catalogName: $0).keyFileName)")
        }
        #expect(try SwiftcTypeCheck.errors(in: files) == "")
    }

    /// Real-world catalogs: every one gets a new file that must compile on its own.
    @Test(.enabled(if: Corpus.directory != nil, "../shared/corpus is not present"))
    func corpusCatalogsGenerateCompilingFiles() throws {
        let corpus = try #require(Corpus.directory)
        let catalogs = try InputPaths.resolve(arguments: [corpus.path], currentDirectory: "/")
        let output = try TempDirectory.make("corpus-typecheck")
        for (index, path) in catalogs.enumerated() {
            let feature = Feature(catalogPath: path)
            guard let catalog = try? Catalog(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) else { continue }
            let generation = KeyFileGenerator.generate(catalog: catalog, feature: feature, existingText: nil, path: path)
            let file = try TempDirectory.write(try #require(generation.text), to: "\(index)/\(feature.keyFileName)", in: output)
            #expect(try SwiftcTypeCheck.errors(in: [file]) == "", "\(path)")
        }
    }
}

import Testing
import L10nProject
@testable import L10nCore
@testable import L10nChecks
@testable import L10nAppCode

/// Runs every check against the examples in its own description, so the documentation
/// users read is also what the checks are tested against.
@Suite struct CheckExamplesTests {
    @Test(arguments: CheckRegistry.ids)
    func examplesBehaveAsMarked(id: String) throws {
        let description = try #require(CheckRegistry.description(id: id))
        for example in description.examples {
            let location = Testing.SourceLocation(
                fileID: example.sourceFileID, filePath: example.sourceFilePath, line: example.sourceLine, column: 1)
            let onlyThisCheck = CheckOptions(disabled: Set(CheckRegistry.ids).subtracting([id]))
            let feature = FeatureFolder<ReadFiles>(
                catalog: SourceFile(path: example.fileName, bytes: Array(example.text.utf8)),
                keyFile: example.keyFileText.map { SourceFile(path: example.keyFileName, bytes: Array($0.utf8)) })
            let appCode = example.appSourceText.map { [AppCodeScanner.scan(SourceFile(path: example.appSourceName, bytes: Array($0.utf8)))] }
            let run = Checker.check(features: [feature], appCode: appCode, options: onlyThisCheck)
            let messages = "\(run.diagnostics.map(\.message))"
            #expect(run.diagnostics.allSatisfy { $0.checkID == id }, "\(messages)", sourceLocation: location)
            #expect(run.diagnostics.filter { $0.path == example.fileName }.map(\.location) == example.expectedLocations, "\(messages)", sourceLocation: location)
            #expect(run.diagnostics.filter { $0.path == example.keyFileName }.map(\.location) == example.expectedKeyFileLocations, "\(messages)", sourceLocation: location)
            #expect(run.diagnostics.filter { $0.path == example.appSourceName }.map(\.location) == example.expectedAppSourceLocations, "\(messages)", sourceLocation: location)
            #expect(run.diagnostics.allSatisfy { [example.fileName, example.keyFileName, example.appSourceName].contains($0.path) }, sourceLocation: location)
        }
    }

    @Test(arguments: CheckRegistry.ids)
    func descriptionIsComplete(id: String) throws {
        let description = try #require(CheckRegistry.description(id: id))
        #expect(description.examples.contains { $0.kind == .passing })
        #expect(description.examples.contains { $0.kind == .failing })
        for example in description.examples {
            let markers = example.expectedLocations + example.expectedKeyFileLocations + example.expectedAppSourceLocations
            #expect((example.kind == .failing) == !markers.isEmpty, "a failing example needs markers, a passing one none")
        }
        #expect(description.summary.hasSuffix(".") && !description.summary.contains("\n"))
        #expect(!description.name.isEmpty)
    }

    @Test func idsAreUniqueAndKebabCase() {
        let ids = CheckRegistry.ids
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase && $0.isASCII } }, "\(id)")
        }
    }

    @Test func markersAreStrippedAndLocatedInUTF8Columns() {
        let example = CheckExample.failing("{\n  \"é\" : ↓1, ↓\"b\" : 2\n}")
        #expect(example.text == "{\n  \"é\" : 1, \"b\" : 2\n}")
        #expect(example.expectedLocations == [SourceLocation(line: 2, column: 10), SourceLocation(line: 2, column: 13)])
    }

    @Test func keyFileMarkersAreLocatedInTheKeyFile() {
        let example = CheckExample.failing("{}", keyFile: "enum A {\n  static let ↓é = 1 }", fileName: "Shop.xcstrings")
        #expect(example.keyFileName == "L10nKey+shop.swift")
        #expect(example.keyFileText == "enum A {\n  static let é = 1 }")
        #expect(example.expectedKeyFileLocations == [SourceLocation(line: 2, column: 14)])
        #expect(example.expectedLocations.isEmpty)
    }
}

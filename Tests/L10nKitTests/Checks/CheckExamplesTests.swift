import Testing
@testable import L10nKit

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
            let run = Checker.check(catalogs: [(path: example.fileName, bytes: Array(example.text.utf8))], options: onlyThisCheck)
            #expect(run.diagnostics.allSatisfy { $0.checkID == id }, "\(run.diagnostics.map(\.message))", sourceLocation: location)
            #expect(run.diagnostics.map(\.location) == example.expectedLocations, "\(run.diagnostics.map(\.message))", sourceLocation: location)
        }
    }

    @Test(arguments: CheckRegistry.ids)
    func descriptionIsComplete(id: String) throws {
        let description = try #require(CheckRegistry.description(id: id))
        #expect(description.examples.contains { $0.kind == .passing })
        #expect(description.examples.contains { $0.kind == .failing })
        for example in description.examples {
            #expect((example.kind == .failing) == !example.expectedLocations.isEmpty, "a failing example needs markers, a passing one none")
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
}

import Testing
@testable import L10nChecks
@testable import L10nReporting

@Suite struct CheckListingTests {
    @Test func listMatchesGolden() throws {
        Golden.assertMatches(CheckListing.text(), golden: "Check/list.txt")
    }

    @Test func markdownTableMatchesGolden() throws {
        Golden.assertMatches(CheckListing.markdownTable(), golden: "Check/checks-table.md")
    }

    @Test func everyCheckHasOneRow() {
        #expect(CheckListing.text().split(separator: "\n").count == CheckRegistry.descriptions.count)
        #expect(CheckListing.markdownTable().split(separator: "\n").count == CheckRegistry.descriptions.count + 2)
    }
}

import Testing
@testable import L10nKit

@Suite struct CheckListingTests {
    @Test func listMatchesGolden() throws {
        try CheckGolden.expectMatch(CheckListing.text(), named: "list.txt")
    }

    @Test func markdownTableMatchesGolden() throws {
        try CheckGolden.expectMatch(CheckListing.markdownTable(), named: "checks-table.md")
    }

    @Test func everyCheckHasOneRow() {
        #expect(CheckListing.text().split(separator: "\n").count == CheckRegistry.descriptions.count)
        #expect(CheckListing.markdownTable().split(separator: "\n").count == CheckRegistry.descriptions.count + 2)
    }
}

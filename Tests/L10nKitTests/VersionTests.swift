import Testing
@testable import L10nKit

@Test func versionIsSemantic() {
    #expect(L10nKit.version.split(separator: ".").count == 3)
}

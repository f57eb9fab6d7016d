import Testing
@testable import L10nCore

@Test func versionIsSemantic() {
    #expect(L10nVersion.current.split(separator: ".").count == 3)
}

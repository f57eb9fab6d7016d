import Testing
@testable import L10nCore
@testable import L10nSwiftSource

@Test func versionIsSemantic() {
    #expect(L10nVersion.current.split(separator: ".").count == 3)
}

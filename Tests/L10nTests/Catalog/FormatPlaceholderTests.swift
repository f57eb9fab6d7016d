import Testing
@testable import L10nCatalog

@Suite struct FormatPlaceholderTests {
    @Test func parsesPrintfPlaceholders() {
        let placeholders = FormatPlaceholder.parse("%@ has %lld items, %.2f%% off, %2$@ %1$lld %#@count@ %arg")
        #expect(placeholders.map(\.text) == ["%@", "%lld", "%.2f", "%2$@", "%1$lld", "%#@count@", "%arg"])
        #expect(placeholders.map(\.explicitPosition) == [nil, nil, nil, 2, 1, nil, nil])
        #expect(placeholders[5].kind == .substitution(name: "count"))
        #expect(placeholders[6].kind == .substitutionArgument)
    }

    @Test func percentSignsThatAreTextAreIgnored() {
        #expect(FormatPlaceholder.parse("100% sure, 50% of them, 50%% off, %").isEmpty)
    }

    @Test func argumentsAreNumberedInOrderUnlessPositional() {
        let sequential = FormatArguments(text: "%@ bought %lld")
        #expect(sequential.types == [1: .object, 2: .int])
        let reordered = FormatArguments(text: "%2$lld compras de %1$@")
        #expect(reordered.types == sequential.types)
    }

    @Test func substitutionsTakeTheirDeclaredArgument() {
        let arguments = FormatArguments(text: "%@: %#@items@", substitutionSpecifiers: ["items": (argumentNumber: 2, specifier: "lld")])
        #expect(arguments.types == [1: .object, 2: .int])
        #expect(arguments.substitutions == [2: "items"])
    }

    @Test func mapsSpecifiersToSwiftTypes() {
        let expected: [String: String] = ["d": "Int", "i": "Int", "ld": "Int", "lld": "Int", "u": "UInt", "lu": "UInt", "llu": "UInt",
                                          "f": "Double", "lf": "Double", "g": "Double", "e": "Double", "@": "String", "c": "Character"]
        for (specifier, type) in expected {
            #expect(FormatArgumentType(specifier: specifier)?.swiftType == type, "\(specifier)")
        }
    }
}

import Testing
@testable import L10nCore
@testable import L10nAppCode

/// A scan given the accessors' paths hands over a reference that spells one exactly as its
/// number, and every other reference as the scan without them does.
@Suite struct AccessorPathsTests {
    private let numbered: [[String]: Int] = [
        ["Shop", "Home", "title"]: 0,
        ["Shop", "Cart", "total"]: 1,
        ["Shop", "Home", "count"]: 2,
        // Equal as Strings to `Kelvin` written in ASCII: left to the look-up by Strings.
        ["Shop", "Home", "\u{212A}elvin"]: 3,
        // Not ASCII as written either.
        ["Shop", "Home", "cafe\u{301}"]: 5,
        // Names whose bytes, one after another, are `Shop.Home.title`'s.
        ["Shop", "Ho", "metitle"]: 6,
    ]

    private let source = MarkedSource("""
        typealias Strings = 1️⃣L10nKey.Shop.Home
        struct HomeView: View {
            var body: some View {
                Text(L10nKey.Shop.Home.title)
                Text(L10nKey.Shop.`Home`.title)
                Text(2️⃣L10nKey.Shop.Home.title.key)
                Text(3️⃣Strings.title)
                Text("Total: \\(L10nKey.Shop.Cart.total(price))")
                Text(L10nKey
                    .Shop
                    .Home.count(3))
                Text(4️⃣L10nKey.Shop.Home.Kelvin)
                Text(5️⃣L10nKey.Shop.Home.café)
                Text(6️⃣L10nKey.Shop.Home.missing)
                Text(7️⃣L10nKey.Shop.Home)
                Text(8️⃣L10nKey.Shop.Homemetitle)
            }
        }
        let home = 9️⃣L10nKey.Shop.Home.title
        """)

    private func scan(accessors: AccessorPaths?) -> AppCodeScan {
        var filter = MentionFilter(keys: [String](), keepsInterpolated: true)
        filter.accessors = accessors
        return AppCodeScanner.scan(SourceFile(path: "App/Shop/HomeView.swift", bytes: Array(source.text.utf8)), mentions: filter)
    }

    @Test func referencesSpellingAnAccessorAreHandedOverAsItsNumber() {
        let found = scan(accessors: AccessorPaths(numbered.map { ($0.key, $0.value) }))
        #expect(found.namedAccessors == [0, 0, 1, 2])
        #expect(found.references.map { "\($0.location) \($0.qualifiedName)" } == [
            "\(source["1️⃣"]) L10nKey.Shop.Home",
            "\(source["2️⃣"]) L10nKey.Shop.Home.title.key",
            "\(source["3️⃣"]) L10nKey.Shop.Home.title",
            "\(source["4️⃣"]) L10nKey.Shop.Home.Kelvin",
            "\(source["5️⃣"]) L10nKey.Shop.Home.café",
            "\(source["6️⃣"]) L10nKey.Shop.Home.missing",
            "\(source["7️⃣"]) L10nKey.Shop.Home",
            "\(source["8️⃣"]) L10nKey.Shop.Homemetitle",
            "\(source["9️⃣"]) L10nKey.Shop.Home.title",
        ])
        // A bound chain is still a reference, and binds its name.
        #expect(found.references.last?.nameRanges.count == 3)
    }

    @Test func theOtherReferencesAreTheFullScansAndTheNumbersNameTheRest() {
        let full = scan(accessors: nil)
        #expect(full.namedAccessors.isEmpty)
        let found = scan(accessors: AccessorPaths(numbered.map { ($0.key, $0.value) }))
        // The full scan's references, less those handed over, in order; and those, looked up
        // as Strings, give the numbers handed over.
        var rest = found.references[...]
        var numbers: [Int] = []
        for reference in full.references {
            if rest.first == reference { rest.removeFirst() } else { numbers.append(numbered[reference.path] ?? -1) }
        }
        #expect(rest.isEmpty)
        #expect(numbers == found.namedAccessors)
        // The Kelvin-sign and ASCII spellings are one path as Strings: the full scan's look-up
        // would find accessor 3, so handing it over by bytes needs no other answer.
        #expect(numbered[["Shop", "Home", "Kelvin"]] == 3)
    }

    @Test func withoutAccessorsEveryReferenceIsKept() {
        let found = scan(accessors: AccessorPaths([([String], Int)]()))
        #expect(found.namedAccessors.isEmpty)
        #expect(found.references == scan(accessors: nil).references)
        #expect(found.references.count == 13)
    }
}

import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nChecks

/// case-collision returns nothing, without its table of folded keys, when the folds of the
/// keys' bytes do not repeat (issue 28): on key sets that clash in case, repeat a key, differ
/// beyond ASCII (canonically equivalent spellings, the Kelvin sign, `ß`) or do not clash at all,
/// the folds must say "may collide" whenever the table could find something, and the check
/// must find what the table finds.
@Suite struct CaseCollisionFoldTests {
    static func input(_ keys: [String]) -> CatalogCheckInput {
        CatalogCheckInput(
            context: CatalogContext(path: "Shop.xcstrings", options: CheckOptions(), sourceLanguage: "en"),
            keys: keys.enumerated().map { CatalogKey(key: $0.element, position: JSONPosition(line: $0.offset + 3, column: 5)) },
            declaredSourceLanguage: "en", declaredSourceLanguagePosition: nil, duplicateKeys: [])
    }

    @Test func theFoldsLetThroughWhatTheTableFinds() {
        let pieces = ["shop", "Shop", "SHOP", "home", "hoMe", "title", "Title", "a", "A", "z", "Z", "@", "[", "`", "{", "_", ".",
                      "0", "día", "di\u{301}a", "DÍA", "\u{212A}", "k", "K", "straße", "STRASSE", "é", "É", ""]
        var (clashing, clean, beyondASCII) = (0, 0, 0)
        for seed in UInt64(1)...400 {
            var generator = SeededGenerator(state: seed)
            // Every other set of ASCII pieces alone, which the folds decide.
            let pool = seed % 2 == 0 ? pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : pieces
            var keys: [String] = []
            for _ in 0..<Int(generator.next() % 12) {
                let count = Int(generator.next() % 3) + 1
                keys.append((0..<count).map { _ in pool[Int(generator.next() % UInt64(pool.count))] }.joined(separator: "."))
            }
            let input = Self.input(keys)
            let byTable = CaseCollisionCheck.checkByTable(input)
            let ascii = keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
            let foldsRepeat = Set(keys.map { $0.lowercased() }).count != keys.count
            #expect(CaseCollisionCheck.mayCollide(input.keys) == (foldsRepeat || !ascii), "seed \(seed): \(keys)")
            #expect(CaseCollisionCheck.check(input) == byTable, "seed \(seed): \(keys)")
            if !byTable.isEmpty { clashing += 1 }
            if ascii && !foldsRepeat { clean += 1 }
            if !ascii && !byTable.isEmpty { beyondASCII += 1 }
        }
        // Every kind of key set was made.
        #expect(clashing > 10, "\(clashing)")
        #expect(clean > 20, "\(clean)")
        #expect(beyondASCII > 5, "\(beyondASCII)")
    }

    /// The folds of many keys that differ by a digit or two (the issue's huge feature) do not
    /// meet by chance: otherwise the check would go through its table every time.
    @Test func manySimilarKeysFoldApart() {
        let keys = (0..<200_000).map { "huge.section\($0 / 40).account_\($0)" }
        #expect(CaseCollisionCheck.mayCollide(Self.input(keys).keys) == false)
        #expect(CaseCollisionCheck.mayCollide(Self.input(keys + ["HUGE.section7.Account_300"]).keys))
    }

    /// Bytes next to the capitals (`@`, `[`, `` ` ``, `{`) are not lowered, and only `A`...`Z`
    /// are: a shortcut that lowered them too would miss nothing here, but one that lowered too
    /// few would, so the pairs are checked both ways.
    @Test func onlyCapitalLettersFoldIntoSmallOnes() {
        #expect(CaseCollisionCheck.mayCollide(Self.input(["a.@", "a.`"]).keys) == false)
        #expect(CaseCollisionCheck.mayCollide(Self.input(["a.[", "a.{"]).keys) == false)
        for capital in UInt8(ascii: "A")...UInt8(ascii: "Z") {
            let keys = ["key." + String(UnicodeScalar(capital)), "key." + String(UnicodeScalar(capital | 0x20))]
            #expect(CaseCollisionCheck.mayCollide(Self.input(keys).keys))
            #expect(CaseCollisionCheck.check(Self.input(keys)).count == 1)
        }
        // Two spellings of `día` lowercase to one key: the table's finding, kept.
        #expect(CaseCollisionCheck.check(Self.input(["DÍA", "di\u{301}a"])).count == 1)
        #expect(CaseCollisionCheck.check(Self.input(["\u{212A}ey", "key"])).count == 1)
    }
}

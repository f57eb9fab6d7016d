import Testing
@testable import L10nProject
import L10nCore

@Suite struct GlobTests {
    @Test(arguments: [
        // A name alone matches that name at any depth, file or folder.
        ("Generated", "Generated", true),
        ("Generated", "App/Generated", true),
        ("Generated", "App/Generated/Strings.swift", true),
        ("Generated", "App/GeneratedCode", false),
        ("*.generated.swift", "App/Model.generated.swift", true),
        ("*.generated.swift", "App/Model.swift", false),
        ("Legacy?", "Old/Legacy2", true),
        ("Legacy?", "Old/Legacy", false),
        ("Legacy?", "Old/Legacy22", false),
        // A pattern with a slash matches the whole path from its folder.
        ("App/Legacy", "App/Legacy", true),
        ("App/Legacy", "Other/App/Legacy", false),
        ("App/*/Mocks", "App/Shop/Mocks", true),
        ("App/*/Mocks", "App/Shop/Deep/Mocks", false),
        ("App/**/Mocks", "App/Mocks", true),
        ("App/**/Mocks", "App/Shop/Deep/Mocks", true),
        ("**/Mocks/*.xcstrings", "Mocks/Fake.xcstrings", true),
        ("**/Mocks/*.xcstrings", "A/B/Mocks/Fake.xcstrings", true),
        ("**/Mocks/*.xcstrings", "A/B/Mocks/Deep/Fake.xcstrings", false),
        ("Legacy/**", "Legacy", true),
        ("Legacy/**", "Legacy/Old/Thing.swift", true),
        ("Legacy/**", "NotLegacy/Thing.swift", false),
        // `*` never crosses a slash; `?` is one character.
        ("App/*", "App/Shop/View.swift", false),
        ("App/*.swift", "App/View.swift", true),
        ("a*b*c", "abc", true),
        ("a*b*c", "aXXbYYc", true),
        ("a*b*c", "aXXbYY", false),
        ("*", "anything/at/all", true),
        // Leading `./` or `/` anchors; a trailing `/` is ignored.
        ("./Pods", "Pods", true),
        ("./Pods", "App/Pods", false),
        ("/Pods", "App/Pods", false),
        ("Pods/", "App/Pods", true),
        // Everything else is literal.
        ("[ab]", "[ab]", true),
        ("[ab]", "a", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) throws {
        let glob = try #require(Glob(pattern))
        #expect(glob.matches(path) == expected, "\(pattern) against \(path)")
    }

    @Test(arguments: ["", "/", "./", ".", "..", "../.."])
    func patternsThatNameNothingAreRefused(pattern: String) {
        #expect(Glob(pattern) == nil)
    }

    @Test func aLongPathWithManyStarsStaysFast() throws {
        // Backtracking per `**` segment only: 40 folders and three `**` finish immediately.
        let glob = try #require(Glob("**/a/**/b/**/c.swift"))
        let path = Array(repeating: "x", count: 40).joined(separator: "/") + "/a/y/b/z/c.swift"
        #expect(glob.matches(path))
        #expect(!glob.matches(path + "x"))
    }

    /// Trying each split of the folders among the `**`s is exponential in them: ten `**` over a
    /// hundred folders did not finish. Read all at once, it is segments × names.
    @Test func manyDoubleStarsOverAHundredFoldersAreOnePass() throws {
        let glob = try #require(Glob(Array(repeating: "**", count: 10).joined(separator: "/") + "/x"))
        let path = (0..<100).map { "d\($0)" }.joined(separator: "/")
        #expect(!glob.matches(path))
        #expect(glob.matches(path + "/x"))
        #expect(try #require(Glob("**/a/**/b")).matches("a/b"))
        #expect(try !#require(Glob("**/a/**/b")).matches("b/a"))
    }

    /// Look-ups instead of matches: what a pattern needs before it is matched at all.
    @Test func literalPathsAndRequiredNames() throws {
        #expect(try #require(Glob("App/Legacy")).literalPath == "App/Legacy")
        #expect(try #require(Glob("./Pods/")).literalPath == "Pods")
        #expect(try #require(Glob("App/*")).literalPath == nil)
        #expect(try #require(Glob("**/Mocks/*.swift")).requiredName == "Mocks")
        #expect(try #require(Glob("*/?")).requiredName == nil)
    }

    /// The index gives each pattern's own answer, whichever way it files the pattern.
    @Test func indexedPatternsAnswerAsEachPatternDoes() throws {
        let texts = ["Legacy", "App/Legacy", "**/Mocks/*.swift", "*.generated.swift", "./Pods", "App/**/Old?", "tmp"]
        let patterns = try texts.map { Exclusions.Pattern(try #require(Glob($0)), base: "/p") }
            + [Exclusions.Pattern(try #require(Glob("Deep/**")), base: "/p/Sub")]
        let exclusions = Exclusions(folderNames: [], patterns: patterns, ignoredCatalogs: [])
        let paths = [
            "/p/Legacy", "/p/A/Legacy/x.swift", "/p/App/Legacy", "/p/B/App/Legacy", "/p/A/Mocks/M.swift", "/p/Mocks/Deep/M.swift",
            "/p/V.generated.swift", "/p/Pods", "/p/App/Pods", "/p/App/x/y/Old1", "/p/App/Old22", "/elsewhere/tmp", "/elsewhere/Legacy/x",
            "/p/Sub/Deep/a", "/p/Deep/a", "/q/V.generated.swift",
        ]
        for path in paths {
            let expected = patterns.contains { $0.matches(absolutePath: path) }
            #expect(exclusions.skipsFile(PathString.split(path).fileName, absolutePath: path) == expected, "\(path)")
        }
    }

    @Test func patternsAreRelativeToTheirFolder() throws {
        let pattern = Exclusions.Pattern(try #require(Glob("App/Legacy")), base: "/project")
        let exclusions = Exclusions(folderNames: [], patterns: [pattern], ignoredCatalogs: [])
        #expect(exclusions.skipsFolder("Legacy", absolutePath: "/project/App/Legacy"))
        #expect(!exclusions.skipsFolder("Legacy", absolutePath: "/elsewhere/App/Legacy"))
        #expect(!exclusions.skipsFolder("Legacy", absolutePath: "/project/Other/App/Legacy"))
        // Outside its folder a name pattern matches by the name alone, never by a folder above.
        let byName = Exclusions(
            folderNames: [], patterns: [Exclusions.Pattern(try #require(Glob("tmp")), base: "/project")], ignoredCatalogs: [])
        #expect(!byName.skipsFolder("Shop", absolutePath: "/tmp/other/Shop"))
        #expect(byName.skipsFolder("tmp", absolutePath: "/elsewhere/tmp"))
    }

    @Test func insideANamedPathThePatternsThatCoverItDoNotApply() throws {
        let patterns = try ["Offers", "Catalogs/Offers/**", "./Catalogs", "Catalogs/*/Legacy", "Legacy"].map {
            Exclusions.Pattern(try #require(Glob($0)), base: "/p")
        }
        let exclusions = Exclusions(folderNames: [], patterns: patterns, ignoredCatalogs: [])
        let inside = exclusions.inside(namedPath: "/p/App/../Catalogs/Offers/")
        // The name, the folder's own pattern and one above it are dropped; the others still apply.
        #expect(inside.patterns.map(\.glob.description) == ["Catalogs/*/Legacy", "Legacy"])
        #expect(inside.skipsFolder("Legacy", absolutePath: "/p/Catalogs/Offers/Legacy"))
        #expect(exclusions.inside(namedPath: "/p/App").patterns.count == 5)
    }

    @Test func excludingEitherFileOfAFeatureExcludesItsPartner() throws {
        let names = ["Checkout.xcstrings", "L10nKey+CHECKOUT.swift", "Offers.xcstrings", "L10nKey+offers.swift", "Loose.xcstrings"]
        func partners(_ pattern: String) throws -> Set<String> {
            Exclusions(folderNames: [], patterns: [Exclusions.Pattern(try #require(Glob(pattern)), base: "/p")], ignoredCatalogs: [])
                .excludedFeatureFiles(in: "/p/Catalogs", names: names)
        }
        #expect(try partners("Checkout.xcstrings") == ["L10nKey+CHECKOUT.swift"])
        #expect(try partners("L10nKey+checkout.swift") == [])  // Patterns match names exactly, case and all.
        #expect(try partners("Catalogs/L10nKey+*.swift") == ["Checkout.xcstrings", "Offers.xcstrings"])
        #expect(try partners("Loose.xcstrings") == [])
    }

    @Test func theDefaultsSkipDependenciesAndSystemTables() {
        let standard = Exclusions.standard
        for name in ["Pods", "Carthage", "DerivedData", "SourcePackages", "node_modules", "vendor", ".build", ".swiftpm", ".git"] {
            #expect(standard.skipsFolder(name, absolutePath: "/p/\(name)"), "\(name)")
        }
        #expect(!standard.skipsFolder("Features", absolutePath: "/p/Features"))
        #expect(standard.skipsFile("InfoPlist.xcstrings", absolutePath: "/p/App/InfoPlist.xcstrings"))
        #expect(standard.skipsFile("AppShortcuts.xcstrings", absolutePath: "/p/App/AppShortcuts.xcstrings"))
        #expect(!standard.skipsFile("Localizable.xcstrings", absolutePath: "/p/App/Localizable.xcstrings"))
        #expect(!standard.keepingSystemCatalogs.skipsFile("InfoPlist.xcstrings", absolutePath: "/p/App/InfoPlist.xcstrings"))
    }
}

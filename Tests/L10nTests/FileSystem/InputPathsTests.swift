import Foundation
import Testing
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nProject
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import L10nProject
#endif

@Suite struct InputPathsTests {
    /// A project with catalogs in `Catalogs/`, one elsewhere, and some that must be skipped.
    private func makeProject() throws -> URL {
        let root = try TempDirectory.make("project")
        for path in [
            "Catalogs/Offers/Offers.xcstrings", "Catalogs/Profile/Profile.xcstrings", "App/Legacy.xcstrings",
            "Catalogs/.hidden/Secret.xcstrings", ".build/checkouts/Dependency.xcstrings", ".build-linux/Other.xcstrings",
        ] {
            try TempDirectory.write("{}", to: path, in: root)
        }
        try TempDirectory.write("notes", to: "Catalogs/Profile/notes.txt", in: root)
        try TempDirectory.write("enum L10nKey {}", to: "Catalogs/Offers/L10nKey+offers.swift", in: root)
        try TempDirectory.write("struct App {}", to: "App/App.swift", in: root)
        try TempDirectory.write("", to: ".build/checkouts/Dependency.swift", in: root)
        return root
    }

    @Test func noArgumentsSearchesCatalogsFolder() throws {
        let root = try makeProject()
        #expect(try InputPaths.resolve(arguments: [], currentDirectory: root.path)
            == ["Catalogs/Offers/Offers.xcstrings", "Catalogs/Profile/Profile.xcstrings"])
    }

    @Test func noArgumentsWithoutCatalogsFolderSearchesCurrentDirectory() throws {
        let root = try makeProject()
        try FileManager.default.removeItem(at: root.appendingPathComponent("Catalogs"))
        #expect(try InputPaths.resolve(arguments: [], currentDirectory: root.path) == ["App/Legacy.xcstrings"])
    }

    @Test(arguments: [
        (["Catalogs"], ["Catalogs/Offers/Offers.xcstrings", "Catalogs/Profile/Profile.xcstrings"]),
        (["Catalogs/"], ["Catalogs/Offers/Offers.xcstrings", "Catalogs/Profile/Profile.xcstrings"]),
        (["./Catalogs/Offers"], ["./Catalogs/Offers/Offers.xcstrings"]),
        (["."], ["App/Legacy.xcstrings", "Catalogs/Offers/Offers.xcstrings", "Catalogs/Profile/Profile.xcstrings"]),
        (["App/Legacy.xcstrings", "Catalogs/Profile"], ["App/Legacy.xcstrings", "Catalogs/Profile/Profile.xcstrings"]),
        (["Catalogs/.hidden"], ["Catalogs/.hidden/Secret.xcstrings"]),
    ])
    func pathsKeepTheUsersSpelling(arguments: [String], expected: [String]) throws {
        let root = try makeProject()
        #expect(try InputPaths.resolve(arguments: arguments, currentDirectory: root.path) == expected)
    }

    @Test func theSameFileTwiceIsListedOnceUnderItsFirstSpelling() throws {
        let root = try makeProject()
        let found = try InputPaths.resolve(
            arguments: ["Catalogs/Offers", "Catalogs", "./Catalogs/Offers/../Offers/Offers.xcstrings"],
            currentDirectory: root.path)
        #expect(found == ["Catalogs/Offers/Offers.xcstrings", "Catalogs/Profile/Profile.xcstrings"])
    }

    /// A file reached through a link is the same file: it is read once, under the spelling
    /// that is not a link.
    @Test func aFileReachedThroughALinkIsListedOnce() throws {
        let root = try makeProject()
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Linked").path, withDestinationPath: "Catalogs/Offers")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Catalogs/Profile/Alias.xcstrings").path, withDestinationPath: "Profile.xcstrings")
        #expect(try InputPaths.resolve(arguments: ["Linked", "Catalogs"], currentDirectory: root.path)
            == ["Catalogs/Offers/Offers.xcstrings", "Catalogs/Profile/Profile.xcstrings"])
    }

    /// Files named twice or more, interleaved with others, in the order given: each is kept
    /// once, under its first spelling that goes through no link (a hard link is no link: the
    /// first of two names wins), else its first. The search sorts by identity and place rather
    /// than hashing identities; this holds it to that rule whatever the order.
    @Test func eachFileIsKeptUnderItsFirstSpellingWithoutALink() throws {
        let root = try makeProject()
        let profile = root.appendingPathComponent("Catalogs/Profile").path
        #expect(link(profile + "/Profile.xcstrings", profile + "/Hard.xcstrings") == 0)
        try FileManager.default.createSymbolicLink(atPath: profile + "/Alias.xcstrings", withDestinationPath: "Profile.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: profile + "/Alias2.xcstrings", withDestinationPath: "Alias.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Linked").path, withDestinationPath: "Catalogs/Offers")
        let offers = "Catalogs/Offers/Offers.xcstrings"
        let cases: [([String], [String])] = [
            (["Catalogs/Profile/Alias.xcstrings", "Catalogs/Profile/Hard.xcstrings", "Catalogs/Profile/Profile.xcstrings"], ["Catalogs/Profile/Hard.xcstrings"]),
            (["Catalogs/Profile/Profile.xcstrings", "Catalogs/Profile/Hard.xcstrings"], ["Catalogs/Profile/Profile.xcstrings"]),
            (["Catalogs/Profile/Alias2.xcstrings", "Catalogs/Profile/Alias.xcstrings"], ["Catalogs/Profile/Alias2.xcstrings"]),
            (
                ["Linked/Offers.xcstrings", "Catalogs/Profile/Alias.xcstrings", "App/Legacy.xcstrings", offers, "Catalogs/Profile/Alias2.xcstrings",
                 "Catalogs/Profile/Profile.xcstrings", "Linked/Offers.xcstrings", "App/Legacy.xcstrings"],
                ["App/Legacy.xcstrings", offers, "Catalogs/Profile/Profile.xcstrings"]
            ),
            (["Linked/Offers.xcstrings"], ["Linked/Offers.xcstrings"]),
        ]
        for (arguments, expected) in cases {
            #expect(try InputPaths.resolve(arguments: arguments, currentDirectory: root.path) == expected, "\(arguments)")
        }
    }

    /// FIFOs and folders with a catalog's name are listed, never opened, so that reading them
    /// reports them instead of waiting or skipping them silently.
    @Test func specialFilesWithACatalogsNameAreListed() throws {
        let root = try makeProject()
        #expect(mkfifo(root.appendingPathComponent("Catalogs/Offers/Pipe.xcstrings").path, 0o644) == 0)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Catalogs/Profile/Old.xcstrings"), withIntermediateDirectories: false)
        #expect(try InputPaths.resolve(arguments: ["Catalogs"], currentDirectory: root.path) == [
            "Catalogs/Offers/Offers.xcstrings", "Catalogs/Offers/Pipe.xcstrings",
            "Catalogs/Profile/Old.xcstrings", "Catalogs/Profile/Profile.xcstrings",
        ])
        #expect(throws: FileSystemError.notARegularFile(path: "Catalogs/Offers/Pipe.xcstrings", kind: "a FIFO (named pipe)")) {
            try SourceFile.read("Catalogs/Offers/Pipe.xcstrings", currentDirectory: root.path)
        }
        #expect(throws: FileSystemError.notARegularFile(path: "Catalogs/Profile/Old.xcstrings", kind: "a folder")) {
            try MappedFile.open("Catalogs/Profile/Old.xcstrings", currentDirectory: root.path)
        }
    }

    @Test func absoluteArgumentsGiveAbsolutePaths() throws {
        let root = try makeProject()
        let profile = root.appendingPathComponent("Catalogs/Profile").path
        #expect(try InputPaths.resolve(arguments: [profile], currentDirectory: "/")
            == [profile + "/Profile.xcstrings"])
    }

    @Test func missingPathIsAnError() throws {
        let root = try makeProject()
        #expect(throws: FileSystemError.noSuchPath("Catalog")) {
            try InputPaths.resolve(arguments: ["Catalogs", "Catalog"], currentDirectory: root.path)
        }
        #expect(FileSystemError.noSuchPath("Catalog").description
            == "No such file or folder: 'Catalog'. Check the spelling, or run l10n from the folder that contains it.")
    }

    @Test func namedFileOfTheWrongKindIsAnError() throws {
        let root = try makeProject()
        #expect(throws: FileSystemError.wrongFileType(path: "Catalogs/Profile/notes.txt", expectedExtension: "xcstrings")) {
            try InputPaths.resolve(arguments: ["Catalogs/Profile/notes.txt"], currentDirectory: root.path)
        }
        #expect(FileSystemError.wrongFileType(path: "a.txt", expectedExtension: "xcstrings").description
            == "'a.txt' is not a .xcstrings file. Pass a .xcstrings file or a folder that contains some.")
    }

    @Test func swiftFilesDefaultToTheWholeCurrentDirectory() throws {
        let root = try makeProject()
        #expect(try InputPaths.swiftFiles(arguments: [], currentDirectory: root.path)
            == ["App/App.swift", "Catalogs/Offers/L10nKey+offers.swift"])
        #expect(try InputPaths.swiftFiles(arguments: ["App"], currentDirectory: root.path) == ["App/App.swift"])
    }

    @Test(arguments: [
        ("Offers/Offers.xcstrings", "Offers/L10nKey+offers.swift"),
        ("Catalogs/Offers/Offers.xcstrings", "Catalogs/Offers/L10nKey+offers.swift"),
        ("Offers.xcstrings", "L10nKey+offers.swift"),
        ("/abs/OfferDetails.xcstrings", "/abs/L10nKey+offerdetails.swift"),
        ("SignIn.xcstrings", "L10nKey+signin.swift"),
        ("FAQ.xcstrings", "L10nKey+faq.swift"),
    ])
    func keyFileSitsBesideItsCatalog(catalog: String, keyFile: String) {
        #expect(InputPaths.keyFile(forCatalog: catalog) == keyFile)
    }

    @Test func checkedInFixtureIsCopiedNotUsedInPlace() throws {
        let copy = try Fixture.copy(named: "DiscoveryTree")
        #expect(!copy.path.hasPrefix(PackagePaths.fixtures.path))
        #expect(try InputPaths.resolve(arguments: [], currentDirectory: copy.path)
            == ["Catalogs/Offers/Offers.xcstrings", "Catalogs/Profile/Profile.xcstrings"])
        #expect(try InputPaths.keyFile(forCatalog: "Catalogs/Offers/Offers.xcstrings")
            == InputPaths.swiftFiles(arguments: ["Catalogs"], currentDirectory: copy.path).first)
    }
}

@Suite struct FeatureDiscoveryTests {
    @Test func pairsCatalogsWithTheirKeyFilesAndKeepsOrphans() throws {
        let root = try TempDirectory.make("features")
        for path in ["Catalogs/Offers/Offers.xcstrings", "Catalogs/Offers/L10nKey+offers.swift", "Catalogs/SignIn/SignIn.xcstrings",
                     "Catalogs/Wallet/L10nKey+wallet.swift", "Catalogs/L10nKey.swift", "Catalogs/Wallet/Helpers.swift"] {
            try TempDirectory.write("", to: path, in: root)
        }
        let features = try InputPaths.features(arguments: [], currentDirectory: root.path)
        #expect(features == [
            FeatureFolder(folder: "Catalogs/Offers/", catalogPath: "Catalogs/Offers/Offers.xcstrings", keyFilePath: "Catalogs/Offers/L10nKey+offers.swift"),
            FeatureFolder(folder: "Catalogs/SignIn/", catalogPath: "Catalogs/SignIn/SignIn.xcstrings", keyFilePath: nil),
            FeatureFolder(folder: "Catalogs/Wallet/", catalogPath: nil, keyFilePath: "Catalogs/Wallet/L10nKey+wallet.swift"),
        ])
        #expect(features[1].expectedKeyFilePath == "Catalogs/SignIn/L10nKey+signin.swift")
        #expect(Feature.keyPrefix(ofKeyFile: "Catalogs/Wallet/L10nKey+wallet.swift") == "wallet")
    }

    @Test func aCatalogNamedDirectlyBringsItsKeyFile() throws {
        let root = try TempDirectory.make("features")
        for path in ["Offers/Offers.xcstrings", "Offers/L10nKey+offers.swift", "SignIn/SignIn.xcstrings"] {
            try TempDirectory.write("", to: path, in: root)
        }
        let features = try InputPaths.features(
            arguments: ["Offers/Offers.xcstrings", "SignIn/SignIn.xcstrings"], currentDirectory: root.path)
        #expect(features == [
            FeatureFolder(folder: "Offers/", catalogPath: "Offers/Offers.xcstrings", keyFilePath: "Offers/L10nKey+offers.swift"),
            FeatureFolder(folder: "SignIn/", catalogPath: "SignIn/SignIn.xcstrings", keyFilePath: nil),
        ])
        #expect(try InputPaths.features(arguments: ["Offers/L10nKey+offers.swift"], currentDirectory: root.path) == [
            FeatureFolder(folder: "Offers/", catalogPath: "Offers/Offers.xcstrings", keyFilePath: "Offers/L10nKey+offers.swift"),
        ])
    }

    /// The folder search ignores the case of the key file's name, so naming the catalog must too.
    @Test func aCatalogNamedDirectlyBringsItsKeyFileWhateverItsCase() throws {
        let root = try TempDirectory.make("features")
        for path in ["SignIn/SignIn.xcstrings", "SignIn/L10nKey+SignIn.swift"] {
            try TempDirectory.write("", to: path, in: root)
        }
        let paired = [FeatureFolder(folder: "SignIn/", catalogPath: "SignIn/SignIn.xcstrings", keyFilePath: "SignIn/L10nKey+SignIn.swift")]
        #expect(try InputPaths.features(arguments: ["SignIn"], currentDirectory: root.path) == paired)
        #expect(try InputPaths.features(arguments: ["SignIn/SignIn.xcstrings"], currentDirectory: root.path) == paired)
    }
}

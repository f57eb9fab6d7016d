import Foundation
import Testing
@testable import L10nCore
@testable import L10nProject
@testable import L10nAppCode
@testable import L10nChecks
@testable import L10nReporting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `check` scans the app's files as the search of its folders meets them, holding no list of
/// them: the files, their order and what is found must be those of the list `AppSources.paths`
/// makes, and where the search alone cannot tell them (links, special files, names equal as
/// strings, hard links) the list is made after all.
@Suite struct AppCodeSearchTests {
    /// Names whose paths sort otherwise than their folders' names do: `Views+Extra.swift`
    /// comes before `Views/A.swift` (`+` is below `/`), though `Views` comes before it.
    private func makeApp() throws -> URL {
        let root = try TempDirectory.make("app-search")
        for path in [
            "Views/A.swift", "Views+Extra.swift", "Views-Old.swift", "Views.swift", "Views.Legacy/B.swift", "Views Old/C.swift",
            "\u{E9}clair/D.swift", "e/E.swift", "Z.swift", "a.swift", "Views/Inner/Deep.swift", "Views/Inner+More.swift",
            ".hidden/H.swift", "Tests/T.swift", "AppTests/U.swift", "ViewTests.swift", "Views/L10nKey+views.swift", "L10nKey.swift",
            "Views/notes.txt", "Pods/Dep/P.swift", "DerivedData/G.swift",
        ] {
            try TempDirectory.write("struct S {}\n", to: path, in: root)
        }
        // A linked folder is not followed, by the list or the search.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("LinkedViews").path, withDestinationPath: "Views")
        return root
    }

    private func streamed(_ arguments: [String] = [], in directory: String) throws -> (complete: Bool, paths: [String]) {
        var paths: [String] = []
        let complete = try AppSources.streamPaths(arguments: arguments, currentDirectory: directory, excluding: .standard) { paths.append($0) }
        return (complete, paths)
    }

    /// An ASCII path's name is tested by its bytes: it says what the name split off and tested
    /// as a `String` says, for names that are each test's edge, named on the command line or
    /// found, and for paths that are not ASCII (which take the `String` tests).
    @Test func aPathsNameTestedByItsBytesIsTheNameTestedAsAString() {
        let names = [
            "L10nKey+offers.swift", "L10nKey+o.swift", "L10nKey+.swift", "L10nKey+\r\n.swift", "L10nKey.swift", "L10nKeyx.swift",
            "L10nKey+offersTests.swift", "xL10nKey+offers.swift", "l10nKey+offers.swift", "ViewTests.swift", "Tests.swift",
            "ests.swift", "ViewTest.swift", "View.swift", ".swift", "ViewTests.swift.swift", "Caf\u{E9}Tests.swift",
            "L10nKey+caf\u{E9}.swift", "e\u{301}Tests.swift", "View.swif", "View",
        ]
        let folders = ["", "App/", "App/L10nKey+offers.swift/", "L10nKey.swift/", "Caf\u{E9}/", "a\u{301}/", "/", "Tests.swift/"]
        var differing: [String] = []
        for folder in folders {
            for name in names {
                let path = folder + name
                for named in [false, true] {
                    let asString = path.hasSuffix(".swift") && AppSources.isAppFileName(PathString.split(path).fileName, named: named)
                    if AppSources.isAppFile(path, named: named) != asString { differing.append("\(path.debugDescription) named: \(named)") }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing)")
        #expect(!AppSources.isAppFile("App/L10nKey+offers.swift", named: true) && AppSources.isAppFile("App/L10nKey+.swift", named: false))
        #expect(!AppSources.isAppFile("App/ViewTests.swift", named: false) && AppSources.isAppFile("App/ViewTests.swift", named: true))
    }

    @Test func theSearchMeetsTheFilesInTheListsOrder() throws {
        let root = try makeApp()
        let expected = [
            "Views Old/C.swift", "Views+Extra.swift", "Views-Old.swift", "Views.Legacy/B.swift", "Views.swift", "Views/A.swift",
            "Views/Inner+More.swift", "Views/Inner/Deep.swift", "Z.swift", "a.swift", "e/E.swift", "\u{E9}clair/D.swift",
        ]
        #expect(try AppSources.paths(arguments: [], currentDirectory: root.path) == expected)
        let search = try streamed(in: root.path)
        #expect(search.complete)
        #expect(search.paths == expected)
        // The same from a folder named on the command line, and from inside it.
        #expect(try streamed(["Views"], in: root.path).paths == ["Views/A.swift", "Views/Inner+More.swift", "Views/Inner/Deep.swift"])
        #expect(try streamed(["./"], in: root.path).paths == expected)
        #expect(try streamed(in: root.appendingPathComponent("Views").path).paths == ["A.swift", "Inner+More.swift", "Inner/Deep.swift"])
    }

    /// A folder of ASCII names is sorted by their bytes: the files come in the order the list's
    /// sort of whole paths as Strings gives, with names that are prefixes of others, folders
    /// whose `/` sorts after a sibling's `+`, `-`, `.` or space, cases, digits and punctuation.
    @Test func aFolderOfASCIINamesIsMetInTheListsOrder() throws {
        let root = try TempDirectory.make("app-search-ascii")
        let paths = [
            "a.swift", "a/x.swift", "a+b.swift", "a-/y.swift", "a b.swift", "a0.swift", "ab/z.swift", "ab.swift", "abc.swift",
            "A.swift", "B/b.swift", "_.swift", "~.swift", "9.swift", "10.swift", "a.swift.swift", "a/b/c.swift", "a/b+.swift",
            "a/b.swift", "a/B.swift", "a/_/d.swift", "Zz.swift", "z/Z.swift",
            // Names alike in their first eight or sixteen bytes, which the sort reads as words.
            "abcdefg.swift", "abcdefgh/e.swift", "abcdefgh.swift", "abcdefghi.swift", "SharedPrefixView.swift",
            "SharedPrefixView/f.swift", "SharedPrefixView1.swift", "SharedPrefixView10.swift", "SharedPrefixView2.swift",
            "SharedPrefixVie.swift", "SharedPrefixViewA/g.swift",
        ]
        for path in paths { try TempDirectory.write("struct S {}\n", to: path, in: root) }
        let listed = try AppSources.paths(arguments: [], currentDirectory: root.path)
        #expect(listed == paths.sorted())
        let search = try streamed(in: root.path)
        #expect(search.complete)
        #expect(search.paths == listed)
    }

    @Test(arguments: ["link", "fifo", "equal names", "catalog folder", "two roots", "a file"])
    func theSearchLeavesToTheListWhatOnlyTheListTells(_ hostile: String) throws {
        let root = try makeApp()
        var arguments: [String] = []
        switch hostile {
        case "link":
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Views/Alias.swift").path, withDestinationPath: "A.swift")
        case "fifo":
            #expect(mkfifo(root.appendingPathComponent("Views/Pipe.swift").path, 0o644) == 0)
        case "equal names":
            // `é` composed and decomposed: two files on Linux, one string.
            try TempDirectory.write("", to: "e/\u{E9}.swift", in: root)
            try TempDirectory.write("", to: "e/e\u{301}.swift", in: root)
        case "catalog folder":
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Views/Old.xcstrings"), withIntermediateDirectories: false)
        case "two roots":
            arguments = ["Views", "e"]
        default:
            arguments = ["Views/A.swift"]
        }
        #expect(try streamed(arguments, in: root.path).complete == false)
    }

    /// Every feature's findings with the app's files scanned as the search meets them are
    /// those with the listed files scanned, also when a hard link makes the list necessary.
    @Test func scanningWhileSearchingFindsWhatScanningTheListFinds() throws {
        let (directory, sources) = try AppCodeFoldTests.shopWithManyViews()
        func compare() throws {
            let paths = try AppSources.paths(arguments: [], currentDirectory: directory)
            let listed = Checker.check(features: sources, appFiles: paths, currentDirectory: directory, options: CheckOptions())
            let searched = try #require(Checker.check(features: sources, searchingAppCode: [], excluding: .standard, currentDirectory: directory))
            #expect(searched.unreadable.isEmpty && listed.unreadable.isEmpty)
            #expect(searched.run.diagnostics.map { XcodeReporter.line($0) } == listed.run.diagnostics.map { XcodeReporter.line($0) })
            #expect(listed.run.diagnostics.contains { $0.checkID == "hardcoded-string" })
        }
        let declared = sources.map { $0.declaredKeys() }
        let scan = { () throws -> (KeyUsage, [FileSystemError])? in
            try AppCodeScanner.scan(searching: [], currentDirectory: directory, excluding: .standard, into: KeyUsage(features: declared)) {
                $0.add($1)
            } merge: {
                $0.append($1)
            }
        }
        #expect(try scan()?.0.fileCount == 82)
        try compare()
        // A second name of a view: the list keeps one of them, so the search cannot go on.
        #expect(link(directory + "/App/Shop/HomeView.swift", directory + "/App/Shop/HomeView+Linked.swift") == 0)
        #expect(try scan() == nil)
        try compare()
    }

    /// End to end: links, hidden and test folders, special files and names that sort apart
    /// from their folders', from the app's root and with the app's folders named.
    @Test func checkReportsTheFilesTheListHolds() throws {
        let root = try Fixture.copy(named: "AppCode/Shop")
        let shop = root.appendingPathComponent("App/Shop")
        let view = shop.appendingPathComponent("HomeView.swift")
        try FileManager.default.copyItem(at: view, to: shop.appendingPathComponent("HomeView+Deals.swift"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/.old"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(at: view, to: root.appendingPathComponent("App/.old/HomeView.swift"))
        try FileManager.default.copyItem(at: view, to: root.appendingPathComponent("App/ShopTests.swift"))
        let home = { (file: String) in
            ["\(file):11:18 hardcoded-string", "\(file):12:19 hardcoded-string", "\(file):20:46 undeclared-key",
             "\(file):24:26 hardcoded-string", "\(file):34:14 undeclared-key"]
        }
        let wallet = ["11:29", "17:46", "18:46"].map { "App/Wallet/WalletViewController.swift:\($0) hardcoded-string" }
        let unused = [
            "Catalogs/Shop/L10nKey+shop.swift:13:24 unused-key", "Catalogs/Wallet/L10nKey+wallet.swift:9:24 unused-key",
            "Catalogs/Wallet/L10nKey+wallet.swift:18:24 unused-key",
        ]
        let expected = home("App/Shop/HomeView+Deals.swift") + home("App/Shop/HomeView.swift") + wallet + unused
        func findings(_ arguments: [String] = []) throws -> (found: [String], stderr: String, exitCode: Int32) {
            let result = try L10nBinary.run(["check", "--format", "xcode"] + arguments, in: root)
            let found = result.stdout.split(separator: "\n").map { line in
                String(line.prefix { $0 != " " }.dropLast()) + " " + String(line.split(separator: "[").last!.dropLast())
            }
            return (found, result.stderr, result.exitCode)
        }
        let plain = try findings()
        #expect(plain.found == expected)
        #expect(plain.stderr == "")
        #expect(plain.exitCode == 1)
        #expect(try findings(["App"]).found == expected.filter { $0.hasPrefix("App/") })
        #expect(try findings(["App/Shop"]).found == expected.filter { $0.hasPrefix("App/Shop/") })

        // A link to a view: the view is read once, under its own name.
        try FileManager.default.createSymbolicLink(atPath: shop.appendingPathComponent("Alias.swift").path, withDestinationPath: "HomeView.swift")
        #expect(try findings().found == expected)
        // A second name of a view: read once, under the name the folder lists first.
        #expect(link(view.path, shop.appendingPathComponent("HomeView+Linked.swift").path) == 0)
        let linked = home("App/Shop/HomeView+Deals.swift") + home("App/Shop/HomeView+Linked.swift") + wallet + unused
        let hardLinked = try findings().found
        #expect(hardLinked == expected || hardLinked == linked)

        #expect(mkfifo(shop.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        let piped = try findings()
        #expect(piped.found == hardLinked)
        #expect(piped.stderr == "Error: 'App/Shop/Pipe.swift' is a FIFO (named pipe), not a regular file, so l10n skipped it. Remove it, or rename it.\n")
        #expect(piped.exitCode == 2)
    }
}

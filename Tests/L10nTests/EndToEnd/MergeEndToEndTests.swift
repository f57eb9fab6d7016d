import Foundation
import Testing
import L10nJSON

/// `l10n merge`, `l10n resolve` and `l10n init --git` as git and a person use them, in real
/// repositories made in temporary folders.
@Suite struct MergeEndToEndTests {
    /// `git <arguments>` in `directory`, with l10n on the PATH as the driver needs it.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> (stdout: String, stderr: String, exitCode: Int32) {
        let binFolder = try L10nBinary.executable().deletingLastPathComponent().path
        let path = binFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try L10nBinary.runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), arguments: ["git", "-c", "user.name=l10n-test", "-c", "user.email=test@l10n.invalid"] + arguments,
            in: directory, environment: ["PATH": path, "GIT_CONFIG_NOSYSTEM": "1", "HOME": directory.path])
    }

    /// A repository holding a copy of the sample app's catalogs, committed on `main`.
    static func repository() throws -> URL {
        let root = try TempDirectory.make("merge-repo")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Catalogs"), to: root.appendingPathComponent("Catalogs"))
        try git(["init", "-q", "-b", "main"], in: root)
        try git(["add", "-A"], in: root)
        try git(["commit", "-qm", "base"], in: root)
        return root
    }

    static func read(_ path: String, in root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func addOnTwoBranches(_ root: URL) throws {
        try git(["checkout", "-qb", "banner"], in: root)
        #expect(try L10nBinary.run(["add", "offers.emptyState.banner", "--en", "Banner", "--es", "Pancarta"], in: root).exitCode == 0)
        try git(["commit", "-qam", "banner"], in: root)
        try git(["checkout", "-q", "main"], in: root)
        try git(["checkout", "-qb", "cta"], in: root)
        #expect(try L10nBinary.run(["add", "offers.emptyState.cta", "--en", "Go", "--es", "Ir"], in: root).exitCode == 0)
        try git(["commit", "-qam", "cta"], in: root)
    }

    @Test func twoBranchesAddingToOneSectionMergeCleanlyWithTheDriver() throws {
        let root = try Self.repository()
        let setup = try L10nBinary.run(["init", "--git"], in: root)
        #expect(setup.stdout == """
            Added '*.xcstrings merge=l10n' to .gitattributes
            Added 'L10nKey+*.swift merge=l10n' to .gitattributes
            Set merge.l10n.name to 'l10n: String Catalogs and key files merged by meaning' in the repository's git config
            Set merge.l10n.driver to 'l10n merge %O %A %B %P' in the repository's git config
            Every clone needs the git config part once: each team member runs 'l10n init --git'.

            """)
        #expect(setup.exitCode == 0)
        try Self.git(["add", ".gitattributes"], in: root)
        try Self.git(["commit", "-qm", "merge driver"], in: root)
        let checkBefore = try L10nBinary.run(["check"], in: root)
        try Self.addOnTwoBranches(root)

        let merge = try Self.git(["merge", "-q", "--no-edit", "banner"], in: root)
        #expect(merge.exitCode == 0, "\(merge.stdout)\(merge.stderr)")
        let keyFile = try Self.read("Catalogs/Offers/L10nKey+offers.swift", in: root)
        #expect(keyFile.contains("""
                        /// Banner
                        static let banner = LocalizedStringResource("offers.emptyState.banner", table: "Offers")
                        /// Go
                        static let cta = LocalizedStringResource("offers.emptyState.cta", table: "Offers")
                        /// Shown when there are no offers for the signed-in member.
            """))
        let catalog = try JSONParser.parse(Array(try Self.read("Catalogs/Offers/Offers.xcstrings", in: root).utf8)).root
        #expect(catalog["strings"]?["offers.emptyState.banner"] != nil)
        #expect(catalog["strings"]?["offers.emptyState.cta"] != nil)
        let check = try L10nBinary.run(["check"], in: root)
        #expect(!check.stdout.contains("L10nKey+offers.swift"))
        #expect(check.exitCode == checkBefore.exitCode)
        #expect(try L10nBinary.run(["format", "--check"], in: root).exitCode == 0)
    }

    @Test func withoutTheDriverGitConflictsAndResolveMergesTheMarkers() throws {
        let root = try Self.repository()
        try Self.addOnTwoBranches(root)
        let merge = try Self.git(["merge", "-q", "--no-edit", "banner"], in: root)
        #expect(merge.exitCode != 0)
        #expect(try Self.read("Catalogs/Offers/Offers.xcstrings", in: root).contains("<<<<<<<"))

        // From a subfolder: the paths git lists are taken from the repository's root.
        let resolve = try L10nBinary.run(["resolve"], in: root.appendingPathComponent("Catalogs"))
        #expect(resolve.stdout == "Resolved Offers/L10nKey+offers.swift\nResolved Offers/Offers.xcstrings\n")
        #expect(resolve.stderr == "")
        #expect(resolve.exitCode == 0)
        let keyFile = try Self.read("Catalogs/Offers/L10nKey+offers.swift", in: root)
        #expect(keyFile.contains("static let banner") && keyFile.contains("static let cta") && !keyFile.contains("<<<<<<<"))
        #expect(try L10nBinary.run(["format", "--check"], in: root).exitCode == 0)
        #expect(try L10nBinary.run(["resolve"], in: root).stderr.contains("no complete conflict markers"))
    }

    @Test func resolveUsesDiff3sBase() throws {
        let root = try Self.repository()
        try Self.addOnTwoBranches(root)
        try Self.git(["config", "merge.conflictStyle", "diff3"], in: root)
        #expect(try Self.git(["merge", "-q", "--no-edit", "banner"], in: root).exitCode != 0)
        #expect(try Self.read("Catalogs/Offers/Offers.xcstrings", in: root).contains("|||||||"))
        let resolve = try L10nBinary.run(["resolve", "Catalogs/Offers/Offers.xcstrings"], in: root)
        #expect(resolve.stdout == "Resolved Catalogs/Offers/Offers.xcstrings\n")
        #expect(resolve.exitCode == 0)
    }

    @Test func initGitIsIdempotentAndCheckSaysWhatItWouldDo() throws {
        let root = try Self.repository()
        try Data("*.png binary\n".utf8).write(to: root.appendingPathComponent(".gitattributes"))
        let check = try L10nBinary.run(["init", "--git", "--check"], in: root.appendingPathComponent("Catalogs"))
        #expect(check.stdout == """
            Would add '*.xcstrings merge=l10n' to ../.gitattributes
            Would add 'L10nKey+*.swift merge=l10n' to ../.gitattributes
            Would set merge.l10n.name to 'l10n: String Catalogs and key files merged by meaning' in the repository's git config
            Would set merge.l10n.driver to 'l10n merge %O %A %B %P' in the repository's git config
            Run 'l10n init --git' to apply.

            """)
        #expect(check.exitCode == 1)
        #expect(try Self.read(".gitattributes", in: root) == "*.png binary\n")
        #expect(try L10nBinary.run(["init", "--git"], in: root.appendingPathComponent("Catalogs")).exitCode == 0)
        #expect(try Self.read(".gitattributes", in: root) == "*.png binary\n*.xcstrings merge=l10n\nL10nKey+*.swift merge=l10n\n")
        let again = try L10nBinary.run(["init", "--git"], in: root)
        #expect(again.stdout == "The l10n merge driver is already set up in \(root.path).\n")
        #expect(try L10nBinary.run(["init", "--git", "--check"], in: root).exitCode == 0)
        #expect(try Self.read(".gitattributes", in: root) == "*.png binary\n*.xcstrings merge=l10n\nL10nKey+*.swift merge=l10n\n")
        let outside = try TempDirectory.make("no-repo")
        let refused = try L10nBinary.run(["init", "--git"], in: outside)
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.hasPrefix("Error: "))
    }

    // MARK: The driver on its own

    static let base = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "offers.title" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Offers"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func write(_ files: [String: [UInt8]]) throws -> URL {
        let folder = try TempDirectory.make("merge-driver")
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func aConflictIsListedOnStderrAndExitsOne() throws {
        let ours = Self.base.replacingOccurrences(of: "\"Offers\"", with: "\"Deals\"")
        let theirs = Self.base.replacingOccurrences(of: "\"Offers\"", with: "\"Bargains\"")
        let folder = try Self.write(["O": Array(Self.base.utf8), "A": Array(ours.utf8), "B": Array(theirs.utf8)])
        let result = try L10nBinary.run(["merge", "O", "A", "B", "App/Offers.xcstrings"], in: folder)
        #expect(result.stderr == "App/Offers.xcstrings:7: conflict in 'offers.title' (en): ours \"Deals\", theirs \"Bargains\"\n")
        #expect(result.stdout == "")
        #expect(result.exitCode == 1)
        #expect(try String(contentsOf: folder.appendingPathComponent("A"), encoding: .utf8).contains("<<<<<<< ours\n"))
    }

    @Test(arguments: [
        ("not JSON", Array("{ \"strings\" : {".utf8)),
        ("not UTF-8", [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]),
        ("conflict markers", Array("<<<<<<< ours\n{}\n=======\n{}\n>>>>>>> theirs\n".utf8)),
    ])
    func anUnreadableCatalogExitsTwoAndLeavesOursAsItWas(_ input: (String, [UInt8])) throws {
        for side in ["O", "B", "A"] {
            var files = ["O": Array(Self.base.utf8), "A": Array(Self.base.utf8) + [0x0A], "B": Array(Self.base.utf8)]
            files[side] = input.1
            let folder = try Self.write(files)
            let result = try L10nBinary.run(["merge", "O", "A", "B", "Offers.xcstrings"], in: folder)
            #expect(result.exitCode == 2, "\(input.0) as \(side)")
            #expect(result.stderr.contains("error:") && result.stderr.contains("nothing was merged"))
            #expect(try Array(Data(contentsOf: folder.appendingPathComponent("A"))) == files["A"])
        }
    }

    @Test func aMissingBaseIsAnAddAddAndAMissingFileExitsTwo() throws {
        let theirs = Self.base.replacingOccurrences(of: "\"offers.title\"", with: "\"offers.cta\"")
        let folder = try Self.write(["O": [], "A": Array(Self.base.utf8), "B": Array(theirs.utf8)])
        #expect(try L10nBinary.run(["merge", "O", "A", "B", "Offers.xcstrings"], in: folder).exitCode == 0)
        let merged = try JSONParser.parse(Array(try Data(contentsOf: folder.appendingPathComponent("A")))).root
        #expect(merged["strings"]?.members?.map(\.key) == ["offers.cta", "offers.title"])
        #expect(try L10nBinary.run(["merge", "", "A", "B", "Offers.xcstrings"], in: folder).exitCode == 0)
        let missing = try L10nBinary.run(["merge", "nowhere", "A", "B", "Offers.xcstrings"], in: folder)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.hasPrefix("Error: "))
    }

    @Test func otherFilesMergeAsTextAndKeyFilesByDeclaration() throws {
        let folder = try Self.write(["O": Array("a\nb\n".utf8), "A": Array("a\nb\nc\n".utf8), "B": Array("z\na\nb\n".utf8)])
        #expect(try L10nBinary.run(["merge", "O", "A", "B", "notes.txt"], in: folder).exitCode == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("A"), encoding: .utf8) == "z\na\nb\nc\n")
    }

    @Test func aHugeCatalogMergesWithoutATornFile() throws {
        let entries = (0..<20_000).map { index in
            "    \"key.\(index)\" : {\n      \"localizations\" : {\n        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Text \(index)\"\n          }\n        }\n      }\n    }"
        }
        func catalog(_ entries: [String]) -> [UInt8] {
            Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(entries.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}".utf8)
        }
        var ours = entries, theirs = entries
        ours[10] = ours[10].replacingOccurrences(of: "Text 10\"", with: "Changed 10\"")
        theirs[19_000] = theirs[19_000].replacingOccurrences(of: "Text 19000\"", with: "Changed 19000\"")
        let folder = try Self.write(["O": catalog(entries), "A": catalog(ours), "B": catalog(theirs)])
        #expect(try L10nBinary.run(["merge", "O", "A", "B", "Big.xcstrings"], in: folder).exitCode == 0)
        let merged = try String(contentsOf: folder.appendingPathComponent("A"), encoding: .utf8)
        #expect(merged.contains("Changed 10\"") && merged.contains("Changed 19000\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["A", "B", "O"])
    }
}

extension MergeEndToEndTests {
    static func fixture(_ name: String) throws -> URL {
        let folder = try Fixture.copy(named: "Merge/" + name)
        return folder
    }

    /// Tests/Fixtures/Merge/README.md says where these come from.
    @Test func aRealMergeThatGitConflictedOnEndsAsThePeopleMergedIt() throws {
        let folder = try Self.fixture("XcodesApp-8a5591c0")
        let result = try L10nBinary.run(["merge", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings", "Xcodes/Resources/Localizable.xcstrings"], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(try Data(contentsOf: folder.appendingPathComponent("ours.xcstrings")) == Data(contentsOf: folder.appendingPathComponent("result.xcstrings")))
    }

    @Test func aRealTrueConflictIsLeftToAPerson() throws {
        let folder = try Self.fixture("XcodesApp-c7f9e547")
        let result = try L10nBinary.run(["merge", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings", "Localizable.xcstrings"], in: folder)
        #expect(result.exitCode == 1)
        #expect(result.stderr == """
            Localizable.xcstrings:76: conflict in '• %@' (entry): ours "• %@", theirs deleted it
            Localizable.xcstrings:122: conflict in 'example@icloud.com' (entry): ours "ornek@icloud.com", theirs deleted it

            """)
        let merged = try Data(contentsOf: folder.appendingPathComponent("ours.xcstrings"))
        #expect(String(decoding: merged, as: UTF8.self).components(separatedBy: "<<<<<<< ours\n").count == 3)
    }
}

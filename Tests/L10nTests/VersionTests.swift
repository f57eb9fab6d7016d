import Foundation
import Testing
@testable import L10nCore

@Test func versionIsSemantic() {
    #expect(L10nVersion.current.split(separator: ".").count == 3)
}

/// How `l10n --version` and the release tag stay equal: `Scripts/release` writes the version
/// into L10nVersion.swift and the formula's tag in one commit and tags it with that name.
@Suite struct ReleaseVersionTests {
    static let versionFile = "Sources/L10nCore/L10nVersion.swift"
    static let formula = "Formula/l10n.rb"

    static func git(_ arguments: [String], in folder: URL) throws -> (stdout: String, stderr: String, exitCode: Int32) {
        try L10nBinary.runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["git", "-c", "user.name=l10n-test", "-c", "user.email=test@l10n.invalid"] + arguments, in: folder,
            environment: ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"])
    }

    /// The formula builds the tag whose version the binary prints.
    @Test func theFormulaBuildsTheTagOfThisVersion() throws {
        let formula = try String(contentsOf: PackagePaths.root.appendingPathComponent(Self.formula), encoding: .utf8)
        #expect(formula.contains("tag: \"\(L10nVersion.current)\""))
        #expect(formula.contains("system \"swift\", \"build\", \"--disable-sandbox\", \"--configuration\", \"release\", \"--product\", \"l10n\""))
    }

    /// A checkout exactly at a tag (a release build, as Mint and Homebrew make it) prints the tag.
    @Test func atATagTheVersionIsTheTag() throws {
        guard FileManager.default.fileExists(atPath: PackagePaths.root.appendingPathComponent(".git").path) else { return }
        let tags = try Self.git(["tag", "--points-at", "HEAD"], in: PackagePaths.root)
        let releases = tags.stdout.split(separator: "\n").filter { tag in
            let parts = tag.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
        }
        for tag in releases {
            #expect(String(tag) == L10nVersion.current, "HEAD is tagged \(tag) but l10n --version prints \(L10nVersion.current)")
        }
    }

    /// The release script in a repository holding the two files it edits: one commit, tagged
    /// with the version both files now name; it refuses a bad version and a dirty tree.
    @Test func theReleaseScriptSetsTheVersionAndTagsTheCommit() throws {
        let folder = try TempDirectory.make("release")
        for path in [Self.versionFile, Self.formula, "Scripts/release"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(path), to: folder.appendingPathComponent(path))
        }
        #expect(try Self.git(["init", "-q"], in: folder).exitCode == 0)
        #expect(try Self.git(["remote", "add", "origin", "git@github.com:someone/l10n.git"], in: folder).exitCode == 0)
        #expect(try Self.git(["add", "-A"], in: folder).exitCode == 0)
        #expect(try Self.git(["commit", "-qm", "Start"], in: folder).exitCode == 0)
        let script = folder.appendingPathComponent("Scripts/release")
        let environment = ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@l10n.invalid",
                           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@l10n.invalid"]

        let bad = try L10nBinary.runProcess(script, arguments: ["v1.2"], in: folder, environment: environment)
        #expect(bad == ("", "release: give the version as major.minor.patch, for example: Scripts/release 0.2.0\n", 2))

        let released = try L10nBinary.runProcess(script, arguments: ["9.8.7"], in: folder, environment: environment)
        #expect(released == ("Tagged 9.8.7; push it with: git push origin HEAD 9.8.7\n", "", 0))
        #expect(try Self.git(["describe", "--exact-match", "--tags", "HEAD"], in: folder).stdout == "9.8.7\n")
        #expect(try Self.git(["status", "--porcelain"], in: folder).stdout == "")
        let version = try String(contentsOf: folder.appendingPathComponent(Self.versionFile), encoding: .utf8)
        #expect(version.contains("package static let current = \"9.8.7\"\n"))
        let formula = try String(contentsOf: folder.appendingPathComponent(Self.formula), encoding: .utf8)
        #expect(formula.contains("  url \"https://github.com/someone/l10n.git\", tag: \"9.8.7\"\n"))
        #expect(formula.contains("  homepage \"https://github.com/someone/l10n\"\n"))

        let again = try L10nBinary.runProcess(script, arguments: ["9.8.7"], in: folder, environment: environment)
        #expect(again == ("", "release: the tag 9.8.7 exists already\n", 2))
        try Data("dirty".utf8).write(to: folder.appendingPathComponent(Self.formula))
        let dirty = try L10nBinary.runProcess(script, arguments: ["9.8.8"], in: folder, environment: environment)
        #expect(dirty == ("", "release: the work tree has uncommitted changes; commit or stash them first\n", 2))
    }
}

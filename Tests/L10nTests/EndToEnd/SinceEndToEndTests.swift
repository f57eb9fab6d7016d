import Foundation
import Testing

/// `check --since <ref>` in temporary git repositories holding the sample app, whose Checkout
/// catalog has three missing Spanish translations and whose key file names a missing key: the
/// findings the branch had when it left `main` are never reported, new ones are.
@Suite(.tags(.endToEnd)) struct SinceEndToEndTests {
    static let checkout = "Catalogs/Checkout/Checkout.xcstrings"
    /// An empty Spanish text in the Checkout catalog, a finding the base does not have.
    static let emptyDone = (from: "\"value\" : \"Listo\"", to: "\"value\" : \"\"")

    /// Runs git in `folder` with a fixed identity and no user or system configuration.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let result = try L10nBinary.runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["git", "-c", "user.name=l10n-test", "-c", "user.email=test@l10n.invalid", "-c", "init.defaultBranch=main"] + arguments,
            in: folder, environment: ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"])
        try #require(result.exitCode == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
        return result.stdout
    }

    /// A repository with the sample app committed on `main`, on a new branch `feature`.
    func repository() throws -> URL {
        let folder = try TempDirectory.make("since")
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        try Self.git(["init", "-q"], in: folder)
        try Self.git(["add", "-A"], in: folder)
        try Self.git(["commit", "-qm", "The sample app"], in: folder)
        try Self.git(["checkout", "-qb", "feature"], in: folder)
        return folder
    }

    func replace(_ old: String, with new: String, in path: String, at folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    @Test func onlyTheFindingTheBranchAddedIsReported() throws {
        let folder = try repository()
        // Old findings alone: nothing is new.
        #expect(try L10nBinary.run(["check"], in: folder).exitCode == 1)
        #expect(try L10nBinary.run(["check", "--since", "main"], in: folder) == ("No problems in 10 files (63 keys)\n", "", 0))

        // A new defect in the work tree, not yet committed, next to the old ones in the same file.
        try replace(Self.emptyDone.from, with: Self.emptyDone.to, in: Self.checkout, at: folder)
        let status = try Self.git(["status", "--porcelain"], in: folder)
        let added = try L10nBinary.run(["check", "--since", "main", "--format", "xcode"], in: folder)
        #expect(added.stdout == """
            Catalogs/Checkout/Checkout.xcstrings:17:13: error: Key 'checkout.confirmation.done' has empty 'es' text; write the text or remove the localization. [empty-translation]

            """)
        #expect(added.stderr == "")
        #expect(added.exitCode == 1)
        #expect(try Self.git(["status", "--porcelain"], in: folder) == status, "the work tree is never switched or touched")

        // Committed, from another working directory, as GitHub annotations.
        try Self.git(["commit", "-qam", "Empty Spanish"], in: folder)
        let github = try L10nBinary.run(["check", "--since", "main", "--format", "github", "."], in: folder.appendingPathComponent("Catalogs"))
        #expect(github.stdout == """
            ::error file=Checkout/Checkout.xcstrings,line=17,col=13,title=empty-translation::Key 'checkout.confirmation.done' has empty 'es' text; write the text or remove the localization.

            """)
        #expect(github.exitCode == 1)
    }

    /// The comparison is with where the branch left `main`, not with `main` now: a fix that
    /// landed on `main` since does not make the branch's copy of the finding new.
    @Test func theMergeBaseIsTheBaseNotTheRefsTip() throws {
        let folder = try repository()
        try Self.git(["checkout", "-q", "main"], in: folder)
        try replace("\"checkout.summary.promoCode\"", with: "\"checkout.summary.promoCodeGone\"", in: "Catalogs/Checkout/L10nKey+checkout.swift", at: folder)
        try Self.git(["commit", "-qam", "Fixed on main"], in: folder)
        try Self.git(["checkout", "-q", "feature"], in: folder)
        try replace(Self.emptyDone.from, with: Self.emptyDone.to, in: Self.checkout, at: folder)
        try Self.git(["commit", "-qam", "Empty Spanish"], in: folder)
        let result = try L10nBinary.run(["check", "--since", "main", "--format", "xcode"], in: folder)
        #expect(result.stdout == """
            Catalogs/Checkout/Checkout.xcstrings:17:13: error: Key 'checkout.confirmation.done' has empty 'es' text; write the text or remove the localization. [empty-translation]

            """)
        #expect(result.exitCode == 1)
    }

    /// A renamed feature folder keeps its old findings quiet; a new one in it is reported at its new path.
    @Test func aRenamedFileKeepsItsOldFindings() throws {
        let folder = try repository()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Catalogs/Shop"), withIntermediateDirectories: true)
        try Self.git(["mv", "Catalogs/Checkout", "Catalogs/Shop/Checkout"], in: folder)
        try Self.git(["commit", "-qm", "Moved"], in: folder)
        #expect(try L10nBinary.run(["check", "--since", "main"], in: folder) == ("No problems in 10 files (63 keys)\n", "", 0))
        try replace(Self.emptyDone.from, with: Self.emptyDone.to, in: "Catalogs/Shop/Checkout/Checkout.xcstrings", at: folder)
        try Self.git(["commit", "-qam", "Empty Spanish"], in: folder)
        let result = try L10nBinary.run(["check", "--since", "main", "--format", "xcode"], in: folder)
        #expect(result.stdout == """
            Catalogs/Shop/Checkout/Checkout.xcstrings:17:13: error: Key 'checkout.confirmation.done' has empty 'es' text; write the text or remove the localization. [empty-translation]

            """)
        #expect(result.exitCode == 1)
    }

    /// Deleted files report nothing; a finding in a file the branch did not touch is not
    /// reported even when the branch caused it (the full check still has it).
    @Test func deletedAndUntouchedFilesReportNothing() throws {
        let folder = try repository()
        try Self.git(["rm", "-rq", "Catalogs/Checkout"], in: folder)
        try Self.git(["rm", "-q", "Catalogs/Offers/L10nKey+offers.swift"], in: folder)
        try Self.git(["commit", "-qm", "Removed"], in: folder)
        let full = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(full.stdout.contains("Catalogs/Offers/Offers.xcstrings:1:1: error: Offers.xcstrings has no key file"), "\(full.stdout)")
        #expect(try L10nBinary.run(["check", "--since", "main"], in: folder) == ("No problems in 7 files (50 keys)\n", "", 0))
    }

    @Test func aMissingBaseIsAClearErrorWithExitTwo() throws {
        let folder = try repository()
        #expect(try L10nBinary.run(["check", "--since", "origin/main"], in: folder) == ("", """
            Error: '--since origin/main': no such commit here; fetch it first (git fetch origin origin/main), or with actions/checkout set 'fetch-depth: 0'.

            """, 2))
        // Not a repository at all.
        let plain = try TempDirectory.make("since-plain")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Catalogs"), to: plain.appendingPathComponent("Catalogs"))
        let outside = try L10nBinary.run(["check", "--since", "main"], in: plain, environment: ["GIT_CEILING_DIRECTORIES": plain.deletingLastPathComponent().path])
        #expect(outside.stderr == "Error: '--since' reads git history, and '\(plain.path)' is not in a git repository; run l10n in a clone, or check without '--since'.\n")
        #expect(outside.exitCode == 2)
        let both = try L10nBinary.run(["check", "--since", "main", "--write-baseline", "b.json"], in: folder)
        #expect(both.stderr.hasPrefix("Error: The value 'b.json' is invalid for '--write-baseline <file>': it records every finding, so it cannot be combined with '--since'\n"))
        #expect(both.exitCode == 2)
    }

    /// CI's shallow checkout: the remote branch is named but its history is not here, then is.
    @Test func aShallowCloneSaysWhatToFetch() throws {
        let origin = try repository()
        try Self.git(["commit", "-q", "--allow-empty", "-m", "Later on main"], in: origin)
        try replace(Self.emptyDone.from, with: Self.emptyDone.to, in: Self.checkout, at: origin)
        try Self.git(["commit", "-qam", "Empty Spanish"], in: origin)
        try Self.git(["commit", "-q", "--allow-empty", "-m", "More on the branch"], in: origin)
        let clones = try TempDirectory.make("since-clone")
        try Self.git(["clone", "-q", "--depth", "1", "--branch", "feature", "file://\(origin.path)", "ci"], in: clones)
        let clone = clones.appendingPathComponent("ci")

        let unfetched = try L10nBinary.run(["check", "--since", "origin/main"], in: clone)
        #expect(unfetched == ("", """
            Error: '--since origin/main': no such commit here; fetch it first (git fetch origin main), or with actions/checkout set 'fetch-depth: 0'.

            """, 2))
        try Self.git(["fetch", "-q", "--depth", "1", "origin", "main:refs/remotes/origin/main"], in: clone)
        let shallow = try L10nBinary.run(["check", "--since", "origin/main"], in: clone)
        #expect(shallow == ("", """
            Error: '--since origin/main': this shallow clone lacks the history back to where HEAD and 'origin/main' meet; \
            fetch it ('git fetch --unshallow', or 'git fetch --deepen=<n>'), or with actions/checkout set 'fetch-depth: 0'.

            """, 2))
        try Self.git(["fetch", "-q", "--unshallow", "origin", "main:refs/remotes/origin/main"], in: clone)
        let fetched = try L10nBinary.run(["check", "--since", "origin/main", "--format", "xcode"], in: clone)
        #expect(fetched.stdout == """
            Catalogs/Checkout/Checkout.xcstrings:17:13: error: Key 'checkout.confirmation.done' has empty 'es' text; write the text or remove the localization. [empty-translation]

            """)
        #expect(fetched.exitCode == 1)
    }
}

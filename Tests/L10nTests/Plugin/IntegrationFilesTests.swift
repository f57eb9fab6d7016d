import Foundation
import Testing

/// The hook, pre-commit and action files say what docs/ci.md says they do; Scripts/test-pre-commit
/// and Scripts/test-action run them for real.
@Suite struct IntegrationFilesTests {
    func text(_ path: String) throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The plain hook in docs/ci.md is Scripts/git-pre-commit without its comments, line for line.
    @Test func theDocumentedGitHookIsTheTestedOne() throws {
        let hook = try text("Scripts/git-pre-commit").split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#") || $0.hasPrefix("#!") }
            .joined(separator: "\n")
        #expect(try text("docs/ci.md").contains("```sh\n" + hook + "```\n"))
    }

    @Test func preCommitHooksRunTheThreeChecksOnCatalogsAndKeyFiles() throws {
        let hooks = try text(".pre-commit-hooks.yaml")
        for (id, entry) in [("l10n-check", "l10n check"), ("l10n-format", "l10n format --check"), ("l10n-sync", "l10n sync --check")] {
            #expect(hooks.contains("- id: \(id)\n  name: \(entry)\n"))
            #expect(hooks.contains("  entry: \(entry)\n  language: swift\n"))
            #expect(try text("docs/ci.md").contains("      - id: \(id) "))
        }
        #expect(hooks.contains(#"  files: '(\.xcstrings|(^|/)L10nKey\+[^/]*\.swift)$'"#))
    }

    @Test func theActionChecksOnlyWhatThePullRequestAdded() throws {
        let action = try text("action.yml")
        #expect(action.contains("  using: composite\n"))
        #expect(action.contains("default: ${{ github.event.pull_request.base.sha }}\n"))
        #expect(action.contains("arguments=(check --format github)\n"))
        #expect(action.contains(#"[ -z "$SINCE" ] || arguments+=(--since "$SINCE")"#))
        #expect(action.contains(#"swift build --package-path "$ACTION_PATH" -c release --product l10n"#))
    }
}

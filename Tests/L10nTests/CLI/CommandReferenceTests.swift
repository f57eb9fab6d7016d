import Foundation
import Testing
@testable import L10nCommands

/// docs/commands.md and the README's table of commands are written from the commands' specs;
/// these fail when either is behind. `L10N_UPDATE_DOCS=1 swift test --filter
/// CommandReferenceTests` rewrites the generated parts (and still fails, so the diff is read).
@Suite struct CommandReferenceTests {
    static let specs = L10nCLI.commands.map { $0.spec }
    static let regenerate = "run `L10N_UPDATE_DOCS=1 swift test --filter CommandReferenceTests` and commit the result"

    /// The file at `path` as it is and as the generator would write it; rewritten when asked.
    static func current(_ path: String, linkPrefix: String, addingMissingSections: Bool) throws -> (text: String, generated: String) {
        let url = PackagePaths.root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let generated = CommandReference.updating(text, specs: specs, linkPrefix: linkPrefix, addingMissingSections: addingMissingSections)
        if ProcessInfo.processInfo.environment["L10N_UPDATE_DOCS"] != nil, generated != text {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        return (text, generated)
    }

    @Test func commandsPageIsCurrent() throws {
        let page = try Self.current("docs/commands.md", linkPrefix: "", addingMissingSections: true)
        #expect(page.text == page.generated, "docs/commands.md is stale; \(Self.regenerate)")
        for spec in Self.specs {
            #expect(page.text.contains("\n## l10n \(spec.name)\n"), "docs/commands.md has no section for '\(spec.name)'")
        }
    }

    @Test func readmeTableIsCurrent() throws {
        let readme = try Self.current("README.md", linkPrefix: "docs/commands.md", addingMissingSections: false)
        #expect(readme.text == readme.generated, "README.md's table of commands is stale; \(Self.regenerate)")
        #expect(readme.text.contains(CommandReference.table(linkPrefix: "docs/commands.md", specs: Self.specs)))
    }

    /// What the page shows is what the built tool prints.
    @Test func eachSectionShowsWhatHelpPrints() throws {
        let page = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        let folder = try TempDirectory.make()
        for spec in Self.specs {
            let help = try L10nBinary.run(["help", spec.name], in: folder)
            #expect(help.exitCode == 0)
            #expect(page.contains("```text\n$ l10n help \(spec.name)\n\(help.stdout)```\n"), "docs/commands.md does not show what 'l10n help \(spec.name)' prints")
        }
    }

    /// Generated blocks are rewritten, prose around them kept, a new command gets a section at
    /// the end and a removed one loses its section.
    @Test func theGeneratorRewritesOnlyItsBlocks() {
        let spec = CommandSpec(name: "demo", abstract: "Show a | pipe.", options: [.flag("check", help: "Write nothing.")])
        let text = """
            # Title

            <!-- generated from CommandSpec: commands -->
            old table
            <!-- end generated -->

            <!-- generated from CommandSpec: gone -->
            ## l10n gone
            <!-- end generated -->

            Prose stays.

            """
        let updated = CommandReference.updating(text, specs: [spec], linkPrefix: "", addingMissingSections: true)
        #expect(updated == """
            # Title

            <!-- generated from CommandSpec: commands -->
            | command | what it does |
            |---|---|
            | [`demo`](#l10n-demo) | Show a \\| pipe. |
            <!-- end generated -->

            Prose stays.

            <!-- generated from CommandSpec: demo -->
            ## l10n demo

            ```text
            $ l10n help demo
            OVERVIEW: Show a | pipe.

            USAGE: l10n demo [--check]

            OPTIONS:
              --check                 Write nothing.
              -h, --help              Show help information.
            ```
            <!-- end generated -->

            """)
        #expect(CommandReference.updating(updated, specs: [spec], linkPrefix: "", addingMissingSections: true) == updated)
    }
}

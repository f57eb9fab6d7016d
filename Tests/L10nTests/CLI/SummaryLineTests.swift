import Testing
@testable import L10nEditing
@testable import L10nCommands

/// The closing line of each command that changes files, in every case it has wording for.
@Suite struct SummaryLineTests {
    static func syncPlan(files: Int, changed: Int) -> SyncPlan {
        SyncPlan(files: (0..<files).map { index in
            SyncFile(
                path: "F\(index).xcstrings", kind: .catalog, originalBytes: [],
                newBytes: index < changed ? [] : nil)
        })
    }

    @Test func syncCountsProblemsLeftAloneInTheRightNumber() {
        #expect(SyncCommand.summary(Self.syncPlan(files: 2, changed: 0), check: false, findings: 1)
            == "2 files already in sync. Left alone: 1 problem that needs a person (see above).\n")
        #expect(SyncCommand.summary(Self.syncPlan(files: 2, changed: 1), check: false, findings: 3)
            == "Synced 1 of 2 files. Left alone: 3 problems that need a person (see above).\n")
        #expect(SyncCommand.summary(Self.syncPlan(files: 1, changed: 0), check: true, findings: 0) == "1 file already in sync.\n")
    }

    @Test func generateSaysHowManyKeyFilesChangedOfHowMany() {
        typealias Counts = GenerateCommand.Counts
        #expect(Counts(unchanged: 5).summary(check: true) == "5 key files up to date.\n")
        #expect(Counts(unchanged: 1).summary(check: false) == "1 key file up to date.\n")
        #expect(Counts(updated: 1, unchanged: 4).summary(check: true) == "Would update 1 of 5 key files; run 'l10n generate' to apply.\n")
        #expect(Counts(updated: 1, unchanged: 4).summary(check: false) == "Updated 1 of 5 key files.\n")
        #expect(Counts(created: 1).summary(check: false) == "Created 1 of 1 key file.\n")
        #expect(Counts(created: 1, updated: 2, unchanged: 1).summary(check: true) == "Would create 1 and update 2 of 4 key files; run 'l10n generate' to apply.\n")
        #expect(Counts(created: 1, updated: 2, unchanged: 1).summary(check: false) == "Created 1 and updated 2 of 4 key files.\n")
        #expect(Counts(created: 1, unchanged: 3, failed: 1).summary(check: true)
            == "Would create 1 of 5 key files; run 'l10n generate' to apply. 1 could not be generated.\n")
        #expect(Counts(unchanged: 3, failed: 2).summary(check: false) == "3 of 5 key files up to date. 2 could not be generated.\n")
        #expect(Counts(updated: 1).summary(check: true, access: "public") == "Would update 1 of 1 key file; run 'l10n generate --access public' to apply.\n")
        #expect(Counts(updated: 1).summary(check: false, access: "public") == "Updated 1 of 1 key file.\n")
    }

    @Test func formatCheckSaysHowToApplyWithTheSameSortFlag() {
        #expect(FormatCommand.summary(files: 3, changed: 1, failed: 0, check: true)
            == "1 of 3 catalogs would be reformatted; run 'l10n format' to apply.\n")
        #expect(FormatCommand.summary(files: 3, changed: 1, failed: 0, check: true, sort: true)
            == "1 of 3 catalogs would be reformatted; run 'l10n format --sort' to apply.\n")
        #expect(FormatCommand.summary(files: 3, changed: 1, failed: 0, check: false, sort: true) == "Reformatted 1 of 3 catalogs.\n")
    }
}

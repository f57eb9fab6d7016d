import Testing
@testable import L10nKit

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
}

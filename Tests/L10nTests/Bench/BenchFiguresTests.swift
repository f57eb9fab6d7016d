import Foundation
import Testing
@testable import l10n_bench

/// The benchmark's output is the benchmark page's tables: their layout, the ratios to the
/// floor and the comparison with the --before build are pinned here (its timings never are).
@Suite struct BenchFiguresTests {
    static func run(_ seconds: Double, cpu: Double, peak: Int = 10_000_000) -> ChildProcess.Measurement {
        ChildProcess.Measurement(seconds: seconds, peakMemoryBytes: peak, exitCode: 0, output: "", cpuSeconds: cpu)
    }

    @Test func pairedRatiosAreMediansOfPerRunRatios() {
        // Run by run: 1.0/0.5 = 2.0, 1.0/2.0 = 0.5, 3.0/2.0 = 1.5; CPU 0.5, 1.0, 1.0.
        let paired = PairedFigures(
            ours: [Self.run(1.0, cpu: 0.5), Self.run(1.0, cpu: 1.0, peak: 30_000_000), Self.run(3.0, cpu: 2.0)],
            before: [Self.run(0.5, cpu: 1.0), Self.run(2.0, cpu: 1.0), Self.run(2.0, cpu: 2.0, peak: 40_000_000)])
        #expect(paired.ours == Figures(seconds: 1.0, cpuSeconds: 1.0, peakMemoryBytes: 30_000_000))
        #expect(paired.before == Figures(seconds: 2.0, cpuSeconds: 1.0, peakMemoryBytes: 40_000_000))
        #expect(paired.wallRatio == 1.5)
        #expect(paired.cpuRatio == 1.0)
        // Half as fast in wall time alone is the neighbours, not the build.
        #expect(!paired.isSlowerThanBefore)
        #expect(PairedFigures(ours: [Self.run(1.0, cpu: 1.0)], before: nil).wallRatio == nil)
    }

    @Test func slowerMeansMoreThanFivePercentInBothWallAndCPUTime() {
        let figures = Figures(seconds: 1, cpuSeconds: 1, peakMemoryBytes: 0)
        #expect(!PairedFigures(ours: figures, before: figures, wallRatio: 1.05, cpuRatio: 1.05).isSlowerThanBefore)
        #expect(PairedFigures(ours: figures, before: figures, wallRatio: 1.06, cpuRatio: 1.051).isSlowerThanBefore)
        #expect(!PairedFigures(ours: figures, before: figures, wallRatio: 1.63, cpuRatio: 1.03).isSlowerThanBefore)
        #expect(!PairedFigures(ours: figures, before: figures, wallRatio: 0.80, cpuRatio: 1.20).isSlowerThanBefore)
        #expect(!PairedFigures(ours: figures).isSlowerThanBefore)
    }

    @Test func tableWithTheBeforeBuild() {
        var table = FigureTable(floorName: "wc -l of the file", extraColumns: ["CPU use"], hasBefore: true)
        table.addFloor("wc -l (the floor)", seconds: 0.02)
        let fast = Figures(seconds: 0.1, cpuSeconds: 0.15, peakMemoryBytes: 45_000_000)
        let slow = Figures(seconds: 0.2, cpuSeconds: 0.25, peakMemoryBytes: 60_500_000)
        table.add("l10n check", PairedFigures(ours: fast, before: slow, wallRatio: 0.5, cpuRatio: 0.6), floor: 0.02, extras: ["150%"])
        table.add("l10n sync", PairedFigures(ours: slow, before: fast, wallRatio: 2, cpuRatio: 1.67), floor: 0.02, extras: ["125%"])
        table.add("l10n report", PairedFigures(ours: fast), floor: nil, extras: [""])
        #expect(table.render() == """
            | command           | median  | CPU time | peak memory | CPU use | × floor (wc -l of the file) | --before build: median, CPU time, peak | this ÷ before (paired: wall, CPU) |
            |-------------------|---------|----------|-------------|---------|-----------------------------|----------------------------------------|-----------------------------------|
            | wc -l (the floor) | 0.020 s |          |             |         | 1.0×                        |                                        |                                   |
            | l10n check        | 0.100 s | 0.150 s  | 45.0 MB     | 150%    | 5.0×                        | 0.200 s, 0.250 s, 60.5 MB              | 0.50×, 0.60×                      |
            | l10n sync         | 0.200 s | 0.250 s  | 60.5 MB     | 125%    | 10.0×                       | 0.100 s, 0.150 s, 45.0 MB              | 2.00×, 1.67× slower               |
            | l10n report       | 0.100 s | 0.150 s  | 45.0 MB     |         |                             |                                        |                                   |
            """)
        #expect(table.slowerThanBefore == ["l10n sync (wall 2.00×, CPU 1.67×)"])
        #expect(FigureTable.summary(table.slowerThanBefore, hasBefore: true)
            == "Slower than the --before build (paired wall and CPU time both more than 5% over it): l10n sync (wall 2.00×, CPU 1.67×).")
    }

    @Test func tableWithoutTheBeforeBuild() {
        var table = FigureTable(floorName: "cat of the Swift files", hasBefore: false)
        table.addFloor("cat (the floor)", seconds: 0.004)
        table.add("l10n check", PairedFigures(ours: Figures(seconds: 0.5, cpuSeconds: 0.9, peakMemoryBytes: 31_600_000)), floor: 0.004)
        #expect(table.render() == """
            | command         | median  | CPU time | peak memory | × floor (cat of the Swift files) |
            |-----------------|---------|----------|-------------|----------------------------------|
            | cat (the floor) | 0.004 s |          |             | 1.0×                             |
            | l10n check      | 0.500 s | 0.900 s  | 31.6 MB     | 125×                             |
            """)
        #expect(table.slowerThanBefore.isEmpty)
        #expect(FigureTable.summary([], hasBefore: false) == "No --before build given: nothing compared.")
        #expect(FigureTable.summary([], hasBefore: true) == "Slower than the --before build (paired wall and CPU time both more than 5% over it): none.")
    }

    @Test func eachSectionNamesTheCommandThatReproducesIt() throws {
        let defaults = try BenchOptions.parse([])
        #expect(defaults.reproducing(suites: BenchOptions.allSuites) == "l10n-bench --suite all --runs 5")
        let options = try BenchOptions.parse(["--suite", "exchange", "--runs", "3", "--keys", "5000", "--app-files", "2500", "--before", "/tmp/before/l10n"])
        #expect(options.reproducing(suites: ["exchange"]) == "l10n-bench --suite exchange --runs 3 --app-files 2500 --before /tmp/before/l10n")
        #expect(options.reproducing(suites: options.suites) == "l10n-bench --suite exchange --runs 3 --app-files 2500 --before /tmp/before/l10n")
    }
}

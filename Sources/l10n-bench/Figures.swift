import Foundation

/// One command's figures over the runs of a loop: the median wall and CPU time, and the
/// largest peak memory.
struct Figures: Equatable {
    var seconds: Double
    var cpuSeconds: Double
    var peakMemoryBytes: Int

    init(seconds: Double, cpuSeconds: Double, peakMemoryBytes: Int) {
        self.seconds = seconds
        self.cpuSeconds = cpuSeconds
        self.peakMemoryBytes = peakMemoryBytes
    }

    init(runs: [ChildProcess.Measurement]) {
        self.init(
            seconds: median(runs.map(\.seconds)), cpuSeconds: median(runs.map(\.cpuSeconds)),
            peakMemoryBytes: runs.map(\.peakMemoryBytes).max() ?? 0)
    }
}

/// A command of this build and, with `--before`, of the other build, timed in turn in one
/// loop: each one's figures, and the median of the per-run ratios (this ÷ before), which
/// pairs each run with the one beside it so both saw the same load.
struct PairedFigures: Equatable {
    var ours: Figures
    var before: Figures?
    var wallRatio: Double?
    var cpuRatio: Double?

    init(ours: Figures, before: Figures? = nil, wallRatio: Double? = nil, cpuRatio: Double? = nil) {
        self.ours = ours
        self.before = before
        self.wallRatio = wallRatio
        self.cpuRatio = cpuRatio
    }

    /// Runs in the order they were taken; the i-th of each list ran next to each other.
    init(ours: [ChildProcess.Measurement], before: [ChildProcess.Measurement]?) {
        self.ours = Figures(runs: ours)
        guard let before, !before.isEmpty else { return }
        self.before = Figures(runs: before)
        wallRatio = median(zip(ours, before).map { $0.seconds / max($1.seconds, 1e-9) })
        cpuRatio = median(zip(ours, before).map { $0.cpuSeconds / max($1.cpuSeconds, 1e-9) })
    }

    /// More than 5% over the other build in both wall and CPU time (issue 22's bound). On a
    /// shared machine one of the two alone moves with the neighbours: a paired wall time swings
    /// by half under load while the CPU time holds, and a command that takes both cores for
    /// less wall time spends more CPU time on purpose.
    static let tolerance = 1.05

    var isSlowerThanBefore: Bool {
        (wallRatio ?? 0) > Self.tolerance && (cpuRatio ?? 0) > Self.tolerance
    }
}

/// The figures of one suite as a Markdown table: per command, this build's figures, their
/// ratio to the floor (or peer) measured in the same run, and with `--before` the other
/// build's figures from the same loop and the paired ratios.
struct FigureTable {
    /// What the ratio column divides by, as its header says it: "wc -l of the file".
    var floorName: String
    /// Columns after the peak memory that only this suite has.
    var extraColumns: [String] = []
    var hasBefore: Bool
    private(set) var rows: [Row] = []

    struct Row {
        var label: String
        var figures: PairedFigures?
        /// The floor's own row has no figures: only its time.
        var floorSeconds: Double?
        var extras: [String]
    }

    init(floorName: String, extraColumns: [String] = [], hasBefore: Bool) {
        self.floorName = floorName
        self.extraColumns = extraColumns
        self.hasBefore = hasBefore
    }

    /// The floor (or the peer) itself, measured in the same run.
    mutating func addFloor(_ label: String, seconds: Double) {
        rows.append(Row(label: label, figures: nil, floorSeconds: seconds, extras: extraColumns.map { _ in "" }))
    }

    /// A command's figures; `floor` is the time its ratio is taken to (nil: no ratio).
    mutating func add(_ label: String, _ figures: PairedFigures, floor: Double?, extras: [String] = []) {
        precondition(extras.count == extraColumns.count, "one value per extra column")
        rows.append(Row(label: label, figures: figures, floorSeconds: floor, extras: extras))
    }

    func render() -> String {
        var columns = ["command", "median", "CPU time", "peak memory"] + extraColumns + ["× floor (\(floorName))"]
        if hasBefore { columns += ["--before build: median, CPU time, peak", "this ÷ before (paired: wall, CPU)"] }
        var table = ResultTable(columns: columns)
        for row in rows {
            guard let figures = row.figures else {
                var cells = [row.label, row.floorSeconds.map(formatSeconds) ?? "", "", ""] + row.extras + ["1.0×"]
                if hasBefore { cells += ["", ""] }
                table.add(cells)
                continue
            }
            let ours = figures.ours
            var cells = [row.label, formatSeconds(ours.seconds), formatSeconds(ours.cpuSeconds), formatMegabytes(ours.peakMemoryBytes)] + row.extras
            cells.append(row.floorSeconds.map { formatRatio(ours.seconds / max($0, 1e-9)) } ?? "")
            if hasBefore {
                if let before = figures.before, let wall = figures.wallRatio, let cpu = figures.cpuRatio {
                    cells.append("\(formatSeconds(before.seconds)), \(formatSeconds(before.cpuSeconds)), \(formatMegabytes(before.peakMemoryBytes))")
                    cells.append(String(format: "%.2f×, %.2f×", wall, cpu) + (figures.isSlowerThanBefore ? " slower" : ""))
                } else {
                    cells += ["", ""]
                }
            }
            table.add(cells)
        }
        return table.render()
    }

    /// The commands slower than the other build, with their paired ratios.
    var slowerThanBefore: [String] {
        rows.compactMap { row in
            guard let figures = row.figures, figures.isSlowerThanBefore, let wall = figures.wallRatio, let cpu = figures.cpuRatio else { return nil }
            return String(format: "%@ (wall %.2f×, CPU %.2f×)", row.label, wall, cpu)
        }
    }

    /// The line under a suite's table: what the `--before` comparison found.
    static func summary(_ slower: [String], hasBefore: Bool) -> String {
        guard hasBefore else { return "No --before build given: nothing compared." }
        let bound = String(format: "%.0f%%", (PairedFigures.tolerance - 1) * 100)
        return "Slower than the --before build (paired wall and CPU time both more than \(bound) over it): "
            + (slower.isEmpty ? "none." : slower.joined(separator: "; ") + ".")
    }
}

func formatRatio(_ ratio: Double) -> String {
    ratio >= 100 ? String(format: "%.0f×", ratio) : String(format: "%.1f×", ratio)
}

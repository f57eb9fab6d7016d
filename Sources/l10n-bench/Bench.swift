import Foundation
import L10nKit

final class Bench {
    let options: BenchOptions
    let workspace: String
    let l10n: String

    init(options: BenchOptions) throws {
        self.options = options
        workspace = NSTemporaryDirectory() + "l10n-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        let besideBench = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("l10n").path
        l10n = options.l10nPath ?? besideBench
        guard FileManager.default.isExecutableFile(atPath: l10n) else {
            throw BenchError("no l10n binary at '\(l10n)'; build it with 'swift build -c release' or pass --l10n <path>")
        }
    }

    func cleanUp() {
        if options.keep {
            print("Inputs kept in \(workspace)")
        } else {
            try? FileManager.default.removeItem(atPath: workspace)
        }
    }

    func run() throws {
        print("l10n-bench: \(options.runs) runs per measurement, median reported; \(ProcessInfo.processInfo.activeProcessorCount) cores")
        if options.suites.contains("catalog") { try largeCatalog() }
    }

    // MARK: Large catalog

    func largeCatalog() throws {
        let folder = workspace + "/large/Bench"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let catalogPath = folder + "/Bench.xcstrings"
        let synthetic = SyntheticCatalog(feature: "Bench", keyCount: options.keys, languageCount: options.languages)
        let bytes = synthetic.makeCatalog().serialized()
        try Data(bytes).write(to: URL(fileURLWithPath: catalogPath))
        let megabytes = Double(bytes.count) / 1_000_000
        print("\n## Large catalog: \(options.keys) keys × \(options.languages) languages, \(formatMegabytes(bytes.count))")

        let parse = medianSeconds(runs: options.runs) { _ = try? JSONParser.parse(bytes) }
        let parseWrite = medianSeconds(runs: options.runs) {
            if let document = try? JSONParser.parse(bytes) { _ = JSONWriter.write(document, capacity: bytes.count) }
        }
        var table = ResultTable(columns: ["measurement", "median", "throughput", "peak memory", "vs orjson"])
        let orjson = pythonReference(module: "orjson", catalogPath: catalogPath)
        let json = pythonReference(module: "json", catalogPath: catalogPath)
        func ratio(_ seconds: Double) -> String {
            guard let reference = orjson else { return "skipped" }
            return String(format: "%.2f× faster", reference / seconds)
        }
        table.add(["l10n parse", formatSeconds(parse), String(format: "%.0f MB/s", megabytes / parse), "", ratio(parse)])
        table.add(["l10n parse+write", formatSeconds(parseWrite), String(format: "%.0f MB/s", megabytes / parseWrite), "", ratio(parseWrite)])
        table.add(["python orjson loads+dumps", orjson.map(formatSeconds) ?? "skipped (pip install orjson)",
                   orjson.map { String(format: "%.0f MB/s", megabytes / $0) } ?? "", "", orjson == nil ? "" : "1.00×"])
        table.add(["python json load+dump", json.map(formatSeconds) ?? "skipped", json.map { String(format: "%.0f MB/s", megabytes / $0) } ?? "",
                   "", json.map { _ in ratio(json!) == "skipped" ? "" : String(format: "%.2f× slower than orjson", json! / (orjson ?? json!)) } ?? ""])
        for command in [["format", "--check"]] {
            let measurement = try measureCommand(command + [catalogPath])
            table.add(["l10n " + command.joined(separator: " "), formatSeconds(measurement.seconds), "",
                       String(format: "%@ (%.1f× file)", formatMegabytes(measurement.peakMemoryBytes), Double(measurement.peakMemoryBytes) / Double(bytes.count)),
                       ratio(measurement.seconds)])
        }
        print(table.render())
    }

    /// Median in-process time of `loads`+`dumps` in Python, so interpreter start-up is not counted.
    func pythonReference(module: String, catalogPath: String) -> Double? {
        guard let python = ChildProcess.which("python3") else { return nil }
        let dump = module == "orjson" ? "orjson.dumps(orjson.loads(data), option=orjson.OPT_INDENT_2)" : "json.dumps(json.loads(data), indent=2, ensure_ascii=False)"
        let script = """
            import sys, time, statistics
            try:
                import \(module)
            except ImportError:
                sys.exit(3)
            data = open(sys.argv[1], 'rb').read()
            samples = []
            for _ in range(int(sys.argv[2])):
                start = time.perf_counter(); \(dump); samples.append(time.perf_counter() - start)
            print(statistics.median(samples))
            """
        guard let measurement = try? ChildProcess.run(python, ["-c", script, catalogPath, String(options.runs)]),
              measurement.exitCode == 0 else { return nil }
        return Double(measurement.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Median wall time of the l10n binary over the runs, and its largest peak memory.
    func measureCommand(_ arguments: [String], in directory: String? = nil) throws -> ChildProcess.Measurement {
        var samples: [Double] = []
        var peak = 0
        var last: ChildProcess.Measurement?
        for _ in 0..<options.runs {
            let measurement = try ChildProcess.measure(l10n, arguments, in: directory)
            guard measurement.exitCode <= 1 else {
                throw BenchError("'l10n \(arguments.joined(separator: " "))' failed with exit code \(measurement.exitCode)")
            }
            samples.append(measurement.seconds)
            peak = max(peak, measurement.peakMemoryBytes)
            last = measurement
        }
        return ChildProcess.Measurement(seconds: median(samples), peakMemoryBytes: peak, exitCode: last?.exitCode ?? 0, output: last?.output ?? "")
    }
}

/// A Markdown table, so the output pastes straight into the README.
struct ResultTable {
    var columns: [String]
    var rows: [[String]] = []

    mutating func add(_ row: [String]) { rows.append(row) }

    func render() -> String {
        let widths = columns.indices.map { column in
            ([columns[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            "| " + cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
        }
        return ([line(columns), "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"] + rows.map(line)).joined(separator: "\n")
    }
}

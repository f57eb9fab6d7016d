import Foundation
import L10nJSON
import L10nCatalog
import L10nProject
import L10nGeneration

final class Bench {
    let options: BenchOptions
    let workspace: String
    let l10n: String

    init(options: BenchOptions) throws {
        self.options = options
        workspace = NSTemporaryDirectory() + "l10n-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        let besideBench = URL(fileURLWithPath: ChildProcess.benchExecutable).deletingLastPathComponent().appendingPathComponent("l10n").path
        l10n = options.l10nPath.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? besideBench
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
        if options.suites.contains("monorepo") { try monorepo() }
        if options.suites.contains("growth") { try growth() }
        if options.suites.contains("appcode") { try appCode() }
        if options.suites.contains("exchange") { try exchange() }
        if options.suites.contains("merge") { try merge() }
        if options.suites.contains("feature") { try hugeFeature() }
    }

    /// Writes a catalog and, when asked, its generated key file into `folder`.
    @discardableResult
    func writeFeature(_ synthetic: SyntheticCatalog, in folder: String, withKeyFile: Bool) throws -> Int {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let catalog = synthetic.makeCatalog()
        let bytes = catalog.serialized()
        let feature = Feature(catalogName: synthetic.feature)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + feature.catalogFileName))
        if withKeyFile, let text = KeyFileGenerator.generate(catalog: catalog, feature: feature, existingText: nil, path: feature.keyFileName).text {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + feature.keyFileName))
        }
        return bytes.count
    }

    // MARK: Monorepo

    func monorepo() throws {
        let root = workspace + "/monorepo"
        var bytes = 0
        for index in 0..<options.features {
            let name = "Feature\(index)"
            var synthetic = SyntheticCatalog(feature: name, keyCount: 60, languageCount: 2)
            synthetic.seed = UInt64(index + 1)
            bytes += try writeFeature(synthetic, in: root + "/Catalogs/\(name)", withKeyFile: true)
        }
        print("\n## Monorepo: \(options.features) feature folders × 60 keys × en+es with key files, \(formatMegabytes(bytes)) of catalogs")
        var table = ResultTable(columns: ["command", "median", "peak memory", "CPU use"])
        for command in [["sync", "--check"], ["check"], ["report"], ["format", "--check"], ["generate", "--check"]] {
            let measurement = try measureCommand(command, in: root)
            table.add(["l10n " + command.joined(separator: " "), formatSeconds(measurement.seconds), formatMegabytes(measurement.peakMemoryBytes),
                       String(format: "%.0f%%", measurement.cpuSeconds / max(measurement.seconds, 0.000_001) * 100)])
        }
        // What the build-tool plugin runs on every build, and `check --since` with one catalog
        // changed since the commit (which reads the commit's files from git and checks them too).
        var extra: [(String, [String])] = [("(build-tool plugin) ", ["check", "--format", "xcode", root + "/Catalogs"])]
        if let git = ChildProcess.which("git") {
            let identity = ["-c", "user.name=bench", "-c", "user.email=bench@l10n.invalid"]
            for arguments in [["init", "-q"], ["add", "-A"], identity + ["commit", "-qm", "base"]] {
                guard try ChildProcess.run(git, arguments, in: root).exitCode == 0 else { throw BenchError("git \(arguments) failed in \(root)") }
            }
            let catalog = root + "/Catalogs/Feature0/Feature0.xcstrings"
            try Data((try String(contentsOfFile: catalog, encoding: .utf8) + "\n").utf8).write(to: URL(fileURLWithPath: catalog))
            extra.append(("", ["check", "--since", "HEAD"]))
        }
        for (label, command) in extra {
            let measurement = try measureCommand(command, in: root)
            let shown = command.map { $0.hasPrefix(root) ? String($0.dropFirst(root.count + 1)) : $0 }
            table.add([label + "l10n " + shown.joined(separator: " "), formatSeconds(measurement.seconds), formatMegabytes(measurement.peakMemoryBytes),
                       String(format: "%.0f%%", measurement.cpuSeconds / max(measurement.seconds, 0.000_001) * 100)])
        }
        print(table.render())
    }

    // MARK: Growth

    /// Time and memory at 1×, 2×, 4× and 8× the keys: a linear command keeps time per key flat.
    func growth() throws {
        let base = max(1, options.keys / 8)
        print("\n## Growth: \(base) to \(base * 8) keys × \(options.languages) languages")
        var table = ResultTable(columns: ["keys", "size", "check", "check memory", "report --format json", "format --check", "µs per key (check)"])
        var firstPerKey: Double?
        var lastPerKey = 0.0
        for factor in [1, 2, 4, 8] {
            let folder = workspace + "/growth/\(factor)x/Bench"
            let synthetic = SyntheticCatalog(feature: "Bench", keyCount: base * factor, languageCount: options.languages)
            let size = try writeFeature(synthetic, in: folder, withKeyFile: false)
            let catalog = folder + "/Bench.xcstrings"
            let check = try measureCommand(["check", "--disable", "keyfile-missing-accessor", catalog])
            let report = try measureCommand(["report", "--format", "json", catalog])
            let format = try measureCommand(["format", "--check", catalog])
            let perKey = check.seconds / Double(base * factor) * 1e6
            firstPerKey = firstPerKey ?? perKey
            lastPerKey = perKey
            table.add(["\(base * factor)", formatMegabytes(size), formatSeconds(check.seconds), formatMegabytes(check.peakMemoryBytes),
                       formatSeconds(report.seconds), formatSeconds(format.seconds), String(format: "%.1f", perKey)])
        }
        print(table.render())
        if let firstPerKey {
            print(String(format: "Time per key at 8× is %.2f× the time per key at 1× (1.00 is perfectly linear).", lastPerKey / firstPerKey))
        }
    }

    // MARK: Large catalog

    func largeCatalog() throws {
        let folder = workspace + "/large/Bench"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let catalogPath = folder + "/Bench.xcstrings"
        let synthetic = SyntheticCatalog(feature: "Bench", keyCount: options.keys, languageCount: options.languages)
        let bytes = synthetic.makeCatalog().serialized()
        try Data(bytes).write(to: URL(fileURLWithPath: catalogPath))
        let keyFileText = KeyFileGenerator.generate(catalog: try Catalog(bytes: bytes), feature: Feature(catalogName: "Bench"), existingText: nil, path: "L10nKey+bench.swift").text ?? ""
        try Data(keyFileText.utf8).write(to: URL(fileURLWithPath: folder + "/L10nKey+bench.swift"))
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
        let floor = try floorSeconds("wc", ["-l", catalogPath])
        var commands = ResultTable(columns: ["command", "median", "peak memory", "vs xcstrings-tool audit (1 language)", "× floor (wc -l of the file)"])
        commands.add(["wc -l (the floor)", formatSeconds(floor), "", "", "1.0×"])
        let audit = try xcstringsToolAudit(catalogPath)
        let compact = folder + "/../compact/Bench.xcstrings"
        try FileManager.default.createDirectory(atPath: folder + "/../compact", withIntermediateDirectories: true)
        for command in [["format", "--check", catalogPath], ["format", compact], ["check", "--disable", "keyfile-missing-accessor", catalogPath],
                        ["report", "--format", "json", catalogPath], ["generate", "--check", catalogPath]] {
            if command == ["format", compact] {
                // A rewrite is the worst case for memory: input and output are both held.
                try Data(JSONReshapingForBench.minified(bytes)).write(to: URL(fileURLWithPath: compact))
            }
            let measurement = try measureCommand(command)
            let versus = audit.map { String(format: "%.1f× faster", $0 / measurement.seconds) } ?? "skipped (pip install xcstrings-tool)"
            let isAuditPeer = command.first == "check" || command.first == "report"
            commands.add(["l10n " + command.joined(separator: " ").replacingOccurrences(of: workspace, with: "…"), formatSeconds(measurement.seconds),
                          String(format: "%@ (%.1f× file)", formatMegabytes(measurement.peakMemoryBytes), Double(measurement.peakMemoryBytes) / Double(bytes.count)),
                          isAuditPeer ? versus : "", String(format: "%.1f×", measurement.seconds / max(floor, 0.000_001))])
        }
        if let audit {
            commands.add(["xcstrings-tool audit --target es", formatSeconds(audit), "", "1.0×", String(format: "%.1f×", audit / max(floor, 0.000_001))])
        }
        print(table.render())
        print("")
        print(commands.render())
        try pairedCheck(catalogPath)
    }

    /// `check` against the peers that do the same job, each run in turn with it so that both
    /// see the same load on a shared machine: the Python linter strings-lint (every language,
    /// like `check`) and, with `--before`, another build of l10n.
    func pairedCheck(_ catalogPath: String) throws {
        let check = (l10n, ["check", "--disable", "keyfile-missing-accessor", catalogPath])
        var peers: [(name: String, command: (String, [String]))] = []
        if let stringsLint = ChildProcess.which("strings-lint") {
            peers.append(("strings-lint --format json", (stringsLint, ["--format", "json", catalogPath])))
        }
        if let before = options.beforePath {
            peers.append(("l10n check (--before build)", (URL(fileURLWithPath: before).standardizedFileURL.path, check.1)))
        }
        var table = ResultTable(columns: ["paired with l10n check", "its median", "check's median", "paired ratio (median of per-run ratios)"])
        if peers.isEmpty {
            table.add(["strings-lint", "skipped (pip install strings-lint)", "", ""])
        }
        for peer in peers {
            var ours: [Double] = []
            var theirs: [Double] = []
            for run in 0..<options.runs {
                // Alternate which goes first, so neither always runs on a warmer cache.
                for first in [run % 2 == 0, run % 2 != 0] {
                    let (executable, arguments) = first ? check : peer.command
                    let measurement = try ChildProcess.measure(executable, arguments, in: workspace)
                    guard measurement.exitCode <= 1 else { throw BenchError("'\(peer.name)' failed with exit code \(measurement.exitCode)") }
                    if first { ours.append(measurement.seconds) } else { theirs.append(measurement.seconds) }
                }
            }
            let ratio = median(zip(theirs, ours).map { $0 / $1 })
            let wording = ratio >= 1 ? String(format: "check %.2f× faster", ratio) : String(format: "check %.2f× slower", 1 / ratio)
            table.add([peer.name, formatSeconds(median(theirs)), formatSeconds(median(ours)), wording])
        }
        print("")
        print(table.render())
    }

    /// The Python `xcstrings-tool audit` of one language, the nearest peer of `check`/`report`.
    func xcstringsToolAudit(_ catalogPath: String) throws -> Double? {
        guard let tool = ChildProcess.which("xcstrings-tool") else { return nil }
        var samples: [Double] = []
        for _ in 0..<options.runs {
            let measurement = try ChildProcess.measure(tool, ["audit", catalogPath, "--target", "es"], in: workspace)
            guard measurement.exitCode <= 1 else { return nil }
            samples.append(measurement.seconds)
        }
        return median(samples)
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
    /// `before` runs ahead of each run, untimed: to restore what the command changes.
    func measureCommand(_ arguments: [String], in directory: String? = nil, before: (() throws -> Void)? = nil) throws -> ChildProcess.Measurement {
        var samples: [Double] = []
        var peak = 0
        var last: ChildProcess.Measurement?
        for _ in 0..<options.runs {
            try before?()
            let measurement = try ChildProcess.measure(l10n, arguments, in: directory)
            guard measurement.exitCode <= 1 else {
                throw BenchError("'l10n \(arguments.joined(separator: " "))' failed with exit code \(measurement.exitCode)")
            }
            samples.append(measurement.seconds)
            peak = max(peak, measurement.peakMemoryBytes)
            last = measurement
        }
        return ChildProcess.Measurement(seconds: median(samples), peakMemoryBytes: peak, exitCode: last?.exitCode ?? 0, output: last?.output ?? "",
                                        cpuSeconds: last?.cpuSeconds ?? 0)
    }
}

extension Bench {
    /// One command of this build and, with `--before`, of the other, run in turn in one loop so
    /// both see the same load on a shared machine: each one's median wall and CPU time and peak
    /// memory. `before` runs ahead of every run, untimed; `after` follows every run, to compare
    /// what each wrote.
    struct Paired {
        var ours: ChildProcess.Measurement
        var theirs: ChildProcess.Measurement?
    }

    func pairedCommand(
        _ arguments: [String], in directory: String, before: (() throws -> Void)? = nil, after: (() throws -> Void)? = nil
    ) throws -> Paired {
        let other = options.beforePath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var samples: [Bool: [ChildProcess.Measurement]] = [:]
        for run in 0..<options.runs {
            // Alternate which goes first, so neither always runs on a warmer cache.
            let order = other == nil ? [true] : [run % 2 == 0, run % 2 != 0]
            for isOurs in order {
                try before?()
                let measurement = try ChildProcess.measure(isOurs ? l10n : other!, arguments, in: directory)
                guard measurement.exitCode <= 1 else {
                    throw BenchError("'l10n \(arguments.joined(separator: " "))' failed with exit code \(measurement.exitCode)")
                }
                try after?()
                samples[isOurs, default: []].append(measurement)
            }
        }
        func summary(_ runs: [ChildProcess.Measurement]) -> ChildProcess.Measurement {
            ChildProcess.Measurement(
                seconds: median(runs.map(\.seconds)), peakMemoryBytes: runs.map(\.peakMemoryBytes).max() ?? 0,
                exitCode: runs.last?.exitCode ?? 0, output: "", cpuSeconds: median(runs.map(\.cpuSeconds)))
        }
        return Paired(ours: summary(samples[true] ?? []), theirs: samples[false].map(summary))
    }

    /// The load average over the last minute, printed with figures taken on a shared machine.
    func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)).map { "load average " + ($0.split(separator: " ").first.map(String.init) ?? "?") } ?? "load average unknown"
    }
}

/// A Markdown table, so the output pastes straight into docs/benchmarks.md.
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

/// What a script or web tool writes: the same content with no whitespace between tokens.
enum JSONReshapingForBench {
    static func minified(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                output.append(byte)
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                output.append(byte)
            } else if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                output.append(byte)
            }
        }
        return output
    }
}

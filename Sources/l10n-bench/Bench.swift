import Foundation
import L10nJSON
import L10nCatalog
import L10nProject
import L10nGeneration

final class Bench {
    let options: BenchOptions
    let workspace: String
    let l10n: String
    /// Every suite's commands slower than the --before build, for the closing line.
    var slowerThanBefore: [String] = []

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
        print("# l10n-bench\n")
        print("\(options.runs == 1 ? "1 run" : "\(options.runs) runs") per measurement, median reported; \(ProcessInfo.processInfo.activeProcessorCount) cores; \(loadAverage()) at the start.")
        print("This build: `\(version(of: l10n))`" + (beforeBuild.map { "; --before build: `\(version(of: $0))`" } ?? "") + ".")
        print("Whole run: `\(options.reproducing(suites: options.suites))`.")
        if options.suites.contains("catalog") { try largeCatalog() }
        if options.suites.contains("monorepo") { try monorepo() }
        if options.suites.contains("monorepo-code") { try monorepoWithCode() }
        if options.suites.contains("growth") { try growth() }
        if options.suites.contains("appcode") { try appCode() }
        if options.suites.contains("exchange") { try exchange() }
        if options.suites.contains("merge") { try merge() }
        if options.suites.contains("feature") { try hugeFeature() }
        print("\n## Against the --before build\n")
        print(FigureTable.summary(slowerThanBefore, hasBefore: beforeBuild != nil))
    }

    /// The other build, as an absolute path: commands run from other folders.
    var beforeBuild: String? { options.beforePath.map { URL(fileURLWithPath: $0).standardizedFileURL.path } }

    func version(of binary: String) -> String {
        ((try? ChildProcess.run(binary, ["--version"]))?.output ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A suite's heading and the command that reproduces its figures alone.
    func heading(_ suite: String, _ title: String) {
        print("\n## \(title)\n")
        print("Reproduce: `\(options.reproducing(suites: [suite]))`\n")
    }

    /// Prints a suite's table and what it found against the --before build.
    func finish(_ table: FigureTable) {
        print(table.render())
        print("")
        print(FigureTable.summary(table.slowerThanBefore, hasBefore: table.hasBefore))
        slowerThanBefore += table.slowerThanBefore
    }

    /// Runs `l10n` once with `--format xcode` and throws unless it finds exactly `expected`
    /// (check id to count) and nothing else: the figures are only worth having for a right result.
    func verifyFindings(_ arguments: [String], in directory: String? = nil, expected: [String: Int]) throws {
        let output = try ChildProcess.run(l10n, arguments + ["--format", "xcode"], in: directory).output
        var found: [String: Int] = [:]
        for line in output.split(separator: "\n") where line.hasSuffix("]") {
            guard let open = line.lastIndex(of: "[") else { continue }
            found[String(line[line.index(after: open)..<line.index(before: line.endIndex)]), default: 0] += 1
        }
        guard found == expected else {
            throw BenchError("'l10n \(arguments.joined(separator: " "))' found \(found.sorted { $0.key < $1.key }); expected \(expected.sorted { $0.key < $1.key })")
        }
    }

    /// Runs `l10n` once and throws unless it exits with `code`.
    func verifyExit(_ arguments: [String], in directory: String? = nil, _ code: Int32) throws {
        let run = try ChildProcess.run(l10n, arguments, in: directory)
        guard run.exitCode == code else {
            throw BenchError("'l10n \(arguments.joined(separator: " "))' exited with \(run.exitCode); expected \(code): \(run.output.prefix(400))")
        }
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
        var files: [String] = []
        for index in 0..<options.features {
            let name = "Feature\(index)"
            var synthetic = SyntheticCatalog(feature: name, keyCount: 60, languageCount: 2)
            synthetic.seed = UInt64(index + 1)
            bytes += try writeFeature(synthetic, in: root + "/Catalogs/\(name)", withKeyFile: true)
            files += ["Catalogs/\(name)/\(name).xcstrings", "Catalogs/\(name)/" + Feature(catalogName: name).keyFileName]
        }
        heading("monorepo", "Monorepo: \(options.features) feature folders × 60 keys × en+es with key files, \(formatMegabytes(bytes)) of catalogs")
        // Right before fast: generated from their catalogs, the key files agree with them.
        for command in [["sync", "--check"], ["format", "--check"], ["generate", "--check"]] { try verifyExit(command, in: root, 0) }
        let floor = try floorSeconds("wc", ["-l"] + files, in: root)
        var table = FigureTable(floorName: "wc -l of the \(files.count) files", extraColumns: ["CPU use"], hasBefore: beforeBuild != nil)
        table.addFloor("wc -l (the floor)", seconds: floor)
        // What the build-tool plugin runs on every build, and `check --since` with one catalog
        // changed since the commit (which reads the commit's files from git and checks them too).
        var commands: [(String, [String])] = [["sync", "--check"], ["check"], ["report"], ["format", "--check"], ["generate", "--check"]].map { ("", $0) }
        commands.append(("(build-tool plugin) ", ["check", "--format", "xcode", "Catalogs"]))
        if let git = ChildProcess.which("git") {
            let identity = ["-c", "user.name=bench", "-c", "user.email=bench@l10n.invalid"]
            for arguments in [["init", "-q"], ["add", "-A"], identity + ["commit", "-qm", "base"]] {
                guard try ChildProcess.run(git, arguments, in: root).exitCode == 0 else { throw BenchError("git \(arguments) failed in \(root)") }
            }
            let catalog = root + "/Catalogs/Feature0/Feature0.xcstrings"
            try Data((try String(contentsOfFile: catalog, encoding: .utf8) + "\n").utf8).write(to: URL(fileURLWithPath: catalog))
            commands.append(("", ["check", "--since", "HEAD"]))
        }
        for (label, command) in commands {
            let paired = try pairedCommand(command, in: root)
            table.add(label + "l10n " + command.joined(separator: " "), paired, floor: floor, extras: [cpuUse(paired.ours)])
        }
        print("\(loadAverage()) after the runs.\n")
        finish(table)
    }

    func cpuUse(_ figures: Figures) -> String {
        String(format: "%.0f%%", figures.cpuSeconds / max(figures.seconds, 0.000_001) * 100)
    }

    // MARK: Growth

    /// Time and memory at 1×, 2×, 4× and 8× the keys: a linear command keeps time per key flat.
    func growth() throws {
        let base = max(1, options.keys / 8)
        heading("growth", "Growth: \(base) to \(base * 8) keys × \(options.languages) languages")
        var table = FigureTable(floorName: "wc -l of the catalog", extraColumns: ["µs per key"], hasBefore: beforeBuild != nil)
        var firstPerKey: Double?
        var lastPerKey = 0.0
        for factor in [1, 2, 4, 8] {
            let folder = workspace + "/growth/\(factor)x/Bench"
            let synthetic = SyntheticCatalog(feature: "Bench", keyCount: base * factor, languageCount: options.languages)
            let size = try writeFeature(synthetic, in: folder, withKeyFile: false)
            let catalog = folder + "/Bench.xcstrings"
            try verifyFindings(["check", "--disable", "keyfile-missing-accessor", catalog], in: folder, expected: try expectedFindings(synthetic))
            try verifyExit(["format", "--check", catalog], in: folder, 0)
            let floor = try floorSeconds("wc", ["-l", catalog], in: folder)
            let label = "\(base * factor) keys, \(formatMegabytes(size))"
            table.addFloor("wc -l (\(label))", seconds: floor)
            for command in [["check", "--disable", "keyfile-missing-accessor"], ["report", "--format", "json"], ["format", "--check"]] {
                let paired = try pairedCommand(command + [catalog], in: folder)
                let perKey = paired.ours.seconds / Double(base * factor) * 1e6
                if command.first == "check" {
                    firstPerKey = firstPerKey ?? perKey
                    lastPerKey = perKey
                }
                table.add("l10n " + command.joined(separator: " ") + " (\(label))", paired, floor: floor, extras: [String(format: "%.1f", perKey)])
            }
        }
        print("\(loadAverage()) after the runs.\n")
        if let firstPerKey {
            print(String(format: "Time per key of check at 8× is %.2f× the time per key at 1× (1.00 is perfectly linear).\n", lastPerKey / firstPerKey))
        }
        finish(table)
    }

    /// What `check` finds in a synthetic catalog with the default languages (en, es): every
    /// key without Spanish, and every key with two unnumbered arguments of different types.
    func expectedFindings(_ synthetic: SyntheticCatalog) throws -> [String: Int] {
        let catalog = synthetic.makeCatalog()
        var missing = 0
        var unnumbered = 0
        for entry in catalog.entries {
            if entry.localization("es") == nil { missing += 1 }
            if case .string(let text)? = entry.localization("en")?.content.value[CatalogField.stringUnit]?["value"], text.contains("%@") {
                unnumbered += 1
            }
        }
        return ["missing-translation": missing, "positional-arguments": unnumbered].filter { $0.value > 0 }
    }

    // MARK: Large catalog

    // Every command of the catalog suites runs in its catalog's folder, the project l10n finds
    // for a file outside a repository from there: so the bench measures the same work wherever it
    // is started (from /tmp, the current folder would be the root, with every Swift file below).
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
        heading("catalog", "Large catalog: \(options.keys) keys × \(options.languages) languages, \(formatMegabytes(bytes.count))")

        let parse = medianSeconds(runs: options.runs) { _ = try? JSONParser.parse(bytes) }
        let parseWrite = medianSeconds(runs: options.runs) {
            if let document = try? JSONParser.parse(bytes) { _ = JSONWriter.write(document, capacity: bytes.count) }
        }
        var table = ResultTable(columns: ["measurement (in process)", "median", "throughput", "peak memory", "vs orjson"])
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
        print(table.render())
        print("")

        let compact = workspace + "/large/compact/Bench.xcstrings"
        try FileManager.default.createDirectory(atPath: workspace + "/large/compact", withIntermediateDirectories: true)
        // A rewrite is the worst case for memory: input and output are both held. Each run
        // formats the minified copy afresh, and must write the catalog's own bytes.
        let minified = JSONReshapingForBench.minified(bytes)
        let restoreCompact = { try Data(minified).write(to: URL(fileURLWithPath: compact)) }
        let verifyCompact = { () throws in
            guard Array(try Data(contentsOf: URL(fileURLWithPath: compact))) == bytes else { throw BenchError("format of the minified catalog did not write the catalog's bytes") }
        }
        try verifyExit(["format", "--check", catalogPath], in: folder, 0)
        try verifyFindings(["check", "--disable", "keyfile-missing-accessor", catalogPath], in: folder, expected: try expectedFindings(synthetic))
        try verifyExit(["generate", "--check", catalogPath], in: folder, 0)
        try restoreCompact()
        try verifyExit(["format", compact], in: folder, 0)
        try verifyCompact()

        let floor = try floorSeconds("wc", ["-l", catalogPath], in: folder)
        let audit = try xcstringsToolAudit(catalogPath)
        var commands = FigureTable(
            floorName: "wc -l of the file", extraColumns: ["memory × file", "vs xcstrings-tool audit (1 language)"], hasBefore: beforeBuild != nil)
        commands.addFloor("wc -l (the floor)", seconds: floor)
        for command in [["format", "--check", catalogPath], ["format", compact], ["check", "--disable", "keyfile-missing-accessor", catalogPath],
                        ["report", "--format", "json", catalogPath], ["generate", "--check", catalogPath]] {
            let isRewrite = command == ["format", compact]
            let paired = try pairedCommand(command, in: folder, before: isRewrite ? restoreCompact : nil, after: isRewrite ? verifyCompact : nil)
            let isAuditPeer = command.first == "check" || command.first == "report"
            let versus = audit.map { String(format: "%.1f× faster", $0 / paired.ours.seconds) } ?? "skipped (pip install xcstrings-tool)"
            commands.add(
                "l10n " + command.joined(separator: " ").replacingOccurrences(of: workspace + "/large/", with: ""), paired, floor: floor,
                extras: [String(format: "%.1f×", Double(paired.ours.peakMemoryBytes) / Double(bytes.count)), isAuditPeer ? versus : ""])
        }
        print("\(loadAverage()) after the runs.\n")
        finish(commands)
        if let audit {
            print(String(format: "\nPeer: `xcstrings-tool audit --target es` of the same file, %@ (%@ the floor).", formatSeconds(audit), formatRatio(audit / max(floor, 1e-9))))
        }
        try pairedCheck(catalogPath)
    }

    /// `check` against the Python linter strings-lint (every language, like `check`), run in
    /// turn with it in one loop so that both see the same load on a shared machine.
    func pairedCheck(_ catalogPath: String) throws {
        let check = (l10n, ["check", "--disable", "keyfile-missing-accessor", catalogPath])
        var table = ResultTable(columns: ["paired with l10n check", "its median", "check's median", "paired ratio (median of per-run ratios)"])
        guard let stringsLint = ChildProcess.which("strings-lint") else {
            table.add(["strings-lint", "skipped (pip install strings-lint)", "", ""])
            print("")
            print(table.render())
            return
        }
        let peer = (stringsLint, ["--format", "json", catalogPath])
        let catalogFolder = URL(fileURLWithPath: catalogPath).deletingLastPathComponent().path
        var ours: [Double] = []
        var theirs: [Double] = []
        for run in 0..<options.runs {
            // Alternate which goes first, so neither always runs on a warmer cache.
            for first in [run % 2 == 0, run % 2 != 0] {
                let (executable, arguments) = first ? check : peer
                let measurement = try ChildProcess.measure(executable, arguments, in: catalogFolder)
                guard measurement.exitCode <= 1 else { throw BenchError("'strings-lint' failed with exit code \(measurement.exitCode)") }
                if first { ours.append(measurement.seconds) } else { theirs.append(measurement.seconds) }
            }
        }
        let ratio = median(zip(theirs, ours).map { $0 / $1 })
        let wording = ratio >= 1 ? String(format: "check %.2f× faster", ratio) : String(format: "check %.2f× slower", 1 / ratio)
        table.add(["strings-lint --format json", formatSeconds(median(theirs)), formatSeconds(median(ours)), wording])
        print("")
        print(table.render())
    }

    /// The Python `xcstrings-tool audit` of one language, the nearest peer of `check`/`report`.
    func xcstringsToolAudit(_ catalogPath: String) throws -> Double? {
        guard let tool = ChildProcess.which("xcstrings-tool") else { return nil }
        var samples: [Double] = []
        for _ in 0..<options.runs {
            let measurement = try ChildProcess.measure(tool, ["audit", catalogPath, "--target", "es"], in: URL(fileURLWithPath: catalogPath).deletingLastPathComponent().path)
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
}

extension Bench {
    /// One command of this build and, with `--before`, of the other, run in turn in one loop so
    /// both see the same load on a shared machine. `before` runs ahead of every run, untimed
    /// (to restore what the command changes); `after` follows every run, to check what it wrote.
    func pairedCommand(
        _ arguments: [String], in directory: String? = nil, before: (() throws -> Void)? = nil, after: (() throws -> Void)? = nil
    ) throws -> PairedFigures {
        var samples: [Bool: [ChildProcess.Measurement]] = [:]
        for run in 0..<options.runs {
            // Alternate which goes first, so neither always runs on a warmer cache.
            let order = beforeBuild == nil ? [true] : [run % 2 == 0, run % 2 != 0]
            for isOurs in order {
                try before?()
                let measurement = try ChildProcess.measure(isOurs ? l10n : beforeBuild!, arguments, in: directory)
                guard measurement.exitCode <= 1 else {
                    throw BenchError("'l10n \(arguments.joined(separator: " "))' failed with exit code \(measurement.exitCode)")
                }
                try after?()
                samples[isOurs, default: []].append(measurement)
            }
        }
        return PairedFigures(ours: samples[true] ?? [], before: samples[false])
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

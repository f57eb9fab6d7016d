import Foundation

/// Picks seeds, mutates them, hands each input to a worker process and keeps count. Stops at
/// the first crash, hang or disagreement, with the input saved.
struct Driver {
    let options: FuzzOptions
    let executable: String

    struct Seed {
        var path: String
        var bytes: [UInt8]
        var kind: Message.Kind
    }

    /// Catalogs and JSON from the corpus (its variants and apps too) and from the package's own
    /// sample app and fixtures; key files from the sample app and fixtures.
    func seeds() -> (seeds: [Seed], corpusFound: Bool) {
        var isFolder: ObjCBool = false
        let corpusFound = FileManager.default.fileExists(atPath: options.corpus, isDirectory: &isFolder) && isFolder.boolValue
        var seeds: [Seed] = []
        for folder in (corpusFound ? [options.corpus] : []) + ["Catalogs", "Tests/Fixtures"] {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let relative as String in walker {
                let path = folder + "/" + relative
                let kind: Message.Kind
                if relative.hasSuffix(".xcstrings") || relative.hasSuffix(".json") {
                    kind = .catalog
                } else if relative.hasSuffix(".swift"), relative.split(separator: "/").last?.hasPrefix("L10nKey") == true {
                    kind = .keyFile
                } else {
                    continue
                }
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                seeds.append(Seed(path: path, bytes: [UInt8](data), kind: kind))
            }
        }
        return (seeds.sorted { $0.path < $1.path }, corpusFound)
    }

    func run() throws -> Int32 {
        let (seeds, corpusFound) = seeds()
        let catalogs = seeds.filter { $0.kind == .catalog }, keyFiles = seeds.filter { $0.kind == .keyFile }
        // Large catalogs take most of the time: one input in eight starts from one.
        let smallCatalogs = catalogs.filter { $0.bytes.count < 1 << 18 }, largeCatalogs = catalogs.filter { $0.bytes.count >= 1 << 18 }
        guard !catalogs.isEmpty, !keyFiles.isEmpty else { throw FuzzError("no seeds: run l10n-fuzz from the package root") }
        say("l10n-fuzz: seed \(options.seed), \(Int(options.seconds)) s, \(catalogs.count) catalog and \(keyFiles.count) key-file seeds"
            + (corpusFound ? " (corpus: \(options.corpus))" : " (no corpus at \(options.corpus): the package's own files only)"))
        let folder = NSTemporaryDirectory() + "l10n-fuzz-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        var mutator = Mutator(seed: options.seed)
        var worker = try WorkerProcess(executable: executable, folder: folder)
        var counts = (inputs: 0, catalogs: 0, keyFiles: 0, validJSON: 0, validCatalogs: 0, halves: 0)
        let start = Date()
        var lastReport = start
        while Date().timeIntervalSince(start) < options.seconds {
            // Catalogs three times in four: they have the most readers to compare.
            let large = largeCatalogs.isEmpty ? false : smallCatalogs.isEmpty || mutator.int(8) == 0
            let pool = mutator.int(4) == 0 ? keyFiles : large ? largeCatalogs : smallCatalogs
            let seed = pool[mutator.int(pool.count)]
            // Now and then the seed itself, so unmutated inputs are held to the same oracles.
            let input = mutator.int(50) == 0
                ? seed.bytes : mutator.mutate(seed.bytes, catalog: seed.kind == .catalog, splice: pool[mutator.int(pool.count)].bytes)
            switch worker.check(seed.kind, input, timeout: options.timeout) {
            case .reply(let disagreement?, _):
                return try finding("disagreement", input, seed: seed, detail: disagreement)
            case .reply(nil, let coverage):
                counts.inputs += 1
                if seed.kind == .catalog { counts.catalogs += 1 } else { counts.keyFiles += 1 }
                if coverage.contains(.validJSON) { counts.validJSON += 1 }
                if coverage.contains(.catalog) { counts.validCatalogs += 1 }
                if coverage.contains(.halves) { counts.halves += 1 }
            case .died(let how):
                return try finding("crash", input, seed: seed, detail: "the worker died: \(how)")
            case .timedOut:
                return try finding("hang", input, seed: seed, detail: "no answer within \(options.timeout) s")
            }
            if Date().timeIntervalSince(lastReport) >= 60 {
                lastReport = Date()
                say("  \(Int(lastReport.timeIntervalSince(start))) s: \(counts.inputs) inputs")
            }
            // A fresh worker now and then: memory a reader leaks shows up as growth, not as a late crash.
            if counts.inputs % 5000 == 0 { worker = try WorkerProcess(executable: executable, folder: folder) }
        }
        let elapsed = Date().timeIntervalSince(start)
        say(String(format: "%d inputs in %.0f s (%.1f per second): %d catalogs (%d valid JSON, %d read whole, %d of them in halves), %d key files; no crash, hang or disagreement",
                     counts.inputs, elapsed, Double(counts.inputs) / elapsed, counts.catalogs, counts.validJSON, counts.validCatalogs, counts.halves, counts.keyFiles))
        return 0
    }

    /// Saves the input and says how to run it again.
    func finding(_ kind: String, _ input: [UInt8], seed: Seed, detail: String) throws -> Int32 {
        try FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
        let name = "\(kind)-\(options.seed)-\(Int(Date().timeIntervalSince1970))" + (seed.kind == .keyFile ? ".swift" : ".xcstrings")
        let path = options.out + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data(input)) else { throw FuzzError("cannot write \(path)") }
        say("\(kind.uppercased()): \(detail)\n  mutated from \(seed.path)\n  input: \(path)\n  again: l10n-fuzz --replay \(path)")
        return 1
    }
}

/// A line on standard output at once, not when a buffer fills: a run is watched as it goes.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

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
    /// sample app and fixtures; key files from the sample app and fixtures; exchange files from
    /// the fixtures and goldens; built-in seeds for the rest.
    func seeds() -> (seeds: [Seed], corpusFound: Bool) {
        var isFolder: ObjCBool = false
        let corpusFound = FileManager.default.fileExists(atPath: options.corpus, isDirectory: &isFolder) && isFolder.boolValue
        var seeds: [Seed] = []
        for folder in (corpusFound ? [options.corpus] : []) + ["Catalogs", "Tests/Fixtures", "Tests/Golden/Exchange"] {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let relative as String in walker {
                let path = folder + "/" + relative
                let kinds: [Message.Kind]
                if relative.hasSuffix(".l10n.json") {
                    kinds = [.configuration]
                } else if relative.hasSuffix(".xcstrings") || relative.hasSuffix(".json") {
                    kinds = [.catalog]
                } else if relative.hasSuffix(".swift"), relative.split(separator: "/").last?.hasPrefix("L10nKey") == true {
                    kinds = [.keyFile]
                } else if relative.hasSuffix(".xliff") {
                    kinds = [.xliff, .xcloc]
                } else if relative.hasSuffix(".csv") {
                    kinds = [.csv]
                } else {
                    continue
                }
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                for kind in kinds { seeds.append(Seed(path: path, bytes: [UInt8](data), kind: kind)) }
            }
        }
        for kind in Message.Kind.allCases {
            for (index, text) in Self.builtInSeeds(kind).enumerated() {
                seeds.append(Seed(path: "(built-in \(kind.name) \(index + 1))", bytes: Array(text.utf8), kind: kind))
            }
        }
        return (seeds.sorted { $0.path < $1.path }, corpusFound)
    }

    /// Seeds for the readers whose inputs the package has no files of.
    static func builtInSeeds(_ kind: Message.Kind) -> [String] {
        switch kind {
        case .catalog, .keyFile, .xliff, .csv, .xcloc: []
        case .configuration: [
            "{\n  \"paths\" : [\"Catalogs\"],\n  \"exclude\" : [\"Legacy/**\", \"*.generated.swift\"],\n  \"languages\" : [\"en\", \"es\"]\n}\n",
            "{ \"sourceLanguage\" : \"en\", \"disable\" : [\"unused-key\"], \"severity\" : { \"missing-translation\" : \"warning\" }, \"access\" : \"public\", \"docComments\" : true, \"insert\" : \"sorted\", \"ignoreCatalogs\" : [\"InfoPlist\"], \"used\" : [\"offers.promo.*\"], \"bundle\" : \"module\" }\n",
        ]
        case .baseline: [
            "{\n  \"findings\" : [\n    {\n      \"check\" : \"missing-translation\",\n      \"count\" : 2,\n      \"file\" : \"Catalogs/Checkout/Checkout.xcstrings\",\n      \"key\" : \"checkout.confirmation.message\",\n      \"language\" : \"es\"\n    },\n    {\n      \"check\" : \"keyfile-syntax\",\n      \"file\" : \"Catalogs/Offers/L10nKey+offers.swift\",\n      \"message\" : \"expected '}'\"\n    }\n  ],\n  \"version\" : 1\n}\n",
        ]
        case .glob: [
            "+Legacy\n+App/**/Mocks/*.swift\n+*.generated.swift\nApp/Legacy/View.swift\nApp/Shop/Mocks/Fake.swift\nModel.generated.swift\nApp/Shop/View.swift\n",
            "+**/**/**/a?c/**/x*y\n+./Pods\nd/d/d/abc/d/xzy\nPods/Lib\nApp/Pods\n",
        ]
        case .format: [
            "%1$@ paid %2$.2f for %3$lld items", "%#@coupons@ left", "50% más %@", "%lld of %lld", "%2$@ only", "Total: %.*f",
            "%-+ #0'10.3lf %hhd %zu %C %S %n %%", "%arg %1$#@count@ %127$@ %128$@ %9223372036854775807$@",
        ]
        }
    }

    func run() throws -> Int32 {
        let (seeds, corpusFound) = seeds()
        if let reader = options.reader { return try run(reader, seeds: seeds.filter { $0.kind == reader }) }
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
                ? seed.bytes : mutator.mutate(seed.bytes, kind: seed.kind, splice: pool[mutator.int(pool.count)].bytes)
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

    /// One reader's inputs only (`--reader`).
    func run(_ reader: Message.Kind, seeds: [Seed]) throws -> Int32 {
        guard !seeds.isEmpty else { throw FuzzError("no \(reader.name) seeds: run l10n-fuzz from the package root") }
        say("l10n-fuzz: seed \(options.seed), \(Int(options.seconds)) s, \(seeds.count) \(reader.name) seeds")
        let folder = NSTemporaryDirectory() + "l10n-fuzz-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var mutator = Mutator(seed: options.seed)
        var worker = try WorkerProcess(executable: executable, folder: folder)
        var inputs = 0
        let start = Date()
        var lastReport = start
        while Date().timeIntervalSince(start) < options.seconds {
            let seed = seeds[mutator.int(seeds.count)]
            let input = mutator.int(50) == 0
                ? seed.bytes : mutator.mutate(seed.bytes, kind: reader, splice: seeds[mutator.int(seeds.count)].bytes)
            switch worker.check(reader, input, timeout: options.timeout) {
            case .reply(let disagreement?, _): return try finding("disagreement", input, seed: seed, detail: disagreement)
            case .reply(nil, _): inputs += 1
            case .died(let how): return try finding("crash", input, seed: seed, detail: "the worker died: \(how)")
            case .timedOut: return try finding("hang", input, seed: seed, detail: "no answer within \(options.timeout) s")
            }
            if Date().timeIntervalSince(lastReport) >= 60 {
                lastReport = Date()
                say("  \(Int(lastReport.timeIntervalSince(start))) s: \(inputs) inputs")
            }
            if inputs % 5000 == 0 { worker = try WorkerProcess(executable: executable, folder: folder) }
        }
        let elapsed = Date().timeIntervalSince(start)
        say(String(format: "%@: %d inputs in %.0f s (%.1f per second); no crash, hang or disagreement", reader.name, inputs, elapsed, Double(inputs) / elapsed))
        return 0
    }

    /// Saves the input and says how to run it again.
    func finding(_ kind: String, _ input: [UInt8], seed: Seed, detail: String) throws -> Int32 {
        try FileManager.default.createDirectory(atPath: options.out, withIntermediateDirectories: true)
        let name = "\(kind)-\(options.seed)-\(Int(Date().timeIntervalSince1970))" + seed.kind.fileExtension
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

import Foundation
import L10nJSON
import L10nCatalog
import L10nProject
import L10nGeneration

extension Bench {
    /// One huge feature folder (200,000 keys × en+es by default): its catalog and its key file,
    /// each missing 1% of the keys the other declares, so the first `sync` adds to both and the
    /// second finds nothing to do. Each figure is printed beside the floor measured in the same
    /// run: `wc -l` of the two files, which reads every byte once.
    func hugeFeature() throws {
        let root = workspace + "/feature"
        let folder = root + "/Catalogs/Huge"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let feature = Feature(catalogName: "Huge")
        let full = SyntheticCatalog(feature: "Huge", keyCount: options.featureKeys, languageCount: 2).makeCatalog()
        let keys = full.keys
        let onlyInKeyFile = Set(keys.enumerated().filter { $0.offset % 100 == 0 }.map(\.element))
        let onlyInCatalog = Set(keys.enumerated().filter { $0.offset % 100 == 50 }.map(\.element))
        let catalogBytes = Self.dropping(onlyInKeyFile, from: full).serialized()
        guard let keyFileText = KeyFileGenerator.generate(
            catalog: Self.dropping(onlyInCatalog, from: full), feature: feature, existingText: nil, path: feature.keyFileName).text
        else { throw BenchError("could not generate the huge feature's key file") }
        let keyFileBytes = Array(keyFileText.utf8)
        let catalogPath = folder + "/" + feature.catalogFileName
        let keyFilePath = folder + "/" + feature.keyFileName
        let restore = {
            try Data(catalogBytes).write(to: URL(fileURLWithPath: catalogPath))
            try Data(keyFileBytes).write(to: URL(fileURLWithPath: keyFilePath))
        }
        try restore()
        let inputBytes = catalogBytes.count + keyFileBytes.count
        heading("feature", "Huge feature: \(options.featureKeys) keys × en+es, catalog \(formatMegabytes(catalogBytes.count)) + key file \(formatMegabytes(keyFileBytes.count)); "
            + "\(onlyInKeyFile.count) keys only in the key file, \(onlyInCatalog.count) only in the catalog")

        // Right before fast: the first sync must leave both files declaring every key.
        let firstSync = try ChildProcess.run(l10n, ["sync"], in: root)
        guard firstSync.exitCode == 0 else { throw BenchError("sync of the huge feature failed with exit code \(firstSync.exitCode)") }
        let synced = try Catalog(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: catalogPath))))
        guard synced.keys.count == keys.count else { throw BenchError("sync left \(synced.keys.count) keys in the catalog; expected \(keys.count)") }
        let secondCheck = try ChildProcess.run(l10n, ["sync", "--check"], in: root)
        guard secondCheck.exitCode == 0 else { throw BenchError("sync --check after sync found changes (exit code \(secondCheck.exitCode))") }
        let syncedCatalog = Array(try Data(contentsOf: URL(fileURLWithPath: catalogPath)))
        let syncedKeyFile = Array(try Data(contentsOf: URL(fileURLWithPath: keyFilePath)))
        let restoreSynced = {
            try Data(syncedCatalog).write(to: URL(fileURLWithPath: catalogPath))
            try Data(syncedKeyFile).write(to: URL(fileURLWithPath: keyFilePath))
        }
        let withoutKeyFile = root + "/WithoutKeyFile/Huge"
        try FileManager.default.createDirectory(atPath: withoutKeyFile, withIntermediateDirectories: true)
        try Data(syncedCatalog).write(to: URL(fileURLWithPath: withoutKeyFile + "/" + feature.catalogFileName))

        let floor = try floorSeconds("wc", ["-l", catalogPath, keyFilePath])
        var table = FigureTable(floorName: "wc -l of both files", extraColumns: ["memory × files"], hasBefore: beforeBuild != nil)
        table.addFloor("wc -l (the floor)", seconds: floor)
        for (label, command, directory, before) in [
            ("l10n sync (first run: adds 1% each way)", ["sync"], root, restore),
            ("l10n sync (second run: nothing to add)", ["sync"], root, restoreSynced),
            ("l10n check", ["check"], root, nil),
            ("l10n generate --check (no key file)", ["generate", "--check", "Huge"], root + "/WithoutKeyFile", nil),
        ] as [(String, [String], String, (() throws -> Void)?)] {
            let paired = try pairedCommand(command, in: directory, before: before)
            table.add(label, paired, floor: floor, extras: [String(format: "%.2f×", Double(paired.ours.peakMemoryBytes) / Double(inputBytes))])
        }
        // Left as generated, for --keep: `sync` there is a first run.
        try restore()
        print("\(loadAverage()) after the runs.\n")
        finish(table)
    }

    /// The catalog without the given keys, in the order it had.
    static func dropping(_ keys: Set<String>, from catalog: Catalog) -> Catalog {
        guard case .object(let members) = catalog.document.root else { return catalog }
        let root = members.map { member -> JSONMember in
            guard member.key == "strings", case .object(let entries) = member.value else { return member }
            return JSONMember(key: member.key, value: .object(entries.filter { !keys.contains($0.key) }))
        }
        return Catalog(document: JSONDocument(root: .object(root)))
    }

    /// The median wall time of a floor tool (`wc -l`, `cat`) over the runs: what reading the
    /// input once costs on this machine under this load, measured in the same run as the figure.
    func floorSeconds(_ tool: String, _ arguments: [String], in directory: String? = nil) throws -> Double {
        guard let executable = ChildProcess.which(tool) else { throw BenchError("no '\(tool)' on PATH for the floor") }
        var samples: [Double] = []
        for _ in 0..<options.runs {
            samples.append(try ChildProcess.measure(executable, arguments, in: directory).seconds)
        }
        return median(samples)
    }
}

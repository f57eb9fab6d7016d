import Foundation
import L10nCore
import L10nCatalog
import L10nExchange

extension Bench {
    /// The translator loop on the large catalog: exporting its Spanish and importing it back,
    /// every unit changed, so each import rewrites the 40 MB catalog. Issue 28's target: the
    /// import within 2× `format --check` of the same catalog, measured in the same run.
    func exchange() throws {
        let folder = workspace + "/exchange/Bench"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let catalogPath = folder + "/Bench.xcstrings"
        let synthetic = SyntheticCatalog(feature: "Bench", keyCount: options.keys, languageCount: options.languages)
        let bytes = synthetic.makeCatalog().serialized()
        try Data(bytes).write(to: URL(fileURLWithPath: catalogPath))
        heading("exchange", "Exchange: Spanish of the large catalog (\(options.keys) keys × \(options.languages) languages, \(formatMegabytes(bytes.count)))")

        // What a translator sends back: every Spanish unit with new text, placeholders kept.
        let suffix = " (revisado)"
        let export = try ExchangeExport.export(
            .bytes(SourceFile(path: catalogPath, bytes: bytes)), original: "Bench/Bench.xcstrings",
            options: ExchangeExport.Options(languages: ["es"], missingOnly: false, xcodeSpelling: true))
        let revised = export.files.map { file in
            var file = file
            file.units = file.units.map { unit in
                var unit = unit
                unit.target = (unit.target ?? unit.source) + suffix
                return unit
            }
            return file
        }
        let units = revised.reduce(0) { $0 + $1.units.count }
        let exchange = workspace + "/exchange"
        try Data(XLIFFFormat.write(revised)).write(to: URL(fileURLWithPath: exchange + "/es.xliff"))
        try Data(ExchangeCSV.write(revised, byteOrderMark: false)).write(to: URL(fileURLWithPath: exchange + "/es.csv"))

        let restore = { try Data(bytes).write(to: URL(fileURLWithPath: catalogPath)) }
        // Right before fast: an import writes every unit's new text, and exports hold every unit.
        for file in ["es.xliff", "es.csv"] {
            try restore()
            try verifyExit(["import", "--overwrite", file], in: exchange, 0)
            let written = try Data(contentsOf: URL(fileURLWithPath: catalogPath))
            let imported = written.ranges(of: Data(suffix.utf8)).count
            guard imported == units else { throw BenchError("import of \(file) wrote \(imported) revised texts; expected \(units)") }
        }
        try restore()
        try verifyExit(["export", "--all", "--languages", "es", "--output", "out.xliff", "Bench"], in: exchange, 0)
        let exportedUnits = try Data(contentsOf: URL(fileURLWithPath: exchange + "/out.xliff")).ranges(of: Data("<trans-unit ".utf8)).count
        guard exportedUnits == units else { throw BenchError("export wrote \(exportedUnits) units; expected \(units)") }

        // Both builds must write the same bytes; the first one's is kept to compare with.
        var written: [UInt8]?
        let compare = { () throws in
            let result = Array(try Data(contentsOf: URL(fileURLWithPath: catalogPath)))
            guard let expected = written else { written = result; return }
            guard expected == result else { throw BenchError("the two builds wrote different catalogs") }
        }
        let floor = try floorSeconds("wc", ["-l", catalogPath])
        var table = FigureTable(floorName: "wc -l of the catalog", extraColumns: ["× format --check (wall, CPU)"], hasBefore: beforeBuild != nil)
        table.addFloor("wc -l (the floor)", seconds: floor)
        var yardstick: Figures?
        for (command, isImport) in [
            // The yardstick of issue 28's target, measured in the same run.
            (["format", "--check", "Bench/Bench.xcstrings"], false),
            (["export", "--all", "--languages", "es", "--output", "out.xliff", "Bench"], false),
            (["export", "--all", "--languages", "es", "--format", "csv", "--output", "out.csv", "Bench"], false),
            (["import", "--overwrite", "es.xliff"], true),
            (["import", "--overwrite", "es.csv"], true),
        ] {
            written = nil
            let paired = try pairedCommand(command, in: exchange, before: isImport ? restore : nil, after: isImport ? compare : nil)
            let reference = yardstick ?? paired.ours
            yardstick = reference
            table.add(
                "l10n " + command.joined(separator: " "), paired, floor: floor,
                extras: [String(format: "%.2f×, %.2f×", paired.ours.seconds / max(reference.seconds, 1e-9), paired.ours.cpuSeconds / max(reference.cpuSeconds, 1e-9))])
            // Leave the catalog as generated, for --keep.
            if isImport { try restore() }
        }
        print("\(units) units; each import writes every one of them (checked before timing, and both builds' bytes compared); \(loadAverage()) after the runs.\n")
        finish(table)
    }
}

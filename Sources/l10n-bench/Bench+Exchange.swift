import Foundation
import L10nCore
import L10nCatalog
import L10nExchange

extension Bench {
    /// The translator loop on the large catalog: exporting its Spanish and importing it back,
    /// every unit changed, so each import rewrites the 40 MB catalog.
    func exchange() throws {
        let folder = workspace + "/exchange/Bench"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let catalogPath = folder + "/Bench.xcstrings"
        let synthetic = SyntheticCatalog(feature: "Bench", keyCount: options.keys, languageCount: options.languages)
        let bytes = synthetic.makeCatalog().serialized()
        try Data(bytes).write(to: URL(fileURLWithPath: catalogPath))
        print("\n## Exchange: Spanish of the large catalog (\(options.keys) keys × \(options.languages) languages, \(formatMegabytes(bytes.count)))")

        // What a translator sends back: every Spanish unit with new text, placeholders kept.
        let export = try ExchangeExport.export(
            .bytes(SourceFile(path: catalogPath, bytes: bytes)), original: "Bench/Bench.xcstrings",
            options: ExchangeExport.Options(languages: ["es"], missingOnly: false, xcodeSpelling: true))
        let revised = export.files.map { file in
            var file = file
            file.units = file.units.map { unit in
                var unit = unit
                unit.target = (unit.target ?? unit.source) + " (revisado)"
                return unit
            }
            return file
        }
        let units = revised.reduce(0) { $0 + $1.units.count }
        try Data(XLIFFFormat.write(revised)).write(to: URL(fileURLWithPath: workspace + "/exchange/es.xliff"))
        try Data(ExchangeCSV.write(revised, byteOrderMark: false)).write(to: URL(fileURLWithPath: workspace + "/exchange/es.csv"))

        let restore = { try Data(bytes).write(to: URL(fileURLWithPath: catalogPath)) }
        // Both builds must write the same bytes; the first one's is kept to compare with.
        var written: [UInt8]?
        let compare = { () throws in
            let result = Array(try Data(contentsOf: URL(fileURLWithPath: catalogPath)))
            guard let expected = written else { written = result; return }
            guard expected == result else { throw BenchError("the two builds wrote different catalogs") }
        }
        var table = ResultTable(columns: ["command", "median", "CPU time", "peak memory"])
        for (command, isImport) in [
            // The yardstick: how busy the machine is shows in it, measured in the same run.
            (["format", "--check", "Bench/Bench.xcstrings"], false),
            (["export", "--all", "--languages", "es", "--output", "out.xliff", "Bench"], false),
            (["export", "--all", "--languages", "es", "--format", "csv", "--output", "out.csv", "Bench"], false),
            (["import", "--overwrite", "es.xliff"], true),
            (["import", "--overwrite", "es.csv"], true),
        ] {
            written = nil
            let paired = try pairedCommand(command, in: workspace + "/exchange", before: isImport ? restore : nil, after: isImport ? compare : nil)
            for (measurement, label) in [(paired.ours, ""), (paired.theirs, " (--before build)")] {
                guard let measurement else { continue }
                table.add(["l10n " + command.joined(separator: " ") + label, formatSeconds(measurement.seconds), formatSeconds(measurement.cpuSeconds),
                           formatMegabytes(measurement.peakMemoryBytes)])
            }
            // Leave the catalog as generated, for --keep.
            if isImport { try restore() }
        }
        print("\(units) units; each import writes every one of them; \(loadAverage()) after the runs.")
        print(table.render())
    }
}

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
        var table = ResultTable(columns: ["command", "median", "peak memory"])
        for (command, before) in [
            // The yardstick: how busy the machine is shows in it, measured in the same run.
            (["format", "--check", "Bench/Bench.xcstrings"], nil),
            (["export", "--all", "--languages", "es", "--output", "out.xliff", "Bench"], nil),
            (["export", "--all", "--languages", "es", "--format", "csv", "--output", "out.csv", "Bench"], nil),
            (["import", "--overwrite", "es.xliff"], restore),
            (["import", "--overwrite", "es.csv"], restore),
        ] as [([String], (() throws -> Void)?)] {
            let measurement = try measureCommand(command, in: workspace + "/exchange", before: before)
            table.add(["l10n " + command.joined(separator: " "), formatSeconds(measurement.seconds), formatMegabytes(measurement.peakMemoryBytes)])
        }
        print("\(units) units; each import writes every one of them.")
        print(table.render())
    }
}

import Foundation
import L10nSwiftSource
import L10nProject

/// An app's Swift code shaped like a real one, over generated feature folders: SwiftUI views of
/// exactly `linesPerFile` lines that use the keys through their accessors and as literal keys,
/// with a known number of hard-coded strings and of keys that no code uses.
struct SyntheticApp {
    var featureCount = 20
    var keysPerFeature = 50
    /// Keys of each feature that no file uses: the last ones of its key file.
    var unusedPerFeature = 5
    var fileCount = 10_000
    var linesPerFile = 100
    /// One file in this many shows a hard-coded string.
    var hardcodedEvery = 10
    var referencesPerFile = 5

    /// What was written, to compare with what `check` finds.
    struct Written {
        var files = 0
        var lines = 0
        var bytes = 0
        var references = 0
        var literalKeys = 0
        var hardcodedStrings = 0
        var unusedKeys = 0
    }

    /// Writes `Catalogs/Feature<n>/` (catalog and key file) and `App/Feature<n>/Screen<m>View.swift`
    /// under `root`.
    func write(under root: String, bench: Bench) throws -> Written {
        var written = Written()
        var usedAccessors: [[KeyAccessor]] = []
        for index in 0..<featureCount {
            let name = "Feature\(index)"
            var synthetic = SyntheticCatalog(feature: name, keyCount: keysPerFeature, languageCount: 2)
            synthetic.seed = UInt64(index + 1)
            synthetic.missingRate = 0
            let folder = root + "/Catalogs/\(name)"
            try bench.writeFeature(synthetic, in: folder, withKeyFile: true)
            let keyFilePath = folder + "/" + Feature(catalogName: name).keyFileName
            let keyFile = KeyFileReader.read(text: try String(contentsOfFile: keyFilePath, encoding: .utf8), path: keyFilePath)
            usedAccessors.append(Array(keyFile.accessors.dropLast(unusedPerFeature)))
            written.unusedKeys += min(unusedPerFeature, keyFile.accessors.count)
        }
        for file in 0..<fileCount {
            let feature = file % featureCount
            let folder = root + "/App/Feature\(feature)"
            if file < featureCount { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            let text = view(number: file, feature: feature, accessors: usedAccessors[feature], written: &written)
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/Screen\(file)View.swift"))
        }
        return written
    }

    private func call(_ accessor: KeyAccessor) -> String {
        guard case .staticFunc(let parameters) = accessor.kind else { return accessor.qualifiedName }
        let arguments = parameters.map { ($0.label.map { "\($0): " } ?? "") + ($0.type == "Int" ? "count" : "value") }
        return accessor.qualifiedName + "(" + arguments.joined(separator: ", ") + ")"
    }

    private func view(number: Int, feature: Int, accessors: [KeyAccessor], written: inout Written) -> String {
        var lines = [
            "import SwiftUI",
            "",
            "/// Screen \(number) of feature \(feature), generated for the benchmark.",
            "struct Screen\(number)View: View {",
            "    @State private var isExpanded = false",
            "    @State private var query = \"\"",
            "    let items: [Item]",
            "    let count: Int",
            "    let value: String",
            "",
            "    var body: some View {",
            "        VStack(alignment: .leading, spacing: 8) {",
        ]
        // Spread over the files so every used key is used somewhere.
        let start = (number / featureCount) * referencesPerFile
        for offset in 0..<referencesPerFile {
            let accessor = accessors[(start + offset) % accessors.count]
            switch offset % 3 {
            case 0: lines.append("            Text(\(call(accessor)))")
            case 1: lines += ["            Button(", "                \(call(accessor))", "            ) { isExpanded.toggle() }"]
            default: lines.append("            Label(\(call(accessor)), systemImage: \"star.fill\")")
            }
            written.references += 1
        }
        let literal = accessors[(start + referencesPerFile) % accessors.count]
        lines.append("            Text(String(localized: \"\(literal.key)\", table: \"Feature\(feature)\"))")
        written.literalKeys += 1
        if number % hardcodedEvery == 0 {
            lines.append("            Text(\"Welcome back, \\(value)\")")
            written.hardcodedStrings += 1
        }
        lines += [
            "            ForEach(items) { item in",
            "                HStack {",
            "                    Text(item.title)",
            "                    Spacer()",
            "                    Image(systemName: \"chevron.right\")",
            "                }",
            "            }",
            "        }",
            "        .padding(.horizontal, 16)",
            "        .searchable(text: $query)",
            "    }",
        ]
        var helper = 0
        while lines.count < linesPerFile - 1 {
            let room = linesPerFile - 1 - lines.count
            guard room >= 9 else {
                lines += Array(repeating: "    // Spacing kept for the benchmark's line count.", count: room)
                break
            }
            lines += [
                "",
                "    /// Formats the \(helper)th value the way the design asks: grouped, two decimals.",
                "    private func format\(helper)(_ amount: Double, rate: Double = 1.\(helper)) -> String {",
                "        let scaled = amount * rate + Double(count) / 100",
                "        guard scaled.isFinite else { return \"-\" }",
                "        let log = \"screen.\\(\(number)).format\(helper)\" // an event name, not text users see",
                "        _ = log.count",
                "        return String(format: \"%.2f\", scaled)",
                "    }",
            ]
            helper += 1
        }
        lines.append("}")
        written.files += 1
        written.lines += lines.count
        let text = lines.joined(separator: "\n") + "\n"
        written.bytes += text.utf8.count
        return text
    }
}

extension Bench {
    // MARK: App code

    /// `check` on an app of `SyntheticApp`'s size: every catalog, key file and Swift file read
    /// and checked, in one process.
    func appCode() throws {
        let root = workspace + "/app"
        let written = try SyntheticApp(fileCount: options.appFiles).write(under: root, bench: self)
        heading("appcode", "App code: \(written.files) Swift files, \(written.lines) lines (\(formatMegabytes(written.bytes))), "
            + "\(written.references) accessor references, \(written.literalKeys) literal keys, \(written.hardcodedStrings) hard-coded strings, "
            + "\(written.unusedKeys) unused keys")
        try verifyAppCodeFindings(of: written, in: root)
        // CPU time too: on a shared machine the wall time says more about the neighbours.
        // The floor: reading every Swift file once, as `cat` does, in the same run.
        let swiftFiles = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let floor = try floorSeconds("cat", swiftFiles, in: root)
        var table = FigureTable(floorName: "cat of the Swift files", extraColumns: ["CPU use"], hasBefore: beforeBuild != nil)
        table.addFloor("cat of the \(swiftFiles.count) Swift files (the floor)", seconds: floor)
        try finishAppCodeTable(&table, in: root, floor: floor)
    }
}

extension Bench {
    /// Runs `check` once and throws unless its app-code checks find exactly what was written:
    /// the figures are only worth having for a right result.
    func verifyAppCodeFindings(of written: SyntheticApp.Written, in root: String) throws {
        let output = try ChildProcess.run(l10n, ["check", "--format", "xcode"], in: root).output
        let found = ["unused-key", "hardcoded-string", "undeclared-key"].map { id in output.components(separatedBy: "[\(id)]").count - 1 }
        guard found == [written.unusedKeys, written.hardcodedStrings, 0] else {
            throw BenchError("check found \(found[0]) unused keys, \(found[1]) hard-coded strings and \(found[2]) undeclared keys; "
                + "the app has \(written.unusedKeys), \(written.hardcodedStrings) and 0")
        }
        print("check finds all \(written.unusedKeys) unused keys and \(written.hardcodedStrings) hard-coded strings, and nothing else of the app code.")
    }

    /// Times `check` with and without its app-code checks in `root`, paired, then prints the
    /// load and the table: the app-code suites' one pair of commands.
    func finishAppCodeTable(_ table: inout FigureTable, in root: String, floor: Double) throws {
        for command in [["check"], ["check", "--disable", "unused-key", "--disable", "hardcoded-string", "--disable", "undeclared-key"]] {
            let paired = try pairedCommand(command, in: root)
            table.add("l10n " + command.joined(separator: " "), paired, floor: floor, extras: [cpuUse(paired.ours)])
        }
        print("\(loadAverage()) after the runs.\n")
        finish(table)
    }

    // MARK: Monorepo with code

    /// The monorepo's feature folders with the app's code beside them: one SwiftUI view per
    /// feature, naming a few of its keys through accessors and one as a literal, with one
    /// hard-coded string. Most keys are used by no file, so this is the project with code where
    /// per-key or per-accessor work done for the references shows most.
    func monorepoWithCode() throws {
        let root = workspace + "/monorepo-code"
        let app = SyntheticApp(
            featureCount: options.features, keysPerFeature: 60, unusedPerFeature: 60 - 6, fileCount: options.features, hardcodedEvery: 1)
        let written = try app.write(under: root, bench: self)
        heading("monorepo-code", "Monorepo with code: \(options.features) feature folders × 60 keys × en+es with key files, one view per feature "
            + "(\(written.references) accessor references, \(written.literalKeys) literal keys, \(written.hardcodedStrings) hard-coded strings, "
            + "\(written.unusedKeys) unused keys)")
        try verifyAppCodeFindings(of: written, in: root)
        // The floor: every file check reads (catalogs, key files, views), read once.
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".xcstrings") }.sorted()
        let floor = try floorSeconds("wc", ["-l"] + files, in: root)
        var table = FigureTable(floorName: "wc -l of the \(files.count) files", extraColumns: ["CPU use"], hasBefore: beforeBuild != nil)
        table.addFloor("wc -l (the floor)", seconds: floor)
        try finishAppCodeTable(&table, in: root, floor: floor)
    }
}

import Foundation
import L10nJSON
import L10nCatalog

extension Bench {
    /// `l10n merge` as git runs it on the large catalog: both sides changed texts in other
    /// entries (1% each) and added keys, so every part of the merge runs, and the result is clean.
    func merge() throws {
        let folder = workspace + "/merge"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let synthetic = SyntheticCatalog(feature: "Bench", keyCount: options.keys, languageCount: options.languages)
        let base = synthetic.makeCatalog().serialized()
        let document = try JSONParser.parse(base)
        let ours = JSONWriter.write(Self.changed(document, side: "ours", every: 100, offset: 0))
        let theirs = JSONWriter.write(Self.changed(document, side: "theirs", every: 100, offset: 50))
        for (name, bytes) in [("base", base), ("theirs", theirs)] {
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try Data(base).write(to: URL(fileURLWithPath: folder + "/Bench.xcstrings"))
        heading("merge", "Merge: the large catalog (\(options.keys) keys × \(options.languages) languages, \(formatMegabytes(base.count))), 1% of entries changed and 50 keys added on each side")
        let restore = { try Data(ours).write(to: URL(fileURLWithPath: folder + "/ours")) }
        var merged: [UInt8]?
        let verify = { () throws in
            let result = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/ours")))
            if let merged, merged != result { throw BenchError("two runs merged differently") }
            merged = result
        }
        // Right before fast: the merge is clean and holds both sides' changes.
        try restore()
        try verifyExit(["merge", "base", "ours", "theirs", "Bench.xcstrings"], in: folder, 0)
        let result = try Catalog(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/ours"))))
        let baseKeys = try Catalog(bytes: base).keys.count
        // Each side's changed texts, as many in the merge as on that side.
        func count(_ marker: String, in bytes: [UInt8]) -> Int { bytes.ranges(of: Array(marker.utf8)).count }
        let merged0 = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/ours")))
        let changes = (ours: count(" (ours)", in: merged0), theirs: count(" (theirs)", in: merged0))
        guard result.keys.count == baseKeys + 100, changes.ours == count(" (ours)", in: ours), changes.theirs == count(" (theirs)", in: theirs),
              changes.ours > 0, changes.theirs > 0 else {
            throw BenchError("the merge holds \(result.keys.count) keys and \(changes) changed texts; expected \(baseKeys + 100) keys and both sides' changes")
        }
        let floor = try floorSeconds("wc", ["-l", "base", "ours", "theirs"], in: folder)
        var table = FigureTable(floorName: "wc -l of the three sides", extraColumns: ["memory × file"], hasBefore: beforeBuild != nil)
        table.addFloor("wc -l (the floor)", seconds: floor)
        for (arguments, before, after) in [
            // The yardstick: how busy the machine is shows in it, measured in the same run.
            (["format", "--check", "Bench.xcstrings"], nil, nil),
            (["merge", "base", "ours", "theirs", "Bench.xcstrings"], restore, verify),
        ] as [([String], (() throws -> Void)?, (() throws -> Void)?)] {
            let paired = try pairedCommand(arguments, in: folder, before: before, after: after)
            table.add("l10n " + arguments.joined(separator: " "), paired, floor: floor,
                      extras: [String(format: "%.1f×", Double(paired.ours.peakMemoryBytes) / Double(base.count))])
        }
        print("\(loadAverage()) after the runs.\n")
        finish(table)
    }

    /// `document` with the Spanish text of every `every`-th entry (from `offset`) changed, and
    /// 50 new keys named after `side`.
    static func changed(_ document: JSONDocument, side: String, every: Int, offset: Int) -> JSONDocument {
        var document = document
        guard case .object(var root) = document.root, let stringsIndex = root.firstIndex(where: { $0.key == "strings" }),
              case .object(var entries) = root[stringsIndex].value else { return document }
        for index in stride(from: offset, to: entries.count, by: every) {
            entries[index].value = replacingFirstValue(in: entries[index].value, suffix: " (\(side))")
        }
        for number in 0..<50 where !entries.isEmpty {
            let key = "bench.\(side).\(number)"
            entries.insert(JSONMember(key: key, value: entries[number].value), at: XcodeOrder.insertionIndex(for: key, in: entries))
        }
        root[stringsIndex].value = .object(entries)
        document.root = .object(root)
        return document
    }

    /// The value with its first `"value"` string (depth first) suffixed.
    private static func replacingFirstValue(in value: JSONValue, suffix: String) -> JSONValue {
        var done = false
        func walk(_ value: JSONValue) -> JSONValue {
            guard !done, case .object(var members) = value else { return value }
            for index in members.indices where !done {
                if members[index].key == "value", case .string(let text) = members[index].value {
                    members[index].value = .string(text + suffix)
                    done = true
                } else {
                    members[index].value = walk(members[index].value)
                }
            }
            return .object(members)
        }
        return walk(value)
    }
}

import L10nCore
import L10nCatalog
import L10nChecks
import L10nProject
import L10nAppCode
import L10nSwiftSource
import L10nGeneration
/// `l10n rename --to-convention`: the keys of literal-key catalogs (`"Cancel"`, looked up by
/// `Text("Cancel")`) moved onto `<feature>.<section>.<element>`, each into the feature of the
/// code that uses it, named as `extract --all` names a text there, with every translation, an
/// accessor, and the literals replaced by it as `extract --all` replaces them. Pure: the
/// caller writes.
extension KeyExtraction {
    /// A key moved: from its catalog to its feature's, with the uses replaced.
    package struct Moved: Sendable, Equatable {
        package var oldKey: String
        package var newKey: String
        package var catalogPath: String
        package var location: SourceLocation
        /// The accessor's name, as the uses now spell it (without arguments).
        package var accessor: String
        package var uses: Int
    }

    /// A key left where it is, and why.
    package struct KeyLeft: Sendable, Equatable {
        package var key: String
        package var catalogPath: String
        package var location: SourceLocation
        package var reason: String
    }

    package struct ConventionPlan: Sendable {
        package var moved: [Moved] = []
        package var left: [KeyLeft] = []
        /// What each catalog loses (negative) or gains, in path order.
        package var catalogs: [(path: String, change: Int, isNew: Bool)] = []
        package var keyFiles: [(path: String, added: Int, isNew: Bool)] = []
        package var files: [(path: String, replaced: Int)] = []
        /// Every catalog, key file and Swift file, written together or not at all.
        package var writes = WritePlan()
    }

    /// One literal of the code that looks a key up, and how it is rewritten.
    private struct Use {
        var file: Int
        var found: HardcodedString
    }

    /// Plans moving every key of `catalogs` that is off the convention (a key that already
    /// follows it stays) into the feature of the one feature's code that looks it up.
    /// - Parameters:
    ///   - catalogs: the literal-key catalogs, as read.
    ///   - files: the project's Swift files, scanned (their `texts` are not read).
    ///   - features: every feature a key may move to, by key prefix (new ones as `init` makes them).
    ///   - checks: the project's check options: a catalog that would newly fail them is not written.
    package static func planConvention(
        catalogs: [SourceFile], files: [FileTexts], features: [String: FeatureTarget], style: GenerationStyle,
        checks: CheckOptions = CheckOptions()
    ) throws(KeyEditError) -> ConventionPlan {
        var refused: [String: String] = [:]
        // What check says about the keys where they are now, which a move does not make new.
        let reported = catalogs.flatMap { Checker.check(catalogs: [($0.path, $0.bytes)], options: checks).diagnostics }
        // A move the checks refuse is left with their finding, and the rest planned again.
        while true {
            let (plan, findings) = try planConvention(
                catalogs: catalogs, files: files, features: features, style: style, checks: checks, reported: reported, refused: refused)
            guard !findings.isEmpty else { return plan }
            for (key, finding) in findings { refused[key] = finding }
        }
    }

    private static func planConvention(
        catalogs sources: [SourceFile], files: [FileTexts], features: [String: FeatureTarget], style: GenerationStyle,
        checks: CheckOptions, reported: [Diagnostic], refused: [String: String]
    ) throws(KeyEditError) -> (ConventionPlan, [(String, String)]) {
        var plan = ConventionPlan()
        var catalogs: [String: Catalog] = [:]
        var originals: [String: SourceFile] = [:]
        for source in sources {
            catalogs[source.path] = try KeyEditing.catalog(source)
            originals[source.path] = source
        }
        for target in features.values where catalogs[target.catalog.path] == nil {
            catalogs[target.catalog.path] = try KeyEditing.catalog(target.catalog)
            originals[target.catalog.path] = target.catalog
        }
        var keyFiles: [String: SourceFile] = [:]
        var renamed: [String: [String: String]] = [:]
        var edits: [Int: [ByteEdit]] = [:]
        var added: [String: Int] = [:]
        var counts: [String: Int] = [:]

        // Which catalogs of each table hold a key: a key in two is ambiguous.
        var holders: [String: [String: Int]] = [:]
        for source in sources {
            let table = Feature(catalogPath: source.path).table
            for entry in catalogs[source.path]!.entries { holders[table, default: [:]][entry.key, default: 0] += 1 }
        }
        for source in sources {
            let table = Feature(catalogPath: source.path).table
            let catalog = catalogs[source.path]!
            var index = TableKeys()
            index.add(catalog.keys)
            // Which literals name which key, worked out once per catalog rather than per key.
            var lookupsByKey: [String: [(file: Int, use: LiteralKeyUse)]] = [:]
            var mentionsByKey: [String: [Int: Int]] = [:]
            for (fileIndex, file) in files.enumerated() {
                for use in file.scan.literalKeys where use.table == table {
                    for key in index.keys(lookedUpBy: use.mention) { lookupsByKey[key, default: []].append((fileIndex, use)) }
                }
                for mention in file.scan.mentionedKeys {
                    for key in index.keys(lookedUpBy: mention) { mentionsByKey[key, default: [:]][fileIndex, default: 0] += 1 }
                }
            }
            for entry in catalog.entries where KeyRules.violation(of: entry.key) != nil {
                let key = entry.key
                let location = entry.position.sourceLocation
                func leave(_ reason: String) {
                    plan.left.append(KeyLeft(key: key, catalogPath: source.path, location: location, reason: reason))
                }
                if let reason = refused[key] { leave(reason); continue }
                if holders[table]?[key, default: 0] ?? 0 > 1 {
                    leave("more than one catalog of table \(table) has it, so which translations are its is not known")
                    continue
                }
                // Its uses: literals the code looks it up by, and any literal naming it another way.
                var uses: [Use] = []
                var blocker: String?
                let lookups = lookupsByKey[key] ?? []
                for (fileIndex, use) in lookups {
                    let file = files[fileIndex]
                    guard !use.isExplicitKey else {
                        blocker = blocker ?? "\(file.swift.path):\(use.location) looks it up through \(use.api), whose call 'l10n' does not rewrite; change that use to the key's accessor by hand"
                        continue
                    }
                    guard let found = file.scan.hardcodedStrings.first(where: { $0.location == use.location }) else {
                        blocker = blocker ?? "\(file.swift.path):\(use.location) looks it up where 'l10n' does not rewrite code (a preview, a text without a letter)"
                        continue
                    }
                    uses.append(Use(file: fileIndex, found: found))
                }
                let mentions = mentionsByKey[key] ?? [:]
                for fileIndex in mentions.keys.sorted() where mentions[fileIndex]! > lookups.filter({ $0.file == fileIndex }).count {
                    blocker = blocker ?? "\(files[fileIndex].swift.path) names it in a literal that is not looked up where it is written (a ternary, a variable, a parameter), which 'l10n' cannot rewrite; change that use by hand"
                }
                if let blocker { leave(blocker); continue }
                guard let first = uses.first else {
                    leave("no code looks it up, so no feature is known for it; remove it with 'l10n remove --unused', or give it a key with 'l10n rename'")
                    continue
                }
                if let use = uses.first(where: { files[$0.file].feature == nil }) {
                    leave("\(files[use.file].swift.path):\(use.found.location) uses it: \(files[use.file].noFeatureReason)")
                    continue
                }
                let featuresUsing = Set(uses.compactMap { files[$0.file].feature })
                guard featuresUsing.count == 1, let prefix = featuresUsing.first, let target = features[prefix] else {
                    let named = featuresUsing.sorted().map { prefix in
                        "\(prefix) (\(files[uses.first { files[$0.file].feature == prefix }!.file].swift.path))"
                    }
                    leave("code of \(featuresUsing.count) features uses it: \(named.joined(separator: ", ")); a key belongs to one feature, so give each its own with 'l10n add'")
                    continue
                }
                if FormatPlaceholder.parse(key).contains(where: { $0.explicitPosition != nil }) {
                    leave("its format numbers its arguments, which no literal of the code does")
                    continue
                }
                // The new key, named after the first use, numbered when taken.
                let derived = derivedKey(
                    for: first.found, feature: prefix, path: files[first.file].swift.path, references: files[first.file].scan.references)
                var targetCatalog = catalogs[target.catalog.path]!
                var newKey = derived
                var number = 2
                while targetCatalog.contains(key: newKey) || (target.catalog.path == source.path && catalog.contains(key: newKey)) {
                    newKey = derived + String(number)
                    number += 1
                }
                var sourceCatalog = catalogs[source.path]!
                do {
                    try sourceCatalog.removeEntry(key: key)
                    if target.catalog.path == source.path { targetCatalog = sourceCatalog }
                    try targetCatalog.insertEntry(key: newKey, value: entry.value)
                    // Its key is now written by hand, as the convention's keys are.
                    try targetCatalog.setExtractionState(.manual, forKey: newKey)
                    // A literal key without source-language text shows the key itself: that
                    // text is now the entry's, or the new key would show instead.
                    let sourceLanguage = catalog.sourceLanguage ?? "en"
                    if entry.localization(sourceLanguage) == nil {
                        try targetCatalog.setLocalization(Catalog.stringUnitContent(key), language: sourceLanguage, forKey: newKey)
                    }
                } catch {
                    leave(error.description)
                    continue
                }
                // The accessor, typed by the entry's own formats, as sync would write it.
                let feature = Feature(catalogPath: target.catalog.path)
                let accessorPlan = AccessorPlanner.plan(
                    for: targetCatalog.entry(forKey: newKey)!, feature: feature, sourceLanguage: targetCatalog.sourceLanguage ?? "en")
                let currentKeyFile = keyFiles[target.keyFilePath] ?? target.keyFile
                let existing = try currentKeyFile.map { file throws(KeyEditError) in try KeyEditing.text(of: file) }
                let generation = KeyFileGenerator.generate(
                    plans: [accessorPlan], catalogName: feature.catalogName, existingText: existing, path: target.keyFilePath, style: style)
                guard generation.findings.isEmpty, let text = generation.text ?? existing,
                      let accessor = KeyFileReader.read(text: text, path: target.keyFilePath).accessors.first(where: { $0.key == newKey }) else {
                    leave(generation.findings.first?.message ?? "its accessor could not be written")
                    continue
                }
                let types = accessorPlan.parameters.map(\.swiftType)
                var replacements: [(Int, ByteEdit)] = []
                var unmovable: String?
                for use in uses {
                    switch callArguments(for: use.found, types: types) {
                    case .success(let arguments):
                        let call = accessor.qualifiedName + (arguments.map { "(" + $0.joined(separator: ", ") + ")" } ?? "")
                        replacements.append((use.file, ByteEdit(use.found.range, replacement(for: call, api: use.found.api))))
                    case .failure(let refusal):
                        unmovable = unmovable ?? "\(files[use.file].swift.path):\(use.found.location) uses it: \(refusal.reason)"
                    }
                }
                if let unmovable { leave(unmovable); continue }
                // Every part holds: the plan takes the move.
                catalogs[source.path] = target.catalog.path == source.path ? targetCatalog : sourceCatalog
                catalogs[target.catalog.path] = targetCatalog
                keyFiles[target.keyFilePath] = SourceFile(path: target.keyFilePath, bytes: Array(text.utf8))
                renamed[target.catalog.path, default: [:]][key] = newKey
                renamed[source.path, default: [:]][key] = newKey
                for (file, edit) in replacements { edits[file, default: []].append(edit) }
                added[target.keyFilePath, default: 0] += 1
                counts[source.path, default: 0] -= 1
                counts[target.catalog.path, default: 0] += 1
                plan.moved.append(Moved(
                    oldKey: key, newKey: newKey, catalogPath: source.path, location: location, accessor: accessor.qualifiedName, uses: uses.count))
            }
        }

        // Each changed catalog goes through the checks: only what the moves break refuses them.
        var refusals: [(String, String)] = []
        var catalogBytes: [String: [UInt8]] = [:]
        for path in counts.keys.sorted() {
            let original = originals[path]!
            let bytes = try KeyEditing.serialized(catalogs[path]!, path: path, original: original.bytes)
            catalogBytes[path] = bytes
            let moves = renamed[path] ?? [:]
            let findings = LocalizationAuthoring.newFindings(in: original, after: bytes, renamed: moves, reportedElsewhere: reported, options: checks)
            let backwards = Dictionary(moves.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            for finding in findings {
                // A finding about no moved key says the catalog cannot take the moves at all.
                let old = finding.key.flatMap { backwards[$0] } ?? moves.keys.sorted().first
                if let old, refused[old] == nil { refusals.append((old, "\(finding.path):\(finding.location): \(finding.message) [\(finding.checkID)]")) }
            }
        }
        guard refusals.isEmpty else { return (plan, refusals) }
        for path in counts.keys.sorted() {
            let isNew = features.values.contains { $0.isNew && $0.catalog.path == path }
            plan.writes.changes.append(
                isNew ? FileChange(creating: path, with: catalogBytes[path]!) : FileChange(replacing: originals[path]!, with: catalogBytes[path]!))
            plan.catalogs.append((path, counts[path]!, isNew))
        }
        for path in added.keys.sorted() {
            let original = features.values.first { $0.keyFilePath == path }!
            let isNew = original.isNew || original.keyFile == nil
            let bytes = keyFiles[path]!.bytes
            plan.writes.changes.append(isNew ? FileChange(creating: path, with: bytes) : FileChange(replacing: original.keyFile!, with: bytes))
            plan.keyFiles.append((path, added[path]!, isNew))
        }
        for fileIndex in edits.keys.sorted(by: { files[$0].swift.path < files[$1].swift.path }) {
            let swift = files[fileIndex].swift
            plan.writes.changes.append(FileChange(replacing: swift, with: swift.bytes.applying(edits[fileIndex]!)))
            plan.files.append((swift.path, edits[fileIndex]!.count))
        }
        plan.moved.sort { ($0.catalogPath, $0.location.line) < ($1.catalogPath, $1.location.line) }
        plan.left.sort { ($0.catalogPath, $0.location.line) < ($1.catalogPath, $1.location.line) }
        return (plan, [])
    }
}

import Foundation
import L10nCore
import L10nCatalog
import L10nAppCode
import L10nProject
/// The keys the features declare, set against what the app's code uses: the one place that
/// decides whether a reference names an accessor, so `check`, `usage` and `remove --unused`
/// agree.
package struct KeyUsage: Sendable {
    /// What a reference in code names.
    package enum Target: Sendable, Equatable {
        /// An accessor, by its feature and its index in ``DeclaredKeys/accessors``.
        case accessor(feature: Int, index: Int)
        /// A feature or section enum.
        case namespace
        /// Below a checked feature's enum, a name no key file declares.
        case undeclared(feature: Int)
        /// Outside every checked feature: perhaps in one not checked, so nothing is said.
        case unknown
    }

    package let features: [FeatureFolder<DeclaredKeys>]
    private var accessorsByPath: [[String]: (feature: Int, index: Int)] = [:]
    private var namespaces: Set<[String]> = []
    private var featureByEnum: [String: Int] = [:]
    private var featureByPrefix: [String: Int] = [:]
    /// Keys code names as literals (of its own feature, or of a feature named explicitly);
    /// keys used through an accessor are in `usedAccessors`.
    private var usedKeys: Set<String> = []
    /// The accessors code names, one bit each, numbered across the features from
    /// `firstAccessor`: a reference marks a bit, where hashing its key into `usedKeys` (and
    /// again when the threads' sets merged) was most of taking in an app's 50,000 references.
    /// A key is used when any accessor of it, in any feature, is: the marked accessors' keys
    /// are hashed once, after the last file (``unusedKeys(usedPatterns:)``), not every
    /// accessor's key when the index is made (in a project with few references, most of them).
    private var usedAccessors: [UInt64] = []
    /// Where each feature's accessors start in that numbering.
    private var firstAccessor: [Int] = []
    /// Keys that code looks up as literals and a catalog of the table holds, by table: those
    /// found by a literal with `\(…)` or by a use of one table; a literal mentioned without
    /// `\(…)` is a bit of `plainMentioned`.
    private var lookedUpTableKeys: [String: Set<String>] = [:]
    /// The catalogs' keys a literal without `\(…)` mentions, one bit each by their numbers in
    /// `tablesByKey`: such a mention uses the key in every table that holds it, and marking a
    /// bit spares hashing the table and the key into `lookedUpTableKeys` for each of an app's
    /// files (and again when the threads' sets merged).
    private var plainMentioned: [UInt64] = []
    /// A file's mentions without `\(…)`, with their tables, kept between files for their
    /// storage (see ``add(_:)``).
    private var plainMentions: [(key: String, tables: [String])] = []
    /// The catalogs' keys by table, for the literals code looks up there.
    private var tableKeys: [String: TableKeys] = [:]
    /// The tables whose catalogs hold each key, and the key's number: a mention without `\(…)`
    /// is looked up once here rather than in every table (millions of lookups in an app of
    /// 10,000 files).
    private var tablesByKey: [String: (number: Int, tables: [String])] = [:]
    /// The tables some key of which has a placeholder: the only ones a mention with `\(…)` can
    /// look a key up in. Walking every table's keys for each such mention (most literals of an
    /// app) cost a copy of each table's sets per table.
    private var tablesWithFormattedKeys: [(table: String, keys: TableKeys)] = []
    /// References that name nothing declared below a checked feature's enum, with their file:
    /// worked out once, with the uses.
    package private(set) var undeclaredReferences: [(path: String, reference: AccessorReference, feature: Int)] = []
    /// Literal keys that their feature declares nowhere, with their file.
    package private(set) var undeclaredLiteralKeys: [(path: String, use: LiteralKeyUse, feature: Int)] = []
    /// Text shown without a key, with its file.
    package private(set) var hardcodedStrings: [(path: String, found: HardcodedString)] = []
    /// How many Swift files were taken in.
    package private(set) var fileCount = 0

    /// The features' keys, before any code is taken in.
    package init(features: [FeatureFolder<DeclaredKeys>]) {
        self.features = features
        // Room for every feature's keys and accessors at once: reserved feature by feature,
        // the tables grew (each key hashed again) hundreds of times in a 300-feature monorepo.
        tablesByKey.reserveCapacity(features.reduce(0) { $0 + ($1.contents.catalogKeys?.count ?? 0) })
        accessorsByPath.reserveCapacity(features.reduce(0) { $0 + $1.contents.accessors.count })
        var accessorCount = 0
        for (featureIndex, feature) in features.enumerated() {
            if let table = feature.table, let keys = feature.contents.catalogKeys {
                tableKeys[table, default: TableKeys()].add(keys.map(\.key))
                // One look-up a key (a huge feature's keys are looked up once, not twice).
                for key in keys {
                    // A key met for the first time is numbered by how many came before it.
                    let number = tablesByKey.count
                    Self.append(table, ifAbsentTo: &tablesByKey[key.key, default: (number, [])].tables)
                }
            }
            featureByEnum[feature.contents.enumName] = featureIndex
            featureByPrefix[feature.keyPrefix ?? ""] = featureIndex
            namespaces.insert([feature.contents.enumName])
            // Accessors come section by section: each section's path is hashed into the set once
            // per run of its accessors rather than once per accessor.
            var previousNamespace: [String] = []
            firstAccessor.append(accessorCount)
            accessorCount += feature.contents.accessors.count
            for (index, accessor) in feature.contents.accessors.enumerated() {
                accessorsByPath[accessor.path] = (featureIndex, index)
                if index == 0 || accessor.sectionPath != previousNamespace { namespaces.insert(accessor.sectionPath) }
                previousNamespace = accessor.sectionPath
            }
        }
        tablesWithFormattedKeys = tableKeys.filter(\.value.hasFormattedKeys).map { ($0.key, $0.value) }
        usedAccessors = Array(repeating: 0, count: (accessorCount + 63) / 64)
        plainMentioned = Array(repeating: 0, count: (tablesByKey.count + 63) / 64)
    }

    /// The literals `add` can use as keys, for the scans to keep: a mention without `\(…)` is
    /// looked up in `tablesByKey`, one with `\(…)` only in `tablesWithFormattedKeys`.
    /// It also holds the accessors by their numbers in `usedAccessors`, entered from
    /// `accessorsByPath`'s own keys, so that a reference it finds is the accessor `target(of:)`
    /// would find.
    package func mentionFilter() -> MentionFilter {
        var filter = MentionFilter(keys: tablesByKey.keys, keepsInterpolated: !tablesWithFormattedKeys.isEmpty)
        filter.accessors = AccessorPaths(accessorsByPath.lazy.map { ($0.key, firstAccessor[$0.value.feature] + $0.value.index) })
        return filter
    }

    private static func append(_ table: String, ifAbsentTo tables: inout [String]) {
        if !tables.contains(table) { tables.append(table) }
    }

    package init(features: [FeatureFolder<DeclaredKeys>], scans: [AppCodeScan]) {
        self.init(features: features)
        for scan in scans { add(scan) }
    }

    /// Takes in what one file uses, keeping only the keys it uses and what the checks report:
    /// the scan itself can then be let go, so memory does not grow with the files.
    package mutating func add(_ scan: AppCodeScan) {
        fileCount += 1
        for number in scan.namedAccessors { usedAccessors[number >> 6] |= 1 << UInt64(number & 63) }
        for reference in scan.references {
            switch target(of: reference) {
            case .accessor(let feature, let index):
                let number = firstAccessor[feature] + index
                usedAccessors[number >> 6] |= 1 << UInt64(number & 63)
            case .undeclared(let feature): undeclaredReferences.append((scan.path, reference, feature))
            case .namespace, .unknown: break
            }
        }
        // A literal key's use is also its mention (the scan keeps every literal that may be a
        // key): the mentions go first, and a use whose text a plain mention had is looked up
        // in the tables found for that mention, by comparing its table with theirs, rather than
        // hashing its key and table four times again (most of taking in an app's file).
        // Only a few mentions are kept for this, so that comparing stays cheap.
        plainMentions.removeAll(keepingCapacity: true)
        let keepsMentions = scan.mentionedKeys.count <= 8 && !scan.literalKeys.isEmpty
        for mention in scan.mentionedKeys {
            guard mention.isInterpolated else {
                let entry = tablesByKey[mention.key]
                if let number = entry?.number { plainMentioned[number >> 6] |= 1 << UInt64(number & 63) }
                if keepsMentions { plainMentions.append((mention.key, entry?.tables ?? [])) }
                continue
            }
            for (table, keys) in tablesWithFormattedKeys {
                let found = keys.keys(lookedUpBy: mention)
                if !found.isEmpty { lookedUpTableKeys[table, default: []].formUnion(found) }
            }
        }
        for use in scan.literalKeys {
            if !use.isInterpolated, let mention = plainMentions.first(where: { $0.key == use.key }) {
                // The mention put the key in every table that holds it, this use's too if it does.
                if mention.tables.contains(use.table) { continue }
            } else {
                let found = keys(lookedUpBy: use)
                if !found.isEmpty {
                    lookedUpTableKeys[use.table, default: []].formUnion(found)
                    continue
                }
            }
            if use.isExplicitKey, AppCodeScanner.isKeyShaped(use.key), let feature = feature(ofKey: use.key) {
                usedKeys.insert(use.key)
                if declares(use.key, feature: feature) == false { undeclaredLiteralKeys.append((scan.path, use, feature)) }
            } else if use.isExplicitKey, AppCodeScanner.isKeyShaped(use.key) {
                // A key of a feature not checked: perhaps declared there, so nothing is said.
                usedKeys.insert(use.key)
            }
        }
        // Text SwiftUI looks up is hard-coded only when no catalog of its table has it.
        for found in scan.hardcodedStrings where isHardcoded(found) { hardcodedStrings.append((scan.path, found)) }
    }

    /// Takes in what another copy of the same features took in from later files.
    package mutating func append(_ later: KeyUsage) {
        usedKeys.formUnion(later.usedKeys)
        // Copies of the same features: their bitmaps are as long.
        for word in usedAccessors.indices where later.usedAccessors[word] != 0 { usedAccessors[word] |= later.usedAccessors[word] }
        for word in plainMentioned.indices where later.plainMentioned[word] != 0 { plainMentioned[word] |= later.plainMentioned[word] }
        lookedUpTableKeys.merge(later.lookedUpTableKeys) { $0.union($1) }
        undeclaredReferences += later.undeclaredReferences
        undeclaredLiteralKeys += later.undeclaredLiteralKeys
        hardcodedStrings += later.hardcodedStrings
        fileCount += later.fileCount
    }

    /// What the Swift files at `paths` use, each file read, scanned and let go on every core;
    /// with the files that could not be read.
    package static func scanning(
        _ paths: [String], currentDirectory: String, features: [FeatureFolder<DeclaredKeys>]
    ) -> (usage: KeyUsage, failures: [FileSystemError]) {
        let usage = KeyUsage(features: features)
        return AppCodeScanner.scan(paths: paths, currentDirectory: currentDirectory, mentions: usage.mentionFilter(), into: usage) { usage, scan in
            usage.add(scan)
        } merge: { usage, later in
            usage.append(later)
        }
    }

    /// The same for the app's files under `arguments` (as `AppSources.paths` lists them),
    /// scanned as the search finds them; nil where only the list can tell the files. The
    /// usage is nil when no file was taken in: the features' keys are indexed for code only
    /// once the first file is scanned (for a huge feature the index is a tenth of its check).
    package static func scanning(
        searching arguments: [String], currentDirectory: String, excluding exclusions: Exclusions, features: [FeatureFolder<DeclaredKeys>]
    ) throws(FileSystemError) -> (usage: KeyUsage?, failures: [FileSystemError])? {
        let indexed = IndexedOnce(features: features)
        let scanned = try AppCodeScanner.scan(
            searching: arguments, currentDirectory: currentDirectory, excluding: exclusions, mentions: { indexed.made.mentions },
            into: KeyUsage?.none
        ) { usage, scan in
            if usage == nil { usage = indexed.made.usage }
            usage!.add(scan)
        } merge: { usage, later in
            guard let later else { return }
            if usage == nil { usage = later } else { usage!.append(later) }
        }
        return scanned.map { (usage: $0.0, failures: $0.1) }
    }

    /// The features' usage before any code, and what the scans keep of literals for it, made
    /// by the first thread that asks, once.
    private final class IndexedOnce: @unchecked Sendable {
        private let lock = NSLock()
        private let features: [FeatureFolder<DeclaredKeys>]
        private var indexed: (usage: KeyUsage, mentions: MentionFilter)?

        init(features: [FeatureFolder<DeclaredKeys>]) {
            self.features = features
        }

        var made: (usage: KeyUsage, mentions: MentionFilter) {
            lock.withLock {
                if let indexed { return indexed }
                let usage = KeyUsage(features: features)
                let made = (usage, usage.mentionFilter())
                indexed = made
                return made
            }
        }
    }

    /// What `reference` names: the accessor its path starts with (`L10nKey.Offers.List.title.key`
    /// names `title`), a namespace, or a name that should be declared and is not.
    package func target(of reference: AccessorReference) -> Target {
        let path = reference.path
        // Most references name an accessor and nothing after it: the whole path, without a copy.
        if let found = accessorsByPath[path] { return .accessor(feature: found.feature, index: found.index) }
        for length in stride(from: min(path.count - 1, 4), through: 2, by: -1) {
            if let found = accessorsByPath[Array(path.prefix(length))] { return .accessor(feature: found.feature, index: found.index) }
        }
        guard let feature = featureByEnum[path[0]] else { return .unknown }
        if namespaces.contains(path) { return .namespace }
        return features[feature].contents.keyFileIsComplete ? .undeclared(feature: feature) : .unknown
    }

    /// The checked feature whose keys start with `key`'s first segment.
    package func feature(ofKey key: String) -> Int? {
        featureByPrefix[String(key.prefix { $0 != "." })]
    }

    /// Whether the feature declares `key`, in its catalog or its key file; nil when that cannot
    /// be told because the catalog could not be read.
    package func declares(_ key: String, feature: Int) -> Bool? {
        let declared = features[feature]
        if declared.contents.accessors.contains(where: { $0.key == key }) { return true }
        guard let catalogKeys = declared.contents.catalogKeys else { return nil }
        return catalogKeys.contains { $0.key == key }
    }

    /// Whether `found` is text no translator sees: shown as it is, or looked up in a table no
    /// catalog of which has it as a key. What `hardcoded-string` reports and `extract` moves.
    package func isHardcoded(_ found: HardcodedString) -> Bool {
        found.lookup.map { keys(lookedUpBy: $0).isEmpty } ?? true
    }

    /// The keys of the catalogs of `use.table` that the literal looks up: the literal itself,
    /// or the keys its `\(…)` values can format to (see ``TableKeys``).
    package func keys(lookedUpBy use: LiteralKeyUse) -> [String] {
        tableKeys[use.table]?.keys(lookedUpBy: use.mention) ?? []
    }

    /// Whether `key` of `table` is in `used` (code names it as a literal or through an accessor
    /// of it), is looked up as a literal in the table, is marked used on its accessor, or matches
    /// one of `usedPatterns` (`--used`: a key, or a prefix ending in `*`).
    private func isUsed(_ key: String, used: Set<String>, table: String?, accessors: [DeclaredAccessor], usedPatterns: [String]) -> Bool {
        used.contains(key) || table.map { lookedUpTableKeys[$0]?.contains(key) == true || isMentioned(key, in: $0) } == true
            || accessors.contains(where: \.isMarkedUsed) || usedPatterns.contains { pattern in
            pattern.hasSuffix("*") ? key.hasPrefix(pattern.dropLast()) : key == pattern
        }
    }

    /// Whether a literal without `\(…)` mentions `key`, and a catalog of `table` holds it.
    private func isMentioned(_ key: String, in table: String) -> Bool {
        guard let entry = tablesByKey[key] else { return false }
        return plainMentioned[entry.number >> 6] & 1 << UInt64(entry.number & 63) != 0 && entry.tables.contains(table)
    }

    /// Keys that code looks up as literals and a catalog of the table holds, by table.
    package var usedTableKeys: [String: Set<String>] {
        var used = lookedUpTableKeys
        for (key, entry) in tablesByKey where plainMentioned[entry.number >> 6] & 1 << UInt64(entry.number & 63) != 0 {
            for table in entry.tables { used[table, default: []].insert(key) }
        }
        return used
    }

    /// The keys code names as literals, and the keys of the accessors it names, in any feature.
    private func usedKeysWithAccessors() -> Set<String> {
        var used = usedKeys
        var feature = 0
        for (word, bits) in usedAccessors.enumerated() where bits != 0 {
            var rest = bits
            while rest != 0 {
                let number = word << 6 + rest.trailingZeroBitCount
                rest &= rest - 1
                // Numbers rise, and so do the features they fall in.
                while feature + 1 < firstAccessor.count, firstAccessor[feature + 1] <= number { feature += 1 }
                used.insert(features[feature].contents.accessors[number - firstAccessor[feature]].key)
            }
        }
        return used
    }

    /// The keys of each feature nothing uses, feature by feature (see ``unusedKeys(of:used:usedPatterns:)``).
    package func unusedKeys(usedPatterns: [String]) -> [[UnusedKey]] {
        let used = usedKeysWithAccessors()
        return features.indices.map { unusedKeys(of: $0, used: used, usedPatterns: usedPatterns) }
    }

    /// The keys of `feature` nothing uses, each with its accessors (none when only the catalog
    /// has it) and where it is declared: at its first accessor, else at its catalog entry.
    private func unusedKeys(of featureIndex: Int, used: Set<String>, usedPatterns: [String]) -> [UnusedKey] {
        let feature = features[featureIndex]
        var accessorsByKey: [String: [DeclaredAccessor]] = [:]
        var order: [String] = []
        for accessor in feature.contents.accessors {
            if accessorsByKey[accessor.key] == nil { order.append(accessor.key) }
            accessorsByKey[accessor.key, default: []].append(accessor)
        }
        // Worked out from the catalog's path: once, not for each key.
        let table = feature.table
        var unused: [UnusedKey] = []
        for key in order where !isUsed(key, used: used, table: table, accessors: accessorsByKey[key]!, usedPatterns: usedPatterns) {
            let accessors = accessorsByKey[key]!
            unused.append(UnusedKey(key: key, accessors: accessors, path: feature.keyFilePath!, location: accessors[0].location))
        }
        if let catalogPath = feature.catalogPath {
            for (key, location) in feature.contents.catalogKeys ?? [] where accessorsByKey[key] == nil && !feature.contents.renamedCatalogKeys.contains(key) && !isUsed(key, used: used, table: table, accessors: [], usedPatterns: usedPatterns) {
                unused.append(UnusedKey(key: key, accessors: [], path: catalogPath, location: location))
            }
        }
        return unused
    }
}

/// A declared key that no code uses.
package struct UnusedKey: Sendable {
    package var key: String
    package var accessors: [DeclaredAccessor]
    /// The key file, or the catalog when the key has no accessor.
    package var path: String
    package var location: SourceLocation
}

/// The keys of the catalogs of one table, indexed for the literals code looks up: plain keys
/// by their text, keys with format specifiers by their text around them, so that
/// `"\\(count) items"` finds `%lld items` (and `%@ items`) without knowing `count`'s type.
package struct TableKeys: Sendable {
    private var plain: Set<String> = []
    /// `"\u{1} items"` → the keys `%lld items`, `%@ items`…, with their specifiers in order.
    private var formatted: [String: [(key: String, specifiers: [String])]] = [:]

    package init() {}

    /// Whether a key has a placeholder: only then can a literal with `\(…)` look one up.
    var hasFormattedKeys: Bool { !formatted.isEmpty }

    package mutating func add(_ keys: [String]) {
        plain.reserveCapacity(plain.count + keys.count)
        for key in keys {
            plain.insert(key)
            guard key.utf8.contains(UInt8(ascii: "%")) else { continue }
            let placeholders = FormatPlaceholder.parse(key)
            guard !placeholders.isEmpty else { continue }
            formatted[Self.shape(of: key, placeholders: placeholders), default: []].append((key, placeholders.map(\.text)))
        }
    }

    package func keys(lookedUpBy use: MentionedKey) -> [String] {
        guard use.isInterpolated else { return plain.contains(use.key) ? [use.key] : [] }
        // No key of the table has a placeholder, so no interpolation can look one up.
        guard !formatted.isEmpty else { return [] }
        let placeholders = FormatPlaceholder.parse(use.key)
        guard placeholders.count == use.specifiers.count else { return [] }
        let shape = Self.shape(of: use.key, placeholders: placeholders)
        return (formatted[shape] ?? []).filter { candidate in
            zip(candidate.specifiers, use.specifiers).allSatisfy { catalog, known in
                guard let known else { return true }
                return FormatArgumentType(specifier: catalog) == FormatArgumentType(specifier: known)
            }
        }.map(\.key)
    }

    /// The key's text with each placeholder one mark and `%%` one `%`, in one pass over its
    /// UTF-8 (a scalar starts at each byte that is not a continuation byte): every
    /// interpolated text of the app is shaped, and copying its scalars, then searching for `%%`
    /// through Foundation, made `check` of a 10,000-file app six times slower.
    static func shape(of key: String, placeholders: [FormatPlaceholder]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(key.utf8.count)
        var offset = -1
        var placeholderIndex = 0
        var inPlaceholder = false
        var previousWasPercent = false
        for byte in key.utf8 {
            if byte & 0xC0 != 0x80 {
                offset += 1
                while placeholderIndex < placeholders.count, placeholders[placeholderIndex].scalarRange.upperBound <= offset { placeholderIndex += 1 }
                inPlaceholder = placeholderIndex < placeholders.count && offset >= placeholders[placeholderIndex].scalarRange.lowerBound
                if inPlaceholder, offset == placeholders[placeholderIndex].scalarRange.lowerBound {
                    bytes.append(1)
                    previousWasPercent = false
                }
            }
            if inPlaceholder { continue }
            // `%%` becomes `%`, pairs taken from the left.
            if byte == UInt8(ascii: "%") {
                if previousWasPercent {
                    previousWasPercent = false
                    continue
                }
                previousWasPercent = true
            } else {
                previousWasPercent = false
            }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

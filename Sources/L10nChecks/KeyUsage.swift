import L10nCore
import L10nAppCode
/// The keys the features declare, set against what the app's code uses: the one place that
/// decides whether a reference names an accessor, so `check`, `usage` and `remove --unused`
/// agree.
package struct KeyUsage: Sendable {
    /// What a reference in code names.
    package enum Target: Sendable, Equatable {
        /// An accessor, by its feature and its index in ``FeatureKeys/accessors``.
        case accessor(feature: Int, index: Int)
        /// A feature or section enum.
        case namespace
        /// Below a checked feature's enum, a name no key file declares.
        case undeclared(feature: Int)
        /// Outside every checked feature: perhaps in one not checked, so nothing is said.
        case unknown
    }

    package let features: [FeatureKeys]
    private var accessorsByPath: [[String]: (feature: Int, index: Int)] = [:]
    private var namespaces: Set<[String]> = []
    private var featureByEnum: [String: Int] = [:]
    private var featureByPrefix: [String: Int] = [:]
    /// Keys that code uses, through an accessor or as a literal.
    package private(set) var usedKeys: Set<String> = []
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
    package init(features: [FeatureKeys]) {
        self.features = features
        for (featureIndex, feature) in features.enumerated() {
            featureByEnum[feature.enumName] = featureIndex
            featureByPrefix[feature.keyPrefix] = featureIndex
            namespaces.insert([feature.enumName])
            for (index, accessor) in feature.accessors.enumerated() {
                accessorsByPath[accessor.path] = (featureIndex, index)
                namespaces.insert(Array(accessor.path.dropLast()))
            }
        }
    }

    package init(features: [FeatureKeys], scans: [AppCodeScan]) {
        self.init(features: features)
        for scan in scans { add(scan) }
    }

    /// Takes in what one file uses, keeping only the keys it uses and what the checks report:
    /// the scan itself can then be let go, so memory does not grow with the files.
    package mutating func add(_ scan: AppCodeScan) {
        fileCount += 1
        for reference in scan.references {
            switch target(of: reference) {
            case .accessor(let feature, let index): usedKeys.insert(features[feature].accessors[index].key)
            case .undeclared(let feature): undeclaredReferences.append((scan.path, reference, feature))
            case .namespace, .unknown: break
            }
        }
        for use in scan.literalKeys {
            usedKeys.insert(use.key)
            if let feature = feature(ofKey: use.key), declares(use.key, feature: feature) == false {
                undeclaredLiteralKeys.append((scan.path, use, feature))
            }
        }
        hardcodedStrings += scan.hardcodedStrings.map { (scan.path, $0) }
    }

    /// Takes in what another copy of the same features took in from later files.
    package mutating func append(_ later: KeyUsage) {
        usedKeys.formUnion(later.usedKeys)
        undeclaredReferences += later.undeclaredReferences
        undeclaredLiteralKeys += later.undeclaredLiteralKeys
        hardcodedStrings += later.hardcodedStrings
        fileCount += later.fileCount
    }

    /// What the Swift files at `paths` use, each file read, scanned and let go on every core;
    /// with the files that could not be read.
    package static func scanning(
        _ paths: [String], currentDirectory: String, features: [FeatureKeys]
    ) -> (usage: KeyUsage, failures: [FileSystemError]) {
        AppCodeScanner.scan(paths: paths, currentDirectory: currentDirectory, into: KeyUsage(features: features)) { usage, scan in
            usage.add(scan)
        } merge: { usage, later in
            usage.append(later)
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
        return features[feature].keyFileIsComplete ? .undeclared(feature: feature) : .unknown
    }

    /// The checked feature whose keys start with `key`'s first segment.
    package func feature(ofKey key: String) -> Int? {
        featureByPrefix[String(key.prefix { $0 != "." })]
    }

    /// Whether the feature declares `key`, in its catalog or its key file; nil when that cannot
    /// be told because the catalog could not be read.
    package func declares(_ key: String, feature: Int) -> Bool? {
        let declared = features[feature]
        if declared.accessors.contains(where: { $0.key == key }) { return true }
        guard let catalogKeys = declared.catalogKeys else { return nil }
        return catalogKeys.contains { $0.key == key }
    }

    /// Whether `key` is used by code, marked used on its accessor, or matches one of
    /// `usedPatterns` (`--used`: a key, or a prefix ending in `*`).
    package func isUsed(_ key: String, accessors: [DeclaredAccessor], usedPatterns: [String]) -> Bool {
        usedKeys.contains(key) || accessors.contains(where: \.isMarkedUsed) || usedPatterns.contains { pattern in
            pattern.hasSuffix("*") ? key.hasPrefix(pattern.dropLast()) : key == pattern
        }
    }

    /// The keys of `feature` nothing uses, each with its accessors (none when only the catalog
    /// has it) and where it is declared: at its first accessor, else at its catalog entry.
    package func unusedKeys(of featureIndex: Int, usedPatterns: [String]) -> [UnusedKey] {
        let feature = features[featureIndex]
        var accessorsByKey: [String: [DeclaredAccessor]] = [:]
        var order: [String] = []
        for accessor in feature.accessors {
            if accessorsByKey[accessor.key] == nil { order.append(accessor.key) }
            accessorsByKey[accessor.key, default: []].append(accessor)
        }
        var unused: [UnusedKey] = []
        for key in order where !isUsed(key, accessors: accessorsByKey[key]!, usedPatterns: usedPatterns) {
            let accessors = accessorsByKey[key]!
            unused.append(UnusedKey(key: key, accessors: accessors, path: feature.keyFilePath!, location: accessors[0].location))
        }
        if let catalogPath = feature.catalogPath {
            for (key, location) in feature.catalogKeys ?? [] where accessorsByKey[key] == nil && !feature.renamedCatalogKeys.contains(key) && !isUsed(key, accessors: [], usedPatterns: usedPatterns) {
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

import L10nCore
/// What the search for catalogs, key files and the app's Swift files passes over: folders of
/// build output and other people's code, the patterns of `--exclude` and the configuration's
/// `exclude`, and the system string tables that are not features. Only what the search meets
/// is excluded: a file or folder named on the command line is always read.
package struct Exclusions: Hashable, Sendable {
    /// Folders that hold build output, dependencies or version control, never the app's own
    /// files: one list for catalogs, key files and app code alike. (The search skips every
    /// hidden folder anyway; the hidden ones are listed so the list reads as documented.)
    package static let defaultFolderNames: [String] = [
        ".build", ".swiftpm", ".git", "build", "Build", "Pods", "Carthage", "DerivedData", "SourcePackages", "node_modules",
        "vendor",
    ]

    /// Tables Xcode or the system reads by name, which hold no feature's keys: Info.plist
    /// keys (`CFBundleDisplayName`), App Shortcuts phrases, the launch screen's texts.
    package static let defaultIgnoredCatalogs: [String] = ["InfoPlist", "AppShortcuts", "LaunchScreen"]

    /// A pattern and the absolute folder its paths are relative to: the current folder for
    /// `--exclude`, the configuration file's folder for its `exclude`.
    package struct Pattern: Hashable, Sendable {
        package var glob: Glob
        package var base: String

        package init(_ glob: Glob, base: String) {
            self.glob = glob
            self.base = base
        }

        /// `absolutePath` relative to the base; outside it, only a pattern without a `/` can
        /// match, by the name alone (the search asks about every folder on the way down, so
        /// the folders above the search, such as `/tmp`, never count).
        func matches(absolutePath: String) -> Bool {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            let path = absolutePath.contains("/.") ? PathString.normalized(absolutePath) : absolutePath
            if path.hasPrefix(prefix) { return glob.matches(String(path.dropFirst(prefix.count))) }
            return !glob.isAnchored && glob.matches(PathString.split(path).fileName)
        }

        /// Whether the pattern matches `absolutePath` or a folder above it (from the base down).
        func covers(absolutePath: String) -> Bool {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            let path = PathString.normalized(absolutePath)
            guard path.hasPrefix(prefix) else { return matches(absolutePath: path) }
            let names = path.dropFirst(prefix.count).split(separator: "/")
            return names.indices.contains { glob.matches(names[...$0].joined(separator: "/")) }
        }
    }

    package var folderNames: Set<String>
    package var patterns: [Pattern] {
        didSet { patternIndex = PatternIndex(patterns) }
    }
    /// `patterns`, arranged for look-ups; kept in step with them.
    private var patternIndex: PatternIndex
    /// Catalog names without `.xcstrings` (table names) that are not features.
    package var ignoredCatalogs: Set<String>

    package init(folderNames: Set<String>, patterns: [Pattern], ignoredCatalogs: Set<String>) {
        self.folderNames = folderNames
        self.patterns = patterns
        patternIndex = PatternIndex(patterns)
        self.ignoredCatalogs = ignoredCatalogs
    }

    /// The default folders and system tables, no patterns.
    package static let standard = Exclusions(
        folderNames: Set(defaultFolderNames), patterns: [], ignoredCatalogs: Set(defaultIgnoredCatalogs))

    /// The same, for commands that treat catalogs as files to format, export or import rather
    /// than as features: `InfoPlist.xcstrings` is translated and formatted like any other.
    package var keepingSystemCatalogs: Exclusions {
        var copy = self
        copy.ignoredCatalogs = []
        return copy
    }

    /// What applies inside a path named on the command line or in `paths`: the patterns that
    /// match it, or a folder above it, do not, since naming it says to read it
    /// (`check Catalogs/Offers --exclude Offers` reads Offers); the others still do.
    package func inside(namedPath absolutePath: String) -> Exclusions {
        var copy = self
        copy.patterns.removeAll { $0.covers(absolutePath: absolutePath) }
        return copy
    }

    /// Whether the search passes over the folder `name` at `absolutePath`.
    package func skipsFolder(_ name: String, absolutePath: String) -> Bool {
        folderNames.contains(name) || patternIndex.matches(absolutePath: absolutePath)
    }

    /// The names in `folder` (absolute; `names` is its listing) of catalogs and key files whose
    /// partner a pattern excludes: `Checkout.xcstrings` when `L10nKey+checkout.swift` is
    /// excluded, and the other way round, so that excluding either file excludes the feature.
    package func excludedFeatureFiles(in folder: String, names: [String]) -> Set<String> {
        guard !patterns.isEmpty else { return [] }
        let catalogs = names.filter { $0.hasSuffix(".xcstrings") }
        guard !catalogs.isEmpty else { return [] }
        // The key file's name may differ in case from the expected one, as in the pairing.
        var keyFiles: [String: String] = [:]
        for name in names where Feature.isKeyFileName(name) { keyFiles[name.lowercased()] = name }
        func excluded(_ name: String) -> Bool { patternIndex.matches(absolutePath: PathString.join(folder, name)) }
        var partners: Set<String> = []
        for catalog in catalogs {
            guard let keyFile = keyFiles[Feature(catalogPath: catalog).keyFileName.lowercased()] else { continue }
            if excluded(catalog) { partners.insert(keyFile) }
            if excluded(keyFile) { partners.insert(catalog) }
        }
        return partners
    }

    /// Whether the search passes over the file `name` at `absolutePath`.
    package func skipsFile(_ name: String, absolutePath: String) -> Bool {
        if name.hasSuffix(".xcstrings"), ignoredCatalogs.contains(String(name.dropLast(".xcstrings".count))) { return true }
        return patternIndex.matches(absolutePath: absolutePath)
    }
}

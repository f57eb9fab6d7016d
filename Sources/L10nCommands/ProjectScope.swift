import L10nCore
import L10nProject
import L10nAppCode
import L10nChecks
import L10nConfig
import L10nExchange

/// Paths narrow what a command reports or changes, never what it knows: the features and
/// Swift files of the rest of the project, found from its root, beside those under the paths.
extension CommandContext {
    /// The project's features that `covered` (found under the paths given) does not hold: in
    /// the configuration's `paths`, else the root's `Catalogs/`, else the whole root. A feature
    /// whose key prefix is already known (a copy elsewhere, a test fixture) is left out, so the
    /// keys of each feature are those of one folder.
    func otherFeatures(besides covered: [FeatureFolder<Unread>], searched paths: [String]) throws(FileSystemError) -> [FeatureFolder<Unread>] {
        guard !covers(InputPaths.roots(paths, currentDirectory: currentDirectory), projectFeatureFolders) else { return [] }
        let all = try projectFeatures()
        var seen = Set(covered.flatMap(files(of:)).map(absolute))
        // A closure, not `\.keyPrefix`: a key path to another module's computed property is an
        // object the runtime builds at first use (about 37,000 instructions).
        var prefixes = Set(covered.compactMap { $0.keyPrefix })
        return all.filter { feature in
            let paths = files(of: feature).map(absolute)
            guard seen.isDisjoint(with: paths), let prefix = feature.keyPrefix, !prefixes.contains(prefix) else { return false }
            seen.formUnion(paths)
            prefixes.insert(prefix)
            return true
        }
    }

    /// Where the project's features are: the configuration's `paths`, else the root's
    /// `Catalogs/`, else the root, as paths from the current folder.
    var projectFeatureFolders: [String] {
        project.featureFolders(from: currentDirectory).map { folder in
            guard folder == project.root(from: currentDirectory) else { return folder }
            let catalogs = PathString.join(folder, InputPaths.defaultCatalogFolder)
            return InputPaths.roots([], currentDirectory: PathString.absolute(folder, in: currentDirectory)) == [InputPaths.defaultCatalogFolder]
                ? catalogs : folder
        }
    }

    /// Every feature of the project, wherever l10n started; every exclusion applies, since
    /// these folders are the project's, not named on the command line.
    func projectFeatures() throws(FileSystemError) -> [FeatureFolder<Unread>] {
        try InputPaths.features(arguments: projectFeatureFolders, currentDirectory: currentDirectory, excluding: exclusions, rootsAreNamed: false)
    }

    /// Where the app's Swift files under report are: the `<path>` arguments, else the whole
    /// project when the configuration names its `paths` (they hold the features, the code is
    /// anywhere in the project), else the current folder ([]).
    func codePaths(_ arguments: [String]) -> [String] {
        if !arguments.isEmpty { return arguments }
        return configuration.paths.value.isEmpty ? [] : project.codeFolders(from: currentDirectory)
    }

    /// Whether the app files under `paths` (the current folder when there are none) are all of
    /// the project's code: then `otherAppFiles` finds none.
    func coversProjectCode(_ paths: [String]) -> Bool {
        covers(paths.isEmpty ? [""] : paths, project.codeFolders(from: currentDirectory))
    }

    /// The project's Swift code that `covered` (the app files under the paths given) does not hold.
    func otherAppFiles(besides covered: [String], searched paths: [String]) throws(FileSystemError) -> [String] {
        guard !coversProjectCode(paths) else { return [] }
        let folders = project.codeFolders(from: currentDirectory)
        let seen = Set(covered.map(absolute))
        return try AppSources.paths(arguments: folders, currentDirectory: currentDirectory, excluding: exclusions)
            .filter { !seen.contains(absolute($0)) }
    }

    /// Whether l10n started at the project's root or inside it. From elsewhere (`cd / && l10n
    /// extract /app/View.swift:21`, found from the file), the current folder is no part of the
    /// project and is never searched.
    var startedInProject: Bool {
        project.location.contains(absolutePath: absolute(currentDirectory))
    }

    /// The folder exchange files name catalogs from: the repository holding the project's root,
    /// else the root, wherever l10n started, so `export` and `import` agree from every folder.
    var exchangeRoot: String {
        ExchangeFiles.root(currentDirectory: project.location.root)
    }

    /// `path` (as typed) from the project's root when it is inside it, else as typed: what its
    /// folders say about it does not depend on where l10n started.
    func pathInProject(_ path: String) -> String {
        let root = project.location.root
        let absolute = absolute(path)
        guard absolute.hasPrefix(root == "/" ? "/" : root + "/") else { return path }
        return String(absolute.dropFirst(root == "/" ? 1 : root.count + 1))
    }

    /// Whether every folder of `folders` is one of `paths` or inside one.
    private func covers(_ paths: [String], _ folders: [String]) -> Bool {
        let searched = paths.map(absolute)
        return folders.map(absolute).allSatisfy { folder in
            searched.contains { folder == $0 || folder.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        }
    }

    private func absolute(_ path: String) -> String {
        PathString.normalized(PathString.absolute(path, in: currentDirectory))
    }

    private func files(of feature: FeatureFolder<Unread>) -> [String] {
        [feature.catalogPath, feature.keyFilePath].compactMap { $0 }
    }
}

import Foundation
import L10nCore
import L10nProject
import L10nEditing
import L10nGeneration
import L10nConfig

/// `l10n init`: creates the catalog and key file of a new feature, where the app's other
/// features live; `--config` writes a starting `.l10n.json`.
package enum InitCommand: Command {
    package static let spec = CommandSpec(
        name: "init",
        abstract: "Create the catalog and key file of a new feature.",
        discussion: """
            Writes an empty <Feature>.xcstrings (as Xcode creates it) and L10nKey+<feature>.swift \
            with the feature's enum in a folder of its own, <parent>/<Feature>/, beside the app's \
            other features: the parent is --in, else the folder that holds the existing feature \
            folders (their common parent), else Catalogs/. Also writes L10nKey.swift, the \
            namespace they extend, when no Swift file of the project (under its root: the folder \
            of .l10n.json, else the repository's root, else the current folder) declares `enum \
            L10nKey` yet (it goes in the parent). With --config, writes a starting \
            .l10n.json in the current folder with the settings in effect (--languages, --access, \
            --exclude apply), the folder that holds the features as its paths, and the severity \
            of every check; the feature may then be left out. Never overwrites a file. Exits 0 \
            when created and 2 when refused. With --git, sets up 'l10n merge' as the repository's \
            git merge driver for catalogs and key files instead (see docs/merge.md).
            """,
        arguments: [feature.spec],
        options: [folder.spec, config.spec, git.spec, check.spec, languages.spec, access.spec, SettingOptions.exclude.spec])

    static let feature = Positional(
        "feature", help: "The feature's name in UpperCamelCase (Wallet): the catalog, table and enum name (default: none, which needs --config).",
        isOptional: true)
    static let folder = Option<String?>(
        "in", valueName: "folder",
        help: "The folder to create <Feature>/ in (default: where the other features are, else Catalogs/).")
    static let config = Flag.flag("config", help: "Write a starting .l10n.json in the current folder.")
    static let git = Flag.flag("git", help: "Set up 'l10n merge' as git's merge driver: .gitattributes lines and this clone's git config.")
    static let check = Flag.flag("check", help: "With --git: change nothing; list what is missing and exit 1 if anything is.")
    static let languages = LanguageList.option(help: "With --config: the languages the file lists.")
    static let access = GenerationStyleOptions.access

    package struct Options: Sendable {
        /// nil with `--config` alone.
        var name: String?
        var folder: String?
        var config: Bool
        var git: Bool
        var check: Bool
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        let name = arguments.arguments(feature).first
        let writesConfig = arguments.flag(config)
        let setsUpGit = arguments.flag(git)
        if setsUpGit, let name { throw .unexpectedArgument(name) }
        if setsUpGit, writesConfig { throw .unexpectedArgument("--config") }
        if !setsUpGit, arguments.flag(check) { throw .missingArgument("--git") }
        if name == nil, !writesConfig, !setsUpGit { throw .missingArgument(feature.spec.placeholder) }
        return Options(name: name, folder: try arguments.value(folder), config: writesConfig, git: setsUpGit, check: arguments.flag(check))
    }

    /// The project is found from the folder --in names, when given, so `cd / && l10n init
    /// Wallet --in /app/Catalogs` reads that app's configuration and features.
    package static func projectPaths(_ arguments: ParsedArguments) -> (argument: String, paths: [String]) {
        (feature.spec.name, (try? arguments.value(folder)).flatMap { $0 }.map { [$0] } ?? [])
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        if options.git { return GitMergeSetup.run(check: options.check, context: context) }
        var files: [(path: String, bytes: [UInt8])] = []
        if options.config {
            var configuration = context.configuration
            // The folder that holds the features, so it can be seen and edited in one place.
            if configuration.paths.value.isEmpty, let parent = try? featureParent(context.projectFeatures()) {
                let folder = seenFromHere(parent.isEmpty ? "." : parent, context.currentDirectory)
                configuration.paths = Setting([folder.isEmpty ? "." : String(folder.hasSuffix("/") ? folder.dropLast() : folder[...])])
            }
            files.append((ConfigurationFile.name, ConfigCommand.startingFile(configuration)))
        }
        guard let name = options.name else { return create(files, context: context) }
        if let problem = FeatureScaffold.nameProblem(name) {
            return .failure("'\(name)' cannot name a feature: it \(problem). Use the catalog's name in UpperCamelCase, e.g. 'l10n init Wallet'.")
        }
        let feature = Feature(catalogName: name)
        let directory = context.currentDirectory
        do {
            // The project's features, wherever l10n started: a new one goes beside them, or
            // among those of the current folder when it holds some (an area of a modular app)
            // and is not a feature's own folder.
            let existing = try context.projectFeatures()
            let here = context.project.root(from: directory).isEmpty || !context.startedInProject
                ? [] : try InputPaths.features(arguments: [""], currentDirectory: directory, excluding: context.exclusions)
            let nearby = here.isEmpty || here.contains { $0.folder.isEmpty } ? existing : here
            if let taken = existing.compactMap(\.catalogPath).first(where: { Feature(catalogPath: $0).keyPrefix == feature.keyPrefix }) {
                return .failure("The feature '\(feature.keyPrefix)' already has a catalog, \(taken); add keys to it with 'l10n add', or choose another name.")
            }
            let parent = folderPath(seenFromHere(options.folder ?? featureParent(nearby) ?? PathString.join(context.project.root(from: directory), InputPaths.defaultCatalogFolder), directory))
            let folder = parent + name + "/"
            let catalogPath = folder + feature.catalogFileName
            let keyFilePath = folder + feature.keyFileName
            files += [(path: catalogPath, bytes: FeatureScaffold.catalogBytes()),
                      (path: keyFilePath, bytes: Array(FeatureScaffold.keyFileText(feature: feature, path: keyFilePath, style: context.configuration.generationStyle).utf8))]
            if try !namespaceIsDeclared(in: context.project.codeFolders(from: directory), currentDirectory: directory, excluding: context.exclusions) {
                files.append((namespacePath(besideFeatureFolder: folder), Array(FeatureScaffold.namespaceText.utf8)))
            }
        } catch {
            return .failure(error.description)
        }
        return create(files, context: context)
    }

    /// Creates `files` together, or none of them; refuses when one exists.
    private static func create(_ files: [(path: String, bytes: [UInt8])], context: CommandContext) -> CommandResult {
        let directory = context.currentDirectory
        for file in files where FileManager.default.fileExists(atPath: PathString.absolute(file.path, in: directory)) {
            let next = file.path == ConfigurationFile.name
                ? "edit it, or see 'l10n config' for the settings in effect" : "run 'l10n sync' to complete an existing feature"
            return .failure("\(file.path.printable) already exists and l10n init never overwrites; \(next).")
        }

        // The pipeline creates the feature folder, and removes it again if the write fails.
        let plan = WritePlan(files.map { FileChange(creating: $0.path, with: $0.bytes) })
        let report: WriteReport
        switch Writing.apply(plan, force: false, createsFolders: true, context: context, lock: nil) {
        case .success(let written): report = written
        case .failure(let failure): return failure.result
        }
        return CommandResult(
            stdout: report.written.map { "Created \($0.printable)\n" }.joined(), stderr: Writing.notes(report.removedTemporaryFiles))
    }

    /// The folder that holds the features found: the common parent of their folders
    /// (`App/Features/` for `App/Features/Shopping/Offers/` and `App/Features/Account/Profile/`),
    /// where a feature's folder is the one named after it (`Offers/`), else the folder its files
    /// lie loose in; nil when there are none.
    static func featureParent(_ features: [FeatureFolder<Unread>]) -> String? {
        let parents = Set(features.map { files in
            let (parent, name) = PathString.split(String(files.folder.dropLast()))
            return !files.folder.isEmpty && name.lowercased() == files.keyPrefix ? parent : files.folder
        })
        guard let first = parents.first else { return nil }
        var common = first.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for parent in parents {
            let parts = parent.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            common = common.prefix(zip(common, parts).prefix { $0 == $1 }.count)
        }
        return common.isEmpty ? "" : common.joined(separator: "/") + "/"
    }

    /// `Catalogs/Wallet` → `Catalogs/Wallet/`; `.` → "".
    static func folderPath(_ folder: String) -> String {
        if folder.isEmpty || folder == "." || folder == "./" { return "" }
        return folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// The folder that holds the feature folders, as in `Catalogs/L10nKey.swift`.
    static func namespacePath(besideFeatureFolder folder: String) -> String {
        guard !folder.isEmpty else { return FeatureScaffold.namespaceFileName }
        return PathString.split(String(folder.dropLast())).folder + FeatureScaffold.namespaceFileName
    }

    /// `folder` (as found or typed, maybe `../Features/`) the way a path from here is written:
    /// `Wallet/` when the current folder is `Features/`.
    static func seenFromHere(_ folder: String, _ currentDirectory: String) -> String {
        if folder.hasPrefix("/") { return folder }
        return PathString.relative(PathString.absolute(folder, in: currentDirectory), from: currentDirectory)
    }

    static func namespaceIsDeclared(
        in roots: [String], currentDirectory: String, excluding exclusions: Exclusions
    ) throws(FileSystemError) -> Bool {
        try InputPaths.swiftFiles(arguments: roots, currentDirectory: currentDirectory, excluding: exclusions).contains { path in
            (try? SourceFile.read(path, currentDirectory: currentDirectory)).map { FeatureScaffold.declaresNamespace($0.bytes) } ?? false
        }
    }
}

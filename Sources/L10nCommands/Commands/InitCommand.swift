import Foundation
import L10nCore
import L10nProject
import L10nEditing

/// `l10n init`: creates the catalog and key file of a new feature.
public enum InitCommand: Command {
    public static let spec = CommandSpec(
        name: "init",
        abstract: "Create the catalog and key file of a new feature.",
        discussion: """
            Writes an empty <Feature>.xcstrings (as Xcode creates it) and L10nKey+<feature>.swift \
            with the feature's enum, and L10nKey.swift, the namespace they extend, when no Swift \
            file in the current folder declares `enum L10nKey` yet (it goes in the folder above \
            the feature's). Never overwrites a file. Exits 0 when created and 2 when refused.
            """,
        arguments: [feature.spec],
        options: [folder.spec])

    static let feature = Positional(
        "feature", help: "The feature's name in UpperCamelCase (Wallet): the catalog, table and enum name.")
    static let folder = Option<String?>("in", valueName: "folder", help: "Where to create the files (default: Catalogs/<Feature>/).")

    public struct Options: Sendable {
        var name: String
        var folder: String?
    }

    public static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        Options(name: arguments.arguments(feature)[0], folder: try arguments.value(folder))
    }

    public static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let name = options.name
        if let problem = FeatureScaffold.nameProblem(name) {
            return .failure("'\(name)' cannot name a feature: it \(problem). Use the catalog's name in UpperCamelCase, e.g. 'l10n init Wallet'.")
        }
        let feature = Feature(catalogName: name)
        let directory = context.currentDirectory
        let folder = folderPath(options.folder ?? "\(InputPaths.defaultCatalogFolder)/\(name)")
        let catalogPath = folder + feature.catalogFileName
        let keyFilePath = folder + feature.keyFileName

        var files = [(path: catalogPath, bytes: FeatureScaffold.catalogBytes()),
                     (path: keyFilePath, bytes: Array(FeatureScaffold.keyFileText(feature: feature, path: keyFilePath).utf8))]
        do {
            if let existing = try InputPaths.features(arguments: [], currentDirectory: directory)
                .compactMap(\.catalogPath).first(where: { Feature(catalogPath: $0).keyPrefix == feature.keyPrefix }) {
                return .failure("The feature '\(feature.keyPrefix)' already has a catalog, \(existing); add keys to it with 'l10n add', or choose another name.")
            }
            if try !namespaceIsDeclared(currentDirectory: directory) {
                files.append((namespacePath(besideFeatureFolder: folder), Array(FeatureScaffold.namespaceText.utf8)))
            }
        } catch {
            return .failure(error.description)
        }
        for file in files where FileManager.default.fileExists(atPath: PathString.absolute(file.path, in: directory)) {
            return .failure("\(file.path.printable) already exists and l10n init never overwrites; run 'l10n sync' to complete an existing feature.")
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

    private static func namespaceIsDeclared(currentDirectory: String) throws(FileSystemError) -> Bool {
        try InputPaths.swiftFiles(arguments: [], currentDirectory: currentDirectory).contains { path in
            (try? SourceFile.read(path, currentDirectory: currentDirectory)).map { FeatureScaffold.declaresNamespace($0.bytes) } ?? false
        }
    }
}

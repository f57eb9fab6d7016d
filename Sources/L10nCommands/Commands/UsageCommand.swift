import L10nCore
import L10nProject
import L10nSwiftSource
import L10nAppCode
import L10nChecks
/// `l10n usage`: every place the app's code uses a key, through its accessor or as a literal.
package enum UsageCommand: Command {
    package static let spec = CommandSpec(
        name: "usage",
        abstract: "List every place the app's code uses a key.",
        discussion: """
            Takes a key (offers.list.title) or its accessor (L10nKey.Offers.List.title) and lists \
            each use in the app's Swift code as path:line:col: the accessor, also through a \
            typealias or a constant bound in the same file and inside string interpolations, and \
            the key as a literal given to LocalizedStringResource, String(localized:), \
            NSLocalizedString, Text(_:tableName:) or a SwiftUI title (Text, Button, Label, \
            .navigationTitle…), matched the way Xcode extracts keys ("\\(count) items" uses \
            "%lld items"). Key files, build folders and test targets \
            are not searched. Exits 0 when the key is used, 1 when nothing uses it, and 2 when \
            no catalog or key file declares it.
            """,
        arguments: [key.spec, paths.spec],
        options: [SettingOptions.exclude.spec])

    static let key = Positional("key", help: "The key, or its accessor as L10nKey.<Feature>.<Section>.<name>.")
    static let paths = Positional(
        "path", help: "Folders to search for catalogs and code (default: catalogs under Catalogs/, code in the current folder).",
        isOptional: true, isRepeatable: true)

    package struct Options: Sendable {
        /// A key or an accessor, as typed.
        var name: String
        var paths: [String]
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        Options(name: arguments.arguments(key)[0], paths: arguments.arguments(paths))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let name = options.name
        let paths = context.configuration.paths(options.paths)
        let directory = context.currentDirectory
        return context.withInputs(paths, InputPaths.features(arguments:currentDirectory:excluding:), allowingNone: true) { features in
            var stderr = ""
            let sources = CheckCommand.readSources(features, currentDirectory: directory, stderr: &stderr)
            let codePaths = context.codePaths(options.paths)
            let appFiles = CheckCommand.appSwiftFiles(codePaths, options: CheckOptions(), currentDirectory: directory, excluding: context.exclusions, stderr: &stderr) ?? []
            // Every use in the project is listed, wherever l10n started: the paths find the key.
            let known = CheckCommand.knownProject(
                besides: features, appFiles: appFiles, paths: paths, codePaths: codePaths, context: context, stderr: &stderr)
            let scans = CheckCommand.scanAppCode(appFiles + known.appFiles, currentDirectory: directory, stderr: &stderr)
            guard stderr.isEmpty else { return CommandResult(stderr: stderr, exitCode: .failure) }
            let usage = KeyUsage(features: (sources + known.features).parallelMap { $0.declaredKeys() }, scans: scans)
            // A catalog that cannot be read may declare the key: said first, and the run fails.
            let unreadable = usage.features.compactMap(\.contents.unreadableCatalog)
            guard unreadable.isEmpty else { return CommandResult(stderr: FileProblem(unreadable).stderr, exitCode: .failure) }
            guard let key = declaredKey(named: name, in: usage) else {
                return .failure("'\(name)' is declared in no catalog or key file found; check the spelling, or pass the folder of its catalog.")
            }
            let uses = scans.flatMap { scan in
                let references = scan.references.compactMap { reference -> (SourceLocation, String)? in
                    guard case .accessor(let feature, let index) = usage.target(of: reference),
                          usage.features[feature].contents.accessors[index].key == key else { return nil }
                    return (reference.location, reference.qualifiedName)
                }
                // A literal SwiftUI or Foundation looks up, by the key Xcode extracts from it.
                let literals = scan.literalKeys.filter { $0.key == key || usage.keys(lookedUpBy: $0).contains(key) }
                    .map { ($0.location, "\"\($0.key.printable)\" (\($0.api))") }
                return (references + literals).sorted { $0.0 < $1.0 }.map { "\(scan.path.printable):\($0.0): \($0.1)\n" }
            }
            guard !uses.isEmpty else {
                return CommandResult(stdout: "No code uses '\(key.printable)'; remove it with 'l10n remove \(key.printable)'.\n", exitCode: .findings)
            }
            return CommandResult(stdout: uses.joined() + "\(uses.count) \(uses.count == 1 ? "use" : "uses") of '\(key.printable)'.\n")
        }
    }

    /// The key `name` names: itself when a catalog or key file declares it, or the key of the
    /// accessor it spells out.
    private static func declaredKey(named name: String, in usage: KeyUsage) -> String? {
        if name.hasPrefix("L10nKey.") {
            let path = name.split(separator: ".").dropFirst().map(String.init)
            return usage.features.lazy.flatMap(\.contents.accessors).first { $0.path == path }?.key
        }
        if let feature = usage.feature(ofKey: name), usage.declares(name, feature: feature) == true { return name }
        // A key that is its own text (`Cancel`), in `Localizable` or any catalog.
        return usage.features.contains { $0.contents.catalogKeys?.contains { $0.key == name } == true } ? name : nil
    }
}

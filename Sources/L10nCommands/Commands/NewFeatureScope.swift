import L10nCore
import L10nProject
import L10nAppCode
import L10nEditing
/// What `extract --all` and `rename --to-convention` share: the project's features, where a
/// feature they create goes and how it is made, the files they lock before reading, and the
/// one write that closes them.
struct NewFeatureScope {
    let features: [FeatureFolder<Unread>]
    /// The folder new features go in (beside the others, as `init` puts them), with its `/`.
    let parent: String

    init(context: CommandContext) throws(FileSystemError) {
        features = try context.projectFeatures()
        let directory = context.currentDirectory
        parent = InitCommand.folderPath(InitCommand.seenFromHere(
            InitCommand.featureParent(features) ?? PathString.join(context.project.root(from: directory), InputPaths.defaultCatalogFolder), directory))
    }

    /// Locks every feature's files, `swiftPaths` and the namespace a new feature may need,
    /// before anything is read, so what is planned is what gets replaced.
    func lock(_ swiftPaths: [String], check: Bool, context: CommandContext) throws(FileSystemError) -> WriteLock? {
        try Writing.lock(
            features.flatMap { [$0.catalogPath, $0.expectedKeyFilePath].compactMap { $0 } } + swiftPaths
                + [parent + FeatureScaffold.namespaceFileName],
            check: check, context: context)
    }

    /// The `L10nKey.swift` namespace, when the plan creates a feature and the project's code
    /// declares none yet, as `init` writes it.
    func namespace(creatingFeatures: Bool, context: CommandContext) throws(FileSystemError) -> FileChange? {
        guard creatingFeatures,
              try !InitCommand.namespaceIsDeclared(
                  in: context.project.codeFolders(from: context.currentDirectory), currentDirectory: context.currentDirectory,
                  excluding: context.exclusions) else { return nil }
        return FileChange(creating: parent + FeatureScaffold.namespaceFileName, with: Array(FeatureScaffold.namespaceText.utf8))
    }

    /// A file whose folders name no feature gets one named after its SwiftPM module, else the
    /// folder right under one of the configuration's `paths` that holds it (the project says
    /// its features live there), else its own folder, created beside the other features as
    /// `l10n init` creates it; or, when that name cannot name a feature, none, with the reason.
    func newFeature(
        forFile path: String, targets: inout [String: KeyExtraction.FeatureTarget], context: CommandContext
    ) -> (feature: String?, reason: String) {
        let folder = PathString.split(path).folder
        let folderName = AppSources.moduleName(ofFile: path) ?? configuredFeatureFolder(holding: path, context: context)
            ?? String(folder.dropLast().split(separator: "/").last ?? "")
        let name = folderName.prefix(1).uppercased() + folderName.dropFirst()
        if folderName.isEmpty || folderName == "." || folderName == ".." {
            return (nil, "no folder of the file names a feature; move it into a feature's folder, or run 'l10n extract' on it with --key")
        }
        if let problem = FeatureScaffold.nameProblem(name) {
            return (nil, "no folder of the file names a feature, and its folder '\(folderName)' cannot name one: it \(problem)")
        }
        let feature = Feature(catalogName: name)
        guard targets[feature.keyPrefix] == nil else { return (feature.keyPrefix, "") }
        let keyFilePath = parent + name + "/" + feature.keyFileName
        targets[feature.keyPrefix] = KeyExtraction.FeatureTarget(
            catalog: SourceFile(path: parent + name + "/" + feature.catalogFileName, bytes: FeatureScaffold.catalogBytes()),
            keyFile: SourceFile(
                path: keyFilePath,
                bytes: Array(FeatureScaffold.keyFileText(feature: feature, path: keyFilePath, style: context.configuration.generationStyle).utf8)),
            keyFilePath: keyFilePath, isNew: true)
        return (feature.keyPrefix, "")
    }

    /// `Features/Wallet/Views/Detail/WalletView.swift` with `"paths": ["Features"]` → `Wallet`.
    private func configuredFeatureFolder(holding path: String, context: CommandContext) -> String? {
        let absolute = { (path: String) in PathString.normalized(PathString.absolute(path, in: context.currentDirectory)) }
        let file = absolute(path)
        for configured in context.configuration.paths.value {
            let base = absolute(configured)
            guard file.hasPrefix(base == "/" ? "/" : base + "/") else { continue }
            let below = file.dropFirst(base == "/" ? 1 : base.count + 1).split(separator: "/")
            if below.count > 1 { return String(below[0]) }
        }
        return nil
    }

    /// With `--check`, the plan printed so far and exit 1; else `writes` (and the namespace)
    /// applied together, and `done` said.
    static func finish(
        _ writes: WritePlan, namespace: FileChange?, createsFolders: Bool, stdout: String, check: Bool, command: String, done: String,
        force: Bool, context: CommandContext, lock: WriteLock?
    ) -> CommandResult {
        if check {
            return CommandResult(stdout: stdout + "Nothing written (--check); run '\(command)' without --check to apply.\n", exitCode: .findings)
        }
        var writes = writes
        if let namespace { writes.changes.append(namespace) }
        switch Writing.apply(writes, force: force, createsFolders: createsFolders, context: context, lock: lock) {
        case .success(let report):
            return CommandResult(stdout: stdout + done, stderr: Writing.notes(report.removedTemporaryFiles))
        case .failure(let failure):
            return failure.result
        }
    }
}

import L10nCore
import L10nProject
import L10nAppCode
import L10nChecks
import L10nEditing
/// `l10n extract --all`: every text `hardcoded-string` reports in the app's code, into keys.
extension ExtractCommand {
    static func runAll(_ options: Options, context: CommandContext) -> CommandResult {
        let directory = context.currentDirectory
        let plan: KeyExtraction.AllPlan
        var namespace: FileChange?
        let lock: WriteLock?
        do {
            let features = try context.projectFeatures()
            let swiftPaths = try AppSources.paths(arguments: context.codePaths(options.paths), currentDirectory: directory, excluding: context.exclusions)
            var targets: [String: KeyExtraction.FeatureTarget] = [:]
            var found: [KeyExtraction.FileTexts] = []
            for feature in features {
                guard let match = try? KeyFeatureLookup.feature(forKey: feature.feature?.keyPrefix ?? "", among: features) else { continue }
                targets[match.feature.keyPrefix] = KeyExtraction.FeatureTarget(
                    catalog: SourceFile(path: match.catalogPath, bytes: []), keyFile: nil, keyFilePath: match.expectedKeyFilePath, isNew: false)
            }
            let newFeatureParent = InitCommand.folderPath(InitCommand.seenFromHere(
                InitCommand.featureParent(features) ?? PathString.join(context.project.root(from: directory), InputPaths.defaultCatalogFolder), directory))
            // Locked before anything is read, so what is planned is what gets replaced.
            lock = try Writing.lock(
                features.flatMap { [$0.catalogPath, $0.expectedKeyFilePath].compactMap { $0 } } + swiftPaths + [newFeatureParent + "L10nKey.swift"],
                check: options.check, context: context)
            // What check reports: a literal key of a catalog of its table is no hard-coded text.
            var declared: [FeatureFolder<DeclaredKeys>] = []
            for feature in features { declared.append(try feature.read(currentDirectory: directory).declaredKeys()) }
            let usage = KeyUsage(features: declared)
            for path in swiftPaths {
                let swift = try SourceFile.read(path, currentDirectory: directory)
                let texts = AppCodeScanner.scan(swift).hardcodedStrings.filter(usage.isHardcoded)
                guard !texts.isEmpty else { continue }
                var file = KeyExtraction.FileTexts(swift: swift, texts: texts, feature: AppSources.feature(ofFile: path, among: Set(targets.keys)))
                if file.feature == nil { newFeature(for: &file, parent: newFeatureParent, targets: &targets, context: context) }
                found.append(file)
            }
            for (prefix, target) in targets where !target.isNew && found.contains(where: { $0.feature == prefix }) {
                let read = try KeyFeatureLookup.feature(forKey: prefix, among: features).read(currentDirectory: directory)
                targets[prefix] = KeyExtraction.FeatureTarget(catalog: read.catalog, keyFile: read.keyFile, keyFilePath: target.keyFilePath, isNew: false)
            }
            plan = KeyExtraction.planAll(
                found, features: targets, comment: options.comment, style: context.configuration.generationStyle,
                checks: context.configuration.checkOptions)
            if plan.features.contains(where: \.catalogIsNew),
               try !InitCommand.namespaceIsDeclared(in: context.project.codeFolders(from: directory), currentDirectory: directory, excluding: context.exclusions) {
                namespace = FileChange(creating: newFeatureParent + FeatureScaffold.namespaceFileName, with: Array(FeatureScaffold.namespaceText.utf8))
            }
        } catch {
            return AddCommand.failure(error)
        }
        var stdout = plan.left.map {
            "\($0.path.printable):\($0.found.location): left \"\($0.found.text.printable)\": \($0.reason.printable)\n"
        }.joined()
        for file in plan.files {
            stdout += file.extracted.map {
                "\(file.path.printable):\($0.location): \($0.key.printable) \"\($0.text.printable)\" → \($0.replacement.printable)\n"
            }.joined()
        }
        let count = plan.count
        guard count > 0 else {
            return CommandResult(stdout: stdout + "No hard-coded text to extract.\n")
        }
        for feature in plan.features {
            let entries = "+\(feature.entries) \(feature.entries == 1 ? "entry" : "entries")"
            let accessors = "+\(feature.entries) \(feature.entries == 1 ? "accessor" : "accessors")"
            stdout += "\(feature.catalogPath.printable): \(feature.catalogIsNew ? "new file, " : "")\(entries)\n"
            stdout += "\(feature.keyFilePath.printable): \(feature.keyFileIsNew ? "new file, " : "")\(accessors)\n"
        }
        if let namespace { stdout += "\(namespace.path.printable): new file\n" }
        for file in plan.files {
            stdout += "\(file.path.printable): \(file.extracted.count) \(file.extracted.count == 1 ? "text" : "texts") replaced\n"
        }
        if options.check {
            stdout += "Nothing written (--check); run 'l10n extract --all' without --check to apply.\n"
            return CommandResult(stdout: stdout, exitCode: .findings)
        }
        var writes = plan.writes
        if let namespace { writes.changes.append(namespace) }
        switch Writing.apply(writes, force: options.force, createsFolders: plan.features.contains(where: \.catalogIsNew), context: context, lock: lock) {
        case .success(let report):
            stdout += "Translate the new \(count == 1 ? "key" : "keys"): 'l10n check' lists the missing languages.\n"
            return CommandResult(stdout: stdout, stderr: Writing.notes(report.removedTemporaryFiles))
        case .failure(let failure):
            return failure.result
        }
    }

    /// A file whose folders name no feature gets one named after its own folder, created
    /// beside the other features as `l10n init` creates it; or, when that folder's name
    /// cannot name a feature, none, with the reason.
    private static func newFeature(
        for file: inout KeyExtraction.FileTexts, parent: String, targets: inout [String: KeyExtraction.FeatureTarget], context: CommandContext
    ) {
        let folder = PathString.split(file.swift.path).folder
        let folderName = String(folder.dropLast().split(separator: "/").last ?? "")
        let name = folderName.prefix(1).uppercased() + folderName.dropFirst()
        if folderName.isEmpty || folderName == "." || folderName == ".." {
            file.noFeatureReason = "no folder of the file names a feature; move it into a feature's folder, or run 'l10n extract' on it with --key"
            return
        }
        if let problem = FeatureScaffold.nameProblem(name) {
            file.noFeatureReason = "no folder of the file names a feature, and its folder '\(folderName)' cannot name one: it \(problem)"
            return
        }
        let feature = Feature(catalogName: name)
        file.feature = feature.keyPrefix
        guard targets[feature.keyPrefix] == nil else { return }
        let keyFilePath = parent + name + "/" + feature.keyFileName
        targets[feature.keyPrefix] = KeyExtraction.FeatureTarget(
            catalog: SourceFile(path: parent + name + "/" + feature.catalogFileName, bytes: FeatureScaffold.catalogBytes()),
            keyFile: SourceFile(
                path: keyFilePath,
                bytes: Array(FeatureScaffold.keyFileText(feature: feature, path: keyFilePath, style: context.configuration.generationStyle).utf8)),
            keyFilePath: keyFilePath, isNew: true)
    }
}

import L10nCore
import L10nProject
import L10nAppCode
import L10nEditing
/// `l10n rename --to-convention`: every key of the literal-key catalogs onto
/// `<feature>.<section>.<element>`, with its translations, accessor and uses, in one write.
extension RenameCommand {
    static func runToConvention(_ options: Options, context: CommandContext) -> CommandResult {
        let directory = context.currentDirectory
        let plan: KeyExtraction.ConventionPlan
        let namespace: FileChange?
        let lock: WriteLock?
        do {
            let scope = try NewFeatureScope(context: context)
            let features = scope.features
            let absolute = { (path: String) in PathString.normalized(PathString.absolute(path, in: directory)) }
            // The catalogs named, found among the project's, or all of them.
            let named = Set(options.paths.map(absolute))
            let sources = features.compactMap(\.catalogPath).filter { named.isEmpty || named.contains(absolute($0)) }
            if let missing = options.paths.first(where: { path in !sources.contains { absolute($0) == absolute(path) } }) {
                return .failure("'\(missing.printable)' is no catalog of the project; give the path of a .xcstrings file that 'l10n check' reads.")
            }
            let swiftPaths = try AppSources.paths(arguments: context.codePaths([]), currentDirectory: directory, excluding: context.exclusions)
            lock = try scope.lock(swiftPaths, check: options.check, context: context)
            var targets: [String: KeyExtraction.FeatureTarget] = [:]
            var catalogs: [SourceFile] = []
            for feature in features {
                guard let catalogPath = feature.catalogPath,
                      let match = try? KeyFeatureLookup.feature(forKey: feature.feature?.keyPrefix ?? "", among: features) else { continue }
                let read = try match.read(currentDirectory: directory)
                targets[match.feature.keyPrefix] = KeyExtraction.FeatureTarget(
                    catalog: read.catalog, keyFile: read.keyFile, keyFilePath: match.expectedKeyFilePath, isNew: false)
                if sources.contains(catalogPath) { catalogs.append(read.catalog) }
            }
            var files: [KeyExtraction.FileTexts] = []
            for path in swiftPaths {
                let swift = try SourceFile.read(path, currentDirectory: directory)
                var feature = AppSources.feature(ofFile: path, among: Set(targets.keys))
                var reason = ""
                if feature == nil {
                    (feature, reason) = scope.newFeature(forFile: path, targets: &targets, context: context)
                }
                files.append(KeyExtraction.FileTexts(swift: swift, texts: [], feature: feature, noFeatureReason: reason, scan: AppCodeScanner.scan(swift)))
            }
            plan = try KeyExtraction.planConvention(
                catalogs: catalogs, files: files, features: targets, style: context.configuration.generationStyle,
                checks: context.configuration.checkOptions)
            namespace = try scope.namespace(creatingFeatures: plan.catalogs.contains(where: \.isNew), context: context)
        } catch {
            return AddCommand.failure(error)
        }
        var stdout = plan.left.map { "\($0.catalogPath.printable):\($0.location): left \"\($0.key.printable)\": \($0.reason.printable)\n" }.joined()
        stdout += plan.moved.map {
            let uses = "\($0.uses) \($0.uses == 1 ? "use" : "uses")"
            return "\($0.catalogPath.printable):\($0.location): \"\($0.oldKey.printable)\" → \($0.newKey.printable), \($0.accessor) (\(uses))\n"
        }.joined()
        guard !plan.moved.isEmpty else {
            return CommandResult(stdout: stdout + "No key to move onto the convention.\n")
        }
        for catalog in plan.catalogs {
            let count = abs(catalog.change)
            let entries = "\(catalog.change < 0 ? "-" : "+")\(count) \(count == 1 ? "entry" : "entries")"
            stdout += "\(catalog.path.printable): \(catalog.isNew ? "new file, " : "")\(entries)\(catalog.change > 0 ? ", with every translation" : "")\n"
        }
        for keyFile in plan.keyFiles {
            stdout += "\(keyFile.path.printable): \(keyFile.isNew ? "new file, " : "")+\(keyFile.added) \(keyFile.added == 1 ? "accessor" : "accessors")\n"
        }
        if let namespace { stdout += "\(namespace.path.printable): new file\n" }
        for file in plan.files {
            stdout += "\(file.path.printable): \(file.replaced) \(file.replaced == 1 ? "use" : "uses") replaced\n"
        }
        let count = plan.moved.count
        return NewFeatureScope.finish(
            plan.writes, namespace: namespace, createsFolders: plan.catalogs.contains(where: \.isNew), stdout: stdout, check: options.check,
            command: "l10n rename --to-convention", done: "Moved \(count) \(count == 1 ? "key" : "keys") onto the convention.\n",
            force: options.force, context: context, lock: lock)
    }
}

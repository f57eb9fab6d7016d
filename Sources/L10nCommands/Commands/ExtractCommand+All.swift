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
        let namespace: FileChange?
        let lock: WriteLock?
        do {
            let scope = try NewFeatureScope(context: context)
            let features = scope.features
            let swiftPaths = try AppSources.paths(arguments: context.codePaths(options.paths), currentDirectory: directory, excluding: context.exclusions)
            var targets: [String: KeyExtraction.FeatureTarget] = [:]
            var found: [KeyExtraction.FileTexts] = []
            for feature in features {
                guard let match = try? KeyFeatureLookup.feature(forKey: feature.feature?.keyPrefix ?? "", among: features) else { continue }
                targets[match.feature.keyPrefix] = KeyExtraction.FeatureTarget(
                    catalog: SourceFile(path: match.catalogPath, bytes: []), keyFile: nil, keyFilePath: match.expectedKeyFilePath, isNew: false)
            }
            lock = try scope.lock(swiftPaths, check: options.check, context: context)
            // What check reports: a literal key of a catalog of its table is no hard-coded text.
            var declared: [FeatureFolder<DeclaredKeys>] = []
            for feature in features { declared.append(try feature.read(currentDirectory: directory).declaredKeys()) }
            let usage = KeyUsage(features: declared)
            for path in swiftPaths {
                let swift = try SourceFile.read(path, currentDirectory: directory)
                let scan = AppCodeScanner.scan(swift)
                let texts = scan.hardcodedStrings.filter(usage.isHardcoded)
                guard !texts.isEmpty else { continue }
                var file = KeyExtraction.FileTexts(
                    swift: swift, texts: texts, feature: AppSources.feature(ofFile: path, among: Set(targets.keys)), scan: scan)
                if file.feature == nil {
                    (file.feature, file.noFeatureReason) = scope.newFeature(forFile: path, targets: &targets, context: context)
                }
                found.append(file)
            }
            for (prefix, target) in targets where !target.isNew && found.contains(where: { $0.feature == prefix }) {
                let read = try KeyFeatureLookup.feature(forKey: prefix, among: features).read(currentDirectory: directory)
                targets[prefix] = KeyExtraction.FeatureTarget(catalog: read.catalog, keyFile: read.keyFile, keyFilePath: target.keyFilePath, isNew: false)
            }
            plan = KeyExtraction.planAll(
                found, features: targets, comment: options.comment, style: context.configuration.generationStyle,
                checks: context.configuration.checkOptions)
            namespace = try scope.namespace(creatingFeatures: plan.features.contains(where: \.catalogIsNew), context: context)
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
        return NewFeatureScope.finish(
            plan.writes, namespace: namespace, createsFolders: plan.features.contains(where: \.catalogIsNew), stdout: stdout,
            check: options.check, command: "l10n extract --all",
            done: "Translate the new \(count == 1 ? "key" : "keys"): 'l10n check' lists the missing languages.\n", force: options.force,
            context: context, lock: lock)
    }
}

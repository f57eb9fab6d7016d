import L10nCore
import L10nProject
import L10nAppCode
import L10nChecks
import L10nEditing
/// `l10n extract`: turns hard-coded text in a Swift file into keys, in one step.
package enum ExtractCommand: Command {
    package static let spec = CommandSpec(
        name: "extract",
        abstract: "Turn hard-coded text in a Swift file into keys.",
        discussion: """
            Takes the texts 'l10n check' reports as hardcoded-string in the file (every one, those \
            on the line, or the one at line:column) and, for each, adds a catalog entry whose \
            source-language text is the literal (translations are still to do: check reports \
            them missing), adds its accessor, and replaces the literal with the accessor: \
            L10nKey.<Feature>.<Section>.<element> for Text and Button, String(localized: …) for \
            APIs that take a string. The key is <feature>.<section>.<element>: the feature from \
            the file's folder (a SwiftPM module names a new one), the section from the type \
            around the text (the section its code already shows, else the type's name; outside \
            every type, the section the file shows most, else the file's name), the element from the \
            text's first words; --key chooses it for a single text. A text with \\(…) values \
            becomes a format whose accessor takes them; a text that cannot be moved (a value \
            formatted with arguments) is listed with the reason and left. The catalog, the key \
            file and the Swift file are written together or not at all. Exits 0 when texts were \
            extracted, 1 with --check when some would be, and 2 when nothing could be. With \
            --all, takes every such text of the Swift files under the <path>s (default: the \
            project's code, as 'l10n check' reads it) into the feature its folder names \
            (creating the feature's catalog and key file as 'l10n init' does when there is \
            none), named the same way. Exits 0 when done or when there is nothing to do.
            """,
        arguments: [file.spec, paths.spec],
        options: [all.spec, key.spec, comment.spec, check.spec] + GenerationStyleOptions.specs + [Writing.force.spec, SettingOptions.exclude.spec])

    static let file = Positional(
        "file", help: "The Swift file, as <file.swift>[:<line>[:<column>]] for the texts on a line or the one at a column; with --all, a folder (default: none, which needs --all).",
        isOptional: true)
    static let paths = Positional(
        "path",
        help: "Folders to search for the feature's catalog (default: Catalogs/, else the current folder); with --all, folders to extract from (default: the project's code).",
        isOptional: true, isRepeatable: true)
    static let key = Option<String?>("key", valueName: "key", help: "The key for the one selected text, as <feature>.<section>.<element>.")
    static let comment = Option<String?>("comment", valueName: "text", help: "A note for translators, stored as each new entry's comment.")
    static let all = Flag.flag("all", help: "Extract every hard-coded text of the Swift files under the folders given, each into its folder's feature.")
    static let check = Flag.flag("check", help: "Write nothing; list what would be extracted, and exit 1 if anything would be.")

    package struct Options: Sendable {
        var file: String
        var selection: KeyExtraction.Selection
        var paths: [String]
        var key: String?
        var comment: String?
        var check: Bool
        var force: Bool
        var all = false
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        if arguments.flag(all) {
            if let chosen = try arguments.value(key) {
                throw .rejectedValue(chosen, option: "--key <key>", reason: "--all names every key after its text; give one file's text a key without --all")
            }
            return Options(
                file: "", selection: KeyExtraction.Selection(), paths: arguments.arguments(file) + arguments.arguments(paths), key: nil,
                comment: try arguments.value(comment), check: arguments.flag(check), force: arguments.flag(Writing.force), all: true)
        }
        guard let given = arguments.arguments(file).first else { throw .missingArgument(file.spec.placeholder) }
        let (file, selection) = try location(given)
        return Options(
            file: file, selection: selection, paths: arguments.arguments(paths), key: try arguments.value(key),
            comment: try arguments.value(comment), check: arguments.flag(check), force: arguments.flag(Writing.force))
    }

    /// The project is found from the `<path>`s given, else from the Swift file (a folder with
    /// --all), so `cd / && l10n extract /app/View.swift:21` works on the view's project.
    package static func projectPaths(_ arguments: ParsedArguments) -> (argument: String, paths: [String]) {
        let given = arguments.arguments(paths)
        guard given.isEmpty, let word = arguments.arguments(file).first else { return (paths.spec.name, given) }
        let path = arguments.flag(all) ? word : (try? location(word).0) ?? word
        return (file.spec.name, [path])
    }

    /// `View.swift:12:9` → the file, line 12, column 9: numbers are taken from the end, so a
    /// path may itself hold a colon.
    static func location(_ text: String) throws(CommandLineError) -> (String, KeyExtraction.Selection) {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var numbers: [Int] = []
        while numbers.count < 2, parts.count > 1, let last = parts.last, let number = Int(last) {
            guard number > 0 else {
                throw .rejectedValue(text, option: "<file.swift>", reason: "lines and columns start at 1")
            }
            numbers.insert(number, at: 0)
            parts.removeLast()
        }
        let path = parts.joined(separator: ":")
        guard path.hasSuffix(".swift") else {
            throw .rejectedValue(text, option: "<file.swift>", reason: "extract reads a Swift file, given as <file.swift>[:line[:column]]")
        }
        return (path, KeyExtraction.Selection(line: numbers.first, column: numbers.count > 1 ? numbers[1] : nil))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        if options.all { return runAll(options, context: context) }
        let directory = context.currentDirectory
        let plan: KeyExtraction.Plan
        let lock: WriteLock?
        do {
            let paths = context.configuration.paths(options.paths)
            // Without paths, the current folder narrows the search only when it is in the
            // project the file was found in; from elsewhere (`/`), the project's features.
            let covered = paths.isEmpty && !context.startedInProject
                ? try context.projectFeatures()
                : try InputPaths.features(arguments: paths, currentDirectory: directory, excluding: context.exclusions)
            // Which features exist, and which keys they declare, are the project's facts,
            // whatever folder extract started in.
            let features = covered + (try context.otherFeatures(besides: covered, searched: paths))
            let prefixes = Set(features.compactMap { $0.catalogPath.map { Feature(catalogPath: $0).keyPrefix } })
            // Every text of one run goes to one feature: the one --key names, or the file's,
            // named by its folders inside the project (a view given from its own folder has one).
            let pathInProject = context.pathInProject(options.file)
            guard let prefix = options.key.map({ String($0.prefix { $0 != "." }) })
                ?? AppSources.feature(ofFile: pathInProject, among: prefixes) else {
                return .failure(KeyExtraction.Refusal.unknownFeature(path: options.file, features: prefixes.sorted()).description)
            }
            let feature = try options.key.map { key throws(KeyFeatureLookupError) in
                try KeyFeatureLookup.feature(forNewKey: key, among: features, checks: context.configuration.checkOptions)
            } ?? KeyFeatureLookup.feature(forKey: prefix, among: features)
            // Locked before the Swift file is read, so what is planned is what gets replaced.
            lock = try Writing.lock([feature.catalogPath, feature.expectedKeyFilePath, options.file], check: options.check, context: context)
            let swift = try SourceFile.read(options.file, currentDirectory: directory)
            let files = try feature.read(currentDirectory: directory)
            // What check reports: a literal key of a catalog of its table is no hard-coded text.
            var declared: [FeatureFolder<DeclaredKeys>] = []
            for found in features { declared.append(try found.read(currentDirectory: directory).declaredKeys()) }
            let usage = KeyUsage(features: declared)
            plan = try KeyExtraction.plan(
                try KeyExtraction.select(
                    in: swift, selection: options.selection, key: options.key, featurePrefixes: prefixes, pathInProject: pathInProject,
                    isHardcoded: usage.isHardcoded),
                swift: swift, comment: options.comment, catalog: files.catalog, keyFile: files.keyFile,
                keyFilePath: feature.expectedKeyFilePath, style: context.configuration.generationStyle, checks: context.configuration.checkOptions)
        } catch let error as KeyExtraction.Refusal {
            return .failure(error.description)
        } catch {
            return AddCommand.failure(error)
        }
        var stdout = plan.left.map {
            "\(plan.swiftPath.printable):\($0.found.location): left \"\($0.found.text.printable)\": \($0.reason.printable)\n"
        }.joined()
        stdout += plan.extracted.map {
            "\(plan.swiftPath.printable):\($0.location): \($0.key.printable) \"\($0.text.printable)\" → \($0.replacement.printable)\n"
        }.joined()
        let count = plan.extracted.count
        let entries = "+\(count) \(count == 1 ? "entry" : "entries")"
        let accessors = "+\(count) \(count == 1 ? "accessor" : "accessors")"
        stdout += "\(plan.catalogPath.printable): \(entries)\n"
        stdout += "\(plan.keyFilePath.printable): \(plan.keyFileIsNew ? "new file, " : "")\(accessors)\n"
        stdout += "\(plan.swiftPath.printable): \(count) \(count == 1 ? "text" : "texts") replaced\n"
        if options.check {
            stdout += "Nothing written (--check); run 'l10n extract' without --check to apply.\n"
            return CommandResult(stdout: stdout, exitCode: .findings)
        }
        switch Writing.apply(plan.writes, force: options.force, context: context, lock: lock) {
        case .success(let report):
            stdout += "Translate the new \(count == 1 ? "key" : "keys"): 'l10n check' lists the missing languages.\n"
            return CommandResult(stdout: stdout, stderr: Writing.notes(report.removedTemporaryFiles))
        case .failure(let failure):
            return failure.result
        }
    }
}

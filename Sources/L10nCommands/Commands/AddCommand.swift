import L10nCore
import L10nChecks
import L10nReporting
import L10nEditing
import L10nGeneration
import L10nProject
/// `l10n add`: adds a fully translated key, its catalog entry and its accessor, in one step.
package enum AddCommand: Command {
    package static let spec = CommandSpec(
        name: "add",
        abstract: "Add a translated key to its catalog and key file.",
        discussion: """
            The key's first segment names its feature: the catalog whose name, lowercased, is \
            that segment (offers.screen.title goes to Offers.xcstrings). The entry is written \
            "manual" with every text "translated", and the accessor goes into its section enum \
            (created when needed), typed for the text's format arguments. A text can vary by \
            plural (--en.one, --en.other), by device (--en.iphone, --en.other), by device and \
            plural (--en.iphone.one), or through substitutions (--en "%#@files@ in %#@folders@" \
            with --en.files.one, --en.files.other, ...); docs/commands.md shows each. Before anything \
            is written, the entry goes through the checks 'l10n check' runs (placeholders, \
            plural categories, empty text, format syntax, key rules), and any finding refuses it. \
            A key that already exists or has no catalog is refused too. \
            The catalog and the key file are written together or not at all. Exits 0 when the key was added and 2 when it was refused.
            """,
        arguments: [key.spec, paths.spec],
        options: [comment.spec, languages.spec] + GenerationStyleOptions.specs + [Writing.force.spec, SettingOptions.exclude.spec],
        languageTexts: LanguageTextSpec(
            help: "The key's text in that language, as --en \"Save\" --es \"Guardar\", or one of its forms, as "
                + "--en.one \"%lld file\" --en.other \"%lld files\". The source language and every one of --languages "
                + "are required; any other language code works too (--de, --pt-BR, --zh-Hans). Give each once."))

    static let key = Positional("key", help: "The new key, as <feature>.<section>.<element>.")
    static let paths = Positional(
        "path", help: "Folders to search for the feature's catalog (default: the project's features, whichever folder l10n runs in).",
        isOptional: true, isRepeatable: true)
    static let comment = Option<String?>("comment", valueName: "text", help: "A note for translators, stored as the entry's comment.")
    static let languages = LanguageList.option(help: "Comma-separated languages the key must have text in.")

    package struct Options: Sendable {
        var key: String
        var paths: [String]
        var comment: String?
        var texts: [LanguageText]
        var force: Bool
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        Options(
            key: arguments.arguments(key)[0], paths: arguments.arguments(paths), comment: try arguments.value(comment),
            texts: arguments.languageTexts(),
            force: arguments.flag(Writing.force))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let key = options.key
        let directory = context.currentDirectory
        let plan: KeyAddition.Plan
        let lock: WriteLock?
        do {
            let searched = context.configuration.paths(options.paths)
            let covered = try InputPaths.features(arguments: searched, currentDirectory: directory, excluding: context.exclusions)
            // Without paths, which features exist is the project's fact: a key's catalog is found
            // from a view's folder too. Paths given narrow where the key may go.
            let features = options.paths.isEmpty ? covered + (try context.otherFeatures(besides: covered, searched: searched)) : covered
            let feature = try KeyFeatureLookup.feature(forNewKey: key, among: features, checks: context.configuration.checkOptions)
            // Taken before reading, so a second `add` on the feature reads what this one wrote.
            lock = try Writing.lock([feature.catalogPath, feature.expectedKeyFilePath], context: context)
            let files = try feature.read(currentDirectory: directory)
            plan = try KeyAddition.plan(
                key: key, texts: options.texts, comment: options.comment,
                requiredLanguages: context.configuration.languages.value, catalog: files.catalog, keyFile: files.keyFile,
                keyFilePath: feature.expectedKeyFilePath, style: context.configuration.generationStyle, checks: context.configuration.checkOptions)
        } catch {
            return failure(error)
        }
        let report: WriteReport
        switch Writing.apply(plan.writes, force: options.force, context: context, lock: lock) {
        case .success(let written): report = written
        case .failure(let failure): return failure.result
        }
        var stdout = "\(plan.catalogPath.printable): +1 entry (\(key.printable))\n"
        if plan.keyFileText == nil {
            stdout += "\(plan.keyFilePath.printable): already declares \(plan.accessorName)\n"
        } else {
            stdout += "\(plan.keyFilePath.printable): \(plan.keyFileIsNew ? "new file, " : "")+1 accessor (\(plan.accessorName))\n"
        }
        return CommandResult(stdout: stdout, stderr: Writing.notes(report.removedTemporaryFiles))
    }

    /// What the commands that edit one key (add, set, remove, rename, extract) print when
    /// planning failed: the files' diagnostics, or one message.
    static func failure(_ error: any Error) -> CommandResult {
        switch error {
        case let error as KeyFeatureLookupError:
            if case .edit(let refused) = error { return refusal(refused) }
            return .failure(error.description)
        case let error as KeyEditError: return refusal(error)
        case let error as FileSystemError: return .failure(error.description)
        default: return .failure("\(error)")
        }
    }

    /// Files that could not be used, and texts `check` would find fault with, are listed as
    /// diagnostics; any other refusal is one message.
    static func refusal(_ error: KeyEditError) -> CommandResult {
        guard case .rejected(let diagnostics) = error else { return .failure(error.description) }
        // A warning refuses a text too: `add` and `set` never write what `check` would flag.
        let kind = diagnostics.contains { $0.severity == .error } ? "errors" : "warnings"
        return CommandResult(
            stderr: XcodeReporter.lines(diagnostics) + CommandResult.errorLine("nothing was written; fix the \(kind) above and try again."),
            exitCode: .failure)
    }
}

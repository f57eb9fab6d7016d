import L10nCore
import L10nChecks
import L10nReporting
import L10nEditing
import L10nGeneration
/// `l10n add`: adds a fully translated key, its catalog entry and its accessor, in one step.
public enum AddCommand: Command {
    public static let spec = CommandSpec(
        name: "add",
        abstract: "Add a translated key to its catalog and key file.",
        discussion: """
            The key's first segment names its feature: the catalog whose name, lowercased, is \
            that segment (offers.screen.title goes to Offers.xcstrings). The entry is written \
            "manual" with every text "translated", and the accessor goes into its section enum \
            (created when needed), typed for the text's format arguments. A key that already \
            exists, breaks the key rules or has no catalog is refused and nothing is written. \
            The catalog and the key file are written together or not at all. Exits 0 when the key was added and 2 when it was refused.
            """,
        arguments: [key.spec, paths.spec],
        options: [comment.spec, languages.spec] + GenerationStyleOptions.specs + [Writing.force.spec],
        languageTexts: LanguageTextSpec(
            help: "The key's text in that language, as --en \"Save\" --es \"Guardar\". The source language and every "
                + "one of --languages are required; any other language code works too (--de, --pt-BR, --zh-Hans)."))

    static let key = Positional("key", help: "The new key, as <feature>.<section>.<element>.")
    static let paths = Positional(
        "path", help: "Folders to search for the feature's catalog (default: Catalogs/, else the current folder).",
        isOptional: true, isRepeatable: true)
    static let comment = Option<String?>("comment", valueName: "text", help: "A note for translators, stored as the entry's comment.")
    static let languages = LanguageList.option(help: "Comma-separated languages the key must have text in.")

    public struct Options: Sendable {
        var key: String
        var paths: [String]
        var comment: String?
        var languages: [String]
        var texts: [LanguageText]
        var style: GenerationStyle
        var force: Bool
    }

    public static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        Options(
            key: arguments.arguments(key)[0], paths: arguments.arguments(paths), comment: try arguments.value(comment),
            languages: try arguments.value(languages).codes, texts: arguments.languageTexts(),
            style: try GenerationStyleOptions.style(arguments), force: arguments.flag(Writing.force))
    }

    public static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let key = options.key
        if let violation = KeyRules.violation(of: key) {
            return refusal(.invalidKey(key, violation))
        }
        let directory = context.currentDirectory
        let plan: KeyAddition.Plan
        let lock: WriteLock?
        do {
            let feature = try KeyFeatureLookup.feature(forKey: key, arguments: options.paths, currentDirectory: directory)
            // Taken before reading, so a second `add` on the feature reads what this one wrote.
            lock = try Writing.lock([feature.catalogPath, feature.expectedKeyFilePath], context: context)
            let files = try feature.read(currentDirectory: directory)
            plan = try KeyAddition.plan(
                key: key, texts: options.texts.map { ($0.language, $0.text) }, comment: options.comment,
                requiredLanguages: options.languages, catalog: files.catalog, keyFile: files.keyFile,
                keyFilePath: feature.expectedKeyFilePath, style: options.style)
        } catch let error as KeyFeatureLookupError {
            if case .edit(let refused) = error { return refusal(refused) }
            return .failure(error.description)
        } catch let error as KeyEditError {
            return refusal(error)
        } catch let error as FileSystemError {
            return .failure(error.description)
        } catch {
            return .failure("\(error)")
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

    /// Files that could not be used are listed as diagnostics; any other refusal is one message.
    static func refusal(_ error: KeyEditError) -> CommandResult {
        guard case .rejected(let diagnostics) = error else { return .failure(error.description) }
        return CommandResult(
            stderr: XcodeReporter.lines(diagnostics) + CommandResult.errorLine("nothing was written; fix the errors above and try again."),
            exitCode: .failure)
    }
}

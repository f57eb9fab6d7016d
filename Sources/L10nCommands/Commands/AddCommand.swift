import L10nCore
import L10nChecks
import L10nReporting
import L10nEditing
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
            Exits 0 when the key was added and 2 when it was refused.
            """,
        arguments: [
            ArgumentSpec("key", help: "The new key, as <feature>.<section>.<element>."),
            ArgumentSpec("path", help: "Folders to search for the feature's catalog (default: Catalogs/, else the current folder).",
                         isOptional: true, isRepeatable: true),
        ],
        options: [
            .value("comment", valueName: "text", help: "A note for translators, stored as the entry's comment."),
        ],
        languageTexts: LanguageTextSpec(
            help: "The key's text in that language, as --en \"Save\" --es \"Guardar\". en and es are required; "
                + "any other language code works too (--de, --pt-BR, --zh-Hans)."))

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> CommandResult {
        let key = arguments.arguments("key")[0]
        if let violation = KeyRules.violation(of: key) {
            return refusal(.invalidKey(key, violation))
        }
        let directory = context.currentDirectory
        let plan: KeyAddition.Plan
        do {
            let feature = try KeyFeatureLookup.feature(forKey: key, arguments: arguments.arguments("path"), currentDirectory: directory)
            let files = try feature.read(currentDirectory: directory)
            plan = try KeyAddition.plan(
                key: key, texts: arguments.languageTexts(), comment: arguments.value("comment"),
                requiredLanguages: CheckOptions().requiredLanguages, catalog: files.catalog, keyFile: files.keyFile,
                keyFilePath: feature.expectedKeyFilePath)
        } catch let error as KeyFeatureLookupError {
            if case .edit(let refused) = error { return refusal(refused) }
            return .failure(error.description)
        } catch let error as KeyEditError {
            return refusal(error)
        } catch {
            return .failure("\(error)")
        }
        do {
            try AtomicFile.write(plan.catalogBytes, to: PathString.absolute(plan.catalogPath, in: directory))
            if let text = plan.keyFileText {
                try AtomicFile.write(Array(text.utf8), to: PathString.absolute(plan.keyFilePath, in: directory))
            }
        } catch {
            return .failure(error.description)
        }
        var stdout = "\(plan.catalogPath): +1 entry (\(key))\n"
        if plan.keyFileText == nil {
            stdout += "\(plan.keyFilePath): already declares \(plan.accessorName)\n"
        } else {
            stdout += "\(plan.keyFilePath): \(plan.keyFileIsNew ? "new file, " : "")+1 accessor (\(plan.accessorName))\n"
        }
        return CommandResult(stdout: stdout)
    }

    /// Files that could not be used are listed as diagnostics; any other refusal is one message.
    static func refusal(_ error: KeyEditError) -> CommandResult {
        guard case .rejected(let diagnostics) = error else { return .failure(error.description) }
        return CommandResult(
            stderr: XcodeReporter.lines(diagnostics) + CommandResult.errorLine("nothing was written; fix the errors above and try again."),
            exitCode: .failure)
    }
}

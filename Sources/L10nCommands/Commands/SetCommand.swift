import L10nCore
import L10nEditing
import L10nProject
/// `l10n set`: new texts for some languages of an existing key, checked as `check` would.
package enum SetCommand: Command {
    package static let spec = CommandSpec(
        name: "set",
        abstract: "Change the texts of a key in its catalog.",
        discussion: """
            Replaces the key's text in each language given (or only its generatesSymbol, with \
            --generates-symbol), with the same syntax as 'l10n add' \
            (plain, plural, device and substitution forms), and marks it "translated". Languages \
            not given, the comment, the extraction state and every other field stay as they are. \
            Before anything is written, the entry goes through the checks 'l10n check' runs, and \
            a finding the new texts would add refuses them. A key whose first segment names no \
            catalog (a literal key, as "Hello, world") is changed in the one catalog that holds it. A source text whose format arguments \
            would change the key's accessor is refused too. Only the catalog is written. Exits 0 \
            when the texts were set (or already were) and 2 when they were refused.
            """,
        arguments: [key.spec, paths.spec],
        options: [generatesSymbol.spec, Writing.force.spec, SettingOptions.exclude.spec],
        languageTexts: LanguageTextSpec(
            help: "The key's new text in that language, as --es \"Guardar\", or one of its forms, as "
                + "--es.one \"%lld archivo\" --es.many \"%lld archivos\" --es.other \"%lld archivos\". Give each once."))

    static let key = Positional(
        "key", help: "The key whose texts change, as <feature>.<section>.<element>, or any key one catalog holds.")
    static let paths = Positional(
        "path", help: "Folders to search for the feature's catalog (default: the project's features, whichever folder l10n runs in).",
        isOptional: true, isRepeatable: true)

    static let generatesSymbol = Option<Bool?>(
        "generates-symbol", valueName: "bool",
        help: "Whether Xcode 26 and later generate a Swift symbol for the key (the entry's generatesSymbol).")

    package struct Options: Sendable {
        var generatesSymbol: Bool?
        var key: String
        var paths: [String]
        var texts: [LanguageText]
        var force: Bool
    }

    package static func options(_ arguments: ParsedArguments) throws(CommandLineError) -> Options {
        let texts = arguments.languageTexts()
        let generatesSymbol = try arguments.value(generatesSymbol)
        guard !texts.isEmpty || generatesSymbol != nil else { throw .missingArgument(LanguageTextSpec.displayName) }
        return Options(generatesSymbol: generatesSymbol, key: arguments.arguments(key)[0], paths: arguments.arguments(paths), texts: texts, force: arguments.flag(Writing.force))
    }

    package static func run(_ options: Options, context: CommandContext) -> CommandResult {
        let directory = context.currentDirectory
        let plan: KeySetting.Plan
        let lock: WriteLock?
        do {
            let searched = context.configuration.paths(options.paths)
            let covered = try InputPaths.features(arguments: searched, currentDirectory: directory, excluding: context.exclusions)
            // Without paths, which features exist is the project's fact (as for add): a key's
            // catalog is found from any folder. Paths given narrow where the key is looked for.
            let features = options.paths.isEmpty ? covered + (try context.otherFeatures(besides: covered, searched: searched)) : covered
            let feature = try KeyFeatureLookup.feature(holding: options.key, among: features, currentDirectory: directory)
            lock = try Writing.lock([feature.catalogPath], context: context)
            let catalog = try SourceFile.read(feature.catalogPath, currentDirectory: directory)
            plan = try KeySetting.plan(
                key: options.key,
                texts: options.texts,
                generatesSymbol: options.generatesSymbol,
                catalog: catalog, checks: context.configuration.checkOptions)
        } catch {
            return AddCommand.failure(error)
        }
        let languages = (plan.languages + (options.generatesSymbol.map { ["generatesSymbol \($0)"] } ?? [])).joined(separator: ", ")
        guard let writes = plan.writes else {
            return CommandResult(stdout: "\(plan.catalogPath.printable): \(options.key.printable) already has these texts (\(languages))\n")
        }
        let report: WriteReport
        switch Writing.apply(writes, force: options.force, context: context, lock: lock) {
        case .success(let written): report = written
        case .failure(let failure): return failure.result
        }
        return CommandResult(
            stdout: "\(plan.catalogPath.printable): set \(languages) of \(options.key.printable)\n",
            stderr: Writing.notes(report.removedTemporaryFiles))
    }
}

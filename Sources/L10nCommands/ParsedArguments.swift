import L10nCore
import L10nEditing
/// `--es "Guardar"`: one language's text, or one of its forms (`--es.one "%lld archivo"`,
/// `--en.files.other "%arg files"`), as add and set hand it to authoring.
package typealias LanguageText = LocalizationAuthoring.Text

/// The words after a command's name, checked against its `CommandSpec`. Commands read them
/// through their typed declarations (`Flag`, `Option`, `RepeatableOption`, `Positional`), so
/// a misspelt name is a compile error and every value is converted before the command runs.
package struct ParsedArguments: Sendable {
    package let spec: CommandSpec
    private var flagValues: [String: Bool] = [:]
    private var optionValues: [String: [String]] = [:]
    private var argumentValues: [String: [String]] = [:]
    private var languageTextValues: [LanguageText] = []

    /// Parses `words` (everything after the command name, without `--help`, which
    /// `L10nCLI` handles first) in the same way the `l10n` executable does.
    package init(parsing words: [String], for spec: CommandSpec) throws(CommandLineError) {
        self.spec = spec
        var positionals: [String] = []
        var remaining = words[...]
        while let word = remaining.popFirst() {
            if word == "--" {
                positionals.append(contentsOf: remaining)
                break
            } else if word.hasPrefix("--") {
                try readLongOption(word, rest: &remaining)
            } else if word.hasPrefix("-") && word.count > 1 {
                try readShortOption(word, rest: &remaining)
            } else {
                positionals.append(word)
            }
        }
        try assignPositionals(positionals)
    }

    /// Every `--<language>[.<form>] <text>` given, in command-line order; the parser refuses
    /// one given twice, since which text was meant cannot be known.
    package func languageTexts() -> [LanguageText] {
        precondition(spec.languageTexts != nil, "'\(spec.name)' takes no --<language> <text> options")
        return languageTextValues
    }

    // Read through the typed declarations in TypedOptions.swift, which name only what the
    // spec declares.

    func flag(named name: String) -> Bool {
        switch declaredOption(name).kind {
        case .flag:
            return flagValues[name] ?? false
        case .inversion(let defaultValue):
            return flagValues[name] ?? defaultValue
        case .value, .repeatable:
            preconditionFailure("'\(name)' takes a value")
        }
    }

    /// Every text given for a value option, in command-line order.
    func texts(named name: String) -> [String] {
        precondition(declaredOption(name).kind.takesValue, "'\(name)' takes no value")
        return optionValues[name] ?? []
    }

    /// The same arguments with `argument`'s words replaced: one project's share of the paths.
    func replacingWords(of argument: String, with words: [String]) -> ParsedArguments {
        var copy = self
        copy.argumentValues[argument] = words
        return copy
    }

    func words(of argument: String) -> [String] {
        precondition(spec.arguments.contains { $0.name == argument }, "No argument '\(argument)' in '\(spec.name)'")
        return argumentValues[argument] ?? []
    }

    private func declaredOption(_ name: String) -> OptionSpec {
        guard let option = spec.options.first(where: { $0.name == name }) else {
            preconditionFailure("No option '--\(name)' in '\(spec.name)'")
        }
        return option
    }

    // MARK: Parsing

    private mutating func readLongOption(_ word: String, rest: inout ArraySlice<String>) throws(CommandLineError) {
        let body = word.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let attachedValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
        if spec.option(long: name) == nil, spec.languageTexts != nil, let (language, form) = LanguageTextSpec.languageAndForm(name) {
            let option = OptionSpec.value(name, valueName: "text", help: "")
            // An empty text given on purpose ('') reaches empty-translation, which says what is wrong.
            var text = attachedValue ?? ""
            if attachedValue == nil { text = try Self.takeValue(for: option, from: &rest) }
            guard !languageTextValues.contains(where: { $0.language == language && $0.form == form }) else {
                throw .repeatedOption("--\(name)")
            }
            languageTextValues.append(LanguageText(language: language, form: form, text: text))
            return
        }
        guard let option = spec.option(long: name) else {
            let candidates = spec.options.flatMap(Self.longNames) + ["--help"]
            throw .unknownOption("--\(name)", suggestion: Suggestion.closest(to: "--\(name)", in: candidates))
        }
        if option.kind.takesValue {
            if let attachedValue {
                try record(option, value: attachedValue)
            } else {
                try record(option, value: Self.takeValue(for: option, from: &rest))
            }
        } else if let attachedValue {
            throw .unexpectedValue(attachedValue, option: "--\(name)")
        } else {
            flagValues[option.name] = name == option.name
        }
    }

    private mutating func readShortOption(_ word: String, rest: inout ArraySlice<String>) throws(CommandLineError) {
        guard word.count == 2, let short = word.last, let option = spec.option(short: short) else {
            throw .unknownOption(word, suggestion: nil)
        }
        if option.kind.takesValue {
            try record(option, value: Self.takeValue(for: option, from: &rest))
        } else {
            flagValues[option.name] = true
        }
    }

    /// The next word is the value unless it is missing or looks like another option, which is
    /// almost always a forgotten value rather than a value that starts with a dash.
    private static func takeValue(
        for option: OptionSpec, from rest: inout ArraySlice<String>
    ) throws(CommandLineError) -> String {
        guard let next = rest.first, !(next.hasPrefix("-") && next.count > 1) else {
            throw .missingValue(option: option.displayName)
        }
        rest.removeFirst()
        return next
    }

    private mutating func record(_ option: OptionSpec, value: String) throws(CommandLineError) {
        guard !value.isEmpty else { throw .missingValue(option: option.displayName) }
        if let allowedValues = option.allowedValues, !allowedValues.contains(value) {
            throw .invalidValue(value, option: option.displayName, allowedValues: allowedValues)
        }
        optionValues[option.name, default: []].append(value)
    }

    private mutating func assignPositionals(_ positionals: [String]) throws(CommandLineError) {
        var remaining = positionals[...]
        for argument in spec.arguments {
            if argument.isRepeatable {
                argumentValues[argument.name] = Array(remaining)
                remaining = []
            } else if let word = remaining.popFirst() {
                argumentValues[argument.name] = [word]
            }
            if argumentValues[argument.name, default: []].isEmpty && !argument.isOptional {
                throw .missingArgument(argument.placeholder)
            }
        }
        if let extra = remaining.first {
            throw .unexpectedArgument(extra)
        }
    }

    private static func longNames(_ option: OptionSpec) -> [String] {
        option.kind.isInversion ? ["--\(option.name)", "--no-\(option.name)"] : ["--\(option.name)"]
    }
}

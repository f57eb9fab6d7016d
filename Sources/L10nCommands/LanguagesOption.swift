/// `--languages en,es`: the languages every key must be translated into, for `check`, `report`
/// and the closing check of `sync`.
enum LanguagesOption {
    static let spec = spec(help: "Comma-separated languages every key must be translated into.")

    /// The same option with help that says what the languages are for in one command.
    static func spec(help: String) -> OptionSpec {
        .value("languages", valueName: "list", help: help, defaultValue: "en,es")
    }

    /// The codes in the order given, without repeats. Spaces around commas are allowed; a code
    /// with other characters is almost always a missing comma (`en es`), so it is refused.
    static func parse(_ arguments: ParsedArguments) throws(CommandLineError) -> [String] {
        let value = arguments.value(spec.name) ?? ""
        var languages: [String] = []
        for part in value.split(separator: ",", omittingEmptySubsequences: false) {
            let code = part.trimmingSpaces
            guard !code.isEmpty, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                throw .rejectedValue(value, option: spec.displayName, reason: "'\(code)' is not a language code; separate codes with commas, as in 'en,es'.")
            }
            if !languages.contains(code) { languages.append(code) }
        }
        return languages
    }
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

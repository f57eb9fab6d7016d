/// `--languages en,es`: the languages every key must be translated into, for `check`,
/// `report`, `add` and the closing check of `sync`.
package struct LanguageList: ArgumentValue, Equatable {
    /// The codes in the order given, without repeats.
    package var codes: [String]

    /// Spaces around commas are allowed; a code with other characters is almost always a
    /// missing comma (`en es`), so it is refused.
    package init(argument text: String) throws(ArgumentValueError) {
        var codes: [String] = []
        var seen: Set<String> = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let code = part.trimmingSpaces
            guard !code.isEmpty, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
                throw ArgumentValueError("'\(code)' is not a language code; separate codes with commas, as in 'en,es'.")
            }
            if seen.insert(code).inserted { codes.append(code) }
        }
        self.codes = codes
    }

    /// The option with help that says what the languages are for in one command.
    static func option(help: String = "Comma-separated languages every key must be translated into.") -> Option<LanguageList> {
        Option("languages", valueName: "list", help: help, default: "en,es")
    }
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

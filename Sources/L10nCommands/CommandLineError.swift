/// A mistake in what the user typed. Descriptions copy swift-argument-parser's wording, which
/// Swift developers already know; `CommandResult.usageError` adds the usage line and hint.
package enum CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The argument's placeholder, as in `<path>`.
    case missingArgument(String)
    case unknownOption(String, suggestion: String?)
    /// The option's display name, as in `--format <format>`.
    case missingValue(option: String)
    case invalidValue(String, option: String, allowedValues: [String])
    /// A value the option's own rules refuse; `reason` says why and how to fix it.
    case rejectedValue(String, option: String, reason: String)
    /// A value attached to an option that takes none, as in `--strict=yes`.
    case unexpectedValue(String, option: String)
    case unexpectedArgument(String)
    /// An option that takes one value given twice, as in `--en a --en b`.
    case repeatedOption(String)
    case unknownSubcommand(String, suggestion: String?)

    package var description: String {
        switch self {
        case .missingArgument(let placeholder):
            return "Missing expected argument '\(placeholder)'"
        case .unknownOption(let option, let suggestion):
            return "Unknown option '\(option)'" + Self.didYouMean(suggestion)
        case .missingValue(let option):
            return "Missing value for '\(option)'"
        case .invalidValue(let value, let option, let allowedValues):
            let choices = allowedValues.map { "'\($0)'" }.joined(separator: ", ")
            return "The value '\(value)' is invalid for '\(option)'. Please provide one of \(choices)."
        case .rejectedValue(let value, let option, let reason):
            return "The value '\(value)' is invalid for '\(option)': \(reason)"
        case .unexpectedValue(let value, let option):
            return "The option '\(option)' does not take a value, but was given '\(value)'"
        case .unexpectedArgument(let argument):
            return "Unexpected argument '\(argument)'"
        case .repeatedOption(let option):
            return "The option '\(option)' was given twice; give it once, with the text you mean"
        case .unknownSubcommand(let name, let suggestion):
            return "Unknown subcommand '\(name)'" + Self.didYouMean(suggestion)
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { ". Did you mean '\($0)'?" } ?? ""
    }
}

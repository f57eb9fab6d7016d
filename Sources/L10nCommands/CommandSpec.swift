/// A command described as data. Parsing, usage lines and help are all generated from this one
/// value, so what `--help` says and what the parser accepts cannot drift apart.
package struct CommandSpec: Sendable, Equatable {
    /// The word typed after `l10n` (`check`).
    package var name: String
    /// One sentence, shown after `OVERVIEW:` and in the root command's `SUBCOMMANDS:` list.
    package var abstract: String
    /// Longer text shown only in the command's own help, below the overview.
    package var discussion: String?
    /// Positional arguments in the order they are read. Only the last may be repeatable.
    package var arguments: [ArgumentSpec]
    package var options: [OptionSpec]
    /// Set for commands that take text per language as `--<language> <text>`.
    package var languageTexts: LanguageTextSpec?

    package init(
        name: String, abstract: String, discussion: String? = nil,
        arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], languageTexts: LanguageTextSpec? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.languageTexts = languageTexts
    }

    /// The option whose long name, or `no-` inverted long name, is `longName` (without dashes).
    func option(long longName: String) -> OptionSpec? {
        options.first { $0.name == longName || ($0.kind.isInversion && "no-" + $0.name == longName) }
    }

    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }
}

/// `--<language> <text>` for any language code (`--en Save --de Speichern`): one option per
/// language would mean declaring every language there is. Declared options keep their
/// meaning, and only words shaped like a language code are taken, so a mistyped option is
/// still reported as unknown.
package struct LanguageTextSpec: Sendable, Equatable {
    package var help: String

    package init(help: String) {
        self.help = help
    }

    /// How usage lines and help show it.
    static let displayName = "--<language>[.<form>] <text>"

    /// `es.one` → (`es`, `["one"]`): a language code, then any number of form names made of
    /// letters, digits and `_` (plural categories, devices, substitution names); nil for
    /// anything else, which is then an unknown option.
    static func languageAndForm(_ name: String) -> (language: String, form: [String])? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard isLanguageCode(parts[0]) else { return nil }
        let form = Array(parts.dropFirst())
        let isName = { (part: String) in
            !part.isEmpty && part.unicodeScalars.allSatisfy { ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) || $0 == "_" }
        }
        guard form.allSatisfy(isName) else { return nil }
        return (parts[0], form)
    }

    /// Codes as catalogs spell them: `en`, `ast`, `pt-BR`, `zh-Hans`, `es-419`.
    static func isLanguageCode(_ name: String) -> Bool {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
              language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.unicodeScalars.allSatisfy { ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
        }
    }
}

/// A positional argument such as `<path> ...`.
package struct ArgumentSpec: Sendable, Equatable {
    /// Lowercase kebab-case name, shown as `<name>`.
    package var name: String
    package var help: String
    package var isOptional: Bool
    /// Takes every remaining positional word; must be the command's last argument.
    package var isRepeatable: Bool

    package init(_ name: String, help: String, isOptional: Bool = false, isRepeatable: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeatable = isRepeatable
    }

    var placeholder: String { "<\(name)>" }
}

/// A named option. Build one with `.flag`, `.inversion`, `.value` or `.repeatable`, which only
/// allow the combinations the parser understands (a flag has no value name, and so on).
package struct OptionSpec: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// `--strict`: false unless given.
        case flag
        /// `--color/--no-color`: the last one given wins, else `defaultValue`.
        case inversion(defaultValue: Bool)
        /// `--format <format>`: the last one given wins.
        case value
        /// `--language <language>`, given any number of times; every value is kept in order.
        case repeatable

        var isInversion: Bool {
            if case .inversion = self { return true }
            return false
        }

        var takesValue: Bool { self == .value || self == .repeatable }
    }

    /// Kebab-case long name without dashes (`format` for `--format`).
    package let name: String
    package let short: Character?
    /// Shown as `<valueName>`; nil for flags and inversions.
    package let valueName: String?
    package let help: String
    package let kind: Kind
    /// When set, any other value is a usage error that lists these.
    package let allowedValues: [String]?
    /// Returned by `ParsedArguments.value(_:)` when the option is not given, and shown in help.
    package let defaultValue: String?

    private init(
        name: String, short: Character?, valueName: String?, help: String, kind: Kind,
        allowedValues: [String]?, defaultValue: String?
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.kind = kind
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
    }

    package static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(
            name: name, short: short, valueName: nil, help: help, kind: .flag,
            allowedValues: nil, defaultValue: nil)
    }

    package static func inversion(_ name: String, defaultValue: Bool, help: String) -> OptionSpec {
        OptionSpec(
            name: name, short: nil, valueName: nil, help: help,
            kind: .inversion(defaultValue: defaultValue), allowedValues: nil, defaultValue: nil)
    }

    package static func value(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        allowedValues: [String]? = nil, defaultValue: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, valueName: valueName ?? name, help: help, kind: .value,
            allowedValues: allowedValues, defaultValue: defaultValue)
    }

    package static func repeatable(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        allowedValues: [String]? = nil
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, valueName: valueName ?? name, help: help, kind: .repeatable,
            allowedValues: allowedValues, defaultValue: nil)
    }

    /// How errors name the option: `--format <format>` for values, `--strict` for flags.
    var displayName: String {
        guard let valueName else { return "--\(name)" }
        return "--\(name) <\(valueName)>"
    }
}

/// Typed declarations of a command's options and arguments, in the manner of
/// swift-argument-parser's `@Option` and `ExpressibleByArgument`. A command declares each once,
/// as a static constant; its `CommandSpec` lists their specs, and it reads them back through the
/// same constants, so a misspelt name is a compile error and every value is converted, and
/// refused with a usage error, before the command runs.

/// A value an option takes, read from its text once, before the command runs.
package protocol ArgumentValue: Sendable {
    /// The texts the option accepts, listed in help and in the error for any other; nil when
    /// any text the initializer accepts will do.
    static var allValueTexts: [String]? { get }
    /// Reads `text`; a thrown reason says what is wrong and how to fix it.
    init(argument text: String) throws(ArgumentValueError)
    /// The value of an option that was not given and has no default; nil when every option of
    /// this type must have a default.
    static var absent: Self? { get }
}

extension ArgumentValue {
    package static var allValueTexts: [String]? { nil }
    package static var absent: Self? { nil }
}

/// An option whose value may be absent: `Option<String?>` reads nil when it is not given.
extension Optional: ArgumentValue where Wrapped: ArgumentValue {
    package static var allValueTexts: [String]? { Wrapped.allValueTexts }
    package static var absent: Self? { .some(nil) }

    package init(argument text: String) throws(ArgumentValueError) {
        self = .some(try Wrapped(argument: text))
    }
}

/// Why a value was refused, phrased to follow "The value '…' is invalid for '--option':".
package struct ArgumentValueError: Error, Sendable {
    package var reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}

extension String: ArgumentValue {
    package init(argument text: String) throws(ArgumentValueError) {
        self = text
    }
}

/// `--strict`, or `--color/--no-color`.
package struct Flag: Sendable {
    package let spec: OptionSpec

    package static func flag(_ name: String, short: Character? = nil, help: String) -> Flag {
        Flag(spec: .flag(name, short: short, help: help))
    }

    package static func inversion(_ name: String, defaultValue: Bool, help: String) -> Flag {
        Flag(spec: .inversion(name, defaultValue: defaultValue, help: help))
    }
}

/// `--format <format>`: the last value given, else the default. `Value` is an `ArgumentValue`
/// by the initializers, not by the type: code that needs the type's metadata (a copy, a
/// destroy) then gets it without the runtime looking the conformance up in every loaded
/// library, about 0.2 M instructions at every start.
package struct Option<Value>: Sendable {
    package let spec: OptionSpec
    /// Read when the option is not given: the default's text (also shown in help), or nil for
    /// an optional value that is simply absent.
    let defaultText: String?
}

extension Option where Value: ArgumentValue {
    /// An option whose default, written as on the command line, is read when it is not given.
    package init(_ name: String, short: Character? = nil, valueName: String? = nil, help: String, default defaultText: String) {
        self.spec = .value(
            name, short: short, valueName: valueName, help: help, allowedValues: Value.allValueTexts,
            defaultValue: defaultText)
        self.defaultText = defaultText
    }

    /// An option without a default, whose value reads nil when it is not given.
    package init<Wrapped>(_ name: String, short: Character? = nil, valueName: String? = nil, help: String)
    where Value == Wrapped? {
        self.spec = .value(name, short: short, valueName: valueName, help: help, allowedValues: Value.allValueTexts)
        self.defaultText = nil
    }
}

/// `--disable <check>`, given any number of times; every value is kept in order. `Value` is an
/// `ArgumentValue` by the initializer, as for `Option`.
package struct RepeatableOption<Value>: Sendable {
    package let spec: OptionSpec
}

extension RepeatableOption where Value: ArgumentValue {
    package init(_ name: String, short: Character? = nil, valueName: String? = nil, help: String) {
        self.spec = .repeatable(name, short: short, valueName: valueName, help: help, allowedValues: Value.allValueTexts)
    }
}

/// A positional argument such as `<path> ...`.
package struct Positional: Sendable {
    package let spec: ArgumentSpec

    package init(_ name: String, help: String, isOptional: Bool = false, isRepeatable: Bool = false) {
        self.spec = ArgumentSpec(name, help: help, isOptional: isOptional, isRepeatable: isRepeatable)
    }

    /// `[<path> ...]` of the commands that work on catalogs alone.
    package static let catalogPaths = Positional(
        "path", help: "Catalogs, or folders to search for *.xcstrings (default: Catalogs/, else the current folder).",
        isOptional: true, isRepeatable: true)
}

extension ParsedArguments {
    /// For `.flag`: whether it was given. For `.inversion`: the last of `--x`/`--no-x` given,
    /// else the declared default.
    package func flag(_ option: Flag) -> Bool {
        flag(named: option.spec.name)
    }

    /// The value of the last `--name <value>` given, else the default.
    package func value<Value: ArgumentValue>(_ option: Option<Value>) throws(CommandLineError) -> Value {
        if let text = texts(named: option.spec.name).last ?? option.defaultText {
            return try Self.convert(text, for: option.spec, as: Value.self)
        }
        guard let absent = Value.absent else {
            preconditionFailure("only an optional value can be declared without a default")
        }
        return absent
    }

    /// Every value given, in command-line order.
    package func values<Value: ArgumentValue>(_ option: RepeatableOption<Value>) throws(CommandLineError) -> [Value] {
        var values: [Value] = []
        for text in texts(named: option.spec.name) {
            values.append(try Self.convert(text, for: option.spec, as: Value.self))
        }
        return values
    }

    /// The words bound to `argument` (at most one unless it is repeatable).
    package func arguments(_ argument: Positional) -> [String] {
        words(of: argument.spec.name)
    }

    private static func convert<Value: ArgumentValue>(
        _ text: String, for spec: OptionSpec, as type: Value.Type
    ) throws(CommandLineError) -> Value {
        do {
            return try Value(argument: text)
        } catch {
            throw .rejectedValue(text, option: spec.displayName, reason: error.reason)
        }
    }
}

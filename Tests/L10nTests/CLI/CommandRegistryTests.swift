import Testing
@testable import L10nCommands

/// Rules every registered command's spec must follow, so a new command cannot break parsing or
/// help for the others. Runs over `L10nCLI.commands` and the test-only samples.
@Suite struct CommandRegistryTests {
    static let specs = (L10nCLI.commands + SampleCLI.commands).map { $0.spec }

    @Test func commandNamesAreUniqueAndKebabCase() {
        let names = L10nCLI.commands.map { $0.spec.name }
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(isKebabCase(name), "'\(name)' is not kebab-case")
            #expect(name != "help", "'help' is built in")
        }
    }

    @Test(arguments: specs)
    func optionsAreKebabCaseAndDoNotShadowBuiltIns(spec: CommandSpec) {
        let longNames = spec.options.map(\.name)
        #expect(Set(longNames).count == longNames.count, "\(spec.name) repeats an option name")
        for option in spec.options {
            #expect(isKebabCase(option.name), "--\(option.name) in \(spec.name) is not kebab-case")
            #expect(option.valueName.map(isKebabCase) ?? true, "<\(option.valueName ?? "")> is not kebab-case")
            #expect(!["help", "version"].contains(option.name), "--\(option.name) is built in")
            #expect(option.short != "h", "-h is built in")
            if let allowedValues = option.allowedValues, let defaultValue = option.defaultValue {
                #expect(allowedValues.contains(defaultValue), "--\(option.name) defaults to a value it rejects")
            }
        }
    }

    @Test(arguments: specs)
    func onlyTheLastArgumentRepeatsAndRequiredOnesComeFirst(spec: CommandSpec) {
        for (index, argument) in spec.arguments.enumerated() {
            #expect(isKebabCase(argument.name))
            if argument.isRepeatable {
                #expect(index == spec.arguments.count - 1, "<\(argument.name)> repeats but is not last")
            }
            if !argument.isOptional {
                #expect(spec.arguments[..<index].allSatisfy { !$0.isOptional }, "<\(argument.name)> follows an optional argument")
            }
        }
    }

    /// Every command's help says what its exit statuses mean, and where a path it may be given
    /// defaults to, so neither has to be found by trying.
    @Test(arguments: L10nCLI.commands.map { $0.spec })
    func helpStatesExitCodesAndDefaultPaths(spec: CommandSpec) {
        let discussion = spec.discussion ?? ""
        #expect(discussion.contains("Exits 0 when"), "\(spec.name)'s help does not say when it exits 0")
        #expect(discussion.contains(" 2 when"), "\(spec.name)'s help does not say when it exits 2")
        for argument in spec.arguments where argument.isOptional {
            #expect(argument.help.contains("(default: "), "<\(argument.name)> of \(spec.name) does not give its default")
        }
    }

    @Test func rootHelpListsEveryRegisteredCommand() {
        let help = L10nCLI.run(arguments: ["--help"], context: SampleCLI.context).stdout
        for command in L10nCLI.commands {
            #expect(help.contains("\n  \(command.spec.name) "), "\(command.spec.name) missing from root help")
        }
    }

    private func isKebabCase(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("-") && !name.hasSuffix("-") && !name.contains("--")
            && name.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }
    }
}

/// Names parameterized test cases `check` rather than dumping the whole spec.
extension CommandSpec: CustomTestStringConvertible {
    public var testDescription: String { name }
}

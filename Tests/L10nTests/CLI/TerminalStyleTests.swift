import Testing
@testable import L10nReporting
@testable import L10nCommands

@Suite struct TerminalStyleTests {
    @Test func enabledStyleWrapsTextInANSICodes() {
        let style = TerminalStyle(isEnabled: true)
        #expect(style.bold("x") == "\u{1B}[1mx\u{1B}[0m")
        #expect(style.dim("x") == "\u{1B}[2mx\u{1B}[0m")
        #expect(style.red("x") == "\u{1B}[31mx\u{1B}[0m")
        #expect(style.green("x") == "\u{1B}[32mx\u{1B}[0m")
        #expect(style.yellow("x") == "\u{1B}[33mx\u{1B}[0m")
        #expect(style.cyan("x") == "\u{1B}[36mx\u{1B}[0m")
        #expect(style.red("") == "")
    }

    @Test func disabledStyleReturnsTextUnchanged() {
        let style = TerminalStyle(isEnabled: false)
        #expect([style.bold("x"), style.dim("x"), style.red("x"), style.green("x"), style.yellow("x"), style.cyan("x")]
            == Array(repeating: "x", count: 6))
    }

    @Test(arguments: [
        (true, [String: String](), true),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], false),
        (false, [:], false),
    ])
    func colourOnlyOnATerminalWithoutNoColor(isTerminal: Bool, environment: [String: String], expected: Bool) {
        let context = CommandContext(currentDirectory: "/", environment: environment, stdoutIsTerminal: isTerminal)
        #expect(context.useColor == expected)
        #expect(context.terminalStyle.isEnabled == expected)
    }
}

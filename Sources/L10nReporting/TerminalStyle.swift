import L10nCore
/// ANSI styling for reporters. When disabled every method returns its text unchanged, so callers
/// style unconditionally and one switch (`isEnabled`, set from the command's context) decides.
package struct TerminalStyle: Sendable, Equatable {
    package var isEnabled: Bool

    package init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    package func bold(_ text: String) -> String { apply("1", to: text) }
    package func dim(_ text: String) -> String { apply("2", to: text) }
    package func red(_ text: String) -> String { apply("31", to: text) }
    package func green(_ text: String) -> String { apply("32", to: text) }
    package func yellow(_ text: String) -> String { apply("33", to: text) }
    package func cyan(_ text: String) -> String { apply("36", to: text) }

    /// Errors red, warnings yellow.
    package func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .error: red(text)
        case .warning: yellow(text)
        }
    }

    private func apply(_ code: String, to text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

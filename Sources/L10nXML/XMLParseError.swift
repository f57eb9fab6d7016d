import L10nCore
/// Why a text is not well-formed XML that l10n can read, and where: the position is that of
/// the offending byte (1-based line, UTF-8 column), as for JSON.
package struct XMLParseError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var location: SourceLocation

    package init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `line:column: error: message`; the caller puts the path in front.
    package var description: String { "\(location.line):\(location.column): error: \(message)" }
}

import L10nCore
/// Why a text is not the strict JSON (RFC 8259) that String Catalogs are, and where:
/// the position is that of the offending byte.
package struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var location: SourceLocation
    /// Byte offset of the offending byte, counted from the start of the file.
    package var offset: Int

    package init(message: String, location: SourceLocation, offset: Int) {
        self.message = message
        self.location = location
        self.offset = offset
    }

    /// `line:column: error: message`; the caller puts the path in front.
    package var description: String { "\(location.line):\(location.column): error: \(message)" }
}

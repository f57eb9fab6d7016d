import L10nCore
/// Why a text is not the strict JSON (RFC 8259) that String Catalogs are, and where:
/// the position is that of the offending byte.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation
    /// Byte offset of the offending byte, counted from the start of the file.
    public var offset: Int

    public init(message: String, location: SourceLocation, offset: Int) {
        self.message = message
        self.location = location
        self.offset = offset
    }

    /// `line:column: error: message`; the caller puts the path in front.
    public var description: String { "\(location.line):\(location.column): error: \(message)" }
}

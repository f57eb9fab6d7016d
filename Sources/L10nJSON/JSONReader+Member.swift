import L10nCore

/// One member read again from the middle of a text that was read before.
extension JSONReader {
    /// Reads the member whose key's opening quote is at `start`, on line `line` whose first
    /// byte is at `lineStart`, as a member of an object at nesting level `depth`: the events of
    /// an object holding that member alone, positions and depth limit as in the whole text.
    package static func readMember<Events: JSONEvents>(
        _ buffer: UnsafeBufferPointer<UInt8>, at start: Int, line: Int, lineStart: Int, depth: Int, into events: inout Events
    ) throws(JSONParseError) -> Events.Value {
        var reader = Reader(buffer, events: events, progress: nil, at: start, line: line, lineStart: lineStart, depth: depth)
        defer { events = reader.events }
        guard let value = try run({ () throws in try reader.member() }) else {
            preconditionFailure("a reader without a stop cannot miss it")
        }
        return value
    }
}

extension Reader {
    /// A member at `index`, and the object of that member alone.
    mutating func member() throws -> Events.Value {
        events.beginObject()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error(index < bytes.count ? "unexpected \(describe(bytes[index])); expected '\"' to begin a key" : "unexpected end of file; expected '\"' to begin a key")
        }
        let keyPosition = position()
        let key = decoded(try string())
        events.key(key, position: keyPosition, index: 0, depth: depth)
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error(index < bytes.count ? "unexpected \(describe(bytes[index])); expected ':' after the key" : "unexpected end of file; expected ':' after the key")
        }
        index += 1
        skipWhitespace()
        events.endMember(try value())
        return events.endObject(count: 1, depth: depth)
    }
}

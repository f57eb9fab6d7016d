/// One replacement in a buffer of UTF-8: the bytes at `range` (empty for an insertion) become
/// `text`.
package struct ByteEdit: Sendable {
    package var range: Range<Int>
    package var text: String

    package init(_ range: Range<Int>, _ text: String) {
        self.range = range
        self.text = text
    }
}

extension Array where Element == UInt8 {
    /// The buffer with every edit made, back to front so that each range still names the bytes
    /// it was found at; edits at one offset land in the order given. `encode` turns each
    /// text into bytes (a key file's own line ending, say).
    package func applying(_ edits: [ByteEdit], encode: (String) -> [UInt8] = { Array($0.utf8) }) -> [UInt8] {
        let ordered = edits.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }
        // Edits that do not overlap are copied between in one pass: replacing each in place
        // moves the whole tail of the buffer once per edit, quadratic in a huge key file.
        guard zip(ordered, ordered.dropFirst()).allSatisfy({ $1.element.range.lowerBound >= $0.element.range.upperBound }) else {
            var output = self
            for edit in ordered.reversed() {
                output.replaceSubrange(edit.element.range, with: encode(edit.element.text))
            }
            return output
        }
        var output: [UInt8] = []
        output.reserveCapacity(count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for edit in ordered {
            output += self[copied..<edit.element.range.lowerBound]
            output += encode(edit.element.text)
            copied = edit.element.range.upperBound
        }
        output += self[copied...]
        return output
    }
}

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
        var output = self
        for edit in edits.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset) }) {
            output.replaceSubrange(edit.element.range, with: encode(edit.element.text))
        }
        return output
    }
}

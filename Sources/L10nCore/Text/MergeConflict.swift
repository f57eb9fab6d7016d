/// The lines git leaves in a file it could not merge: `<<<<<<< ours`, `||||||| base` (diff3),
/// `=======` and `>>>>>>> theirs`. Every reader recognises them, so a conflicted file is named
/// for what it is instead of as a syntax error at a stray `<`.
package enum MergeConflict {
    /// The first marker line: its 1-based line number and the marker.
    package static func firstMarker(in bytes: [UInt8]) -> (line: Int, marker: String)? {
        bytes.withUnsafeBufferPointer { buffer in
            var line = 1
            var index = 0
            while index < buffer.count {
                if let marker = marker(at: index, in: bytes) { return (line, marker) }
                // By `memchr`, not a byte at a time: every key file is searched on every read.
                guard let newline = buffer.index(ofByte: UInt8(ascii: "\n"), from: index) else { return nil }
                index = newline + 1
                line += 1
            }
            return nil
        }
    }

    /// How every reader's message about a conflicted file starts.
    package static let messagePrefix = "unresolved merge conflict"

    /// What a reader says about a file with a marker at `line`, with what to do; `resolvable`
    /// when `l10n resolve` can merge the file (catalogs and key files).
    package static func message(marker: String, resolvable: Bool) -> String {
        let fix = resolvable
            ? "resolve it (keep the side you want and delete the marker lines) or merge both sides with 'l10n resolve'"
            : "resolve it: keep the side you want and delete the marker lines"
        return "\(messagePrefix): git left '\(marker)' here; \(fix)."
    }

    /// Seven of one marker character at the start of a line, then the end of the line or, but
    /// for `=======`, a space and a label (`<<<<<<< HEAD`).
    private static func marker(at start: Int, in bytes: [UInt8]) -> String? {
        let character = bytes[start]
        guard character == UInt8(ascii: "<") || character == UInt8(ascii: "|") || character == UInt8(ascii: "=")
            || character == UInt8(ascii: ">"), start + 7 <= bytes.count,
            bytes[start..<start + 7].allSatisfy({ $0 == character }) else { return nil }
        let next = start + 7 < bytes.count ? bytes[start + 7] : UInt8(ascii: "\n")
        let endsLine = next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r")
        guard endsLine || (character != UInt8(ascii: "=") && next == UInt8(ascii: " ")) else { return nil }
        return String(repeating: Character(Unicode.Scalar(character)), count: 7)
    }
}

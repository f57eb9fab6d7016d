import L10nCore

extension JSONParseError {
    /// This error, or, when `bytes` hold git's conflict markers (which are never JSON), the
    /// conflict at its first marker: the parser's complaint about a stray `<` would hide it.
    /// Asked only once a read has failed, so valid files cost nothing.
    package func recognisingMergeConflict(in bytes: [UInt8], resolvable: Bool) -> JSONParseError {
        guard let (line, marker) = MergeConflict.firstMarker(in: bytes) else { return self }
        var offset = 0
        var newlines = 1
        while newlines < line, let next = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) {
            offset = next + 1
            newlines += 1
        }
        return JSONParseError(
            message: MergeConflict.message(marker: marker, resolvable: resolvable), location: SourceLocation(line: line, column: 1),
            offset: offset)
    }
}

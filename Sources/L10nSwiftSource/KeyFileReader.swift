import L10nCore
/// Reads `L10nKey+<feature>.swift` files.
package enum KeyFileReader {
    /// The check id of everything the reader cannot understand.
    package static let syntaxCheckID = "keyfile-syntax"

    /// Parses `text`. Never fails: whatever is not understood inside `extension L10nKey`
    /// becomes a ``syntaxCheckID`` error in ``KeyFile/diagnostics``, and declarations that are
    /// not accessors (helpers, other types) are skipped.
    package static func read(text: String, path: String) -> KeyFile {
        parse(text: text, bytes: Array(text.utf8), path: path)
    }

    /// The same for `utf8`, bytes that ``UTF8Text/firstInvalidOffset(_:)`` found valid, for a
    /// caller that never asks for the text (`check`, `sync`): it is made only when asked, rather than
    /// decoded beside the bytes (at 200,000 accessors 40 MB and 2% of `check`'s instructions).
    package static func read(utf8: [UInt8], path: String) -> KeyFile {
        assert(UTF8Text.firstInvalidOffset(utf8) == nil, "the bytes must be valid UTF-8")
        return parse(text: nil, bytes: utf8, path: path)
    }

    /// ``read(text:path:)`` with every accessor read by the full parse, without the shortcut
    /// for the common accessor's shape: the reference the fuzzer holds the shortcut to.
    package static func readByTheFullParse(text: String, path: String) -> KeyFile {
        parse(text: text, bytes: Array(text.utf8), path: path, takesShortcuts: false)
    }

    private static func parse(text: String?, bytes: [UInt8], path: String, takesShortcuts: Bool = true) -> KeyFile {
        var parser = KeyFileParser(text: text, bytes: bytes, path: path, takesShortcuts: takesShortcuts)
        var keyFile = parser.parse()
        // Git's conflict markers are the problem, not what the parser makes of them; the file
        // is then never edited, since it has a diagnostic.
        if let (line, marker) = MergeConflict.firstMarker(in: bytes) {
            keyFile.diagnostics = [
                Diagnostic(
                    checkID: syntaxCheckID, severity: .error, message: MergeConflict.message(marker: marker, resolvable: true), path: path,
                    location: SourceLocation(line: line, column: 1))
            ]
        }
        return keyFile
    }

    /// The text of a key file's bytes, or nil when they are not UTF-8: decoding would replace
    /// the invalid bytes, and writing that back would corrupt the file, so it is never edited.
    package static func text(of bytes: [UInt8]) -> String? {
        UTF8Text.decode(bytes)
    }

    /// The error for a key file ``text(of:)`` refused.
    package static func notUTF8Diagnostic(path: String) -> Diagnostic {
        Diagnostic(
            checkID: syntaxCheckID, severity: .error, message: "the file is not UTF-8 text; save it as UTF-8",
            path: path, location: SourceLocation(line: 1, column: 1))
    }
}

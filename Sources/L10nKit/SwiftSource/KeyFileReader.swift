/// Reads `L10nKey+<feature>.swift` files.
public enum KeyFileReader {
    /// The check id of everything the reader cannot understand.
    public static let syntaxCheckID = "keyfile-syntax"

    /// Parses `text`. Never fails: whatever is not understood inside `extension L10nKey`
    /// becomes a ``syntaxCheckID`` error in ``KeyFile/diagnostics``, and declarations that are
    /// not accessors (helpers, other types) are skipped.
    public static func read(text: String, path: String) -> KeyFile {
        var parser = KeyFileParser(text: text, path: path)
        return parser.parse()
    }
}

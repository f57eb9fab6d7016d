/// A finding's fix as a command line the user can paste: one escaper for every check that
/// suggests one.
enum ShellQuoting {
    /// In double quotes, with `"`, `\`, `$` and `` ` `` escaped. The shell reads bytes, so each
    /// is escaped by its byte, also where a combining mark after it makes one Character with it
    /// (a `"` so joined would otherwise end the quotes).
    static func doubleQuoted(_ text: String) -> String {
        // Most texts hold none of the four: they are quoted without a copy byte by byte.
        guard text.utf8.contains(where: needsEscape) else { return "\"" + text + "\"" }
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if needsEscape(byte) { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The word as it is when it holds only letters, digits, `.`, `_` and `-`; otherwise
    /// double-quoted.
    static func word(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-_".unicodeScalars.contains($0)
        }
        return plain && !text.isEmpty ? text : doubleQuoted(text)
    }

    /// The bytes a shell reads specially inside double quotes. None occurs inside a multi-byte
    /// UTF-8 sequence, so escaping bytes never splits a character.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "`")
    }
}

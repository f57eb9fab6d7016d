/// The one escaper for text l10n prints: paths, keys, values and messages in every text
/// format. A line break in a folder name or key must not start a line of its own (a crafted
/// name could forge a diagnostic), and an escape character must not reach the terminal.
///
/// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators become
/// `\n`, `\r`, `\t` or `\u{1B}`; everything else is printed as it is.
package enum SafeText {
    /// `text` with every control character escaped; with `quotes`, `"` and `\` are escaped
    /// too, for text printed between quotes.
    package static func escaped(_ text: String, quotes: Bool = false) -> String {
        // Every escaped scalar starts with one of these bytes in UTF-8 (C1 and NEL with 0xC2,
        // the separators with 0xE2), so the text nearly all output is returns at once. The bytes
        // are read in place where the text has them together (nearly always): through the
        // view, a byte at a time, it was most of a huge feature's text report.
        let escapes = { (byte: UInt8) in byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || (quotes && (byte == 0x22 || byte == 0x5C)) }
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: escapes) }) ?? text.utf8.contains(where: escapes)
        else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let escaped = escape(scalar) {
                result += escaped
            } else if quotes, scalar == "\"" || scalar == "\\" {
                result += "\\" + String(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// How `scalar` is written when it is a control character, or nil when it is printed as
    /// it is.
    package static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            guard isControl(scalar) else { return nil }
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// C0 controls, DEL, C1 controls, and the line and paragraph separators.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}

extension String {
    /// This text as l10n prints it: control characters escaped (see ``SafeText``).
    package var printable: String { SafeText.escaped(self) }
}

/// Writes untrusted text (keys, tables, English values, comments) into Swift source so that it
/// can never end the literal or comment it is in: the generated file always compiles and
/// means exactly what the catalog says.
package enum SwiftLiteral {
    /// `text` as a double-quoted Swift string literal.
    package static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The inside of a string literal for `text`: `\` and `"` are escaped (so `\(` cannot start
    /// an interpolation), line breaks and tabs become `\n` `\r` `\t`, and control, invisible
    /// and bidirectional-override characters become `\u{...}` so the source shows what is there.
    package static func escaped(_ text: String) -> String {
        // Printable ASCII but `\` and `"` needs no escape: most keys, tables and values.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }) { return text }
        // UTF-8 bytes, made a string once: appending scalars to a string one by one cost
        // hundreds of instructions each.
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\".utf8
            case "\"": result += "\\\"".utf8
            case "\n": result += "\\n".utf8
            case "\r": result += "\\r".utf8
            case "\t": result += "\\t".utf8
            case "\0": result += "\\0".utf8
            default:
                if needsUnicodeEscape(scalar) {
                    result += unicodeEscape(scalar).utf8
                } else {
                    append(scalar, to: &result)
                }
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            bytes.append(UInt8(scalar.value))
        } else {
            bytes.append(contentsOf: UTF8.encode(scalar)!)
        }
    }

    /// `///` lines for `paragraphs`: every line break (of any kind) starts a new `///` line, and
    /// invisible characters are shown as `\u{...}`, so nothing can leave the comment.
    package static func docComment(_ paragraphs: [String]) -> [String] {
        commentLines(paragraphs).map { $0.isEmpty ? "///" : "/// " + $0 }
    }

    /// `//` lines, for headers.
    package static func lineComment(_ paragraphs: [String]) -> [String] {
        commentLines(paragraphs).map { $0.isEmpty ? "//" : "// " + $0 }
    }

    private static func commentLines(_ paragraphs: [String]) -> [String] {
        var lines: [String] = []
        for paragraph in paragraphs {
            // Printable ASCII has no line break, tab or invisible character: one line as it is.
            if paragraph.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
                lines.append(trimmingTrailingSpace(paragraph))
                continue
            }
            var line: [UInt8] = []
            var previousWasCarriageReturn = false
            for scalar in paragraph.unicodeScalars {
                defer { previousWasCarriageReturn = scalar == "\r" }
                // Printable ASCII goes as it is: most of a value that has an accent or a dash.
                if scalar.value >= 0x20 && scalar.value <= 0x7E {
                    line.append(UInt8(scalar.value))
                } else if isLineBreak(scalar) {
                    if !(scalar == "\n" && previousWasCarriageReturn) {
                        lines.append(trimmingTrailingSpace(String(decoding: line, as: UTF8.self)))
                        line.removeAll(keepingCapacity: true)
                    }
                } else if scalar == "\t" {
                    line.append(UInt8(ascii: " "))
                } else if needsUnicodeEscape(scalar) {
                    line += unicodeEscape(scalar).utf8
                } else {
                    append(scalar, to: &line)
                }
            }
            lines.append(trimmingTrailingSpace(String(decoding: line, as: UTF8.self)))
        }
        return lines
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Characters that are invisible or reorder text: C0/C1 controls, DEL, bidi controls,
    /// zero-width characters, line/paragraph separators, the BOM, and noncharacters.
    private static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF,
             0xFFF9...0xFFFB:
            true
        default:
            // Every noncharacter is at or above U+FDD0; the property lookup is slow.
            scalar.value >= 0xFDD0 && scalar.properties.isNoncharacterCodePoint
        }
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    private static func trimmingTrailingSpace(_ line: String) -> String {
        // A last character that is a space ends with its byte.
        guard line.utf8.last == UInt8(ascii: " ") else { return line }
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}

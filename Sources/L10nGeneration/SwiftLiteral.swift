/// Writes untrusted text (keys, tables, English values, comments) into Swift source so that it
/// can never end the literal or comment it is in: the generated file always compiles and
/// means exactly what the catalog says.
///
/// Both writers work on the text's UTF-8 and append to the caller's buffer: a huge feature
/// writes hundreds of thousands of keys and comments, and a string per escaped text or comment
/// line, with its scalars decoded one by one, cost more than the rest of rendering (issue 28).
package enum SwiftLiteral {
    /// `text` as a double-quoted Swift string literal.
    package static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The inside of a string literal for `text`: `\` and `"` are escaped (so `\(` cannot start
    /// an interpolation), line breaks and tabs become `\n` `\r` `\t`, and control, invisible
    /// and bidirectional-override characters become `\u{...}` so the source shows what is there.
    package static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        guard appendEscaped(text, to: &bytes) else { return text }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``escaped(_:)`` of `text` to `bytes`; false when nothing needed an escape.
    @discardableResult
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { appendEscaped(utf8: $0, to: &bytes) }
    }

    /// The same for valid UTF-8 (a string's, or a part of it cut between scalars).
    @discardableResult
    static func appendEscaped(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) -> Bool {
        var changed = false
        var run = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            // Printable ASCII but `\` and `"` goes as it is: most keys, tables and values.
            if byte >= 0x20 && byte <= 0x7E && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"") {
                index += 1
                continue
            }
            let (scalar, length) = UTF8Scalars.scalar(at: index, in: utf8)
            let escape: StaticString? = switch byte {
            case UInt8(ascii: "\\"): "\\\\"
            case UInt8(ascii: "\""): "\\\""
            case UInt8(ascii: "\n"): "\\n"
            case UInt8(ascii: "\r"): "\\r"
            case UInt8(ascii: "\t"): "\\t"
            case 0: "\\0"
            default: nil
            }
            guard escape != nil || needsUnicodeEscape(scalar) else {
                index += length
                continue
            }
            bytes += UnsafeBufferPointer(rebasing: utf8[run..<index])
            if let escape {
                bytes += UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount)
            } else {
                appendUnicodeEscape(scalar, to: &bytes)
            }
            changed = true
            index += length
            run = index
        }
        bytes += UnsafeBufferPointer(rebasing: utf8[run...])
        return changed
    }

    /// Appends the comment lines of `paragraphs`, each as `linePrefix` (the indentation and
    /// `///` or `//`), a space and the line when it is not empty, and a line break: every line
    /// break (of any kind) starts a new line, tabs become spaces, trailing spaces are dropped,
    /// and invisible characters are shown as `\u{...}`, so nothing can leave the comment.
    static func appendComment(_ paragraphs: [String], linePrefix: [UInt8], to bytes: inout [UInt8]) {
        for paragraph in paragraphs {
            var paragraph = paragraph
            paragraph.withUTF8 { utf8 in
                var start = startLine(linePrefix, in: &bytes)
                var previousWasCarriageReturn = false
                var run = 0
                var index = 0
                while index < utf8.count {
                    let byte = utf8[index]
                    // Printable ASCII goes as it is: all of most values, most of the others.
                    if byte >= 0x20 && byte <= 0x7E {
                        previousWasCarriageReturn = false
                        index += 1
                        continue
                    }
                    let (scalar, length) = UTF8Scalars.scalar(at: index, in: utf8)
                    if byte >= 0x80 && !isLineBreak(scalar) && !needsUnicodeEscape(scalar) {
                        previousWasCarriageReturn = false
                        index += length
                        continue
                    }
                    bytes += UnsafeBufferPointer(rebasing: utf8[run..<index])
                    if isLineBreak(scalar) {
                        // `\r\n` is one line break.
                        if !(byte == UInt8(ascii: "\n") && previousWasCarriageReturn) {
                            endLine(startingAt: start, in: &bytes)
                            start = startLine(linePrefix, in: &bytes)
                        }
                    } else if byte == UInt8(ascii: "\t") {
                        bytes.append(UInt8(ascii: " "))
                    } else {
                        appendUnicodeEscape(scalar, to: &bytes)
                    }
                    previousWasCarriageReturn = byte == UInt8(ascii: "\r")
                    index += length
                    run = index
                }
                bytes += UnsafeBufferPointer(rebasing: utf8[run...])
                endLine(startingAt: start, in: &bytes)
            }
        }
    }

    /// Writes a comment line's prefix and the space after it; returns where the line's text starts.
    private static func startLine(_ linePrefix: [UInt8], in bytes: inout [UInt8]) -> Int {
        bytes += linePrefix
        bytes.append(UInt8(ascii: " "))
        return bytes.count
    }

    /// Ends the comment line whose text starts at `start`: trailing spaces are dropped, as is
    /// the space after the prefix of an empty line.
    private static func endLine(startingAt start: Int, in bytes: inout [UInt8]) {
        var end = bytes.count
        while end > start && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        if end < bytes.count && end > start && bytes[end - 1] >= 0x80 {
            // A space after a non-ASCII scalar may belong to its character (after a prepended
            // concatenation mark such as U+0600): only spaces that are characters of their own go.
            var line = String(decoding: bytes[start...], as: UTF8.self)
            while line.last == " " { line.removeLast() }
            end = start + line.utf8.count
        }
        bytes.removeSubrange(end...)
        if end == start { bytes.removeLast() }
        bytes.append(UInt8(ascii: "\n"))
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

    /// `\u{...}` with the scalar's value in uppercase hexadecimal.
    private static func appendUnicodeEscape(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        bytes += "\\u{".utf8
        bytes += String(scalar.value, radix: 16, uppercase: true).utf8
        bytes.append(UInt8(ascii: "}"))
    }
}

/// Scalars read from valid UTF-8 (a string's), without decoding the text around them.
enum UTF8Scalars {
    /// The scalar whose first byte is at `index`, and its length in bytes.
    @inline(__always)
    static func scalar(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (Unicode.Scalar, Int) {
        let lead = UInt32(utf8[index])
        func continuation(_ offset: Int) -> UInt32 { UInt32(utf8[index + offset]) & 0x3F }
        switch lead {
        case ..<0x80: return (Unicode.Scalar(UInt8(lead)), 1)
        case ..<0xE0: return (Unicode.Scalar((lead & 0x1F) << 6 | continuation(1))!, 2)
        case ..<0xF0: return (Unicode.Scalar((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2))!, 3)
        default: return (Unicode.Scalar((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3))!, 4)
        }
    }
}

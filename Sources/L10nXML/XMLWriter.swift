/// Writes XML 1.0 text into a byte buffer: tags, attributes and character data, escaped so any
/// string reads back as itself.
///
/// The escapes follow what Xcode writes in `.xliff` files, so output can match it byte for byte:
/// character data escapes `&`, `<` and `>` and writes a carriage return as `&#13;` (a raw one
/// would be read back as a line feed); attribute values, always in double quotes, also escape
/// `"` and write tab, line feed and carriage return as references (raw ones would be read back
/// as spaces). `'` needs no escape inside double quotes and is written as is, as Xcode does.
/// Characters XML 1.0 cannot carry at all (other C0 controls, U+FFFE, U+FFFF) cannot be
/// written even as references (`&#27;` is not well-formed, and strict parsers reject the file),
/// so they become U+FFFD; `export` leaves out the units that hold one and says so, so this
/// only ever replaces them in what it cannot leave out (a file's path). See ``canCarry(_:)``.
package struct XMLWriter {
    package private(set) var bytes: [UInt8] = []

    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Text written exactly as given: markup the caller has spelled out, such as a declaration.
    package mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    package mutating func indent(_ depth: Int) {
        for _ in 0..<depth { bytes.append(0x20); bytes.append(0x20) }
    }

    package mutating func newline() {
        bytes.append(0x0A)
    }

    /// `<name a="1" b="2">`, or `<name a="1"/>` when `isEmpty`.
    package mutating func startTag(_ name: String, attributes: [(name: String, value: String)] = [], isEmpty: Bool = false) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(contentsOf: name.utf8)
        for attribute in attributes {
            bytes.append(0x20)
            bytes.append(contentsOf: attribute.name.utf8)
            bytes.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
            Self.appendEscaped(attribute.value, to: &bytes, inAttribute: true)
            bytes.append(UInt8(ascii: "\""))
        }
        if isEmpty { bytes.append(UInt8(ascii: "/")) }
        bytes.append(UInt8(ascii: ">"))
    }

    package mutating func endTag(_ name: String) {
        bytes.append(contentsOf: [UInt8(ascii: "<"), UInt8(ascii: "/")])
        bytes.append(contentsOf: name.utf8)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Character data, escaped.
    package mutating func text(_ string: String) {
        Self.appendEscaped(string, to: &bytes, inAttribute: false)
    }

    /// `<name attributes>text</name>`.
    package mutating func element(_ name: String, attributes: [(name: String, value: String)] = [], text string: String) {
        startTag(name, attributes: attributes)
        text(string)
        endTag(name)
    }

    private static let replacement = "\u{FFFD}"

    /// Whether every character of `string` can be written in an XML 1.0 document: not a C0
    /// control other than tab, line feed and carriage return, nor U+FFFE or U+FFFF.
    package static func canCarry(_ string: String) -> Bool {
        !string.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }

    /// Copies runs that need no escape in one go: most text needs none.
    package static func appendEscaped(_ string: String, to bytes: inout [UInt8], inAttribute: Bool) {
        var string = string
        string.makeContiguousUTF8()
        string.utf8.withContiguousStorageIfAvailable { source in
            var runStart = 0
            var index = 0
            while index < source.count {
                let byte = source[index]
                let escape: String?
                switch byte {
                case UInt8(ascii: "&"): escape = "&amp;"
                case UInt8(ascii: "<"): escape = "&lt;"
                case UInt8(ascii: ">"): escape = "&gt;"
                case UInt8(ascii: "\""): escape = inAttribute ? "&quot;" : nil
                case 0x09, 0x0A: escape = inAttribute ? "&#\(byte);" : nil
                case 0x0D: escape = "&#13;"
                case 0x00..<0x20: escape = replacement
                // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
                case 0xEF where index + 2 < source.count && source[index + 1] == 0xBF && source[index + 2] >= 0xBE:
                    escape = replacement
                default: escape = nil
                }
                guard let escape else { index += 1; continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                bytes.append(contentsOf: escape.utf8)
                index += byte == 0xEF ? 3 : 1
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
        }
    }
}

import L10nCore

/// The format specifier Xcode gives a `\(…)` of a localized literal when it extracts the key,
/// as far as the code shows the value's type without a compiler.
///
/// SwiftUI's `LocalizedStringKey` and Foundation's `String.LocalizationValue` interpolate:
/// `Int` and `Int64` as `%lld`, `Int8`…`Int32` as `%d`, `UInt` and `UInt64` as `%llu`,
/// `UInt8`…`UInt32` as `%u`, `Double` and `CGFloat` as `%lf`, `Float` as `%f`, and a `String`,
/// `Text`, `Image`, `AttributedString`, an `NSObject`, a `ReferenceConvertible` (`Date`, `URL`…)
/// or a value given a `format:`, `formatter:` or `style:` as `%@`; `specifier:` chooses the
/// specifier itself. A value whose type is not written out is unknown here: the key is shown
/// with `%@`, and matches a catalog key with any specifier in its place.
package enum InterpolationType {
    /// What an unknown value is written as, in keys shown and in keys `extract` adds.
    package static let unknownSpecifier = "%@"

    /// The specifier for the source between `\(` and `)`, or nil when its type is not known.
    package static func specifier(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if let known = specifierOfName(bytes) { return known }
        return specifier(of: String(decoding: bytes, as: UTF8.self))
    }

    /// ``specifier(of:)`` of a value spelled with ASCII letters, digits, `_` and `.` only
    /// (`count`, `item.count`, `42`, `1.5`), read from its bytes; nil (not decided) for any
    /// other source. Such a value has nothing to trim, no label, quote or call, and each byte
    /// is a character: what is left of the rules is whether it is a number or a `.count`.
    static func specifierOfName(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        guard !bytes.isEmpty else { return nil }
        // A number is digits and `_` starting with a digit, or two such parts around one `.`.
        var dots = 0
        var numeric = true
        var atPartStart = true
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                dots += 1
                if atPartStart { numeric = false }
                atPartStart = true
            } else if isDigit(byte) {
                atPartStart = false
            } else if byte == UInt8(ascii: "_") {
                if atPartStart { numeric = false }
            } else if byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") {
                numeric = false
            } else {
                return nil
            }
        }
        if atPartStart { numeric = false }
        if numeric && dots == 0 { return .some("%lld") }
        if numeric && dots == 1 { return .some("%lf") }
        if bytes.count >= 6, bytes[(bytes.count - 6)...].elementsEqual(".count".utf8) { return .some("%lld") }
        return .some(nil)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    package static func specifier(of source: String) -> String? {
        let expression = source.trimmingWhitespace
        if let given = labeledLiteral("specifier", in: expression) { return given }
        for label in ["format", "formatter", "style"] where hasLabel(label, in: expression) { return "%@" }
        if isIntegerLiteral(expression) { return "%lld" }
        if isFloatLiteral(expression) { return "%lf" }
        if expression.hasPrefix("\"") || expression.hasPrefix("#\"") { return "%@" }
        for (call, specifier) in conversions where expression.hasPrefix(call + "(") && expression.hasSuffix(")") {
            return specifier
        }
        if expression.hasSuffix(".count") { return "%lld" }
        return nil
    }

    /// Calls whose result type is their name.
    private static let conversions: [(String, String)] = [
        ("Int", "%lld"), ("Int64", "%lld"), ("Int32", "%d"), ("Int16", "%d"), ("Int8", "%d"), ("UInt", "%llu"),
        ("UInt64", "%llu"), ("UInt32", "%u"), ("UInt16", "%u"), ("UInt8", "%u"), ("Double", "%lf"), ("CGFloat", "%lf"),
        ("Float", "%f"), ("String", "%@"), ("Text", "%@"), ("Image", "%@"), ("AttributedString", "%@"),
    ]

    private static func isIntegerLiteral(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "_") } && digits.first!.isNumber
    }

    private static func isFloatLiteral(_ text: String) -> Bool {
        let parts = (text.hasPrefix("-") ? text.dropFirst() : Substring(text)).split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { isIntegerLiteral(String($0)) }
    }

    /// `, label:` at the top level of the expression.
    private static func hasLabel(_ label: String, in expression: String) -> Bool {
        labelRange(label, in: expression) != nil
    }

    /// The plain literal after `, label:`: `"%.1f"` in `value, specifier: "%.1f"`.
    private static func labeledLiteral(_ label: String, in expression: String) -> String? {
        guard let range = labelRange(label, in: expression) else { return nil }
        let rest = expression[range.upperBound...].trimmingWhitespace
        guard rest.hasPrefix("\""), let end = rest.dropFirst().firstIndex(of: "\"") else { return nil }
        let value = rest[rest.index(after: rest.startIndex)..<end]
        return value.contains("\\") ? nil : String(value)
    }

    /// Where `, label:` is, outside brackets and literals.
    private static func labelRange(_ label: String, in expression: String) -> Range<String.Index>? {
        // No `,` byte, no `,` character (combined with a mark or not): most values have no label.
        guard expression.containsUTF8Byte(UInt8(ascii: ",")) else { return nil }
        var depth = 0
        var inLiteral = false
        var index = expression.startIndex
        while index < expression.endIndex {
            let character = expression[index]
            if inLiteral {
                if character == "\\" { index = expression.index(after: index) } else if character == "\"" { inLiteral = false }
            } else {
                switch character {
                case "\"": inLiteral = true
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "," where depth == 0:
                    let rest = expression[expression.index(after: index)...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
                    if rest.hasPrefix(label + ":") {
                        return rest.startIndex..<rest.index(rest.startIndex, offsetBy: label.count + 1)
                    }
                default: break
                }
            }
            if index < expression.endIndex { index = expression.index(after: index) }
        }
        return nil
    }
}

extension StringProtocol {
    /// Without spaces, tabs and line breaks at either end.
    var trimmingWhitespace: String {
        // Only U+0020, tab, LF and CR themselves are equal to those characters, and each is one
        // byte: text whose ends are other bytes has nothing to trim (nearly every `\(…)`).
        let isSpaceByte = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let text = String(self)
        if let first = text.utf8.first, let last = text.utf8.last, !isSpaceByte(first), !isSpaceByte(last) { return text }
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\n" || character == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}

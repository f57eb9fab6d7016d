/// Builds the badly formatted variants of a catalog that `format` must repair: what scripts,
/// web tools and other editors write.
enum JSONReshaping {
    /// All whitespace outside strings removed.
    static func minified(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                output.append(byte)
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                output.append(byte)
            } else if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                output.append(byte)
            }
        }
        return output
    }

    /// Tabs instead of two-space indents, `"key": value` instead of `"key" : value`.
    static func reindented(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent).replacingOccurrences(of: "\" : ", with: "\": ")
            return String(repeating: "\t", count: indent / 2) + body
        }
        return Array(lines.joined(separator: "\n").utf8)
    }
}

extension String {
    /// Empty or only white space. Looks at bytes first: checks ask this of every string unit,
    /// and Unicode property lookups for each character cost more than the rest of the check.
    package var isBlank: Bool {
        for byte in utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
            if byte < 0x80 { return false }
            return allSatisfy(\.isWhitespace)
        }
        return true
    }

    /// Any white space inside, with the same byte-first shortcut.
    package var containsWhitespace: Bool {
        if utf8.allSatisfy({ $0 < 0x80 }) {
            return utf8.contains { $0 == 0x20 || (0x09...0x0D).contains($0) }
        }
        return contains(where: \.isWhitespace)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// ``String/isBlank`` of UTF-8 text, on its bytes: a string is made only for text that is
    /// not ASCII.
    package var isBlank: Bool {
        for byte in self {
            if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
            if byte < 0x80 { return false }
            return String(decoding: self, as: UTF8.self).isBlank
        }
        return true
    }
}

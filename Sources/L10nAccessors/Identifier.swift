import L10nSwiftSource
/// Turns key segments into Swift identifiers the way people would write them by hand.
package enum Identifier {
    /// `offline_banner` → `offlineBanner`, `kebab-case` → `kebabCase`, `alreadyCamel` stays,
    /// `2fa` → `_2fa`. Characters that cannot be in an identifier separate words.
    package static func lowerCamelCase(_ text: String) -> String {
        asciiCamelCase(text, capitalizingFirstWord: false) ?? scalarLowerCamelCase(text)
    }

    /// ``lowerCamelCase(_:)`` scalar by scalar, for any text.
    static func scalarLowerCamelCase(_ text: String) -> String {
        let words = self.words(in: text)
        guard let first = words.first else { return "key" }
        let joined = lowercasedHead(first) + words.dropFirst().map(capitalizedHead).joined()
        return prefixedIfNeeded(joined)
    }

    /// `emptyState` and `empty_state` → `EmptyState`; used for section enums and catalog names.
    package static func upperCamelCase(_ text: String) -> String {
        asciiCamelCase(text, capitalizingFirstWord: true) ?? scalarUpperCamelCase(text)
    }

    /// ``upperCamelCase(_:)`` scalar by scalar, for any text.
    static func scalarUpperCamelCase(_ text: String) -> String {
        let words = self.words(in: text)
        guard !words.isEmpty else { return "Section" }
        return prefixedIfNeeded(words.map(capitalizedHead).joined())
    }

    /// ``lowerCamelCase(_:)`` or ``upperCamelCase(_:)`` of ASCII `text` by its bytes, nil for
    /// any other text: in ASCII, Unicode's identifier, upper- and lowercase properties are the
    /// letter and digit ranges, and case mapping is one byte to one byte. (Every key of a
    /// huge feature is named this way, and the scalar path cost some 15,000 instructions a key.)
    static func asciiCamelCase(_ text: String, capitalizingFirstWord: Bool) -> String? {
        func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) }
        func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
        func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 1)
        var index = 0
        var isFirstWord = true
        while index < bytes.count {
            // Anything but a letter or a digit separates words, `_` included.
            guard isLetter(bytes[index]) || isDigit(bytes[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isLetter(bytes[end]) || isDigit(bytes[end]) { end += 1 }
            let word = bytes[index..<end]
            if isFirstWord && !capitalizingFirstWord {
                // `Title` → `title`, `URLField` → `urlField`, `URL` → `url`.
                var upperRun = 0
                while upperRun < word.count, isUpper(word[index + upperRun]) { upperRun += 1 }
                if upperRun > 1, upperRun < word.count, isLower(word[index + upperRun]) { upperRun -= 1 }
                for (offset, byte) in word.enumerated() { result.append(offset < upperRun ? byte | 0x20 : byte) }
            } else {
                result.append(isLower(word[index]) ? word[index] & ~0x20 : word[index])
                result += word.dropFirst()
            }
            isFirstWord = false
            index = end
        }
        guard let head = result.first else { return capitalizingFirstWord ? "Section" : "key" }
        // Identifiers cannot start with a digit: `2fa` → `_2fa`.
        if isDigit(head) { result.insert(UInt8(ascii: "_"), at: 0) }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `text` can be used as an identifier as is (possibly in backticks).
    package static func isValid(_ text: String) -> Bool {
        asciiIsValid(text) ?? scalarIsValid(text)
    }

    /// ``isValid(_:)`` scalar by scalar, for any text.
    static func scalarIsValid(_ text: String) -> Bool {
        guard let head = text.unicodeScalars.first, isIdentifierHead(head) else { return false }
        return text.unicodeScalars.allSatisfy(isIdentifierBody) && text != "_"
    }

    /// ``isValid(_:)`` of ASCII `text` by its bytes, nil for any other text: every accessor's
    /// name is asked about (twice per key when a huge feature is generated).
    static func asciiIsValid(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { bytes in
            guard let head = bytes.first else { return false }
            var valid = head == UInt8(ascii: "_") || isASCIILetter(head)
            for byte in bytes {
                if byte >= 0x80 { return nil }
                valid = valid && (isASCIILetter(byte) || byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte))
            }
            return valid && !(bytes.count == 1 && head == UInt8(ascii: "_"))
        }
    }

    /// The identifier as it must appear in source: keywords in backticks (`` `default` ``).
    package static func rendered(_ identifier: String) -> String {
        isReserved(identifier) ? "`\(identifier)`" : identifier
    }

    /// Whether `identifier` is one of ``SwiftKeywords/reserved``: an ASCII one by its bytes, as
    /// the lexer tells them (most names are told by their first byte and length alone).
    package static func isReserved(_ identifier: String) -> Bool {
        var text = identifier
        return text.withUTF8 { bytes in
            // Strings compare by canonical equivalence, which the bytes of non-ASCII text do not tell.
            bytes.allSatisfy { $0 < 0x80 } ? SwiftKeywords.isReserved(bytes) : SwiftKeywords.reserved.contains(identifier)
        }
    }

    private static func words(in text: String) -> [Substring.UnicodeScalarView] {
        text.unicodeScalars.split { !isIdentifierBody($0) || $0 == "_" }
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            ? (isASCIILetter(scalar) || scalar == "_")
            : scalar.properties.isXIDStart
    }

    /// ASCII letters, digits and `_`, plus non-ASCII scalars Unicode allows in identifiers,
    /// all of which Swift accepts.
    private static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            ? (isASCIILetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_")
            : scalar.properties.isXIDContinue
    }

    /// The ASCII scalars Unicode calls alphabetic, without the property lookup.
    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
    }

    /// Lowercases a leading capital or acronym: `Title` → `title`, `URLField` → `urlField`, `URL` → `url`.
    private static func lowercasedHead(_ word: Substring.UnicodeScalarView) -> String {
        let scalars = Array(word)
        var upperRun = 0
        while upperRun < scalars.count, scalars[upperRun].properties.isUppercase { upperRun += 1 }
        if upperRun > 1, upperRun < scalars.count, scalars[upperRun].properties.isLowercase { upperRun -= 1 }
        let head = String(String.UnicodeScalarView(scalars[..<upperRun])).lowercased()
        return head + String(String.UnicodeScalarView(scalars[upperRun...]))
    }

    private static func capitalizedHead(_ word: Substring.UnicodeScalarView) -> String {
        guard let first = word.first else { return "" }
        return String(first).uppercased() + String(String.UnicodeScalarView(word.dropFirst()))
    }

    /// Identifiers cannot start with a digit (or a combining mark): `2fa` → `_2fa`.
    private static func prefixedIfNeeded(_ identifier: String) -> String {
        guard let head = identifier.unicodeScalars.first, isIdentifierHead(head) else { return "_" + identifier }
        return identifier
    }
}

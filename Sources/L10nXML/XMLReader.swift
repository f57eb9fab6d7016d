import L10nCore
/// An attribute as read: the name as written (`xml:space`, `state`) and its value with
/// references replaced and whitespace normalized as XML 1.0 requires.
package struct XMLAttribute: Sendable, Equatable {
    package var name: String
    package var value: String

    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// What `XMLReader.next()` meets, in document order.
package enum XMLEvent: Sendable, Equatable {
    /// `<name …>` or `<name …/>`; an empty element is followed by its `endElement` at once.
    case startElement(name: String, attributes: [XMLAttribute], location: SourceLocation)
    case endElement(name: String)
    /// Character data, with CDATA sections, references, and text split only by comments or
    /// processing instructions joined into one piece. Whitespace between elements comes too:
    /// whether it matters is the reader's caller's call (`xml:space`).
    case text(String, location: SourceLocation)
}

extension [XMLAttribute] {
    /// The value of the attribute named `name`; a prefixed name (`x:state`) matches its local
    /// part, except for the reserved `xml:` attributes, which are asked for by their full name.
    package func value(_ name: String) -> String? {
        first { $0.name == name }?.value ?? first { $0.name.localName == name && !$0.name.hasPrefix("xml:") }?.value
    }
}

extension String {
    /// `trans-unit` for `x:trans-unit`: documents may bind the XLIFF namespace to a prefix.
    package var localName: String {
        // Most names have no prefix: one look for the byte, no copy.
        guard utf8.contains(UInt8(ascii: ":")) else { return self }
        // In ASCII every `:` is a character of its own, so its byte is its place; in other
        // text a mark may join it into another character, which is not a colon.
        if utf8.allSatisfy({ $0 < 0x80 }) {
            guard let colon = utf8.lastIndex(of: UInt8(ascii: ":")) else { return self }
            return String(self[utf8.index(after: colon)...])
        }
        guard let colon = lastIndex(of: ":") else { return self }
        return String(self[index(after: colon)...])
    }
}

/// A pull parser for XML 1.0, written for exchange files (XLIFF) and their writers' habits:
/// attributes in any order, any whitespace, CDATA sections, the predefined and numeric
/// references, comments and processing instructions anywhere, a DOCTYPE (skipped: its entities
/// are not expanded, so using one is an error), prefixed names. It reads UTF-8 only, checks
/// that tags nest and that there is one root, and stops at the first problem with its line and
/// column. It never traps on any input: every index is checked, nesting lives in an array
/// rather than on the call stack, and numbers in references are bounded.
///
/// Not Foundation's `XMLParser`: it is missing or differs on some Linux setups, and it hides
/// positions and the text as written.
package struct XMLReader {
    /// How deep elements may nest: as deep as the JSON reader's objects. Nesting lives in an
    /// array here, but whoever walks the events may recurse, and no exchange file comes close.
    package static let maximumDepth = 512
    /// Up to this many attributes of a tag, a new one is compared with each before it.
    static let attributesComparedInTurn = 8

    private let bytes: [UInt8]
    private var index: Int
    /// Names of the elements open around the current position, outermost first.
    package private(set) var openElements: [String] = []
    private var pendingEnd: String?
    private var sawRoot = false
    /// Line bookkeeping for `location(at:)`, which moves forward from here.
    private var countedOffset = 0
    private var countedLine = 1
    private var countedLineStart = 0
    private var textBuffer: [UInt8] = []

    /// Checks the encoding first: everything after that can assume valid UTF-8.
    package init(_ bytes: [UInt8]) throws(XMLParseError) {
        self.bytes = bytes
        index = 0
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw XMLParseError(
                message: "the file is UTF-16; save it as UTF-8", location: SourceLocation(line: 1, column: 1))
        }
        if let invalid = UTF8Text.firstInvalidOffset(bytes) {
            throw XMLParseError(message: "the file is not valid UTF-8", location: location(at: invalid))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if matches("<?xml", at: index), index + 5 < bytes.count, Self.isWhitespace(bytes[index + 5]) {
            try readDeclaration()
        }
    }

    /// Reads the whole document into events; tests and small files use it.
    package static func events(_ bytes: [UInt8]) throws(XMLParseError) -> [XMLEvent] {
        var reader = try XMLReader(bytes)
        var events: [XMLEvent] = []
        while let event = try reader.next() { events.append(event) }
        return events
    }

    /// The next event, or nil after the root element has closed and only comments, processing
    /// instructions and whitespace followed it.
    package mutating func next() throws(XMLParseError) -> XMLEvent? {
        if let name = pendingEnd {
            pendingEnd = nil
            openElements.removeLast()
            return .endElement(name: name)
        }
        textBuffer.removeAll(keepingCapacity: true)
        var textStart: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: "<") {
                if textStart == nil { textStart = index }
                try readCharacterData()
                continue
            }
            if matches("<!--", at: index) {
                try skipComment()
            } else if matches("<![CDATA[", at: index) {
                if textStart == nil { textStart = index }
                try readCDATA()
            } else if matches("<?", at: index) {
                try skipProcessingInstruction()
            } else if matches("<!DOCTYPE", at: index) {
                guard !sawRoot else { throw error("a DOCTYPE may only come before the root element", at: index) }
                try skipDoctype()
            } else if matches("<!", at: index) {
                throw error("unexpected '<!'; expected a comment, a CDATA section or an element", at: index)
            } else {
                // A tag: text read so far goes first, and the tag is read on the next call.
                if let start = textStart, let text = try finishedText(start: start) { return text }
                textStart = nil
                if matches("</", at: index) { return try readEndTag() }
                return try readStartTag()
            }
        }
        if let start = textStart, let text = try finishedText(start: start) { return text }
        if let open = openElements.last {
            throw error("the file ends before '<\(open)>' is closed; the file may be cut short", at: bytes.count)
        }
        guard sawRoot else { throw error("the file has no root element", at: bytes.count) }
        return nil
    }

    // MARK: Markup

    private mutating func readStartTag() throws(XMLParseError) -> XMLEvent {
        let start = index
        if sawRoot && openElements.isEmpty {
            throw error("a second root element; an XML file has exactly one", at: start)
        }
        index += 1
        guard index < bytes.count, Self.isNameByte(bytes[index]) else {
            throw error("'<' that starts no element; write '<' in text as '&lt;'", at: start)
        }
        let name = try readName(what: "an element name")
        var attributes: [XMLAttribute] = []
        // Hashed once there are many: a tag may carry any number of attributes, and comparing
        // each with every other is quadratic in them; a handful are compared, without a set.
        var attributeNames: Set<String> = []
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw error("the file ends inside the tag '<\(name)'", at: index) }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            if matches("/>", at: index) {
                index += 2
                pendingEnd = name
                break
            }
            guard hadSpace else { throw error("expected a space, '>' or '/>' in the tag '<\(name)'", at: index) }
            let attributeStart = index
            let attributeName = try readName(what: "an attribute name")
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error("expected '=' after the attribute '\(attributeName)'", at: index)
            }
            index += 1
            skipWhitespace()
            let value = try readAttributeValue(of: attributeName)
            if attributes.count == Self.attributesComparedInTurn { attributeNames = Set(attributes.lazy.map(\.name)) }
            let repeated = attributes.count < Self.attributesComparedInTurn
                ? attributes.contains { $0.name == attributeName } : !attributeNames.insert(attributeName).inserted
            guard !repeated else {
                throw error("the attribute '\(attributeName)' appears twice in '<\(name)>'", at: attributeStart)
            }
            attributes.append(XMLAttribute(name: attributeName, value: value))
        }
        guard openElements.count < Self.maximumDepth else {
            throw error("elements nest deeper than \(Self.maximumDepth) levels; an exchange file needs a handful", at: start)
        }
        sawRoot = true
        openElements.append(name)
        return .startElement(name: name, attributes: attributes, location: location(at: start))
    }

    private mutating func readEndTag() throws(XMLParseError) -> XMLEvent {
        let start = index
        index += 2
        let name = try readName(what: "an element name")
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw error("expected '>' to end '</\(name)'", at: index)
        }
        index += 1
        guard let open = openElements.last else {
            throw error("'</\(name)>' closes no open element", at: start)
        }
        guard open == name else {
            throw error("'</\(name)>' does not close '<\(open)>'; expected '</\(open)>'", at: start)
        }
        openElements.removeLast()
        return .endElement(name: name)
    }

    /// A run of name characters; XML's exact classes matter less here than refusing what
    /// cannot be a name, which catches a stray `<` in text.
    private mutating func readName(what: String) throws(XMLParseError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else {
            throw error("expected \(what)\(index < bytes.count ? "" : ", found the end of the file")", at: start)
        }
        let first = bytes[start]
        guard !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), first != UInt8(ascii: "-"), first != UInt8(ascii: ".") else {
            throw error("a name cannot start with '\(Character(Unicode.Scalar(first)))'", at: start)
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readAttributeValue(of name: String) throws(XMLParseError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error("expected a quoted value for the attribute '\(name)'", at: index)
        }
        let quote = bytes[index]
        let start = index
        index += 1
        var value: [UInt8] = []
        // Bytes that stand for themselves are copied a run at a time, as character data is.
        var runStart = index
        while true {
            guard index < bytes.count else { throw error("the value of the attribute '\(name)' is not closed", at: start) }
            let byte = bytes[index]
            if byte >= 0x20, byte != quote, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
                index += 1
                continue
            }
            if value.isEmpty, byte == quote {
                index += 1
                return String(decoding: bytes[runStart..<(index - 1)], as: UTF8.self)
            }
            value.append(contentsOf: bytes[runStart..<index])
            switch byte {
            case quote:
                index += 1
                return String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "<"):
                throw error("'<' in the value of the attribute '\(name)'; write it as '&lt;'", at: index)
            case UInt8(ascii: "&"):
                value.append(contentsOf: try readReference().utf8)
            case 0x0D:
                // A line break of any kind, and a tab, are each one space (XML 1.0, 3.3.3).
                value.append(0x20)
                index += matches("\r\n", at: index) ? 2 : 1
            case 0x09, 0x0A:
                value.append(0x20)
                index += 1
            default:
                // Only a control character other than a tab or a line break is left: an error.
                try checkAllowed(byte)
                index += 1
            }
            runStart = index
        }
    }

    /// `<?xml version="1.0" encoding="…"?>`: only UTF-8 (or its ASCII subset) is read.
    private mutating func readDeclaration() throws(XMLParseError) {
        let start = index
        guard let end = find("?>", from: index) else { throw error("the XML declaration is not closed with '?>'", at: start) }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
        index = end + 2
        guard let range = declaration.range(of: "encoding") else { return }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let encoding = rest.dropFirst().prefix { $0 != quote }
        guard ["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding.lowercased()) else {
            throw error("the file declares the encoding '\(encoding)'; l10n reads UTF-8, so save the file as UTF-8", at: start)
        }
    }

    private mutating func skipComment() throws(XMLParseError) {
        guard let end = find("-->", from: index + 4) else { throw error("the comment is not closed with '-->'", at: index) }
        index = end + 3
    }

    private mutating func skipProcessingInstruction() throws(XMLParseError) {
        guard let end = find("?>", from: index + 2) else { throw error("the processing instruction is not closed with '?>'", at: index) }
        index = end + 2
    }

    /// Skips `<!DOCTYPE …>` with an internal subset in brackets, whose quoted strings and
    /// comments may hold `>` and `]`.
    private mutating func skipDoctype() throws(XMLParseError) {
        let start = index
        index += 9
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard let close = bytes[(index + 1)...].firstIndex(of: byte) else { break }
                index = close + 1
                continue
            }
            if matches("<!--", at: index) {
                guard let end = find("-->", from: index + 4) else { break }
                index = end + 3
                continue
            }
            switch byte {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ">") where depth <= 0:
                index += 1
                return
            default: break
            }
            index += 1
        }
        throw error("the DOCTYPE is not closed with '>'", at: start)
    }

    // MARK: Text

    /// Plain text up to the next `<`, with references replaced and line breaks normalized.
    private mutating func readCharacterData() throws(XMLParseError) {
        if openElements.isEmpty {
            // Outside the root only whitespace may appear.
            skipWhitespace()
            if index < bytes.count, bytes[index] != UInt8(ascii: "<") {
                throw error(sawRoot ? "text after the root element has closed" : "text before the root element", at: index)
            }
            return
        }
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") || byte == 0x0D || (byte < 0x20 && byte != 0x09 && byte != 0x0A) {
                textBuffer.append(contentsOf: bytes[runStart..<index])
                switch byte {
                case UInt8(ascii: "&"):
                    let character = try readReference()
                    textBuffer.append(contentsOf: character.utf8)
                case 0x0D:
                    // CR LF and a lone CR are both one line feed (XML 1.0, 2.11).
                    textBuffer.append(0x0A)
                    index += matches("\r\n", at: index) ? 2 : 1
                default:
                    try checkAllowed(byte)
                }
                runStart = index
                continue
            }
            index += 1
        }
        textBuffer.append(contentsOf: bytes[runStart..<index])
    }

    private mutating func readCDATA() throws(XMLParseError) {
        guard !openElements.isEmpty else { throw error("a CDATA section outside the root element", at: index) }
        let start = index
        guard let end = find("]]>", from: index + 9) else { throw error("the CDATA section is not closed with ']]>'", at: start) }
        var position = index + 9
        while position < end {
            let byte = bytes[position]
            if byte == 0x0D {
                textBuffer.append(0x0A)
                position += position + 1 < end && bytes[position + 1] == 0x0A ? 2 : 1
                continue
            }
            if byte < 0x20 && byte != 0x09 && byte != 0x0A {
                index = position
                try checkAllowed(byte)
            }
            textBuffer.append(byte)
            position += 1
        }
        index = end + 3
    }

    private mutating func finishedText(start: Int) throws(XMLParseError) -> XMLEvent? {
        guard !openElements.isEmpty else { return nil }
        return .text(String(decoding: textBuffer, as: UTF8.self), location: location(at: start))
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#123;` and `&#x7B;`. A reference may
    /// name any Unicode scalar, even one XML 1.0 forbids: other tools write them, and reading
    /// what they meant loses nothing (`XMLWriter` never writes one).
    private mutating func readReference() throws(XMLParseError) -> String {
        let start = index
        var end = index + 1
        // Bounded, so a stray `&` in a long text is reported where it is.
        while end < bytes.count, end - start <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw error("'&' that starts no reference; write '&' in text as '&amp;'", at: start)
        }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch name {
        case "amp": scalar = "&"
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#"), name.dropFirst().allSatisfy(\.isASCII) {
                scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                throw error("unknown entity '&\(name);'; only &amp; &lt; &gt; &quot; &apos; and numeric references are read", at: start)
            }
        }
        guard let scalar else { throw error("'&\(name);' is not a valid character reference", at: start) }
        index = end + 1
        return String(Character(scalar))
    }

    /// C0 controls other than tab, line feed and carriage return are not XML 1.0 characters.
    private mutating func checkAllowed(_ byte: UInt8) throws(XMLParseError) {
        guard byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
            throw error("the control character U+\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4)) is not allowed in XML 1.0, even as a reference; remove it", at: index)
        }
    }

    // MARK: Scanning

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        return index > start
    }

    private func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset >= 0, offset + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for position in 0..<count where bytes[offset + position] != pointer[position] { return false }
        return true
    }

    /// Where `literal` next starts at or after `offset`.
    private func find(_ literal: StaticString, from offset: Int) -> Int? {
        let first = literal.utf8Start[0]
        var position = offset
        while position < bytes.count {
            guard let candidate = bytes[position...].firstIndex(of: first) else { return nil }
            if matches(literal, at: candidate) { return candidate }
            position = candidate + 1
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "="),
             UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"), UInt8(ascii: "!"), UInt8(ascii: "?"):
            false
        default:
            byte >= 0x20
        }
    }

    // MARK: Positions

    private mutating func error(_ message: String, at offset: Int) -> XMLParseError {
        XMLParseError(message: message, location: location(at: offset))
    }

    /// Line and UTF-8 column of `offset`; positions are asked for in increasing order, so the
    /// count goes on from the last one.
    private mutating func location(at offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        if offset < countedOffset {
            countedOffset = 0
            countedLine = 1
            countedLineStart = 0
        }
        // Line feeds found by `memchr`, many bytes at a time, rather than each byte compared.
        bytes.withUnsafeBufferPointer { text in
            var position = countedOffset
            while position < offset, let feed = text.index(ofByte: 0x0A, from: position), feed < offset {
                countedLine += 1
                countedLineStart = feed + 1
                position = feed + 1
            }
        }
        countedOffset = offset
        return SourceLocation(line: countedLine, column: offset - countedLineStart + 1)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

import L10nCore

/// Whether JSON text is laid out byte for byte as ``JSONReformatter`` writes it, answered in
/// one pass over the bytes that decodes nothing and emits nothing.
///
/// In that layout every byte outside a string has exactly one place: members and elements
/// each on a line of their own, indented two spaces per level, `" : "` after a key, an empty
/// container closed after a blank line, and no other white space. So the text can be walked
/// as a template instead of parsed: each byte is either what the template expects or the
/// answer is no. Strings are the one free part, and the reformatter writes a decoded string
/// back with only `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f` and `\u00xx` (lowercase) for the
/// other control characters; any other escape (`\/`, `\u00e9`, a surrogate pair) is decoded
/// and written raw, so a text holding one is not in the layout. The answer is the one
/// ``JSONReformatter/isFormatted(_:progress:)`` gives, with false where that throws: this walk
/// also holds the text to the reader's grammar (numbers, literals, UTF-8, nesting depth).
/// `JSONLayoutTests` and `l10n-fuzz`'s catalog oracle compare the two.
package enum JSONLayout {
    /// `progress` hears how far the walk got, about every megabyte, so a mapped input can hand
    /// its pages back.
    package static func isFormatted(_ buffer: UnsafeBufferPointer<UInt8>, progress: ((Int) -> Void)? = nil) -> Bool {
        var walk = Walk(bytes: buffer, progress: progress)
        return walk.document()
    }

    /// Where lines of a text in the layout start, noted by the walk that proves the layout:
    /// an edit placed by line and column (``JSONPosition``) finds its offset without walking
    /// the text's lines from the start again. Every ``stride``th line is noted (4 bytes each),
    /// the lines between are walked from the one noted before them.
    package struct LineStarts: Sendable {
        static let stride = 8
        /// The offset of line `stride + 1`'s first byte, then line `2 * stride + 1`'s, and so on.
        let offsets: [UInt32]

        /// Where `line` (from 1) starts in `text`, the text the walk proved: 0 for the first;
        /// nil past the last.
        package func start(ofLine line: UInt32, in text: UnsafeBufferPointer<UInt8>) -> Int? {
            guard line > 1 else { return line == 1 ? 0 : nil }
            let noted = min((Int(line) - 1) / Self.stride, offsets.count)
            // At most `stride - 1` lines walked, from the one noted before.
            guard let start = Self.walk(Int(line) - 1 - noted * Self.stride, linesFrom: noted == 0 ? 0 : Int(offsets[noted - 1]), in: text) else { return nil }
            // A line feed that ends the text starts no line.
            return start < text.count ? start : nil
        }

        /// Where `target` starts, going on from `line`, which starts at `start` (at or before
        /// `target`): by the starts the walk noted, when given (nil past the last line), else
        /// line by line (`text.count` after a final line feed; nil past it).
        package static func start(
            ofLine target: UInt32, from line: UInt32, at start: Int, noted: LineStarts?, in text: UnsafeBufferPointer<UInt8>
        ) -> Int? {
            guard line < target else { return start }
            if let noted { return noted.start(ofLine: target, in: text) }
            return walk(Int(target - line), linesFrom: start, in: text)
        }

        /// The start of the line `count` lines after the one starting at `start`.
        private static func walk(_ count: Int, linesFrom start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
            var start = start
            for _ in 0..<count {
                guard let feed = text.index(ofByte: 0x0A, from: start) else { return nil }
                start = feed + 1
            }
            return start
        }
    }

    /// ``isFormatted(_:progress:)``'s walk, noting where each line starts: nil when the text
    /// is not in the layout, or too large (4 GB) for the offsets kept.
    package static func lineStarts(_ buffer: UnsafeBufferPointer<UInt8>, progress: ((Int) -> Void)? = nil) -> LineStarts? {
        guard buffer.count <= Int(UInt32.max) else { return nil }
        var walk = Walk(bytes: buffer, progress: progress)
        walk.lineStarts = []
        guard walk.document(), let offsets = walk.lineStarts else { return nil }
        return LineStarts(offsets: offsets)
    }

    private struct Walk {
        let bytes: UnsafeBufferPointer<UInt8>
        let progress: ((Int) -> Void)?
        var index = 0
        var nextProgress = 1 << 20
        /// Noted only when asked for (``lineStarts(_:progress:)``).
        var lineStarts: [UInt32]?
        var linesUntilNoted = LineStarts.stride

        init(bytes: UnsafeBufferPointer<UInt8>, progress: ((Int) -> Void)?) {
            self.bytes = bytes
            self.progress = progress
        }

        mutating func document() -> Bool {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            guard value(level: 0) else { return false }
            // The reformatter ends with one line break when the text ended with any.
            return index == bytes.count || (index == bytes.count - 1 && bytes[index] == 0x0A)
        }

        mutating func value(level: Int) -> Bool {
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "{"): return stringUnitObject(level: level + 1) || container(level: level + 1, isObject: true)
            case UInt8(ascii: "["): return container(level: level + 1, isObject: false)
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
            default: return false
            }
        }

        /// From the opening bracket of a container at nesting `level` (1 for the root's)
        /// through its closing bracket.
        mutating func container(level: Int, isObject: Bool) -> Bool {
            guard level <= JSONParser.maximumDepth else { return false }
            let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            index += 1
            if index < bytes.count, bytes[index] == 0x0A, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                return lineFeed() && lineFeed() && indent(level - 1) && expect(closing)
            }
            while true {
                if index >= nextProgress {
                    progress?(index)
                    nextProgress = index + (1 << 20)
                }
                guard lineFeed(), indent(level) else { return false }
                if isObject {
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), string(),
                          expect(0x20), expect(UInt8(ascii: ":")), expect(0x20) else { return false }
                }
                guard value(level: level) else { return false }
                guard index < bytes.count else { return false }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                return lineFeed() && indent(level - 1) && expect(closing)
            }
        }

        /// Xcode's common localization shape, `{ "stringUnit" : { "state" : S, "value" : V } }`,
        /// laid out at `level` (its members' indent) as the reformatter writes it: true, the walk
        /// past it, when the object at `index` is exactly that; else false, the walk where it
        /// was, for ``container(level:isObject:)`` to take member by member. Most lines of a
        /// catalog are in this shape, and the general walk takes each in many steps (a line
        /// feed, an indent, a name read as a string, a value through ``value(level:)``); here the
        /// bytes around S and V are compared eight at a time with the layout the reader compares
        /// them with (``XcodeShapeLayout``, inside `level - 1` open values), S and V are walked as
        /// any string, and the five lines' starts are noted after.
        mutating func stringUnitObject(level: Int) -> Bool {
            guard level >= 2, level - 1 <= XcodeShapeLayout.deepest else { return false }
            let layout = XcodeShapeLayout.layout(depth: level - 1)
            let start = index
            // From the line feed after `{` through S's opening quote.
            guard bytes.has(layout.opening, length: layout.openingCount, at: start + 1) else { return false }
            index = start + layout.openingCount
            guard string() else {
                index = start
                return false
            }
            let afterState = index
            // From S's closing quote through V's opening one.
            guard bytes.has(layout.between, length: layout.betweenCount, at: afterState - 1) else {
                index = start
                return false
            }
            index = afterState + layout.betweenCount - 2
            guard string() else {
                index = start
                return false
            }
            let afterValue = index
            // From V's closing quote through the last `}`.
            guard bytes.has(layout.closing, length: layout.closingCount, at: afterValue - 1) else {
                index = start
                return false
            }
            index = afterValue + layout.closingCount - 1
            let outer = 2 * level
            noteLine(startingAt: start + 2)
            noteLine(startingAt: start + 19 + outer)
            noteLine(startingAt: afterState + 2)
            noteLine(startingAt: afterValue + 1)
            noteLine(startingAt: afterValue + 3 + outer)
            return true
        }

        /// A line break inside the document; the next line starts after it.
        mutating func lineFeed() -> Bool {
            guard expect(0x0A) else { return false }
            noteLine(startingAt: index)
            return true
        }

        /// Every ``LineStarts/stride``th line's start is noted, when asked for.
        @inline(__always)
        mutating func noteLine(startingAt start: Int) {
            linesUntilNoted -= 1
            if linesUntilNoted == 0 {
                linesUntilNoted = LineStarts.stride
                lineStarts?.append(UInt32(truncatingIfNeeded: start))
            }
        }

        mutating func expect(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Exactly two spaces per level.
        mutating func indent(_ level: Int) -> Bool {
            let end = index + 2 * level
            guard end <= bytes.count else { return false }
            while index + 8 <= end {
                guard bytes.load8(at: index) == 0x2020_2020_2020_2020 else { return false }
                index += 8
            }
            while index < end {
                guard bytes[index] == 0x20 else { return false }
                index += 1
            }
            return true
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
            index += count
            return true
        }

        /// The reader's number grammar; the reformatter writes the text as it is.
        mutating func number() -> Bool {
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { return false }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if index < bytes.count, isDigit(bytes[index]) { return false }
            } else {
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() else { return false }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() else { return false }
            }
            return true
        }

        mutating func digits() -> Bool {
            guard index < bytes.count, isDigit(bytes[index]) else { return false }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return true
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        /// From the opening quote through the closing one: valid UTF-8, and only the escapes
        /// the reformatter writes.
        mutating func string() -> Bool {
            index += 1
            while index < bytes.count {
                while index + 8 <= bytes.count {
                    let special = Reader<JSONDigest>.specialBytes(bytes.load8(at: index))
                    index += special.trailingZeroBitCount >> 3
                    if special != 0 { break }
                }
                guard index < bytes.count else { return false }
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                case UInt8(ascii: "\\"):
                    guard escape() else { return false }
                case 0..<0x20:
                    return false
                case 0x80...:
                    guard multibyte() else { return false }
                default:
                    index += 1
                }
            }
            return false
        }

        /// An escape as the reformatter writes it, from its backslash.
        mutating func escape() -> Bool {
            guard index + 1 < bytes.count else { return false }
            switch bytes[index + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "b"), UInt8(ascii: "f"):
                index += 2
                return true
            case UInt8(ascii: "u"):
                // `\u00xx` for a control character with no short escape, lowercase hex.
                guard index + 6 <= bytes.count, bytes[index + 2] == UInt8(ascii: "0"), bytes[index + 3] == UInt8(ascii: "0") else { return false }
                let high = bytes[index + 4]
                let low = bytes[index + 5]
                guard high == UInt8(ascii: "0") || high == UInt8(ascii: "1") else { return false }
                let lowValue: UInt8
                switch low {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): lowValue = low - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): lowValue = low - UInt8(ascii: "a") + 10
                default: return false
                }
                let value = (high - UInt8(ascii: "0")) << 4 | lowValue
                guard ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains(value) else { return false }
                index += 6
                return true
            default:
                return false
            }
        }

        /// One multi-byte UTF-8 sequence as the reader accepts it.
        mutating func multibyte() -> Bool {
            guard case .success(let end) = UTF8Sequence.end(in: bytes, from: index) else { return false }
            index = end
            return true
        }
    }
}

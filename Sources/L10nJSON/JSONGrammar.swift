import Foundation
import L10nCore

struct Reader<Events: JSONEvents> {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    /// Offset of the first byte of the current line, for columns.
    var lineStart = 0
    var depth = 0
    /// Reused between strings that contain escapes.
    let scratch: ScratchBytes
    var events: Events
    /// `events.skipsValues`, asked once.
    let eventsSkipValues: Bool
    /// Whether objects in Xcode's common shape go to the events in one call
    /// (``JSONStringUnitObject``): when the events take them, and never for events that skip
    /// values, which are asked about each value. Off in tests, to compare with the events one
    /// by one.
    var recognisesStringUnits: Bool
    /// Whether objects in Xcode's plural shape go to the events in one call
    /// (``JSONPluralObject``): only with string unit objects, for events that take them.
    var recognisesPlurals: Bool
    /// Their cases, kept between objects; nil when plurals are not recognised.
    let pluralCases: JSONPluralCases?
    let progress: ((Int) -> Void)?
    /// Where `progress` was last told about, so it is called about once per few megabytes.
    var reported = 0
    /// See `JSONReader.read(_:into:progress:stopAt:)`; past the end when there is none, so
    /// the check in the member loop is one comparison.
    var stopAt = Int.max
    var stopped = false
    static var progressStep: Int { 1 << 20 }

    init(_ bytes: UnsafeBufferPointer<UInt8>, events: Events, progress: ((Int) -> Void)?, scratch: ScratchBytes = ScratchBytes()) {
        self.bytes = bytes
        self.events = events
        self.eventsSkipValues = events.skipsValues
        self.recognisesStringUnits = events.takesStringUnitObjects && !eventsSkipValues
        self.recognisesPlurals = recognisesStringUnits && events.takesPluralObjects
        self.pluralCases = recognisesPlurals ? JSONPluralCases() : nil
        self.progress = progress
        self.scratch = scratch
    }

    /// A reader that starts mid-text: at `index`, on line `line` whose first byte is at
    /// `lineStart`, inside `depth` open objects and arrays, with `progress` told of the bytes
    /// from `index` on. The one way to start where an earlier read left off.
    init(
        _ bytes: UnsafeBufferPointer<UInt8>, events: Events, progress: ((Int) -> Void)?, scratch: ScratchBytes = ScratchBytes(),
        at index: Int, line: Int, lineStart: Int, depth: Int
    ) {
        self.init(bytes, events: events, progress: progress, scratch: scratch)
        self.index = index
        self.line = line
        self.lineStart = lineStart
        self.depth = depth
        reported = index
    }

    mutating func document() throws -> JSONReader.Outcome<Events.Value> {
        events.begin(inputSize: bytes.count)
        var hasByteOrderMark = false
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            hasByteOrderMark = true
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        guard index < bytes.count else { throw error("the file is empty; expected a JSON object") }
        let root = try value()
        if stopped {
            return JSONReader.Outcome(root: root, hasByteOrderMark: hasByteOrderMark, hasTrailingNewline: false, stopped: true)
        }
        return try end(root, hasByteOrderMark: hasByteOrderMark)
    }

    /// From inside an object inside the root (`depth` 2).
    mutating func restOfDocument() throws -> JSONReader.Outcome<Events.Value> {
        events.begin(inputSize: bytes.count - index)
        skipWhitespace()
        events.endMember(try members(count: 0))
        // The root, after the member whose value that object was.
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
        let root: Events.Value
        switch bytes[index] {
        case UInt8(ascii: ","):
            let comma = index
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { throw trailingComma(at: comma, closing: "}") }
            root = try members(count: 1)
        case UInt8(ascii: "}"):
            index += 1
            depth -= 1
            root = events.endObject(count: 1, depth: depth + 1)
        default:
            throw error("unexpected \(describe(bytes[index])); expected ',' or '}'")
        }
        return try end(root, hasByteOrderMark: false)
    }

    /// Only whitespace may follow the root.
    mutating func end(_ root: Events.Value, hasByteOrderMark: Bool) throws -> JSONReader.Outcome<Events.Value> {
        let trailingStart = index
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describe(bytes[index])) after the end of the JSON value")
        }
        let hasTrailingNewline = bytes[trailingStart..<bytes.count].contains(UInt8(ascii: "\n"))
        return JSONReader.Outcome(root: root, hasByteOrderMark: hasByteOrderMark, hasTrailingNewline: hasTrailingNewline)
    }

    /// Mutating for the same reason as `decoded`.
    mutating func position() -> JSONPosition { JSONPosition(line: line, column: index - lineStart + 1) }

    /// Every error offset lies on the current line: strings, numbers and literals never span
    /// lines (a raw newline inside a string is itself the error).
    func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
        let offset = offset ?? index
        return JSONParseError(
            message: message,
            location: SourceLocation(line: line, column: offset - lineStart + 1),
            offset: offset)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20:
                // Xcode indents deeply: skip eight spaces at a time, and the last few at once by
                // counting them (the lowest byte that is not a space ends the run).
                index += 1
                while index + 8 <= bytes.count {
                    let others = bytes.load8(at: index) ^ 0x2020_2020_2020_2020
                    if others != 0 {
                        index += others.trailingZeroBitCount >> 3
                        break
                    }
                    index += 8
                }
            case 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    mutating func value() throws -> Events.Value {
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            if recognisesStringUnits, let unit = stringUnitObject() { return events.stringUnitObject(unit) }
            if recognisesPlurals, let plural = pluralObject() { return events.pluralObject(plural) }
            return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""):
            let text = decoded(try string())
            return events.string(text)
        case UInt8(ascii: "t"): try literal("true"); return events.bool(true)
        case UInt8(ascii: "f"): try literal("false"); return events.bool(false)
        case UInt8(ascii: "n"): try literal("null"); return events.null()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            try number()
            return events.number(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        default: throw error("unexpected \(describe(bytes[index])); expected a value")
        }
    }

    /// Reads the value at `index` as ``value()`` does, reporting nothing: a string by the
    /// string scanner alone, anything else by a reader of the same text, at the same place and
    /// depth, with the same stop, whose events are none. An error is the one a read with events
    /// would throw there.
    mutating func skipValue() throws {
        if bytes[index] == UInt8(ascii: "\"") {
            _ = try string()
            return
        }
        // Page hand-backs wait for this reader's next member: the validator never calls back.
        var validator = Reader<JSONValidation>(
            bytes, events: JSONValidation(), progress: nil, scratch: scratch, at: index, line: line, lineStart: lineStart, depth: depth)
        validator.stopAt = stopAt
        validator.stopped = stopped
        try validator.value()
        index = validator.index
        line = validator.line
        lineStart = validator.lineStart
        stopped = validator.stopped
    }

    /// The object at `index` when it is in the shape of ``JSONStringUnitObject``, with the
    /// reader past it; else nil, and the reader where it was. Not the events' value: an
    /// optional of it, in a reader not specialised for its events, looked its type up at each
    /// call (about 48 M instructions a half of `check` of the benchmark catalog).
    mutating func stringUnitObject() -> JSONStringUnitObject? {
        guard depth + 2 <= JSONParser.maximumDepth else { return nil }
        if let object = xcodeStringUnitObject() { return object }
        let start = (index: index, line: line, lineStart: lineStart)
        index += 1
        skipLineBreak(indent: 2 * (depth + 1))
        if let (stringUnitPosition, statePosition, state, valuePosition, value) = stringUnitMembers(), index <= stopAt {
            return JSONStringUnitObject(
                state: UnsafeBufferPointer(rebasing: bytes[state]), value: UnsafeBufferPointer(rebasing: bytes[value]),
                stringUnitPosition: stringUnitPosition, statePosition: statePosition, valuePosition: valuePosition, depth: depth + 1)
        }
        index = start.index
        line = start.line
        lineStart = start.lineStart
        return nil
    }

    /// The object at `index` when it is in the shape of ``JSONPluralObject``, with the reader
    /// past it; else nil, and the reader where it was. Each case's unit is recognised as
    /// ``stringUnitObject()`` recognises a localization's, at its depth.
    mutating func pluralObject() -> JSONPluralObject? {
        // The object, `variations`, `plural`, a case and its unit.
        guard depth + 5 <= JSONParser.maximumDepth, let cases = pluralCases else { return nil }
        let start = (index: index, line: line, lineStart: lineStart, depth: depth)
        if let object = pluralMembers(cases), index <= stopAt {
            depth = start.depth
            return object
        }
        index = start.index
        line = start.line
        lineStart = start.lineStart
        depth = start.depth
        return nil
    }

    /// From the outer object's `{` through its `}`; nil at the first byte out of shape, the
    /// reader then anywhere, its depth too.
    private mutating func pluralMembers(_ cases: JSONPluralCases) -> JSONPluralObject? {
        // Xcode indents each object's members two spaces a level deeper than the object.
        let outer = depth + 1
        index += 1
        skipLineBreak(indent: 2 * outer)
        guard let variationsPosition = openMember(.variations, membersIndent: 2 * (outer + 1)),
            let pluralPosition = openMember(.plural, membersIndent: 2 * (outer + 2))
        else { return nil }
        cases.removeAll()
        // The cases' values are read inside the plural object, as a read of its members would.
        depth = outer + 2
        while true {
            let namePosition = position()
            guard let name = plainString(), isAfter(cases.lastName, name: name) else { return nil }
            guard skipSeparator(UInt8(ascii: ":")), atByte(UInt8(ascii: "{")), let unit = stringUnitObject() else { return nil }
            cases.append(JSONPluralCase(name: UnsafeBufferPointer(rebasing: bytes[name]), position: namePosition, unit: unit))
            // Xcode's `,` follows the unit at once; its `}` is on the next line.
            if !atByte(UInt8(ascii: ",")) { skipLineBreak(indent: 2 * (outer + 1)) }
            if atByte(UInt8(ascii: ",")) {
                index += 1
                skipLineBreak(indent: 2 * (outer + 2))
                continue
            }
            guard atByte(UInt8(ascii: "}")) else { return nil }
            break
        }
        // `plural`'s `}`, then `variations`' and the object's.
        index += 1
        skipLineBreak(indent: 2 * outer)
        guard atByte(UInt8(ascii: "}")) else { return nil }
        index += 1
        skipLineBreak(indent: 2 * (outer - 1))
        guard atByte(UInt8(ascii: "}")) else { return nil }
        index += 1
        return JSONPluralObject(
            variationsPosition: variationsPosition, pluralPosition: pluralPosition,
            cases: UnsafeBufferPointer(start: cases.storage, count: cases.count), depth: outer)
    }

    /// Whether `name` is ASCII and follows `last` in byte order: the cases are then distinct,
    /// in the order a tree's duplicate search takes for sorted (none repeats), and equal as
    /// strings only when equal as bytes.
    private func isAfter(_ last: UnsafeBufferPointer<UInt8>?, name: Range<Int>) -> Bool {
        for offset in name where bytes[offset] >= 0x80 { return false }
        guard let last else { return true }
        let common = min(last.count, name.count)
        let order = common == 0 ? 0 : memcmp(last.baseAddress!, bytes.baseAddress! + name.lowerBound, common)
        return order < 0 || (order == 0 && last.count < name.count)
    }

    /// The shape laid out exactly as Xcode writes it at this depth: the bytes around its two
    /// texts compared with the layout's (``XcodeShapeLayout``) eight at a time, its five lines
    /// counted after; nil, the reader where it was, at the first byte out of that layout, for
    /// ``stringUnitMembers()`` to read from the start. Read token by token, the shape's fixed
    /// bytes cost about 60% of its recognition in `check`.
    @inline(__always)
    private mutating func xcodeStringUnitObject() -> JSONStringUnitObject? {
        guard depth > 0, depth <= XcodeShapeLayout.deepest else { return nil }
        let layout = XcodeShapeLayout.layout(depth: depth)
        let start = index
        guard bytes.has(layout.opening, length: layout.openingCount, at: start + 1) else { return nil }
        index = start + 1 + layout.openingCount
        guard let state = plainText(), bytes.has(layout.between, length: layout.betweenCount, at: index) else {
            index = start
            return nil
        }
        index += layout.betweenCount
        guard let value = plainText(), bytes.has(layout.closing, length: layout.closingCount, at: index), index + layout.closingCount <= stopAt else {
            index = start
            return nil
        }
        // The value's closing quote and line feed, the indent, `}` and a line feed: the last line starts there.
        let outer = 2 * (depth + 1)
        lineStart = index + 4 + outer
        index += layout.closingCount
        line += 5
        return JSONStringUnitObject(
            state: UnsafeBufferPointer(rebasing: bytes[state]), value: UnsafeBufferPointer(rebasing: bytes[value]),
            stringUnitPosition: JSONPosition(line: line - 4, column: outer + 1), statePosition: JSONPosition(line: line - 3, column: outer + 3),
            valuePosition: JSONPosition(line: line - 2, column: outer + 3), depth: depth + 1)
    }

    /// From the outer object's first key through its `}`; nil at the first byte out of shape,
    /// the reader then anywhere.
    private mutating func stringUnitMembers()
        -> (JSONPosition, JSONPosition, Range<Int>, JSONPosition, Range<Int>)?
    {
        // Xcode indents the outer object's members two spaces a level, the unit's two more.
        let indent = 2 * (depth + 1)
        guard atName(.stringUnit) else { return nil }
        let stringUnitPosition = position()
        index += JSONStringUnitObject.QuotedName.stringUnit.count
        guard skipSeparator(UInt8(ascii: ":")), atByte(UInt8(ascii: "{")) else { return nil }
        index += 1
        skipLineBreak(indent: indent + 2)
        guard atName(.state) else { return nil }
        let statePosition = position()
        index += JSONStringUnitObject.QuotedName.state.count
        guard skipSeparator(UInt8(ascii: ":")), let state = plainString() else { return nil }
        if atByte(UInt8(ascii: ",")) {
            index += 1
            skipLineBreak(indent: indent + 2)
        } else {
            guard skipSeparator(UInt8(ascii: ",")) else { return nil }
        }
        guard atName(.value) else { return nil }
        let valuePosition = position()
        index += JSONStringUnitObject.QuotedName.value.count
        guard skipSeparator(UInt8(ascii: ":")), let value = plainString() else { return nil }
        skipLineBreak(indent: indent)
        guard atByte(UInt8(ascii: "}")) else { return nil }
        index += 1
        skipLineBreak(indent: indent - 2)
        guard atByte(UInt8(ascii: "}")) else { return nil }
        index += 1
        return (stringUnitPosition, statePosition, state, valuePosition, value)
    }

    /// White space, passed at once when it is Xcode's between the shape's tokens: a line feed,
    /// `indent` spaces and a byte that is not white space, compared eight bytes at a time;
    /// anything else by the scan, which gives the same place and line.
    @inline(__always)
    private mutating func skipLineBreak(indent: Int) {
        let end = index + 1 + indent
        if end < bytes.count, index + 8 <= bytes.count, bytes[end] > 0x20, isLineBreak(to: end) {
            line += 1
            lineStart = index + 1
            index = end
            return
        }
        skipWhitespace()
    }

    /// Whether a line feed at `index` and spaces up to `end` (at least eight bytes from `index`
    /// readable) are there.
    @inline(__always)
    private func isLineBreak(to end: Int) -> Bool {
        let lineFeedThenSpaces: UInt64 = 0x2020_2020_2020_200A
        let spaces: UInt64 = 0x2020_2020_2020_2020
        let count = end - index
        if count <= 8 {
            let mask = UInt64.max >> (64 - 8 * count)
            return bytes.load8(at: index) & mask == lineFeedThenSpaces & mask
        }
        guard bytes.load8(at: index) == lineFeedThenSpaces else { return false }
        var offset = index + 8
        while offset + 8 < end {
            guard bytes.load8(at: offset) == spaces else { return false }
            offset += 8
        }
        // The last eight, which may overlap the ones compared: all after the line feed.
        return bytes.load8(at: end - 8) == spaces
    }

    private func atByte(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    /// Whether `"name"` starts at `index`, quotes included, compared eight bytes at a time (a
    /// loop over the bytes of each of the three names cost a quarter of the recognition): `name`
    /// is its bytes with quotes (``JSONStringUnitObject/QuotedName``). Near the end of the input
    /// it answers no, and the object is read member by member.
    /// At `"name" : {`: the name's position, the reader past the `{` and Xcode's line break after
    /// it; nil at the first byte out of that shape.
    @inline(__always)
    private mutating func openMember(_ name: JSONStringUnitObject.QuotedName, membersIndent: Int) -> JSONPosition? {
        guard atName(name) else { return nil }
        let namePosition = position()
        index += name.count
        guard skipSeparator(UInt8(ascii: ":")), atByte(UInt8(ascii: "{")) else { return nil }
        index += 1
        skipLineBreak(indent: membersIndent)
        return namePosition
    }

    private func atName(_ name: JSONStringUnitObject.QuotedName) -> Bool {
        guard index + max(name.count, 8) <= bytes.count else { return false }
        if name.count <= 8 { return bytes.load8(at: index) & (UInt64.max >> (64 - 8 * name.count)) == name.first }
        return bytes.load8(at: index) == name.first && bytes.load8(at: index + name.count - 8) == name.last
    }

    /// White space, `separator`, white space. Inlined into the shape's three calls, which
    /// spent a tenth of the recognition calling it.
    @inline(__always)
    private mutating func skipSeparator(_ separator: UInt8) -> Bool {
        // Xcode writes ` : `, then a name or a value: that at once, as one word, without two
        // scans for white space (every byte above 0x20 ends one).
        if index + 8 <= bytes.count, bytes.load8(at: index) & 0xFF_FFFF == 0x20_0020 | UInt64(separator) << 8, bytes[index + 3] > 0x20 {
            index += 3
            return true
        }
        skipWhitespace()
        guard atByte(separator) else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// Moves eight bytes at a time to the first quote, backslash, control or non-ASCII byte; the
    /// last seven bytes of the input are left for the caller to read one by one.
    @inline(__always)
    private mutating func skipOrdinaryStringBytes() {
        while index + 8 <= bytes.count {
            let special = Self.specialBytes(bytes.load8(at: index))
            if special != 0 {
                index += special.trailingZeroBitCount >> 3
                return
            }
            index += 8
        }
    }

    /// The string at `index`, when it has no escape and is valid: its text's range, the reader
    /// past it; else nil.
    private mutating func plainString() -> Range<Int>? {
        guard atByte(UInt8(ascii: "\"")) else { return nil }
        index += 1
        guard let text = plainText() else { return nil }
        index += 1
        return text
    }

    /// ``plainString()`` from after its opening quote: the text's range, the reader at the
    /// closing quote; else nil.
    private mutating func plainText() -> Range<Int>? {
        let start = index
        while index < bytes.count {
            skipOrdinaryStringBytes()
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return start..<index }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            if byte >= 0x80 {
                guard case .success(let end) = UTF8Sequence.end(in: bytes, from: index) else { return nil }
                index = end
            } else {
                index += 1
            }
        }
        return nil
    }

    mutating func enter() throws {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw error("nesting is deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    mutating func object() throws -> Events.Value {
        try enter()
        events.beginObject()
        index += 1
        // Xcode puts each member on a line of its own, indented two spaces a level.
        skipLineBreak(indent: 2 * depth)
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return events.endObject(count: 0, depth: depth + 1)
        }
        return try members(count: 0)
    }

    /// The members of the object at `depth`, from its next key through its `}`.
    mutating func members(count: Int) throws -> Events.Value {
        var count = count
        while true {
            guard index < bytes.count else { throw error("unexpected end of file; expected '\"' to begin a key") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describe(bytes[index])); expected '\"' to begin a key")
            }
            let keyPosition = position()
            let key = decoded(try string())
            events.key(key, position: keyPosition, index: count, depth: depth)
            // Xcode writes `"key" : value`: that spelling is read without two calls to skip its
            // spaces; anything else, errors included, as before.
            if index + 3 < bytes.count, bytes[index] == 0x20, bytes[index + 1] == UInt8(ascii: ":"), bytes[index + 2] == 0x20,
               bytes[index + 3] > 0x20 {
                index += 3
            } else {
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of file; expected ':' after the key") }
                guard bytes[index] == UInt8(ascii: ":") else {
                    throw error("unexpected \(describe(bytes[index])); expected ':' after the key")
                }
                index += 1
                skipWhitespace()
            }
            // No optional of the events' value here: where this reader is not specialized, each
            // would look up its type's metadata.
            if eventsSkipValues, index < bytes.count, events.skips(valueStartingWith: bytes[index]) {
                let opening = bytes[index]
                try skipValue()
                events.endSkippedMember(startingWith: opening)
            } else {
                events.endMember(try value())
            }
            count += 1
            if let progress, index - reported >= Self.progressStep {
                // Bytes behind this point are read again only to place a rare error.
                reported = index
                progress(reported)
            }
            skipWhitespace()
            // The stop is found at depth 2; the objects around it see the same separator
            // unread and end too.
            // One comparison on the hot path: `stopAt` is past the end unless a stop was asked for.
            if index >= stopAt {
                if index == stopAt, depth == 2 || stopped {
                    stopped = true
                    depth -= 1
                    return events.endObject(count: count, depth: depth + 1)
                }
                // Past the stop, or at it in the wrong place: the caller's cut is not a cut.
                if !stopped { throw JSONReader.MissedStop() }
            }
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
            switch bytes[index] {
            case UInt8(ascii: ","):
                let comma = index
                index += 1
                skipLineBreak(indent: 2 * depth)
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw trailingComma(at: comma, closing: "}")
                }
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return events.endObject(count: count, depth: depth + 1)
            default:
                throw error("unexpected \(describe(bytes[index])); expected ',' or '}'")
            }
        }
    }

    mutating func array() throws -> Events.Value {
        try enter()
        events.beginArray()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return events.endArray(count: 0, depth: depth + 1)
        }
        var count = 0
        while true {
            events.beginElement(position: position(), index: count, depth: depth)
            let element = try value()
            events.endElement(element)
            count += 1
            skipWhitespace()
            if index == stopAt, stopped {
                depth -= 1
                return events.endArray(count: count, depth: depth + 1)
            }
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
            switch bytes[index] {
            case UInt8(ascii: ","):
                let comma = index
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    throw trailingComma(at: comma, closing: "]")
                }
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return events.endArray(count: count, depth: depth + 1)
            default:
                throw error("unexpected \(describe(bytes[index])); expected ',' or ']'")
            }
        }
    }

    /// The comma may sit on an earlier line than the bracket that revealed it.
    func trailingComma(at comma: Int, closing: String) -> JSONParseError {
        var lineNumber = line
        var scan = index
        while scan > comma {
            scan -= 1
            if bytes[scan] == 0x0A { lineNumber -= 1 }
        }
        var start = comma
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return JSONParseError(
            message: "trailing comma before '\(closing)'; remove the comma",
            location: SourceLocation(line: lineNumber, column: comma - start + 1),
            offset: comma)
    }

    mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count {
            guard index + offset < bytes.count else {
                throw error("unexpected end of file in '\(word)'", at: index + offset)
            }
            guard bytes[index + offset] == expected[offset] else {
                throw error("unexpected \(describe(bytes[index + offset])); expected '\(word)'", at: index + offset)
            }
        }
        index += count
    }

    mutating func number() throws {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error(index < bytes.count ? "unexpected \(describe(bytes[index])); expected a digit" : "unexpected end of file in a number")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("a number cannot have a leading zero")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            try digits(after: "'.'")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try digits(after: "the exponent")
        }
    }

    mutating func digits(after what: String) throws {
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error(index < bytes.count
                ? "unexpected \(describe(bytes[index])); expected a digit after \(what)"
                : "unexpected end of file; expected a digit after \(what)")
        }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Reads a string starting at its opening quote. Most catalog strings have no escapes,
    /// so those are decoded straight from the input without a copy.
    /// Where a string's decoded text is: still in the input when it had no escapes (most
    /// catalog text), so it is handed on without a copy, or decoded into `scratch`.
    enum DecodedString {
        case input(Range<Int>)
        case scratch
    }

    /// The decoded bytes, valid until the next string is read. Mutating only so the optimizer
    /// does not copy the generic reader to call it from the mutating parse methods.
    mutating func decoded(_ text: DecodedString) -> UnsafeBufferPointer<UInt8> {
        switch text {
        case .input(let range): UnsafeBufferPointer(rebasing: bytes[range])
        case .scratch: scratch.bytes
        }
    }

    mutating func string() throws -> DecodedString {
        let opening = index
        index += 1
        let start = index
        while index < bytes.count {
            skipOrdinaryStringBytes()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return .input(start..<index - 1)
            }
            if byte == UInt8(ascii: "\\") {
                try unescape(from: start)
                return .scratch
            }
            if byte < 0x20 { throw controlCharacter(byte) }
            if byte >= 0x80 { try skipMultibyte() } else { index += 1 }
        }
        throw error("unterminated string; expected '\"'", at: opening)
    }

    /// The high bit of each of eight bytes that needs attention inside a string: a quote, a
    /// backslash, a control or a non-ASCII byte (the classic "has a byte less than n" bit
    /// trick, applied to each case). Zero when the eight are plain ASCII text. A borrow can
    /// mark a byte above one that needs attention, never below, so the lowest mark is exact.
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote & highs
        let hasBackslash = (backslash &- ones) & ~backslash & highs
        let hasControl = (word &- ones &* 0x20) & ~word & highs
        let hasNonASCII = word & highs
        return hasQuote | hasBackslash | hasControl | hasNonASCII
    }

    /// Decodes the rest of a string that has escapes into `scratch`.
    mutating func unescape(from start: Int) throws {
        scratch.removeAll()
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                try escape()
            case 0..<0x20:
                throw controlCharacter(byte)
            case 0x80...:
                let first = index
                try skipMultibyte()
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[first..<index]))
            default:
                scratch.append(byte)
                index += 1
            }
        }
        throw error("unterminated string; expected '\"'")
    }

    mutating func escape() throws {
        let backslash = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string; expected '\"'") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hexQuad(escapeStart: backslash)
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("lone surrogate '\\u\(hex(unit))' in string; a high surrogate must be followed by a low one", at: backslash)
                }
                let lowStart = index
                index += 2
                let low = try hexQuad(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("lone surrogate '\\u\(hex(unit))' in string; a high surrogate must be followed by a low one", at: backslash)
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw error("lone surrogate '\\u\(hex(unit))' in string; a low surrogate must follow a high one", at: backslash)
            }
            // Surrogates were handled above, so every remaining value is a valid scalar.
            for byte in String(Character(Unicode.Scalar(scalarValue)!)).utf8 { scratch.append(byte) }
        default:
            index -= 1
            throw error("invalid escape sequence '\\\(describeEscaped(byte))' in string", at: backslash)
        }
    }

    mutating func hexQuad(escapeStart: Int) throws -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unterminated string; expected '\"'") }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw error("invalid escape sequence in string; '\\u' needs four hexadecimal digits", at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    /// Validates one multi-byte UTF-8 sequence.
    mutating func skipMultibyte() throws {
        switch UTF8Sequence.end(in: bytes, from: index) {
        case .success(let end):
            index = end
        case .failure(.invalidByte(let position)):
            throw error("invalid UTF-8 byte 0x\(hex(UInt16(bytes[position]), width: 2)); save the file as UTF-8", at: position)
        case .failure(.truncated(let position)):
            throw error("truncated UTF-8 sequence at the end of the file", at: position)
        }
    }

    func controlCharacter(_ byte: UInt8) -> JSONParseError {
        let hint = byte == 0x0A ? "; write it as '\\n'" : byte == 0x09 ? "; write it as '\\t'" : "; escape it as '\\u00\(hex(UInt16(byte), width: 2))'"
        return error("unescaped control character U+00\(hex(UInt16(byte), width: 2)) in string\(hint)")
    }

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(hex(UInt16(byte), width: 2))"
    }

    func describeEscaped(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "x\(hex(UInt16(byte), width: 2))"
    }

    func hex(_ value: UInt16, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The eight bytes from `offset` as one word, little-endian, for the reader's and the
    /// layout walk's comparisons a word at a time; eight bytes must be readable there.
    @inline(__always)
    func load8(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// Whether the `length` bytes at `offset` are those at `expected`, compared eight at a
    /// time, the last eight overlapping the ones compared; `length` is at least eight.
    @inline(__always)
    func has(_ expected: UnsafePointer<UInt8>, length: Int, at offset: Int) -> Bool {
        guard offset &+ length <= count else { return false }
        // Raw words: equal bytes are equal words in either byte order.
        let text = UnsafeRawPointer(baseAddress.unsafelyUnwrapped + offset), expected = UnsafeRawPointer(expected)
        var compared = 0
        while compared &+ 8 < length {
            guard text.loadUnaligned(fromByteOffset: compared, as: UInt64.self) == expected.loadUnaligned(fromByteOffset: compared, as: UInt64.self) else {
                return false
            }
            compared &+= 8
        }
        return text.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self) == expected.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
    }
}

/// Xcode's common localization shape (``JSONStringUnitObject``) as Xcode lays it out inside
/// `depth` open values, members indented two spaces a level: the bytes from the line feed after
/// its `{` to the state's opening quote, from the state's closing quote to the value's opening
/// quote, and from the value's closing quote to the last `}`. Laid out once for every depth up
/// to ``deepest``, and never freed: a table the reader and the layout walk (`JSONLayout`) read
/// without holding an object.
enum XcodeShapeLayout {
    /// Deeper shapes are read token by token.
    static let deepest = 14

    struct Layout {
        let opening: UnsafePointer<UInt8>
        let openingCount: Int
        let between: UnsafePointer<UInt8>
        let betweenCount: Int
        let closing: UnsafePointer<UInt8>
        let closingCount: Int
    }

    /// The layout inside `depth` (1 through ``deepest``) open values.
    @inline(__always)
    static func layout(depth: Int) -> Layout {
        let base = table + depth &* stride, outer = 2 &* (depth &+ 1)
        return Layout(
            opening: base, openingCount: 31 &+ 2 &* outer, between: base + 128, betweenCount: 16 &+ outer, closing: base + 192,
            closingCount: 3 &+ 2 &* outer)
    }

    /// The bytes of one depth: its opening at 0, the bytes between the texts at 128, its
    /// closing at 192 (at most 91, 46 and 63 bytes).
    private static let stride = 256

    // Written once, before any reader reads it, then only read.
    nonisolated(unsafe) private static let table: UnsafePointer<UInt8> = {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: (deepest + 1) * stride)
        for depth in 1...deepest {
            let outer = String(repeating: " ", count: 2 * (depth + 1)), inner = outer + "  "
            for (text, offset) in [
                ("\n\(outer)\"stringUnit\" : {\n\(inner)\"state\" : \"", 0), ("\",\n\(inner)\"value\" : \"", 128),
                ("\"\n\(outer)}\n\(outer.dropFirst(2))}", 192),
            ] {
                let utf8 = Array(text.utf8)
                (bytes + depth * stride + offset).initialize(from: utf8, count: utf8.count)
            }
        }
        return UnsafePointer(bytes)
    }()
}

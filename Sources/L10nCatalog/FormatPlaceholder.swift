import L10nCore

/// A printf-style placeholder in catalog text (`%@`, `%lld`, `%2$@`, `%.2f`), a
/// substitution (`%#@name@`) or the `%arg` stand-in used inside a substitution's forms.
package struct FormatPlaceholder: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A value argument; `specifier` is the length modifier plus conversion (`lld`, `@`, `.2f` loses its precision: `f`).
        case argument(specifier: String)
        /// `%#@name@`: text chosen by the substitution `name`.
        case substitution(name: String)
        /// `%arg`: the substitution's own argument.
        case substitutionArgument
    }

    package var kind: Kind
    /// The explicit argument number of `%2$@`, or nil for the next argument in order. A number
    /// too long for `Int` reads as `Int.max`: it is past ``highestArgumentNumber`` either way.
    package var explicitPosition: Int?

    /// The highest argument number `String(format:)` reads: CoreFoundation keeps argument numbers
    /// in an `int8_t` and refuses a `%n$` above `INT8_MAX` (`__CFParseFormatSpec` in CFString.c).
    /// Every number read from text is compared with this before anything is counted up to it, so
    /// no work grows with a number written in a catalog.
    package static let highestArgumentNumber = 127

    /// Whether `number` is an argument number `String(format:)` can read.
    package static func isReadable(argumentNumber number: Int) -> Bool {
        (1...highestArgumentNumber).contains(number)
    }
    /// The placeholder exactly as written.
    package var text: String
    /// Where it stands, in Unicode scalars of the text it was read from.
    package var scalarRange: Range<Int>

    /// The Swift type that carries this argument, for typed accessors and type comparison.
    package var argumentType: FormatArgumentType? {
        guard case .argument(let specifier) = kind else { return nil }
        return FormatArgumentType(specifier: specifier)
    }

    /// Every placeholder in `text`, in order; `%%` is literal text and not returned, and so is
    /// every `%` that ``scan(_:)`` reports as a problem.
    package static func parse(_ text: String) -> [FormatPlaceholder] {
        scan(text).placeholders
    }

    /// Reads `text` with the full `String(format:)` grammar: `%%`; `%n$` positions; the flags
    /// `-+ #0'`; a width and a `.precision`, each digits or `*` (`*n$`); the length modifiers
    /// `hh h l ll q L z t j`; the conversions `@ d i u o x X f F e E g G a A c C s S p n` (and
    /// `D U O`, which Foundation still reads); `%#@name@` substitutions and `%arg`.
    ///
    /// A `%` that starts no specifier, a specifier with the space flag and a mix of numbered and
    /// unnumbered arguments are problems, not placeholders: every check counts them the same
    /// way, so one defect is one finding.
    ///
    /// Reads UTF-8 bytes in place: checks parse every form of every language that has a `%`,
    /// and the syntax is all ASCII, which never occurs inside a multi-byte character.
    package static func scan(_ text: String) -> FormatScan {
        // Most text has no `%` at all.
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return FormatScan() }
        var text = text
        return text.withUTF8 { bytes in
            var scan = FormatScan()
            // No more placeholders than `%` signs: one allocation, where the list grown a
            // placeholder at a time was made again for the second.
            scan.placeholders.reserveCapacity(bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "%") ? 1 : 0) })
            var scalars = ScalarCounter(bytes)
            walk(bytes) { start, end, parsed in
                let scalarStart = scalars.offset(ofByte: start)
                guard let parsed else {
                    // `50% más`, a trailing `%`: Foundation has no specifier to read there.
                    scan.problems.append(FormatProblem(
                        kind: .strayPercent, text: "%", scalarRange: scalarStart..<(scalarStart + 1)))
                    return true
                }
                let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                let range = scalarStart..<scalars.offset(ofByte: end)
                let text = { (range: Range<Int>) in String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
                let kind: Kind = switch parsed.kind {
                case .argument(let specifier): .argument(specifier: text(specifier))
                case .substitution(let name): .substitution(name: text(name))
                case .substitutionArgument: .substitutionArgument
                }
                if parsed.hasSpaceFlag, case .argument(let specifier) = kind {
                    scan.problems.append(FormatProblem(kind: .spaceFlag(specifier: specifier), text: written, scalarRange: range))
                } else {
                    scan.placeholders.append(FormatPlaceholder(
                        kind: kind, explicitPosition: parsed.position, text: written, scalarRange: range))
                }
                return true
            }
            scan.noteMixedPositions()
            return scan
        }
    }

    /// Whether ``scan(_:)`` would report a problem in `text`, found without building
    /// placeholders: format-syntax asks it of every form of every language.
    package static func hasProblems(_ text: String) -> Bool {
        withUTF8(of: text, hasProblems(in:))
    }

    /// ``hasProblems(_:)`` of UTF-8 text.
    package static func hasProblems(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        var numbered: Bool?
        walk(bytes) { _, _, parsed in
            guard let parsed else { found = true; return false }
            guard case .argument = parsed.kind else { return true }
            let isNumbered = parsed.position != nil
            if parsed.hasSpaceFlag || numbered.map({ $0 != isNumbered }) == true { found = true; return false }
            numbered = isNumbered
            return true
        }
        return found
    }

    /// A text whose placeholders others are compared with, read once: where each stands.
    package struct Reference: Sendable {
        package let text: String
        /// The byte range of each placeholder ``scan(_:)`` returns, in order.
        let ranges: [Range<Int>]

        package init(_ text: String) {
            self.text = text
            ranges = FormatPlaceholder.withUTF8(of: text) { bytes in
                var ranges: [Range<Int>] = []
                walk(bytes) { start, end, parsed in
                    guard let parsed else { return true }
                    if parsed.hasSpaceFlag, case .argument = parsed.kind { return true }
                    ranges.append(start..<end)
                    return true
                }
                return ranges
            }
        }
    }

    /// What ``hasProblems(_:)`` says of `text`, and whether `text` writes exactly the
    /// placeholders `reference` writes, in order (what comparing their ``parse(_:)`` says):
    /// both from one walk of `text`. The format checks ask both of every text of every
    /// language of an entry with a `%`.
    package static func problemsAndSamePlaceholders(
        _ text: String, as reference: Reference
    ) -> (hasProblems: Bool, writesSamePlaceholders: Bool) {
        withUTF8(of: text) { bytes in problemsAndSamePlaceholders(bytes, as: reference) }
    }

    /// ``problemsAndSamePlaceholders(_:as:)`` of UTF-8 text.
    package static func problemsAndSamePlaceholders(
        _ bytes: UnsafeBufferPointer<UInt8>, as reference: Reference
    ) -> (hasProblems: Bool, writesSamePlaceholders: Bool) {
        withUTF8(of: reference.text) { referenceBytes in problemsAndSamePlaceholders(bytes, as: referenceBytes, at: reference.ranges) }
    }

    private static func problemsAndSamePlaceholders(
        _ bytes: UnsafeBufferPointer<UInt8>, as reference: UnsafeBufferPointer<UInt8>, at ranges: [Range<Int>]
    ) -> (hasProblems: Bool, writesSamePlaceholders: Bool) {
        var found = false
        var numbered: Bool?
        var same = true
        var matched = 0
        walk(bytes) { start, end, parsed in
            // As `hasProblems`: a stray `%`, the space flag, or numbered and unnumbered arguments mixed.
            guard let parsed else { found = true; return true }
            var isPlaceholder = true
            if case .argument = parsed.kind {
                let isNumbered = parsed.position != nil
                if parsed.hasSpaceFlag || numbered.map({ $0 != isNumbered }) == true { found = true }
                numbered = isNumbered
                // As `scan`: an argument with the space flag is a problem, not a placeholder.
                isPlaceholder = !parsed.hasSpaceFlag
            }
            if same, isPlaceholder {
                if matched < ranges.count, ranges[matched].count == end - start {
                    let offset = ranges[matched].lowerBound - start
                    for index in start..<end where bytes[index] != reference[index + offset] {
                        same = false
                        break
                    }
                    matched += 1
                } else {
                    same = false
                }
            }
            return !found || same
        }
        return (found, same && matched == ranges.count)
    }

    /// Native strings are contiguous UTF-8: read in place, without the copy `withUTF8` needs.
    private static func withUTF8<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }

    /// What one specifier reads, with its texts as byte ranges: finding a problem needs no strings.
    private enum ParsedKind {
        case argument(specifier: Range<Int>)
        case substitution(name: Range<Int>)
        case substitutionArgument
    }

    private typealias Parsed = (kind: ParsedKind, position: Int?, hasSpaceFlag: Bool)

    /// Calls `visit` for each `%` of `bytes` that is not part of `%%`, with the end of what it
    /// reads and what that is (nil: no specifier, and the `%` alone ends at `start + 1`), until
    /// `visit` returns false.
    @inline(__always)
    private static func walk(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (_ start: Int, _ end: Int, _ parsed: Parsed?) -> Bool) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            let start = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "%") { index += 1; continue }
            let parsed = index < bytes.count ? parseOne(bytes, &index) : nil
            if parsed == nil { index = start + 1 }
            guard visit(start, index, parsed) else { return }
        }
    }

    /// Unicode scalar offsets of byte offsets that only move forward, counted as they go.
    private struct ScalarCounter {
        let bytes: UnsafeBufferPointer<UInt8>
        var byte = 0
        var scalar = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func offset(ofByte target: Int) -> Int {
            while byte < target {
                // Continuation bytes (10xxxxxx) do not begin a scalar.
                if bytes[byte] & 0xC0 != 0x80 { scalar += 1 }
                byte += 1
            }
            return scalar
        }
    }

    private static func parseOne(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Parsed? {
        var cursor = index
        func isByte(_ ascii: Unicode.Scalar, at offset: Int) -> Bool {
            offset < bytes.count && bytes[offset] == UInt8(ascii: ascii)
        }
        func digits() -> Int? {
            var value: Int?
            while cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) {
                // Saturates: `%9223372036854775808$@` must not wrap around to a small number.
                let digit = Int(bytes[cursor] - UInt8(ascii: "0"))
                let current = value ?? 0
                value = current > (Int.max - digit) / 10 ? Int.max : current * 10 + digit
                cursor += 1
            }
            return value
        }
        if isByte("a", at: cursor), isByte("r", at: cursor + 1), isByte("g", at: cursor + 2) {
            index = cursor + 3
            return (.substitutionArgument, nil, false)
        }
        var position: Int?
        let positionStart = cursor
        if let number = digits(), isByte("$", at: cursor) {
            // Arguments are numbered from 1: `%0$@` reads nothing Foundation can name.
            guard number > 0 else { return nil }
            position = number
            cursor += 1
        } else {
            cursor = positionStart
        }
        if isByte("#", at: cursor), isByte("@", at: cursor + 1) {
            let nameStart = cursor + 2
            var nameEnd = nameStart
            while nameEnd < bytes.count, bytes[nameEnd] != UInt8(ascii: "@") { nameEnd += 1 }
            guard nameEnd < bytes.count, nameEnd > nameStart else { return nil }
            index = nameEnd + 1
            return (.substitution(name: nameStart..<nameEnd), position, false)
        }
        var hasSpaceFlag = false
        while cursor < bytes.count, flags.contains(bytes[cursor]) {
            if bytes[cursor] == UInt8(ascii: " ") { hasSpaceFlag = true }
            cursor += 1
        }
        // A width or precision is digits, `*` (the next argument) or `*2$` (argument 2).
        func widthOrPrecision() {
            guard isByte("*", at: cursor) else { _ = digits(); return }
            cursor += 1
            let afterStar = cursor
            if digits() != nil, isByte("$", at: cursor) { cursor += 1 } else { cursor = afterStar }
        }
        widthOrPrecision()
        if isByte(".", at: cursor) {
            cursor += 1
            widthOrPrecision()
        }
        let specifierStart = cursor
        // Length modifiers: `hh h l ll q L z t j`, compared byte by byte because every
        // placeholder of every language passes here.
        if cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "h"), UInt8(ascii: "l"):
                cursor += isByte(Unicode.Scalar(bytes[cursor]), at: cursor + 1) ? 2 : 1
            case UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
                cursor += 1
            default:
                break
            }
        }
        guard cursor < bytes.count, conversions.contains(bytes[cursor]) else { return nil }
        index = cursor + 1
        return (.argument(specifier: specifierStart..<index), position, hasSpaceFlag)
    }

    private static let flags = Array("-+ #0'".utf8)
    private static let conversions = Array("@dDiuUxXoOfFeEgGaAcCsSpn".utf8)
}

/// The kinds of value a format argument can carry, as the runtime reads them.
package enum FormatArgumentType: String, Hashable, Sendable, CustomStringConvertible {
    case int, unsignedInt, double, object, character, cString, pointer

    package init?(specifier: String) {
        guard let conversion = specifier.last else { return nil }
        switch conversion {
        case "d", "i", "D": self = .int
        case "u", "U", "x", "X", "o", "O": self = .unsignedInt
        case "f", "F", "e", "E", "g", "G", "a", "A": self = .double
        case "@": self = .object
        case "c", "C": self = .character
        case "s", "S": self = .cString
        // `%n` writes the count of characters so far through a pointer.
        case "p", "n": self = .pointer
        default: return nil
        }
    }

    /// The parameter type of a generated accessor.
    package var swiftType: String {
        switch self {
        case .int: "Int"
        case .unsignedInt: "UInt"
        case .double: "Double"
        case .object, .cString, .pointer: "String"
        case .character: "Character"
        }
    }

    package var description: String {
        switch self {
        case .int: "integer"
        case .unsignedInt: "unsigned integer"
        case .double: "floating-point"
        case .object: "object (%@)"
        case .character: "character"
        case .cString: "C string"
        case .pointer: "pointer"
        }
    }
}

/// The arguments a piece of text consumes, by argument number.
package struct FormatArguments: Hashable, Sendable {
    /// Argument number (1-based) → type; a number used twice with two types keeps the first
    /// and records the conflict. Numbers beyond ``FormatPlaceholder/highestArgumentNumber`` are
    /// not recorded: format-specifier reports them, and nothing may count up to them.
    package var types: [Int: FormatArgumentType] = [:]
    package var conflicts: [Int] = []
    /// For each number in `conflicts`, the first type read that differs from `types`'s.
    package var conflictingTypes: [Int: FormatArgumentType] = [:]
    /// Substitution names by the argument number they consume.
    package var substitutions: [Int: String] = [:]
    /// Whether the text shows a substitution's own number (`%arg`), which a plural case
    /// such as "One coupon" may leave out.
    package var usesSubstitutionArgument = false
    /// Whether the text has a `%` that ``FormatPlaceholder/scan(_:)`` reports as a problem;
    /// such a `%` is not counted as an argument.
    package var hasFormatProblems = false

    package init() {}

    /// Reads the placeholders of `text`. Substitutions take their argument number and type
    /// from the catalog's `substitutions` (pass them in `substitutionSpecifiers`).
    package init(text: String, substitutionSpecifiers: [String: (argumentNumber: Int?, specifier: String?)] = [:]) {
        self.init(scan: FormatPlaceholder.scan(text), substitutionSpecifiers: substitutionSpecifiers)
    }

    /// The arguments of a text already scanned: what `init(text:substitutionSpecifiers:)` reads.
    package init(scan: FormatScan, substitutionSpecifiers: [String: (argumentNumber: Int?, specifier: String?)] = [:]) {
        var next = 1
        hasFormatProblems = !scan.problems.isEmpty
        for placeholder in scan.placeholders {
            switch placeholder.kind {
            case .argument(let specifier):
                let number = placeholder.explicitPosition ?? next
                if placeholder.explicitPosition == nil { next += 1 }
                if let type = FormatArgumentType(specifier: specifier) { record(type, at: number) }
            case .substitution(let name):
                let declared = substitutionSpecifiers[name]
                let number = declared?.argumentNumber ?? placeholder.explicitPosition ?? next
                if placeholder.explicitPosition == nil, declared?.argumentNumber == nil { next += 1 }
                guard FormatPlaceholder.isReadable(argumentNumber: number) else { continue }
                substitutions[number] = name
                if let specifier = declared?.specifier, let type = FormatArgumentType(specifier: specifier) {
                    record(type, at: number)
                }
            case .substitutionArgument:
                usesSubstitutionArgument = true
            }
        }
    }

    private mutating func record(_ type: FormatArgumentType, at number: Int) {
        guard FormatPlaceholder.isReadable(argumentNumber: number) else { return }
        if let existing = types[number] {
            if existing != type {
                conflicts.append(number)
                if conflictingTypes[number] == nil { conflictingTypes[number] = type }
            }
        } else {
            types[number] = type
        }
    }

    /// Argument numbers in order.
    package var numbers: [Int] { types.keys.sorted() }
}

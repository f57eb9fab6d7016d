import L10nCore
import L10nCatalog

/// Makes inputs from seeds: byte-level damage anywhere, plus changes aimed at what the readers
/// assume (member order, indentation, the place the halves are cut, keys repeated across it).
struct Mutator {
    var random: SeededGenerator

    static let catalogTokens: [[UInt8]] = [
        ",", ",,", "}", "{", "]", "[", "\"", ":", "\\", "\n", "\r\n", " ", "    ", "\t", "\"\"", "{}", "[]", "null", "true",
        "-0", "1e5", "0.5e-3", "01", "\"\\u0000\"", "\"\\ud800\"", "\"\\ud83d\\ude00\"", "\u{FEFF}", "é", "😀",
        "\"sourceLanguage\" : \"fr\",\n", "\"strings\" : {},\n", "\"strings\" : {\n    \"a\" : {}\n  },\n",
        "\"version\" : \"1.0\",\n", "\"x.y.z\" : {},\n", "\"extractionState\" : \"stale\",\n",
        "\"localizations\" : {\n        \"es\" : {\n          \"stringUnit\" : {\n            \"state\" : \"new\",\n            \"value\" : \"%1$@ %lld\"\n          }\n        }\n      },\n",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x00], [0xEF, 0xBB, 0xBF]]

    static let swiftTokens: [[UInt8]] = [
        "{", "}", "(", ")", "\"", "\"\"\"", "#\"", "\"#", "\\(", "/*", "*/", "//", "///", "\n", " ", ",", ":", ".", "@",
        "#if DEBUG\n", "#endif\n", "enum Section {\n", "extension L10nKey {\n", "static let a = ", "static var b: ",
        "LocalizedStringResource(\"x.y.z\", table: \"X\")", "LocalizedStringResource(\"x.y.z\", defaultValue: \"\\(arg1)\", table: \"X\")",
        "static func f(_ arg1: Int) -> LocalizedStringResource {\n", "`enum`", "é", "😀", "\u{FEFF}",
    ].map { Array($0.utf8) } + [[0xFF], [0x00]]

    static let xmlTokens: [[UInt8]] = [
        "<", ">", "</", "/>", "<trans-unit id=\"a.b.c|==|plural.one\">", "</trans-unit>", "<target>", "</target>",
        "<source>x</source>", "<file original=\"/elsewhere/V.xcstrings\" target-language=\"es\">", "original=\"../x.xcstrings\"",
        "&amp;", "&#27;", "&#x1F600;", "&#99999999;", "&bogus;", "<![CDATA[", "]]>", "<!-- ", " -->", "<?pi?>", "<!DOCTYPE x [<!ENTITY e \"e\">]>",
        " a=\"1\"", " a=\"1\" a=\"2\"", "xml:space=\"preserve\"", "state=\"needs-review-l10n\"", "|==|device.toaster", "\r\n", "\t", "%9999$@",
    ].map { Array($0.utf8) } + [[0xFF], [0x00], [0x1B], [0xEF, 0xBB, 0xBF], [0xEF, 0xBF, 0xBF]]

    static let csvTokens: [[UInt8]] = [
        ",", ";", "\t", "\"", "\"\"", "\n", "\r\n", "\r", "=cmd", "+1", "@x", "|==|plural.other", "plural.one", "device.iphone",
        "/elsewhere/V.xcstrings", "../V.xcstrings", "es", "translated", "needs_review", "%1$@", "é", "😀", "\u{FEFF}",
    ].map { Array($0.utf8) } + [[0xFF], [0x00]]

    static let textTokens: [[UInt8]] = [
        "{", "}", "[", "]", "\"", ":", ",", "\n", "null", "true", "-1", "1e999", "9223372036854775807", "99999999999999999999",
        "\"paths\"", "\"exclude\"", "\"languages\" : []", "\"count\"", "\"findings\"", "\"check\"", "\"../../x\"", "\"/etc\"",
        "**", "**/", "*", "?", "/", "./", "../", "+", "+**/", "a*b*c*d*e*f", "%", "%%", "$", "%1$", "%127$@", "%128$@", "%9223372036854775808$@",
        "%#@", "@", "%arg", "%.*f", "%*2$d", "% d", "%lld", "%hhd", "é", "😀",
    ].map { Array($0.utf8) } + [[0xFF], [0x00]]

    init(seed: UInt64) {
        random = SeededGenerator(state: seed)
    }

    mutating func int(_ upperBound: Int) -> Int { upperBound <= 0 ? 0 : Int(random.next() % UInt64(upperBound)) }

    /// One to three changes to `seed`: half the time only changes that keep a valid catalog
    /// valid, so the readers' agreement is tested on content and not only on errors.
    /// `splice` is another seed of the same kind to borrow from.
    mutating func mutate(_ seed: [UInt8], kind: Message.Kind, splice: [UInt8]) -> [UInt8] {
        var bytes = seed
        let catalog = kind == .catalog
        let keepValid = catalog && int(2) == 0
        let tokens = switch kind {
        case .catalog: Self.catalogTokens
        case .keyFile: Self.swiftTokens
        case .xliff, .xcloc: Self.xmlTokens
        case .csv: Self.csvTokens
        case .configuration, .baseline, .glob, .format: Self.textTokens
        }
        for _ in 0..<(1 + int(3)) {
            bytes = keepValid ? reshape(bytes) : damage(bytes, catalog: catalog, tokens: tokens, splice: splice)
        }
        return bytes
    }

    /// Changes that keep valid JSON valid: member order, layout, repeated keys, size.
    private mutating func reshape(_ bytes: [UInt8]) -> [UInt8] {
        switch int(8) {
        case 0: moveMember("\"sourceLanguage\"", bytes)
        case 1: moveMember("\"version\"", bytes)
        case 2: reindent(bytes)
        case 3: lineEnds(bytes)
        case 4: repeatAcrossTheCut(bytes)
        case 5 where int(8) == 0: grow(bytes)
        default: insertEntry(bytes)
        }
    }

    private mutating func damage(_ bytes: [UInt8], catalog: Bool, tokens: [[UInt8]], splice: [UInt8]) -> [UInt8] {
        var bytes = bytes
        // Half the damage goes near the halves' cut, where one reader stops and the other starts.
        let near = catalog && int(2) == 0 ? cutOffset(bytes) : nil
        func offset() -> Int {
            if let near { return max(0, min(bytes.count, near + int(257) - 128)) }
            return int(bytes.count + 1)
        }
        switch int(8) {
        case 0:
            guard !bytes.isEmpty else { return bytes }
            bytes[min(offset(), bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next())
        case 1, 2:
            bytes.insert(contentsOf: tokens[int(tokens.count)], at: offset())
        case 3:
            let start = offset()
            bytes.removeSubrange(start..<min(bytes.count, start + 1 + int(int(2) == 0 ? 8 : 4096)))
        case 4:
            guard !bytes.isEmpty else { return bytes }
            let start = int(bytes.count)
            let piece = bytes[start..<min(bytes.count, start + 1 + int(512))]
            bytes.insert(contentsOf: piece, at: offset())
        case 5:
            bytes = moveLine(bytes)
        case 6:
            bytes.removeSubrange(offset()...)
        default:
            guard !splice.isEmpty else { return bytes }
            let start = int(splice.count)
            bytes.insert(contentsOf: splice[start..<min(splice.count, start + 1 + int(2048))], at: offset())
        }
        return bytes
    }

    /// A new empty entry at the start of a line that begins an entry.
    private mutating func insertEntry(_ bytes: [UInt8]) -> [UInt8] {
        let starts = entryLineStarts(bytes)
        guard !starts.isEmpty else { return bytes }
        var result = bytes
        result.insert(contentsOf: Array("    \"fuzz.entry.e\(int(1000))\" : {\n\n    },\n".utf8), at: starts[int(starts.count)])
        return result
    }

    /// Offsets of lines that start with four spaces and a key after a line that ends with a comma.
    private func entryLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts: [Int] = []
        var lineStart = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            let next = index + 1
            if bytes[lineStart..<index].last == UInt8(ascii: ","), next + 5 <= bytes.count,
               bytes[next..<next + 5].elementsEqual("    \"".utf8) {
                starts.append(next)
            }
            lineStart = next
        }
        return starts
    }

    /// The entries before the cut repeated until the text passes a megabyte and a half, or
    /// now and then four and a half, so readers hand pages back as they go (every megabyte),
    /// several times before the cut.
    private mutating func grow(_ bytes: [UInt8]) -> [UInt8] {
        let size = int(4) == 0 ? 9 << 19 : 3 << 19
        guard let cut = bytes.withUnsafeBufferPointer({ CatalogReader.cut($0) }), let first = entryLineStarts(bytes).first, first < cut.comma else { return bytes }
        let chunk = Array(bytes[first...cut.comma]) + [UInt8(ascii: "\n")]
        var result = Array(bytes[..<cut.lineStart])
        while result.count < size { result += chunk }
        return result + bytes[cut.lineStart...]
    }

    private func cutOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { CatalogReader.cut($0)?.comma }
    }

    private func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    private func joined(_ lines: [ArraySlice<UInt8>]) -> [UInt8] {
        Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    private mutating func moveLine(_ bytes: [UInt8]) -> [UInt8] {
        var lines = lines(bytes)
        guard lines.count > 1 else { return bytes }
        let line = lines.remove(at: int(lines.count))
        lines.insert(line, at: int(lines.count + 1))
        return joined(lines)
    }

    /// Moves the root member that starts with `key` on its own line to the end of the root.
    private mutating func moveMember(_ key: String, _ bytes: [UInt8]) -> [UInt8] {
        var lines = lines(bytes)
        let prefix = Array(("  " + key).utf8)
        guard let index = lines.firstIndex(where: { $0.starts(with: prefix) }) else { return bytes }
        var member = Array(lines.remove(at: index))
        if member.last == UInt8(ascii: ",") { member.removeLast() }
        guard let last = lines.lastIndex(where: { $0.first == UInt8(ascii: "}") }), last > 0 else { return bytes }
        // The member before the root's `}` needs a comma now.
        lines[last - 1] = lines[last - 1] + [UInt8(ascii: ",")]
        lines.insert(member[...], at: last)
        return joined(lines)
    }

    private mutating func reindent(_ bytes: [UInt8]) -> [UInt8] {
        let style = int(4)
        if style == 3 {
            return bytes.filter { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: " ") }
        }
        return joined(lines(bytes).map { line in
            let spaces = line.prefix(while: { $0 == UInt8(ascii: " ") }).count
            let indent: [UInt8] = switch style {
            case 0: Array(repeating: UInt8(ascii: " "), count: spaces / 2)
            case 1: Array(repeating: UInt8(ascii: " "), count: spaces * 2)
            default: Array(repeating: UInt8(ascii: "\t"), count: spaces / 2)
            }
            return (indent + line.dropFirst(spaces))[...]
        })
    }

    private mutating func lineEnds(_ bytes: [UInt8]) -> [UInt8] {
        if int(2) == 0 { return [0xEF, 0xBB, 0xBF] + bytes }
        return Array(lines(bytes).joined(separator: [UInt8(ascii: "\r"), UInt8(ascii: "\n")]))
    }

    /// Copies an entry's first line from before the cut to just after it: a key on both sides.
    private mutating func repeatAcrossTheCut(_ bytes: [UInt8]) -> [UInt8] {
        guard let cut = bytes.withUnsafeBufferPointer({ CatalogReader.cut($0) }) else { return bytes }
        let before = lines(Array(bytes[..<cut.lineStart])).filter {
            $0.starts(with: Array("    \"".utf8)) && $0.last == UInt8(ascii: "{")
        }
        guard !before.isEmpty else { return bytes }
        let key = before[int(before.count)]
        var result = bytes
        result.insert(contentsOf: Array(key) + Array("\n    },\n".utf8), at: cut.lineStart)
        return result
    }
}

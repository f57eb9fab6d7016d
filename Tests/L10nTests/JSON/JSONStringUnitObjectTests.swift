import Foundation
import Testing
@testable import L10nCatalog
@testable import L10nCore
@testable import L10nJSON

/// Objects in Xcode's common localization shape are recognised on the bytes and handed over
/// in one call (`JSONStringUnitObject`, issue 28): the events they replay, the tree the builder
/// makes of them and every error must be those of a read that takes every object member by
/// member.
@Suite struct JSONStringUnitObjectTests {
    /// Every event with every argument, one line each; counts the objects handed over whole
    /// when `countsObjects` (it then replays them through the default).
    struct Recorder: JSONEvents {
        var log: [String] = []
        var takesStringUnitObjects: Bool { true }

        mutating func beginObject() { log.append("{") }
        mutating func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, index: Int, depth: Int) {
            log.append("key \(Array(key)) \(position.line):\(position.column) #\(index) d\(depth)")
        }
        mutating func endMember(_ value: Void) { log.append("endMember") }
        mutating func endObject(count: Int, depth: Int) { log.append("} \(count) d\(depth)") }
        mutating func beginArray() { log.append("[") }
        mutating func beginElement(position: JSONPosition, index: Int, depth: Int) {
            log.append("element \(position.line):\(position.column) #\(index) d\(depth)")
        }
        mutating func endElement(_ value: Void) { log.append("endElement") }
        mutating func endArray(count: Int, depth: Int) { log.append("] \(count) d\(depth)") }
        mutating func string(_ text: UnsafeBufferPointer<UInt8>) { log.append("string \(Array(text))") }
        mutating func number(_ text: UnsafeBufferPointer<UInt8>) { log.append("number \(Array(text))") }
        mutating func bool(_ value: Bool) { log.append("bool \(value)") }
        mutating func null() { log.append("null") }
    }

    /// The recorder, counting the objects the reader hands over whole: string units, and plural
    /// objects when it takes them (each replayed through the default).
    struct CountingRecorder: JSONEvents {
        var recorder = Recorder()
        var objects = 0
        var plurals = 0
        var takesPlurals = false
        var takesStringUnitObjects: Bool { true }
        var takesPluralObjects: Bool { takesPlurals }

        mutating func beginObject() { recorder.beginObject() }
        mutating func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, index: Int, depth: Int) {
            recorder.key(key, position: position, index: index, depth: depth)
        }
        mutating func endMember(_ value: Void) { recorder.endMember(value) }
        mutating func endObject(count: Int, depth: Int) { recorder.endObject(count: count, depth: depth) }
        mutating func beginArray() { recorder.beginArray() }
        mutating func beginElement(position: JSONPosition, index: Int, depth: Int) {
            recorder.beginElement(position: position, index: index, depth: depth)
        }
        mutating func endElement(_ value: Void) { recorder.endElement(value) }
        mutating func endArray(count: Int, depth: Int) { recorder.endArray(count: count, depth: depth) }
        mutating func string(_ text: UnsafeBufferPointer<UInt8>) { recorder.string(text) }
        mutating func number(_ text: UnsafeBufferPointer<UInt8>) { recorder.number(text) }
        mutating func bool(_ value: Bool) { recorder.bool(value) }
        mutating func null() { recorder.null() }
        mutating func stringUnitObject(_ object: JSONStringUnitObject) {
            objects += 1
            recorder.stringUnitObject(object)
        }
        mutating func pluralObject(_ object: JSONPluralObject) {
            plurals += 1
            object.events(into: &self)
        }
    }

    /// A read of `text` by `events`, recognising the shape or not: the events and the outcome's
    /// description, or the error.
    static func read<Events: JSONEvents>(_ text: [UInt8], _ events: Events, recognising: Bool) -> (Events, Result<String, JSONParseError>) {
        text.withUnsafeBufferPointer { buffer in
            var reader = Reader(buffer, events: events, progress: nil)
            reader.recognisesStringUnits = recognising
            do {
                let outcome = try reader.document()
                return (reader.events, .success("\(describe(outcome.root)) bom \(outcome.hasByteOrderMark) newline \(outcome.hasTrailingNewline)"))
            } catch let error as JSONParseError {
                return (reader.events, .failure(error))
            } catch {
                Issue.record("unexpected \(error)")
                return (reader.events, .success(""))
            }
        }
    }

    static func describe<Value>(_ value: Value) -> String {
        guard let value = value as? JSONValue else { return "()" }
        return describe(tree: value)
    }

    /// Every key, its position and every value, and whether each string is small or stored
    /// apart: what a tree holds.
    static func describe(tree value: JSONValue) -> String {
        switch value {
        case .object(let members):
            "{" + members.map { "\($0.key.debugDescription)@\($0.keyPosition.line):\($0.keyPosition.column)=\(describe(tree: $0.value))" }
                .joined(separator: ",") + "}"
        case .array(let elements):
            "[" + elements.map { "@\($0.position.line):\($0.position.column)=\(describe(tree: $0.value))" }.joined(separator: ",") + "]"
        case .string(let text): "s\(Array(text.utf8))"
        case .number(let text): "n\(text)"
        case .bool(let value): "b\(value)"
        case .null: "null"
        }
    }

    /// Both reads of `text` agree: events, trees, repeated keys, errors. Returns how many objects
    /// were handed over whole.
    @discardableResult
    static func expectAgreement(_ text: [UInt8], _ comment: @autoclosure () -> String) -> Int {
        let (counted, countedOutcome) = read(text, CountingRecorder(), recognising: true)
        let (recorded, recordedOutcome) = read(text, Recorder(), recognising: false)
        #expect(counted.recorder.log == recorded.log, "\(comment())")
        #expect(countedOutcome == recordedOutcome, "\(comment())")
        let (whole, wholeOutcome) = read(text, JSONTreeBuilder(), recognising: true)
        let (byEvents, byEventsOutcome) = read(text, JSONTreeBuilder(), recognising: false)
        #expect(wholeOutcome == byEventsOutcome, "\(comment())")
        #expect("\(whole.duplicateKeys)" == "\(byEvents.duplicateKeys)", "\(comment())")
        return counted.objects
    }

    static let xcodeShape = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hello %@"
                  }
                },
                "es" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Hola — ¿qué tal?"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """

    /// Look-alikes that must be read member by member, and shapes that must still be taken whole.
    static let hostile: [(text: String, whole: Int)] = [
        (xcodeShape, 2),
        (#"{"stringUnit":{"state":"a","value":"b"}}"#, 1),
        ("{ \t\r\n\"stringUnit\"\r\n:\t{\"state\"  :\n\"\" ,\n\"value\":\"\"\n}\r\n}", 1),
        (#"[{"stringUnit":{"state":"a","value":"b"}},{"stringUnit":{"state":"c","value":"d"}}]"#, 2),
        (#"{"x":{"stringUnit":{"value":"b","state":"a"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","state":"b"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","value":"b","value":"c"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","value":"b"},"stringUnit":{"state":"a","value":"b"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","value":"b","extra":1}}}"#, 0),
        (#"{"x":{"st\u0072ingUnit":{"state":"a","value":"b"}}}"#, 0),
        (#"{"x":{"stringUnit":{"st\u0061te":"a","value":"b"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","valu\u0065":"b"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","value":"b\nc"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a\"","value":"b"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","value":"\u0025d"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":1,"value":"b"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":null,"value":"b"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","value":["b"]}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","value":{}}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a"}}}"#, 0),
        (#"{"x":{"stringUnit":{}}}"#, 0),
        (#"{"x":{"stringUnits":{"state":"a","value":"b"}}}"#, 0),
        (#"{"x":{"stringUnit":{"states":"a","value":"b"}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","value":"b"},}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","value":"b",}}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a";"value":"b"}}}"#, 0),
        (#"{"x":{"stringUnit"{"state":"a","value":"b"}}}"#, 0),
        ("{\"x\":{\"stringUnit\":{\"state\":\"a\",\"value\":\"b\tc\"}}}", 0),
        ("{\"x\":{\"stringUnit\":{\"state\":\"a\",\"value\":\"b\nc\"}}}", 0),
        ("\u{FEFF}{\"stringUnit\":{\"state\":\"a\",\"value\":\"éé👍\"}}\n", 1),
        (#"{"x":{"stringUnit":{"state":"a","value":"b"}}} x"#, 1),
    ]

    /// The words the reader compares each name with are the name's bytes with its quotes.
    @Test func theQuotedNamesAreTheNames() {
        for (name, quoted) in [("stringUnit", JSONStringUnitObject.QuotedName.stringUnit), ("state", .state), ("value", .value)] {
            let bytes = Array("\"\(name)\"".utf8)
            func word(_ slice: ArraySlice<UInt8>) -> UInt64 { slice.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) } }
            #expect(quoted.count == bytes.count)
            #expect(quoted.first == word(bytes.prefix(8)))
            #expect(quoted.last == word(bytes.count > 8 ? bytes.suffix(8) : bytes[...]))
        }
    }

    @Test func hostileShapesReadAsMemberByMember() {
        for (text, whole) in Self.hostile {
            #expect(Self.expectAgreement(Array(text.utf8), text) == whole, "\(text)")
        }
    }

    /// Invalid UTF-8 inside a value, and every cut of a shape: the same error at the same place.
    @Test func brokenAndCutShapesFailAsMemberByMember() {
        let prefix = Array(#"{"x":{"stringUnit":{"state":"a","value":"b"#.utf8)
        for bad: [UInt8] in [[0xFF], [0xC3], [0xE2, 0x82, 0x41], [0xED, 0xA0, 0x80], [0x00], [0x7F]] {
            Self.expectAgreement(prefix + bad + Array(#"c"}}}"#.utf8), "\(bad)")
        }
        for text in Self.hostile.map(\.text) + [Self.xcodeShape] {
            let bytes = Array(text.utf8)
            for end in 0..<bytes.count { Self.expectAgreement(Array(bytes[..<end]), "\(text) cut at \(end)") }
        }
    }

    /// The shape as Xcode lays it out inside `depth` objects: its members indented two spaces
    /// a level, as the reader expects them where it passes the white space at once.
    static func xcodeLayout(depth: Int) -> String {
        func spaces(_ level: Int) -> String { String(repeating: " ", count: 2 * level) }
        let width = depth + 1
        var text = "{\n" + spaces(width) + "\"stringUnit\" : {\n" + spaces(width + 1) + "\"state\" : \"translated\",\n"
            + spaces(width + 1) + "\"value\" : \"v\"\n" + spaces(width) + "}\n" + spaces(width - 1) + "}"
        for level in stride(from: depth - 1, through: 0, by: -1) {
            text = "{\n" + spaces(level + 1) + "\"k\" : " + text + "\n" + spaces(level) + "}"
        }
        return text + "\n"
    }

    /// Xcode's line breaks and indents between the shape's tokens are passed at once (a line
    /// feed and spaces compared a word at a time): at every depth, so at every length of indent
    /// (within eight bytes, a multiple of eight, past it), the shape is taken whole with the
    /// positions of a read member by member; and with each white space byte replaced by, or
    /// preceded by, a tab, a carriage return, CRLF, a line feed, a space or a byte out of place,
    /// removed, and with the text cut at every byte, the read is the one member by member.
    @Test func xcodeLineBreaksReadAsMemberByMember() {
        let replacements = [" ", "\t", "\r", "\r\n", "\n", "x", "\""].map { Array($0.utf8) }
        for depth in 0...12 {
            let bytes = Array(Self.xcodeLayout(depth: depth).utf8)
            #expect(Self.expectAgreement(bytes, "depth \(depth)") == 1, "depth \(depth)")
            for end in 0..<bytes.count { Self.expectAgreement(Array(bytes[..<end]), "depth \(depth) cut at \(end)") }
            Self.everyLayoutByteChanged(bytes, replacements, "depth \(depth)") { _ = Self.expectAgreement($0, $1) }
        }
    }

    /// Each of Xcode's spaces and line feeds in `bytes` taken out, replaced by each of
    /// `replacements`, and with each put before it: the texts a reader of Xcode's layout must
    /// still read as one that takes every member by member.
    static func everyLayoutByteChanged(
        _ bytes: [UInt8], _ replacements: [[UInt8]], _ label: String, _ check: ([UInt8], String) -> Void
    ) {
        for offset in bytes.indices where bytes[offset] == 0x20 || bytes[offset] == 0x0A {
            let before = Array(bytes[..<offset])
            let after = Array(bytes[(offset + 1)...])
            check(before + after, "\(label) without \(offset)")
            for replacement in replacements {
                check(before + replacement + after, "\(label) \(replacement) for \(offset)")
                check(before + replacement + [bytes[offset]] + after, "\(label) \(replacement) at \(offset)")
            }
        }
    }

    /// The deepest shape the depth limit allows is taken whole; one level deeper, the error is
    /// the one the object's own read gives.
    @Test func theDepthLimitHoldsInsideTheShape() {
        let unit = #"{"stringUnit":{"state":"a","value":"b"}}"#
        for depth in (JSONParser.maximumDepth - 3)...(JSONParser.maximumDepth - 1) {
            let text = String(repeating: "[", count: depth) + unit + String(repeating: "]", count: depth)
            let whole = Self.expectAgreement(Array(text.utf8), "depth \(depth)")
            #expect(whole == (depth + 2 <= JSONParser.maximumDepth ? 1 : 0), "depth \(depth)")
        }
    }

    @Test func catalogsReadAsMemberByMember() throws {
        var texts = [try Data(contentsOf: PackagePaths.root.appendingPathComponent("Catalogs/Offers/Offers.xcstrings"))]
        if let corpus = Corpus.directory {
            let files = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "xcstrings" { texts.append(try Data(contentsOf: file)) }
        }
        var whole = 0
        for text in texts { whole += Self.expectAgreement(Array(text), "\(text.count) bytes") }
        #expect(whole > 0)
    }

    /// The catalog reader's own events take the shape's texts into account: a `%` only in a
    /// value taken whole still marks its entry.
    @Test func aPercentSignInAShapeTakenWholeMarksItsEntry() throws {
        for (value, hasNoPercentSign) in [("Hello %@", false), ("Hello", true), ("%", false)] {
            let text = Self.xcodeShape.replacingOccurrences(of: "Hello %@", with: value)
                .replacingOccurrences(of: "Hola — ¿qué tal?", with: "Hola")
            let catalog = try CatalogReader.read(.bytes(SourceFile(path: "Shop.xcstrings", bytes: Array(text.utf8))), into: EntryFlags(), strategy: .onePass)
            #expect(catalog.consumer.flags == [hasNoPercentSign], "\(value)")
        }
    }

    struct EntryFlags: CatalogEntryConsumer {
        var flags: [Bool] = []
        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) { flags.append(entry.valueHasNoPercentSign) }
        mutating func append(_ later: EntryFlags) { flags += later.flags }
    }
}

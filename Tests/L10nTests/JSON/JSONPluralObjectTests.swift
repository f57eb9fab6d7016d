import Foundation
import Testing
@testable import L10nCatalog
@testable import L10nCore
@testable import L10nJSON

/// Objects in Xcode's plural shape are recognised on the bytes and handed over in one call
/// (`JSONPluralObject`, issue 28) to events that take them: the events they replay, the tree
/// and every error must be those of a read that takes every object member by member.
@Suite struct JSONPluralObjectTests {
    /// The tree builder, taking plural objects and building them from their events.
    struct PluralTreeBuilder: JSONEvents {
        var tree = JSONTreeBuilder()
        var takesStringUnitObjects: Bool { true }
        var takesPluralObjects: Bool { true }

        mutating func beginObject() { tree.beginObject() }
        mutating func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, index: Int, depth: Int) {
            tree.key(key, position: position, index: index, depth: depth)
        }
        mutating func endMember(_ value: consuming JSONValue) { tree.endMember(value) }
        mutating func endObject(count: Int, depth: Int) -> JSONValue { tree.endObject(count: count, depth: depth) }
        mutating func beginArray() { tree.beginArray() }
        mutating func beginElement(position: JSONPosition, index: Int, depth: Int) { tree.beginElement(position: position, index: index, depth: depth) }
        mutating func endElement(_ value: consuming JSONValue) { tree.endElement(value) }
        mutating func endArray(count: Int, depth: Int) -> JSONValue { tree.endArray(count: count, depth: depth) }
        mutating func string(_ text: UnsafeBufferPointer<UInt8>) -> JSONValue { tree.string(text) }
        mutating func number(_ text: UnsafeBufferPointer<UInt8>) -> JSONValue { tree.number(text) }
        mutating func bool(_ value: Bool) -> JSONValue { tree.bool(value) }
        mutating func null() -> JSONValue { tree.null() }
        mutating func stringUnitObject(_ object: JSONStringUnitObject) -> JSONValue { tree.stringUnitObject(object) }
    }

    /// Both reads of `text` agree: events, trees, repeated keys, errors. Returns how many
    /// plural objects were handed over whole.
    @discardableResult
    static func expectAgreement(_ text: [UInt8], _ comment: @autoclosure () -> String) -> Int {
        let (counted, countedOutcome) = JSONStringUnitObjectTests.read(
            text, JSONStringUnitObjectTests.CountingRecorder(takesPlurals: true), recognising: true)
        let (recorded, recordedOutcome) = JSONStringUnitObjectTests.read(text, JSONStringUnitObjectTests.Recorder(), recognising: false)
        #expect(counted.recorder.log == recorded.log, "\(comment())")
        #expect(countedOutcome == recordedOutcome, "\(comment())")
        let (whole, wholeOutcome) = JSONStringUnitObjectTests.read(text, PluralTreeBuilder(), recognising: true)
        let (byEvents, byEventsOutcome) = JSONStringUnitObjectTests.read(text, JSONTreeBuilder(), recognising: false)
        #expect(wholeOutcome == byEventsOutcome, "\(comment())")
        #expect("\(whole.tree.duplicateKeys)" == "\(byEvents.duplicateKeys)", "\(comment())")
        return counted.plurals
    }

    /// A plural localization as Xcode lays it out inside `depth` objects, with `cases`.
    static func xcodeLayout(depth: Int, cases: [String] = ["few", "one", "other"]) -> String {
        func spaces(_ level: Int) -> String { String(repeating: " ", count: 2 * level) }
        let width = depth + 1
        let units = cases.map { name in
            spaces(width + 2) + "\"\(name)\" : {\n" + spaces(width + 3) + "\"stringUnit\" : {\n" + spaces(width + 4) + "\"state\" : \"translated\",\n"
                + spaces(width + 4) + "\"value\" : \"%lld \(name)\"\n" + spaces(width + 3) + "}\n" + spaces(width + 2) + "}"
        }
        var text = "{\n" + spaces(width) + "\"variations\" : {\n" + spaces(width + 1) + "\"plural\" : {\n" + units.joined(separator: ",\n") + "\n"
            + spaces(width + 1) + "}\n" + spaces(width) + "}\n" + spaces(width - 1) + "}"
        for level in stride(from: depth - 1, through: 0, by: -1) {
            text = "{\n" + spaces(level + 1) + "\"k\" : " + text + "\n" + spaces(level) + "}"
        }
        return text + "\n"
    }

    static let unit = #"{ "stringUnit" : { "state" : "translated", "value" : "v" } }"#

    /// Shapes just in and out: how many plural objects each is handed over as.
    static let shapes: [(text: String, plurals: Int)] = [
        (#"{"x":{"variations":{"plural":{"one":\#(unit),"other":\#(unit)}}}}"#, 1),
        (#"{ "x" : { "variations" : { "plural" : { "other" : \#(unit) } } } }"#, 1),
        ("{\"x\":\t{\r\n\"variations\"\t:\r\n{ \"plural\" :\n\n { \"one\" : \(unit) ,\n \"other\" : \(unit)\t} }\r\n}}", 1),
        (#"{"x":{"variations":{"plural":{"":\#(unit),"one":\#(unit)}}}}"#, 1),
        (#"[{"variations":{"plural":{"other":\#(unit)}}}]"#, 1),
        (#"{"variations":{"plural":{"other":\#(unit)}}}"#, 1),
        (#"{"x":{"variations":{"plural":{"other":\#(unit),"one":\#(unit)}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"one":\#(unit),"one":\#(unit)}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"é":\#(unit)}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"\u006Fther":\#(unit)}}}}"#, 0),
        (#"{"x":{"v\u0061riations":{"plural":{"other":\#(unit)}}}}"#, 0),
        (#"{"x":{"variations":{"plur\u0061l":{"other":\#(unit)}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other":\#(unit)},"device":{}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other":\#(unit)}},"x":1}}"#, 0),
        (#"{"x":{"stringUnit":{"state":"a","value":"b"},"variations":{"plural":{"other":\#(unit)}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other":{"stringUnit":{"state":"a","value":"b"},"x":1}}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other":{"stringUnit":{"value":"b","state":"a"}}}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other":{"stringUnit":{"state":"a","value":"\u0025"}}}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other":"text"}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{}}}}"#, 0),
        (#"{"x":{"variations":{"plural":[]}}}"#, 0),
        (#"{"x":{"variations":{"device":{"mac":\#(unit)}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other":{"variations":{"plural":{"other":\#(unit)}}}}}}}"#, 1),
        (#"{"x":{"variations":{"plural":{"other":\#(unit),}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other":\#(unit)},}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other":\#(unit)}},}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other":\#(unit) "one":\#(unit)}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other";\#(unit)}}}}"#, 0),
        (#"{"x":{"variations":{"plural":{"other":\#(unit)}}}} x"#, 1),
    ]

    @Test func shapesReadAsMemberByMember() {
        for (text, plurals) in Self.shapes {
            #expect(Self.expectAgreement(Array(text.utf8), text) == plurals, "\(text)")
        }
    }

    /// Every cut of every shape: the same error at the same place.
    @Test func cutShapesFailAsMemberByMember() {
        for text in Self.shapes.map(\.text) + [Self.xcodeLayout(depth: 4)] {
            let bytes = Array(text.utf8)
            for end in 0..<bytes.count { Self.expectAgreement(Array(bytes[..<end]), "\(text) cut at \(end)") }
        }
    }

    /// At every depth, Xcode's layout is taken whole, with one case or six; with each white
    /// space byte replaced by, or preceded by, a tab, CR LF, a line feed, a space or a byte out
    /// of place, or removed, the read is the one member by member.
    @Test func xcodesLayoutReadsAsMemberByMember() {
        let replacements = [" ", "\t", "\r\n", "\n", "x", "\"", ","].map { Array($0.utf8) }
        for depth in 0...8 {
            for cases in [["other"], ["few", "many", "one", "other", "two", "zero"]] {
                #expect(Self.expectAgreement(Array(Self.xcodeLayout(depth: depth, cases: cases).utf8), "depth \(depth)") == 1, "depth \(depth)")
            }
            let bytes = Array(Self.xcodeLayout(depth: depth).utf8)
            JSONStringUnitObjectTests.everyLayoutByteChanged(bytes, replacements, "depth \(depth)") { _ = Self.expectAgreement($0, $1) }
        }
    }

    /// The deepest plural the depth limit allows is taken whole; one level deeper, the error
    /// is the one the object's own read gives.
    @Test func theDepthLimitHoldsInsideTheShape() {
        let plural = #"{"variations":{"plural":{"other":{"stringUnit":{"state":"a","value":"b"}}}}}"#
        for depth in (JSONParser.maximumDepth - 6)...(JSONParser.maximumDepth - 1) {
            let text = String(repeating: "[", count: depth) + plural + String(repeating: "]", count: depth)
            let whole = Self.expectAgreement(Array(text.utf8), "depth \(depth)")
            #expect(whole == (depth + 5 <= JSONParser.maximumDepth ? 1 : 0), "depth \(depth)")
        }
    }

    /// The words the reader compares the two names with are the names' bytes with quotes.
    @Test func theQuotedNamesAreTheNames() {
        for (name, quoted) in [("variations", JSONStringUnitObject.QuotedName.variations), ("plural", .plural)] {
            let bytes = Array("\"\(name)\"".utf8)
            func word(_ slice: ArraySlice<UInt8>) -> UInt64 { slice.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) } }
            #expect(quoted.count == bytes.count)
            #expect(quoted.first == word(bytes.prefix(8)))
            #expect(quoted.last == word(bytes.count > 8 ? bytes.suffix(8) : bytes[...]))
        }
    }

    /// The catalogs of the sample app and the corpus: events and trees as member by member.
    @Test func catalogsReadAsMemberByMember() throws {
        var texts = [try Data(contentsOf: PackagePaths.root.appendingPathComponent("Catalogs/Offers/Offers.xcstrings"))]
        if let corpus = Corpus.directory {
            let files = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "xcstrings" { texts.append(try Data(contentsOf: file)) }
        }
        var plurals = 0
        for text in texts { plurals += Self.expectAgreement(Array(text), "\(text.count) bytes") }
        #expect(plurals > 0)
    }
}

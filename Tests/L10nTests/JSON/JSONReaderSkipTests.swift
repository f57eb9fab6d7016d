import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON

/// Values the events skip (`JSONEvents.skips(valueStartingWith:)`, as the catalog reader skips
/// the languages it leaves out) are read by the same grammar without events: the same errors at
/// the same places, the same depth limit and stop.
@Suite struct JSONReaderSkipTests {
    /// The tree builder, except that the value of every member named `skip` is skipped and
    /// stands as null in the tree.
    struct Skipping: JSONEvents {
        var tree = JSONTreeBuilder()
        var keys: [String] = []
        var skipped: [UInt8] = []

        mutating func beginObject() { tree.beginObject() }
        mutating func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, index: Int, depth: Int) {
            keys.append(String(decoding: key, as: UTF8.self))
            tree.key(key, position: position, index: index, depth: depth)
        }
        mutating func endMember(_ value: JSONValue) { tree.endMember(value) }
        mutating func endObject(count: Int, depth: Int) -> JSONValue { tree.endObject(count: count, depth: depth) }
        mutating func beginArray() { tree.beginArray() }
        mutating func beginElement(position: JSONPosition, index: Int, depth: Int) { tree.beginElement(position: position, index: index, depth: depth) }
        mutating func endElement(_ value: JSONValue) { tree.endElement(value) }
        mutating func endArray(count: Int, depth: Int) -> JSONValue { tree.endArray(count: count, depth: depth) }
        mutating func string(_ text: UnsafeBufferPointer<UInt8>) -> JSONValue { tree.string(text) }
        mutating func number(_ text: UnsafeBufferPointer<UInt8>) -> JSONValue { tree.number(text) }
        mutating func bool(_ value: Bool) -> JSONValue { tree.bool(value) }
        mutating func null() -> JSONValue { tree.null() }
        var skipsValues: Bool { true }
        // Called just after the member's key.
        mutating func skips(valueStartingWith byte: UInt8) -> Bool { keys.last == "skip" }
        mutating func endSkippedMember(startingWith byte: UInt8) {
            skipped.append(byte)
            tree.endMember(.null)
        }
    }

    @Test func aSkippedValueHasNoEventsAndItsMemberEndsAsSkipped() throws {
        let json = #"{ "a" : 1, "skip" : { "inner" : [ 1, { "deep" : "\u00e9\n" } ], "b" : true }, "c" : [ { "skip" : "s", "d" : -2.5e3 } ] }"#
        var events = Skipping()
        let outcome = try JSONReader.read(Array(json.utf8), into: &events)
        #expect(events.keys == ["a", "skip", "c", "skip", "d"])
        #expect(events.skipped == [UInt8(ascii: "{"), UInt8(ascii: "\"")])
        let expected = try JSONParser.parse(Array(#"{ "a" : 1, "skip" : null, "c" : [ { "skip" : null, "d" : -2.5e3 } ] }"#.utf8))
        #expect(outcome.root.hasSameContent(as: expected.root))
        guard case .array(let elements)? = outcome.root["c"] else { Issue.record("c is not an array"); return }
        #expect(elements.first?.value.members?.last?.keyPosition == JSONPosition(line: 1, column: 103))
    }

    @Test func aSkippedValueFailsWhereAReadWithEventsFails() throws {
        let values = [
            #""\q""#, #""\u12""#, #""\uD800""#, "\"\u{1}\"", "\"a\nb\"", "[ 1, ]", "{ \"a\" : 1, }", "{ \"a\" 1 }", "{ a : 1 }", "[ 1 2 ]",
            "-", "01", "1.", "1e", "tru", "nul", "x", "[ { \"b\" : \"\\x\" } ]", "\"unterminated", "{ \"a\" : [ 1,",
            String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
            String(repeating: "[", count: 505) + String(repeating: "]", count: 505),
        ]
        for value in values {
            for bytes in [Array("{ \"skip\" : \(value), \"after\" : 1 }".utf8), Array("{ \"skip\" : \(value)".utf8),
                          Array("{ \"skip\" : \"a".utf8) + [0xE2, 0x82] + Array("\" }".utf8), Array("{ \"skip\" : [ \"".utf8) + [0xF0, 0x9F]] {
                var skipping = Skipping()
                var tree = JSONTreeBuilder()
                let skipped = Result { () throws(JSONParseError) in try JSONReader.read(bytes, into: &skipping) }
                let whole = Result { () throws(JSONParseError) in try JSONReader.read(bytes, into: &tree) }
                switch (skipped, whole) {
                case (.failure(let left), .failure(let right)): #expect(left == right, "\(value)")
                case (.success, .success): #expect(skipping.skipped.count == 1, "\(value)")
                default: Issue.record("one read failed and the other did not: \(value)")
                }
            }
        }
    }

    @Test func aStopInsideASkippedValueIsMissedAsWithEvents() throws {
        let bytes = Array(#"{ "strings" : { "a" : 1, "skip" : { "x" : 1, "y" : 2 }, "b" : 3 } }"#.utf8)
        let inside = try #require(bytes.firstIndex(of: UInt8(ascii: "y"))) - 3
        let between = try #require(bytes.lastIndex(of: UInt8(ascii: "b"))) - 3
        #expect(bytes[inside] == UInt8(ascii: ",") && bytes[between] == UInt8(ascii: ","))
        for (stop, stops) in [(inside, false), (between, true)] {
            var skipping = Skipping()
            var tree = JSONTreeBuilder()
            let skipped = try bytes.withUnsafeBufferPointer { try JSONReader.read($0, into: &skipping, progress: nil, stopAt: stop) }
            let whole = try bytes.withUnsafeBufferPointer { try JSONReader.read($0, into: &tree, progress: nil, stopAt: stop) }
            #expect(skipped?.stopped == (stops ? true : nil))
            #expect(whole?.stopped == (stops ? true : nil))
        }
    }
}

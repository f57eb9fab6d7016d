import Foundation
import L10nCore

/// What the reader reports while it walks a text, in document order. The tree builder, the
/// streaming reformatter and the content digest all consume the same events, so there is one
/// grammar and one set of error messages.
package protocol JSONEvents {
    associatedtype Value
    /// Once, before the first event: the size of the text about to be read.
    mutating func begin(inputSize: Int)
    mutating func beginObject()
    /// Before the member's value; `index` counts members of this object, `depth` is the
    /// object's nesting level (1 for the root).
    mutating func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, index: Int, depth: Int)
    /// Takes the value: a builder moves it into its member without retaining it again.
    mutating func endMember(_ value: consuming Value)
    mutating func endObject(count: Int, depth: Int) -> Value
    mutating func beginArray()
    mutating func beginElement(position: JSONPosition, index: Int, depth: Int)
    mutating func endElement(_ value: consuming Value)
    mutating func endArray(count: Int, depth: Int) -> Value
    /// The decoded UTF-8 text of a string.
    mutating func string(_ text: UnsafeBufferPointer<UInt8>) -> Value
    mutating func number(_ text: UnsafeBufferPointer<UInt8>) -> Value
    mutating func bool(_ value: Bool) -> Value
    mutating func null() -> Value
    /// Before a member's value, which starts with `byte`: whether these events need not see
    /// it. A value skipped is still read, by the same grammar, with the same errors, positions
    /// and depth limit, but reports nothing (``JSONValidation``); its member then ends with
    /// ``endSkippedMember(startingWith:)`` rather than ``endMember(_:)``. False by default.
    mutating func skips(valueStartingWith byte: UInt8) -> Bool
    /// Whether ``skips(valueStartingWith:)`` can ever answer true; a reader asks once, when it
    /// starts, so events that skip nothing pay no call per member. False by default.
    var skipsValues: Bool { get }
    /// The member whose value was skipped ends; that value started with `byte`.
    mutating func endSkippedMember(startingWith byte: UInt8)
    /// Whether objects in the shape Xcode writes for nearly every localization go to
    /// ``stringUnitObject(_:)`` in one call; a reader asks once, when it starts. False by
    /// default: for events that do nothing cheaper with them (validation, the reformatter),
    /// recognising the shape only adds to the events.
    var takesStringUnitObjects: Bool { get }
    /// An object in that shape, recognised on the bytes (see ``JSONStringUnitObject``). By
    /// default its events, as a read of it would give them.
    mutating func stringUnitObject(_ object: JSONStringUnitObject) -> Value
    /// Whether objects in Xcode's plural shape go to ``pluralObject(_:)`` in one call; asked
    /// once, and only of events that take string unit objects. False by default: only a
    /// consumer that keeps the shape without its tree gains from it.
    var takesPluralObjects: Bool { get }
    /// An object in that shape, recognised on the bytes (see ``JSONPluralObject``). By
    /// default its events, as a read of it would give them.
    mutating func pluralObject(_ object: JSONPluralObject) -> Value
}

extension JSONEvents {
    package mutating func begin(inputSize: Int) {}
    package mutating func skips(valueStartingWith byte: UInt8) -> Bool { false }
    package var skipsValues: Bool { false }
    /// Never called on events that skip nothing.
    package mutating func endSkippedMember(startingWith byte: UInt8) {}

    package var takesStringUnitObjects: Bool { false }

    package mutating func stringUnitObject(_ object: JSONStringUnitObject) -> Value {
        beginObject()
        JSONStringUnitObject.withName(JSONStringUnitObject.stringUnit) { key($0, position: object.stringUnitPosition, index: 0, depth: object.depth) }
        beginObject()
        JSONStringUnitObject.withName(JSONStringUnitObject.state) { key($0, position: object.statePosition, index: 0, depth: object.depth + 1) }
        endMember(string(object.state))
        JSONStringUnitObject.withName(JSONStringUnitObject.value) { key($0, position: object.valuePosition, index: 1, depth: object.depth + 1) }
        endMember(string(object.value))
        let unit = endObject(count: 2, depth: object.depth + 1)
        endMember(unit)
        return endObject(count: 1, depth: object.depth)
    }

    package var takesPluralObjects: Bool { false }

    package mutating func pluralObject(_ object: JSONPluralObject) -> Value { object.events(into: &self) }
}

/// `{ "stringUnit" : { "state" : S, "value" : V } }`, S and V strings without escapes, the
/// names unescaped and in that order, any white space between: how Xcode writes nearly every
/// localization (99% of the corpus's). For events that take it (``JSONEvents/takesStringUnitObjects``),
/// the reader recognises it on the bytes, without an event for each of its two objects, three
/// keys and two strings, and gives it to ``JSONEvents/stringUnitObject(_:)``; anything else
/// (and any error) it reads as before.
package struct JSONStringUnitObject {
    /// The decoded texts: the input's bytes, valid during the call.
    package var state: UnsafeBufferPointer<UInt8>
    package var value: UnsafeBufferPointer<UInt8>
    package var stringUnitPosition: JSONPosition
    package var statePosition: JSONPosition
    package var valuePosition: JSONPosition
    /// The outer object's nesting level; the unit's is one more.
    package var depth: Int

    static let stringUnit: StaticString = "stringUnit"
    static let state: StaticString = "state"
    static let value: StaticString = "value"

    /// One of the three names with its quotes, as the reader compares it: its first eight
    /// bytes (all of them, for a shorter one) and its last eight, read little-endian.
    /// `JSONStringUnitObjectTests` holds them to the names.
    struct QuotedName {
        let count: Int
        let first: UInt64
        let last: UInt64

        /// `"stringUnit"`.
        static var stringUnit: QuotedName { QuotedName(count: 12, first: 0x5567_6E69_7274_7322, last: 0x2274_696E_5567_6E69) }
        /// `"state"`.
        static var state: QuotedName { QuotedName(count: 7, first: 0x0022_6574_6174_7322, last: 0x0022_6574_6174_7322) }
        /// `"value"`.
        static var value: QuotedName { QuotedName(count: 7, first: 0x0022_6575_6C61_7622, last: 0x0022_6575_6C61_7622) }
        /// `"variations"`.
        static var variations: QuotedName { QuotedName(count: 12, first: 0x6974_6169_7261_7622, last: 0x2273_6E6F_6974_6169) }
        /// `"plural"`.
        static var plural: QuotedName { QuotedName(count: 8, first: 0x226C_6172_756C_7022, last: 0x226C_6172_756C_7022) }
    }

    static func withName<Result>(_ name: StaticString, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }
}

/// `{ "variations" : { "plural" : { C : U, … } } }`, one or more cases C, each a string without
/// escapes, in strictly increasing order of ASCII bytes, and each U in the shape of
/// ``JSONStringUnitObject``, any white space between: how Xcode writes a plural localization.
/// For events that take it (``JSONEvents/takesPluralObjects``), the reader recognises it on the
/// bytes and gives it to ``JSONEvents/pluralObject(_:)``; anything else (other members, a
/// repeated or unordered case, a case in any other shape, any error) it reads as before.
package struct JSONPluralObject {
    package var variationsPosition: JSONPosition
    package var pluralPosition: JSONPosition
    /// The cases in order: the reader's, valid during the call.
    package var cases: UnsafeBufferPointer<JSONPluralCase>
    /// The outer object's nesting level; the cases' string unit objects' is three more.
    package var depth: Int

    static let variations: StaticString = "variations"
    static let plural: StaticString = "plural"

    /// The events a read of the object gives, the cases' units in one call each, as the
    /// reader gives them to events that take string unit objects.
    package func events<Events: JSONEvents>(into events: inout Events) -> Events.Value {
        events.beginObject()
        JSONStringUnitObject.withName(Self.variations) { events.key($0, position: variationsPosition, index: 0, depth: depth) }
        events.beginObject()
        JSONStringUnitObject.withName(Self.plural) { events.key($0, position: pluralPosition, index: 0, depth: depth + 1) }
        events.beginObject()
        for index in cases.indices {
            events.key(cases[index].name, position: cases[index].position, index: index, depth: depth + 2)
            events.endMember(events.stringUnitObject(cases[index].unit))
        }
        let plural = events.endObject(count: cases.count, depth: depth + 2)
        events.endMember(plural)
        let variations = events.endObject(count: 1, depth: depth + 1)
        events.endMember(variations)
        return events.endObject(count: 1, depth: depth)
    }
}

/// One case of a ``JSONPluralObject``.
package struct JSONPluralCase {
    /// The name's bytes, in the input.
    package var name: UnsafeBufferPointer<UInt8>
    package var position: JSONPosition
    package var unit: JSONStringUnitObject
}

/// The reader's cases of a plural object, kept between objects: no allocation for each.
final class JSONPluralCases {
    private(set) var storage = UnsafeMutablePointer<JSONPluralCase>.allocate(capacity: 8)
    private var capacity = 8
    private(set) var count = 0

    deinit { storage.deallocate() }

    func removeAll() { count = 0 }

    func append(_ item: JSONPluralCase) {
        if count == capacity {
            let grown = UnsafeMutablePointer<JSONPluralCase>.allocate(capacity: capacity * 2)
            grown.initialize(from: storage, count: count)
            storage.deallocate()
            storage = grown
            capacity *= 2
        }
        (storage + count).initialize(to: item)
        count += 1
    }

    /// The last case's name, to compare the next one with.
    var lastName: UnsafeBufferPointer<UInt8>? { count > 0 ? storage[count - 1].name : nil }
}

/// The events of a value read only to be validated: none.
struct JSONValidation: JSONEvents {
    func beginObject() {}
    func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, index: Int, depth: Int) {}
    func endMember(_ value: Void) {}
    func endObject(count: Int, depth: Int) {}
    func beginArray() {}
    func beginElement(position: JSONPosition, index: Int, depth: Int) {}
    func endElement(_ value: Void) {}
    func endArray(count: Int, depth: Int) {}
    func string(_ text: UnsafeBufferPointer<UInt8>) {}
    func number(_ text: UnsafeBufferPointer<UInt8>) {}
    func bool(_ value: Bool) {}
    func null() {}
}

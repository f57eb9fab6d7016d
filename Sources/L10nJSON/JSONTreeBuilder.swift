import Foundation
import L10nCore

/// Builds the `JSONValue` tree.
package struct JSONTreeBuilder: JSONEvents {
    /// Members and elements of the objects and arrays being read, innermost last. Each
    /// container moves its own slice out when it closes, so its array has exactly the
    /// capacity it needs (growth slack over millions of small objects costs tens of
    /// megabytes) and no member is retained and released on the way.
    let memberStack = MovingStack<JSONMember>()
    let elementStack = MovingStack<JSONElement>()
    let shortStrings = ShortStrings()
    /// Member arrays of trees a consumer is done with, filled again here; empty unless a
    /// consumer hands trees back (see ``JSONTreeRecycler``).
    package let recycler = JSONTreeRecycler()
    /// The members and elements whose values are being read, outermost first: the path to
    /// the current value.
    package var open = OpenPath()
    package var duplicateKeys: [JSONDuplicateKey] = []

    package init() {}

    package enum Pending {
        case member(key: String, position: JSONPosition)
        case element(position: JSONPosition)
    }

    package mutating func beginObject() {}

    package mutating func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, index: Int, depth: Int) {
        open.append(.member(key: shortStrings.string(key), position: position))
    }

    package mutating func endMember(_ value: consuming JSONValue) {
        guard case .member(let key, let position) = open.removeLast() else { preconditionFailure("a member ended outside an object") }
        memberStack.push(JSONMember(key: key, value: value, keyPosition: position))
    }

    package mutating func endObject(count: Int, depth: Int) -> JSONValue {
        // Taken out of the recycler, not borrowed from it: written in place, it must be unique.
        if var members = recycler.take(count: count) {
            memberStack.popArray(count: count, overwriting: &members)
            recordDuplicates(in: members)
            return .object(members)
        }
        let members = memberStack.popArray(count: count)
        recordDuplicates(in: members)
        return .object(members)
    }

    /// Found while the members are at hand: a separate walk over a large tree costs more than
    /// the whole comparison. Inlined into both paths of `endObject`: a call retained the array.
    @inline(__always)
    private mutating func recordDuplicates(in members: [JSONMember]) {
        guard members.count > 1 else { return }
        // Xcode writes nested objects with sorted keys, and keys in strictly increasing order
        // cannot repeat: one pass of neighbours settles nearly every object.
        var index = 1
        while index < members.count, members[index - 1].key < members[index].key { index += 1 }
        if index == members.count { return }
        duplicateKeys += Self.duplicates(in: members, path: open.map {
            switch $0 {
            case .member(let key, _): .key(key)
            case .element: .element
            }
        })
    }

    /// Every member of `members` whose key an earlier one has, with the first one's position.
    package static func duplicates(in members: [JSONMember], path: @autoclosure () -> [JSONPathComponent]) -> [JSONDuplicateKey] {
        var duplicates: [JSONDuplicateKey] = []
        func record(_ member: JSONMember, first: JSONMember) {
            duplicates.append(JSONDuplicateKey(key: member.key, position: member.keyPosition, firstPosition: first.keyPosition, path: path()))
        }
        // Catalog objects are mostly tiny, where comparing pairs beats building a dictionary.
        if members.count <= 16 {
            for index in members.indices.dropFirst() {
                let key = members[index].key
                for earlier in 0..<index where members[earlier].key == key {
                    record(members[index], first: members[earlier])
                    break
                }
            }
        } else {
            var firstIndexByKey: [String: Int] = [:]
            firstIndexByKey.reserveCapacity(members.count)
            for (index, member) in members.enumerated() {
                if let firstIndex = firstIndexByKey[member.key] {
                    record(member, first: members[firstIndex])
                } else {
                    firstIndexByKey[member.key] = index
                }
            }
        }
        return duplicates
    }

    package var takesStringUnitObjects: Bool { true }

    /// The tree its events would build, without their bookkeeping: no open path, member stack
    /// or duplicate search (its keys are distinct), the names' strings constants.
    package mutating func stringUnitObject(_ object: JSONStringUnitObject) -> JSONValue {
        let state = JSONMember(key: "state", value: .string(shortStrings.string(object.state)), keyPosition: object.statePosition)
        let value = JSONMember(key: "value", value: .string(shortStrings.string(object.value)), keyPosition: object.valuePosition)
        let unit: [JSONMember]
        if var members = recycler.take(count: 2) {
            members[0] = state
            members[1] = value
            unit = members
        } else {
            unit = [state, value]
        }
        let stringUnit = JSONMember(key: "stringUnit", value: .object(unit), keyPosition: object.stringUnitPosition)
        if var members = recycler.take(count: 1) {
            members[0] = stringUnit
            return .object(members)
        }
        return .object([stringUnit])
    }

    package mutating func beginArray() {}

    package mutating func beginElement(position: JSONPosition, index: Int, depth: Int) {
        open.append(.element(position: position))
    }

    package mutating func endElement(_ value: consuming JSONValue) {
        guard case .element(let position) = open.removeLast() else { preconditionFailure("an element ended outside an array") }
        elementStack.push(JSONElement(value: value, position: position))
    }

    package mutating func endArray(count: Int, depth: Int) -> JSONValue {
        .array(elementStack.popArray(count: count))
    }

    package mutating func string(_ text: UnsafeBufferPointer<UInt8>) -> JSONValue { .string(shortStrings.string(text)) }
    package mutating func number(_ text: UnsafeBufferPointer<UInt8>) -> JSONValue { .number(String(decoding: text, as: UTF8.self)) }
    package mutating func bool(_ value: Bool) -> JSONValue { .bool(value) }
    package mutating func null() -> JSONValue { .null }
}

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
    mutating func endMember(_ value: Value)
    mutating func endObject(count: Int, depth: Int) -> Value
    mutating func beginArray()
    mutating func beginElement(position: JSONPosition, index: Int, depth: Int)
    mutating func endElement(_ value: Value)
    mutating func endArray(count: Int, depth: Int) -> Value
    /// The decoded UTF-8 text of a string.
    mutating func string(_ text: UnsafeBufferPointer<UInt8>) -> Value
    mutating func number(_ text: UnsafeBufferPointer<UInt8>) -> Value
    mutating func bool(_ value: Bool) -> Value
    mutating func null() -> Value
}

extension JSONEvents {
    package mutating func begin(inputSize: Int) {}
}

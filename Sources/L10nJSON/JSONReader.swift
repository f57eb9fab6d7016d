import Foundation
import L10nCore

package enum JSONReader {
    package struct Outcome<Value> {
        package var root: Value
        package var hasByteOrderMark: Bool
        package var hasTrailingNewline: Bool
        /// Whether it stopped at `stopAt` rather than at the end of the text.
        package var stopped = false
    }

    static func read<Events: JSONEvents>(_ bytes: [UInt8], into events: inout Events) throws(JSONParseError) -> Outcome<Events.Value> {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try read(buffer, into: &events, progress: nil) }
    }

    /// `progress` is called now and then with the offset the reader has passed; it never looks
    /// behind that point again except to describe an error.
    package static func read<Events: JSONEvents>(
        _ buffer: UnsafeBufferPointer<UInt8>, into events: inout Events, progress: ((Int) -> Void)?
    ) throws(JSONParseError) -> Outcome<Events.Value> {
        var reader = Reader(buffer, events: events, progress: progress)
        defer { events = reader.events }
        guard let outcome = try run({ () throws in try reader.document() }) else {
            preconditionFailure("a reader without a stop cannot miss it")
        }
        return outcome
    }

    /// Thrown by a reader that passed its `stopAt` without stopping there.
    struct MissedStop: Error {}

    /// The reader throws `JSONParseError`, or `MissedStop`, which is nil here.
    static func run<Value>(_ body: () throws -> Value) throws(JSONParseError) -> Value? {
        do {
            return try body()
        } catch let error as JSONParseError {
            throw error
        } catch is MissedStop {
            return nil
        } catch {
            preconditionFailure("the JSON reader throws only JSONParseError")
        }
    }
}

import Foundation
import L10nCore

/// One text read in two parts at once, each by its own reader: the catalog reader's halves.
extension JSONReader {
    /// Reads from the start as ``read(_:into:progress:)`` does, and ends where a member of an
    /// object inside the root is followed by a separator at offset `stopAt`: that object and
    /// the root end there, as if closed, and the rest of the text is left to another reader
    /// (see ``readRest(_:from:line:into:progress:)``).
    ///
    /// Until it stops it reads exactly as a whole read does, so an error it throws is the
    /// text's first. Nil when the reader passes `stopAt` without stopping there (the offset is
    /// not such a separator); an outcome whose `stopped` is false when the text ends first.
    package static func read<Events: JSONEvents>(
        _ buffer: UnsafeBufferPointer<UInt8>, into events: inout Events, progress: ((Int) -> Void)?, stopAt: Int
    ) throws(JSONParseError) -> Outcome<Events.Value>? {
        var reader = Reader(buffer, events: events, progress: progress)
        reader.stopAt = stopAt
        defer { events = reader.events }
        return try run { () throws in try reader.document() }
    }

    /// Reads the text from `start`, the first byte of line `line`, which begins with the
    /// remaining members of an object inside the root (as the text after `stopAt` does): those
    /// members, the object's `}`, and the rest of the root. Events see them as if the root and
    /// the object had been opened, the object as the value of the root's member in progress.
    /// Positions, offsets and `progress` are the whole text's.
    package static func readRest<Events: JSONEvents>(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, line: Int, into events: inout Events, progress: ((Int) -> Void)?
    ) throws(JSONParseError) -> Outcome<Events.Value> {
        // Inside the root and the object whose members it reads: depth 2.
        var reader = Reader(buffer, events: events, progress: progress, at: start, line: line, lineStart: start, depth: 2)
        defer { events = reader.events }
        guard let outcome = try run({ () throws in try reader.restOfDocument() }) else {
            preconditionFailure("a reader without a stop cannot miss it")
        }
        return outcome
    }

    /// The line feeds in `buffer`, sixteen bytes at a time: a reader that starts mid-text
    /// waits for them to number its lines.
    package static func lineFeeds(in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        let end = buffer.count
        guard end > 0, let base = buffer.baseAddress.map(UnsafeRawPointer.init) else { return 0 }
        var lines = 0
        var index = 0
        let newline = SIMD16<UInt8>(repeating: 0x0A), one = SIMD16<UInt8>(repeating: 1)
        // Lanes count to at most 255 before they are added up.
        while index + 16 * 255 <= end {
            var counts = SIMD16<UInt8>(repeating: 0)
            for _ in 0..<255 {
                counts &+= one.replacing(with: 0, where: base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self) .!= newline)
                index += 16
            }
            for lane in 0..<16 { lines += Int(counts[lane]) }
        }
        while index < end {
            if buffer[index] == 0x0A { lines += 1 }
            index += 1
        }
        return lines
    }
}

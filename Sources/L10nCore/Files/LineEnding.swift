/// How a text file ends its lines. Edits keep the file's own: a file saved with CRLF by an
/// editor or by git on Windows gets CRLF lines inserted, not a mix, and is not converted.
package enum LineEnding: Sendable, Hashable {
    case lf
    case crlf

    /// CRLF when more lines of `bytes` end in CRLF than in a bare LF; LF otherwise (and for
    /// a file without line breaks, as a new file would be written).
    package static func dominant(in bytes: [UInt8]) -> LineEnding {
        bytes.withUnsafeBufferPointer { dominant(in: $0) }
    }

    /// The same for bytes in place (a mapped file, counted without a copy).
    package static func dominant(in buffer: UnsafeBufferPointer<UInt8>) -> LineEnding {
        // Without a carriage return no line ends in CRLF: one `memchr` answers for most files,
        // where the count below takes every byte (a 40 MB key file edited by `sync`).
        guard buffer.index(ofByte: 0x0D, from: 0) != nil else { return .lf }
        var crlf = 0
        var lf = 0
        var previous: UInt8 = 0
        for byte in buffer {
            if byte == 0x0A {
                if previous == 0x0D { crlf += 1 } else { lf += 1 }
            }
            previous = byte
        }
        return crlf > lf ? .crlf : .lf
    }

    /// The line break itself.
    package var text: String { self == .crlf ? "\r\n" : "\n" }

    /// `bytes`, whose lines end in LF only (as l10n writes them), with this ending.
    package func applied(to bytes: [UInt8]) -> [UInt8] {
        guard self == .crlf else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 16)
        for byte in bytes {
            if byte == 0x0A { output.append(0x0D) }
            output.append(byte)
        }
        return output
    }

    /// `text`, whose lines end in LF only, with this ending.
    package func applied(to text: String) -> String {
        self == .crlf ? String(decoding: applied(to: Array(text.utf8)), as: UTF8.self) : text
    }
}

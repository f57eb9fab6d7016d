/// One multi-byte UTF-8 sequence as the reader accepts it (RFC 3629: no overlongs, no
/// surrogates, nothing above U+10FFFF). The reader and the layout walk both ask it, so a file
/// one of them accepts is never refused by the other.
enum UTF8Sequence {
    enum Problem: Error {
        /// The byte at this offset cannot stand where it is.
        case invalidByte(at: Int)
        /// The file ends inside the sequence, at this offset.
        case truncated(at: Int)
    }

    /// Where the sequence whose lead byte is at `start` ends (one past its last byte).
    @inline(__always)
    static func end(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Result<Int, Problem> {
        let length: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch bytes[start] {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upperBound = 0x9F
        case 0xF0: length = 4; lowerBound = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upperBound = 0x8F
        default: return .failure(.invalidByte(at: start))
        }
        for offset in 1..<length {
            let position = start + offset
            guard position < bytes.count else { return .failure(.truncated(at: position)) }
            let byte = bytes[position]
            guard byte >= (offset == 1 ? lowerBound : 0x80), byte <= (offset == 1 ? upperBound : 0xBF) else {
                return .failure(.invalidByte(at: position))
            }
        }
        return .success(start + length)
    }
}

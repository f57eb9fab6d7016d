import Foundation

/// Text from bytes that must be UTF-8 to be edited safely.
package enum UTF8Text {
    /// The text of `bytes`, or nil when they are not valid UTF-8. `String(validating:as:)`
    /// would do, but needs macOS 15. Decoding replaces each invalid sequence with U+FFFD and
    /// keeps every valid one as it is, so the text's UTF-8 is `bytes` exactly when they were
    /// valid (where a replacement starts the bytes cannot be U+FFFD's, which is valid): one
    /// decode and a comparison, where transcoding every byte first to find an error cost
    /// 20 instructions a byte of a 40 MB key file.
    package static func decode(_ bytes: [UInt8]) -> String? {
        var text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.count == bytes.count else { return nil }
        let unchanged = text.withUTF8 { decoded in
            bytes.withUnsafeBufferPointer { original in
                original.isEmpty || memcmp(decoded.baseAddress!, original.baseAddress!, original.count) == 0
            }
        }
        return unchanged ? text : nil
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 sequence (the
    /// standard library's strict decoder: no overlong forms, surrogates or values past U+10FFFF).
    /// Runs of ASCII are passed eight bytes at a time; each other sequence is the decoder's to
    /// judge, from its first byte, as when it decodes the whole text (its answer at a scalar's
    /// start depends only on the bytes from there).
    package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var offset = 0
            while offset < count {
                while offset + 8 <= count,
                      UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    offset += 8
                }
                guard offset < count else { break }
                if buffer[offset] < 0x80 {
                    offset += 1
                    continue
                }
                var iterator = UnsafeBufferPointer(rebasing: buffer[offset...]).makeIterator()
                var parser = Unicode.UTF8.ForwardParser()
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar): offset += scalar.count
                case .error: return offset
                case .emptyInput: return nil
                }
            }
            return nil
        }
    }
}

extension String {
    /// Whether the text's UTF-8 holds `byte`: checks ask this of every value of a catalog
    /// (`%` above all), and `memchr` over the stored bytes costs a fraction of iterating the
    /// `UTF8View`. A string without contiguous UTF-8 (bridged) is iterated as before.
    package func containsUTF8Byte(_ byte: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.isEmpty ? false : memchr(bytes.baseAddress!, Int32(byte), bytes.count) != nil
        }) {
            return found
        }
        return utf8.contains(byte)
    }
}

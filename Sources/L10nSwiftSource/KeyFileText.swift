/// A key file's text in the form it was read or made: a `String` (a file rendered whole, or
/// read from its text) or valid UTF-8 bytes (a file read for `check` or `sync`, and an edit of
/// such a file), each made into the other only when asked. At 200,000 accessors, decoding a key
/// file into a `String` beside its bytes, and copying an edit back into bytes, were each another
/// 40 MB copy of the file.
package enum KeyFileText: Sendable, Hashable {
    case string(String)
    /// Valid UTF-8.
    case utf8([UInt8])

    /// Decoded each time it is asked for when the text is bytes.
    package var string: String {
        switch self {
        case .string(let text): text
        case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The bytes as they are (no copy), or the string's UTF-8.
    package var utf8: [UInt8] {
        switch self {
        case .string(let text): Array(text.utf8)
        case .utf8(let bytes): bytes
        }
    }

    /// The same bytes are the same text, however it was made; compared without copying either.
    package static func == (lhs: KeyFileText, rhs: KeyFileText) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)): left.utf8.elementsEqual(right.utf8)
        case (.utf8(let left), .utf8(let right)): left == right
        case (.string(let text), .utf8(let bytes)), (.utf8(let bytes), .string(let text)): text.utf8.elementsEqual(bytes)
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .string(var text):
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        case .utf8(let bytes):
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }
}

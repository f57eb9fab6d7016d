import L10nCore
/// The text of a key file produced by ``KeyFileRenderer`` or ``KeyFileEditor``, and what was
/// left out of it. The caller writes the text (atomically); nothing here touches the disk.
package struct RenderedKeyFile: Sendable, Hashable {
    /// The text as it was made.
    package var content: KeyFileText
    /// `keyfile-identifier-collision` errors for plans that got no accessor.
    package var diagnostics: [Diagnostic]

    package init(text: String, diagnostics: [Diagnostic]) {
        self.init(content: .string(text), diagnostics: diagnostics)
    }

    package init(content: KeyFileText, diagnostics: [Diagnostic]) {
        self.content = content
        self.diagnostics = diagnostics
    }

    package var text: String { content.string }
}

/// A key file's new text as it was made: a `String` (a file rendered whole) or UTF-8 bytes (an
/// edit of the file's bytes), each made into the other only when asked. `sync` writes an edited
/// file's bytes as the edit made them: at 200,000 accessors, decoding them into a `String` and
/// copying that back into bytes were two more 40 MB copies of the file beside the others.
package enum KeyFileText: Sendable, Hashable {
    case string(String)
    /// Valid UTF-8.
    case utf8([UInt8])

    package var string: String {
        switch self {
        case .string(let text): text
        case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

    package var utf8: [UInt8] {
        switch self {
        case .string(let text): Array(text.utf8)
        case .utf8(let bytes): bytes
        }
    }

    /// The same bytes are the same text, however it was made.
    package static func == (lhs: KeyFileText, rhs: KeyFileText) -> Bool {
        lhs.utf8 == rhs.utf8
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(utf8)
    }
}

import L10nCore
import L10nSwiftSource
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

import L10nCore
/// The text of a key file produced by ``KeyFileRenderer`` or ``KeyFileEditor``, and what was
/// left out of it. The caller writes the text (atomically); nothing here touches the disk.
package struct RenderedKeyFile: Sendable, Hashable {
    package var text: String
    /// `keyfile-identifier-collision` errors for plans that got no accessor.
    package var diagnostics: [Diagnostic]

    package init(text: String, diagnostics: [Diagnostic]) {
        self.text = text
        self.diagnostics = diagnostics
    }
}

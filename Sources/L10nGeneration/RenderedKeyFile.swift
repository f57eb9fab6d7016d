import L10nCore
/// The text of a key file produced by ``KeyFileRenderer`` or ``KeyFileEditor``, and what was
/// left out of it. The caller writes the text (atomically); nothing here touches the disk.
public struct RenderedKeyFile: Sendable, Hashable {
    public var text: String
    /// `keyfile-identifier-collision` errors for plans that got no accessor.
    public var diagnostics: [Diagnostic]

    public init(text: String, diagnostics: [Diagnostic]) {
        self.text = text
        self.diagnostics = diagnostics
    }
}

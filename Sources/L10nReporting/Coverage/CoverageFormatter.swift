/// Choices the caller makes about how a report looks, not what it says.
package struct CoverageRenderOptions: Hashable, Sendable {
    /// ANSI colours; only the text format has any, and the CLI turns them on for terminals.
    package var useColor: Bool

    package init(useColor: Bool = false) {
        self.useColor = useColor
    }
}

/// One output format of `l10n report`: a pure function from report to text. Its metatype is
/// `SendableMetatype` so the registry can be a plain `static let`.
package protocol CoverageFormatter: SendableMetatype {
    /// The value of `--format`.
    static var id: String { get }
    /// One line for `--help` and format listings.
    static var summary: String { get }
    static func render(_ report: CoverageReport, options: CoverageRenderOptions) -> String
}

/// Every report format, in the order help lists them; adding a format is one line here.
package enum CoverageFormats {
    package static let all: [any CoverageFormatter.Type] = [
        CoverageTextFormatter.self,
        CoverageJSONFormatter.self,
        CoverageMarkdownFormatter.self,
        CoverageCSVFormatter.self,
        CoverageHTMLFormatter.self,
    ]

    package static func formatter(id: String) -> (any CoverageFormatter.Type)? {
        all.first(where: { $0.id == id })
    }
}

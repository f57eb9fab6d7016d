import L10nCore
import L10nChecks
/// The check list as users read it, rendered from the descriptions so it cannot drift.
package enum CheckListing {
    /// `l10n check --list`: id, severity and summary in aligned columns.
    package static func text(_ descriptions: [CheckDescription] = CheckRegistry.descriptions) -> String {
        let idWidth = descriptions.map(\.id.count).max() ?? 0
        let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
        return descriptions.map { description in
            description.id.padded(to: idWidth) + "  " + description.severity.rawValue.padded(to: severityWidth) + "  " + description.summary + "\n"
        }.joined()
    }

    /// The table of checks in docs/checks.md.
    package static func markdownTable(_ descriptions: [CheckDescription] = CheckRegistry.descriptions) -> String {
        var table = "| Check | Name | Severity | Summary |\n| --- | --- | --- | --- |\n"
        for description in descriptions {
            let cells = ["`\(description.id)`", description.name, description.severity.rawValue, description.summary]
            table += "| " + cells.map { MarkdownCell.escape($0, inlineMarkup: .kept) }.joined(separator: " | ") + " |\n"
        }
        return table
    }
}

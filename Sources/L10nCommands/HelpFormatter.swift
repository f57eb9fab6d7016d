/// Renders usage lines and help screens from `CommandSpec`s, in swift-argument-parser's layout:
/// two-space indent, labels padded to column 26 (or alone on their line when longer), help
/// wrapped at 80 columns.
enum HelpFormatter {
    static let screenWidth = 80
    static let indent = 2
    static let labelColumnWidth = 26

    /// A section row: the label on the left (`-f, --format <format>`), its help on the right.
    struct Row: Equatable {
        var label: String
        var help: String
    }

    static let helpRow = Row(label: "-h, --help", help: "Show help information.")
    static let versionRow = Row(label: "--version", help: "Show the version.")

    /// `l10n check [--format <format>] [<path> ...]`; `--help` is implied and left out.
    static func usage(for spec: CommandSpec, path: String) -> String {
        let options = spec.options.map(usageFragment) + (spec.languageTexts.map { _ in ["[\(LanguageTextSpec.displayName) ...]"] } ?? [])
        let arguments = spec.arguments.map { argument -> String in
            let repeated = argument.isRepeatable ? "\(argument.placeholder) ..." : argument.placeholder
            return argument.isOptional ? "[\(repeated)]" : repeated
        }
        return ([path] + options + arguments).joined(separator: " ")
    }

    private static func usageFragment(_ option: OptionSpec) -> String {
        switch option.kind {
        case .flag:
            return "[--\(option.name)]"
        case .inversion:
            return "[--\(option.name)] [--no-\(option.name)]"
        case .value:
            return "[\(option.displayName)]"
        case .repeatable:
            return "[\(option.displayName) ...]"
        }
    }

    static func help(for spec: CommandSpec, path: String) -> String {
        let arguments = spec.arguments.map { Row(label: $0.placeholder, help: $0.help) }
        let languageRows = spec.languageTexts.map { [Row(label: LanguageTextSpec.displayName, help: $0.help)] } ?? []
        let options = spec.options.map(row) + languageRows + [helpRow]
        return render(
            abstract: spec.abstract, discussion: spec.discussion, usage: usage(for: spec, path: path),
            sections: [("ARGUMENTS", arguments), ("OPTIONS", options)])
    }

    /// The root screen: subcommands instead of arguments, `--version`, and where to read more.
    static func rootHelp(abstract: String, rootName: String, commands: [CommandSpec]) -> String {
        let subcommands = commands.map { Row(label: $0.name, help: $0.abstract) }
        var text = render(
            abstract: abstract, discussion: nil, usage: "\(rootName) <subcommand>",
            sections: [("OPTIONS", [versionRow, helpRow]), ("SUBCOMMANDS", subcommands)])
        if !subcommands.isEmpty {
            text += "\n  See '\(rootName) help <subcommand>' for detailed help.\n"
        }
        return text
    }

    private static func row(for option: OptionSpec) -> Row {
        let names: String
        switch option.kind {
        case .inversion:
            names = "--\(option.name)/--no-\(option.name)"
        case .flag, .value, .repeatable:
            let long = option.displayName
            names = option.short.map { "-\($0), \(long)" } ?? long
        }
        var notes: [String] = []
        if let allowedValues = option.allowedValues {
            notes.append("values: " + allowedValues.joined(separator: ", "))
        }
        if case .inversion(let defaultValue) = option.kind {
            notes.append("default: --" + (defaultValue ? "" : "no-") + option.name)
        } else if let defaultValue = option.defaultValue {
            notes.append("default: \(defaultValue)")
        }
        let help = notes.isEmpty ? option.help : "\(option.help) (\(notes.joined(separator: "; ")))"
        return Row(label: names, help: help)
    }

    private static func render(
        abstract: String, discussion: String?, usage: String, sections: [(title: String, rows: [Row])]
    ) -> String {
        var blocks = ["OVERVIEW: \(abstract)"]
        if let discussion {
            blocks.append(wrap(discussion, width: screenWidth, indent: 0))
        }
        blocks.append("USAGE: \(usage)")
        for section in sections where !section.rows.isEmpty {
            blocks.append("\(section.title):\n" + section.rows.map(render).joined())
        }
        // Each section already ends in a newline; the blank line between blocks comes from the join.
        return blocks.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
    }

    private static func render(_ row: Row) -> String {
        let label = String(repeating: " ", count: indent) + row.label
        let help = wrap(row.help, width: screenWidth, indent: labelColumnWidth)
        if label.count < labelColumnWidth {
            return label + help.dropFirst(label.count) + "\n"
        }
        return label + "\n" + help + "\n"
    }

    /// Greedy word wrap: each line is `indent` spaces plus words, at most `width` columns unless
    /// a single word is longer. Newlines in `text` are kept as paragraph breaks.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        let available = max(width - indent, 1)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= available {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
            return lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}

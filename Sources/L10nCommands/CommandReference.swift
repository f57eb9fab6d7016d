import Foundation

/// `docs/commands.md` and the README's table of commands, written from the same `CommandSpec`s
/// as `--help`, so the reference cannot drift from what the tool accepts and prints.
///
/// Generated blocks sit between `<!-- generated from CommandSpec: <name> -->` and
/// `<!-- end generated -->`; the prose around them is hand-written and kept as it is.
package enum CommandReference {
    static let blockEnd = "<!-- end generated -->"

    static func blockStart(_ name: String) -> String {
        "<!-- generated from CommandSpec: \(name) -->"
    }

    /// The name of the block holding the table of commands.
    static let tableBlock = "commands"

    /// One row per command, its name linking to `<linkPrefix>#l10n-<name>`.
    package static func table(linkPrefix: String, specs: [CommandSpec]) -> String {
        var lines = ["| command | what it does |", "|---|---|"]
        for spec in specs {
            let abstract = spec.abstract.replacingOccurrences(of: "|", with: "\\|")
            lines.append("| [`\(spec.name)`](\(linkPrefix)#\(L10nCLI.rootName)-\(spec.name)) | \(abstract) |")
        }
        return lines.joined(separator: "\n")
    }

    /// A command's heading and its help, exactly as `l10n help <command>` prints it.
    package static func section(for spec: CommandSpec) -> String {
        let path = L10nCLI.commandPath(spec)
        return """
            ## \(path)

            ```text
            $ \(L10nCLI.rootName) help \(spec.name)
            \(HelpFormatter.help(for: spec, path: path))```
            """
    }

    /// `text` with every generated block written anew: the table (linking to `linkPrefix`) and
    /// each command's section. With `addingMissingSections`, a command without a section gets
    /// one at the end and a section of a command that is gone is removed.
    package static func updating(
        _ text: String, specs: [CommandSpec], linkPrefix: String, addingMissingSections: Bool
    ) -> String {
        var found = Set<String>()
        var output: [Substring] = []
        var rest = Substring(text)
        let marker = "<!-- generated from CommandSpec: "
        while let start = rest.range(of: marker) {
            output.append(rest[..<start.lowerBound])
            guard let nameEnd = rest[start.upperBound...].range(of: " -->"),
                  let end = rest[nameEnd.upperBound...].range(of: blockEnd)
            else { break }
            let name = String(rest[start.upperBound..<nameEnd.lowerBound])
            rest = rest[end.upperBound...]
            if name == tableBlock {
                output.append(Substring(block(tableBlock, table(linkPrefix: linkPrefix, specs: specs))))
            } else if let spec = specs.first(where: { $0.name == name }) {
                found.insert(name)
                output.append(Substring(block(name, section(for: spec))))
            } else if !addingMissingSections {
                output.append(Substring(block(name, "")))
            } else {
                // The section goes with the blank line after it.
                rest = rest.drop { $0 == "\n" }
            }
        }
        output.append(rest)
        var result = output.joined()
        if addingMissingSections {
            for spec in specs where !found.contains(spec.name) {
                if !result.hasSuffix("\n\n") { result += result.hasSuffix("\n") ? "\n" : "\n\n" }
                result += block(spec.name, section(for: spec)) + "\n"
            }
        }
        return result
    }

    private static func block(_ name: String, _ content: String) -> String {
        "\(blockStart(name))\n\(content)\n\(blockEnd)"
    }
}

import Testing
@testable import L10nCatalog

/// The whole `String(format:)` grammar, one row per construct: what is read as a placeholder
/// and what is reported, with its column.
@Suite struct FormatScanTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var text: String
        var placeholders: [String]
        /// `kind@column`: `stray@3`, `space(he)@3`, `mixed(%1$@)@6`.
        var problems: [String] = []
        var testDescription: String { text }
    }

    static let rows: [Row] = [
        // Literal percent signs.
        Row(text: "100%% sure", placeholders: []),
        Row(text: "%%%@", placeholders: ["%@"]),
        // Conversions, each alone.
        Row(text: "%@ %d %i %u %o %x %X %f %F %e %E %g %G %a %A %c %C %s %S %p %n",
            placeholders: ["%@", "%d", "%i", "%u", "%o", "%x", "%X", "%f", "%F", "%e", "%E", "%g", "%G", "%a", "%A", "%c", "%C", "%s", "%S", "%p", "%n"]),
        Row(text: "%D %U %O", placeholders: ["%D", "%U", "%O"]),
        // Length modifiers.
        Row(text: "%hhd %hd %ld %lld %qd %Lf %zd %td %jd %lu %llx",
            placeholders: ["%hhd", "%hd", "%ld", "%lld", "%qd", "%Lf", "%zd", "%td", "%jd", "%lu", "%llx"]),
        // Flags, width, precision.
        Row(text: "%-5d %+d %#x %05.2f %'d %10s %.3e %-+#0'8.2lf", placeholders: ["%-5d", "%+d", "%#x", "%05.2f", "%'d", "%10s", "%.3e", "%-+#0'8.2lf"]),
        Row(text: "%*d %.*f %*2$d %-*.*f", placeholders: ["%*d", "%.*f", "%*2$d", "%-*.*f"]),
        // Positions.
        Row(text: "%2$@ %1$lld %3$.2f", placeholders: ["%2$@", "%1$lld", "%3$.2f"]),
        // Substitutions and their argument.
        Row(text: "%#@count@ %1$#@items@ %arg", placeholders: ["%#@count@", "%1$#@items@", "%arg"]),
        // A `%` that starts nothing.
        Row(text: "%d%", placeholders: ["%d"], problems: ["stray@3"]),
        Row(text: "50% más", placeholders: [], problems: ["stray@3"]),
        Row(text: "%k %.", placeholders: [], problems: ["stray@1", "stray@4"]),
        Row(text: "%0$@", placeholders: [], problems: ["stray@1"]),
        Row(text: "%#@@", placeholders: [], problems: ["stray@1"]),
        Row(text: "%%%", placeholders: [], problems: ["stray@3"]),
        // The space flag turns prose into a conversion.
        Row(text: "%d% hecho", placeholders: ["%d"], problems: ["space(he)@3"]),
        Row(text: "50% off %@", placeholders: ["%@"], problems: ["space(o)@3"]),
        Row(text: "Ñandú % de", placeholders: [], problems: ["space(d)@7"]),
        // Numbered and unnumbered arguments together.
        Row(text: "%1$@ y %@", placeholders: ["%1$@", "%@"], problems: ["mixed(%1$@)@8"]),
        Row(text: "%@ y %2$@", placeholders: ["%@", "%2$@"], problems: ["mixed(%@)@6"]),
        Row(text: "%1$@ %#@count@ %arg", placeholders: ["%1$@", "%#@count@", "%arg"]),
        // Columns count characters, not bytes or scalars.
        Row(text: "🇪🇸 é%", placeholders: [], problems: ["stray@4"]),
        Row(text: "no percent at all", placeholders: []),
    ]

    @Test(arguments: rows)
    func readsTheGrammar(row: Row) {
        let scan = FormatPlaceholder.scan(row.text)
        #expect(scan.placeholders.map(\.text) == row.placeholders)
        #expect(scan.problems.map { describe($0, in: row.text) } == row.problems)
        #expect(FormatPlaceholder.parse(row.text).map(\.text) == row.placeholders)
        #expect(FormatPlaceholder.hasProblems(row.text) == !row.problems.isEmpty)
    }

    private func describe(_ problem: FormatProblem, in text: String) -> String {
        let kind = switch problem.kind {
        case .strayPercent: "stray"
        case .spaceFlag(let specifier): "space(\(specifier))"
        case .mixedPositions(let first): "mixed(\(first))"
        }
        return "\(kind)@\(problem.column(in: text))"
    }

    @Test func placeholderRangesAreInScalars() {
        let scan = FormatPlaceholder.scan("é %2$@ %%")
        #expect(scan.placeholders.map(\.scalarRange) == [2..<6])
        #expect(scan.placeholders.map(\.explicitPosition) == [2])
    }

    @Test func percentNReadsAPointer() {
        #expect(FormatArgumentType(specifier: "n") == .pointer)
    }
}

/// What `String(format:)` makes of a text: the placeholders it reads, and the `%` signs it
/// reads wrongly (see ``FormatPlaceholder/scan(_:)``).
package struct FormatScan: Hashable, Sendable {
    package var placeholders: [FormatPlaceholder] = []
    /// In text order, except that a mix of numbered and unnumbered arguments comes last.
    package var problems: [FormatProblem] = []

    package init() {}

    /// `%1$@ and %@`: Foundation numbers unnumbered arguments from 1 again, so the two styles
    /// read the same argument twice or skip one.
    mutating func noteMixedPositions() {
        // By index: holding the first placeholder copied it, its strings retained, at every step.
        var first: Int?
        for index in placeholders.indices {
            guard case .argument = placeholders[index].kind else { continue }
            guard let style = first else { first = index; continue }
            if (placeholders[style].explicitPosition == nil) != (placeholders[index].explicitPosition == nil) {
                problems.append(FormatProblem(
                    kind: .mixedPositions(first: placeholders[style].text), text: placeholders[index].text, scalarRange: placeholders[index].scalarRange))
                return
            }
        }
    }
}

/// One `%` that a format string does not read as its writer meant.
package struct FormatProblem: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A `%` that starts no specifier (`50% más`, a final `%`): a percent sign is `%%`.
        case strayPercent
        /// `% he…`: the space after `%` is a flag, so `% he` reads a floating-point argument.
        case spaceFlag(specifier: String)
        /// An unnumbered argument in a text whose `first` argument is numbered, or the reverse.
        case mixedPositions(first: String)
    }

    package var kind: Kind
    /// What is written where the problem is: `%`, `% he`, or the placeholder of the other style.
    package var text: String
    /// Where it stands, in Unicode scalars of the text it was read from.
    package var scalarRange: Range<Int>

    /// The 1-based column, in characters as a person counts them, where the problem starts in
    /// `text` (the text that was scanned).
    package func column(in text: String) -> Int {
        let scalars = text.unicodeScalars
        let start = scalars.index(scalars.startIndex, offsetBy: min(scalarRange.lowerBound, scalars.count))
        return text[..<start].count + 1
    }
}

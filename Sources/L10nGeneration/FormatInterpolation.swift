import L10nCatalog
/// Turns an English value with printf-style specifiers into the contents of a Swift string
/// literal that interpolates the accessor's parameters, so that `String.LocalizationValue`
/// passes them as format arguments in the same order the catalog's format expects.
enum FormatInterpolation {
    /// One accessor parameter as the literal uses it.
    struct Argument: Equatable {
        /// The plan's parameter name, which `%#@name@` refers to.
        var name: String
        /// What goes inside `\( )`.
        var expression: String
    }

    /// `"%@ cashback"` with an argument `arg1` → `\(arg1) cashback`. `%%` becomes `%`; positional
    /// `%2$@` picks the second argument; `%#@name@` interpolates the argument named `name`.
    /// A specifier without a matching argument stays as literal text, so the result always compiles.
    /// Placeholders are found by `FormatPlaceholder`, the grammar the checks and the planner use.
    /// Appended to `bytes`: the text between placeholders is escaped from the value's UTF-8
    /// where it lies, not rebuilt scalar by scalar.
    /// - Parameter arguments: in argument-number order.
    static func appendLiteralContents(of value: String, arguments: [Argument], to bytes: inout [UInt8]) {
        let placeholders = FormatPlaceholder.parse(value)
        // The interpolations become the runtime's arguments in the order they appear, and the
        // catalog's format numbers them from 1. When the English text uses its arguments out of
        // order (`%2$@ before %1$@`), the k-th interpolation must still be argument k, so the
        // arguments reach the catalog's format in argument-number order; the words around them
        // stay, and only the fallback text (used when the key is missing) reads them in order.
        // Only a text that uses each of its arguments once is remapped.
        let order = argumentNumbers(placeholders)
        let remapsByOccurrence = order != order.sorted() && order.sorted() == Array(1...max(order.count, 1))
        var value = value
        value.withUTF8 { utf8 in
            // Where each scalar starts, and the end: placeholders are found by scalars.
            var offsets: [Int] = []
            offsets.reserveCapacity(utf8.count + 1)
            for (offset, byte) in utf8.enumerated() where byte & 0xC0 != 0x80 { offsets.append(offset) }
            offsets.append(utf8.count)
            var cursor = 0
            var nextSequentialArgument = 1
            var occurrence = 0
            for placeholder in placeholders {
                appendLiteralText(UnsafeBufferPointer(rebasing: utf8[offsets[cursor]..<offsets[placeholder.scalarRange.lowerBound]]), to: &bytes)
                var argument: Argument?
                switch placeholder.kind {
                case .substitution(let name):
                    argument = arguments.first { $0.name == name }
                case .argument:
                    var number = placeholder.explicitPosition ?? nextSequentialArgument
                    if placeholder.explicitPosition == nil { nextSequentialArgument += 1 }
                    occurrence += 1
                    if remapsByOccurrence { number = occurrence }
                    argument = arguments.indices.contains(number - 1) ? arguments[number - 1] : nil
                case .substitutionArgument:
                    argument = nil
                }
                if let argument {
                    bytes += "\\(".utf8
                    bytes += argument.expression.utf8
                    bytes.append(UInt8(ascii: ")"))
                } else {
                    SwiftLiteral.appendEscaped(placeholder.text, to: &bytes)
                }
                cursor = placeholder.scalarRange.upperBound
            }
            appendLiteralText(UnsafeBufferPointer(rebasing: utf8[offsets[cursor]...]), to: &bytes)
        }
    }

    /// Text between placeholders, escaped for a Swift literal, with `%%` read as `%`: the runs
    /// up to the first `%` of each pair are escaped, the second is left out.
    private static func appendLiteralText(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let percent = UInt8(ascii: "%")
        var run = 0
        var index = 0
        while index < utf8.count {
            if utf8[index] == percent && index + 1 < utf8.count && utf8[index + 1] == percent {
                SwiftLiteral.appendEscaped(utf8: UnsafeBufferPointer(rebasing: utf8[run...index]), to: &bytes)
                index += 2
                run = index
            } else {
                index += 1
            }
        }
        SwiftLiteral.appendEscaped(utf8: UnsafeBufferPointer(rebasing: utf8[run...]), to: &bytes)
    }

    /// The argument number of each value placeholder, in text order.
    private static func argumentNumbers(_ placeholders: [FormatPlaceholder]) -> [Int] {
        var numbers: [Int] = []
        var nextSequentialArgument = 1
        for placeholder in placeholders {
            guard case .argument = placeholder.kind else { continue }
            numbers.append(placeholder.explicitPosition ?? nextSequentialArgument)
            if placeholder.explicitPosition == nil { nextSequentialArgument += 1 }
        }
        return numbers
    }
}

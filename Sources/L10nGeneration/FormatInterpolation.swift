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
    /// - Parameter arguments: in argument-number order.
    static func literalContents(of value: String, arguments: [Argument]) -> String {
        let scalars = Array(value.unicodeScalars)
        let placeholders = FormatPlaceholder.parse(value)
        // The interpolations become the runtime's arguments in the order they appear, and the
        // catalog's format numbers them from 1. When the English text uses its arguments out of
        // order (`%2$@ before %1$@`), the k-th interpolation must still be argument k, so the
        // arguments reach the catalog's format in argument-number order; the words around them
        // stay, and only the fallback text (used when the key is missing) reads them in order.
        // Only a text that uses each of its arguments once is remapped.
        let order = argumentNumbers(placeholders)
        let remapsByOccurrence = order != order.sorted() && order.sorted() == Array(1...max(order.count, 1))
        var result = ""
        var cursor = 0
        var nextSequentialArgument = 1
        var occurrence = 0
        for placeholder in placeholders {
            result += literalText(scalars[cursor..<placeholder.scalarRange.lowerBound])
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
                result += "\\(" + argument.expression + ")"
            } else {
                result += SwiftLiteral.escaped(placeholder.text)
            }
            cursor = placeholder.scalarRange.upperBound
        }
        return result + literalText(scalars[cursor...])
    }

    /// Text between placeholders, escaped for a Swift literal, with `%%` read as `%`.
    private static func literalText(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            text.append(scalars[index])
            let isEscapedPercent = scalars[index] == "%" && index + 1 < scalars.endIndex && scalars[index + 1] == "%"
            index += isEscapedPercent ? 2 : 1
        }
        return SwiftLiteral.escaped(String(text))
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

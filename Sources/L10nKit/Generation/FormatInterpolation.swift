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

    private static let conversions = Set("@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars)
    private static let flags = Set("-+ #0'".unicodeScalars)
    private static let lengthModifiers = Set("hlqLztj".unicodeScalars)

    /// `"%@ cashback"` with an argument `arg1` → `\(arg1) cashback`. `%%` becomes `%`; positional
    /// `%2$@` picks the second argument; `%#@name@` interpolates the argument named `name`.
    /// A specifier without a matching argument stays as literal text, so the result always compiles.
    /// - Parameter arguments: in argument-number order.
    static func literalContents(of value: String, arguments: [Argument]) -> String {
        let scalars = Array(value.unicodeScalars)
        // The interpolations become the runtime's arguments in the order they appear, and the
        // catalog's format numbers them from 1. When the English text uses its arguments out of
        // order (`%2$@ before %1$@`), the k-th interpolation must still be argument k, so the
        // arguments reach the catalog's format in argument-number order; the words around them
        // stay, and only the fallback text (used when the key is missing) reads them in order.
        let order = argumentNumbers(in: scalars)
        // Only a text that uses each of its arguments once is remapped.
        let remapsByOccurrence = order != order.sorted() && order.sorted() == Array(1...max(order.count, 1))
        var occurrence = 0
        var result = ""
        var pendingText = String.UnicodeScalarView()
        var nextSequentialArgument = 1
        var index = 0

        func flushText() {
            result += SwiftLiteral.escaped(String(pendingText))
            pendingText = String.UnicodeScalarView()
        }

        while index < scalars.count {
            guard scalars[index] == "%" else {
                pendingText.append(scalars[index])
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                pendingText.append("%")
                index += 2
                continue
            }
            guard let specifier = parseSpecifier(scalars, from: index) else {
                pendingText.append("%")
                index += 1
                continue
            }
            var argument: Argument?
            if let substitution = specifier.substitutionName {
                argument = arguments.first { $0.name == substitution }
            } else {
                var number = specifier.position ?? nextSequentialArgument
                if specifier.position == nil { nextSequentialArgument += 1 }
                occurrence += 1
                if remapsByOccurrence { number = occurrence }
                argument = arguments.indices.contains(number - 1) ? arguments[number - 1] : nil
            }
            if let argument {
                flushText()
                result += "\\(" + argument.expression + ")"
            } else {
                pendingText.append(contentsOf: scalars[index..<specifier.end])
            }
            index = specifier.end
        }
        flushText()
        return result
    }

    /// The argument number of each non-substitution specifier, in text order.
    private static func argumentNumbers(in scalars: [Unicode.Scalar]) -> [Int] {
        var numbers: [Int] = []
        var nextSequentialArgument = 1
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            if index + 1 < scalars.count, scalars[index + 1] == "%" { index += 2; continue }
            guard let specifier = parseSpecifier(scalars, from: index) else { index += 1; continue }
            if specifier.substitutionName == nil {
                numbers.append(specifier.position ?? nextSequentialArgument)
                if specifier.position == nil { nextSequentialArgument += 1 }
            }
            index = specifier.end
        }
        return numbers
    }

    private struct Specifier {
        var position: Int?
        var substitutionName: String?
        /// Index just past the specifier.
        var end: Int
    }

    /// Parses `%[n$][flags][width][.precision][length]conversion` or `%[n$]#@name@` at `start`.
    private static func parseSpecifier(_ scalars: [Unicode.Scalar], from start: Int) -> Specifier? {
        var index = start + 1
        func digits() -> Int? {
            var value = 0
            var found = false
            while index < scalars.count, let digit = Int(String(scalars[index])), scalars[index].isASCII {
                value = value * 10 + digit
                found = true
                index += 1
            }
            return found ? value : nil
        }
        var position: Int?
        let afterPercent = index
        if let number = digits(), index < scalars.count, scalars[index] == "$", number > 0 {
            position = number
            index += 1
        } else {
            index = afterPercent
        }
        if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
            guard let close = scalars[(index + 2)...].firstIndex(of: "@"), close > index + 2 else { return nil }
            let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
            return Specifier(position: position, substitutionName: name, end: close + 1)
        }
        while index < scalars.count, flags.contains(scalars[index]) { index += 1 }
        if index < scalars.count, scalars[index] == "*" { index += 1 } else { _ = digits() }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            if index < scalars.count, scalars[index] == "*" { index += 1 } else { _ = digits() }
        }
        while index < scalars.count, lengthModifiers.contains(scalars[index]) { index += 1 }
        guard index < scalars.count, conversions.contains(scalars[index]) else { return nil }
        return Specifier(position: position, substitutionName: nil, end: index + 1)
    }
}

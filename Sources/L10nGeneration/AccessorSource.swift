import Foundation
import L10nCore
import L10nSwiftSource
import L10nAccessors

/// The source of one accessor, shared by the renderer (new files) and the editor (insertions),
/// so both produce exactly the same lines.
package enum AccessorSource {
    /// Writes accessors at one indentation into a buffer of UTF-8, each line indented and ended
    /// by a line break. What all of them share (their indentation and declaration's start, the
    /// spelling of the resource type, the bundle argument) is made into bytes once: a huge
    /// feature renders hundreds of thousands of accessors, and a string per line, per piece and
    /// per indented copy cost more than the rest of rendering.
    struct Writer {
        private let style: GenerationStyle
        private let spelling: TypeSpelling
        private let documented: Bool
        private let indent: String
        private let unit: String
        private let resource: String
        /// The indentation and `///`.
        private let commentPrefix: [UInt8]
        /// The indentation, the access level and `static let `.
        private let constantStart: [UInt8]
        /// ` = LocalizedStringResource("`.
        private let callStart: [UInt8]
        /// After the table's name: its quote, the bundle argument and the call's end.
        private let callEnd: [UInt8]

        /// - Parameters:
        ///   - indent: the accessors' indentation; `unit` is one level of the file's.
        ///   - documented: whether each accessor gets a `///` comment.
        init(indent: String, unit: String, style: GenerationStyle, documented: Bool, spelling: TypeSpelling) {
            self.style = style
            self.spelling = spelling
            self.documented = documented
            self.indent = indent
            self.unit = unit
            resource = spelling.name(of: resourceType)
            commentPrefix = Array((indent + "///").utf8)
            constantStart = Array((indent + style.access.declarationPrefix + "static let ").utf8)
            callStart = Array(" = \(resource)(\"".utf8)
            callEnd = Array("\"\(bundleArgument(style.bundle, spelling: spelling)))".utf8)
        }

        /// Appends the accessor of `plan`, named `identifier` (``AccessorNaming/identifier(for:)``).
        func append(_ plan: AccessorPlan, identifier: String, to text: inout [UInt8]) {
            if documented {
                SwiftLiteral.appendComment(plan.docComment.isEmpty ? [plan.key] : plan.docComment, linePrefix: commentPrefix, to: &text)
            }
            if plan.parameters.isEmpty {
                text += constantStart
                appendName(identifier, to: &text)
                text += callStart
                appendArguments(of: plan, interpolating: nil, to: &text)
                text.append(UInt8(ascii: "\n"))
                return
            }
            let names = parameterNames(plan.parameters)
            let types = plan.parameters.map { typeName($0.swiftType) }
            let arguments = plan.parameters.indices.map { index in
                FormatInterpolation.Argument(
                    name: plan.parameters[index].name, expression: interpolated(names[index], type: types[index], spelling: spelling))
            }
            text += indent.utf8
            text += style.access.declarationPrefix.utf8
            text += "static func ".utf8
            appendName(identifier, to: &text)
            text += "(".utf8
            for index in names.indices {
                if index > 0 { text += ", ".utf8 }
                text += "_ ".utf8
                text += names[index].utf8
                text += ": ".utf8
                text += spelling.name(of: types[index]).utf8
            }
            text += ") -> ".utf8
            text += resource.utf8
            text += " {\n".utf8
            text += indent.utf8
            text += unit.utf8
            text += resource.utf8
            text += "(\"".utf8
            appendArguments(of: plan, interpolating: arguments, to: &text)
            text += "\n".utf8
            text += indent.utf8
            text += "}\n".utf8
        }

        /// `identifier` as source spells it: a keyword in backticks.
        private func appendName(_ identifier: String, to text: inout [UInt8]) {
            let isReserved = Identifier.isReserved(identifier)
            if isReserved { text.append(UInt8(ascii: "`")) }
            text += identifier.utf8
            if isReserved { text.append(UInt8(ascii: "`")) }
        }

        /// `<key>", defaultValue: "<value>", table: "<table>"<bundle>)`, after the call's `("`;
        /// the default value, of an accessor with parameters, interpolates `arguments`.
        private func appendArguments(of plan: AccessorPlan, interpolating arguments: [FormatInterpolation.Argument]?, to text: inout [UInt8]) {
            SwiftLiteral.appendEscaped(plan.key, to: &text)
            if let arguments {
                text += "\", defaultValue: \"".utf8
                if let value = plan.defaultValue {
                    FormatInterpolation.appendLiteralContents(of: value, arguments: arguments, to: &text)
                } else {
                    for (index, argument) in arguments.enumerated() {
                        if index > 0 { text.append(UInt8(ascii: " ")) }
                        text += "\\(".utf8
                        text += argument.expression.utf8
                        text.append(UInt8(ascii: ")"))
                    }
                }
            }
            text += "\", table: \"".utf8
            SwiftLiteral.appendEscaped(plan.table, to: &text)
            text += callEnd
        }
    }

    static let resourceType = "LocalizedStringResource"

    /// The type names the accessors of `plans` spell out, which an enum of the same name in
    /// their file would hide: asked once for all of them, as only an accessor with parameters
    /// adds to what every accessor spells.
    static func typesUsed(by plans: [AccessorPlan], bundle: AccessorBundle) -> Set<String> {
        guard !plans.isEmpty else { return [] }
        var types: Set<String> = [resourceType]
        if bundle == .module { types.insert("Bundle") }
        plans.withUnsafeBufferPointer { plans in
            for index in plans.indices where !plans[index].parameters.isEmpty {
                for parameter in plans[index].parameters {
                    let type = typeName(parameter.swiftType)
                    types.insert(type)
                    if type == "Character" { types.insert("String") }
                }
            }
        }
        return types
    }

    /// `LocalizedStringResource`'s `bundle:` argument, after the table; nothing for the main
    /// bundle, its default.
    private static func bundleArgument(_ bundle: AccessorBundle, spelling: TypeSpelling) -> String {
        switch bundle {
        case .main: ""
        case .module: ", bundle: .atURL(\(spelling.name(of: "Bundle")).module.bundleURL)"
        case .macro: ", bundle: #bundle"
        }
    }

    /// Rendered, unique parameter names (`count`, `count2`, ...).
    private static func parameterNames(_ parameters: [AccessorPlan.Parameter]) -> [String] {
        var used: Set<String> = []
        return parameters.map { parameter in
            let base = Identifier.isValid(parameter.name) ? parameter.name : Identifier.lowerCamelCase(parameter.name)
            var name = base
            var suffix = 2
            while used.contains(name) {
                name = base + String(suffix)
                suffix += 1
            }
            used.insert(name)
            return Identifier.rendered(name)
        }
    }

    /// `String.LocalizationValue` interpolates numbers, strings and objects, but has no overload
    /// for `Character` (`%c`), so a character is passed as the string it is.
    private static func interpolated(_ name: String, type: String, spelling: TypeSpelling) -> String {
        type == "Character" ? "\(spelling.name(of: "String"))(\(name))" : name
    }

    /// A plain (possibly qualified) type name passes through; anything else could inject code,
    /// so it becomes `String`, which every format argument can be shown as.
    private static func typeName(_ type: String) -> String {
        // Without a `.` byte there is no `.` character: the name is its one part (`Int`, `String`).
        guard type.utf8.contains(UInt8(ascii: ".")) else {
            return Identifier.isValid(type) && !Identifier.isReserved(type) ? type : "String"
        }
        let parts = type.split(separator: ".", omittingEmptySubsequences: false)
        let isPlain = !parts.isEmpty && parts.allSatisfy { Identifier.isValid(String($0)) && !Identifier.isReserved(String($0)) }
        return isPlain ? type : "String"
    }
}

/// How one key file spells the types its accessors use. An enum named `String` inside the
/// feature enum (for keys such as `offers.string.title`) hides Swift's `String` from every
/// accessor below the feature; there the file uses a file-scope alias, `L10nOffersString`,
/// declared with the accessors' access level. Files without such a name are written as before.
struct TypeSpelling {
    /// The names the file's enums declare: the feature enum and its sections.
    let hidden: Set<String>
    let featureEnumName: String

    init(featureEnumName: String, enumNames: some Sequence<String>) {
        self.featureEnumName = featureEnumName
        hidden = Set(enumNames).union([featureEnumName])
    }

    /// `type` as accessors write it: its own name, or the alias when an enum hides it.
    func name(of type: String) -> String {
        hidden.contains(type) ? alias(of: type) : type
    }

    func alias(of type: String) -> String { "L10n" + featureEnumName + type }

    /// The line above the aliases, saying why they are there.
    static func aliasComment(featureEnumName: String) -> String {
        "// Enums of `L10nKey.\(featureEnumName)` hide these types from its accessors."
    }

    /// The aliases accessors using `types` need, sorted, as declarations at file scope, where
    /// nothing in `L10nKey` hides the names.
    func aliasDeclarations(for types: Set<String>, access: AccessLevel) -> [String] {
        types.filter(hidden.contains).sorted().map { "\(access.declarationPrefix)typealias \(alias(of: $0)) = \($0)" }
    }
}

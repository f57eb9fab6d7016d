import Foundation
import L10nCore
import L10nSwiftSource

/// The source of one accessor, shared by the renderer (new files) and the editor (insertions),
/// so both produce exactly the same lines.
package enum AccessorSource {
    /// Two keys that would get one accessor name are what keyfile-duplicate reports in a file.
    static let collisionCheckID = DiagnosticIDs.identifierCollision

    /// The accessor's lines, indented by `indent`; `unit` is one level of the file's indentation.
    static func lines(for plan: AccessorPlan, indent: String, unit: String, access: AccessLevel) -> [String] {
        let modifiers = access.declarationPrefix + "static"
        let identifier = Identifier.rendered(identifier(for: plan))
        let key = SwiftLiteral.quoted(plan.key)
        let table = SwiftLiteral.quoted(plan.table)
        let documentation = plan.docComment.isEmpty ? [plan.key] : plan.docComment
        var lines = SwiftLiteral.docComment(documentation)
        if plan.parameters.isEmpty {
            lines.append("\(modifiers) let \(identifier) = LocalizedStringResource(\(key), table: \(table))")
        } else {
            let names = parameterNames(plan.parameters)
            let types = plan.parameters.map { typeName($0.swiftType) }
            let signature = zip(names, types).map { "_ \($0): \($1)" }.joined(separator: ", ")
            let arguments = plan.parameters.indices.map { index in
                FormatInterpolation.Argument(
                    name: plan.parameters[index].name, expression: interpolated(names[index], type: types[index]))
            }
            let value = plan.defaultValue.map { FormatInterpolation.literalContents(of: $0, arguments: arguments) }
                ?? arguments.map { "\\(\($0.expression))" }.joined(separator: " ")
            lines.append("\(modifiers) func \(identifier)(\(signature)) -> LocalizedStringResource {")
            lines.append(unit + "LocalizedStringResource(\(key), defaultValue: \"\(value)\", table: \(table))")
            lines.append("}")
        }
        return lines.map { indent + $0 }
    }

    /// The plan's proposed identifier, repaired if it could not compile.
    static func identifier(for plan: AccessorPlan) -> String {
        Identifier.isValid(plan.identifier) ? plan.identifier : Identifier.lowerCamelCase(plan.identifier)
    }

    /// Sorts keys the way Finder and Xcode's catalog editor do (`item2` before `item10`).
    package static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        switch lhs.localizedStandardCompare(rhs) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: lhs < rhs
        }
    }

    package static func collision(
        key: String, identifier: String, container: String, takenBy otherKey: String, path: String,
        location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            checkID: collisionCheckID, severity: .error,
            message: "'\(key)' would be named `\(identifier)` in `\(container)`, which '\(otherKey)' already uses; "
                + "rename one of the keys or write the accessor by hand",
            path: path, location: location, key: key)
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
    private static func interpolated(_ name: String, type: String) -> String {
        type == "Character" ? "String(\(name))" : name
    }

    /// A plain (possibly qualified) type name passes through; anything else could inject code,
    /// so it becomes `String`, which every format argument can be shown as.
    private static func typeName(_ type: String) -> String {
        let parts = type.split(separator: ".", omittingEmptySubsequences: false)
        let isPlain = !parts.isEmpty && parts.allSatisfy { Identifier.isValid(String($0)) && !SwiftKeywords.reserved.contains(String($0)) }
        return isPlain ? type : "String"
    }
}

import Foundation
import L10nCore
import L10nSwiftSource

/// The source of one accessor, shared by the renderer (new files) and the editor (insertions),
/// so both produce exactly the same lines.
package enum AccessorSource {
    /// Two keys that would get one accessor name are what keyfile-duplicate reports in a file.
    static let collisionCheckID = DiagnosticIDs.identifierCollision

    /// The accessor's lines, indented by `indent`; `unit` is one level of the file's indentation.
    static func lines(
        for plan: AccessorPlan, indent: String, unit: String, style: GenerationStyle, documented: Bool,
        spelling: TypeSpelling
    ) -> [String] {
        let modifiers = style.access.declarationPrefix + "static"
        let identifier = Identifier.rendered(identifier(for: plan))
        let key = SwiftLiteral.quoted(plan.key)
        let table = SwiftLiteral.quoted(plan.table) + bundleArgument(style.bundle, spelling: spelling)
        let resource = spelling.name(of: resourceType)
        var lines = documented ? SwiftLiteral.docComment(plan.docComment.isEmpty ? [plan.key] : plan.docComment) : []
        if plan.parameters.isEmpty {
            lines.append("\(modifiers) let \(identifier) = \(resource)(\(key), table: \(table))")
        } else {
            let names = parameterNames(plan.parameters)
            let types = plan.parameters.map { typeName($0.swiftType) }
            let signature = zip(names, types).map { "_ \($0): \(spelling.name(of: $1))" }.joined(separator: ", ")
            let arguments = plan.parameters.indices.map { index in
                FormatInterpolation.Argument(
                    name: plan.parameters[index].name, expression: interpolated(names[index], type: types[index], spelling: spelling))
            }
            let value = plan.defaultValue.map { FormatInterpolation.literalContents(of: $0, arguments: arguments) }
                ?? arguments.map { "\\(\($0.expression))" }.joined(separator: " ")
            lines.append("\(modifiers) func \(identifier)(\(signature)) -> \(resource) {")
            lines.append(unit + "\(resource)(\(key), defaultValue: \"\(value)\", table: \(table))")
            lines.append("}")
        }
        return lines.map { indent + $0 }
    }

    static let resourceType = "LocalizedStringResource"

    /// The type names the accessor of `plan` spells out, which an enum of the same name in its
    /// file would hide.
    static func typesUsed(by plan: AccessorPlan, bundle: AccessorBundle) -> Set<String> {
        var types: Set<String> = [resourceType]
        for parameter in plan.parameters {
            let type = typeName(parameter.swiftType)
            types.insert(type)
            if type == "Character" { types.insert("String") }
        }
        if bundle == .module { types.insert("Bundle") }
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

    /// The plan's proposed identifier, repaired if it could not compile.
    static func identifier(for plan: AccessorPlan) -> String {
        Identifier.isValid(plan.identifier) ? plan.identifier : Identifier.lowerCamelCase(plan.identifier)
    }

    /// `items` sorted by ``keyPrecedes(_:_:)`` of their keys. They mostly come in catalog order,
    /// which is already this order: one comparison per item proves it, where a sort makes
    /// log n of them per item, and `localizedStandardCompare` is slow on Linux.
    package static func sortedByKey<Item>(_ items: [Item], key: (Item) -> String) -> [Item] {
        if zip(items, items.dropFirst()).allSatisfy({ !keyPrecedes(key($1), key($0)) }) { return items }
        return items.sorted { keyPrecedes(key($0), key($1)) }
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

    /// A new section enum would hide a name that code in the feature enum, other than the
    /// types accessors spell, refers to; `location` is that code's first use of it.
    static func hiddenType(key: String, section: String, feature: String, path: String, location: SourceLocation) -> Diagnostic {
        Diagnostic(
            checkID: collisionCheckID, severity: .error,
            message: "'\(key)' needs `enum \(section)` in `\(feature)`, which would hide `\(section)` from the code in `\(feature)` that refers to it; "
                + "rename the key's section, or add the enum by hand and qualify the name where the code means it",
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
    private static func interpolated(_ name: String, type: String, spelling: TypeSpelling) -> String {
        type == "Character" ? "\(spelling.name(of: "String"))(\(name))" : name
    }

    /// A plain (possibly qualified) type name passes through; anything else could inject code,
    /// so it becomes `String`, which every format argument can be shown as.
    private static func typeName(_ type: String) -> String {
        let parts = type.split(separator: ".", omittingEmptySubsequences: false)
        let isPlain = !parts.isEmpty && parts.allSatisfy { Identifier.isValid(String($0)) && !SwiftKeywords.reserved.contains(String($0)) }
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

    /// The types accessors spell, which an existing accessor may be respelled with an alias for:
    /// `LocalizedStringResource`, `Bundle` and every parameter type (`FormatArgumentType.swiftType`).
    static let aliasable: Set<String> = [AccessorSource.resourceType, "Bundle", "String", "Int", "UInt", "Double", "Character"]

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

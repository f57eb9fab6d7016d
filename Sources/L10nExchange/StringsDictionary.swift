import L10nCore
import L10nJSON
import L10nCatalog
import L10nXML
/// A `.stringsdict` entry turned into a catalog localization as Xcode's migration writes it:
/// a format that is one variable alone becomes that variable's `variations` (`plural` or
/// `device`); a format with text around its variables, or several, keeps its text in a
/// `stringUnit` (`%#@name@`, numbered or not, written `%#@name@`) with one `substitutions`
/// member per plural variable, whose `argNum` is the variable's argument and whose forms write
/// that argument as `%arg`. A device variable among others varies the whole text by device.
package enum StringsDictionary {
    package struct Problem: Error, Sendable, Equatable {
        package var message: String
        package var location: SourceLocation
    }

    /// Each key's localization content, in file order.
    package static func localizations(_ plist: PropertyList) throws(Problem) -> [(key: String, content: JSONValue, location: SourceLocation)] {
        guard let members = plist.members else {
            throw Problem(message: "a .stringsdict must hold a dictionary of keys", location: plist.location)
        }
        var result: [(key: String, content: JSONValue, location: SourceLocation)] = []
        for (key, value) in members {
            result.append((key, XcodeOrder.sorted(try content(key: key, value)), value.location))
        }
        return result
    }

    static func content(key: String, _ entry: PropertyList) throws(Problem) -> JSONValue {
        guard entry.members != nil else { throw Problem(message: "'\(key)' must be a dictionary", location: entry.location) }
        guard let formatValue = entry["NSStringLocalizedFormatKey"], let format = formatValue.string else {
            throw Problem(message: "'\(key)' has no NSStringLocalizedFormatKey string", location: entry.location)
        }
        let placeholders = FormatPlaceholder.parse(format)
        var variables: [(name: String, argument: Int, placeholder: FormatPlaceholder)] = []
        var nextArgument = 1
        for placeholder in placeholders {
            let argument = placeholder.explicitPosition ?? nextArgument
            nextArgument = argument + 1
            if case .substitution(let name) = placeholder.kind { variables.append((name, argument, placeholder)) }
        }
        var plural: [(name: String, argument: Int, specifier: String, cases: [JSONMember])] = []
        var device: (name: String, placeholder: FormatPlaceholder, cases: [(category: String, text: String)])?
        for variable in variables {
            guard let rule = entry[variable.name], rule.members != nil else {
                throw Problem(message: "'\(key)' uses the variable '\(variable.name)' but does not define it", location: formatValue.location)
            }
            switch rule["NSStringFormatSpecTypeKey"]?.string {
            case "NSStringPluralRuleType":
                let specifier = rule["NSStringFormatValueTypeKey"]?.string ?? "d"
                var cases: [JSONMember] = []
                for category in VariationKind.pluralCategories {
                    guard let text = rule[category]?.string else { continue }
                    cases.append(JSONMember(key: category, value: unit(text)))
                }
                plural.append((variable.name, variable.argument, specifier, cases))
            case "NSStringDeviceSpecificRuleType":
                var cases: [(category: String, text: String)] = []
                for category in VariationKind.deviceCategories {
                    if let text = rule[category]?.string { cases.append((category, text)) }
                }
                device = (variable.name, variable.placeholder, cases)
            default:
                throw Problem(
                    message: "'\(key)': the variable '\(variable.name)' has no NSStringFormatSpecTypeKey Xcode migrates (NSStringPluralRuleType or NSStringDeviceSpecificRuleType)",
                    location: rule.location)
            }
        }
        let alone = variables.count == 1 && variables[0].placeholder.text == format
        if alone, let only = plural.first {
            return .object([JSONMember(key: CatalogField.variations, value: .object([JSONMember(key: VariationKind.plural.rawValue, value: .object(only.cases))]))])
        }
        let text = catalogSpelling(format, variables: variables.map(\.placeholder))
        var members: [JSONMember] = []
        if let device {
            var cases: [JSONMember] = []
            for (category, caseText) in device.cases {
                cases.append(JSONMember(key: category, value: unit(text.replacing("%#@\(device.name)@", with: caseText))))
            }
            members.append(JSONMember(key: CatalogField.variations, value: .object([JSONMember(key: VariationKind.device.rawValue, value: .object(cases))])))
        } else {
            members.append(JSONMember(key: CatalogField.stringUnit, value: stringUnit(text)))
        }
        if !plural.isEmpty {
            var substitutions: [JSONMember] = []
            for variable in plural {
                let cases = variable.cases.map { member in
                    JSONMember(key: member.key, value: unit(withArgumentStandIn(member.value[CatalogField.stringUnit]?[CatalogField.value]?.stringValue ?? "", specifier: variable.specifier, argument: variable.argument)))
                }
                substitutions.append(JSONMember(key: variable.name, value: .object([
                    JSONMember(key: CatalogField.argNum, value: .number(String(variable.argument))),
                    JSONMember(key: CatalogField.formatSpecifier, value: .string(variable.specifier)),
                    JSONMember(key: CatalogField.variations, value: .object([JSONMember(key: VariationKind.plural.rawValue, value: .object(cases))])),
                ])))
            }
            members.append(JSONMember(key: CatalogField.substitutions, value: .object(substitutions)))
        }
        return .object(members)
    }

    /// `%1$#@count@` written `%#@count@`: the number lives in the substitution's `argNum`.
    private static func catalogSpelling(_ format: String, variables: [FormatPlaceholder]) -> String {
        var scalars = Array(format.unicodeScalars)
        for placeholder in variables.reversed() where placeholder.explicitPosition != nil {
            guard case .substitution(let name) = placeholder.kind else { continue }
            scalars.replaceSubrange(placeholder.scalarRange, with: "%#@\(name)@".unicodeScalars)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// A form's own number (`%d`, or `%2$d` for argument 2) written `%arg`, as Xcode writes
    /// substitution forms; numbers with flags, width or precision (`%.1f`) stay as written.
    private static func withArgumentStandIn(_ text: String, specifier: String, argument: Int) -> String {
        var scalars = Array(text.unicodeScalars)
        for placeholder in FormatPlaceholder.parse(text).reversed() {
            guard placeholder.text == "%" + specifier || placeholder.text == "%\(argument)$" + specifier else { continue }
            scalars.replaceSubrange(placeholder.scalarRange, with: "%arg".unicodeScalars)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    static func unit(_ text: String) -> JSONValue {
        .object([JSONMember(key: CatalogField.stringUnit, value: stringUnit(text))])
    }

    private static func stringUnit(_ text: String) -> JSONValue {
        .object([
            JSONMember(key: CatalogField.state, value: .string(StringUnitState.translated.rawValue)),
            JSONMember(key: CatalogField.value, value: .string(text)),
        ])
    }

    /// Every form's text of a plural localization (`variations` or `substitutions`).
    static func pluralTexts(_ content: JSONValue) -> Set<String> {
        var texts = Set<String>()
        for cases in pluralCaseObjects(content) {
            for member in cases.members ?? [] {
                if let text = member.value[CatalogField.stringUnit]?[CatalogField.value]?.stringValue { texts.insert(text) }
            }
        }
        return texts
    }

    /// `content` without the plural forms whose text is one of `sourceTexts`: Xcode's migration
    /// takes a translation's form that repeats the source's text for one nobody translated,
    /// and leaves it out. Nil when no form is left.
    static func droppingUntranslatedForms(_ content: JSONValue, sourceTexts: Set<String>) -> JSONValue? {
        guard !sourceTexts.isEmpty, case .object(let members) = content else { return content }
        var emptied = false
        func isUntranslated(_ member: JSONMember) -> Bool {
            member.value[CatalogField.stringUnit]?[CatalogField.value]?.stringValue.map(sourceTexts.contains) ?? false
        }
        /// `{ "plural" : {…} }` without the untranslated forms.
        func filteredVariations(_ variations: JSONValue) -> JSONValue {
            guard case .object(let kinds) = variations else { return variations }
            return .object(kinds.map { kind in
                guard kind.key == VariationKind.plural.rawValue, case .object(let forms) = kind.value else { return kind }
                let kept = forms.filter { !isUntranslated($0) }
                if kept.isEmpty { emptied = true }
                return JSONMember(key: kind.key, value: .object(kept))
            })
        }
        let result = JSONValue.object(members.map { member in
            switch member.key {
            case CatalogField.variations:
                return JSONMember(key: member.key, value: filteredVariations(member.value))
            case CatalogField.substitutions:
                guard case .object(let substitutions) = member.value else { return member }
                return JSONMember(key: member.key, value: .object(substitutions.map { substitution in
                    guard case .object(let fields) = substitution.value else { return substitution }
                    return JSONMember(key: substitution.key, value: .object(fields.map { field in
                        field.key == CatalogField.variations ? JSONMember(key: field.key, value: filteredVariations(field.value)) : field
                    }))
                }))
            default:
                return member
            }
        })
        return emptied ? nil : result
    }

    private static func pluralCaseObjects(_ content: JSONValue) -> [JSONValue] {
        var found: [JSONValue] = []
        if let plural = content[CatalogField.variations]?[VariationKind.plural.rawValue] { found.append(plural) }
        for substitution in content[CatalogField.substitutions]?.members ?? [] {
            if let plural = substitution.value[CatalogField.variations]?[VariationKind.plural.rawValue] { found.append(plural) }
        }
        return found
    }
}

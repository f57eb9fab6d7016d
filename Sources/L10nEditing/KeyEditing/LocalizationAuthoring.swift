import L10nCore
import L10nJSON
import L10nCatalog
import L10nChecks
/// Texts typed per language on the command line (`--en "Save"`, `--en.one "%lld file"`,
/// `--en.iphone "Tap"`, `--en.files.other "%arg files"`), turned into localizations exactly as
/// Xcode writes them, for `add` and `set`. Only the shape is decided here; whether the texts
/// are right is what `check`'s own checks say, through ``LocalizationAuthoring/newFindings``.
package enum LocalizationAuthoring {
    /// One `--<language>[.<form>] <text>`.
    package struct Text: Sendable, Equatable {
        package var language: String
        /// `["one"]`, `["iphone"]`, `["iphone", "one"]`, `["files", "other"]`, or empty for the text itself.
        package var form: [String]
        package var text: String

        package init(language: String, form: [String] = [], text: String) {
            self.language = language
            self.form = form
            self.text = text
        }

        /// `--es.one`, as the user typed it.
        package var optionName: String { "--" + ([language] + form).joined(separator: ".") }
    }

    /// Each language's localization, languages in the order first given, every object in
    /// Xcode's member order, every unit `translated`.
    package static func localizations(_ texts: [Text]) throws(KeyEditError) -> [(language: String, content: JSONValue)] {
        var languages: [String] = []
        for text in texts where !languages.contains(text.language) { languages.append(text.language) }
        var result: [(language: String, content: JSONValue)] = []
        for language in languages {
            let content = try localization(texts.filter { $0.language == language }, language: language)
            result.append((language, XcodeOrder.sorted(content)))
        }
        return result
    }

    private static func localization(_ texts: [Text], language: String) throws(KeyEditError) -> JSONValue {
        let main = texts.first { $0.form.isEmpty }
        let forms = texts.filter { !$0.form.isEmpty }
        guard let main else { return try variations(forms, language: language) }
        let names = FormatPlaceholder.parse(main.text).compactMap { placeholder -> String? in
            if case .substitution(let name) = placeholder.kind { return name }
            return nil
        }
        guard !names.isEmpty else {
            if let form = forms.first {
                throw .invalidTexts(
                    "\(form.optionName) gives a form, but --\(language) gives the whole text; give either --\(language) alone, or only its forms (--\(language).one, --\(language).other, …).")
            }
            return unit(main.text)
        }
        for form in forms where form.form.count != 2 || !names.contains(form.form[0]) {
            throw .invalidTexts(
                "\(form.optionName) names no substitution of --\(language) (\(names.map { "%#@\($0)@" }.joined(separator: ", "))); "
                    + "give each substitution's plural forms as --\(language).<name>.<category>, such as --\(language).\(names[0]).other.")
        }
        let numbers = FormatArguments(text: main.text).substitutions
        var substitutions: [JSONMember] = []
        for name in names where !substitutions.contains(where: { $0.key == name }) {
            let cases = forms.filter { $0.form[0] == name }
            guard !cases.isEmpty else {
                throw .invalidTexts("--\(language) shows %#@\(name)@, which has no forms; give them as --\(language).\(name).one, --\(language).\(name).other, ….")
            }
            let specifier = specifier(of: cases)
            let plural = try pluralCases(cases.map { withArgumentStandIn($0, specifier: specifier) }, depth: 1)
            var members: [JSONMember] = []
            if let number = numbers.first(where: { $0.value == name })?.key {
                members.append(JSONMember(key: CatalogField.argNum, value: .number(String(number))))
            }
            members.append(JSONMember(key: CatalogField.formatSpecifier, value: .string(specifier)))
            members.append(JSONMember(key: CatalogField.variations, value: .object([JSONMember(key: VariationKind.plural.rawValue, value: plural)])))
            substitutions.append(JSONMember(key: name, value: .object(members)))
        }
        return .object([
            JSONMember(key: CatalogField.stringUnit, value: stringUnit(main.text)),
            JSONMember(key: CatalogField.substitutions, value: .object(substitutions)),
        ])
    }

    /// A localization made of forms alone: plural categories, or devices (each plain or plural).
    /// `other` alone is a plural, the shape of a language such as Japanese with one category.
    private static func variations(_ forms: [Text], language: String) throws(KeyEditError) -> JSONValue {
        let plural = VariationKind.pluralCategories
        let devices = VariationKind.deviceCategories
        let kind: VariationKind
        if forms.allSatisfy({ $0.form.count == 1 && plural.contains($0.form[0]) }) {
            kind = .plural
        } else if let stray = forms.first(where: { form in
            form.form.count > 2 || (!devices.contains(form.form[0]) && (form.form.count != 1 || !plural.contains(form.form[0])))
        }) {
            throw .invalidTexts(
                "\(stray.optionName) is not a form l10n knows: after --\(language) comes a plural category (\(plural.joined(separator: ", "))), "
                    + "a device (\(devices.joined(separator: ", "))), a device and a category (--\(language).iphone.one), "
                    + "or a substitution and a category (--\(language).files.one).")
        } else if let mixed = forms.first(where: { !devices.contains($0.form[0]) }) {
            throw .invalidTexts(
                "\(mixed.optionName) is a plural form, but other texts of '\(language)' are device forms; vary the text by device "
                    + "(--\(language).iphone, --\(language).other) or by plural (--\(language).one, --\(language).other), or by both as --\(language).iphone.one.")
        } else {
            kind = .device
        }
        let cases = kind == .plural ? try pluralCases(forms, depth: 0) : try deviceCases(forms, language: language)
        return .object([JSONMember(key: CatalogField.variations, value: .object([JSONMember(key: kind.rawValue, value: cases)]))])
    }

    private static func deviceCases(_ forms: [Text], language: String) throws(KeyEditError) -> JSONValue {
        var cases: [JSONMember] = []
        var devices: [String] = []
        for form in forms where !devices.contains(form.form[0]) { devices.append(form.form[0]) }
        for device in devices {
            let ofDevice = forms.filter { $0.form[0] == device }
            if let plain = ofDevice.first(where: { $0.form.count == 1 }) {
                if let nested = ofDevice.first(where: { $0.form.count == 2 }) {
                    throw .invalidTexts(
                        "\(plain.optionName) gives the whole \(device) text, but \(nested.optionName) gives one of its plural forms; give either.")
                }
                cases.append(JSONMember(key: device, value: unit(plain.text)))
            } else {
                if let stray = ofDevice.first(where: { !VariationKind.pluralCategories.contains($0.form[1]) }) {
                    throw .invalidTexts(
                        "\(stray.optionName): '\(stray.form[1])' is not a plural category (\(VariationKind.pluralCategories.joined(separator: ", "))).")
                }
                let plural = try pluralCases(ofDevice, depth: 1)
                cases.append(JSONMember(key: device, value: .object([
                    JSONMember(key: CatalogField.variations, value: .object([JSONMember(key: VariationKind.plural.rawValue, value: plural)]))
                ])))
            }
        }
        return .object(cases)
    }

    /// The cases named by `form[depth]`; which ones the language needs is `plural-forms`' to say.
    private static func pluralCases(_ forms: [Text], depth: Int) throws(KeyEditError) -> JSONValue {
        var cases: [JSONMember] = []
        for form in forms {
            let category = form.form[depth]
            guard VariationKind.pluralCategories.contains(category) else {
                throw .invalidTexts(
                    "\(form.optionName): '\(category)' is not a plural category (\(VariationKind.pluralCategories.joined(separator: ", "))).")
            }
            cases.append(JSONMember(key: category, value: unit(form.text)))
        }
        return .object(cases)
    }

    /// The substitution's argument type as its forms show it (`%lld file`), else `lld`: a plural
    /// always counts something, and forms that write the number as `%arg` do not say its type.
    private static func specifier(of forms: [Text]) -> String {
        for form in forms {
            for placeholder in FormatPlaceholder.parse(form.text) {
                if case .argument(let specifier) = placeholder.kind { return specifier }
            }
        }
        return "lld"
    }

    /// `{ "stringUnit" : { … } }`.
    /// A substitution's form as Xcode's editor writes it: its number as `%arg` (`%lld file` →
    /// `%arg file`) when the form shows it plainly as `specifier`; a number written with flags,
    /// width or precision (`%.1f km`) keeps them, as Xcode reads that too.
    private static func withArgumentStandIn(_ form: Text, specifier: String) -> Text {
        let placeholders = FormatPlaceholder.parse(form.text)
        guard placeholders.count == 1, let placeholder = placeholders.first, placeholder.text == "%" + specifier else { return form }
        var scalars = Array(form.text.unicodeScalars)
        scalars.replaceSubrange(placeholder.scalarRange, with: "%arg".unicodeScalars)
        var result = form
        result.text = String(String.UnicodeScalarView(scalars))
        return result
    }

    private static func unit(_ text: String) -> JSONValue {
        .object([JSONMember(key: CatalogField.stringUnit, value: stringUnit(text))])
    }

    /// `{ "state" : "translated", "value" : text }`.
    private static func stringUnit(_ text: String) -> JSONValue {
        .object([
            JSONMember(key: CatalogField.state, value: .string(StringUnitState.translated.rawValue)),
            JSONMember(key: CatalogField.value, value: .string(text)),
        ])
    }

    /// What `check` would report in `after` (the entry as it would be written) that it does
    /// not report in `before` (the entry as it is, nil for a new key), with the project's
    /// `options` (its disabled checks and severities): what the edit would break, never what was
    /// already wrong elsewhere in the entry.
    package static func newFindings(
        before: CatalogEntry?, after: CatalogEntry, path: String, sourceLanguage: String, requiredLanguages: [String],
        options: CheckOptions = CheckOptions()
    ) -> [Diagnostic] {
        var options = options
        options.requiredLanguages = requiredLanguages
        options.sourceLanguage = sourceLanguage
        let context = CatalogContext(path: path, options: options, sourceLanguage: sourceLanguage)
        let known = Set((before.map { Checker.findings(of: $0, in: context) } ?? []).map { "\($0.checkID) \($0.message)" })
        return Checker.findings(of: after, in: context).filter { !known.contains("\($0.checkID) \($0.message)") }
    }

    /// What `check` would report in `catalog` once it holds `after` (its bytes as a rename
    /// would write them) that it does not report now, with the project's `options`; a finding
    /// about `renamed.old` now counts as one about `renamed.new`. So a rename is held to every
    /// check that reads a key among its catalog's others (case-collision, xcode-symbols) as
    /// well as to the entry's own, and refused only for what it would break. Findings are
    /// matched by check and key, not by message or line: moving an entry moves lines.
    package static func newFindings(
        in catalog: SourceFile, after: [UInt8], renamed: (old: String, new: String), options: CheckOptions
    ) -> [Diagnostic] {
        newFindings(in: catalog, after: after, renamed: [renamed.old: renamed.new], reportedElsewhere: [], options: options)
    }

    /// The same for many keys renamed at once (old to new), some moved in from other catalogs,
    /// whose findings (`check`'s on those catalogs) are `reportedElsewhere`: what `check`
    /// reported there about a moved key counts as known, so moving a key with a translation
    /// missing is no new finding; only what the move breaks is.
    package static func newFindings(
        in catalog: SourceFile, after: [UInt8], renamed: [String: String], reportedElsewhere: [Diagnostic], options: CheckOptions
    ) -> [Diagnostic] {
        let identity = { (diagnostic: Diagnostic) in
            "\(diagnostic.checkID) \(diagnostic.key.map { renamed[$0] ?? $0 } ?? "")"
        }
        var known: [String: Int] = [:]
        for diagnostic in Checker.check(catalogs: [(catalog.path, catalog.bytes)], options: options).diagnostics {
            known[identity(diagnostic), default: 0] += 1
        }
        for diagnostic in reportedElsewhere where diagnostic.path != catalog.path && diagnostic.key.map({ renamed[$0] != nil }) == true {
            known[identity(diagnostic), default: 0] += 1
        }
        return Checker.check(catalogs: [(catalog.path, after)], options: options).diagnostics.filter { diagnostic in
            guard let count = known[identity(diagnostic)], count > 0 else { return true }
            known[identity(diagnostic)] = count - 1
            return false
        }
    }
}

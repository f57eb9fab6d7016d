import L10nCore
import L10nChecks
import L10nProject
import L10nAppCode
import L10nGeneration
/// `l10n extract`: the hard-coded texts `hardcoded-string` reports in one Swift file, each
/// turned into a key: a catalog entry with the literal as source text (translations still to
/// do), its accessor, and the literal replaced by the accessor. Pure: the caller writes.
package enum KeyExtraction {
    /// Which of the file's hard-coded texts to extract.
    package struct Selection: Sendable, Equatable {
        /// Nil for every one in the file.
        package var line: Int?
        /// Nil for every one on `line`; else the one whose literal covers this column.
        package var column: Int?

        package init(line: Int? = nil, column: Int? = nil) {
            self.line = line
            self.column = column
        }
    }

    package struct Extracted: Sendable, Equatable {
        package var key: String
        /// The literal's text, as the catalog now has it.
        package var text: String
        package var location: SourceLocation
        /// What replaced the literal: `L10nKey.Offers.List.title`, or
        /// `String(localized: L10nKey.Offers.List.title)` where the API takes a string.
        package var replacement: String
    }

    package struct Plan: Sendable {
        package var extracted: [Extracted]
        /// Selected texts that cannot be moved (a value formatted with arguments), left in the file.
        package var left: [Left]
        package var catalogPath: String
        package var keyFilePath: String
        package var keyFileIsNew: Bool
        package var swiftPath: String
        /// The catalog, the key file and the Swift file, written together or not at all.
        package var writes: WritePlan
    }

    package enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// No hard-coded text where the user pointed (or in the whole file).
        case nothingAt(path: String, selection: Selection)
        /// Every selected text is one that cannot be moved, for `reason`.
        case unmovable(path: String, location: SourceLocation, reason: String)
        /// `--key` names one key, but more than one text was selected.
        case oneKeyForSeveral(count: Int)
        /// No folder of the file is named after a feature, and no `--key` says which.
        case unknownFeature(path: String, features: [String])

        package var description: String {
            switch self {
            case .nothingAt(let path, let selection):
                let place = selection.line.map { line in "\(path):\(line)" + (selection.column.map { ":\($0)" } ?? "") } ?? path
                return "No hard-coded text at \(place) that 'l10n check' reports as hardcoded-string; run 'l10n check' to list them with their lines."
            case .unmovable(let path, let location, let reason):
                return "The text at \(path):\(location) cannot be moved: \(reason); add the key with 'l10n add' and change the code by hand."
            case .oneKeyForSeveral(let count):
                return "--key names one key, but \(count) hard-coded texts were selected; give the line (and column) of one, as <file.swift>:<line>:<column>."
            case .unknownFeature(let path, let features):
                let known = features.isEmpty ? "there are no catalogs" : "the features are " + features.joined(separator: ", ")
                return "No folder of \(path) is named after a feature (\(known)), so its keys' feature is unknown; pass --key <feature>.<section>.<element>."
            }
        }
    }

    /// The texts of `swift` that `selection` names, with the key each gets: `key` when given
    /// (for one text), else `<feature>.<section>.<element>` named as `extract --all` names it.
    package struct Selected: Sendable {
        /// Each text with its key and, when it interpolates values, the arguments its accessor
        /// is called with, in file order.
        package var texts: [(found: HardcodedString, key: String, arguments: [String]?)]
        /// Whether the keys were made up from the file and the words, so a taken one may be
        /// numbered; a key the user chose is refused instead.
        package var keysAreDerived: Bool
        /// Selected texts that cannot be moved, with the reason, left as they are.
        package var left: [Left]
    }

    /// - Parameters:
    ///   - featurePrefixes: the project's features, the file's found among its folders.
    ///   - pathInProject: the file's path from the project's root, whose folders name its feature.
    ///   - isHardcoded: whether `hardcoded-string` reports the text: a title SwiftUI finds in a
    ///     catalog of its table is a key already, and stays.
    package static func select(
        in swift: SourceFile, selection: Selection, key: String?, featurePrefixes: Set<String>, pathInProject: String,
        isHardcoded: (HardcodedString) -> Bool
    ) throws(Refusal) -> Selected {
        let scan = AppCodeScanner.scan(swift)
        let all = scan.hardcodedStrings.filter { found in
            guard isHardcoded(found) else { return false }
            guard let line = selection.line else { return true }
            guard found.location.line == line else { return false }
            guard let column = selection.column else { return true }
            return found.location.column <= column && column < found.location.column + found.range.count
        }
        // An interpolated text is taken as `extract --all` takes it: a format and a typed accessor.
        var selected: [(found: HardcodedString, arguments: [String]?)] = []
        var left: [Left] = []
        for found in all {
            switch callArguments(for: found) {
            case .success(let arguments): selected.append((found, arguments))
            case .failure(let refusal): left.append(Left(path: swift.path, found: found, reason: refusal.reason))
            }
        }
        guard !selected.isEmpty else {
            if let first = left.first { throw .unmovable(path: swift.path, location: first.found.location, reason: first.reason) }
            throw .nothingAt(path: swift.path, selection: selection)
        }
        if let key {
            guard selected.count == 1 else { throw .oneKeyForSeveral(count: selected.count) }
            return Selected(texts: [(selected[0].found, key, selected[0].arguments)], keysAreDerived: false, left: left)
        }
        guard let feature = AppSources.feature(ofFile: pathInProject, among: featurePrefixes) else {
            throw .unknownFeature(path: swift.path, features: featurePrefixes.sorted())
        }
        var taken: Set<String> = []
        let texts = selected.map { found, arguments in
            let derived = derivedKey(for: found, feature: feature, path: swift.path, references: scan.references)
            var key = derived
            var number = 2
            while taken.contains(key) {
                key = derived + String(number)
                number += 1
            }
            taken.insert(key)
            return (found, key, arguments)
        }
        return Selected(texts: texts, keysAreDerived: true, left: left)
    }

    /// The key `extract`, `extract --all` and `rename --to-convention` give a text shown at
    /// `found` in the file at `path` of `feature`: `<feature>.<section>.<element>`, the element
    /// from the text's words (without its `\(…)` values), before any numbering.
    package static func derivedKey(for found: HardcodedString, feature: String, path: String, references: [AccessorReference]) -> String {
        "\(feature).\(section(for: found, feature: feature, path: path, references: references)).\(elementName(of: words(of: found)))"
    }

    /// The one section rule, for `extract`, `extract --all` and `rename --to-convention`: the
    /// section the type around the text already shows most (new text in `CheckoutView` joins
    /// the `summary` keys that view shows), else the type's own name (`OfferDetailView` →
    /// `detail`), so a key is named after the view that shows it, whichever command adds it
    /// and in whatever order; outside every type, the section the file names most, else the
    /// file's name.
    static func section(for found: HardcodedString, feature: String, path: String, references: [AccessorReference]) -> String {
        guard let type = found.enclosingTypes.last else {
            return sectionUsed(by: references, feature: feature) ?? sectionName(ofFile: path, feature: feature)
        }
        return sectionUsed(by: references.filter { $0.enclosingType == type }, feature: feature) ?? sectionName(ofType: type, feature: feature)
    }

    /// The section whose accessors `references` name most (the first of those named as often).
    static func sectionUsed(by references: [AccessorReference], feature: String) -> String? {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for reference in references where reference.path.count == 3 && reference.path[0].lowercased() == feature {
            let enumName = reference.path[1]
            let section = enumName.prefix(1).lowercased() + enumName.dropFirst()
            if counts[section] == nil { order.append(section) }
            counts[section, default: 0] += 1
        }
        var most: String?
        for section in order where most == nil || counts[section, default: 0] > counts[most!, default: 0] { most = section }
        return most
    }

    /// `OffersListView.swift` in feature `offers` → `list`; a file named after the feature
    /// alone (`CheckoutView.swift`) → `screen`.
    static func sectionName(ofFile path: String, feature: String) -> String {
        var stem = Substring(path.split(separator: "/").last ?? "")
        if stem.hasSuffix(".swift") { stem = stem.dropLast(6) }
        return sectionName(ofType: String(stem), feature: feature)
    }

    /// `OffersListView` in feature `offers` → `list`, as for a file of that name.
    static func sectionName(ofType name: String, feature: String) -> String {
        var stem = Substring(name)
        for suffix in ["ViewController", "Controller", "View", "Screen"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem = stem.dropLast(suffix.count)
            break
        }
        // The feature's name, or its singular, says nothing inside the feature.
        let names = feature.hasSuffix("s") ? [feature, String(feature.dropLast())] : [feature]
        if names.contains(stem.lowercased()) { return "screen" }
        for prefix in names where stem.lowercased().hasPrefix(prefix) {
            stem = stem.dropFirst(prefix.count)
            break
        }
        let section = lowerCamelCase(words(in: String(stem)))
        return section.isEmpty ? "screen" : section
    }

    /// The first four words of `text`, in lowerCamelCase: "Welcome back!" → `welcomeBack`.
    static func elementName(of text: String) -> String {
        let name = lowerCamelCase(Array(words(in: text).prefix(4)))
        return name.isEmpty ? "text" : name
    }

    /// ASCII letter-and-digit runs, split where a lowercase letter meets an uppercase one.
    private static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            // "Today's" is one word.
            if character == "'" || character == "’", !current.isEmpty { continue }
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, let last = current.last, last.isLowercase {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        // A key segment starts with a letter.
        while let first = words.first, first.first?.isNumber == true { words.removeFirst() }
        return words
    }

    private static func lowerCamelCase(_ words: [String]) -> String {
        words.enumerated().map { index, word in
            let lower = word.lowercased()
            return index == 0 ? lower : lower.prefix(1).uppercased() + lower.dropFirst()
        }.joined()
    }

    /// SwiftUI's `Text` and `Button` take the accessor's `LocalizedStringResource`; every other
    /// API `hardcoded-string` knows takes a string.
    static func replacement(for accessor: String, api: String) -> String {
        api == "Text" || api == "Button" ? accessor : "String(localized: \(accessor))"
    }

    /// Adds `found` as a key of the catalog and key file planned so far, `text` its
    /// source-language text, and says what replaces the literal: the accessor, called with
    /// `arguments` when it is a function. A taken derived key is numbered (`title2`).
    static func add(
        _ found: HardcodedString, key chosenKey: String, numbersTakenKeys: Bool, text: String, arguments: [String]?, comment: String?,
        catalog: inout SourceFile, keyFile: inout SourceFile?, keyFileIsNew: inout Bool, keyFilePath: String, style: GenerationStyle,
        checks: CheckOptions
    ) throws(KeyEditError) -> Extracted {
        let current = try KeyEditing.catalog(catalog)
        var key = chosenKey
        var number = 2
        while numbersTakenKeys && current.contains(key: key) {
            key = chosenKey + String(number)
            number += 1
        }
        // The source language's text only: the rest is what translators do next.
        let addition = try KeyAddition.plan(
            key: key, texts: [LocalizationAuthoring.Text(language: current.sourceLanguage ?? "en", text: text)], comment: comment,
            requiredLanguages: [], catalog: catalog, keyFile: keyFile, keyFilePath: keyFilePath, style: style, checks: checks)
        catalog = SourceFile(path: catalog.path, bytes: addition.catalogBytes)
        if let text = addition.keyFileText {
            keyFileIsNew = keyFileIsNew || addition.keyFileIsNew
            keyFile = SourceFile(path: keyFilePath, bytes: Array(text.utf8))
        }
        let accessor = addition.accessorName + (arguments.map { "(" + $0.joined(separator: ", ") + ")" } ?? "")
        return Extracted(key: key, text: text, location: found.location, replacement: replacement(for: accessor, api: found.api))
    }

    /// Adds each selected text as a key of the feature at `catalog` and replaces the literals.
    package static func plan(
        _ selected: Selected, swift: SourceFile, comment: String?,
        catalog catalogSource: SourceFile, keyFile: SourceFile?, keyFilePath: String, style: GenerationStyle,
        checks: CheckOptions = CheckOptions()
    ) throws(KeyEditError) -> Plan {
        var catalog = catalogSource
        var keyFileText = keyFile
        var keyFileIsNew = false
        var extracted: [Extracted] = []
        for (found, chosenKey, arguments) in selected.texts {
            extracted.append(try add(
                found, key: chosenKey, numbersTakenKeys: selected.keysAreDerived, text: found.isInterpolated ? found.formatText : found.text,
                arguments: arguments, comment: comment, catalog: &catalog, keyFile: &keyFileText, keyFileIsNew: &keyFileIsNew,
                keyFilePath: keyFilePath, style: style, checks: checks))
        }
        let swiftBytes = swift.bytes.applying(zip(selected.texts, extracted).map { ByteEdit($0.found.range, $1.replacement) })
        var writes = WritePlan([FileChange(replacing: catalogSource, with: catalog.bytes), FileChange(replacing: swift, with: swiftBytes)])
        if let keyFileText {
            writes.changes.insert(
                keyFile.map { FileChange(replacing: $0, with: keyFileText.bytes) } ?? FileChange(creating: keyFilePath, with: keyFileText.bytes),
                at: 1)
        }
        return Plan(
            extracted: extracted, left: selected.left, catalogPath: catalogSource.path, keyFilePath: keyFilePath, keyFileIsNew: keyFileIsNew,
            swiftPath: swift.path, writes: writes)
    }
}

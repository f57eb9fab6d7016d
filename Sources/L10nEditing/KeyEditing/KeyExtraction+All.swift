import L10nCore
import L10nCatalog
import L10nChecks
import L10nProject
import L10nAppCode
import L10nGeneration
/// `l10n extract --all`: every hard-coded text of many Swift files, each added to its file's
/// feature the way a single `extract` adds one, in one plan. Pure: the caller writes.
extension KeyExtraction {
    /// A feature's catalog and key file as the plan finds them: read from the disk, or made
    /// as `init` makes them when the feature has no catalog yet.
    package struct FeatureTarget: Sendable {
        package var catalog: SourceFile
        package var keyFile: SourceFile?
        package var keyFilePath: String
        /// Whether the files are new: created, not replaced.
        package var isNew: Bool

        package init(catalog: SourceFile, keyFile: SourceFile?, keyFilePath: String, isNew: Bool) {
            self.catalog = catalog
            self.keyFile = keyFile
            self.keyFilePath = keyFilePath
            self.isNew = isNew
        }

        package var keyPrefix: String { Feature(catalogPath: catalog.path).keyPrefix }
    }

    /// One Swift file as scanned, the hard-coded texts to extract from it, and the feature its
    /// keys go to (nil when its folder names none that can be made: `reason` says why).
    package struct FileTexts: Sendable {
        package var swift: SourceFile
        package var texts: [HardcodedString]
        package var feature: String?
        package var noFeatureReason: String
        /// What the file says about keys: the accessors it names (a text's section), the
        /// literals it looks keys up by (`rename --to-convention`'s uses).
        package var scan: AppCodeScan

        package init(swift: SourceFile, texts: [HardcodedString], feature: String?, noFeatureReason: String = "", scan: AppCodeScan? = nil) {
            self.swift = swift
            self.texts = texts
            self.feature = feature
            self.noFeatureReason = noFeatureReason
            self.scan = scan ?? AppCodeScan(path: swift.path)
        }
    }

    /// A text left where it is, and why.
    package struct Left: Sendable, Equatable {
        package var path: String
        package var found: HardcodedString
        package var reason: String
    }

    /// What one feature gains.
    package struct FeatureChange: Sendable, Equatable {
        package var catalogPath: String
        package var keyFilePath: String
        package var entries: Int
        package var catalogIsNew: Bool
        package var keyFileIsNew: Bool
    }

    package struct AllPlan: Sendable {
        /// Per file, in path order, the texts extracted, in file order.
        package var files: [(path: String, extracted: [Extracted])]
        package var left: [Left]
        package var features: [FeatureChange]
        /// Every catalog, key file and Swift file, written together or not at all.
        package var writes: WritePlan

        package var count: Int { files.reduce(0) { $0 + $1.extracted.count } }
    }

    /// Plans every text of `files` into the feature its file names among `features` (by key
    /// prefix), `<feature>.<section>.<element>` as ``derivedKey(for:feature:path:references:)``
    /// names it, a taken key numbered.
    /// An interpolated text becomes a format (`Cap: %@`) whose accessor takes the values.
    package static func planAll(
        _ files: [FileTexts], features: [String: FeatureTarget], comment: String?, style: GenerationStyle, checks: CheckOptions = CheckOptions()
    ) -> AllPlan {
        var targets = features
        var done: [(path: String, extracted: [Extracted])] = []
        var left: [Left] = []
        var counts: [String: Int] = [:]
        var writes = WritePlan()
        for file in files.sorted(by: { $0.swift.path < $1.swift.path }) {
            var seen: Set<Int> = []
            var edits: [ByteEdit] = []
            var extracted: [Extracted] = []
            for found in file.texts.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where seen.insert(found.range.lowerBound).inserted {
                guard let prefix = file.feature, var target = targets[prefix] else {
                    left.append(Left(path: file.swift.path, found: found, reason: file.noFeatureReason))
                    continue
                }
                let arguments: [String]?
                switch callArguments(for: found) {
                case .success(let values): arguments = values
                case .failure(let refusal):
                    left.append(Left(path: file.swift.path, found: found, reason: refusal.reason))
                    continue
                }
                let key = derivedKey(for: found, feature: prefix, path: file.swift.path, references: file.scan.references)
                var catalog = target.catalog
                var keyFile = target.keyFile
                var keyFileIsNew = false
                do {
                    let one = try add(
                        found, key: key, numbersTakenKeys: true, text: found.isInterpolated ? found.formatText : found.text,
                        arguments: arguments, comment: comment, catalog: &catalog, keyFile: &keyFile, keyFileIsNew: &keyFileIsNew,
                        keyFilePath: target.keyFilePath, style: style, checks: checks)
                    extracted.append(one)
                    edits.append(ByteEdit(found.range, one.replacement))
                } catch {
                    left.append(Left(path: file.swift.path, found: found, reason: error.description))
                    continue
                }
                target.catalog = catalog
                target.keyFile = keyFile
                targets[prefix] = target
                counts[prefix, default: 0] += 1
            }
            if !edits.isEmpty {
                writes.changes.append(FileChange(replacing: file.swift, with: file.swift.bytes.applying(edits)))
                done.append((file.swift.path, extracted))
            }
        }
        var changes: [FeatureChange] = []
        for prefix in counts.keys.sorted() {
            guard let original = features[prefix], let target = targets[prefix], let keyFile = target.keyFile else { continue }
            let keyFileIsNew = original.isNew || original.keyFile == nil
            writes.changes.append(
                original.isNew ? FileChange(creating: target.catalog.path, with: target.catalog.bytes) : FileChange(replacing: original.catalog, with: target.catalog.bytes))
            writes.changes.append(
                keyFileIsNew ? FileChange(creating: target.keyFilePath, with: keyFile.bytes) : FileChange(replacing: original.keyFile!, with: keyFile.bytes))
            changes.append(FeatureChange(
                catalogPath: target.catalog.path, keyFilePath: target.keyFilePath, entries: counts[prefix, default: 0],
                catalogIsNew: original.isNew, keyFileIsNew: keyFileIsNew))
        }
        return AllPlan(files: done, left: left, features: changes, writes: writes)
    }

    /// Why a text stays where it is.
    package struct Unmovable: Error, Equatable, Sendable {
        package var reason: String
    }

    /// The values an interpolated text's accessor is called with, each as the type its
    /// format argument has (`Int` for `%lld`, `String` for `%@`); nil for a plain text.
    /// A value that a format argument cannot carry (a view, a value with a `format:`) fails.
    /// - Parameter types: the accessor's parameter types, when the accessor exists already (a
    ///   literal key Xcode extracted: its `%lld` says the value was an `Int`); else each
    ///   value's type is the one its interpolation shows, or unknown.
    static func callArguments(for found: HardcodedString, types: [String]? = nil) -> Result<[String]?, Unmovable> {
        guard found.isInterpolated else { return .success(nil) }
        var arguments: [String] = []
        for (index, value) in found.interpolations.enumerated() {
            let expression = String(value.expression.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            if hasTopLevelComma(expression) {
                return .failure(Unmovable(reason: "its \\(\(expression)) formats the value with arguments, which an accessor's format argument cannot take"))
            }
            if ["Text(", "Image(", "AttributedString("].contains(where: { expression.hasPrefix($0) }) {
                return .failure(Unmovable(reason: "its \\(\(expression)) shows a view or styled text, which a format argument cannot carry"))
            }
            let shown = value.isKnown ? FormatArgumentType(specifier: value.specifier)?.swiftType : nil
            guard let type = types.map({ index < $0.count ? $0[index] : "String" }) ?? shown, type != "String" || shown != nil else {
                // Of a type the code does not show: shown as string interpolation shows it.
                arguments.append("String(describing: \(expression))")
                continue
            }
            // The key's own type for a value the code does not show: what Xcode saw it was.
            arguments.append(shown == nil || isEvidently(type, expression) ? expression : "\(type)(\(expression))")
        }
        return .success(arguments)
    }

    /// Whether `expression` is of `type` as written: `3` and `items.count` are `Int`s,
    /// `String(…)` a `String`.
    private static func isEvidently(_ type: String, _ expression: String) -> Bool {
        switch type {
        case "Int": return expression.allSatisfy(\.isNumber) || expression.hasSuffix(".count") || isCall(of: "Int", expression)
        case "Double": return isCall(of: "Double", expression)
        case "UInt": return isCall(of: "UInt", expression)
        default: return isCall(of: type, expression) || expression.hasPrefix("\"")
        }
    }

    /// `Int(x)`, not `Int(x) + y`.
    private static func isCall(of type: String, _ expression: String) -> Bool {
        guard expression.hasPrefix(type + "("), expression.hasSuffix(")") else { return false }
        var depth = 0
        for (index, character) in expression.dropFirst(type.count).enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return index == expression.count - type.count - 1 }
        }
        return false
    }

    /// `x, format: .number`: a comma outside brackets and quotes.
    private static func hasTopLevelComma(_ expression: String) -> Bool {
        var depth = 0
        var quoted = false
        for character in expression {
            if character == "\"" { quoted.toggle() }
            guard !quoted else { continue }
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0: return true
            default: break
            }
        }
        return false
    }

    /// The words a key is named after: the text without its `\(…)` values.
    static func words(of found: HardcodedString) -> String {
        var text = found.text
        for value in found.interpolations {
            if let range = text.range(of: "\\(" + value.expression + ")") { text.replaceSubrange(range, with: " ") }
        }
        return text
    }
}

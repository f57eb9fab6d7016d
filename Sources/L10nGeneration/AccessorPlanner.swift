import L10nCore
import L10nJSON
import L10nCatalog
import L10nProject
import L10nAccessors
/// Reads a catalog the way the generated code will use it: one ``AccessorPlan`` per key, with
/// parameters typed from the source-language text.
package enum AccessorPlanner {
    /// One plan per key, in catalog order; a key the catalog holds twice gets one plan.
    /// - Parameter sourceLanguage: whose text gives the parameters and the default value; by
    ///   default the catalog's `sourceLanguage`, else `en`.
    package static func plans(for catalog: Catalog, feature: Feature, sourceLanguage: String? = nil) -> [AccessorPlan] {
        let language = sourceLanguage ?? catalog.sourceLanguage ?? "en"
        var seen = Set<String>()
        return catalog.entries
            .filter { seen.insert($0.key).inserted }
            .map { plan(for: $0, feature: feature, sourceLanguage: language) }
    }

    /// Why an entry of the catalog at the path must get no accessor (a check's finding, as
    /// ``AccessorPlan/refusal``), or nil. The caller passes it: the checks sit above generation.
    package typealias Refusal = @Sendable (_ entry: CatalogEntry, _ sourceLanguage: String, _ catalogPath: String) -> Diagnostic?

    /// ``plans(for:feature:sourceLanguage:)`` of a catalog read entry by entry, so its whole
    /// tree is never in memory: generate holds the key file's text and the plans besides. With
    /// them, what `catalog-structure` finds in the file, for which generate writes nothing.
    /// Read with notes: a plan and its refusal read the entry's localizations through
    /// ``CatalogEntry/localizations``, and nothing of the entry is kept or edited.
    package static func plans(
        reading text: CatalogText, feature: Feature, strategy: CatalogReader.Strategy = .automatic, refusal: Refusal? = nil
    ) throws(JSONParseError) -> (plans: [AccessorPlan], structureProblems: [CatalogStructureProblem]) {
        let read = try CatalogReader.read(
            text, into: StructureCheckedConsumer(Plans(feature: feature, path: text.path, refusal: refusal)), notes: true, strategy: strategy)
        return (read.consumer.inner.plans, read.consumer.structureProblems(of: read.catalog))
    }

    /// ``plans(reading:feature:strategy:refusal:)`` from the whole tree, read without notes:
    /// the tests and `l10n-fuzz` hold the read with notes, in every strategy, to it.
    package static func plansOfTheWholeTree(
        _ text: CatalogText, feature: Feature, refusal: Refusal? = nil
    ) throws(JSONParseError) -> (plans: [AccessorPlan], structureProblems: [CatalogStructureProblem]) {
        let catalog = try CatalogReader.read(text, strategy: .onePass)
        let language = catalog.sourceLanguage ?? "en"
        var seen = Set<String>()
        let plans = catalog.entries.filter { seen.insert($0.key).inserted }.map { entry in
            var plan = plan(for: entry, feature: feature, sourceLanguage: language)
            plan.refusal = refusal?(entry, language, text.path)
            return plan
        }
        return (plans, catalog.structureProblems)
    }

    /// One plan per key, the first entry's.
    private struct Plans: CatalogEntryConsumer {
        let feature: Feature
        let path: String
        let refusal: Refusal?
        var seen = Set<String>()
        var plans: [AccessorPlan] = []

        init(feature: Feature, path: String, refusal: Refusal?) {
            self.feature = feature
            self.path = path
            self.refusal = refusal
        }

        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
            guard seen.insert(entry.key).inserted else { return }
            var plan = plan(for: entry, feature: feature, sourceLanguage: sourceLanguage)
            plan.refusal = refusal?(entry, sourceLanguage, path)
            plans.append(plan)
        }

        mutating func append(_ later: Plans) {
            seen.formUnion(later.seen)
            plans += later.plans
        }
    }

    /// The plan for one entry. Entries marked `shouldTranslate: false` are planned like any other:
    /// the app still shows their text.
    package static func plan(for entry: CatalogEntry, feature: Feature, sourceLanguage: String) -> AccessorPlan {
        let content = entry.localization(sourceLanguage)?.content
        // Without a source-language localization, Xcode shows the key itself: it is the text.
        let text = content.map(displayedValue) ?? entry.key
        var arguments = ArgumentCollector()
        if let content {
            arguments.collect(content, substitutions: [:])
        } else {
            arguments.collect(text: entry.key, substitutions: [:])
        }
        let isPlural = content.map(hasPluralVariation) ?? false
        return AccessorPlan(
            key: entry.key, table: feature.table,
            parameters: arguments.parameters(isPlural: isPlural),
            defaultValue: text,
            docComment: [text, entry.comment].compactMap { $0 })
    }

    /// The text shown when nothing varies: the plain value, else the `other` case of a plural or
    /// device variation (the first case when there is no `other`). Substitutions stay as
    /// `%#@name@` in the value that names them.
    static func displayedValue(of content: LocalizationContent) -> String? {
        if let value = content.stringUnitValue { return value }
        guard let variation = content.variations.first,
              let chosen = variation.cases.first(where: { $0.name == "other" }) ?? variation.cases.first
        else { return nil }
        return displayedValue(of: chosen.content)
    }

    private static func hasPluralVariation(_ content: LocalizationContent) -> Bool {
        content.variations.contains { $0.kind == .plural || $0.cases.contains { hasPluralVariation($0.content) } }
    }
}

/// Gathers the format arguments of every source form of a key, by argument number: forms
/// differ in what they show (a `one` form may leave out the count), so the union is what the
/// accessor must accept. The first type seen for a number wins.
private struct ArgumentCollector {
    typealias SubstitutionSpecifiers = [String: (argumentNumber: Int?, specifier: String?)]

    private var types: [Int: FormatArgumentType] = [:]
    private var substitutionNames: [Int: String] = [:]
    /// Integer arguments the text puts before a word, as in "%lld coupons left": counts.
    private var countingArguments: Set<Int> = []

    /// Substitutions declared on a localization apply to its variation cases too.
    mutating func collect(_ content: LocalizationContent, substitutions inherited: SubstitutionSpecifiers) {
        var substitutions = inherited
        for substitution in content.substitutions {
            substitutions[substitution.name] = (substitution.argumentNumber, substitution.formatSpecifier)
        }
        if let value = content.stringUnitValue {
            collect(text: value, substitutions: substitutions)
        }
        for variation in content.variations {
            for variationCase in variation.cases {
                collect(variationCase.content, substitutions: substitutions)
            }
        }
        for substitution in content.substitutions {
            collectForms(of: substitution)
        }
    }

    mutating func collect(text: String, substitutions: SubstitutionSpecifiers) {
        // Most texts have no `%`: no argument, nothing to parse.
        guard text.containsUTF8Byte(UInt8(ascii: "%")) else { return }
        let arguments = FormatArguments(text: text, substitutionSpecifiers: substitutions)
        if !arguments.types.isEmpty { findCounts(in: text) }
        types.merge(arguments.types) { first, _ in first }
        substitutionNames.merge(arguments.substitutions) { first, _ in first }
    }

    /// In a substitution's forms `%arg` is the substitution's own argument, and so is an
    /// unnumbered specifier (as in the `.stringsdict` files Xcode migrates); `%2$@` is argument 2.
    private mutating func collectForms(of substitution: Substitution) {
        for variation in substitution.variations {
            for variationCase in variation.cases {
                for form in variationCase.content.forms {
                    for placeholder in FormatPlaceholder.parse(form.unit.value ?? "") {
                        guard let type = placeholder.argumentType,
                              let number = placeholder.explicitPosition ?? substitution.argumentNumber,
                              FormatPlaceholder.isReadable(argumentNumber: number)
                        else { continue }
                        if types[number] == nil { types[number] = type }
                    }
                }
            }
        }
    }

    /// Notes the integer arguments directly followed by a space and a word.
    private mutating func findCounts(in text: String) {
        let scalars = Array(text.unicodeScalars)
        var next = 1
        for placeholder in FormatPlaceholder.parse(text) {
            guard case .argument = placeholder.kind else { continue }
            let number = placeholder.explicitPosition ?? next
            if placeholder.explicitPosition == nil { next += 1 }
            guard placeholder.argumentType == .int || placeholder.argumentType == .unsignedInt else { continue }
            let end = placeholder.scalarRange.upperBound
            if end + 1 < scalars.count, scalars[end] == " ", scalars[end + 1].properties.isAlphabetic {
                countingArguments.insert(number)
            }
        }
    }

    /// Parameters for arguments 1 through the highest number used, so that each keeps its
    /// position even when the text skips one. Each is named after its substitution, else
    /// `count` when it is the one number the text counts with (a plural's only argument, or
    /// the one integer before a word: "%lld coupons"), else by position: `arg1`, `arg2`.
    func parameters(isPlural: Bool) -> [AccessorPlan.Parameter] {
        guard let highest = Set(types.keys).union(substitutionNames.keys).max() else { return [] }
        let isInteger = { (number: Int) in types[number] == .int || types[number] == .unsignedInt }
        let counted = countingArguments.filter { substitutionNames[$0] == nil && isInteger($0) }
        let count: Int? = if counted.count == 1 {
            counted.first
        } else if highest == 1, isPlural, isInteger(1) {
            1
        } else {
            nil
        }
        return (1...highest).map { number in
            let name = substitutionNames[number] ?? (number == count ? "count" : "arg\(number)")
            // A substitution always selects a plural form, so without a declared specifier its
            // argument is a count; any other unknown argument can be shown as a string.
            let fallback: FormatArgumentType = substitutionNames[number] == nil ? .object : .int
            return AccessorPlan.Parameter(name: name, swiftType: (types[number] ?? fallback).swiftType)
        }
    }
}

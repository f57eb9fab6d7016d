import L10nCore
import L10nJSON
import L10nCatalog
import L10nChecks
/// Plans `l10n import`: every translation read from exchange files goes into its catalog at its
/// key, form and language, or is skipped with the reason why. Pure: it returns the new bytes of
/// each catalog, and the command writes them all at once through the write pipeline.
///
/// Each unit is checked with the same checks as `l10n check` (placeholders against the source,
/// plural categories, empty text) on the entry as it would be after the import, and a unit they
/// find fault with is skipped, never written. The checks' own findings are reported, at the
/// unit in the import file. A translation that is already `translated` is kept unless
/// `overwrite`. Text equal to what the catalog has changes nothing, its state included, unless
/// the file marks it translated where the catalog waits for review (a reviewer's approval), so
/// importing an unchanged export leaves every byte as it was.
package enum ExchangeImport {
    package struct Options: Sendable {
        /// Write `needs_review` instead of `translated`.
        package var review: Bool
        package var overwrite: Bool
        /// Languages that may be imported besides the source and those a catalog has already.
        package var languages: [String]
        /// The project's check options: a unit is refused for what `check` would report about
        /// it with them, and for nothing else.
        package var checks: CheckOptions

        package init(review: Bool = false, overwrite: Bool = false, languages: [String] = ["en", "es"], checks: CheckOptions = CheckOptions()) {
            self.review = review
            self.overwrite = overwrite
            self.languages = languages
            self.checks = checks
        }
    }

    /// Why a unit was not written, in the order the summary lists them.
    package enum SkipReason: String, CaseIterable, Sendable {
        case failedCheck = "failed a check"
        case alreadyTranslated = "already translated"
        case noTranslation = "without translation"
        case unknownKey = "unknown key"
        case unknownLanguage = "unknown language"
        case notToTranslate = "not to be translated"
        case repeated = "given twice"
    }

    package struct Counts: Sendable, Equatable {
        package var added = 0
        package var updated = 0
        package var unchanged = 0
        package var skipped: [SkipReason: Int] = [:]

        package init() {}

        package var skippedTotal: Int { skipped.values.reduce(0, +) }

        mutating func skip(_ reason: SkipReason, _ count: Int = 1) {
            skipped[reason, default: 0] += count
        }

        /// Takes in what another part of the import counted.
        mutating func add(_ other: Counts) {
            added += other.added
            updated += other.updated
            unchanged += other.unchanged
            for (reason, count) in other.skipped { skip(reason, count) }
        }
    }

    /// One catalog the import files name.
    package struct CatalogImport: Sendable {
        package var path: String
        /// Nil when the catalog stays exactly as it is.
        package var newBytes: [UInt8]?
        package var counts: Counts
    }

    /// What an import will do, decided before anything is written.
    package struct Plan: Sendable {
        /// In path order.
        package var catalogs: [CatalogImport]
        /// Units skipped for a reason a person must look at, at their place in the import files.
        package var findings: [Diagnostic]
        /// Catalogs that could not be read or rewritten safely; any of them means nothing is written.
        package var failures: [Diagnostic]

        /// Every new catalog text, by path: none when anything failed, so a plan is never half applied.
        package var writes: [(path: String, bytes: [UInt8])] {
            guard failures.isEmpty else { return [] }
            return catalogs.compactMap { catalog in catalog.newBytes.map { (catalog.path, $0) } }
        }
    }

    /// An exchange file as read, under the path the user gave.
    package struct Input: Sendable {
        package var path: String
        package var document: ExchangeDocument

        package init(path: String, document: ExchangeDocument) {
            self.path = path
            self.document = document
        }
    }

    /// - Parameters:
    ///   - catalogPaths: the catalog each `original` the inputs name is, as displayed; an
    ///     `original` missing here is a finding.
    ///   - catalogs: the catalogs' text by displayed path; a mapped file is handed back as it is read.
    package static func plan(
        _ inputs: [Input], catalogPaths: [String: String], catalogs: [String: CatalogText], options: Options
    ) -> Plan {
        var findings: [Diagnostic] = []
        var pendingByCatalog: [String: [Pending]] = [:]
        for input in inputs {
            findings += input.document.problems.map {
                Diagnostic(checkID: DiagnosticIDs.importUnsupported, severity: .error, message: $0.message, path: input.path, location: $0.location)
            }
            for file in input.document.files {
                let count = file.units.count
                let units = count == 1 ? "its unit was" : "its \(count) units were"
                guard file.original.hasSuffix(".xcstrings") else {
                    findings.append(Diagnostic(
                        checkID: DiagnosticIDs.importUnsupported, severity: .warning,
                        message: "'\(file.original)' is not a String Catalog, so \(units) not imported; l10n imports into .xcstrings files only.",
                        path: input.path, location: file.location))
                    continue
                }
                guard let path = catalogPaths[file.original], catalogs[path] != nil else {
                    findings.append(Diagnostic(
                        checkID: DiagnosticIDs.importUnknownCatalog, severity: .error,
                        message: "The catalog '\(file.original)' is not one of this project's catalogs, so \(units) not imported; run l10n import in the repository the file was exported from.",
                        path: input.path, location: file.location))
                    continue
                }
                guard !file.targetLanguage.isEmpty else {
                    findings.append(Diagnostic(
                        checkID: DiagnosticIDs.importUnknownLanguage, severity: .error,
                        message: "The translations of '\(file.original)' name no target language, so \(units) not imported; add target-language to the <file>.",
                        path: input.path, location: file.location))
                    continue
                }
                pendingByCatalog[path, default: []] += file.units.map {
                    Pending(inputPath: input.path, fileLocation: file.location, language: file.targetLanguage, unit: $0, format: input.document.format)
                }
            }
        }
        var plan = Plan(catalogs: [], findings: findings, failures: [])
        for path in pendingByCatalog.keys.sorted() {
            guard let source = catalogs[path], let pending = pendingByCatalog[path] else { continue }
            var planner = CatalogPlanner(path: path, options: options)
            planner.plan(source, pending)
            plan.catalogs.append(CatalogImport(path: path, newBytes: planner.newBytes, counts: planner.counts))
            plan.findings += planner.findings
            plan.failures += planner.failures
        }
        plan.findings.sort(by: Diagnostic.reportOrder)
        return plan
    }

    struct Pending {
        var inputPath: String
        var fileLocation: SourceLocation
        var language: String
        var unit: ExchangeUnit
        var format: ExchangeDocument.Format
    }

    /// One catalog's share of the import.
    struct CatalogPlanner {
        let path: String
        let options: Options
        var counts = Counts()
        var findings: [Diagnostic] = []
        var failures: [Diagnostic] = []
        var newBytes: [UInt8]?

        init(path: String, options: Options) {
            self.path = path
            self.options = options
        }

        mutating func plan(_ file: CatalogText, _ pending: [Pending]) {
            if planOnText(file, pending) { return }
            planOnTree(file, pending)
        }

        /// The general way: the whole catalog as a tree, edited and written again.
        private mutating func planOnTree(_ file: CatalogText, _ pending: [Pending]) {
            var catalog: Catalog
            do {
                catalog = try CatalogReader.read(file)
            } catch {
                failures.append(JSONSyntaxCheck.diagnostic(for: error, path: path))
                return
            }
            let problems = catalog.structureProblems
            guard problems.isEmpty else {
                failures += problems.map { CatalogStructureCheck.diagnostic(for: $0, path: path) }
                return
            }
            let sourceLanguage = catalog.sourceLanguage ?? "en"
            var entries: [String: CatalogEntry] = [:]
            for entry in catalog.entries where entries[entry.key] == nil { entries[entry.key] = entry }
            // The languages the catalog may receive: those allowed, and any an entry has already.
            var knownLanguages: [String: Bool] = [:]
            for language in options.languages + [sourceLanguage] { knownLanguages[language] = true }

            // A key's units for one language are checked together: plural cases depend on each other.
            var groups: [GroupKey: [Pending]] = [:]
            var order: [GroupKey] = []
            var reportedLanguages = Set<String>()
            for item in pending {
                guard let (key, form) = resolve(item, in: entries) else {
                    counts.skip(.unknownKey)
                    findings.append(unknownKey(item))
                    continue
                }
                let isKnown = knownLanguages[item.language] ?? {
                    let known = entries.values.contains { $0.localization(item.language) != nil }
                    knownLanguages[item.language] = known
                    return known
                }()
                guard isKnown else {
                    counts.skip(.unknownLanguage)
                    if reportedLanguages.insert(item.inputPath + "\u{0}" + item.language).inserted {
                        findings.append(unknownLanguage(item))
                    }
                    continue
                }
                var resolved = item
                resolved.unit.key = key
                resolved.unit.form = form
                let groupKey = GroupKey(key: key, language: item.language)
                if groups[groupKey] == nil { order.append(groupKey) }
                groups[groupKey, default: []].append(resolved)
            }

            var updates: [String: [(language: String, content: JSONValue)]] = [:]
            for groupKey in order {
                guard let entry = entries[groupKey.key], let units = groups[groupKey] else { continue }
                if let content = GroupPlanner.plan(
                    units, entry: entry, language: groupKey.language, sourceLanguage: sourceLanguage, options: options,
                    counts: &counts, findings: &findings) {
                    updates[groupKey.key, default: []].append((groupKey.language, content))
                }
            }
            guard !updates.isEmpty else { return }
            do {
                try catalog.setLocalizations(updates)
                // Every update changes a value or a state, so the text changes too.
                newBytes = try CatalogFormatter.serializeVerified(catalog.document, capacity: file.byteCount + file.byteCount / 8)
            } catch {
                failures.append(rewriteFailure())
            }
        }

        /// The key and form a unit names. An XLIFF id is split at its last `|==|`; when the
        /// catalog has the whole id as a key, that key wins, since keys may contain `|==|`.
        private func resolve(_ item: Pending, in entries: [String: CatalogEntry]) -> (String, ExchangeForm)? {
            if item.format == .xliff, item.unit.id != item.unit.key, entries[item.unit.id] != nil {
                return (item.unit.id, ExchangeForm(path: []))
            }
            guard entries[item.unit.key] != nil else { return nil }
            return (item.unit.key, item.unit.form)
        }

        func unknownKey(_ item: Pending) -> Diagnostic {
            finding(
                DiagnosticIDs.importUnknownKey,
                "Key '\(item.unit.id)' is not in \(path), so its '\(item.language)' text was not imported; add the key to the catalog (l10n add, or l10n sync from its key file) and import again.",
                item, location: item.unit.location)
        }

        func unknownLanguage(_ item: Pending) -> Diagnostic {
            let list = options.languages.joined(separator: ",")
            return finding(
                DiagnosticIDs.importUnknownLanguage,
                "\(path) has no '\(item.language)' text and '\(item.language)' is not in --languages (\(list)), so its units were not imported; pass --languages \(list),\(item.language) to add the language.",
                item, location: item.fileLocation)
        }

        func rewriteFailure() -> Diagnostic {
            Diagnostic(
                checkID: DiagnosticIDs.catalogStructure, severity: .error,
                message: "rewriting the catalog would have changed its content, so nothing was written; please report this",
                path: path, location: SourceLocation(line: 1, column: 1))
        }

        private func finding(_ checkID: String, _ message: String, _ item: Pending, location: SourceLocation) -> Diagnostic {
            Diagnostic(
                checkID: checkID, severity: .error, message: message, path: item.inputPath, location: location,
                key: item.unit.key, language: item.language)
        }
    }

    private struct GroupKey: Hashable {
        var key: String
        var language: String
    }
}

extension ExchangeImport {
    /// One key's units for one language: which to write, and the localization they make.
    struct GroupPlanner {
        let entry: CatalogEntry
        let language: String
        let sourceLanguage: String
        let options: Options
        var counts = Counts()
        var findings: [Diagnostic] = []

        init(entry: CatalogEntry, language: String, sourceLanguage: String, options: Options) {
            self.entry = entry
            self.language = language
            self.sourceLanguage = sourceLanguage
            self.options = options
        }

        /// One entry's units in one language, planned whichever way the catalog is read: the new
        /// localization, or nil when nothing is to be written, with what it counted and found.
        static func plan(
            _ units: [Pending], entry: CatalogEntry, language: String, sourceLanguage: String, options: Options,
            counts: inout Counts, findings: inout [Diagnostic]
        ) -> JSONValue? {
            guard entry.shouldTranslate || language == sourceLanguage else {
                counts.skip(.notToTranslate, units.count)
                return nil
            }
            var group = GroupPlanner(entry: entry, language: language, sourceLanguage: sourceLanguage, options: options)
            let content = group.plan(units)
            counts.add(group.counts)
            findings += group.findings
            return content
        }

        private struct Change {
            var item: Pending
            var path: [FormStep]
            var text: String
            var isNew: Bool
        }

        /// The new localization, or nil when nothing is to be written.
        mutating func plan(_ units: [Pending]) -> JSONValue? {
            guard !refusesWhole(units) else { return nil }
            let existing = entry.localization(language)?.content
            let source = entry.localization(sourceLanguage)?.content
            var changes: [Change] = []
            var seen = Set<[FormStep]>()
            for item in units {
                let path = item.unit.form.path
                guard let given = item.unit.target, !given.isEmpty else {
                    counts.skip(.noTranslation)
                    continue
                }
                guard seen.insert(path).inserted else {
                    counts.skip(.repeated)
                    continue
                }
                let current = existing?.unit(at: path)
                var text = given
                if item.format == .xliff, let spelling = existing.flatMap({ $0.substitutions.isEmpty ? nil : $0 }) ?? source {
                    let reference = current?.value ?? source.flatMap { ExchangeExport.sourceUnit(of: $0, at: path)?.value }
                    text = XcodeSubstitutionText.imported(text, path: path, content: spelling, reference: reference)
                }
                if let value = current?.value, value.utf8.elementsEqual(text.utf8) {
                    // The same text marked done where the catalog waits for review: the
                    // review is done. Otherwise nothing changes, not even the state: text
                    // machine translated stays so, whatever a tool that drops Xcode's
                    // `state-qualifier` says.
                    if item.unit.state == .translated, current?.state == .needsReview, !options.review, !value.isBlank {
                        changes.append(Change(item: item, path: path, text: text, isNew: false))
                    } else {
                        counts.unchanged += 1
                    }
                    continue
                }
                let hasText = !(current?.value ?? "").isBlank
                if current?.state == .translated, hasText, !options.overwrite {
                    counts.skip(.alreadyTranslated)
                    continue
                }
                changes.append(Change(item: item, path: path, text: text, isNew: !hasText))
            }

            // Checked together, then again without the ones that failed, until none fails:
            // without a failing plural case, another may fail or pass.
            while !changes.isEmpty {
                let (content, failing) = candidate(changes, existing: existing, source: source)
                if failing.isEmpty {
                    for change in changes {
                        if change.isNew { counts.added += 1 } else { counts.updated += 1 }
                    }
                    return content
                }
                for (index, diagnostics) in failing.sorted(by: { $0.key < $1.key }) {
                    counts.skip(.failedCheck)
                    let item = changes[index].item
                    findings += diagnostics.map {
                        Diagnostic(
                            checkID: $0.checkID, severity: .error, message: $0.message, path: item.inputPath,
                            location: item.unit.location, key: entry.key, language: language)
                    }
                }
                changes = changes.enumerated().filter { failing[$0.offset] == nil }.map(\.element)
            }
            return nil
        }

        /// Whether the units cannot be imported at all, with the findings that say why: a form
        /// for a device Xcode does not know (`key|==|device.toaster`), or one id given twice
        /// with different translations. Which text was meant is for a person to decide, so
        /// nothing of the key is written in this language, rather than the first unit winning.
        private mutating func refusesWhole(_ units: [Pending]) -> Bool {
            var problems: [(item: Pending, message: String, checkID: String)] = []
            for item in units {
                for step in item.unit.form.path {
                    guard case .variation(.device, let device) = step, !VariationKind.deviceCategories.contains(device) else { continue }
                    problems.append((item, "Key '\(entry.key)' has a unit for the device '\(device)', which Xcode does not know (\(VariationKind.deviceCategories.joined(separator: ", "))), so none of its '\(language)' text was imported; correct the unit's id.", DiagnosticIDs.importFormMismatch))
                }
            }
            var firstByPath: [[FormStep]: Pending] = [:]
            for item in units {
                guard let first = firstByPath[item.unit.form.path] else {
                    firstByPath[item.unit.form.path] = item
                    continue
                }
                guard (first.unit.target ?? "") != (item.unit.target ?? "") else { continue }
                problems.append((item, "Key '\(entry.key)' has the unit '\(item.unit.id)' twice with different '\(language)' translations (the first at \(first.inputPath):\(first.unit.location)), so none of its '\(language)' text was imported; keep one of them.", DiagnosticIDs.importConflict))
            }
            guard !problems.isEmpty else { return false }
            counts.skip(.failedCheck, units.count)
            findings += problems.map { problem in
                Diagnostic(
                    checkID: problem.checkID, severity: .error, message: problem.message, path: problem.item.inputPath,
                    location: problem.item.unit.location, key: entry.key, language: language)
            }
            return true
        }

        /// The localization with `changes` written, and the changes that fail: with the findings
        /// of `check`'s checks that point at members they wrote, or why they do not fit.
        private func candidate(
            _ changes: [Change], existing: LocalizationContent?, source: LocalizationContent?
        ) -> (JSONValue, [Int: [Diagnostic]]) {
            var content = existing?.value ?? .object([])
            var failing: [Int: [Diagnostic]] = [:]
            // Members a change writes get a position that no parsed member has (column 0), by
            // which a finding is traced back to the changes under that member.
            var tags = Tags()
            for (index, change) in changes.enumerated() {
                // Machine translation stays marked as such (`state-qualifier="leveraged-mt"`), as Xcode imports it.
                let state: StringUnitState = options.review
                    ? .needsReview : change.item.unit.state == .machineTranslated ? .machineTranslated : .translated
                do {
                    try LocalizationContent.setUnit(
                        in: &content, at: change.path, text: change.text, state: state, source: source,
                        mark: { tags.position(for: $0, change: index) })
                } catch {
                    failing[index] = [formMismatch(error, change)]
                }
            }
            guard failing.isEmpty else { return (content, failing) }
            let written = LocalizationContent(content)
            for (index, change) in changes.enumerated() where !written.hasTextAroundSubstitutions {
                guard case .substitution(let name)? = change.path.first else { continue }
                failing[index] = [Diagnostic(
                    checkID: DiagnosticIDs.importFormMismatch, severity: .error,
                    message: "Key '\(entry.key)' has no '\(language)' text around its substitution '\(name)', so this case was not imported; import the unit '\(entry.key)' with it.",
                    path: "", location: change.item.unit.location)]
            }
            guard failing.isEmpty else { return (content, failing) }

            // Every unit goes through the Checker, as check would read it: which checks could
            // find something in a text is theirs to say, and the project's options theirs to apply.
            // Only the findings about this language count, and they need only it and the source:
            // the other languages of a catalog with dozens are left out of the check.
            let entryValue = Self.keepingLocalizations(
                of: Catalog.entryValue(entry.value, settingLocalization: language, to: content), [sourceLanguage, language])
            var checks = options.checks
            checks.sourceLanguage = sourceLanguage
            let findings = Checker.findings(
                of: CatalogEntry(member: JSONMember(key: entry.key, value: entryValue, keyPosition: entry.position)),
                in: CatalogContext(path: "", options: checks, sourceLanguage: sourceLanguage, feature: ""))
            // What `check` would report, in its words; `--review` asks for the state it reports.
            for diagnostic in findings where diagnostic.language == language
                && !(options.review && diagnostic.checkID == UnreviewedTranslationCheck.description.id) {
                for index in tags.changes(at: diagnostic) { failing[index, default: []].append(diagnostic) }
            }
            return (content, failing)
        }

        /// `value` (an entry) with only the localizations of `languages`.
        private static func keepingLocalizations(of value: JSONValue, _ languages: Set<String>) -> JSONValue {
            guard case .object(var members) = value,
                  let index = members.firstIndex(where: { $0.key == CatalogField.localizations }),
                  case .object(let localizations) = members[index].value else { return value }
            members[index].value = .object(localizations.filter { languages.contains($0.key) })
            return .object(members)
        }

        private func formMismatch(_ error: FormEditError, _ change: Change) -> Diagnostic {
            let form = ExchangeForm(path: change.path).id
            let message = switch error {
            case .shapeConflict(let existing):
                "Key '\(entry.key)' has \(existing) in '\(language)', so the form '\(form.isEmpty ? "plain text" : form)' was not imported; translate the forms the key has, or remove its '\(language)' text first."
            case .unknownSubstitution(let name):
                "Key '\(entry.key)' has no substitution '\(name)' in '\(sourceLanguage)', so the form '\(form)' was not imported; export again to get the key's forms as they are now."
            }
            return Diagnostic(
                checkID: DiagnosticIDs.importFormMismatch, severity: .error, message: message, path: "",
                location: change.item.unit.location)
        }
    }

    /// Positions that mark members written by changes, and which changes are under each.
    private struct Tags {
        private var byMember: [FormMember: UInt32] = [:]
        private var changesByTag: [UInt32: [Int]] = [:]
        private var isVariationsTag: Set<UInt32> = []
        private var isStateTag: Set<UInt32> = []

        mutating func position(for member: FormMember, change: Int) -> JSONPosition {
            let tag: UInt32
            if let existing = byMember[member] {
                tag = existing
            } else {
                tag = UInt32(byMember.count + 1)
                byMember[member] = tag
                switch member {
                case .variations: isVariationsTag.insert(tag)
                case .state: isStateTag.insert(tag)
                case .node, .value: break
                }
            }
            if changesByTag[tag]?.last != change { changesByTag[tag, default: []].append(change) }
            return JSONPosition(line: Int(tag), column: 0)
        }

        /// The changes a finding is about. A warning about a whole variation (a category it
        /// lacks) blames none: it was there before, or the rest of the translation will fill it.
        /// Nor does a warning about the state written (machine-translated text stays so, as
        /// Xcode imports it); a project that makes it an error refuses the unit.
        func changes(at diagnostic: Diagnostic) -> [Int] {
            guard diagnostic.location.column == 0, diagnostic.location.line > 0 else { return [] }
            let tag = UInt32(diagnostic.location.line)
            if (isVariationsTag.contains(tag) || isStateTag.contains(tag)) && diagnostic.severity != .error { return [] }
            return changesByTag[tag] ?? []
        }
    }
}

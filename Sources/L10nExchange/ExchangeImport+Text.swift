import L10nCore
import L10nJSON
import L10nCatalog
import L10nChecks

extension ExchangeImport.CatalogPlanner {
    /// The usual way, for a catalog laid out as Xcode writes it: its entries are planned as the
    /// one reader streams them (on two cores for a large file) and dropped, and the languages
    /// that change are written into the text in place of their old text (``CatalogSplice``),
    /// which gives the same bytes as writing the edited tree. False, having planned nothing,
    /// when the tree is needed: the text is laid out otherwise or cannot be read, or a unit's
    /// whole id is a key of the catalog.
    mutating func planOnText(_ file: CatalogText, _ pending: [ExchangeImport.Pending]) -> Bool {
        // Whether the layout allows splicing is found while the entries are planned, with
        // where its lines start, by which the splice finds its edits' offsets.
        let layout = BackgroundTask { CatalogFormatter.formattedLineStarts(file) }
        // Units are named by their index in `pending`: copied, each would retain its strings.
        var unitsByKey: [String: [Int]] = [:]
        var wholeIDs = Set<String>()
        for (index, item) in pending.enumerated() {
            unitsByKey[item.unit.key, default: []].append(index)
            if item.format == .xliff, item.unit.id != item.unit.key { wholeIDs.insert(item.unit.id) }
        }
        let allowed = Set(options.languages)
        let consumer = TextPlanner(
            planner: self, pending: pending, unitsByKey: unitsByKey, wholeIDs: wholeIDs, allowed: allowed,
            others: Set(pending.map(\.language)).subtracting(allowed))
        var planned: TextPlanner
        let problems: [CatalogStructureProblem]
        do {
            // Only the languages the units name, and the source, are built of each entry.
            let read = try CatalogReader.read(file, into: StructureCheckedConsumer(consumer), languages: allowed.union(pending.map(\.language)))
            planned = read.consumer.inner
            problems = read.consumer.structureProblems(of: read.catalog)
        } catch {
            _ = layout.wait()
            return false
        }
        // An edit could replace what l10n cannot read: the catalog is left alone, as by sync and add.
        guard problems.isEmpty else {
            _ = layout.wait()
            failures += problems.map { CatalogStructureCheck.diagnostic(for: $0, path: path) }
            return true
        }
        guard let lines = layout.wait(), !planned.needsTree else { return false }
        planned.planHeld()
        planned.spliceWholeEntries(of: file, lines: lines)

        var unknown: [Int] = []
        for (key, units) in unitsByKey where !planned.foundKeys.contains(key) { unknown += units }
        for index in unknown.sorted() {
            planned.counts.skip(.unknownKey)
            planned.findings.append(unknownKey(pending[index]))
        }
        var reported = Set<String>()
        for index in planned.unknownLanguage.sorted() {
            let item = pending[index]
            planned.counts.skip(.unknownLanguage)
            if reported.insert(item.inputPath + "\u{0}" + item.language).inserted {
                planned.findings.append(unknownLanguage(item))
            }
        }
        counts = planned.counts
        findings = planned.findings
        guard planned.failed || !planned.splice.edits.isEmpty else { return true }
        // A mapped catalog's new text is written from the mapping, not built first.
        let spliced: FileChange.Content? = switch file {
        case .bytes(let source): source.bytes.withUnsafeBufferPointer { planned.splice.applied(to: $0, lines: lines) }.map { .bytes($0) }
        case .mapped(_, let mapped): planned.splice.spliced(mapped, lines: lines).map { .spliced($0) }
        }
        // Either is l10n's mistake (the layout was proved): nothing is written.
        guard !planned.failed, let spliced else {
            failures.append(rewriteFailure())
            return true
        }
        newContent = spliced
        return true
    }

    /// Plans each entry the import names as the reader hands it over, keeping only the edits.
    struct TextPlanner: CatalogEntryConsumer {
        let planner: ExchangeImport.CatalogPlanner
        let pending: [ExchangeImport.Pending]
        /// Indices of `pending`, by key.
        let unitsByKey: [String: [Int]]
        let wholeIDs: Set<String>
        let allowed: Set<String>
        /// The units' languages that are not allowed: known only if some entry has them.
        let others: Set<String>

        var counts = ExchangeImport.Counts()
        var findings: [Diagnostic] = []
        var splice = CatalogSplice()
        var foundKeys = Set<String>()
        var seenKeys = Set<String>()
        var seenLanguages = Set<String>()
        /// Entries with a unit in a language neither allowed nor theirs: planned once every
        /// entry has been seen, when it is known whether any entry has that language.
        var held: [(entry: CatalogEntry, sourceLanguage: String)] = []
        var unknownLanguage: [Int] = []
        /// Entries read without some languages where an edit needs them (it adds a language): once
        /// the reader is done, told the keys of those left out, or read again whole when the
        /// edit writes the whole entry.
        var wholeEdits: [(entry: CatalogEntry, updates: [(language: String, content: JSONValue)])] = []
        var needsTree = false
        var failed = false

        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
            // The first entry of a key written twice is the one imported into, as everywhere.
            guard seenKeys.insert(entry.key).inserted else { return }
            if wholeIDs.contains(entry.key) { needsTree = true }
            for language in others where !seenLanguages.contains(language) && entry.localization(language) != nil {
                seenLanguages.insert(language)
            }
            guard let units = unitsByKey[entry.key] else { return }
            foundKeys.insert(entry.key)
            let needsOthers = units.contains { index in
                let language = pending[index].language
                return !allowed.contains(language) && language != sourceLanguage && entry.localization(language) == nil
            }
            if needsOthers {
                held.append((entry, sourceLanguage))
            } else {
                plan(entry, units, sourceLanguage: sourceLanguage)
            }
        }

        mutating func append(_ later: TextPlanner) {
            counts.add(later.counts)
            findings += later.findings
            splice.append(later.splice)
            foundKeys.formUnion(later.foundKeys)
            seenKeys.formUnion(later.seenKeys)
            seenLanguages.formUnion(later.seenLanguages)
            held += later.held
            unknownLanguage += later.unknownLanguage
            wholeEdits += later.wholeEdits
            needsTree = needsTree || later.needsTree
            failed = failed || later.failed
        }

        /// The edits of ``wholeEdits``: on their entries told the keys of the languages left out
        /// (found by the layout's lines), or read again whole when an edit writes the whole entry.
        mutating func spliceWholeEntries(of file: CatalogText, lines: JSONLayout.LineStarts) {
            guard !wholeEdits.isEmpty else { return }
            let edits = wholeEdits
            wholeEdits = []
            guard let named = CatalogReader.namingLeftOutLanguages(of: edits.map(\.entry), in: file, lines: lines) else {
                failed = true
                return
            }
            var whole: [(entry: CatalogEntry, updates: [(language: String, content: JSONValue)])] = []
            for (edit, entry) in zip(edits, named) {
                if CatalogSplice.needsWholeEntry(edit.updates.map(\.language), of: entry) {
                    whole.append(edit)
                    continue
                }
                do {
                    try splice.setLocalizations(edit.updates, of: entry)
                } catch {
                    failed = true
                }
            }
            guard !whole.isEmpty else { return }
            guard let members = CatalogReader.wholeEntries(at: whole.map(\.entry.position), in: file, lines: lines) else {
                failed = true
                return
            }
            for (edit, member) in zip(whole, members) {
                do {
                    guard member.key == edit.entry.key else { throw CatalogFormatter.Failure.verificationFailed }
                    try splice.setLocalizations(edit.updates, of: CatalogEntry(member: member))
                } catch {
                    failed = true
                }
            }
        }

        mutating func planHeld() {
            let entries = held
            held = []
            for (entry, sourceLanguage) in entries {
                if let units = unitsByKey[entry.key] { plan(entry, units, sourceLanguage: sourceLanguage) }
            }
        }

        /// One entry's units, language by language in the order the files give them.
        private mutating func plan(_ entry: CatalogEntry, _ units: [Int], sourceLanguage: String) {
            var languages: [String] = []
            var byLanguage: [String: [Int]] = [:]
            for index in units {
                let language = pending[index].language
                if byLanguage[language] == nil { languages.append(language) }
                byLanguage[language, default: []].append(index)
            }
            var updates: [(language: String, content: JSONValue)] = []
            for language in languages {
                guard let group = byLanguage[language] else { continue }
                guard allowed.contains(language) || language == sourceLanguage || seenLanguages.contains(language)
                    || entry.localization(language) != nil else {
                    unknownLanguage += group
                    continue
                }
                if let content = ExchangeImport.GroupPlanner.plan(
                    group.map { pending[$0] }, entry: entry, language: language, sourceLanguage: sourceLanguage, options: planner.options,
                    counts: &counts, findings: &findings) {
                    updates.append((language, content))
                }
            }
            guard !updates.isEmpty else { return }
            if entry.omitsLanguages, CatalogSplice.needsAllLanguages(updates.map(\.language), of: entry) {
                wholeEdits.append((entry, updates))
                return
            }
            do {
                try splice.setLocalizations(updates, of: entry)
            } catch {
                failed = true
            }
        }
    }
}

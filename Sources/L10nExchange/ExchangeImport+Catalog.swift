import L10nCore
import L10nJSON
import L10nCatalog
import L10nChecks
/// Matching units to one catalog: each unit to its key, form and language, grouped by key and
/// language for `GroupPlanner`, on the catalog's tree (`ExchangeImport+Text.swift` plans on its text).
extension ExchangeImport {
    /// One catalog's share of the import.
    struct CatalogPlanner {
        let path: String
        let options: Options
        var counts = Counts()
        var findings: [Diagnostic] = []
        var failures: [Diagnostic] = []
        var newContent: FileChange.Content?

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
                newContent = .bytes(try CatalogFormatter.serializeVerified(catalog.document, capacity: file.byteCount + file.byteCount / 8))
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

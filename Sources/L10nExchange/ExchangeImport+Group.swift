import L10nCore
import L10nJSON
import L10nCatalog
import L10nChecks
/// Applying one key's units in one language: which are written, which are kept or skipped, and
/// the localization they make once validation passes.
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

        struct Change {
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
                if let value = current?.value, value.hasSameUTF8(as: text) {
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
            // One unit cannot repeat an id: most groups are one unit, and need no table of paths.
            var firstByPath: [[FormStep]: Pending] = [:]
            for item in units where units.count > 1 {
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
        /// `value` (an entry) with only the localizations of `languages`.
        static func keepingLocalizations(of value: JSONValue, _ languages: Set<String>) -> JSONValue {
            guard case .object(var members) = value,
                  let index = members.firstIndex(where: { $0.key == CatalogField.localizations }),
                  case .object(let localizations) = members[index].value else { return value }
            members[index].value = .object(localizations.filter { languages.contains($0.key) })
            return .object(members)
        }

        func formMismatch(_ error: FormEditError, _ change: Change) -> Diagnostic {
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
}

extension String {
    /// Whether the two hold the same UTF-8 bytes (not whether they are equivalent Unicode, as
    /// `==` asks), compared in place when both are contiguous rather than byte by byte.
    fileprivate func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let inPlace = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in mine.elementsEqual(theirs) }
        }
        return (inPlace ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}

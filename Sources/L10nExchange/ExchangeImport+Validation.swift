import L10nCore
import L10nJSON
import L10nCatalog
import L10nChecks
/// Validation of an import: the localization as the units would write it, put through the
/// Checker with the project's options, each finding traced back to the units that caused it.
extension ExchangeImport.GroupPlanner {
    /// The localization with `changes` written, and the changes that fail: with the findings
    /// of `check`'s checks that point at members they wrote, or why they do not fit.
    func candidate(
        _ changes: [Change], existing: LocalizationContent?, source: LocalizationContent?
    ) -> (JSONValue, [Int: [Diagnostic]]) {
        var content = existing?.value ?? .object([])
        var failing: [Int: [Diagnostic]] = [:]
        // Members a change writes get a position that no parsed member has (column 0), by
        // which a finding is traced back to the changes under that member.
        var tags = ExchangeImport.Tags()
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
        let findings = options.entryFindings.findings(
            of: CatalogEntry(member: JSONMember(key: entry.key, value: entryValue, keyPosition: entry.position)),
            in: CatalogContext(path: "", options: checks, sourceLanguage: sourceLanguage, feature: ""))
        // What `check` would report, in its words; `--review` asks for the state it reports.
        for diagnostic in findings where diagnostic.language == language
            && !(options.review && diagnostic.checkID == UnreviewedTranslationCheck.description.id) {
            for index in tags.changes(at: diagnostic) { failing[index, default: []].append(diagnostic) }
        }
        return (content, failing)
    }
}

extension ExchangeImport {
    /// Positions that mark members written by changes, and which changes are under each.
    fileprivate struct Tags {
        /// By tag (an index plus one, its position's line): the member, the changes under it,
        /// and whether a warning about it blames none.
        private var marked: [(member: FormMember, changes: [Int], isWhole: Bool)] = []
        /// Each member's tag, once there are more than ``markedInTurn``: a group's units mark a
        /// handful of members, compared in turn, as hashing each one's path costs more; a file
        /// may give one key any number of forms, which would make that quadratic.
        private var byMember: [FormMember: Int] = [:]
        private static let markedInTurn = 16

        private func tag(of member: FormMember) -> Int? {
            guard marked.count > Self.markedInTurn else { return marked.firstIndex { $0.member == member }.map { $0 + 1 } }
            return byMember[member]
        }

        mutating func position(for member: FormMember, change: Int) -> JSONPosition {
            let tag: Int
            if let existing = self.tag(of: member) {
                tag = existing
            } else {
                let isWhole = switch member {
                case .variations, .state: true
                case .node, .value: false
                }
                marked.append((member, [], isWhole))
                tag = marked.count
                if tag == Self.markedInTurn + 1 {
                    for (index, earlier) in marked.enumerated() { byMember[earlier.member] = index + 1 }
                } else if tag > Self.markedInTurn + 1 {
                    byMember[member] = tag
                }
            }
            if marked[tag - 1].changes.last != change { marked[tag - 1].changes.append(change) }
            return JSONPosition(line: tag, column: 0)
        }

        /// The changes a finding is about. A warning about a whole variation (a category it
        /// lacks) blames none: it was there before, or the rest of the translation will fill it.
        /// Nor does a warning about the state written (machine-translated text stays so, as
        /// Xcode imports it); a project that makes it an error refuses the unit.
        func changes(at diagnostic: Diagnostic) -> [Int] {
            guard diagnostic.location.column == 0, diagnostic.location.line > 0, diagnostic.location.line <= marked.count else { return [] }
            let member = marked[diagnostic.location.line - 1]
            if member.isWhole && diagnostic.severity != .error { return [] }
            return member.changes
        }
    }
}

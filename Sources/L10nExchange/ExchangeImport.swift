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
        package var checks: CheckOptions {
            didSet { entryFindings = Checker.EntryFindings(options: checks, languagesOnly: true) }
        }
        /// The checks `checks` enable whose findings can name a language (the import counts
        /// no others), found once for every unit.
        private(set) var entryFindings: Checker.EntryFindings

        package init(review: Bool = false, overwrite: Bool = false, languages: [String] = ["en", "es"], checks: CheckOptions = CheckOptions()) {
            self.review = review
            self.overwrite = overwrite
            self.languages = languages
            self.checks = checks
            entryFindings = Checker.EntryFindings(options: checks, languagesOnly: true)
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
        package var newContent: FileChange.Content?
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
        package var writes: [(path: String, content: FileChange.Content)] {
            guard failures.isEmpty else { return [] }
            return catalogs.compactMap { catalog in catalog.newContent.map { (catalog.path, $0) } }
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
            plan.catalogs.append(CatalogImport(path: path, newContent: planner.newContent, counts: planner.counts))
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
}

import Foundation
import L10nCore
import L10nJSON
import L10nCatalog
import L10nSwiftSource
import L10nAppCode
import L10nProject

/// Runs every enabled check over a set of catalogs, or of feature folders.
package enum Checker {
    /// Entries whose trees fit in cache together, checked by every per-entry check in turn.
    static let entryBatchSize = 32

    /// Checks each feature folder on its own, in parallel: its catalog, its key file, and the
    /// one against the other. The result does not depend on scheduling. A catalog that is not
    /// valid JSON yields one `json-syntax` error, and everything else is still checked.
    /// - Parameter strategy: how catalogs are read; the findings do not depend on it.
    package static func check(
        features: [FeatureFolder<ReadFiles>], options: CheckOptions = CheckOptions(), strategy: CatalogReader.Strategy = .automatic
    ) -> CheckRun {
        check(features: features, appCode: nil, options: options, strategy: strategy)
    }

    /// The features, and the app's code against their keys: `appCode` holds what each of the
    /// app's Swift files uses (nil when no code is to be checked).
    package static func check(
        features: [FeatureFolder<ReadFiles>], appCode: [AppCodeScan]?, options: CheckOptions = CheckOptions(),
        strategy: CatalogReader.Strategy = .automatic
    ) -> CheckRun {
        check(features: features, usage: appCode.map { scans in { KeyUsage(features: $0, scans: scans) } }, options: options, strategy: strategy)
    }

    /// The same for the app's Swift files at `appFiles` (nil when no code is to be checked),
    /// read once the features' keys are known, each file taken in as it is scanned and let go.
    /// Files that cannot be read are returned, and checked as if they were not there.
    ///
    /// The rest of the project is known but not reported on: `knownFeatures` declare keys and
    /// `knownAppFiles` use them (a key of one feature used only by another's view is used,
    /// whichever folder is checked), but nothing is said about their own files.
    package static func check(
        features: [FeatureFolder<ReadFiles>], appFiles: [String]?, currentDirectory: String, options: CheckOptions = CheckOptions(),
        knownFeatures: [FeatureFolder<ReadFiles>] = [], knownAppFiles: [String] = []
    ) -> (run: CheckRun, unreadable: [FileSystemError]) {
        var unreadable: [FileSystemError] = []
        // Without a Swift file to read the app-code checks find nothing (no use, no reference,
        // no text; unused-key says nothing without code): the features' keys are not indexed
        // for them, which for a huge feature costs a fifth of its check.
        let appFiles = appFiles.flatMap { $0.isEmpty && knownAppFiles.isEmpty ? nil : $0 }
        let run = check(features: features, usage: appFiles.map { paths in
            { features in
                let scanned = KeyUsage.scanning(paths + knownAppFiles, currentDirectory: currentDirectory, features: features)
                unreadable = scanned.failures
                return scanned.usage
            }
        }, options: options, strategy: .automatic, knownFeatures: knownFeatures, knownAppFiles: Set(knownAppFiles))
        return (run, unreadable)
    }

    /// The same for the app's files under `codePaths` (as `AppSources.paths` lists them),
    /// each scanned as the search finds it, so that no list of them is held; nothing else of
    /// the project's code is known. Nil when they cannot be listed: the caller says why as it
    /// lists them.
    package static func check(
        features: [FeatureFolder<ReadFiles>], searchingAppCode codePaths: [String], excluding exclusions: Exclusions, currentDirectory: String,
        options: CheckOptions = CheckOptions(), knownFeatures: [FeatureFolder<ReadFiles>] = []
    ) -> (run: CheckRun, unreadable: [FileSystemError])? {
        var unreadable: [FileSystemError] = []
        var listed = true
        let run = check(features: features, usage: { features in
            do throws(FileSystemError) {
                if let scanned = try KeyUsage.scanning(searching: codePaths, currentDirectory: currentDirectory, excluding: exclusions, features: features) {
                    unreadable = scanned.failures
                    // No Swift file was read: as without code, the app-code checks have nothing to say.
                    return scanned.usage
                }
                let paths = try AppSources.paths(arguments: codePaths, currentDirectory: currentDirectory, excluding: exclusions)
                let scanned = KeyUsage.scanning(paths, currentDirectory: currentDirectory, features: features)
                unreadable = scanned.failures
                return scanned.usage
            } catch {
                listed = false
                return nil
            }
        }, options: options, strategy: .automatic, knownFeatures: knownFeatures)
        return listed ? (run, unreadable) : nil
    }

    /// `usage` takes in the app's code given the features' keys; it returns nil when there
    /// was no code to read, which the app-code checks would find nothing in.
    private static func check(
        features: [FeatureFolder<ReadFiles>], usage: (([FeatureFolder<DeclaredKeys>]) -> KeyUsage?)?, options: CheckOptions, strategy: CatalogReader.Strategy,
        knownFeatures: [FeatureFolder<ReadFiles>] = [], knownAppFiles: Set<String> = []
    ) -> CheckRun {
        let checks = EnabledChecks(options)
        let appCodeChecks = usage == nil ? [] : CheckRegistry.enabledAppCodeChecks(options)
        let results = features.parallelMap { feature in
            checkFeature(feature, checks: checks, declaresKeys: !appCodeChecks.isEmpty, options: options, strategy: strategy)
        }
        guard let usage else { return run(results, options: options) }
        let known = appCodeChecks.isEmpty ? [] : knownFeatures.parallelMap { $0.declaredKeys() }
        guard let taken = usage(results.compactMap(\.declared) + known) else { return run(results, options: options) }
        let input = AppCodeCheckInput(usage: taken, options: options)
        let knownFiles = knownAppFiles.union(known.flatMap { [$0.catalogPath, $0.keyFilePath].compactMap { $0 } })
        // `files` counts catalogs and key files, as without app code: the summary's files are those.
        let appResult = FileResult(diagnostics: appCodeChecks.flatMap { $0.check(input) }.filter { !knownFiles.contains($0.path) })
        return run(results + [appResult], options: options)
    }

    /// Checks catalogs alone, for callers that have no key files: key-file checks do not run.
    package static func check(
        catalogs: [(path: String, bytes: [UInt8])], options: CheckOptions = CheckOptions(), strategy: CatalogReader.Strategy = .automatic
    ) -> CheckRun {
        let checks = EnabledChecks(options)
        let files = catalogs.map { CatalogText.bytes(SourceFile(path: $0.path, bytes: $0.bytes)) }
        let results = files.parallelMap { file in checkCatalog(file, checks: checks, options: options, strategy: strategy).result }
        return run(results, options: options)
    }

    /// What `check` reports about `entry` alone, by every entry check `context`'s options
    /// enable: how a command that writes an entry holds it to the same rules before writing.
    package static func findings(of entry: CatalogEntry, in context: CatalogContext) -> [Diagnostic] {
        EntryFindings(options: context.options).findings(of: entry, in: context)
    }

    /// ``findings(of:in:)`` for a command that holds many entries to the rules one by one
    /// (`import`, a unit at a time): the checks the options enable are found once, not per entry.
    package struct EntryFindings: Sendable {
        private let disabled: Set<String>
        private let languagesOnly: Bool
        private let checks: [any EntryCheck.Type]

        /// With `languagesOnly`, the checks whose findings never name a language
        /// (``EntryCheck/namesNoLanguage``) do not run: for a caller that counts only findings
        /// about a language.
        package init(options: CheckOptions, languagesOnly: Bool = false) {
            disabled = options.disabled
            self.languagesOnly = languagesOnly
            checks = Self.checks(options, languagesOnly: languagesOnly)
        }

        private static func checks(_ options: CheckOptions, languagesOnly: Bool) -> [any EntryCheck.Type] {
            EnabledChecks(options).entryChecks.filter { !(languagesOnly && $0.namesNoLanguage) }
        }

        /// The same as ``Checker/findings(of:in:)`` (without the findings that name no
        /// language, if asked); `context`'s options may differ from the ones given here in
        /// anything but the checks they disable.
        package func findings(of entry: CatalogEntry, in context: CatalogContext) -> [Diagnostic] {
            let checks = context.options.disabled == disabled ? checks : Self.checks(context.options, languagesOnly: languagesOnly)
            // The entry's texts are read for the format checks only when one of them runs.
            let input = EntryCheckInput(context: context, entries: [entry], readsFormats: checks.contains { $0.readsFormatTexts })
            return run([FileResult(diagnostics: checks.flatMap { $0.check(input) })], options: context.options).diagnostics
        }
    }

    private struct FileResult: Sendable {
        var diagnostics: [Diagnostic] = []
        var files = 0
        var keys = 0
        /// The feature's keys, for the app-code checks.
        var declared: FeatureFolder<DeclaredKeys>?
    }

    /// The registered checks the options leave enabled, by kind.
    private struct EnabledChecks: Sendable {
        var entryChecks: [any EntryCheck.Type]
        var catalogChecks: [any CatalogCheck.Type]
        var keyFileChecks: [any KeyFileCheck.Type]

        init(_ options: CheckOptions) {
            let enabled = { (id: String) in !options.disabled.contains(id) }
            entryChecks = CheckRegistry.entryChecks.filter { enabled($0.description.id) }
            catalogChecks = CheckRegistry.catalogChecks.filter { enabled($0.description.id) }
            keyFileChecks = CheckRegistry.keyFileChecks.filter { enabled($0.description.id) }
        }
    }

    private static func run(_ results: [FileResult], options: CheckOptions) -> CheckRun {
        var diagnostics = results.flatMap(\.diagnostics)
        if !options.severities.isEmpty {
            for index in diagnostics.indices {
                if let severity = options.severities[diagnostics[index].checkID] { diagnostics[index].severity = severity }
            }
        }
        return CheckRun(
            diagnostics: diagnostics, files: results.reduce(0) { $0 + $1.files },
            keys: results.reduce(0) { $0 + $1.keys }, strict: options.strict)
    }

    private static func checkFeature(
        _ feature: FeatureFolder<ReadFiles>, checks: EnabledChecks, declaresKeys: Bool, options: CheckOptions, strategy: CatalogReader.Strategy
    ) -> FileResult {
        var result = FileResult()
        var catalog: CatalogCheckInput?
        let keyFile: KeyFile?
        var keyFileChecks = checks.keyFileChecks
        // What the key file alone gives, worked out beside a large catalog's reading.
        var accessorKeys: AccessorKeys?
        var declared: DeclaredKeys?
        /// A large catalog's own checks, run beside the key-file checks, and where their
        /// findings go among the others.
        var catalogFindings: (task: BackgroundTask<[Diagnostic]>, index: Int)?
        let parsedCatalog = feature.contents.parsedCatalog
        var readsBeside = false
        if let file = feature.contents.catalog, let source = feature.contents.keyFile, file.byteCount >= CatalogReader.largeCatalogBytes {
            readsBeside = true
            // A large catalog's halves are read on the cores; its key file is read beside them
            // rather than before, while one core would wait (or taken as `sync` parsed it), and
            // checked there as far as it can be without the catalog's keys.
            let parsedKeyFile = feature.contents.parsedKeyFile
            let checksOfKeyFileAlone = keyFileChecks.filter { !$0.readsCatalogKeys }
            keyFileChecks.removeAll { !$0.readsCatalogKeys }
            let read = BackgroundTask {
                let keyFile = parsedKeyFile ?? readKeyFile(source)
                let accessorKeys = AccessorKeys(keyFile)
                let input = FeatureCheckInput(catalogPath: file.path, catalog: nil, keyFile: keyFile, options: options, accessorKeys: accessorKeys)
                return KeyFileRead(
                    keyFile: keyFile, diagnostics: checksOfKeyFileAlone.flatMap { $0.check(input) }, accessorKeys: accessorKeys,
                    declared: declaresKeys ? DeclaredKeys(catalogPath: feature.catalogPath, keyFile: keyFile, keyFileBytes: source.bytes) : nil)
            }
            // The catalog's own checks (case-collision folds every key) and the comparison of
            // the two files are each a pass over all keys after the reads: one on each core.
            var entryChecksOnly = checks
            entryChecksOnly.catalogChecks = []
            (result, catalog) = checkCatalog(file, parsed: parsedCatalog, checks: entryChecksOnly, options: options, strategy: strategy)
            if let input = catalog {
                let catalogChecks = checks.catalogChecks
                catalogFindings = (BackgroundTask { catalogChecks.flatMap { $0.check(input) } }, result.diagnostics.count)
            }
            let keyFileRead = read.wait()
            keyFile = keyFileRead.keyFile
            result.diagnostics += keyFileRead.diagnostics
            accessorKeys = keyFileRead.accessorKeys
            declared = keyFileRead.declared
        } else {
            // The key file first: a small catalog's tree is built after its tokens are gone.
            keyFile = feature.contents.parsedKeyFile ?? feature.contents.keyFile.map(readKeyFile)
            if let file = feature.contents.catalog {
                (result, catalog) = checkCatalog(file, parsed: parsedCatalog, checks: checks, options: options, strategy: strategy)
            }
        }
        // A Swift file named like a key file, alone and declaring no accessor, holds helpers
        // (`L10nKey+offersHelpers.swift`): not a key file, so not counted, as sync does not count it.
        if let keyFile, feature.contents.catalog != nil || !keyFile.isEditable || !keyFile.accessors.isEmpty { result.files += 1 }
        let input = FeatureCheckInput(
            catalogPath: feature.contents.catalog?.path, catalog: catalog, keyFile: keyFile, options: options, accessorKeys: accessorKeys)
        // The input keeps only how many they are: at 200,000 keys their table is 10 MB, let go
        // before the checks, the report and a sync's edit go on.
        accessorKeys = nil
        result.diagnostics += keyFileChecks.flatMap { $0.check(input) }
        if declaresKeys {
            var keys = declared ?? DeclaredKeys(catalogPath: feature.catalogPath, keyFile: keyFile, keyFileBytes: feature.contents.keyFile?.bytes)
            keys.take(catalogKeys: catalog?.keys, keyFile: keyFile, probableRenames: input.workedOutRenames)
            result.declared = feature.with(keys)
        }
        if let (task, index) = catalogFindings { result.diagnostics.insert(contentsOf: task.wait(), at: index) }
        // A large feature's two models are let go on a thread of their own, which holds them
        // last: freeing every accessor and catalog key was 17.8 M instructions at 20,000 keys
        // (issue 28) that the report waited for while the other core was idle. A small
        // feature's are freed here, for less than a thread costs to start.
        if readsBeside { LetGo.inBackground((consume keyFile, consume input, consume catalog)) }
        return result
    }

    /// Holds a value until a thread of its own lets it go, so that it is freed there: the caller
    /// hands over its last copy (`consume`), and nothing waits for the thread.
    private final class LetGo<Value: Sendable>: @unchecked Sendable {
        /// Set once, before the thread starts; cleared by the thread alone.
        private var value: Value?

        private init(_ value: consuming Value) {
            self.value = value
        }

        static func inBackground(_ value: consuming Value) {
            let held = LetGo(value)
            Thread { held.value = nil }.start()
        }
    }

    /// Invalid UTF-8 is replaced so the rest of the file is still checked, and recorded as a
    /// syntax error so that nothing treats the file as fully read.
    /// Valid bytes are read as they are: no check asks for the key file's text.
    private static func readKeyFile(_ file: SourceFile) -> KeyFile {
        guard UTF8Text.firstInvalidOffset(file.bytes) == nil else {
            var keyFile = KeyFileReader.read(text: String(decoding: file.bytes, as: UTF8.self), path: file.path)
            keyFile.diagnostics.insert(KeyFileSyntaxCheck.notUTF8(path: file.path), at: 0)
            return keyFile
        }
        return KeyFileReader.read(utf8: file.bytes, path: file.path)
    }

    /// The catalog's findings, and the catalog's keys for the key-file checks. The catalog is
    /// read entry by entry: each batch of entries goes through the per-entry checks and is let
    /// go, so a large catalog is never whole in memory; the checks that compare entries then
    /// see all keys at once. A large catalog is read and checked in two halves at once.
    /// `parsed`, when given, is the catalog already read whole from `file`'s bytes: its entries
    /// are checked as they are, without reading the bytes again.
    private static func checkCatalog(
        _ file: CatalogText, parsed: Catalog? = nil, checks: EnabledChecks, options: CheckOptions, strategy: CatalogReader.Strategy
    ) -> (result: FileResult, input: CatalogCheckInput?) {
        let read: CatalogReader.Read<StructureCheckedConsumer<EntryBatches>>
        let consumer = StructureCheckedConsumer(EntryBatches(path: file.path, checks: checks.entryChecks, options: options))
        if let parsed {
            read = CatalogReader.read(whole: parsed, into: consumer, defaultSourceLanguage: options.sourceLanguage)
        } else {
            do {
                // The checks read localizations through the entries, and edit none: notes do.
                read = try CatalogReader.read(file, into: consumer, notes: true, defaultSourceLanguage: options.sourceLanguage, strategy: strategy)
            } catch {
                return (FileResult(diagnostics: [JSONSyntaxCheck.diagnostic(for: error, path: file.path)], files: 1), nil)
            }
        }
        let catalog = read.catalog
        var batches = read.consumer.inner
        var diagnostics = batches.finish()
        let keys = batches.keys
        let input = CatalogCheckInput(
            context: CatalogContext(path: file.path, options: options, sourceLanguage: catalog.sourceLanguage ?? options.sourceLanguage),
            keys: keys, declaredSourceLanguage: catalog.sourceLanguage,
            declaredSourceLanguagePosition: catalog.sourceLanguagePosition, duplicateKeys: catalog.document.duplicateKeys,
            structureProblems: read.consumer.structureProblems(of: catalog),
            keysWithoutTypedAccessor: batches.keysWithoutTypedAccessor, symbolEntries: batches.symbolEntries)
        diagnostics += checks.catalogChecks.flatMap { $0.check(input) }
        return (FileResult(diagnostics: diagnostics, files: 1, keys: keys.count), input)
    }

    /// Collects entries as they are read and checks them a batch at a time. Checking batches
    /// on other threads while the reader goes on was measured slower: every entry's nodes were
    /// then retained, released and freed on another core than the one that made them.
    private struct EntryBatches: CatalogEntryConsumer {
        let checks: [any EntryCheck.Type]
        /// Made once: its feature is worked out from the path (about 15,000 instructions), and
        /// only the source language the reader passes with each entry changes.
        private var context: CatalogContext
        /// Every entry's key and position, for the checks of the whole catalog.
        private(set) var keys: [CatalogKey] = []
        /// Keys with a `format-specifier` finding, which generate refuses an accessor.
        private(set) var keysWithoutTypedAccessor = Set<String>()
        private(set) var symbolEntries = XcodeSymbolsCheck.Entries()
        private var batch: [CatalogEntry] = []
        private var diagnostics: [Diagnostic] = []

        init(path: String, checks: [any EntryCheck.Type], options: CheckOptions) {
            self.checks = checks
            context = CatalogContext(path: path, options: options, sourceLanguage: "")
            batch.reserveCapacity(Checker.entryBatchSize)
        }

        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
            add(entry, sourceLanguage: sourceLanguage, recycler: nil)
        }

        /// The reader's own thread: each checked batch's trees go back to its recycler.
        mutating func consume(_ entry: consuming CatalogEntry, sourceLanguage: String, recycler: JSONTreeRecycler) {
            add(entry, sourceLanguage: sourceLanguage, recycler: recycler)
        }

        private mutating func add(_ entry: consuming CatalogEntry, sourceLanguage: String, recycler: JSONTreeRecycler?) {
            keys.append(CatalogKey(key: entry.key, position: entry.position))
            // An entry that is not an object has nothing else to check: catalog-structure says it all.
            guard case .object = entry.value else { return }
            context.sourceLanguage = sourceLanguage
            batch.append(entry)
            if batch.count == Checker.entryBatchSize { checkBatch(recycler: recycler) }
        }

        mutating func append(_ later: EntryBatches) {
            var later = later
            checkBatch()
            later.checkBatch()
            keys += later.keys
            keysWithoutTypedAccessor.formUnion(later.keysWithoutTypedAccessor)
            symbolEntries.append(later.symbolEntries)
            diagnostics += later.diagnostics
        }

        mutating func finish() -> [Diagnostic] {
            checkBatch()
            return diagnostics
        }

        /// Checks the batch and lets it go: its trees to `recycler` when there is one.
        private mutating func checkBatch(recycler: JSONTreeRecycler? = nil) {
            guard !batch.isEmpty else { return }
            runChecks()
            // The checks' copy of the batch is gone: each tree is held by its entry alone.
            if let recycler {
                for index in batch.indices { recycler.recycle(batch[index].takeValue()) }
            }
            batch.removeAll(keepingCapacity: true)
        }

        private mutating func runChecks() {
            let input = EntryCheckInput(context: context, entries: batch)
            symbolEntries.note(input)
            var checkedFormats = false
            for check in checks {
                let found = check.check(input)
                if ObjectIdentifier(check) == ObjectIdentifier(FormatSpecifierCheck.self) {
                    checkedFormats = true
                    keysWithoutTypedAccessor.formUnion(found.compactMap(\.key))
                }
                diagnostics += found
            }
            // Disabling the check does not make generate accept the key.
            if !checkedFormats {
                keysWithoutTypedAccessor.formUnion(FormatSpecifierCheck.check(input).compactMap(\.key))
            }
        }
    }
}

/// What `CheckRun.inReportOrder` sorts a diagnostic by: its path's rank, its position, and
/// its place in the list given.
private struct ReportOrderKey {
    var path: Int32
    var line: Int
    var column: Int
    var index: Int32
}

/// A key file read, and checked as far as it can be alone, beside a large catalog's reading.
private struct KeyFileRead: Sendable {
    var keyFile: KeyFile
    var diagnostics: [Diagnostic]
    var accessorKeys: AccessorKeys
    /// The key file's declarations, without the catalog's keys.
    var declared: DeclaredKeys?
}

/// The outcome of a check run: what the reporters print and what sets the exit status.
package struct CheckRun: Sendable {
    /// In `Diagnostic.reportOrder`.
    package var diagnostics: [Diagnostic]
    /// Catalogs and key files read.
    package var files: Int
    package var keys: Int
    package var errors: Int
    package var warnings: Int
    /// Whether warnings fail the run, from `CheckOptions.strict`.
    package var strict: Bool

    package init(diagnostics: [Diagnostic], files: Int, keys: Int, strict: Bool = false) {
        self.diagnostics = Self.inReportOrder(diagnostics)
        self.files = files
        self.keys = keys
        // Counted by index: `count(where:)` copied each diagnostic whole to read its severity.
        var errors = 0
        for index in diagnostics.indices where diagnostics[index].severity == .error { errors += 1 }
        self.errors = errors
        self.warnings = diagnostics.count - errors
        self.strict = strict
    }

    /// `diagnostics.sorted(by: Diagnostic.reportOrder)`, with each path's rank among the
    /// paths and the positions compared as numbers, and each diagnostic copied once into its
    /// place: sorting
    /// the diagnostics themselves compared their paths as `String`s and moved each whole (its
    /// strings retained and released) at every step (issue 28: 14 M instructions for the 2,348
    /// findings of a 20,000-key feature). The check and the message decide as there, and the
    /// first given comes first where the order says nothing, as the stable sort kept it.
    static func inReportOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Each distinct path (as `==` tells them apart) numbered as met; a diagnostic with the
        // path of the one before it is not looked up.
        var numberByPath: [String: Int32] = [:]
        var paths: [String] = []
        var keys: [ReportOrderKey] = []
        keys.reserveCapacity(diagnostics.count)
        for index in diagnostics.indices {
            let path = diagnostics[index].path
            let number: Int32
            if index > 0, diagnostics[index - 1].path == path {
                number = keys[index - 1].path
            } else if let known = numberByPath[path] {
                number = known
            } else {
                number = Int32(paths.count)
                numberByPath[path] = number
                paths.append(path)
            }
            let location = diagnostics[index].location
            keys.append(ReportOrderKey(path: number, line: location.line, column: location.column, index: Int32(index)))
        }
        // The numbers become ranks: distinct paths, so `<` orders them strictly.
        var rank = [Int32](repeating: 0, count: paths.count)
        for (place, number) in paths.indices.sorted(by: { paths[$0] < paths[$1] }).enumerated() { rank[number] = Int32(place) }
        for index in keys.indices { keys[index].path = rank[Int(keys[index].path)] }
        keys.sort { lhs, rhs in
            if lhs.path != rhs.path { return lhs.path < rhs.path }
            if lhs.line != rhs.line { return lhs.line < rhs.line }
            if lhs.column != rhs.column { return lhs.column < rhs.column }
            let (left, right) = (Int(lhs.index), Int(rhs.index))
            if diagnostics[left].checkID != diagnostics[right].checkID { return diagnostics[left].checkID < diagnostics[right].checkID }
            if diagnostics[left].message != diagnostics[right].message { return diagnostics[left].message < diagnostics[right].message }
            return lhs.index < rhs.index
        }
        return keys.map { diagnostics[Int($0.index)] }
    }

    /// Errors always fail a run; warnings only when `strict`.
    package func hasFailures(strict: Bool) -> Bool {
        errors > 0 || (strict && warnings > 0)
    }

    /// `hasFailures(strict:)` with the run's own `strict` option: the exit status.
    package var hasFailures: Bool { hasFailures(strict: strict) }

    /// The findings that say a file could not be read at all (not JSON, or left conflicted by
    /// git): what a command that derives something from every file must not go past.
    package var unreadableFiles: [Diagnostic] {
        diagnostics.filter { $0.checkID == JSONSyntaxCheck.description.id || $0.message.hasPrefix(MergeConflict.messagePrefix) }
    }
}

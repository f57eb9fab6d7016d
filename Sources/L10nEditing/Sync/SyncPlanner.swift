import L10nCore
import L10nCatalog
import L10nJSON
import L10nSwiftSource
import L10nProject
import L10nGeneration
import L10nChecks
import L10nAccessors
/// Decides what `sync` changes so that each feature's catalog and key file declare the same
/// keys. Pure: it reads the bytes it is given and returns a ``SyncPlan``.
///
/// It adds and never removes or renames: a key only in Swift gets an empty `manual` entry (no
/// invented text), a key only in the catalog gets an accessor, and entries become `manual`.
/// Whatever would need a guess (a key that breaks the rules, a table that does not match, a
/// key file that does not say which feature it is) is reported and left alone.
package enum SyncPlanner {
    /// - Parameter style: how accessors the plan adds are written.
    /// - Parameter inputs: the feature folders, their catalogs' bytes in memory.
    package static func plan(_ inputs: [FeatureFolder<ReadFiles>], style: GenerationStyle = GenerationStyle()) -> SyncPlan {
        plan(inputs, style: style, readsCatalogWhole: false)
    }

    /// - Parameter readsCatalogWhole: plan every catalog from its whole tree, as the stream's
    ///   plan stands in for (tests compare the two); the plan does not depend on it.
    static func plan(_ inputs: [FeatureFolder<ReadFiles>], style: GenerationStyle, readsCatalogWhole: Bool) -> SyncPlan {
        var catalogsByFeature: [String: String] = [:]
        for catalog in inputs.compactMap(\.contents.catalog) where catalogsByFeature[Feature(catalogPath: catalog.path).keyPrefix] == nil {
            catalogsByFeature[Feature(catalogPath: catalog.path).keyPrefix] = catalog.path
        }
        let known = catalogsByFeature
        return SyncPlan(files: inputs.parallelMap {
            plan($0, catalogsByFeature: known, style: style, readsCatalogWhole: readsCatalogWhole)
        }.flatMap { $0 })
    }

    // MARK: - One feature

    private static func plan(
        _ input: FeatureFolder<ReadFiles>, catalogsByFeature: [String: String], style: GenerationStyle, readsCatalogWhole: Bool
    ) -> [SyncFile] {
        let catalogSource = input.contents.catalog
        var catalogFile = catalogSource.map { SyncFile(reading: $0) }
        var keyFileFile = input.contents.keyFile.map { SyncFile(reading: $0, kind: .keyFile) }
        // A large catalog is read in halves on the cores; its key file is read beside them on a
        // thread of its own rather than after them, as check does.
        let readsBeside = (catalogSource?.byteCount ?? 0) >= CatalogReader.largeCatalogBytes
        var keyFileRead = readsBeside ? input.contents.keyFile.map { source in BackgroundTask { readKeyFile(source, indexingKeys: true) } } : nil
        // The catalog is read as a stream without a tree; only a catalog the plan must write
        // whole (not laid out as Xcode writes it) is read again into its tree, below.
        let catalog = catalogSource.flatMap { readCatalog($0, failures: &catalogFile!.failures) }
        // A key file that cannot be read leaves its feature alone, and only its feature: the
        // finding says where, and every other feature is synced.
        var keyFileResult = keyFileRead?.wait() ?? input.contents.keyFile.map { readKeyFile($0) }
        // The accessors' keys, indexed on the key file's thread; taken so that they go once
        // the plan has marked its entries.
        let accessorKeys = keyFileResult?.accessorKeys.take()
        // The parsed key file is held in one place from here (the task kept a copy), so that the
        // plan can let it go once it is no longer needed.
        keyFileRead = nil
        keyFileFile?.findings += keyFileResult?.findings ?? []
        if catalogFile?.failures.isEmpty == false || keyFileFile?.findings.isEmpty == false {
            // The check after the sync takes what was parsed of a key file the plan leaves as it is.
            keyFileFile?.parsedKeyFile = keyFileResult?.parsed
            return [catalogFile, keyFileFile].compactMap { $0 }
        }
        // Without findings, a key file was parsed whole and can be edited: `parsed` is `file`.
        var keyFile = keyFileResult?.file
        keyFileResult = nil
        var worked = WorkedOut()
        if !readsCatalogWhole, let catalog, let catalogSource, let planned = plan(
            input, catalog: catalog, keys: consume accessorKeys, heldWhole: false, catalogSource: catalogSource, catalogFile: catalogFile,
            keyFile: &keyFile, keyFileFile: keyFileFile, catalogsByFeature: catalogsByFeature, style: style, worked: &worked) {
            return planned
        }
        let whole = catalogSource.flatMap { try? Catalog(bytes: $0.bytes) }
        // The check after the sync takes the tree of a catalog the plan leaves as it is.
        catalogFile?.parsedCatalog = whole
        return plan(
            input, catalog: whole, keys: nil, heldWhole: true, catalogSource: catalogSource, catalogFile: catalogFile,
            keyFile: &keyFile, keyFileFile: keyFileFile, catalogsByFeature: catalogsByFeature, style: style, worked: &worked) ?? []
    }

    /// What a plan from the catalog's stream worked out before it found it needs the whole
    /// tree (the text does not take the edits in place), which the plan from the tree would
    /// work out again the same: the same bytes have the same layout, and the same entries
    /// (the stream's plan reads again the values it plans from) give the same key file.
    struct WorkedOut {
        var layout: CatalogLayout?
        var keyFile: GeneratedKeyFile?
    }

    /// Whether the catalog's text is laid out as Xcode writes it, and then where its lines
    /// start, which the walk that proves it notes: the splice finds each edit's line by them
    /// instead of walking the text's lines from the start (touching every page of it).
    struct CatalogLayout: Sendable {
        var lines: JSONLayout.LineStarts?
        var isFormatted: Bool { lines != nil }
    }

    /// The feature's plan from its catalog as read. `heldWhole` false: the catalog holds only
    /// what ``SyncEntries`` keeps, and the plan is nil when it needs more (a catalog to write
    /// whole, or an entry's text that cannot be read alone). `keyFile`, the key file as read, is
    /// left as it is for a nil plan; otherwise the plan takes it (and lets it go once written
    /// again, before the catalog's new bytes are made, which is where `sync` peaks in memory).
    /// A nil plan leaves in `worked` what the plan from the tree can take as it is. `keys`, when
    /// made already, are `keyFile`'s accessors' keys, taken so that they go once the plan has
    /// marked its entries: held through the key file's edit, they would make its description
    /// copy every accessor.
    private static func plan(
        _ input: FeatureFolder<ReadFiles>, catalog: Catalog?, keys: consuming AccessorKeys?, heldWhole: Bool, catalogSource: CatalogText?,
        catalogFile: SyncFile?, keyFile: inout KeyFile?, keyFileFile: SyncFile?, catalogsByFeature: [String: String], style: GenerationStyle,
        worked: inout WorkedOut
    ) -> [SyncFile]? {
        var catalogFile = catalogFile
        let feature: Feature
        let startingCatalog: Catalog
        if let catalog, let catalogFile {
            feature = Feature(catalogPath: catalogFile.path)
            startingCatalog = catalog
        } else if let keyFile, let keyFileFile {
            // Without accessors and without a catalog, `L10nKey+offersHelpers.swift` holds helpers: no key file.
            if keyFile.accessors.isEmpty { return [] }
            // A key file alone names its catalog only through the feature enum it declares.
            switch featureOfLoneKeyFile(keyFile, catalogsByFeature: catalogsByFeature) {
            case .failure(let finding):
                var file = keyFileFile
                file.findings = [finding.diagnostic]
                file.parsedKeyFile = keyFile
                return [file]
            case .success(let named):
                feature = named
                startingCatalog = Catalog.empty()
                catalogFile = SyncFile(path: input.folder + feature.catalogFileName, kind: .catalog, originalBytes: nil)
            }
        } else {
            return []
        }

        var result = FeatureSync(
            feature: feature, catalog: startingCatalog, keys: consume keys, catalogIsWhole: heldWhole || catalog == nil,
            catalogFile: catalogFile!, keyFile: keyFile,
            keyFileFile: keyFileFile ?? SyncFile(path: input.folder + feature.keyFileName, kind: .keyFile, originalBytes: nil))
        result.addEntriesForSwiftOnlyKeys()
        // Whether the text is laid out as Xcode writes it depends on the text alone: once an
        // added entry says the catalog will change, a large one's proof (a walk over all of it)
        // starts beside the rest of the plan, not after it; an entry set to manual is known later.
        let earlyProof = worked.layout == nil && !result.catalogFile.changes.addedKeys.isEmpty ? catalogSource.flatMap { source in
            source.byteCount >= CatalogReader.largeCatalogBytes
                ? BackgroundTask { CatalogLayout(lines: CatalogFormatter.formattedLineStarts(source)) } : nil
        } : nil
        if !result.catalogIsWhole {
            guard let catalogSource, result.readValuesThePlanReads(from: catalogSource) else {
                // The plan from the tree takes the proof of the same text as it is.
                if let earlyProof { worked.layout = earlyProof.wait() }
                return nil
            }
        }
        let plans = result.planAccessorsAndManualStates()
        // The catalog's side depends on the catalog alone and is found while the key file is
        // generated: whether its text can take the edits in place and, when it can, the splice.
        let catalogSide = result.catalogFile.changes.isEmpty || worked.layout != nil ? nil : catalogSource.map { source in
            let edit = result.catalogEdit
            return BackgroundTask { () -> (layout: CatalogLayout, write: FeatureSync.CatalogWrite?) in
                let layout = earlyProof?.wait() ?? CatalogLayout(lines: CatalogFormatter.formattedLineStarts(source))
                return (layout, layout.lines.map { edit.write(lines: $0) })
            }
        }
        let generated = worked.keyFile ?? FeatureSync.generatedKeyFile(
            plans: plans, feature: result.feature, existing: result.keyFile, path: result.keyFileFile.path, style: style)
        result.take(generated)
        let side = catalogSide?.wait()
        let layout = worked.layout ?? side?.layout ?? CatalogLayout(lines: nil)
        worked = WorkedOut(layout: catalogSide == nil ? worked.layout : layout, keyFile: generated)
        // Only a text laid out as Xcode writes it takes the edits without the whole tree.
        if !result.catalogIsWhole, !result.catalogFile.changes.isEmpty, !layout.isFormatted { return nil }
        let catalogWrite = side?.write ?? result.catalogEdit.write(lines: layout.lines)
        if case .readWhole = catalogWrite { return nil }
        worked = WorkedOut()
        // The plan stands. A file it rewrites is checked as written: a key file edited as the
        // edit describes it (else parsed again), the key file as read moved into that
        // description before the catalog's new bytes are made; one left as it is is checked as
        // it was parsed. The plan's is the only copy left of the file as read.
        keyFile = nil
        result.handOverKeyFile()
        result.writeCatalog(catalogWrite)
        if result.catalogFile.newContent != nil { result.catalogFile.parsedCatalog = nil }
        return [result.catalogFile, result.keyFileFile]
    }

    private static func readCatalog(_ source: CatalogText, failures: inout [Diagnostic]) -> Catalog? {
        let catalog: Catalog
        let problems: [CatalogStructureProblem]
        do {
            (catalog, problems) = try SyncCatalogRead.read(source)
        } catch {
            failures.append(JSONSyntaxCheck.diagnostic(for: error, path: source.path))
            return nil
        }
        guard problems.isEmpty else {
            failures += problems.map { CatalogStructureCheck.diagnostic(for: $0, path: source.path) }
            return nil
        }
        return catalog
    }

    /// `file` is the key file when sync can edit it; `parsed` whatever was parsed of it. The file
    /// holds the bytes read (one buffer, which the plan and the write share), edited as they are: its text is
    /// never decoded beside them (at 200,000 accessors, 40 MB held through the plan). `indexingKeys`:
    /// an editable file's keys are indexed (`accessorKeys`) on the thread that read it, beside the catalog's read.
    private static func readKeyFile(_ source: SourceFile, indexingKeys: Bool = false)
        -> (file: KeyFile?, findings: [Diagnostic], parsed: KeyFile?, accessorKeys: AccessorKeys?) {
        guard UTF8Text.firstInvalidOffset(source.bytes) == nil else {
            return (nil, [KeyFileReader.notUTF8Diagnostic(path: source.path)], nil, nil)
        }
        let file = KeyFileReader.read(utf8: source.bytes, path: source.path)
        guard file.isEditable else { return (nil, file.diagnostics, file, nil) }
        return (file, [], file, indexingKeys ? AccessorKeys(file) : nil)
    }

    private static func featureOfLoneKeyFile(_ file: KeyFile, catalogsByFeature: [String: String]) -> Result<Feature, FindingError> {
        let start = SourceLocation(line: 1, column: 1)
        // No feature enum is keyfile-section's finding, as in generate; a key file left without
        // a catalog beside it is keyfile-missing-key's, as in check.
        guard let name = file.featureEnum?.path.first else {
            return .failure(FindingError(
                checkID: KeyFileSectionCheck.description.id,
                message: "the file has no catalog beside it and declares no feature enum, so sync cannot tell which catalog to create; "
                    + "declare `enum <Feature> {}` inside `extension L10nKey`",
                path: file.path, location: start))
        }
        let feature = Feature(catalogName: name)
        if let existing = catalogsByFeature[feature.keyPrefix] {
            return .failure(FindingError(
                checkID: KeyFileMissingKeyCheck.description.id,
                message: "the file declares `\(name)`, whose catalog is \(existing); move the file next to it",
                path: file.path, location: file.featureEnum?.location ?? start))
        }
        guard Feature.keyPrefix(ofKeyFile: file.path) == feature.keyPrefix else {
            return .failure(FindingError(
                checkID: KeyFileMissingKeyCheck.description.id,
                message: "the file declares `\(name)` but is not named \(feature.keyFileName); rename the file or the enum, "
                    + "so that sync can create \(feature.catalogFileName) beside it",
                path: file.path, location: file.featureEnum?.location ?? start))
        }
        return .success(feature)
    }
}

extension KeyFile {
    /// Empties each body's list of accessors, which the file's own list also holds.
    fileprivate mutating func letBodyListsGo() {
        featureEnum?.accessors = []
        for index in sections.indices { sections[index].accessors = [] }
    }
}

/// A finding that stops a lone key file from getting a catalog.
private struct FindingError: Error {
    var diagnostic: Diagnostic

    init(checkID: String, message: String, path: String, location: SourceLocation) {
        diagnostic = Diagnostic(checkID: checkID, severity: .error, message: message, path: path, location: location)
    }
}

/// A key file as ``FeatureSync/generatedKeyFile(plans:feature:existing:path:style:)`` makes it:
/// its new bytes (nil when it stays as it is), and the edit to describe the file written by.
struct GeneratedKeyFile {
    var generation: KeyFileGeneration
    var bytes: [UInt8]?
    var edit: InsertedDeclarations.Edit?
}

/// The sync of one feature in progress: the catalog being edited and both files' plans.
private struct FeatureSync {
    let feature: Feature
    private(set) var original: Catalog
    var catalog: Catalog
    var catalogFile: SyncFile
    /// The key file as read, until the plan no longer needs it (``handOverKeyFile()``).
    private(set) var keyFile: KeyFile?
    var keyFileFile: SyncFile
    /// Keys whose accessors point at another table: they are not this catalog's to add.
    private var foreignKeys: Set<String> = []
    /// Keys probably renamed on one side (`probable-rename`): neither the old key gets an entry
    /// nor the new one an accessor, which would leave two keys for one text; `l10n rename` fixes it.
    private let renames: [ProbableRenameCheck.Pair]
    /// False for a catalog read without its tree (``SyncEntries``), which cannot be written whole.
    let catalogIsWhole: Bool
    /// The key file's edit, made only of insertions, which ``handOverKeyFile()`` describes;
    /// nil when it is not edited or the edit is made otherwise.
    private var keyFileEdit: InsertedDeclarations.Edit?
    /// How many entries the catalog has, and whether a key is held twice: worked out once,
    /// since at 200,000 keys each pass over them is a visible part of the plan, which runs on one core.
    private let originalEntryCount: Int
    private let hasDuplicateKeys: Bool
    /// The accessors whose key the catalog lacks, as indices of the key file's accessors in its order.
    private let missingFromCatalog: [Int]
    /// Per entry of the catalog as read: whether its key has an accessor or is the new key of a
    /// probable rename. Found with the renames, so that no later step hashes every key again.
    private let isDeclared: [Bool]

    /// `keys`, when made already, are `keyFile`'s accessors' keys.
    init(
        feature: Feature, catalog: Catalog, keys: consuming AccessorKeys?, catalogIsWhole: Bool, catalogFile: SyncFile, keyFile: KeyFile?,
        keyFileFile: SyncFile
    ) {
        self.feature = feature
        self.catalogIsWhole = catalogIsWhole
        self.original = catalog
        self.catalog = catalog
        self.catalogFile = catalogFile
        self.keyFile = keyFile
        self.keyFileFile = keyFileFile
        if !catalogFile.exists { self.catalogFile.changes.isNewFile = true }
        let members = catalog.document.root[CatalogField.strings]?.members ?? []
        let accessors = keyFile?.accessors ?? []
        // Each entry's key looked up among the accessors' (a byte table, as check's) answers every
        // question the plan asks of the two key sets: which entries' keys no accessor names, and
        // which accessors' keys the catalog lacks. A table of the catalog's keys as `String`s
        // hashed every key and compared it as a `String` (26.5 M at 20,000 keys, on the plan's core).
        var declaredEntries = [Bool](repeating: false, count: members.count)
        var missing: [Int] = []
        if var accessed = keys ?? keyFile.map(AccessorKeys.init) {
            var inCatalog = [Bool](repeating: false, count: accessors.count)
            for index in members.indices {
                guard let first = accessed.firstAccessor(ofKey: members[index].key) else { continue }
                (declaredEntries[index], inCatalog[first]) = (true, true)
            }
            missing = accessors.indices.filter { !inCatalog[accessed.firstAccessor(ofAccessor: $0)] }
        }
        // The reader notes each key the catalog's `strings` repeats.
        let stringsPath = [JSONPathComponent.key(CatalogField.strings)]
        let hasDuplicateKeys = catalog.document.duplicateKeys.contains { $0.path == stringsPath }
        renames = missing.isEmpty ? [] : ProbableRenameCheck.pairs(
            stale: missing.map { accessors[$0] }, unaccessed: members.indices.filter { !declaredEntries[$0] }.map { members[$0].key })
        if !renames.isEmpty {
            let renamed = Set(renames.map(\.catalogKey))
            for index in declaredEntries.indices where !declaredEntries[index] && renamed.contains(members[index].key) {
                declaredEntries[index] = true
            }
        }
        isDeclared = declaredEntries
        missingFromCatalog = missing
        originalEntryCount = members.count
        self.hasDuplicateKeys = hasDuplicateKeys
        self.keyFileFile.findings += renames.map {
            ProbableRenameCheck.finding(for: $0, keyFilePath: keyFileFile.path, catalogPath: catalogFile.path)
        }
    }

    /// Rule 1: a key declared in Swift but absent from the catalog gets an empty `manual`
    /// entry, which reports show as untranslated until someone writes the text.
    mutating func addEntriesForSwiftOnlyKeys() {
        guard let keyFile else { return }
        // Nearly every accessor reads its feature's table: it is compared in place, and only
        // one that does not is handed to the check (a copy of the accessor each).
        let table = feature.table
        for index in keyFile.accessors.indices where keyFile.accessors[index].table != table {
            guard let finding = KeyFileTableCheck.finding(for: keyFile.accessors[index], in: keyFile.path, feature: feature) else { continue }
            foreignKeys.insert(keyFile.accessors[index].key)
            keyFileFile.findings.append(finding)
        }
        // Each key the catalog lacks once, in the key file's order; a probable rename's gets none.
        var considered = Set(renames.map(\.accessor.key))
        var additions: [JSONMember] = []
        for index in missingFromCatalog {
            let accessor = keyFile.accessors[index]
            guard !foreignKeys.contains(accessor.key), considered.insert(accessor.key).inserted else { continue }
            if let violation = KeyRules.violation(of: accessor.key, in: feature) {
                keyFileFile.findings.append(Diagnostic(
                    checkID: violation.checkID, severity: .error,
                    message: "Key '\(accessor.key)' of `\(accessor.qualifiedName)` \(violation.problem), so sync did not add it to "
                        + "\(feature.catalogFileName); \(violation.fix).",
                    path: keyFile.path, location: accessor.keyLocation, key: accessor.key))
                continue
            }
            additions.append(JSONMember(key: accessor.key, value: Catalog.entryValue(comment: nil, localizations: [])))
        }
        var added: [String] = []
        // Nothing to add leaves the catalog as read, not a copy of its entries. Every addition's
        // key is one the catalog lacks: none of its keys is handed over to be looked up.
        for (addition, failure) in zip(additions, additions.isEmpty ? [] : catalog.insertEntries(additions, presentKeys: [])) {
            if let failure { catalogFile.failures.append(editFailure(failure)) } else { added.append(addition.key) }
        }
        catalogFile.changes.addedKeys = AccessorNaming.sortedByKey(added, key: { $0 })
    }

    /// For a catalog read without its tree (``SyncEntries``): reads again from `source` the
    /// values of the entries the plan reads and ``CatalogSplice`` writes again, those held by
    /// their state alone: each key without an accessor (it gets one, planned from its value),
    /// each entry that new entries go before, and the last entry when new entries go after it.
    /// False when one cannot be read on its own.
    mutating func readValuesThePlanReads(from source: CatalogText) -> Bool {
        let originalMembers = original.document.root[CatalogField.strings]?.members ?? []
        let editedMembers = catalog.document.root[CatalogField.strings]?.members ?? []
        var wanted: [(original: Int, edited: Int)] = []
        var next = 0
        var followsAddition = false
        var lastEdited: Int?
        for index in editedMembers.indices {
            // An added key is one the catalog lacked: an entry with the next original entry's key is that entry.
            guard next < originalMembers.count, editedMembers[index].key == originalMembers[next].key else {
                followsAddition = true
                continue
            }
            if followsAddition || !isDeclared[next] { wanted.append((next, index)) }
            followsAddition = false
            lastEdited = index
            next += 1
        }
        // New entries after the last one are written behind it: it is written again.
        if followsAddition, let lastEdited, wanted.last?.edited != lastEdited { wanted.append((next - 1, lastEdited)) }
        guard !wanted.isEmpty else { return true }
        guard var members = original.document.root[CatalogField.strings]?.members,
              let read = CatalogReader.wholeEntries(at: wanted.map { members[$0.original].keyPosition }, in: source),
              read.count == wanted.count
        else { return false }
        var edited = catalog.document.root[CatalogField.strings]?.members ?? []
        for (place, entry) in zip(wanted, read) {
            members[place.original].value = entry.value
            edited[place.edited].value = entry.value
        }
        original.setStrings(members)
        catalog.setStrings(edited)
        return true
    }

    /// Rules 2 and 3: entries become `manual`; returns the plans of keys without an accessor.
    /// A key that breaks the rules gets neither.
    mutating func planAccessorsAndManualStates() -> [AccessorPlan] {
        let sourceLanguage = original.sourceLanguage ?? "en"
        var seen = Set<String>()
        var plans: [AccessorPlan] = []
        var toManual: [SyncChanges.ManualChange] = []
        // The first of duplicated entries is the one everything reads; `duplicate-key` reports the rest.
        // Without duplicated keys, every entry is the first of its key.
        // Each entry made from its member as it is reached, not a list of all of them beside the catalog.
        let members = original.document.root[CatalogField.strings]?.members ?? []
        for index in members.indices where !hasDuplicateKeys || seen.insert(members[index].key).inserted {
            let entry = CatalogEntry(member: members[index])
            let needsAccessor = !isDeclared[index]
            let needsManual = entry.extractionState != .manual
            guard needsAccessor || needsManual else { continue }
            if let violation = KeyRules.violation(of: entry.key, in: feature) {
                catalogFile.findings.append(Diagnostic(
                    checkID: violation.checkID, severity: .error,
                    message: KeyRules.catalogMessage(key: entry.key, violation: violation, catalogPath: catalogFile.path),
                    path: catalogFile.path, location: entry.position.sourceLocation, key: entry.key))
                continue
            }
            if needsManual { toManual.append(.init(key: entry.key, previousState: entry.extractionState)) }
            if needsAccessor {
                var plan = AccessorPlanner.plan(for: entry, feature: feature, sourceLanguage: sourceLanguage)
                // A key whose format no accessor can pass safely gets none, and check's finding says why.
                plan.refusal = FormatSpecifierCheck.findings(for: entry, sourceLanguage: sourceLanguage, path: catalogFile.path).first
                plans.append(plan)
            }
        }
        let manualFailures = toManual.isEmpty ? [] : catalog.setExtractionState(.manual, forKeys: toManual.map(\.key))
        for (change, failure) in zip(toManual, manualFailures) {
            if let failure { catalogFile.failures.append(editFailure(failure)) } else { catalogFile.changes.setToManual.append(change) }
        }
        return plans
    }

    /// Rules 2 and 4: accessors for `plans`, in a new file when there is none, with the
    /// generator's rules (existing names and order kept, typed functions for arguments).
    static func generatedKeyFile(
        plans: [AccessorPlan], feature: Feature, existing: KeyFile?, path: String, style: GenerationStyle
    ) -> GeneratedKeyFile {
        // Plans are made only for keys no accessor declares: none is among the file's keys.
        let (generation, edit) = KeyFileGenerator.generateEdit(
            plans: plans, catalogName: feature.catalogName, existing: existing, path: path, style: style, existingKeys: [])
        // An edit's bytes are written as it made them; only a new file's text is encoded.
        return GeneratedKeyFile(generation: generation, bytes: generation.utf8, edit: edit)
    }

    /// The key file's part of the plan, as generated.
    mutating func take(_ generated: GeneratedKeyFile) {
        keyFileFile.findings += generated.generation.findings
        keyFileFile.changes = SyncChanges(isNewFile: generated.generation.isNewFile, addedKeys: generated.generation.addedKeys)
        keyFileFile.newBytes = generated.bytes
        keyFileEdit = generated.edit
    }

    /// How the catalog's new bytes are made, decided before any is: ``writeCatalog(_:)``.
    enum CatalogWrite: Sendable {
        /// Nothing to write (no change, or a failure that blocks every write).
        case unchanged
        /// The edits could not be proved in the text: nothing is written (``rewriteFailure``).
        case failed
        /// The changed and added entries written into the text as read, whose lines start
        /// where the layout's proof noted.
        case spliced(CatalogSplice, lines: JSONLayout.LineStarts)
        /// The whole edited tree written.
        case whole
        /// The text does not take the edits in place and the catalog was read without its
        /// tree: it must be read whole and planned again.
        case readWhole
    }

    /// What decides how the catalog's new bytes are made, fixed once its edits are planned.
    /// Held apart from the plan, which holds the key file as read (a second holder would make
    /// its description copy every accessor), so that it is decided beside the key file's generation.
    struct CatalogEdit: Sendable {
        var original: Catalog
        var edited: Catalog
        var changes: SyncChanges
        var isBlocked: Bool
        var exists: Bool
        var isWhole: Bool

        /// How the catalog's new bytes, proven to hold exactly the edited content, are made. A
        /// catalog laid out as Xcode writes it (`lines`, where the layout's proof found its lines
        /// start) gets the changed and added entries written into its text (``CatalogSplice``),
        /// the same bytes as writing the whole edited tree; any other is written whole.
        func write(lines: JSONLayout.LineStarts?) -> CatalogWrite {
            guard !changes.isEmpty, !isBlocked else { return .unchanged }
            if let lines, exists {
                var splice = CatalogSplice()
                let inserted = Set(changes.addedKeys)
                let replaced = Set(changes.setToManual.map(\.key))
                do {
                    if try splice.entries(of: original, editedInto: edited, inserted: inserted, replaced: replaced) {
                        return .spliced(splice, lines: lines)
                    }
                } catch {
                    return .failed
                }
            }
            return isWhole ? .whole : .readWhole
        }
    }

    var catalogEdit: CatalogEdit {
        CatalogEdit(
            original: original, edited: catalog, changes: catalogFile.changes, isBlocked: !catalogFile.failures.isEmpty,
            exists: catalogFile.exists, isWhole: catalogIsWhole)
    }

    /// The catalog's new bytes, as ``CatalogEdit/write(lines:)`` decided.
    mutating func writeCatalog(_ write: CatalogWrite) {
        do {
            switch write {
            case .unchanged, .readWhole:
                return
            case .failed:
                throw CatalogFormatter.Failure.verificationFailed
            case .spliced(let splice, let lines):
                // The layout was proved, so an edit that is not where it says is l10n's mistake. A
                // mapped catalog's new text is written from the mapping when it is written.
                let spliced: FileChange.Content? = if let mapping = catalogFile.originalMapping {
                    splice.spliced(mapping, lines: lines).map { .spliced($0) }
                } else {
                    catalogFile.originalBytes?.withUnsafeBufferPointer { splice.applied(to: $0, lines: lines) }.map { .bytes($0) }
                }
                guard let spliced else { throw CatalogFormatter.Failure.verificationFailed }
                catalogFile.newContent = spliced
            case .whole:
                // A mapped catalog's line endings are counted in place, not in a copy of the file.
                let lineEnding = catalogFile.originalMapping.map { LineEnding.dominant(in: $0.bytes) }
                    ?? LineEnding.dominant(in: catalogFile.originalBytes ?? [])
                catalogFile.newBytes = try CatalogFormatter.serializeVerified(catalog.document, lineEnding: lineEnding)
            }
        } catch {
            catalogFile.failures.append(rewriteFailure)
        }
    }

    /// Once planned and generated, the key file as read is no longer needed as such: the check
    /// after the sync takes it as parsed when the plan leaves it alone, or moved into the
    /// description of its edit (each accessor held once, not as read and as written); a key
    /// file whose edit cannot be described is parsed again by that check.
    mutating func handOverKeyFile() {
        // The check reads the file's own list of accessors, never a body's: those lists go
        // (at 200,000 accessors, 30 MB), before the description, which then moves none of them,
        // and the lists of the bodies it inserted into after it.
        keyFile?.letBodyListsGo()
        guard let asRead = keyFile.take() else { return }
        if keyFileFile.newContent == nil {
            keyFileFile.parsedKeyFile = asRead
        } else if let edit = keyFileEdit.take() {
            // Moved, not copied: a second holder would make the description copy every accessor.
            keyFileFile.parsedKeyFile = InsertedDeclarations.describe(consume asRead, edit)
            keyFileFile.parsedKeyFile?.letBodyListsGo()
        }
    }

    private var rewriteFailure: Diagnostic {
        Diagnostic(
            checkID: DiagnosticIDs.catalogStructure, severity: .error,
            message: "rewriting the catalog would have changed its content, so nothing was written; please report this",
            path: catalogFile.path, location: SourceLocation(line: 1, column: 1))
    }

    /// Edits only fail on a file that is not a catalog, which `readCatalog` already turned away.
    private func editFailure(_ error: Catalog.EditError) -> Diagnostic {
        Diagnostic(
            checkID: DiagnosticIDs.catalogStructure, severity: .error, message: error.description,
            path: catalogFile.path, location: SourceLocation(line: 1, column: 1))
    }
}

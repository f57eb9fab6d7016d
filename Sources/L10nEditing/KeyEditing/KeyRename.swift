import L10nCore
import L10nCatalog
import L10nSwiftSource
import L10nProject
import L10nGeneration
import L10nChecks
import L10nAccessors
/// `l10n rename`: a key's catalog entry moved whole to a new key, and its accessor made to
/// read it. Pure: it plans from the files' bytes and the caller writes.
///
/// It also finishes a rename made on one side only (`probable-rename`): when the catalog
/// already has the new key and the key file still reads the old one, only the key file changes.
package enum KeyRename {
    /// One feature's files as read.
    package struct Files: Sendable {
        package var catalog: SourceFile
        package var keyFile: SourceFile?
        /// Where the key file is, or belongs.
        package var keyFilePath: String

        package init(catalog: SourceFile, keyFile: SourceFile?, keyFilePath: String) {
            self.catalog = catalog
            self.keyFile = keyFile
            self.keyFilePath = keyFilePath
        }
    }

    package struct Plan: Sendable {
        /// One line per changed file, in write order: what changed in it.
        package var summaries: [(path: String, change: String)] = []
        /// `["Purchases", "Detail", "reportIssue"]` below `L10nKey`, before and after; equal
        /// when code needs no change, nil when the key has no accessor.
        package var oldAccessorPath: [String]?
        package var newAccessorPath: [String]?
        /// Every changed file, written together or not at all.
        package var writes = WritePlan()

        /// Whether code naming the accessor must change.
        package var renamesAccessor: Bool {
            guard let oldAccessorPath, let newAccessorPath else { return false }
            return oldAccessorPath != newAccessorPath
        }
    }

    /// - Parameters:
    ///   - source: the files of the old key's feature.
    ///   - target: the files of the new key's feature; nil when it is the same feature.
    ///   - renameAccessor: give the accessor the name the new key's element gives it, even when
    ///     its old name was not the old element's.
    ///   - checks: the project's check options: the catalog the entry moves to is refused when
    ///     `check` would report anything new in it.
    package static func plan(
        from old: String, to new: String, renameAccessor: Bool, source: Files, target: Files?,
        checks: CheckOptions = CheckOptions()
    ) throws(KeyEditError) -> Plan {
        let targetFiles = target ?? source
        let targetFeature = Feature(catalogPath: targetFiles.catalog.path)

        var sourceCatalog = try KeyEditing.catalog(source.catalog)
        var targetCatalog = target == nil ? sourceCatalog : try KeyEditing.catalog(targetFiles.catalog)
        let sourceKeyFile = try source.keyFile.map { file throws(KeyEditError) in try readKeyFile(file) }
        let targetKeyFile = target == nil ? sourceKeyFile : try targetFiles.keyFile.map { file throws(KeyEditError) in try readKeyFile(file) }
        let oldAccessors = sourceKeyFile?.accessors.filter { $0.key == old } ?? []
        let newAccessor = targetKeyFile?.accessors.first { $0.key == new }

        // The catalog: the entry moves, unless the catalog was renamed already.
        let oldEntries = sourceCatalog.entries.filter { $0.key == old }
        var plan = Plan()
        if targetCatalog.contains(key: new) {
            // Finishing a catalog-only rename is the one case where the new key may exist.
            guard oldEntries.isEmpty, !oldAccessors.isEmpty, newAccessor == nil else {
                throw .keyExists(key: new, catalogPath: targetFiles.catalog.path)
            }
        } else {
            guard !oldEntries.isEmpty || !oldAccessors.isEmpty else {
                throw .keyNotFound(key: old, catalogPath: source.catalog.path, keyFilePath: source.keyFilePath)
            }
            if oldEntries.count > 1 {
                // Moving one copy would leave the other behind under the old key.
                throw .rejected(oldEntries.dropFirst().map { entry in
                    Diagnostic(
                        checkID: DuplicateKeyCheck.description.id, severity: .error,
                        message: "Key '\(old)' is in the catalog \(oldEntries.count) times; keep one copy, so the rename knows which text to move.",
                        path: source.catalog.path, location: entry.position.sourceLocation, key: old)
                })
            }
            if let entry = oldEntries.first {
                do {
                    try sourceCatalog.removeEntry(key: old)
                    if target == nil { targetCatalog = sourceCatalog }
                    try targetCatalog.insertEntry(key: new, value: entry.value)
                    if target == nil { sourceCatalog = targetCatalog }
                } catch {
                    throw .rejected([KeyEditing.diagnostic(error.description, path: source.catalog.path)])
                }
            }
        }
        if let newAccessor, !oldAccessors.isEmpty {
            throw .rejected([Diagnostic(
                checkID: KeyFileDuplicateCheck.description.id, severity: .error,
                message: "Key '\(new)' already has the accessor `\(newAccessor.qualifiedName)`; remove one of the two accessors first.",
                path: targetKeyFile!.path, location: newAccessor.location, key: new)])
        }
        if oldAccessors.count > 1 {
            throw .rejected(oldAccessors.dropFirst().map { accessor in
                Diagnostic(
                    checkID: KeyFileDuplicateCheck.description.id, severity: .error,
                    message: "Key '\(old)' has more than one accessor; remove `\(accessor.qualifiedName)` first, so the rename knows which to keep.",
                    path: sourceKeyFile!.path, location: accessor.location, key: old)
            })
        }

        if !oldEntries.isEmpty {
            let sourceBytes = try KeyEditing.serialized(sourceCatalog, path: source.catalog.path, original: source.catalog.bytes)
            let targetBytes = target == nil
                ? sourceBytes : try KeyEditing.serialized(targetCatalog, path: targetFiles.catalog.path, original: targetFiles.catalog.bytes)
            let findings = LocalizationAuthoring.newFindings(in: targetFiles.catalog, after: targetBytes, renamed: (old, new), options: checks)
            guard findings.isEmpty else { throw .rejected(findings) }
            plan.writes.changes.append(FileChange(replacing: source.catalog, with: sourceBytes))
            if let target {
                plan.writes.changes.append(FileChange(replacing: target.catalog, with: targetBytes))
                plan.summaries.append((source.catalog.path, "-1 entry (\(old.printable))"))
                plan.summaries.append((target.catalog.path, "+1 entry (\(new.printable)), with every translation"))
            } else {
                plan.summaries.append((source.catalog.path, "\(old.printable) -> \(new.printable), with every translation"))
            }
        }

        // The key file: the accessor reads the new key, in the new key's enum.
        guard let accessor = oldAccessors.first, let sourceKeyFile else { return plan }
        let oldParts = AccessorPlan.sectionAndElement(of: old)
        let newParts = AccessorPlan.sectionAndElement(of: new)
        let followsKey = renameAccessor || accessor.identifier == Identifier.lowerCamelCase(oldParts.element)
        let identifier = followsKey ? Identifier.lowerCamelCase(newParts.element) : accessor.identifier
        plan.oldAccessorPath = accessor.sectionPath + [accessor.identifier]

        if target == nil, oldParts.section == newParts.section {
            if identifier != accessor.identifier,
               let taken = sourceKeyFile.accessors.first(where: { $0.sectionPath == accessor.sectionPath && $0.identifier == identifier }) {
                throw .rejected([AccessorNaming.collision(
                    key: new, identifier: identifier, container: qualified(accessor.sectionPath), takenBy: taken.key,
                    path: sourceKeyFile.path, location: taken.location)])
            }
            let text: String
            do {
                text = try KeyFileEditor.renaming(accessor, in: sourceKeyFile, toKey: new, identifier: identifier, table: targetFeature.table)
            } catch {
                throw .rejected(sourceKeyFile.diagnostics)
            }
            plan.newAccessorPath = accessor.sectionPath + [identifier]
            plan.writes.changes.append(FileChange(replacing: source.keyFile!, with: Array(text.utf8)))
            plan.summaries.append((sourceKeyFile.path, accessorChange(plan, new: new)))
            return plan
        }

        // Another section or feature: the accessor is removed and written anew where the new
        // key's accessors go, as generate writes it, under the name chosen above.
        let removed: String
        do {
            removed = try KeyFileEditor.removing(key: old, from: sourceKeyFile, removingEmptiedSections: true)
        } catch {
            throw .rejected(sourceKeyFile.diagnostics)
        }
        // Without an entry (only the key file had the old key) the plan has no text to type it by.
        var accessorPlan = targetCatalog.entry(forKey: new).map {
            AccessorPlanner.plan(for: $0, feature: targetFeature, sourceLanguage: targetCatalog.sourceLanguage ?? "en")
        } ?? AccessorPlan(key: new, table: targetFeature.table)
        accessorPlan.identifier = identifier
        let existingTarget = target == nil ? removed : try targetFiles.keyFile.map { file throws(KeyEditError) in try KeyEditing.text(of: file) }
        let generation = KeyFileGenerator.generate(
            plans: [accessorPlan], catalogName: targetFeature.catalogName, existingText: existingTarget, path: targetFiles.keyFilePath)
        guard generation.findings.isEmpty, let text = generation.text else { throw .rejected(generation.findings) }
        let written = KeyFileReader.read(text: text, path: targetFiles.keyFilePath).accessors.first { $0.key == new }
        plan.newAccessorPath = written.map { $0.sectionPath + [$0.identifier] }
        if let target {
            plan.writes.changes.append(FileChange(replacing: source.keyFile!, with: Array(removed.utf8)))
            plan.summaries.append((sourceKeyFile.path, "-1 accessor (\(qualified(plan.oldAccessorPath!)))"))
            plan.writes.changes.append(target.keyFile.map { FileChange(replacing: $0, with: Array(text.utf8)) }
                ?? FileChange(creating: target.keyFilePath, with: Array(text.utf8)))
            let newName = plan.newAccessorPath.map(qualified) ?? new
            plan.summaries.append((target.keyFilePath, "\(generation.isNewFile ? "new file, " : "")+1 accessor (\(newName)) reading '\(new.printable)'"))
        } else {
            plan.writes.changes.append(FileChange(replacing: source.keyFile!, with: Array(text.utf8)))
            plan.summaries.append((sourceKeyFile.path, accessorChange(plan, new: new)))
        }
        return plan
    }

    /// The uses of the renamed accessor in the app's files, rewritten; `plan` gains their writes.
    package static func renameUses(in files: [SourceFile], plan: inout Plan) -> [(path: String, location: SourceLocation)] {
        guard plan.renamesAccessor, let old = plan.oldAccessorPath, let new = plan.newAccessorPath else { return [] }
        var leftAlone: [(path: String, location: SourceLocation)] = []
        for file in files {
            let renaming = AccessorReferences.renaming(old, to: new, in: file.bytes)
            leftAlone += renaming.leftAlone.map { (file.path, $0) }
            guard let bytes = renaming.bytes else { continue }
            plan.writes.changes.append(FileChange(replacing: file, with: bytes))
            let count = renaming.renamed.count
            plan.summaries.append((file.path, "\(count) \(count == 1 ? "use" : "uses") -> \(qualified(new))"))
        }
        return leftAlone
    }

    /// `L10nKey.Purchases.Detail.reportIssue -> L10nKey.Purchases.Detail.reportProblem, reading 'purchases.detail.reportProblem'`.
    private static func accessorChange(_ plan: Plan, new: String) -> String {
        let old = qualified(plan.oldAccessorPath ?? [])
        guard let path = plan.newAccessorPath, path != plan.oldAccessorPath else { return "\(old) reads '\(new.printable)'" }
        return "\(old) -> \(qualified(path)), reading '\(new.printable)'"
    }

    private static func qualified(_ path: [String]) -> String {
        (["L10nKey"] + path).joined(separator: ".")
    }

    private static func readKeyFile(_ source: SourceFile) throws(KeyEditError) -> KeyFile {
        let file = KeyFileReader.read(text: try KeyEditing.text(of: source), path: source.path)
        guard file.isEditable else { throw .rejected(file.diagnostics) }
        return file
    }
}

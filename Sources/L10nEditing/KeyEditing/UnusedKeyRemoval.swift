import L10nCore
import L10nProject
import L10nChecks
/// `l10n remove --unused`: every key `unused-key` reports, removed the way `l10n remove`
/// removes one (entry and accessors), all planned before anything is written.
package enum UnusedKeyRemoval {
    package struct Plan: Sendable {
        /// Every changed file, written together or not at all.
        package var writes = WritePlan()
        /// What changed in each file of `writes`, in its order: `-2 entries (a, b)`.
        package var summaries: [String] = []
        /// The keys removed, in report order.
        package var keys: [String] = []
        /// Keys reported unused that cannot be removed, and why.
        package var left: [(key: String, reason: String)] = []
    }

    /// Plans the removal of the keys of `unused` (`unused-key` findings) from the feature
    /// folders `features`, read from disk. Refuses, writing nothing, when a file cannot be edited.
    package static func plan(unused: [Diagnostic], features: [FeatureFolder<Unread>], currentDirectory: String) throws(KeyEditError) -> Plan {
        var plan = Plan()
        for feature in features {
            let keys = unused.filter { $0.path == feature.catalogPath || $0.path == feature.keyFilePath }.compactMap(\.key)
            guard !keys.isEmpty else { continue }
            guard let catalogPath = feature.catalogPath else {
                plan.left += keys.map { ($0, "\(feature.keyFilePath ?? "its key file") has no catalog beside it") }
                continue
            }
            let catalogRead: SourceFile
            let keyFileRead: SourceFile?
            do {
                catalogRead = try SourceFile.read(catalogPath, currentDirectory: currentDirectory)
                keyFileRead = try feature.keyFilePath.map { path throws(FileSystemError) in try SourceFile.read(path, currentDirectory: currentDirectory) }
            } catch {
                throw .rejected([Diagnostic(
                    checkID: UnusedKeyCheck.description.id, severity: .error, message: error.description,
                    path: catalogPath, location: SourceLocation(line: 1, column: 1))])
            }
            // Each removal plans from the bytes the one before left; the write replaces the files as read.
            var catalog = catalogRead
            var keyFile = keyFileRead
            var entries: [String] = []
            var accessors: [String] = []
            for key in keys {
                let removal = try KeyRemoval.plan(key: key, catalog: catalog, keyFile: keyFile)
                if let bytes = removal.catalogBytes {
                    catalog.bytes = bytes
                    entries.append(key)
                }
                if let text = removal.keyFileText { keyFile?.bytes = Array(text.utf8) }
                accessors += removal.removedAccessors
                plan.keys.append(key)
            }
            if !entries.isEmpty {
                plan.writes.changes.append(FileChange(replacing: catalogRead, with: catalog.bytes))
                plan.summaries.append(summary(entries.map(\.printable), "entry", "entries"))
            }
            if let keyFileRead, let keyFile, !accessors.isEmpty {
                plan.writes.changes.append(FileChange(replacing: keyFileRead, with: keyFile.bytes))
                plan.summaries.append(summary(accessors, "accessor", "accessors"))
            }
        }
        return plan
    }

    /// `-1 entry (a)`, `-2 accessors (A, B)`: as `l10n remove` words it.
    private static func summary(_ names: [String], _ singular: String, _ plural: String) -> String {
        "-\(names.count) \(names.count == 1 ? singular : plural) (\(names.joined(separator: ", ")))"
    }
}

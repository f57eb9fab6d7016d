import L10nCore
import L10nProject
import L10nChecks
/// `l10n remove --unused`: every key `unused-key` reports, removed the way `l10n remove`
/// removes one (entry and accessors), all planned before anything is written.
package enum UnusedKeyRemoval {
    /// One file's new bytes and what changed in it.
    package struct FileChange: Sendable {
        package var path: String
        package var bytes: [UInt8]
        /// `-2 entries (a, b)`.
        package var summary: String
    }

    package struct Plan: Sendable {
        package var changes: [FileChange] = []
        /// The keys removed, in report order.
        package var keys: [String] = []
        /// Keys reported unused that cannot be removed, and why.
        package var left: [(key: String, reason: String)] = []
    }

    /// Plans the removal of the keys of `unused` (`unused-key` findings) from the feature
    /// folders `features`, read from disk. Refuses, writing nothing, when a file cannot be edited.
    package static func plan(unused: [Diagnostic], features: [FeatureFiles], currentDirectory: String) throws(KeyEditError) -> Plan {
        var plan = Plan()
        for feature in features {
            let keys = unused.filter { $0.path == feature.catalogPath || $0.path == feature.keyFilePath }.compactMap(\.key)
            guard !keys.isEmpty else { continue }
            guard let catalogPath = feature.catalogPath else {
                plan.left += keys.map { ($0, "\(feature.keyFilePath ?? "its key file") has no catalog beside it") }
                continue
            }
            var catalog: SourceFile
            var keyFile: SourceFile?
            do {
                catalog = try SourceFile.read(catalogPath, currentDirectory: currentDirectory)
                keyFile = try feature.keyFilePath.map { path throws(FileSystemError) in try SourceFile.read(path, currentDirectory: currentDirectory) }
            } catch {
                throw .rejected([Diagnostic(
                    checkID: UnusedKeyCheck.description.id, severity: .error, message: error.description,
                    path: catalogPath, location: SourceLocation(line: 1, column: 1))])
            }
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
                plan.changes.append(FileChange(path: catalog.path, bytes: catalog.bytes, summary: summary(entries, "entry", "entries")))
            }
            if let keyFile, !accessors.isEmpty {
                plan.changes.append(FileChange(path: keyFile.path, bytes: keyFile.bytes, summary: summary(accessors, "accessor", "accessors")))
            }
        }
        return plan
    }

    /// `-1 entry (a)`, `-2 accessors (A, B)`: as `l10n remove` words it.
    private static func summary(_ names: [String], _ singular: String, _ plural: String) -> String {
        "-\(names.count) \(names.count == 1 ? singular : plural) (\(names.joined(separator: ", ")))"
    }
}

import L10nCore
import L10nCatalog
import L10nChecks
import L10nProject
import L10nSwiftSource
/// What `sync` will do, decided before anything is written: one ``SyncFile`` per catalog and
/// key file it looked at. Plain data; `WritePipeline` writes ``writes``.
package struct SyncPlan: Sendable {
    /// Every file, changed or not, in path order.
    package var files: [SyncFile]

    package init(files: [SyncFile]) {
        self.files = files.sorted { $0.path < $1.path }
    }

    /// Files that could not be read; any of them means nothing at all is written.
    package var failures: [Diagnostic] { files.flatMap(\.failures).sorted(by: Diagnostic.reportOrder) }

    /// Things sync reports and leaves alone because fixing them needs a person.
    package var findings: [Diagnostic] { files.flatMap(\.findings).sorted(by: Diagnostic.reportOrder) }

    package var changedFiles: [SyncFile] { files.filter { $0.newBytes != nil } }

    package var hasChanges: Bool { files.contains { $0.newBytes != nil } }

    /// The files to write, each with what was read: empty whenever a file failed, so a
    /// failing plan can never be half applied.
    package var writes: WritePlan {
        guard failures.isEmpty else { return WritePlan() }
        return WritePlan(files.compactMap { file in
            file.newBytes.map { bytes in
                FileChange(path: file.path, original: file.originalBytes.map { .read(bytes: $0, stamp: file.originalStamp) } ?? .absent, newBytes: bytes)
            }
        })
    }

    /// Lets go of the bytes as read of every file the plan changes, once they are written (or,
    /// with `--check`, will not be): only ``featuresAfterSync`` is read after that.
    package mutating func letReplacedBytesGo() {
        for index in files.indices where files[index].newBytes != nil {
            files[index].originalBytes = nil
        }
    }

    /// Every feature folder as it will be after the sync, for checks: a file the plan changes
    /// as it will be written, one it leaves as it is as read, with what the planner parsed of it.
    package var featuresAfterSync: [FeatureFolder<ReadFiles>] {
        var byFolder: [String: ReadFiles] = [:]
        var folders: [String] = []
        for file in files {
            guard let bytes = file.newBytes ?? file.originalBytes else { continue }
            let folder = PathString.split(file.path).folder
            if byFolder[folder] == nil { folders.append(folder) }
            var read = byFolder[folder] ?? ReadFiles(catalog: nil, keyFile: nil)
            switch file.kind {
            case .catalog:
                read.catalog = .bytes(SourceFile(path: file.path, bytes: bytes))
                read.parsedCatalog = file.newBytes == nil ? file.parsedCatalog : nil
            case .keyFile:
                read.keyFile = SourceFile(path: file.path, bytes: bytes)
                read.parsedKeyFile = file.parsedKeyFile
            }
            byFolder[folder] = read
        }
        return folders.compactMap { byFolder[$0] }.map { read in
            var feature = FeatureFolder(catalog: read.catalog, keyFile: read.keyFile)
            feature.contents = read
            return feature
        }
    }
}

/// One file of a ``SyncPlan``.
package struct SyncFile: Sendable {
    package enum Kind: Sendable, Hashable {
        case catalog
        case keyFile
    }

    /// As displayed: relative paths stay relative.
    package var path: String
    package var kind: Kind
    /// The bytes on disk; nil when the file does not exist yet.
    package var originalBytes: [UInt8]?
    /// How the file was when read, so the write can tell whether it changed since.
    package var originalStamp: FileStamp?
    /// The bytes to write; nil when the file stays exactly as it is.
    package var newBytes: [UInt8]?
    package var changes: SyncChanges
    /// Reported and left alone (a key that breaks the rules, a table that does not match, …).
    package var findings: [Diagnostic]
    /// Why the file could not be read or rewritten safely; blocks every write of the run.
    package var failures: [Diagnostic]
    /// What the planner parsed of ``originalBytes`` (the catalog read whole), for the check
    /// after the sync; only read while ``newBytes`` is nil.
    package var parsedCatalog: Catalog?
    /// The key file as the check after the sync reads the bytes it will have (``newBytes``, else
    /// ``originalBytes``): parsed by the planner, or described from its edit; nil to parse them.
    package var parsedKeyFile: KeyFile?

    package init(
        path: String, kind: Kind, originalBytes: [UInt8]?, newBytes: [UInt8]? = nil,
        changes: SyncChanges = SyncChanges(), findings: [Diagnostic] = [], failures: [Diagnostic] = []
    ) {
        self.path = path
        self.kind = kind
        self.originalBytes = originalBytes
        self.newBytes = newBytes
        self.changes = changes
        self.findings = findings
        self.failures = failures
    }

    /// A file as read, before any change.
    package init(reading source: SourceFile, kind: Kind) {
        self.init(path: source.path, kind: kind, originalBytes: source.bytes)
        originalStamp = source.stamp
    }
}

/// What changes in one file, for the printed plan.
package struct SyncChanges: Sendable, Hashable {
    /// An entry whose `extractionState` becomes `manual`, and what it was (nil when absent).
    package struct ManualChange: Sendable, Hashable {
        package var key: String
        package var previousState: ExtractionState?

        package init(key: String, previousState: ExtractionState?) {
            self.key = key
            self.previousState = previousState
        }
    }

    /// The file does not exist yet and will be created.
    package var isNewFile: Bool
    /// Keys that get a catalog entry or an accessor, in key order.
    package var addedKeys: [String]
    /// Catalog entries set to `manual`, in file order.
    package var setToManual: [ManualChange]

    package init(isNewFile: Bool = false, addedKeys: [String] = [], setToManual: [ManualChange] = []) {
        self.isNewFile = isNewFile
        self.addedKeys = addedKeys
        self.setToManual = setToManual
    }

    package var isEmpty: Bool { !isNewFile && addedKeys.isEmpty && setToManual.isEmpty }
}

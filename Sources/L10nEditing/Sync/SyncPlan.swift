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

    package var changedFiles: [SyncFile] { files.filter { $0.newContent != nil } }

    package var hasChanges: Bool { files.contains { $0.newContent != nil } }

    /// The files to write, each with what was read: empty whenever a file failed, so a
    /// failing plan can never be half applied.
    package var writes: WritePlan {
        guard failures.isEmpty else { return WritePlan() }
        return WritePlan(files.compactMap { file in
            file.newContent.map { content in
                // A mapped catalog's splice is written from its mapping, never built whole first.
                if case .spliced(let spliced) = content { return FileChange(path: file.path, splicing: spliced) }
                let original: FileChange.Original = if let mapping = file.originalMapping {
                    .mapped(mapping)
                } else {
                    file.originalBytes.map { .read(bytes: $0, stamp: file.originalStamp) } ?? .absent
                }
                return FileChange(path: file.path, original: original, content: content)
            }
        })
    }

    /// Lets go of the bytes as read of every file the plan changes, once they are written (or,
    /// with `--check`, will not be): only ``featuresAfterSync`` is read after that.
    package mutating func letReplacedBytesGo() {
        for index in files.indices where files[index].newContent != nil {
            files[index].originalBytes = nil
            files[index].originalMapping = nil
        }
    }

    /// Once the plan is written: each catalog written from its mapping (``SplicedFile``) is
    /// mapped again as written, so the check after the sync reads it from the file rather than
    /// from a copy of its new text in memory. A file that cannot be mapped, or does not hold
    /// exactly the text written (another program changed it since), is checked from that text.
    package mutating func mapWrittenCatalogs(currentDirectory: String) {
        for index in files.indices {
            guard case .spliced(let spliced)? = files[index].newContent,
                  let written = MappedFile(path: PathString.absolute(files[index].path, in: currentDirectory)),
                  spliced.isText(of: written)
            else { continue }
            files[index].writtenMapping = written
        }
    }

    /// Every feature folder as it will be after the sync, for checks: a file the plan changes
    /// as it will be written, one it leaves as it is as read, with what the planner parsed of it.
    package var featuresAfterSync: [FeatureFolder<ReadFiles>] {
        var byFolder: [String: ReadFiles] = [:]
        var folders: [String] = []
        for file in files {
            guard let text = file.textAfterSync else { continue }
            let folder = PathString.split(file.path).folder
            if byFolder[folder] == nil { folders.append(folder) }
            var read = byFolder[folder] ?? ReadFiles(catalog: nil, keyFile: nil)
            switch file.kind {
            case .catalog:
                read.catalog = text
                read.parsedCatalog = file.newContent == nil ? file.parsedCatalog : nil
            case .keyFile:
                read.keyFile = text.sourceFile
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
    /// The bytes on disk, when read into memory; nil when the file does not exist yet or is
    /// ``originalMapping``.
    package var originalBytes: [UInt8]?
    /// A catalog as mapped when read (`sync` maps catalogs): planned, spliced, compared and put
    /// back from the mapping, so a large one is not also held as a copy.
    package var originalMapping: MappedFile?
    /// How the file was when read, so the write can tell whether it changed since.
    package var originalStamp: FileStamp?
    /// What the file is to hold; nil when it stays exactly as it is.
    package var newContent: FileChange.Content?
    /// A catalog written from its mapping, mapped again as written (``SyncPlan/mapWrittenCatalogs(currentDirectory:)``).
    package var writtenMapping: MappedFile?
    package var changes: SyncChanges
    /// Reported and left alone (a key that breaks the rules, a table that does not match, …).
    package var findings: [Diagnostic]
    /// Why the file could not be read or rewritten safely; blocks every write of the run.
    package var failures: [Diagnostic]
    /// What the planner parsed of the catalog as read (read whole), for the check after the
    /// sync; only read while ``newContent`` is nil.
    package var parsedCatalog: Catalog?
    /// The key file as the check after the sync reads the bytes it will have (``newContent``, else
    /// ``originalBytes``): parsed by the planner, or described from its edit; nil to parse them.
    /// Planned and written, its bodies' lists of accessors are let go (the check reads the file's own).
    package var parsedKeyFile: KeyFile?

    package init(
        path: String, kind: Kind, originalBytes: [UInt8]?, newBytes: [UInt8]? = nil,
        changes: SyncChanges = SyncChanges(), findings: [Diagnostic] = [], failures: [Diagnostic] = []
    ) {
        self.path = path
        self.kind = kind
        self.originalBytes = originalBytes
        self.newContent = newBytes.map { .bytes($0) }
        self.changes = changes
        self.findings = findings
        self.failures = failures
    }

    /// A file as read, before any change.
    package init(reading source: SourceFile, kind: Kind) {
        self.init(path: source.path, kind: kind, originalBytes: source.bytes)
        originalStamp = source.stamp
    }

    /// A catalog as read or mapped, before any change.
    package init(reading text: CatalogText) {
        switch text {
        case .bytes(let source):
            self.init(reading: source, kind: .catalog)
        case .mapped(let path, let mapping):
            self.init(path: path, kind: .catalog, originalBytes: nil)
            originalMapping = mapping
            originalStamp = mapping.stamp
        }
    }

    /// The file as it is after the sync, for the check: mapped where it is (written from its
    /// mapping, or mapped and left alone), else in memory; nil when there is none.
    var textAfterSync: CatalogText? {
        if let mapping = writtenMapping ?? (newContent == nil ? originalMapping : nil) { return .mapped(path: path, mapping) }
        return (newBytes ?? originalBytes).map { .bytes(SourceFile(path: path, bytes: $0)) }
    }

    /// Whether the file existed when read.
    package var exists: Bool { originalBytes != nil || originalMapping != nil }

    /// The bytes to write, whole in memory (a splice's are built); nil when the file stays
    /// exactly as it is. Setting them makes them the content.
    package var newBytes: [UInt8]? {
        get { newContent?.bytes }
        set { newContent = newValue.map { .bytes($0) } }
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

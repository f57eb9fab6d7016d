import L10nCatalog
import L10nCore
import L10nSwiftSource
import L10nProject
import L10nAppCode
import L10nAccessors
/// What one feature folder declares, as the app-code checks compare it with the code: its
/// accessors and its catalog's keys, without their text.
package struct DeclaredKeys: Sendable {
    /// `Offers`: the enum below `L10nKey` that code names.
    package var enumName: String
    package var accessors: [DeclaredAccessor]
    /// Every catalog key where it is written; nil without a catalog that could be read.
    package var catalogKeys: [(key: String, location: SourceLocation)]?
    /// Whether the key file (if any) was read completely: otherwise code may name accessors
    /// that are there but were not understood.
    package var keyFileIsComplete: Bool
    /// Catalog keys that are probably an accessor's key renamed on one side (`probable-rename`):
    /// the accessor's uses count for them.
    package var renamedCatalogKeys: Set<String> = []
    /// Why the catalog could not be read, as `check` reports it (`declaredKeys()` only).
    package var unreadableCatalog: Diagnostic?

    /// From the files `check` read: the parsed key file and its bytes (for `// l10n:used`
    /// comments), and the catalog's keys.
    package init(catalogPath: String?, catalogKeys: [CatalogKey]?, keyFile: KeyFile?, keyFileBytes: [UInt8]?) {
        self.init(catalogPath: catalogPath, keyFile: keyFile, keyFileBytes: keyFileBytes)
        take(catalogKeys: catalogKeys, keyFile: keyFile)
    }

    /// What the key file declares, before the catalog's keys are known: made beside a large
    /// catalog's reading, then completed by ``take(catalogKeys:keyFile:probableRenames:)``.
    package init(catalogPath: String?, keyFile: KeyFile?, keyFileBytes: [UInt8]?) {
        let catalogName = catalogPath.map { Feature(catalogPath: $0).catalogName }
        enumName = keyFile?.featureEnum?.path.first
            ?? catalogName.map { AccessorNaming.featureEnumName(catalogName: $0) } ?? ""
        // By index, each field read alone: mapping the accessors, or handing one over, copied
        // each one whole (its strings retained and released; a third of this at 20,000 keys).
        let declared = keyFile?.accessors ?? []
        accessors = declared.indices.map { index in
            DeclaredAccessor(
                key: declared[index].key, sectionPath: declared[index].sectionPath, identifier: declared[index].identifier,
                location: declared[index].location,
                isMarkedUsed: keyFileBytes.map {
                    Self.isMarkedUsed(declaredIn: declared[index].declarationRange, commentsFrom: declared[index].leadingCommentsStart, in: $0)
                } ?? false)
        }
        keyFileIsComplete = keyFile?.diagnostics.isEmpty ?? true
    }

    /// Takes in the catalog's keys, `keyFile` being the one this was made from. `probableRenames`,
    /// when given, are the pairs `check` worked out for the same two files
    /// (``FeatureCheckInput/probableRenames``), which are not worked out again.
    package mutating func take(catalogKeys: [CatalogKey]?, keyFile: KeyFile?, probableRenames: [ProbableRenameCheck.Pair]? = nil) {
        self.catalogKeys = catalogKeys?.map { ($0.key, $0.position.sourceLocation) }
        if let keyFile, keyFileIsComplete, let catalogKeys {
            let pairs = probableRenames ?? ProbableRenameCheck.pairs(accessors: keyFile.accessors, catalogKeys: catalogKeys.map(\.key))
            renamedCatalogKeys = Set(pairs.map(\.catalogKey))
        }
    }

    /// The comment that marks an accessor as used by code l10n cannot see, such as a key
    /// built at runtime.
    package static let usedMarker = "l10n:used"
    private static let usedMarkerBytes = Array(usedMarker.utf8)

    /// A `// l10n:used` in the comments right above an accessor declared in `declaration`
    /// (its ``KeyAccessor/declarationRange``, its comments from ``KeyAccessor/leadingCommentsStart``),
    /// or after it on its last line.
    static func isMarkedUsed(declaredIn declaration: Range<Int>, commentsFrom leadingCommentsStart: Int, in bytes: [UInt8]) -> Bool {
        var lineEnd = declaration.upperBound
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        return bytes.withUnsafeBufferPointer { buffer in
            let above = UnsafeBufferPointer(rebasing: buffer[leadingCommentsStart..<declaration.lowerBound])
            let after = UnsafeBufferPointer(rebasing: buffer[declaration.upperBound..<lineEnd])
            return above.containsBytes(usedMarkerBytes) || after.containsBytes(usedMarkerBytes)
        }
    }
}

extension FeatureFolder where Contents == ReadFiles {
    /// Parses the files: for commands that need the keys without checking them.
    package func declaredKeys() -> FeatureFolder<DeclaredKeys> {
        let keyFile = contents.keyFile.map { file in
            if UTF8Text.firstInvalidOffset(file.bytes) == nil { return KeyFileReader.read(utf8: file.bytes, path: file.path) }
            return KeyFileReader.read(text: String(decoding: file.bytes, as: UTF8.self), path: file.path)
        }
        var catalogKeys: [CatalogKey]?
        var unreadable: Diagnostic?
        if let catalog = contents.catalog {
            do {
                catalogKeys = try CatalogReader.read(catalog).entries.map { CatalogKey(key: $0.key, position: $0.position) }
            } catch {
                unreadable = JSONSyntaxCheck.diagnostic(for: error, path: catalog.path)
            }
        }
        var declared = DeclaredKeys(catalogPath: catalogPath, catalogKeys: catalogKeys, keyFile: keyFile, keyFileBytes: contents.keyFile?.bytes)
        declared.unreadableCatalog = unreadable
        return with(declared)
    }
}

/// An accessor as code names it.
package struct DeclaredAccessor: Sendable {
    package var key: String
    /// `["Offers", "List"]`: the enum it is declared in, below `L10nKey`, as the key file's
    /// accessors of one section share it; with its `identifier`, its ``path``. (A path of
    /// its own for each accessor was about 16 MB at 200,000 keys, made even without code.)
    package var sectionPath: [String]
    package var identifier: String
    /// Where its name is declared.
    package var location: SourceLocation
    /// Whether a `// l10n:used` comment says code l10n cannot see uses it.
    package var isMarkedUsed: Bool

    /// `["Offers", "List", "title"]`: its name below `L10nKey`.
    package var path: [String] { sectionPath + [identifier] }

    /// `L10nKey.Offers.List.title`.
    package var qualifiedName: String { (["L10nKey"] + path).joined(separator: ".") }
}

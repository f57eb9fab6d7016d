import L10nCore
/// One feature folder's files: `<Feature>.xcstrings` and `L10nKey+<feature>.swift` beside it.
/// Either may be missing; `sync` creates the missing one.
package struct FeatureFiles: Hashable, Sendable {
    /// `Catalogs/Offers/`, with its slash, or "" for the current folder.
    package var folder: String
    package var catalogPath: String?
    package var keyFilePath: String?

    package init(folder: String, catalogPath: String?, keyFilePath: String?) {
        self.folder = folder
        self.catalogPath = catalogPath
        self.keyFilePath = keyFilePath
    }

    /// Known from the catalog; a key file alone names its feature only in its enum.
    package var feature: Feature? { catalogPath.map(Feature.init(catalogPath:)) }

    /// Where the key file is, or where it belongs.
    package var expectedKeyFilePath: String? {
        keyFilePath ?? feature.map { folder + $0.keyFileName }
    }

    /// Reads the files found, paths as displayed, resolved against `currentDirectory`: the key
    /// file's bytes, and the catalog as `readCatalog` gives it (`check` maps it; `sync` reads
    /// its bytes, which it edits and rewrites).
    package func read<CatalogFile>(
        currentDirectory: String,
        catalog readCatalog: (_ path: String, _ currentDirectory: String) throws(FileSystemError) -> CatalogFile
    ) throws(FileSystemError) -> (catalog: CatalogFile?, keyFile: SourceFile?) {
        (
            catalog: try catalogPath.map { path throws(FileSystemError) in try readCatalog(path, currentDirectory) },
            keyFile: try keyFilePath.map { path throws(FileSystemError) in try SourceFile.read(path, currentDirectory: currentDirectory) }
        )
    }

    /// `L10nKey+offers.swift`, not the `L10nKey.swift` namespace.
    package static func isKeyFileName(_ name: String) -> Bool {
        name.hasPrefix("L10nKey+") && name.hasSuffix(".swift") && name.count > "L10nKey+.swift".count
    }

    /// The feature id a key file's name gives: `L10nKey+offers.swift` → `offers`.
    package static func keyPrefix(ofKeyFile path: String) -> String? {
        let name = PathString.split(path).fileName
        guard isKeyFileName(name) else { return nil }
        return String(name.dropFirst("L10nKey+".count).dropLast(".swift".count)).lowercased()
    }
}

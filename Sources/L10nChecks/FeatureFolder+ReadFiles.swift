import L10nCore
import L10nProject
import L10nCatalog
import L10nSwiftSource
/// A feature folder's files as read: the catalog, the key file beside it, or both. What
/// `Checker.check(features:options:)` checks and what `sync` plans from.
package struct ReadFiles: Sendable {
    package var catalog: CatalogText?
    package var keyFile: SourceFile?
    /// What a command already parsed from these very bytes, so that a check after it does not
    /// parse them again (`sync`'s closing check, for the files its plan leaves as they are):
    /// the catalog as ``CatalogReader/read(_:strategy:)`` reads it whole, the key file as
    /// `KeyFileReader.read(text:path:)` reads it. The findings do not depend on them.
    package var parsedCatalog: Catalog?
    package var parsedKeyFile: KeyFile?

    package init(catalog: CatalogText?, keyFile: SourceFile?, parsedCatalog: Catalog? = nil, parsedKeyFile: KeyFile? = nil) {
        self.catalog = catalog
        self.keyFile = keyFile
        self.parsedCatalog = parsedCatalog
        self.parsedKeyFile = parsedKeyFile
    }
}

extension FeatureFolder where Contents == ReadFiles {
    /// Files already read, or in memory such as a plan that is not written yet: the folder is
    /// theirs, where the missing file of the two belongs.
    package init(catalog: CatalogText?, keyFile: SourceFile?) {
        self.init(
            folder: PathString.split(catalog?.path ?? keyFile?.path ?? "").folder, catalogPath: catalog?.path, keyFilePath: keyFile?.path,
            contents: ReadFiles(catalog: catalog, keyFile: keyFile))
    }

    package init(catalog: SourceFile?, keyFile: SourceFile?) {
        self.init(catalog: catalog.map(CatalogText.bytes), keyFile: keyFile)
    }
}

extension FeatureFolder where Contents == Unread {
    /// Opens the files found, paths as displayed, resolved against `currentDirectory`: the
    /// catalog mapped (`check` parses it as it goes; `sync` plans, splices and writes from the
    /// mapping), the key file read.
    package func read(currentDirectory: String) throws(FileSystemError) -> FeatureFolder<ReadFiles> {
        let catalog = try catalogPath.map { path throws(FileSystemError) in try CatalogText.open(path, currentDirectory: currentDirectory) }
        let keyFile = try keyFilePath.map { path throws(FileSystemError) in try SourceFile.read(path, currentDirectory: currentDirectory) }
        return with(ReadFiles(catalog: catalog, keyFile: keyFile))
    }
}

import L10nCore
import L10nProject
import L10nCatalog
/// One feature folder's files as read: the catalog, the key file beside it, or both. What
/// `Checker.check(features:options:)` checks and what `sync` plans from.
package struct FeatureSource: Sendable {
    package var catalog: CatalogText?
    package var keyFile: SourceFile?

    /// `Catalogs/Offers/`, with its slash, or "" for the current folder: where the missing
    /// file of the two belongs.
    package var folder: String {
        PathString.split(catalog?.path ?? keyFile?.path ?? "").folder
    }

    package init(catalog: CatalogText?, keyFile: SourceFile?) {
        self.catalog = catalog
        self.keyFile = keyFile
    }

    /// Files already in memory, such as a plan that is not written yet.
    package init(catalog: SourceFile?, keyFile: SourceFile?) {
        self.init(catalog: catalog.map(CatalogText.bytes), keyFile: keyFile)
    }

    /// Opens the files `features` found, paths as displayed, resolved against `currentDirectory`:
    /// the catalog mapped (`check` parses it as it goes), or, with `mapsCatalog` false, its
    /// bytes read (`sync` edits and rewrites them).
    package static func read(_ files: FeatureFiles, currentDirectory: String, mapsCatalog: Bool = true) throws(FileSystemError) -> FeatureSource {
        if mapsCatalog {
            let read = try files.read(currentDirectory: currentDirectory, catalog: CatalogText.open)
            return FeatureSource(catalog: read.catalog, keyFile: read.keyFile)
        }
        let read = try files.read(currentDirectory: currentDirectory, catalog: SourceFile.read)
        return FeatureSource(catalog: read.catalog, keyFile: read.keyFile)
    }
}

import L10nCore
import L10nProject
import L10nCatalog
/// One feature folder's files, as `Checker.check(features:options:)` takes them: the
/// catalog, the key file beside it, or both.
package struct FeatureSource: Sendable {
    package var catalog: CatalogText?
    package var keyFile: SourceFile?

    package init(catalog: CatalogText?, keyFile: SourceFile?) {
        self.catalog = catalog
        self.keyFile = keyFile
    }

    /// Files already in memory, such as a plan that is not written yet.
    package init(catalog: SourceFile?, keyFile: SourceFile?) {
        self.init(catalog: catalog.map(CatalogText.bytes), keyFile: keyFile)
    }

    /// Opens the files `features` found, paths as displayed, resolved against `currentDirectory`.
    package static func read(_ files: FeatureFiles, currentDirectory: String) throws(FileSystemError) -> FeatureSource {
        let read = try files.read(currentDirectory: currentDirectory, catalog: CatalogText.open)
        return FeatureSource(catalog: read.catalog, keyFile: read.keyFile)
    }
}

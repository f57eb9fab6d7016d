import L10nCore
import L10nProject
/// One feature folder's files as read from disk: what ``SyncPlanner`` plans from, so planning
/// itself touches no file. It is ``FeatureSource`` with the catalog's bytes in memory, since
/// sync edits and rewrites them, and the folder, where sync creates a missing file.
package struct SyncInput: Sendable {
    /// `Catalogs/Offers/`, with its slash, or "" for the current folder.
    package var folder: String
    package var catalog: SourceFile?
    package var keyFile: SourceFile?

    package init(folder: String, catalog: SourceFile?, keyFile: SourceFile?) {
        self.folder = folder
        self.catalog = catalog
        self.keyFile = keyFile
    }

    /// Reads the files `InputPaths.features` found, as `FeatureSource.read` does.
    package static func read(_ feature: FeatureFiles, currentDirectory: String) throws(FileSystemError) -> SyncInput {
        let read = try feature.read(currentDirectory: currentDirectory, catalog: SourceFile.read)
        return SyncInput(folder: feature.folder, catalog: read.catalog, keyFile: read.keyFile)
    }
}

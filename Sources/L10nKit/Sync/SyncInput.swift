/// One feature folder's files as read from disk: what ``SyncPlanner`` plans from, so planning
/// itself touches no file.
public struct SyncInput: Sendable {
    /// `Catalogs/Offers/`, with its slash, or "" for the current folder.
    public var folder: String
    public var catalog: SourceFile?
    public var keyFile: SourceFile?

    public init(folder: String, catalog: SourceFile?, keyFile: SourceFile?) {
        self.folder = folder
        self.catalog = catalog
        self.keyFile = keyFile
    }

    /// Reads the files `InputPaths.features` found.
    public static func read(_ feature: FeatureFiles, currentDirectory: String) throws(FileSystemError) -> SyncInput {
        SyncInput(
            folder: feature.folder,
            catalog: try feature.catalogPath.map { path throws(FileSystemError) in try SourceFile.read(path, currentDirectory: currentDirectory) },
            keyFile: try feature.keyFilePath.map { path throws(FileSystemError) in try SourceFile.read(path, currentDirectory: currentDirectory) })
    }
}

import Foundation

/// Real-world catalogs shared between worktrees at `../shared/corpus`. Not checked in, so
/// corpus tests use `.enabled(if: Corpus.directory != nil)` and skip cleanly without it.
enum Corpus {
    static var directory: URL? {
        let url = PackagePaths.root.appendingPathComponent("../shared/corpus").standardizedFileURL
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        return exists && isFolder.boolValue ? url : nil
    }
}

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

    /// The corpus's top-level catalogs: the ones Xcode wrote. `variants/` holds files other
    /// tools or merges damaged, and `apps/` per-feature catalogs; round trips glob neither.
    static var xcodeCatalogs: [URL] {
        guard let directory else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { directory.appendingPathComponent($0) }
    }
}

import Foundation

/// Scratch folders for tests. All live under one folder per test process, removed when the
/// process exits, so a test can simply return its URL without owning a cleanup object.
enum TempDirectory {
    static let root: URL = {
        // Resolved so paths match what the `l10n` process sees as its current directory
        // (on macOS the temporary folder is behind the /var -> /private/var link).
        let root = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appendingPathComponent("l10n-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: root)
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TempDirectory.root) }
        return root
    }()

    /// A new, empty folder whose name starts with `label`.
    static func make(_ label: String = "temp") throws -> URL {
        let url = root.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return url
    }

    /// Every regular file below `folder`, by its path relative to `folder`: to tell what a
    /// command changed, or that it changed nothing.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// Writes `text` to `relativePath` under `folder`, creating intermediate folders.
    @discardableResult
    static func write(_ text: String, to relativePath: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }
}

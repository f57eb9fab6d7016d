import Foundation
import L10nCore

/// Where exchange files meet the disk: how catalogs are named inside them and which files an
/// import reads. (`export` and `import` write through the write pipeline, once, with
/// every text built.)
package enum ExchangeFiles {
    // MARK: Catalog names

    /// The folder catalog names in exchange files are relative to: the repository holding
    /// `currentDirectory` (the nearest folder up with `.git`), else `currentDirectory`. Commands
    /// pass the project's root, so the names do not depend on where l10n started.
    /// Xcode names catalogs relative to its project the same way, so a file can travel to a
    /// translator and back and still name the same catalogs.
    package static func root(currentDirectory: String) -> String {
        var folder = URL(fileURLWithPath: currentDirectory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return URL(fileURLWithPath: currentDirectory).standardizedFileURL.path }
            folder = parent
        }
    }

    /// The name an exchange file gives the catalog at `path` (as displayed): its path relative
    /// to `root`, or its absolute path when it is outside.
    package static func original(of path: String, root: String, currentDirectory: String) -> String {
        let absolute = URL(fileURLWithPath: PathString.absolute(path, in: currentDirectory)).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The catalog an exchange file's `original` names, as displayed: the file at that path
    /// under `root`, else the one catalog of `known` whose path ends with it or is its end
    /// (Xcode names catalogs relative to its project, which may sit above or below the
    /// repository's root).
    package static func locate(_ original: String, root: String, currentDirectory: String, known: [String]) -> String? {
        guard !original.isEmpty else { return nil }
        let absolute = original.hasPrefix("/") ? original : URL(fileURLWithPath: root).appendingPathComponent(original).standardizedFileURL.path
        if FileManager.default.fileExists(atPath: absolute) {
            let directory = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
        }
        let matches = known.filter { $0 == original || $0.hasSuffix("/" + original) || original.hasSuffix("/" + $0) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The catalogs an import may write, known by file identity: a path that reaches one of
    /// them through a link (a linked folder) is that catalog, under the search's own spelling,
    /// so one catalog named two ways is read and written once.
    package struct ProjectCatalogs {
        /// As the search displays them.
        package let paths: [String]
        private var byIdentity: [Identity: String] = [:]
        private let currentDirectory: String

        private struct Identity: Hashable {
            var device: UInt64
            var inode: UInt64
        }

        package init(_ paths: [String], currentDirectory: String) {
            self.paths = paths
            self.currentDirectory = currentDirectory
            for path in paths {
                if let identity = Self.identity(of: path, currentDirectory: currentDirectory), byIdentity[identity] == nil {
                    byIdentity[identity] = path
                }
            }
        }

        /// The project's catalog that `path` (as displayed) is, or nil when it is none of them.
        package func catalog(at path: String) -> String? {
            Self.identity(of: path, currentDirectory: currentDirectory).flatMap { byIdentity[$0] }
        }

        private static func identity(of path: String, currentDirectory: String) -> Identity? {
            var status = stat()
            guard stat(PathString.absolute(path, in: currentDirectory), &status) == 0 else { return nil }
            return Identity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
        }
    }

    // MARK: Import files

    /// One file to import, as the user named it.
    package enum Kind: Sendable {
        case xliff
        case csv
    }

    /// The files an argument names: an `.xliff`/`.xlf` or `.csv` file, or an `.xcloc` bundle,
    /// whose `Localized Contents/*.xliff` are read.
    package static func importFiles(_ argument: String, currentDirectory: String) throws(FileSystemError) -> [(path: String, kind: Kind)] {
        let absolute = PathString.absolute(argument, in: currentDirectory)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else { throw .noSuchPath(argument) }
        if isFolder.boolValue {
            let contents = (argument.hasSuffix("/") ? argument : argument + "/") + "Localized Contents"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: PathString.absolute(contents, in: currentDirectory)) else {
                throw .wrongFileType(path: argument, expectedExtension: "xliff")
            }
            let files = names.filter { $0.hasSuffix(".xliff") && !$0.hasPrefix(".") }.sorted().map { (contents + "/" + $0, Kind.xliff) }
            guard !files.isEmpty else { throw .wrongFileType(path: argument, expectedExtension: "xliff") }
            return files
        }
        let lowercased = argument.lowercased()
        if lowercased.hasSuffix(".csv") { return [(argument, .csv)] }
        if lowercased.hasSuffix(".xliff") || lowercased.hasSuffix(".xlf") { return [(argument, .xliff)] }
        throw .wrongFileType(path: argument, expectedExtension: "xliff")
    }
}

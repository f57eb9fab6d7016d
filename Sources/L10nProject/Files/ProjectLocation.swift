import Foundation
import L10nCore
/// Where a project is, found from a path rather than assumed from the current folder: the
/// nearest folder at or above the path that holds `.l10n.json` (its folder is the root), else
/// the repository's root (the nearest that holds `.git`), else the current folder. So a Run
/// Script phase, CI or a terminal in a feature folder all find the same root and settings.
package struct ProjectLocation: Hashable, Sendable {
    /// Why the root is where it is, as `l10n config` says it.
    package enum Reason: Hashable, Sendable {
        case configurationFile
        case repositoryRoot
        /// Neither a configuration file nor a repository: the current folder, or the folder
        /// named when it lies outside it.
        case currentFolder
    }

    /// Absolute, normalized, without a trailing `/` (except `/`).
    package var root: String
    /// The absolute path of the configuration file, when there is one.
    package var configurationFile: String?
    package var reason: Reason

    package init(root: String, configurationFile: String?, reason: Reason) {
        self.root = root
        self.configurationFile = configurationFile
        self.reason = reason
    }

    /// The project of `path` (as typed; "" for the current folder). A file's project is its
    /// folder's; a path that does not exist yet is looked up from the nearest folder that does.
    package static func find(from path: String, currentDirectory: String, configurationFileName: String) -> ProjectLocation {
        var folder = PathString.normalized(PathString.absolute(path, in: currentDirectory))
        var isFolder: ObjCBool = false
        while !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue), folder != "/" {
            folder = PathString.normalized(PathString.split(folder).folder)
        }
        let (folders, repositoryRoot) = RepositoryFolders.upward(from: folder)
        for candidate in folders {
            let file = PathString.join(candidate, configurationFileName)
            if FileManager.default.fileExists(atPath: file) {
                return ProjectLocation(root: candidate, configurationFile: file, reason: .configurationFile)
            }
        }
        if let repositoryRoot { return ProjectLocation(root: repositoryRoot, configurationFile: nil, reason: .repositoryRoot) }
        // Outside the current folder (`cd / && l10n check /path/to/app`), the folder named is
        // the nearest thing to a root: never the whole disk above it.
        let current = ProjectLocation(root: PathString.normalized(currentDirectory), configurationFile: nil, reason: .currentFolder)
        return current.contains(absolutePath: folder) ? current : ProjectLocation(root: folder, configurationFile: nil, reason: .currentFolder)
    }

    /// Whether the absolute `path` is the root or inside it.
    package func contains(absolutePath path: String) -> Bool {
        let path = PathString.normalized(path)
        return path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }
}

import Foundation
import L10nCore
/// The folders l10n looks in above the current one: from a folder up to the repository's
/// root (the nearest that holds `.git`), or up to `/` outside a repository. The configuration
/// file is looked for there, and `init` looks for the project's `enum L10nKey` from the root.
package enum RepositoryFolders {
    /// `folder` (absolute) and each folder above it, nearest first, and the repository's root
    /// when one of them is it (then it is the last).
    package static func upward(from folder: String) -> (folders: [String], repositoryRoot: String?) {
        var folder = PathString.normalized(folder)
        var folders: [String] = []
        while true {
            folders.append(folder)
            if FileManager.default.fileExists(atPath: PathString.join(folder, ".git")) { return (folders, folder) }
            guard folder != "/" else { return (folders, nil) }
            let parent = PathString.split(folder).folder
            folder = parent.count > 1 ? String(parent.dropLast()) : "/"
        }
    }
}

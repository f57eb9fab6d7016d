import L10nCore
import L10nProject

/// The project a command runs on: its root, its configuration file and settings (with the
/// command line's options applied), and where its features and Swift code are. Found from the
/// paths given, not from the current folder, so every command, started anywhere, knows the
/// whole app: paths narrow what is reported or changed, never what is known.
package struct Project: Sendable {
    package var location: ProjectLocation
    package var configuration: Configuration

    package init(location: ProjectLocation, configuration: Configuration) {
        self.location = location
        self.configuration = configuration
    }

    /// The project of `path` ("" for the current folder) with its own configuration file, if
    /// any, and `flags` applied over it.
    package static func find(
        from path: String, currentDirectory: String, flags: ConfigurationFlags
    ) throws(ConfigurationError) -> Project {
        let location = ProjectLocation.find(from: path, currentDirectory: currentDirectory, configurationFileName: ConfigurationFile.name)
        return try Project(location: location, currentDirectory: currentDirectory, flags: flags)
    }

    /// The project at `location`, with its configuration file, if any, and `flags` applied over it.
    package init(location: ProjectLocation, currentDirectory: String, flags: ConfigurationFlags) throws(ConfigurationError) {
        let configuration = try ConfigurationFile.load(location.configurationFile, currentDirectory: currentDirectory)
        self.init(location: location, configuration: configuration.applying(flags))
    }

    /// The root as a path from the current folder: "" when it is the current folder.
    package func root(from currentDirectory: String) -> String {
        let relative = PathString.relative(location.root, from: currentDirectory)
        // From `/`, an absolute path reads better than one relative to the disk's root.
        return currentDirectory == "/" && !relative.isEmpty ? location.root : relative
    }

    /// Where every feature of the project is searched for: the configuration's `paths`, else
    /// the root.
    package func featureFolders(from currentDirectory: String) -> [String] {
        configuration.paths.value.isEmpty ? [root(from: currentDirectory)] : configuration.paths.value
    }

    /// Where the app's Swift files are searched for: the whole root, since code anywhere in the
    /// project may use any feature's keys.
    package func codeFolders(from currentDirectory: String) -> [String] {
        [root(from: currentDirectory)]
    }

    /// Whether `paths` (as typed) cover the whole project, so a search of the project's folders
    /// would find nothing more.
    package func isCovered(by paths: [String], currentDirectory: String) -> Bool {
        paths.contains { PathString.normalized(PathString.absolute($0, in: currentDirectory)) == location.root }
    }
}

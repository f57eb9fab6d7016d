import L10nCore
/// What a check run expects of the catalogs; the defaults are the apps' conventions.
package struct CheckOptions: Sendable {
    /// Languages every translatable entry must have.
    package var requiredLanguages: [String]
    /// The `sourceLanguage` every catalog must declare.
    package var sourceLanguage: String
    /// Ids of checks that must not run; `json-syntax` always runs, since without JSON there is nothing to check.
    package var disabled: Set<String>
    /// Warnings fail the run too; checks ignore it, `CheckRun.hasFailures` reads it.
    package var strict: Bool
    /// Keys `unused-key` takes as used by code it cannot see (`offers.promo.*` for a prefix):
    /// keys built at runtime.
    package var usedKeys: [String] = []
    /// The severity a check's findings get instead of its own (the configuration's `severity`).
    package var severities: [String: Severity] = [:]
    /// Xcode's build setting `STRING_CATALOG_GENERATE_SYMBOLS` is on (the configuration's
    /// `generateSymbols`): `xcode-symbols` checks every catalog, not only those that say `true`.
    package var generateSymbols = false
    /// The project's root (absolute) and the current folder, so that what a file's folders
    /// say about it (the feature `hardcoded-string` suggests) does not depend on where l10n
    /// started; nil reads paths as given.
    package var projectFolders: (root: String, currentDirectory: String)?

    /// `path` (as displayed) from the project's root, when it is inside it.
    package func pathInProject(_ path: String) -> String {
        guard let (root, currentDirectory) = projectFolders else { return path }
        let absolute = PathString.normalized(PathString.absolute(path, in: currentDirectory))
        let prefix = root == "/" ? "/" : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }

    package init(requiredLanguages: [String] = ["en", "es"], sourceLanguage: String = "en", disabled: Set<String> = [], strict: Bool = false) {
        self.requiredLanguages = requiredLanguages
        self.sourceLanguage = sourceLanguage
        self.disabled = disabled
        self.strict = strict
    }
}

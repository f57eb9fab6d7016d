import L10nCore
/// One feature folder: `<Feature>.xcstrings` and `L10nKey+<feature>.swift` beside it (either may
/// be missing; `sync` creates the missing one), and what a command has taken from them so far.
///
/// `Contents` is the stage, so one type names a feature's files in every command whatever it
/// has read: ``Unread`` as the folder is found on disk, `ReadFiles` once its files are read
/// (what `check` and `sync` work on) and `DeclaredKeys` once its keys are parsed (what the
/// app-code checks set code against); the later stages live with the layers that read them.
package struct FeatureFolder<Contents: Sendable>: Sendable {
    /// `Catalogs/Offers/`, with its slash, or "" for the current folder.
    package var folder: String
    package var catalogPath: String?
    package var keyFilePath: String?
    package var contents: Contents

    package init(folder: String, catalogPath: String?, keyFilePath: String?, contents: Contents) {
        self.folder = folder
        self.catalogPath = catalogPath
        self.keyFilePath = keyFilePath
        self.contents = contents
    }

    /// The same folder at another stage.
    package func with<Later>(_ contents: Later) -> FeatureFolder<Later> {
        FeatureFolder<Later>(folder: folder, catalogPath: catalogPath, keyFilePath: keyFilePath, contents: contents)
    }

    /// Known from the catalog; a key file alone names its feature only in its enum.
    package var feature: Feature? { catalogPath.map(Feature.init(catalogPath:)) }

    /// `offers`, the first segment of its keys: from the catalog's name, else the key file's.
    package var keyPrefix: String? { feature?.keyPrefix ?? keyFilePath.flatMap(Feature.keyPrefix(ofKeyFile:)) }

    /// The table code looks the catalog's keys up in: its file name; nil without a catalog.
    package var table: String? { feature?.table }

    /// Where the key file is, or where it belongs.
    package var expectedKeyFilePath: String? {
        keyFilePath ?? feature.map { folder + $0.keyFileName }
    }
}

extension FeatureFolder: Equatable where Contents: Equatable {}
extension FeatureFolder: Hashable where Contents: Hashable {}

/// The stage of a feature folder found on disk: nothing read yet, only where its files are.
package struct Unread: Hashable, Sendable {
    package init() {}
}

extension FeatureFolder where Contents == Unread {
    package init(folder: String, catalogPath: String?, keyFilePath: String?) {
        self.init(folder: folder, catalogPath: catalogPath, keyFilePath: keyFilePath, contents: Unread())
    }
}

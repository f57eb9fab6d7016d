/// A feature of the app, named by its catalog: `SignIn.xcstrings` is the feature `SignIn`,
/// whose keys start with `signin.`, whose key file is `L10nKey+signin.swift`, whose enum is
/// `L10nKey.SignIn` and whose table is `SignIn`.
public struct Feature: Hashable, Sendable {
    /// The catalog's file name without `.xcstrings`: also the table and the enum name.
    public var catalogName: String

    public init(catalogName: String) {
        self.catalogName = catalogName
    }

    /// The feature of a catalog path such as `Catalogs/SignIn/SignIn.xcstrings`.
    public init(catalogPath: String) {
        let fileName = catalogPath.split(separator: "/").last.map(String.init) ?? catalogPath
        self.init(catalogName: fileName.hasSuffix(".xcstrings") ? String(fileName.dropLast(".xcstrings".count)) : fileName)
    }

    /// The first segment of every key of the feature: the catalog name lowercased.
    public var keyPrefix: String { catalogName.lowercased() }

    public var table: String { catalogName }

    public var keyFileName: String { "L10nKey+\(keyPrefix).swift" }

    public var catalogFileName: String { "\(catalogName).xcstrings" }
}

import L10nCore
/// A feature of the app, named by its catalog: `SignIn.xcstrings` is the feature `SignIn`,
/// whose keys start with `signin.`, whose key file is `L10nKey+signin.swift`, whose enum is
/// `L10nKey.SignIn` and whose table is `SignIn`.
package struct Feature: Hashable, Sendable {
    /// The catalog's file name without `.xcstrings`: also the table and the enum name.
    package var catalogName: String

    package init(catalogName: String) {
        self.catalogName = catalogName
    }

    /// The feature of a catalog path such as `Catalogs/SignIn/SignIn.xcstrings`.
    package init(catalogPath: String) {
        let fileName = catalogPath.split(separator: "/").last.map(String.init) ?? catalogPath
        self.init(catalogName: fileName.hasSuffix(".xcstrings") ? String(fileName.dropLast(".xcstrings".count)) : fileName)
    }

    /// The first segment of every key of the feature: the catalog name lowercased.
    package var keyPrefix: String { catalogName.lowercased() }

    package var table: String { catalogName }

    package var keyFileName: String { "L10nKey+\(keyPrefix).swift" }

    package var catalogFileName: String { "\(catalogName).xcstrings" }

    /// `L10nKey+offers.swift`, not the `L10nKey.swift` namespace.
    package static func isKeyFileName(_ name: String) -> Bool {
        name.hasPrefix("L10nKey+") && name.hasSuffix(".swift") && name.count > "L10nKey+.swift".count
    }

    /// The feature id a key file's name gives: `L10nKey+offers.swift` → `offers`.
    package static func keyPrefix(ofKeyFile path: String) -> String? {
        let name = PathString.split(path).fileName
        guard isKeyFileName(name) else { return nil }
        return String(name.dropFirst("L10nKey+".count).dropLast(".swift".count)).lowercased()
    }
}

import Foundation

/// Folders of the checked-out package, found from this file's own path so tests work from any
/// working directory.
enum PackagePaths {
    /// `Tests/L10nTests/Support/PackagePaths.swift` is four levels below the package root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    static let golden = root.appendingPathComponent("Tests/Golden")
}

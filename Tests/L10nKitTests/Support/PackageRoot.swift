import Foundation

/// The package's root folder, found from this file's path so tests can read `Catalogs/` and fixtures.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // L10nKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

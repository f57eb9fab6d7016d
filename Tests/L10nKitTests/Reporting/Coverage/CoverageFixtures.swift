import Foundation
@testable import L10nKit

/// Catalogs the coverage tests share.
enum CoverageFixtures {
    /// The sample app's catalogs with paths relative to the package root, as a user in the
    /// repository would name them.
    static func sampleCatalogs() throws -> [(path: String, catalog: Catalog)] {
        let folder = packageRoot.appendingPathComponent("Catalogs")
        let features = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try features.compactMap { feature in
            let path = "Catalogs/\(feature)/\(feature).xcstrings"
            guard let data = FileManager.default.contents(atPath: packageRoot.appendingPathComponent(path).path) else { return nil }
            return (path, try Catalog(bytes: Array(data)))
        }
    }

    static func sampleReport() throws -> CoverageReport {
        CoverageAnalyzer.analyze(catalogs: try sampleCatalogs(), languages: ["en", "es"])
    }
}

import Testing
import Foundation
@testable import L10nCore
@testable import L10nProject
@testable import L10nAppCode
@testable import L10nChecks
@testable import L10nReporting

/// `check` takes each Swift file into the key index as it is scanned and keeps no scan; the
/// findings must be those of checking every scan kept, file order and unreadable files included.
@Suite struct AppCodeFoldTests {
    /// The Shop fixture with 40 copies of each view (`HomeView+7.swift`): enough files that
    /// they are scanned in several chunks on both cores. Its folder and its features, read.
    static func shopWithManyViews() throws -> (directory: String, sources: [FeatureFolder<ReadFiles>]) {
        let directory = try Fixture.copy(named: "AppCode/Shop").path
        for index in 0..<40 {
            for view in ["App/Shop/HomeView.swift", "App/Wallet/WalletViewController.swift"] {
                let copy = view.replacingOccurrences(of: ".swift", with: "+\(index).swift")
                try FileManager.default.copyItem(atPath: directory + "/" + view, toPath: directory + "/" + copy)
            }
        }
        let features = try InputPaths.features(arguments: [], currentDirectory: directory)
        return (directory, try features.map { try $0.read(currentDirectory: directory) })
    }

    @Test func foldingEachFileAsItIsScannedFindsWhatTheKeptScansFind() throws {
        let (directory, sources) = try Self.shopWithManyViews()
        let paths = try AppSources.paths(arguments: [], currentDirectory: directory)
        let scans = try paths.map { try AppCodeScanner.scan(SourceFile.read($0, currentDirectory: directory)) }

        let kept = Checker.check(features: sources, appCode: scans, options: CheckOptions())
        let folded = Checker.check(features: sources, appFiles: paths, currentDirectory: directory, options: CheckOptions())
        #expect(folded.unreadable.isEmpty)
        #expect(folded.run.diagnostics.map { XcodeReporter.line($0) } == kept.diagnostics.map { XcodeReporter.line($0) })
        #expect(kept.diagnostics.contains { $0.checkID == "hardcoded-string" } && kept.diagnostics.contains { $0.checkID == "undeclared-key" })

        // A file that is gone is reported, and the rest is checked as if it had not been listed.
        let gone = "App/Shop/Gone.swift"
        let withGone = Checker.check(features: sources, appFiles: [gone] + paths, currentDirectory: directory, options: CheckOptions())
        #expect(withGone.unreadable.map(\.description) == [FileSystemError.noSuchPath(gone).description])
        #expect(withGone.run.diagnostics.map { XcodeReporter.line($0) } == kept.diagnostics.map { XcodeReporter.line($0) })
    }
}

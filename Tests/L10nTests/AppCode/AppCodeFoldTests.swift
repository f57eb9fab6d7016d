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
    @Test func foldingEachFileAsItIsScannedFindsWhatTheKeptScansFind() throws {
        let root = try Fixture.copy(named: "AppCode/Shop")
        let directory = root.path
        // Enough copies of the views that the files are scanned in several chunks on both cores.
        for index in 0..<40 {
            for view in ["App/Shop/HomeView.swift", "App/Wallet/WalletViewController.swift"] {
                let copy = view.replacingOccurrences(of: ".swift", with: "\(index).swift")
                try FileManager.default.copyItem(atPath: directory + "/" + view, toPath: directory + "/" + copy)
            }
        }
        let features = try InputPaths.features(arguments: [], currentDirectory: directory)
        let sources = try features.map { try $0.read(currentDirectory: directory) }
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

import Foundation
import Testing

/// Commands whose arguments are not `<path>`s still find their project from them, never from
/// the folder l10n started in: `import` from its exchange files, `extract` from its Swift file,
/// `init --in` from its folder, `check --since` its repository from the project. Run at the
/// root, in a feature folder, in a folder of views without a catalog, and from `/` with
/// absolute paths, each gives the same answer. On the sample app with `.l10n.json` at its root.
@Suite(.tags(.endToEnd)) struct ProjectFromPathsEndToEndTests {
    static let slash = URL(fileURLWithPath: "/")

    /// The folders a command is run from, and how it names `path` (from the project's root) there.
    static func runs(_ root: URL) -> [(directory: URL, name: (String) -> String)] {
        [
            (root, { $0 }),
            (root.appendingPathComponent("Catalogs/Checkout"), { "../../" + $0 }),
            (root.appendingPathComponent("App/Checkout"), { "../../" + $0 }),
            (slash, { root.appendingPathComponent($0).path }),
        ]
    }

    /// `path` (from the project's root) as a command run in `directory` shows it: from the
    /// current folder, or absolute from `/`.
    static func shown(_ path: String, root: URL, from directory: URL) -> String {
        guard directory.path != "/" else { return root.appendingPathComponent(path).path }
        let target = root.appendingPathComponent(path).standardizedFileURL.pathComponents
        let here = directory.standardizedFileURL.pathComponents
        let common = zip(target, here).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: here.count - common) + target.dropFirst(common)).joined(separator: "/")
    }

    /// `es.csv` at the root, exported there, with one Spanish translation filled in.
    static func translatedExport(_ root: URL) throws {
        let export = try L10nBinary.run(["export", "--languages", "es", "--format", "csv", "--output", "es.csv", "Catalogs/Checkout"], in: root)
        #expect(export.exitCode == 0, "\(export)")
        var lines = try String(contentsOf: root.appendingPathComponent("es.csv"), encoding: .utf8).components(separatedBy: "\r\n")
        let index = try #require(lines.firstIndex { $0.contains(",checkout.confirmation.trackOrder,") && $0.hasSuffix(",,") })
        lines[index] = String(lines[index].dropLast(2)) + ",Seguir pedido,"
        try Data(lines.joined(separator: "\r\n").utf8).write(to: root.appendingPathComponent("es.csv"))
    }

    @Test func importFindsTheProjectsCatalogsFromEveryFolder() throws {
        let root = try ProjectEndToEndTests.sampleApp()
        try Self.translatedExport(root)
        let catalog = root.appendingPathComponent("Catalogs/Checkout/Checkout.xcstrings")
        let before = try Data(contentsOf: catalog)
        // A file from outside every project (a download) imports into the current folder's project.
        let downloads = try TempDirectory.make("downloads")
        try FileManager.default.copyItem(at: root.appendingPathComponent("es.csv"), to: downloads.appendingPathComponent("es.csv"))
        var runs = Self.runs(root).map { ($0.directory, $0.name("es.csv"), $0.name) }
        runs.append((root.appendingPathComponent("Catalogs/Checkout"), downloads.appendingPathComponent("es.csv").path, { "../../" + $0 }))
        for (directory, file, name) in runs {
            let result = try L10nBinary.run(["import", file, "--check"], in: directory)
            #expect(result == ("""
                \(name("Catalogs/Checkout/Checkout.xcstrings")): 1 added, 2 skipped (2 without translation)
                1 unit would be imported into 1 of 1 catalog; run without --check to apply.

                """, "", 1), "from \(directory.path) with \(file)")
        }
        #expect(try Data(contentsOf: catalog) == before)

        let imported = try L10nBinary.run(["import", "../../es.csv"], in: root.appendingPathComponent("App/Checkout"))
        #expect(imported == ("../../Catalogs/Checkout/Checkout.xcstrings: 1 added, 2 skipped (2 without translation)\nImported 1 unit into 1 of 1 catalog.\n", "", 0))
        #expect(try String(contentsOf: catalog, encoding: .utf8).contains("Seguir pedido"))
    }

    /// Export names each catalog from the project (its repository, else its root), so a file
    /// exported from any folder is the same file, and imports back from any folder.
    @Test func exportNamesTheCatalogsTheSameFromEveryFolder() throws {
        let root = try ProjectEndToEndTests.sampleApp()
        let output = try TempDirectory.make("exports")
        var exported: [Data] = []
        for (index, run) in Self.runs(root).enumerated() {
            let file = output.appendingPathComponent("\(index).xliff").path
            let result = try L10nBinary.run(["export", "--languages", "es", "--output", file, run.name("Catalogs/Checkout")], in: run.directory)
            #expect(result == ("Wrote \(file): 3 units from 1 catalog (es).\n", "", 0), "from \(run.directory.path)")
            exported.append(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        #expect(String(decoding: exported[0], as: UTF8.self).contains(#"<file original="Catalogs/Checkout/Checkout.xcstrings""#))
        #expect(exported.allSatisfy { $0 == exported[0] })
    }

    @Test func extractFindsTheProjectFromTheSwiftFile() throws {
        let root = try ProjectEndToEndTests.sampleApp()
        let view = "App/Checkout/CheckoutView.swift"
        for run in Self.runs(root) {
            let result = try L10nBinary.run(["extract", run.name(view) + ":21", "--check"], in: run.directory)
            #expect(result == ("""
                \(run.name(view)):21:24: checkout.summary.apply "Apply" → L10nKey.Checkout.Summary.apply
                \(Self.shown("Catalogs/Checkout/Checkout.xcstrings", root: root, from: run.directory)): +1 entry
                \(Self.shown("Catalogs/Checkout/L10nKey+checkout.swift", root: root, from: run.directory)): +1 accessor
                \(run.name(view)): 1 text replaced
                Nothing written (--check); run 'l10n extract' without --check to apply.

                """, "", 1), "from \(run.directory.path)")
        }
        let absolute = root.appendingPathComponent(view).path
        let written = try L10nBinary.run(["extract", absolute + ":21"], in: Self.slash)
        #expect(written.stderr == "", "\(written)")
        #expect(written.exitCode == 0)
        #expect(try String(contentsOf: root.appendingPathComponent(view), encoding: .utf8).contains("L10nKey.Checkout.Summary.apply"))
        let catalog = try String(contentsOf: root.appendingPathComponent("Catalogs/Checkout/Checkout.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"checkout.summary.apply\" : {"))
    }

    /// Which code still uses a key is the project's fact: `remove` started in the key's feature
    /// folder, or in a views folder of another feature, sees the use in `App/Checkout`.
    @Test func removeSeesEveryUseAndSetFindsTheCatalogFromEveryFolder() throws {
        let root = try ProjectEndToEndTests.sampleApp()
        let catalog = root.appendingPathComponent("Catalogs/Checkout/Checkout.xcstrings")
        let before = try Data(contentsOf: catalog)
        let view = "App/Checkout/CheckoutView.swift"
        var runs = Self.runs(root).map { ($0.directory, $0.directory.path == "/" ? [$0.name("Catalogs/Checkout")] : [], Self.shown(view, root: root, from: $0.directory)) }
        // Code outside the current folder is shown from the project's root.
        runs.append((root.appendingPathComponent("App/Offers"), [], "../../" + view))
        for (directory, paths, shownView) in runs {
            let shown = { (path: String) in Self.shown(path, root: root, from: directory) }
            let planned = """
                \(shown("Catalogs/Checkout/Checkout.xcstrings")): -1 entry (checkout.summary.title)
                \(shown("Catalogs/Checkout/L10nKey+checkout.swift")): -1 accessor (L10nKey.Checkout.Summary.title)
                \(shownView):12:34: still uses L10nKey.Checkout.Summary.title

                """
            #expect(try L10nBinary.run(["remove", "checkout.summary.title", "--check"] + paths, in: directory) == (
                planned + "Nothing written (--check); remove the 1 use first, or pass --force.\n", "", 1), "from \(directory.path)")
            #expect(try L10nBinary.run(["remove", "checkout.summary.title"] + paths, in: directory) == (
                planned + "1 use left; nothing removed. Remove it first, or pass --force to remove the key anyway.\n", "", 1), "from \(directory.path)")
        }
        #expect(try Data(contentsOf: catalog) == before)

        for (index, (directory, paths, _)) in runs.enumerated() {
            let result = try L10nBinary.run(["set", "checkout.summary.title", "--es", "Resumen \(index)"] + paths, in: directory)
            #expect(result == (
                "\(Self.shown("Catalogs/Checkout/Checkout.xcstrings", root: root, from: directory)): set es of checkout.summary.title\n", "", 0),
                "from \(directory.path)")
            #expect(try String(contentsOf: catalog, encoding: .utf8).contains("\"Resumen \(index)\""))
        }
    }

    /// The project's configuration is the folder's: its access level shapes the new key file.
    @Test func initInAFolderFromSlashReadsThatProject() throws {
        let root = try ProjectEndToEndTests.sampleApp(configuration: #"{ "access": "public" }"#)
        let catalogs = root.appendingPathComponent("Catalogs")
        let result = try L10nBinary.run(["init", "Wallet", "--in", catalogs.path], in: Self.slash)
        #expect(result == ("""
            Created \(catalogs.path)/Wallet/Wallet.xcstrings
            Created \(catalogs.path)/Wallet/L10nKey+wallet.swift

            """, "", 0))
        let keyFile = try String(contentsOf: catalogs.appendingPathComponent("Wallet/L10nKey+wallet.swift"), encoding: .utf8)
        #expect(keyFile.contains("public enum Wallet"), "\(keyFile)")
        let refused = try L10nBinary.run(["init", "Offers", "--in", catalogs.path], in: Self.slash)
        #expect(refused.stderr.hasPrefix("Error: The feature 'offers' already has a catalog, "), "\(refused)")
        #expect(refused.exitCode == 2)
    }

    /// `check --since` reads the history of the project's repository, not of the current folder.
    @Test func checkSinceFromSlashReadsTheProjectsRepository() throws {
        let folder = try SinceEndToEndTests().repository()
        let url = folder.appendingPathComponent(SinceEndToEndTests.checkout)
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.replacingOccurrences(of: SinceEndToEndTests.emptyDone.from, with: SinceEndToEndTests.emptyDone.to).utf8).write(to: url)
        let finding = "error: Key 'checkout.confirmation.done' has empty 'es' text; write the text or remove the localization. [empty-translation]\n"
        #expect(try L10nBinary.run(["check", "--since", "main", "--format", "xcode", "Catalogs/Checkout"], in: folder) == (
            "Catalogs/Checkout/Checkout.xcstrings:17:13: " + finding, "", 1))
        #expect(try L10nBinary.run(["check", "--since", "main", "--format", "xcode", folder.appendingPathComponent("Catalogs/Checkout").path], in: Self.slash) == (
            "\(url.path):17:13: " + finding, "", 1))
    }
}

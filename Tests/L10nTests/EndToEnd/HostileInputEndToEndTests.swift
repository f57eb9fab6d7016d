import Foundation
import Testing
@testable import L10nCore
@testable import L10nCatalog

/// Files a translator, a repository or a hand edit can give l10n, made to hurt it: each one is
/// a case of docs/untrusted-input.md, run through the built binary on a copy of the sample app.
/// None may write outside the project, crash, or take work that grows with a number or count
/// written in the file.
@Suite(.tags(.endToEnd)) struct HostileInputEndToEndTests {
    static let offers = "Catalogs/Offers/Offers.xcstrings"
    static let checkout = "Catalogs/Checkout/Checkout.xcstrings"

    /// A copy of the sample app in a new folder.
    func sampleApp(_ label: String = "hostile") throws -> URL {
        let folder = try TempDirectory.make(label)
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        return folder
    }

    func read(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func addEntry(_ key: String, _ localizations: [(String, String)], to path: String = offers, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        var catalog = try Catalog(bytes: [UInt8](Data(contentsOf: url)))
        try catalog.insertEntry(key: key, value: Catalog.entryValue(comment: nil, localizations: localizations))
        try Data(catalog.serialized()).write(to: url)
    }

    /// `line:column` of the first line of the file at `path` that contains `text`, at `text`.
    func location(of text: String, in path: String, folder: URL) throws -> String {
        let lines = try read(path, in: folder).split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains(text) })
        return "\(index + 1):\(try #require(lines[index].range(of: text)).lowerBound.utf16Offset(in: lines[index]) + 1)"
    }

    /// An XLIFF file with one `<file>` per `(original, units)`, each unit `(id, target)`.
    func xliff(_ files: [(original: String, units: [(id: String, target: String)])]) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">

            """
        for file in files {
            text += "  <file original=\"\(file.original)\" source-language=\"en\" target-language=\"es\" datatype=\"plaintext\">\n    <body>\n"
            for unit in file.units {
                text += "      <trans-unit id=\"\(unit.id)\" xml:space=\"preserve\">\n        <source>x</source>\n        <target state=\"translated\">\(unit.target)</target>\n      </trans-unit>\n"
            }
            text += "    </body>\n  </file>\n"
        }
        return text + "</xliff>\n"
    }

    // MARK: 1. Imports name only the project's catalogs

    @Test func importWritesOnlyIntoTheProjectsOwnCatalogs() throws {
        let outside = try TempDirectory.make("elsewhere")
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent(Self.checkout), to: outside.appendingPathComponent("V.xcstrings"))
        let before = try Data(contentsOf: outside.appendingPathComponent("V.xcstrings"))
        let folder = try sampleApp()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Pods/Lib"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent(Self.checkout), to: folder.appendingPathComponent("Pods/Lib/Lib.xcstrings"))
        let pods = try Data(contentsOf: folder.appendingPathComponent("Pods/Lib/Lib.xcstrings"))
        let relativeOutside = "../" + outside.lastPathComponent + "/V.xcstrings"
        let unit = [(id: "checkout.payment.processing", target: "Procesando…")]
        try TempDirectory.write(xliff([
            (outside.path + "/V.xcstrings", unit), (relativeOutside, unit), ("Pods/Lib/Lib.xcstrings", unit),
        ]), to: "es.xliff", in: folder)
        try TempDirectory.write(xliff([(outside.path + "/V.xcstrings", unit)]), to: "Bundle.xcloc/Localized Contents/es.xliff", in: folder)
        try TempDirectory.write(
            "catalog,language,key,form,source,comment,target,state\n\(relativeOutside),es,checkout.payment.processing,,x,,Procesando…,translated\n",
            to: "es.csv", in: folder)

        let result = try L10nBinary.run(["import", "es.xliff", "Bundle.xcloc", "es.csv"], in: folder)
        let notOurs = { (original: String) in
            "error: The catalog '\(original)' is not one of this project's catalogs, so its unit was not imported; run l10n import in the repository the file was exported from. [import-unknown-catalog]\n"
        }
        #expect(result.stderr == "Bundle.xcloc/Localized Contents/es.xliff:3:3: " + notOurs(outside.path + "/V.xcstrings")
            + "es.csv:2:1: " + notOurs(relativeOutside)
            + "es.xliff:3:3: " + notOurs(outside.path + "/V.xcstrings")
            + "es.xliff:11:3: " + notOurs(relativeOutside)
            + "es.xliff:19:3: " + notOurs("Pods/Lib/Lib.xcstrings"))
        #expect(result.stdout == "Nothing was imported.\n")
        #expect(result.exitCode == 1)
        #expect(try Data(contentsOf: outside.appendingPathComponent("V.xcstrings")) == before)
        #expect(try Data(contentsOf: folder.appendingPathComponent("Pods/Lib/Lib.xcstrings")) == pods)
    }

    /// A folder linked into the project reaches the same catalog by a second path: one
    /// catalog, planned and written once (it failed every run with "changed on disk").
    @Test func oneCatalogNamedThroughALinkedFolderIsOneCatalog() throws {
        let folder = try sampleApp()
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Catalogs/Linked").path, withDestinationPath: "Checkout")
        try TempDirectory.write(xliff([
            (Self.checkout, [(id: "checkout.payment.processing", target: "Procesando el pago…")]),
            ("Catalogs/Linked/Checkout.xcstrings", [(id: "checkout.confirmation.trackOrder", target: "Seguir el pedido")]),
        ]), to: "es.xliff", in: folder)
        let result = try L10nBinary.run(["import", "es.xliff"], in: folder)
        #expect(result.stderr == "")
        #expect(result.stdout == "Catalogs/Checkout/Checkout.xcstrings: 2 added\nImported 2 units into 1 of 1 catalog.\n")
        #expect(result.exitCode == 0)
        let catalog = try Catalog(bytes: [UInt8](Data(contentsOf: folder.appendingPathComponent(Self.checkout))))
        #expect(catalog.entry(forKey: "checkout.confirmation.trackOrder")?.localization("es")?.content.stringUnit?.value == "Seguir el pedido")
    }

    // MARK: 2. Positions beyond what String(format:) reads

    @Test func aHugeArgumentNumberIsAFindingAndCostsNothing() throws {
        let folder = try sampleApp()
        try addEntry("offers.list.paying", [("en", "Paying %9223372036854775807$@"), ("es", "Pagando %30000000$@")], in: folder)
        let place = try location(of: "\"value\" : \"Paying", in: Self.offers, folder: folder)
        let finding = "Catalogs/Offers/Offers.xcstrings:\(place): error: Key 'offers.list.paying' uses %9223372036854775807$@ in its 'en' text, whose argument number is beyond the 127 arguments String(format:) can read; number the arguments from %1$ up. [format-specifier]"

        let check = try L10nBinary.run(["check", "--format", "xcode", "--disable", "placeholder-mismatch"], in: folder)
        #expect(check.stdout.contains(finding + "\n"))
        #expect(check.exitCode == 1)
        for command in [["sync", "--check"], ["generate", "--check"]] {
            let result = try L10nBinary.run(command, in: folder)
            #expect((result.stdout + result.stderr).contains(finding + "\n"), "\(command)")
            #expect(result.exitCode < 128, "\(command) crashed")
        }
        // Nothing counts up to the number: a generated accessor has no parameter for it.
        #expect(try L10nBinary.run(["generate"], in: folder).exitCode == 1)
        #expect(!(try read("Catalogs/Offers/L10nKey+offers.swift", in: folder)).contains("paying"))

        let added = try L10nBinary.run(["add", "offers.list.owed", "--en", "Owed %2147483648$@", "--es", "Debe %2147483648$@"], in: folder)
        #expect(added.stderr == """
            Catalogs/Offers/Offers.xcstrings: error: Key 'offers.list.owed' uses %2147483648$@ in its 'en' text, whose argument number is beyond the 127 arguments String(format:) can read; number the arguments from %1$ up. [format-specifier]
            Error: nothing was written; fix the errors above and try again.

            """)
        #expect(added.exitCode == 2)
        let set = try L10nBinary.run(["set", "offers.detail.activate", "--en", "Paying %2147483648$@"], in: folder)
        #expect(set.stderr.hasPrefix("Catalogs/Offers/Offers.xcstrings: error: Key 'offers.detail.activate' uses %2147483648$@"))
        #expect(set.exitCode == 2)
        // The highest number Foundation reads is still fine.
        try addEntry("offers.list.many", [("en", "%1$@ … %127$@"), ("es", "%1$@ … %127$@")], in: folder)
        let many = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(!many.stdout.contains("%127$@ in its 'en' text, whose"))
        #expect(many.stdout.contains("Key 'offers.list.many' uses %127$@ in its 'en' text but never arguments 2, 3,"))
    }

    // MARK: 3. A corrupt baseline

    @Test func aBaselineCountTooLargeToAddIsReadWithoutTrapping() throws {
        let folder = try sampleApp()
        let finding = """
            { "check" : "missing-translation", "count" : 9223372036854775807, "file" : "Catalogs/Checkout/Checkout.xcstrings",
              "key" : "checkout.confirmation.message", "language" : "es" }
            """
        try TempDirectory.write("{ \"findings\" : [ \(finding), \(finding) ], \"version\" : 1 }\n", to: "baseline.json", in: folder)
        let result = try L10nBinary.run(["check", "--baseline", "baseline.json", "--format", "xcode"], in: folder)
        #expect(!result.stdout.contains("checkout.confirmation.message"))
        #expect(result.stdout.contains("checkout.confirmation.trackOrder"))
        #expect(result.exitCode == 1)
    }

    // MARK: 4. Depth

    /// A key file of `depth` nested enums below the feature's, holding one key.
    func deepKeyFile(_ depth: Int) -> String {
        "extension L10nKey {\nenum Offers {\n" + (0..<depth).map { "enum N\($0) {\n" }.joined()
            + "static let title = LocalizedStringResource(\"offers.deep.title\", table: \"Offers\")\n"
            + String(repeating: "}\n", count: depth) + "}\n}\n"
    }

    @Test func aKeyFileNestedTwoThousandDeepIsAFindingForEveryCommand() throws {
        let folder = try sampleApp()
        try TempDirectory.write(deepKeyFile(2_000), to: "Catalogs/Offers/L10nKey+offers.swift", in: folder)
        let finding = "Catalogs/Offers/L10nKey+offers.swift:66:1: error: enums nest deeper than 64 levels; l10n reads key files up to that depth, and a feature needs two or three [keyfile-syntax]"
        let check = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(check.stdout.contains(finding + "\n"))
        #expect(check.exitCode == 1)
        for command in [["sync"], ["generate"], ["rename", "offers.detail.activate", "offers.detail.start"]] {
            let result = try L10nBinary.run(command, in: folder)
            #expect(result.exitCode < 128, "\(command) crashed: \(result.stderr)")
            #expect((result.stdout + result.stderr).contains("enums nest deeper than 64 levels"), "\(command)")
        }
    }

    /// A pool thread has 512 KiB of stack on macOS: the deepest file l10n still reads must fit a
    /// small stack (here every thread's, with `ulimit`). A release build reads it in 512 KiB; the
    /// debug build these tests run takes about 14.5 KB a level in the parser's three recursive
    /// frames (0.9 MiB at 63 levels), so it gets 1.5 MiB: at 1 MiB it crashed now and then.
    @Test func theDeepestKeyFileReadFitsASmallThreadStack() throws {
        let folder = try sampleApp()
        try TempDirectory.write(deepKeyFile(63), to: "Catalogs/Offers/L10nKey+offers.swift", in: folder)
        let limited = ["/bin/sh", "-c", "ulimit -s 1536; exec \"$0\" \"$@\""]
        let result = try L10nBinary.run(["check", "--format", "xcode"], in: folder, through: limited)
        #expect(result.exitCode == 1, "\(result.stderr)")
        #expect(!result.stdout.contains("nest deeper"))
    }

    @Test func anExchangeFileNestedPastTheLimitIsASyntaxError() throws {
        let folder = try sampleApp()
        let depth = 600
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\">" + String(repeating: "<g>", count: depth)
            + String(repeating: "</g>", count: depth) + "</xliff>\n"
        try TempDirectory.write(text, to: "deep.xliff", in: folder)
        let result = try L10nBinary.run(["import", "deep.xliff"], in: folder)
        #expect(result.stderr == """
            deep.xliff:2:1555: error: elements nest deeper than 512 levels; an exchange file needs a handful [xliff-syntax]
            Error: nothing was imported because the files above could not be read; fix them and run 'l10n import' again.

            """)
        #expect(result.exitCode == 2)
    }

    // MARK: 5. Costs that grow with what a file lists

    @Test func manyDoubleStarsOverADeepTreeStayLinear() throws {
        let folder = try sampleApp()
        let deep = (0..<100).map { "d\($0)" }.joined(separator: "/")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Catalogs/" + deep), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent(Self.checkout), to: folder.appendingPathComponent("Catalogs/\(deep)/Deep.xcstrings"))
        let pattern = "**/**/**/**/**/**/**/**/x"
        let result = try L10nBinary.run(["format", "--check", "--exclude", pattern], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        try TempDirectory.write("{ \"exclude\" : [ \"\(pattern)\", \"**/**/**/**/**/**/**/**/Deep.xcstrings\" ] }\n", to: ".l10n.json", in: folder)
        let configured = try L10nBinary.run(["report", "--format", "json"], in: folder)
        #expect(configured.exitCode == 0, "\(configured.stderr)")
        #expect(!configured.stdout.contains("Deep.xcstrings"))
        #expect(configured.stdout.contains("Checkout.xcstrings"))
    }

    @Test func tenThousandExcludePatternsOverThreeThousandFiles() throws {
        let folder = try sampleApp()
        for index in 0..<3_000 {
            try TempDirectory.write("", to: "App/F\(index / 100)/View\(index).swift", in: folder)
        }
        var patterns = (0..<5_000).map { "Legacy\($0)" } + (0..<5_000).map { "**/Old\($0)/*.swift" }
        patterns.append("View1234.swift")
        try TempDirectory.write(
            "{ \"exclude\" : [" + patterns.map { "\"\($0)\"" }.joined(separator: ", ") + "] }\n", to: ".l10n.json", in: folder)
        let result = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(result.stderr == "")
        #expect(result.exitCode == 1)
    }

    @Test func aQuarterMillionAttributesAreCheckedOnce() throws {
        let folder = try sampleApp()
        let attributes = (0..<250_000).map { " a\($0)=\"\"" }.joined()
        try TempDirectory.write(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\"\(attributes) a7=\"x\"></xliff>\n", to: "wide.xliff", in: folder)
        let result = try L10nBinary.run(["import", "wide.xliff"], in: folder)
        #expect(result.stderr.hasPrefix("wide.xliff:2:"))
        #expect(result.stderr.contains("error: the attribute 'a7' appears twice in '<xliff>' [xliff-syntax]\n"))
        #expect(result.exitCode == 2)
    }

    @Test func twentyThousandLanguagesExportInLinearTime() throws {
        let folder = try sampleApp()
        let languages = (0..<20_000).map { "x\($0)" }
        try TempDirectory.write(
            "{ \"languages\" : [" + languages.map { "\"\($0)\"" }.joined(separator: ",") + "] }\n", to: ".l10n.json", in: folder)
        let result = try L10nBinary.run(["export", "Catalogs/SignIn", "--format", "csv", "--output", "all.csv"], in: folder)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasSuffix(" from 1 catalog (" + languages.joined(separator: ", ") + ").\n"))
    }

    // MARK: 6. Output keeps its promise

    @Test func markdownReportEscapesControlCharactersInKeys() throws {
        let folder = try sampleApp()
        try addEntry("offers.list.\u{1B}[31mred\u{07}\u{0}", [("en", "Red")], in: folder)
        let result = try L10nBinary.run(["report", "--format", "markdown"], in: folder)
        #expect(result.exitCode == 0)
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(result.stdout.contains("`offers.list.\\u{1B}[31mred\\u{7}\\u{0}`"))
    }

    @Test func exportWritesNothingXMLForbidsAndSaysWhatItLeftOut() throws {
        let folder = try sampleApp()
        try addEntry("offers.list.bell", [("en", "Ring \u{07}\u{1B}")], in: folder)
        try addEntry("offers.list.fine", [("en", "Fine")], in: folder)
        let result = try L10nBinary.run(["export", "Catalogs/Offers", "--languages", "es", "--output", "es.xliff"], in: folder)
        #expect(result.stderr == "Left out 'offers.list.bell' for es from Catalogs/Offers/Offers.xcstrings: its text has a control character that an XLIFF file (XML 1.0) cannot carry; remove it from the catalog, or export --format csv.\n")
        #expect(result.exitCode == 1)
        let written = try read("es.xliff", in: folder)
        #expect(written.contains("offers.list.fine"))
        #expect(!written.contains("offers.list.bell"))
        #expect(!written.contains("&#7;") && !written.contains("&#27;"))
        #expect(!written.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // CSV carries every character.
        let csv = try L10nBinary.run(["export", "Catalogs/Offers", "--languages", "es", "--format", "csv"], in: folder)
        #expect(csv.stdout.contains("Ring \u{07}\u{1B}"))
        #expect(csv.exitCode == 0)
    }

    // MARK: 7. Imports that must not decide silently

    @Test func aUnitForADeviceXcodeDoesNotKnowWritesNothingOfItsKey() throws {
        let folder = try sampleApp()
        let before = try Data(contentsOf: folder.appendingPathComponent(Self.checkout))
        try TempDirectory.write(xliff([(Self.checkout, [
            (id: "checkout.payment.processing|==|device.toaster", target: "Tostando…"),
            (id: "checkout.payment.processing|==|device.iphone", target: "Procesando…"),
        ])]), to: "es.xliff", in: folder)
        let result = try L10nBinary.run(["import", "es.xliff"], in: folder)
        #expect(result.stderr == "es.xliff:7:9: error: Key 'checkout.payment.processing' has a unit for the device 'toaster', which Xcode does not know (iphone, ipad, mac, appletv, applewatch, applevision, ipod, other), so none of its 'es' text was imported; correct the unit's id. [import-form-mismatch]\n")
        #expect(result.stdout == "Catalogs/Checkout/Checkout.xcstrings: 2 skipped (2 failed a check)\nNothing was imported.\n")
        #expect(result.exitCode == 1)
        #expect(try Data(contentsOf: folder.appendingPathComponent(Self.checkout)) == before)
    }

    @Test func oneIdTwiceWithDifferentTranslationsWritesNeither() throws {
        let folder = try sampleApp()
        let before = try Data(contentsOf: folder.appendingPathComponent(Self.checkout))
        try TempDirectory.write(xliff([(Self.checkout, [
            (id: "checkout.payment.processing", target: "Procesando…"),
            (id: "checkout.payment.processing", target: "Tramitando…"),
        ])]), to: "es.xliff", in: folder)
        let result = try L10nBinary.run(["import", "es.xliff"], in: folder)
        #expect(result.stderr == "es.xliff:11:9: error: Key 'checkout.payment.processing' has the unit 'checkout.payment.processing' twice with different 'es' translations (the first at es.xliff:7:9), so none of its 'es' text was imported; keep one of them. [import-conflict]\n")
        #expect(result.exitCode == 1)
        #expect(try Data(contentsOf: folder.appendingPathComponent(Self.checkout)) == before)
        // The same translation twice is one translation.
        try TempDirectory.write(xliff([(Self.checkout, [
            (id: "checkout.payment.processing", target: "Procesando…"),
            (id: "checkout.payment.processing", target: "Procesando…"),
        ])]), to: "es.xliff", in: folder)
        let same = try L10nBinary.run(["import", "es.xliff"], in: folder)
        #expect(same.stdout == "Catalogs/Checkout/Checkout.xcstrings: 1 added, 1 skipped (1 given twice)\nImported 1 unit into 1 of 1 catalog.\n")
        #expect(same.exitCode == 0)
    }

    // MARK: 8. Writes where no one asked

    @Test func derivedFilesNeverReplaceWhatTheRunReads() throws {
        let folder = try sampleApp()
        try TempDirectory.write("{ \"languages\" : [\"en\", \"es\"] }\n", to: ".l10n.json", in: folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("report.md").path, withDestinationPath: Self.offers)
        let inputs = [Self.checkout, "Catalogs/Checkout/L10nKey+checkout.swift", ".l10n.json"]
        let before = try inputs.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        let offers = try Data(contentsOf: folder.appendingPathComponent(Self.offers))
        for (arguments, output) in [
            (["check", "--write-baseline", Self.checkout], Self.checkout),
            (["check", "--write-baseline", "Catalogs/Checkout/L10nKey+checkout.swift"], "Catalogs/Checkout/L10nKey+checkout.swift"),
            (["check", "--write-baseline", ".l10n.json"], ".l10n.json"),
            (["report", "--output", Self.checkout], Self.checkout),
            (["export", "--languages", "es", "--output", ".l10n.json"], ".l10n.json"),
        ] {
            let result = try L10nBinary.run(arguments, in: folder)
            #expect(result.stderr == "Error: '\(output)' is a file this command reads, so l10n did not write over it. Name another file for the output.\n", "\(arguments)")
            #expect(result.exitCode == 2)
        }
        let linked = try L10nBinary.run(["report", "--format", "markdown", "--output", "report.md"], in: folder)
        #expect(linked.stderr == "Error: 'report.md' is a file this command reads ('Catalogs/Offers/Offers.xcstrings'), so l10n did not write over it. Name another file for the output.\n")
        #expect(try inputs.map { try Data(contentsOf: folder.appendingPathComponent($0)) } == before)
        #expect(try Data(contentsOf: folder.appendingPathComponent(Self.offers)) == offers)
        // Elsewhere is fine.
        #expect(try L10nBinary.run(["check", "--write-baseline", "baseline.json"], in: folder).exitCode == 0)
    }

    @Test func configurationPathsStayInsideTheirRepository() throws {
        let parent = try TempDirectory.make("outer")
        let folder = parent.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Catalogs/SignIn"), to: parent.appendingPathComponent("elsewhere"))
        let outside = try Data(contentsOf: parent.appendingPathComponent("elsewhere/SignIn.xcstrings"))
        let outsideKeys = try Data(contentsOf: parent.appendingPathComponent("elsewhere/L10nKey+signin.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Linked").path, withDestinationPath: "../elsewhere")
        for (path, column) in [("../../elsewhere", 14), ("../Linked", 14), (parent.path + "/elsewhere", 14)] {
            try TempDirectory.write("{ \"paths\" : [\"\(path)\"] }\n", to: "Catalogs/.l10n.json", in: folder)
            for directory in [folder.appendingPathComponent("Catalogs"), folder.appendingPathComponent("Catalogs/Offers")] {
                for command in [["format"], ["sync"]] {
                    let result = try L10nBinary.run(command, in: directory)
                    let shown = directory.lastPathComponent == "Offers" ? "../.l10n.json" : ".l10n.json"
                    #expect(result.stderr == "\(shown):1:\(column): error: '\(path)' is outside the repository that holds .l10n.json (\(directory.lastPathComponent == "Offers" ? "../.." : "..")), and paths from the file stay inside it; name the folder on the command line to read it.\n", "\(path) \(command)")
                    #expect(result.exitCode == 2)
                }
            }
        }
        #expect(try Data(contentsOf: parent.appendingPathComponent("elsewhere/SignIn.xcstrings")) == outside)
        #expect(try Data(contentsOf: parent.appendingPathComponent("elsewhere/L10nKey+signin.swift")) == outsideKeys)
        // Inside the repository, and on the command line, paths are the user's to choose.
        try TempDirectory.write("{ \"paths\" : [\"Offers\"] }\n", to: "Catalogs/.l10n.json", in: folder)
        #expect(try L10nBinary.run(["format", "--check"], in: folder.appendingPathComponent("Catalogs")).exitCode == 0)
        #expect(try L10nBinary.run(["format", "--check", "../../elsewhere"], in: folder.appendingPathComponent("Catalogs")).exitCode == 0)
    }

    @Test func anEmptyLanguageListIsAnErrorAtItsLine() throws {
        let folder = try sampleApp()
        try TempDirectory.write("{\n  \"languages\" : []\n}\n", to: ".l10n.json", in: folder)
        let result = try L10nBinary.run(["check"], in: folder)
        #expect(result.stderr == ".l10n.json:2:3: error: 'languages' must name at least one language, such as [\"en\", \"es\"]; to stop checking translations, disable missing-translation.\n")
        #expect(result.exitCode == 2)
    }
}

import Foundation
import Testing

/// One project wherever l10n runs: found from the paths given, its configuration read from its
/// root, and what the whole app declares and uses known whatever folder a command starts in.
/// On a copy of the sample app (`Catalogs/`, `App/`) with a `.l10n.json` at its root, where
/// `checkout.payment.addCard` is used only by the Profile feature's view.
@Suite(.tags(.endToEnd)) struct ProjectEndToEndTests {
    static func sampleApp(configuration: String = "{}\n") throws -> URL {
        let root = try TempDirectory.make("project")
        for folder in ["Catalogs", "App"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        try TempDirectory.write(configuration, to: ".l10n.json", in: root)
        let view = root.appendingPathComponent("App/Profile/ProfileViewController.swift")
        var text = try String(contentsOf: view, encoding: .utf8)
        let anchor = "        pointsLabel.text = String(localized: L10nKey.Profile.Rewards.points(member.points))\n"
        #expect(text.contains(anchor))
        text = text.replacingOccurrences(
            of: anchor, with: anchor + "        pointsLabel.accessibilityHint = String(localized: L10nKey.Checkout.Payment.addCard)\n")
        try Data(text.utf8).write(to: view)
        return root
    }

    /// One finding as the acceptance compares them: check, file (absolute), line, key, severity.
    struct Finding: Hashable, CustomStringConvertible {
        var check: String
        var file: String
        var line: Int
        var key: String?
        var severity: String
        var message: String

        var description: String { "\(file):\(line) \(check) \(key ?? "-") \(severity)" }
    }

    static func findings(_ arguments: [String], in directory: URL) throws -> (findings: Set<Finding>, exitCode: Int32) {
        let result = try L10nBinary.run(["check", "--format", "json"] + arguments, in: directory)
        #expect(result.stderr == "", "\(arguments) in \(directory.path)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        return (Set(diagnostics.map { diagnostic in
            let file = diagnostic["file"] as? String ?? ""
            return Finding(
                check: diagnostic["check"] as? String ?? "",
                file: (file.hasPrefix("/") ? URL(fileURLWithPath: file) : directory.appendingPathComponent(file)).standardizedFileURL.path,
                line: diagnostic["line"] as? Int ?? 0, key: diagnostic["key"] as? String, severity: diagnostic["severity"] as? String ?? "",
                message: diagnostic["message"] as? String ?? "")
        }), result.exitCode)
    }

    // MARK: The same findings from every folder

    @Test func checkGivesTheSameFindingsFromEveryFolderAndPath() throws {
        let root = try Self.sampleApp()
        let whole = try Self.findings([], in: root)
        #expect(whole.exitCode == 1)
        #expect(!whole.findings.contains { $0.key == "checkout.payment.addCard" }, "\(whole.findings)")
        #expect(whole.findings.contains { $0.check == "hardcoded-string" && $0.file.hasSuffix("App/Checkout/CheckoutView.swift") })
        let runs: [(directory: String, arguments: [String], covers: String)] = [
            ("Catalogs/Checkout", [], "Catalogs/Checkout"),
            ("Catalogs/Checkout", ["."], "Catalogs/Checkout"),
            ("Catalogs", ["Checkout"], "Catalogs/Checkout"),
            // A folder with views and no catalog: its code against the project's features.
            ("App/Checkout", [], "App/Checkout"),
            ("App", [], "App"),
            ("/", [root.appendingPathComponent("Catalogs/Checkout").path], "Catalogs/Checkout"),
            ("/", [root.appendingPathComponent("App").path], "App"),
        ]
        for run in runs {
            let directory = run.directory == "/" ? URL(fileURLWithPath: "/") : root.appendingPathComponent(run.directory)
            let covered = root.appendingPathComponent(run.covers).path + "/"
            let expected = whole.findings.filter { $0.file.hasPrefix(covered) }
            #expect(!expected.isEmpty)
            let found = try Self.findings(run.arguments, in: directory)
            #expect(found.findings == expected, "from \(run.directory) with \(run.arguments)")
        }
    }

    /// The configuration is the project's, found from the path: a CI step or Run Script that
    /// passes a path from elsewhere gets the same severities as a person in the project.
    @Test func aPathFromElsewhereReadsTheProjectsConfiguration() throws {
        let root = try Self.sampleApp(configuration: #"{ "severity": { "hardcoded-string": "error" }, "disable": ["missing-translation"] }"#)
        let here = try Self.findings([], in: root)
        #expect(here.findings.contains { $0.check == "hardcoded-string" && $0.severity == "error" })
        #expect(!here.findings.contains { $0.check == "missing-translation" })
        let fromSlash = try Self.findings([root.path], in: URL(fileURLWithPath: "/"))
        #expect(fromSlash.findings == here.findings)
        let config = try L10nBinary.run(["config", root.appendingPathComponent("App/Checkout").path], in: URL(fileURLWithPath: "/"))
        #expect(config.stdout.hasPrefix("""
            Configuration file: \(root.path)/.l10n.json
            Project root: \(root.path) (the folder of .l10n.json)

            """), "\(config.stdout)")
        #expect(config.exitCode == 0)
    }

    /// Two projects in one run: each path is checked with its own configuration.
    @Test func pathsOfTwoProjectsAreEachCheckedWithTheirOwnConfiguration() throws {
        let first = try Self.sampleApp(configuration: #"{ "disable": ["missing-translation"] }"#)
        let second = try Self.sampleApp()
        let result = try L10nBinary.run(
            ["check", "--format", "xcode", first.appendingPathComponent("Catalogs/Checkout").path, second.appendingPathComponent("Catalogs/Checkout").path],
            in: URL(fileURLWithPath: "/"))
        #expect(!result.stdout.contains("\(first.path)/Catalogs/Checkout/Checkout.xcstrings:22:5: error"))
        #expect(result.stdout.contains("\(second.path)/Catalogs/Checkout/Checkout.xcstrings:22:5: error"))
        #expect(result.exitCode == 1)
    }

    @Test func configSaysWhereTheRootIsAndWhy() throws {
        let root = try Self.sampleApp()
        let inFeature = try L10nBinary.run(["config"], in: root.appendingPathComponent("Catalogs/Offers"))
        #expect(inFeature.stdout.hasPrefix("Configuration file: ../../.l10n.json\nProject root: ../.. (the folder of .l10n.json)\n\n"))
        try FileManager.default.removeItem(at: root.appendingPathComponent(".l10n.json"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let inRepository = try L10nBinary.run(["config"], in: root.appendingPathComponent("App"))
        #expect(inRepository.stdout.hasPrefix("""
            Configuration file: none (no .l10n.json here or above, up to the repository's root)
            Project root: .. (the repository's root, the folder holding .git)

            """))
        let loose = try TempDirectory.make("loose")
        #expect(try L10nBinary.run(["config"], in: loose).stdout.hasPrefix("""
            Configuration file: none (no .l10n.json here or above, up to the repository's root)
            Project root: . (no .l10n.json or .git here or above)

            """))
    }

    // MARK: Whole-app facts

    @Test func removeUnusedFromAFeatureFolderLeavesAKeyAnotherFeatureUses() throws {
        let root = try Self.sampleApp()
        let feature = root.appendingPathComponent("Catalogs/Checkout")
        let before = try Data(contentsOf: feature.appendingPathComponent("Checkout.xcstrings"))
        #expect(try L10nBinary.run(["remove", "--unused", "--check"], in: feature) == ("No unused keys.\n", "", 0))
        #expect(try L10nBinary.run(["remove", "--unused"], in: feature) == ("No unused keys.\n", "", 0))
        #expect(try Data(contentsOf: feature.appendingPathComponent("Checkout.xcstrings")) == before)
        #expect(try L10nBinary.run(["usage", "checkout.payment.addCard"], in: feature) == ("""
            ../../App/Profile/ProfileViewController.swift:21:59: L10nKey.Checkout.Payment.addCard
            1 use of 'checkout.payment.addCard'.

            """, "", 0))
    }

    /// The call site of `checkout.payment.addCard` is in the Profile feature's view: a rename
    /// started in Checkout's catalog folder, or in the Profile views' folder, rewrites it.
    @Test func renameFromAFeatureFolderRewritesACallSiteInAnotherFeaturesView() throws {
        let rename = ["rename", "checkout.payment.addCard", "checkout.payment.newCard"]
        let fromCatalog = try Self.sampleApp()
        #expect(try L10nBinary.run(rename + ["--check"], in: fromCatalog.appendingPathComponent("Catalogs/Checkout")) == ("""
            Checkout.xcstrings: checkout.payment.addCard -> checkout.payment.newCard, with every translation
            L10nKey+checkout.swift: L10nKey.Checkout.Payment.addCard -> L10nKey.Checkout.Payment.newCard, reading 'checkout.payment.newCard'
            ../../App/Profile/ProfileViewController.swift: 1 use -> L10nKey.Checkout.Payment.newCard
            3 files would change; run without --check to rename 'checkout.payment.addCard' to 'checkout.payment.newCard'.

            """, "", 1))
        #expect(try L10nBinary.run(rename, in: fromCatalog.appendingPathComponent("Catalogs/Checkout")).exitCode == 0)

        let fromViews = try Self.sampleApp()
        #expect(try L10nBinary.run(rename, in: fromViews.appendingPathComponent("App/Profile")) == ("""
            ../../Catalogs/Checkout/Checkout.xcstrings: checkout.payment.addCard -> checkout.payment.newCard, with every translation
            ../../Catalogs/Checkout/L10nKey+checkout.swift: L10nKey.Checkout.Payment.addCard -> L10nKey.Checkout.Payment.newCard, reading 'checkout.payment.newCard'
            ProfileViewController.swift: 1 use -> L10nKey.Checkout.Payment.newCard
            Renamed 'checkout.payment.addCard' to 'checkout.payment.newCard' in 3 files.

            """, "", 0))
        for root in [fromCatalog, fromViews] {
            let view = try String(contentsOf: root.appendingPathComponent("App/Profile/ProfileViewController.swift"), encoding: .utf8)
            #expect(view.contains("pointsLabel.accessibilityHint = String(localized: L10nKey.Checkout.Payment.newCard)\n"))
            #expect(!view.contains("addCard"))
            // Nothing is left naming the old accessor, so check finds the project as it was.
            let check = try L10nBinary.run(["check", "--format", "xcode"], in: root).stdout
            #expect(!check.contains("addCard") && !check.contains("newCard"), "\(check)")
        }
    }

    /// A view given from its own folder, where there is no catalog: its feature is still the
    /// one its folders name inside the project, and its texts go to that feature's catalog.
    @Test func extractFromAViewsFolderFindsTheFeatureAndItsCatalog() throws {
        let root = try Self.sampleApp()
        let planned = """
            checkout.summary.apply "Apply" → L10nKey.Checkout.Summary.apply
            """
        let fromRoot = try L10nBinary.run(["extract", "App/Checkout/CheckoutView.swift:21", "--check"], in: root)
        #expect(fromRoot.stdout.hasPrefix("App/Checkout/CheckoutView.swift:21:24: " + planned + "\n"), "\(fromRoot)")
        let fromViews = try L10nBinary.run(["extract", "CheckoutView.swift:21"], in: root.appendingPathComponent("App/Checkout"))
        #expect(fromViews == ("""
            CheckoutView.swift:21:24: \(planned)
            ../../Catalogs/Checkout/Checkout.xcstrings: +1 entry
            ../../Catalogs/Checkout/L10nKey+checkout.swift: +1 accessor
            CheckoutView.swift: 1 text replaced
            Translate the new key: 'l10n check' lists the missing languages.

            """, "", 0))
        let catalog = try String(contentsOf: root.appendingPathComponent("Catalogs/Checkout/Checkout.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"checkout.summary.apply\" : {"))
    }

    @Test func initFromInsideAFeatureFolderCreatesTheFeatureBesideTheOthers() throws {
        let root = try Self.sampleApp()
        let result = try L10nBinary.run(["init", "Wallet"], in: root.appendingPathComponent("Catalogs/Offers"))
        #expect(result == ("Created ../Wallet/Wallet.xcstrings\nCreated ../Wallet/L10nKey+wallet.swift\n", "", 0))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Catalogs/Wallet/Wallet.xcstrings").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Catalogs/Offers/Wallet").path))
        let fromViews = try L10nBinary.run(["init", "Cart"], in: root.appendingPathComponent("App/Offers"))
        #expect(fromViews == ("Created ../../Catalogs/Cart/Cart.xcstrings\nCreated ../../Catalogs/Cart/L10nKey+cart.swift\n", "", 0))
    }

    @Test func initConfigWritesTheFeatureFolderAndEverySeverityInForce() throws {
        let root = try Self.sampleApp(configuration: "")
        try FileManager.default.removeItem(at: root.appendingPathComponent(".l10n.json"))
        #expect(try L10nBinary.run(["init", "--config"], in: root) == ("Created .l10n.json\n", "", 0))
        let text = try String(contentsOf: root.appendingPathComponent(".l10n.json"), encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"paths\" : [\n    \"Catalogs\"\n  ],\n"), "\(text)")
        #expect(text.contains("\"hardcoded-string\" : \"warning\""))
        #expect(text.contains("\"missing-translation\" : \"error\""))
        #expect(!text.contains("json-syntax"))
        // What it wrote reads back, and check runs on the same project as before.
        let config = try L10nBinary.run(["config"], in: root)
        #expect(config.exitCode == 0)
        #expect(config.stdout.contains("paths            Catalogs"))
        let check = try L10nBinary.run(["check", "--format", "xcode"], in: root)
        #expect(check.stdout.contains("App/Checkout/CheckoutView.swift:21:24: warning"))
    }

    // MARK: Merge conflicts

    /// The Offers catalog as git leaves it after a conflict on one value; the marker's line.
    static func conflict(in root: URL) throws -> Int {
        let url = root.appendingPathComponent("Catalogs/Offers/Offers.xcstrings")
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("\"value\"") })
        let line = lines[index]
        lines.replaceSubrange(index...index, with: ["<<<<<<< HEAD", line, "||||||| base", line, "=======", line.replacingOccurrences(of: "\" : \"", with: "\" : \"New "), ">>>>>>> feature"])
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return index + 1
    }

    static let conflictMessage =
        "error: unresolved merge conflict: git left '<<<<<<<' here; resolve it (keep the side you want and delete the marker lines) or merge both sides with 'l10n resolve'. [json-syntax]"

    @Test func everyCommandNamesTheConflictAtItsLine() throws {
        let root = try Self.sampleApp()
        let line = try Self.conflict(in: root)
        let named = "Catalogs/Offers/Offers.xcstrings:\(line):1: \(Self.conflictMessage)\n"
        for arguments in [
            ["check", "--format", "xcode"], ["sync"], ["sync", "--check"], ["generate"], ["format"], ["format", "--check"],
            ["set", "offers.detail.activate", "--es", "Activar"], ["add", "offers.detail.share", "--en", "Share", "--es", "Compartir"],
            ["rename", "offers.detail.activate", "offers.detail.enable"], ["remove", "offers.detail.activate"], ["remove", "--unused"],
            ["usage", "offers.detail.activate"], ["report"], ["export"],
        ] {
            let result = try L10nBinary.run(arguments, in: root)
            #expect((result.stdout + result.stderr).contains(named), "\(arguments): \(result)")
            #expect(result.exitCode != 0, "\(arguments)")
        }
        let fromFeature = try L10nBinary.run(["check", "--format", "xcode"], in: root.appendingPathComponent("Catalogs/Offers"))
        #expect(fromFeature.stdout.contains("Offers.xcstrings:\(line):1: \(Self.conflictMessage)\n"))
    }

    @Test func reportAndExportClaimNothingAndWriteNothing() throws {
        let root = try Self.sampleApp()
        let line = try Self.conflict(in: root)
        let named = "Catalogs/Offers/Offers.xcstrings:\(line):1: \(Self.conflictMessage)\n"
        for arguments in [
            ["report"], ["report", "--output", "coverage.md"], ["export", "--all"], ["export", "--all", "--output", "all.xliff"],
            ["export", "--output", "out/"], ["check", "--write-baseline", "baseline.json"],
        ] {
            #expect(try L10nBinary.run(arguments, in: root) == ("", named, 2), "\(arguments)")
        }
        for file in ["coverage.md", "all.xliff", "out", "baseline.json"] {
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test func everyReaderRecognisesTheMarkers() throws {
        let root = try Self.sampleApp()
        let keyFile = root.appendingPathComponent("Catalogs/Offers/L10nKey+offers.swift")
        let swift = try String(contentsOf: keyFile, encoding: .utf8)
        try Data(("// Offers\n<<<<<<< ours\n" + swift + "=======\n>>>>>>> theirs\n").utf8).write(to: keyFile)
        let keyFileCheck = try L10nBinary.run(["check", "--format", "xcode", "Catalogs/Offers"], in: root)
        #expect(keyFileCheck.stdout.contains("""
            Catalogs/Offers/L10nKey+offers.swift:2:1: error: unresolved merge conflict: git left '<<<<<<<' here; resolve it (keep the side you want and delete the marker lines) or merge both sides with 'l10n resolve'. [keyfile-syntax]
            """))
        try Data(swift.utf8).write(to: keyFile)

        try TempDirectory.write("{\n<<<<<<< HEAD\n  \"languages\": [\"en\"]\n=======\n  \"languages\": [\"en\", \"es\"]\n>>>>>>> main\n}\n", to: ".l10n.json", in: root)
        let message = "unresolved merge conflict: git left '<<<<<<<' here; resolve it: keep the side you want and delete the marker lines."
        #expect(try L10nBinary.run(["config"], in: root) == ("", ".l10n.json:2:1: error: \(message)\n", 2))
        try TempDirectory.write("{}\n", to: ".l10n.json", in: root)

        try TempDirectory.write("{\n=======\n}\n", to: "baseline.json", in: root)
        #expect(try L10nBinary.run(["check", "--baseline", "baseline.json"], in: root).stderr.hasSuffix(
            "Error: 'baseline.json' is not a baseline: 2:1: error: unresolved merge conflict: git left '=======' here; resolve it: keep the side you want and delete the marker lines.\n"))

        _ = try L10nBinary.run(["export", "--languages", "es", "--output", "es.xliff"], in: root)
        let xliff = try String(contentsOf: root.appendingPathComponent("es.xliff"), encoding: .utf8)
        var xliffLines = xliff.components(separatedBy: "\n")
        xliffLines.insert(">>>>>>> theirs", at: 4)
        try Data(xliffLines.joined(separator: "\n").utf8).write(to: root.appendingPathComponent("es.xliff"))
        let importXLIFF = try L10nBinary.run(["import", "es.xliff"], in: root)
        #expect(importXLIFF.stderr.contains("es.xliff:5:1: error: unresolved merge conflict: git left '>>>>>>>' here;"), "\(importXLIFF)")
        #expect(importXLIFF.exitCode == 2)

        _ = try L10nBinary.run(["export", "--languages", "es", "--format", "csv", "--output", "es.csv"], in: root)
        let csv = try String(contentsOf: root.appendingPathComponent("es.csv"), encoding: .utf8)
        try Data(("<<<<<<< HEAD\r\n" + csv).utf8).write(to: root.appendingPathComponent("es.csv"))
        let importCSV = try L10nBinary.run(["import", "es.csv"], in: root)
        #expect(importCSV.stderr.contains("es.csv:1:1: error: unresolved merge conflict: git left '<<<<<<<' here;"), "\(importCSV)")
        #expect(importCSV.exitCode == 2)
    }

    // MARK: One answer to "would this pass check?"

    static let mismatch =
        "Key 'offers.detail.greeting' has no placeholder for argument 1 in 'es' though 'en' has one; add it with the same specifier as 'en'."

    @Test func addAndSetAcceptWhatCheckAcceptsAndRefuseWhatItReports() throws {
        let root = try Self.sampleApp()
        let add = ["add", "offers.detail.greeting", "--en", "Hi %@", "--es", "Hola"]
        let refused = try L10nBinary.run(add, in: root)
        #expect(refused.stderr.contains(Self.mismatch + " [placeholder-mismatch]"), "\(refused)")
        #expect(refused.exitCode == 2)

        try TempDirectory.write(#"{ "disable": ["placeholder-mismatch"] }"#, to: ".l10n.json", in: root)
        // From a feature folder too: the configuration is the project's.
        let accepted = try L10nBinary.run(add, in: root.appendingPathComponent("Catalogs/Offers"))
        #expect(accepted.exitCode == 0, "\(accepted)")
        #expect(try L10nBinary.run(["set", "offers.detail.greeting", "--es", "Hola a todos"], in: root).exitCode == 0)
        #expect(try !L10nBinary.run(["check", "--format", "xcode", "Catalogs/Offers"], in: root).stdout.contains("placeholder-mismatch"))

        // Enabled again, check reports the entry in the words add used.
        try TempDirectory.write("{}\n", to: ".l10n.json", in: root)
        #expect(try L10nBinary.run(["check", "--format", "xcode", "Catalogs/Offers"], in: root).stdout.contains(Self.mismatch + " [placeholder-mismatch]"))
        // Refused with the severity check gives it.
        try TempDirectory.write(#"{ "severity": { "placeholder-mismatch": "warning" } }"#, to: ".l10n.json", in: root)
        let warned = try L10nBinary.run(["add", "offers.detail.welcome", "--en", "Welcome %@", "--es", "Bienvenido"], in: root)
        #expect(warned.stderr.hasPrefix("Catalogs/Offers/Offers.xcstrings: warning: Key 'offers.detail.welcome' has no placeholder"), "\(warned)")
        #expect(warned.exitCode == 2)
    }

    /// `offers.detail.validuntil` differs from `offers.detail.validUntil` only in case: a
    /// finding of a check that reads a key among its catalog's others.
    @Test func renameAcceptsWhatCheckAcceptsAndRefusesWhatItReports() throws {
        let finding = "Offers.xcstrings:126:5: warning: Key 'offers.detail.validUntil' differs from 'offers.detail.validuntil' (line 108) only in case; merge them or rename one. [case-collision]\n"
        let rename = ["rename", "offers.detail.terms", "offers.detail.validuntil"]
        let refusedRoot = try Self.sampleApp()
        let catalog = refusedRoot.appendingPathComponent("Catalogs/Offers/Offers.xcstrings")
        let before = try Data(contentsOf: catalog)
        #expect(try L10nBinary.run(rename, in: refusedRoot) == (
            "", "Catalogs/Offers/" + finding + "Error: nothing was written; fix the warnings above and try again.\n", 2))
        #expect(try L10nBinary.run(rename, in: refusedRoot.appendingPathComponent("Catalogs/Offers")) == (
            "", finding + "Error: nothing was written; fix the warnings above and try again.\n", 2))
        #expect(try Data(contentsOf: catalog) == before)

        let root = try Self.sampleApp(configuration: #"{ "disable": ["case-collision"] }"#)
        #expect(try L10nBinary.run(rename, in: root) == ("""
            Catalogs/Offers/Offers.xcstrings: offers.detail.terms -> offers.detail.validuntil, with every translation
            Catalogs/Offers/L10nKey+offers.swift: L10nKey.Offers.Detail.termsLink reads 'offers.detail.validuntil'
            Renamed 'offers.detail.terms' to 'offers.detail.validuntil' in 2 files.

            """, "", 0))
        #expect(try !L10nBinary.run(["check", "--format", "xcode"], in: root).stdout.contains("case-collision"))
        // Enabled again, check reports the renamed catalog in the words rename refused it with.
        try TempDirectory.write("{}\n", to: ".l10n.json", in: root)
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: root).stdout.contains("Catalogs/Offers/" + finding))
    }

    @Test func importAcceptsWhatCheckAcceptsAndRefusesWhatItReports() throws {
        let root = try Self.sampleApp()
        _ = try L10nBinary.run(["export", "--languages", "es", "--format", "csv", "--output", "es.csv", "Catalogs/Checkout"], in: root)
        var lines = try String(contentsOf: root.appendingPathComponent("es.csv"), encoding: .utf8).components(separatedBy: "\r\n")
        let index = try #require(lines.firstIndex { $0.contains(",checkout.confirmation.message,") && $0.hasSuffix(",,") })
        lines[index] = String(lines[index].dropLast(2)) + ",Te enviamos el recibo.,"
        try Data(lines.joined(separator: "\r\n").utf8).write(to: root.appendingPathComponent("es.csv"))

        let refused = try L10nBinary.run(["import", "es.csv", "--check"], in: root)
        #expect(refused.stderr.contains(
            ": error: Key 'checkout.confirmation.message' has no placeholder for argument 1 in 'es' though 'en' has one; add it with the same specifier as 'en'. [placeholder-mismatch]"),
            "\(refused)")
        #expect(refused.stderr.hasPrefix("es.csv:\(index + 1):"))
        #expect(refused.exitCode == 1)

        try TempDirectory.write(#"{ "disable": ["placeholder-mismatch"] }"#, to: ".l10n.json", in: root)
        let accepted = try L10nBinary.run(["import", "es.csv"], in: root)
        #expect(accepted.stderr == "", "\(accepted)")
        #expect(accepted.stdout.hasSuffix("Imported 1 unit into 1 of 1 catalog.\n"), "\(accepted)")
        #expect(accepted.exitCode == 0)
        #expect(try !L10nBinary.run(["check", "--format", "xcode"], in: root).stdout.contains("checkout.confirmation.message"))
    }

    /// Every unit goes through the Checker, even a plain text with no `%` that the placeholder
    /// checks have nothing to say about: machine-translated text (Xcode 27's `leveraged-mt`)
    /// imports while `unreviewed-translation` is a warning, and is refused in check's words,
    /// writing nothing of it, where `.l10n.json` makes it an error.
    @Test func importAsksTheCheckerAboutEveryUnitWithTheProjectsSeverities() throws {
        let root = try XcodeExchangeParityTests.project("state-qualifiers")
        let catalog = root.appendingPathComponent("Localizable.xcstrings")
        let before = try Data(contentsOf: catalog)
        let arguments = ["import", "--overwrite", "--languages", "en,fr", "import-edited.xliff"]
        let finding = "Key 'leveraged-mt' has 'fr' text in state 'machine_translated'; review it and mark it translated. [unreviewed-translation]"
        try TempDirectory.write(#"{ "severity": { "unreviewed-translation": "error" } }"#, to: ".l10n.json", in: root)
        #expect(try L10nBinary.run(arguments, in: root) == (
            "Localizable.xcstrings: 4 updated, 1 unchanged, 1 skipped (1 failed a check)\nImported 4 units into 1 of 1 catalog.\n",
            "import-edited.xliff:20:9: error: \(finding)\n", 1))
        #expect(try !String(contentsOf: catalog, encoding: .utf8).contains("changed leveraged-mt"))

        try before.write(to: catalog)
        try TempDirectory.write("{}\n", to: ".l10n.json", in: root)
        #expect(try L10nBinary.run(arguments, in: root) == ("Localizable.xcstrings: 5 updated, 1 unchanged\nImported 5 units into 1 of 1 catalog.\n", "", 0))
        #expect(try String(contentsOf: catalog, encoding: .utf8).contains("changed leveraged-mt"))
        // Made an error again, check reports the imported text in the words import refused it with.
        try TempDirectory.write(#"{ "severity": { "unreviewed-translation": "error" } }"#, to: ".l10n.json", in: root)
        #expect(try L10nBinary.run(["check", "--format", "xcode", "--languages", "en,fr"], in: root).stdout.contains(": error: \(finding)\n"))
    }
}

/// The key rules are `check`'s: `add`, `extract` and `rename` ask the Checker with the project's
/// options, so a `key-format` that `.l10n.json` disables refuses nothing, and an enabled one
/// refuses in `check`'s words, wherever the command runs.
@Suite(.tags(.endToEnd)) struct KeyRulesThroughCheckEndToEndTests {
    static let fix = "rename it to '<feature>.<section>.<element>': lowercase feature, lowerCamelCase section, lowerCamelCase or snake_case element."
    static let nothingWritten = "Error: nothing was written; fix the errors above and try again.\n"
    static let offersKey = "Key 'offers.Detail.banner' has section 'Detail', which must be lowerCamelCase; \(fix) [key-format]"
    static let renamedKey = "Key 'offers.Detail.terms' has section 'Detail', which must be lowerCamelCase; \(fix) [key-format]"
    static let checkoutKey = "Key 'checkout.Summary.apply' has section 'Summary', which must be lowerCamelCase; \(fix) [key-format]"

    static func commands(view: String) -> (add: [String], rename: [String], extract: [String]) {
        (["add", "offers.Detail.banner", "--en", "Sale", "--es", "Oferta"], ["rename", "offers.detail.terms", "offers.Detail.terms"],
         ["extract", view + ":21", "--key", "checkout.Summary.apply"])
    }

    static func files(_ root: URL) throws -> [Data] {
        try ["Catalogs/Offers/Offers.xcstrings", "Catalogs/Offers/L10nKey+offers.swift", "Catalogs/Checkout/Checkout.xcstrings",
             "Catalogs/Checkout/L10nKey+checkout.swift", "App/Checkout/CheckoutView.swift"]
            .map { try Data(contentsOf: root.appendingPathComponent($0)) }
    }

    /// The folder the commands run in, how it names the view, and how it prints the two catalogs.
    @Test(arguments: [
        ("", "App/Checkout/CheckoutView.swift", "Catalogs/Offers/Offers.xcstrings", "Catalogs/Checkout/Checkout.xcstrings"),
        ("Catalogs/Offers", "../../App/Checkout/CheckoutView.swift", "Offers.xcstrings", "../../Catalogs/Checkout/Checkout.xcstrings"),
        ("App/Checkout", "CheckoutView.swift", "../../Catalogs/Offers/Offers.xcstrings", "../../Catalogs/Checkout/Checkout.xcstrings"),
    ])
    func keyFormatIsEnforcedAsTheProjectSetsIt(folder: String, view: String, offers: String, checkout: String) throws {
        let root = try ProjectEndToEndTests.sampleApp()
        let directory = folder.isEmpty ? root : root.appendingPathComponent(folder)
        let commands = Self.commands(view: view)
        let before = try Self.files(root)
        #expect(try L10nBinary.run(commands.add, in: directory) == ("", "\(offers): error: \(Self.offersKey)\n" + Self.nothingWritten, 2))
        #expect(try L10nBinary.run(commands.rename, in: directory) == ("", "\(offers):108:5: error: \(Self.renamedKey)\n" + Self.nothingWritten, 2))
        #expect(try L10nBinary.run(commands.extract, in: directory) == ("", "\(checkout): error: \(Self.checkoutKey)\n" + Self.nothingWritten, 2))
        #expect(try Self.files(root) == before)

        try TempDirectory.write(#"{ "disable": ["key-format"] }"#, to: ".l10n.json", in: root)
        for command in [commands.add, commands.rename, commands.extract] {
            let accepted = try L10nBinary.run(command, in: directory)
            #expect(accepted.stderr == "" && accepted.exitCode == 0, "\(command): \(accepted)")
        }
        #expect(try !L10nBinary.run(["check", "--format", "xcode"], in: root).stdout.contains("[key-format]"))

        // Enabled again, check reports the three keys in the words the commands refused them with.
        try TempDirectory.write("{}\n", to: ".l10n.json", in: root)
        let check = try L10nBinary.run(["check", "--format", "xcode"], in: root).stdout
        for message in [Self.offersKey, Self.renamedKey, Self.checkoutKey] { #expect(check.contains(": error: \(message)\n"), "\(message)") }
    }

    /// From `/`, with the project's folder as the path: its `.l10n.json` decides.
    @Test func aPathFromElsewhereBringsTheProjectsKeyRules() throws {
        let root = try ProjectEndToEndTests.sampleApp()
        let slash = URL(fileURLWithPath: "/")
        let commands = Self.commands(view: "")
        let offers = root.appendingPathComponent("Catalogs/Offers/Offers.xcstrings").path
        #expect(try L10nBinary.run(commands.add + [root.path], in: slash) == ("", "\(offers): error: \(Self.offersKey)\n" + Self.nothingWritten, 2))
        #expect(try L10nBinary.run(commands.rename + [root.path], in: slash)
            == ("", "\(offers):108:5: error: \(Self.renamedKey)\n" + Self.nothingWritten, 2))

        try TempDirectory.write(#"{ "disable": ["key-format"] }"#, to: ".l10n.json", in: root)
        #expect(try L10nBinary.run(commands.add + [root.path], in: slash).exitCode == 0)
        #expect(try L10nBinary.run(commands.rename + [root.path], in: slash).exitCode == 0)
        #expect(try !L10nBinary.run(["check", "--format", "xcode", root.path], in: slash).stdout.contains("[key-format]"))
    }

    /// No catalog can take the key, so no check can be asked: refused for its shape while
    /// `key-format` is on, for the missing catalog once it is off.
    @Test func aKeyNoCatalogTakesIsRefusedForItsShapeOnlyWhileKeyFormatIsOn() throws {
        let root = try ProjectEndToEndTests.sampleApp()
        let add = ["add", "Offers.banner", "--en", "Sale", "--es", "Oferta"]
        #expect(try L10nBinary.run(add, in: root) == (
            "", "Error: Key 'Offers.banner' has 2 dot-separated segments instead of 3; \(String(Self.fix.dropLast())), e.g. 'offers.screen.title'.\n", 2))
        try TempDirectory.write(#"{ "disable": ["key-format"] }"#, to: ".l10n.json", in: root)
        #expect(try L10nBinary.run(add, in: root) == (
            "", "Error: No catalog for the feature 'Offers': no <Feature>.xcstrings whose name, lowercased, is 'Offers'; create one with 'l10n init Offers', or pass the folder that holds it.\n", 2))
    }
}

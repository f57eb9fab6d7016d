import Foundation
import Testing
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nChecks

/// `check --write-baseline` and `--baseline` on a copy of the sample app, whose Checkout
/// catalog has three missing Spanish translations and whose key file names a missing key.
@Suite(.tags(.endToEnd)) struct BaselineEndToEndTests {
    static let checkout = "Catalogs/Checkout/Checkout.xcstrings"

    func copyOfSampleApp() throws -> URL {
        let folder = try TempDirectory.make("baseline")
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        return folder
    }

    func editCheckout(in folder: URL, _ edit: (inout Catalog) throws -> Void) throws {
        let url = folder.appendingPathComponent(Self.checkout)
        var catalog = try Catalog(bytes: [UInt8](Data(contentsOf: url)))
        try edit(&catalog)
        try Data(catalog.serialized()).write(to: url)
    }

    @Test func editsElsewhereKeepOldFindingsQuietAndANewDefectFailsAlone() throws {
        let folder = try copyOfSampleApp()
        let written = try L10nBinary.run(["check", "--write-baseline", "l10n-baseline.json"], in: folder)
        #expect(written.stdout == "Recorded 4 findings in l10n-baseline.json; 'l10n check --baseline l10n-baseline.json' reports only new ones.\n")
        #expect(written.stderr == "")
        #expect(written.exitCode == 0)
        let baseline = try String(contentsOf: folder.appendingPathComponent("l10n-baseline.json"), encoding: .utf8)
        #expect(baseline.hasPrefix("""
            {
              "findings" : [
                {
                  "check" : "missing-translation",
                  "file" : "Catalogs/Checkout/Checkout.xcstrings",
                  "key" : "checkout.confirmation.message",
                  "language" : "es"
                },
            """))
        #expect(!baseline.contains("\"line\""))

        // Unrelated entries above the findings: every finding moves down by many lines.
        try editCheckout(in: folder) { catalog in
            try catalog.insertEntry(key: "checkout.cart.aaa", value: Catalog.entryValue(comment: "First.", localizations: [("en", "A"), ("es", "A")]))
            try catalog.insertEntry(key: "checkout.cart.aab", value: Catalog.entryValue(comment: nil, localizations: [("en", "B"), ("es", "B")]))
        }
        // Their accessors move the key file's finding down too.
        #expect(try L10nBinary.run(["generate"], in: folder).exitCode == 0)
        let plain = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(plain.exitCode == 1)
        #expect(!plain.stdout.contains("Checkout.xcstrings:22:5"), "the findings moved")
        let quiet = try L10nBinary.run(["check", "--baseline", "l10n-baseline.json"], in: folder)
        #expect(quiet.stdout == "No problems in 10 files (65 keys)\n", "\(plain.stdout)")
        #expect(quiet.exitCode == 0)

        // The same baseline from another working directory.
        let fromCatalogs = try L10nBinary.run(["check", "--baseline", "../l10n-baseline.json", "."], in: folder.appendingPathComponent("Catalogs"))
        #expect(fromCatalogs.exitCode == 0)

        // One new defect: only it is reported.
        try editCheckout(in: folder) { catalog in
            try catalog.insertEntry(key: "checkout.cart.total", value: Catalog.entryValue(comment: nil, localizations: [("en", "Total: %@"), ("es", "Total")]))
        }
        #expect(try L10nBinary.run(["generate"], in: folder).exitCode == 0)
        let failing = try L10nBinary.run(["check", "--baseline", "l10n-baseline.json", "--format", "json"], in: folder)
        #expect(failing.exitCode == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(failing.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["key"] as? String } == ["checkout.cart.total"])
        #expect(diagnostics.map { $0["check"] as? String } == ["placeholder-mismatch"])
    }

    /// Issue 29 item 4 end to end: "its 5 keys" becomes "its 6 keys" after an unrelated entry.
    @Test func aCatalogWithoutKeyFileStaysKnownWhenItGrows() throws {
        let folder = try copyOfSampleApp()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Catalogs/Checkout/L10nKey+checkout.swift"))
        let before = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(before.stdout.contains("Checkout.xcstrings has no key file, so its 13 keys have no typed accessors"), "\(before.stdout)")
        #expect(try L10nBinary.run(["check", "--write-baseline", "base.json"], in: folder).exitCode == 0)
        try editCheckout(in: folder) { catalog in
            try catalog.insertEntry(key: "checkout.cart.aaa", value: Catalog.entryValue(comment: nil, localizations: [("en", "A"), ("es", "A")]))
        }
        let after = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(after.stdout.contains("its 14 keys"), "\(after.stdout)")
        let quiet = try L10nBinary.run(["check", "--baseline", "base.json"], in: folder)
        #expect(quiet.stdout.hasPrefix("No problems in "), "\(quiet.stdout)")
        #expect(quiet.exitCode == 0)
    }

    @Test func aFixedFindingLeavesOnTheNextWrite() throws {
        let folder = try copyOfSampleApp()
        _ = try L10nBinary.run(["check", "--write-baseline", "base.json"], in: folder)
        try editCheckout(in: folder) { catalog in
            try catalog.removeEntry(key: "checkout.payment.processing")
            try catalog.insertEntry(
                key: "checkout.payment.processing",
                value: Catalog.entryValue(comment: nil, localizations: [("en", "Processing payment…"), ("es", "Procesando el pago…")]))
        }
        let rewritten = try L10nBinary.run(["check", "--write-baseline", "base.json"], in: folder)
        #expect(rewritten.stdout.hasPrefix("Recorded 3 findings in base.json"))
        let baseline = try String(contentsOf: folder.appendingPathComponent("base.json"), encoding: .utf8)
        #expect(!baseline.contains("checkout.payment.processing"))
    }

    @Test func aMissingOrBrokenBaselineIsAnError() throws {
        let folder = try copyOfSampleApp()
        let missing = try L10nBinary.run(["check", "--baseline", "nope.json"], in: folder)
        #expect(missing.stdout == "")
        #expect(missing.stderr.hasPrefix("Error: No such file or folder: 'nope.json'"))
        #expect(missing.exitCode == 2)
        try Data("{ \"version\" : 1 }".utf8).write(to: folder.appendingPathComponent("bad.json"))
        let broken = try L10nBinary.run(["check", "--baseline", "bad.json"], in: folder)
        #expect(broken.stderr == "Error: 'bad.json' is not a baseline: it has no \"findings\" list; write it with 'l10n check --write-baseline'.\n")
        #expect(broken.exitCode == 2)
        let both = try L10nBinary.run(["check", "--baseline", "a.json", "--write-baseline", "a.json"], in: folder)
        #expect(both.stderr.hasPrefix("Error: The value 'a.json' is invalid for '--write-baseline <file>': it records every finding, so it cannot be combined with '--baseline'\n"))
        #expect(both.exitCode == 2)
    }

    /// The baseline goes through the one write step: a read-only baseline is kept unless forced.
    @Test func aReadOnlyBaselineIsReplacedOnlyWithForce() throws {
        let folder = try copyOfSampleApp()
        let path = folder.appendingPathComponent("base.json").path
        try Data("{ \"findings\" : [], \"version\" : 1 }\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        #expect(try L10nBinary.run(["check", "--write-baseline", "base.json"], in: folder) == ("", """
            Error: 'base.json' is read-only, so l10n did not replace it. Make it writable, or pass --force to replace it anyway. No file was changed.

            """, 2))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{ \"findings\" : [], \"version\" : 1 }\n")
        let forced = try L10nBinary.run(["check", "--write-baseline", "base.json", "--force"], in: folder)
        #expect(forced.stdout.hasPrefix("Recorded 4 findings in base.json"))
        #expect(forced.exitCode == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"check\" : \"missing-translation\""))
    }
}

@Suite struct BaselineTests {
    func diagnostic(
        _ check: String, key: String?, language: String? = nil, form: String? = nil, line: Int, message: String = "m", subject: String? = nil
    ) -> Diagnostic {
        Diagnostic(checkID: check, severity: .error, message: message, path: "Catalogs/Shop/Shop.xcstrings",
                   location: SourceLocation(line: line, column: 5), key: key, language: language, form: form, subject: subject)
    }

    /// Issue 29 item 4: a count in a file-level finding's message changes with unrelated edits.
    @Test func keylessFindingsAreKnownBySubjectNotMessage() throws {
        let missing = diagnostic("keyfile-missing-accessor", key: nil, line: 1, message: "Shop.xcstrings has no key file, so its 5 keys have no typed accessors")
        let hello = diagnostic("hardcoded-string", key: nil, line: 4, message: "`Text` shows the hard-coded text \"Hello\"", subject: "Hello")
        let baseline = try Baseline(bytes: Baseline([missing, hello], folder: "/app", currentDirectory: "/app").serialized())
        let text = String(decoding: baseline.serialized(), as: UTF8.self)
        #expect(text.contains("\"subject\" : \"Hello\""))
        var grown = missing
        grown.message = "Shop.xcstrings has no key file, so its 6 keys have no typed accessors"
        var reworded = hello
        reworded.message = "`Text` shows \"Hello\", which no translator sees"
        #expect(baseline.newFindings([grown, reworded], folder: "/app", currentDirectory: "/app").isEmpty)
        // Another text in the same file is a new finding, though its message has the same shape.
        let bye = diagnostic("hardcoded-string", key: nil, line: 4, message: "`Text` shows the hard-coded text \"Bye\"", subject: "Bye")
        #expect(baseline.newFindings([grown, bye], folder: "/app", currentDirectory: "/app") == [bye])
    }

    /// A baseline written before subjects names a keyless finding by its message: it still
    /// accounts for one finding of its check in its file.
    @Test func aBaselineFromBeforeSubjectsKeepsWorking() throws {
        let old = try Baseline(bytes: Array("""
            { "findings" : [
                { "check" : "hardcoded-string", "file" : "Catalogs/Shop/Shop.xcstrings", "message" : "`Text` shows the hard-coded text \\"Hello\\"" },
                { "check" : "keyfile-missing-accessor", "file" : "Catalogs/Shop/Shop.xcstrings", "message" : "its 5 keys" }
              ], "version" : 1 }
            """.utf8))
        let hello = diagnostic("hardcoded-string", key: nil, line: 4, subject: "Hello")
        let bye = diagnostic("hardcoded-string", key: nil, line: 9, subject: "Bye")
        let missing = diagnostic("keyfile-missing-accessor", key: nil, line: 1, message: "its 6 keys")
        #expect(old.newFindings([hello, missing], folder: "/app", currentDirectory: "/app").isEmpty)
        #expect(old.newFindings([hello, bye, missing], folder: "/app", currentDirectory: "/app") == [bye])
        // Rewritten, it records the subject and no message.
        let rewritten = String(decoding: Baseline([hello, missing], folder: "/app", currentDirectory: "/app").serialized(), as: UTF8.self)
        #expect(rewritten.contains("\"subject\" : \"Hello\"") && !rewritten.contains("\"message\""))
    }

    @Test func repeatedFingerprintsAreCountedAndSurviveARoundTrip() throws {
        let found = [
            diagnostic("placeholder-mismatch", key: "shop.a", language: "es", line: 3),
            diagnostic("placeholder-mismatch", key: "shop.a", language: "es", line: 3),
            diagnostic("empty-translation", key: "shop.b", language: "fr", form: "plural.one", line: 9),
            diagnostic("keyfile-syntax", key: nil, line: 1, message: "expected '}'"),
        ]
        let baseline = Baseline(found, folder: "/app", currentDirectory: "/app")
        let text = String(decoding: baseline.serialized(), as: UTF8.self)
        #expect(text.contains("\"count\" : 2"))
        #expect(text.contains("\"form\" : \"plural.one\""))
        #expect(!text.contains("\"message\""), "findings are known by identity, not wording")
        #expect(try Baseline(bytes: baseline.serialized()) == baseline)
        // Lines do not matter; a third mismatch in the same form is new.
        let later = found.map { var moved = $0; moved.location.line += 40; return moved }
        #expect(baseline.newFindings(later, folder: "/app", currentDirectory: "/app").isEmpty)
        let third = diagnostic("placeholder-mismatch", key: "shop.a", language: "es", line: 50)
        #expect(baseline.newFindings(later + [third], folder: "/app", currentDirectory: "/app") == [third])
    }

    @Test func pathsAreRelativeToTheBaselinesFolder() {
        #expect(PathString.relative("/app/Catalogs/Shop/Shop.xcstrings", from: "/app/") == "Catalogs/Shop/Shop.xcstrings")
        #expect(PathString.relative("/app/Catalogs/./Shop.xcstrings", from: "/app/ci") == "../Catalogs/Shop.xcstrings")
        #expect(PathString.relative("/app/x/../Shop.xcstrings", from: "/app") == "Shop.xcstrings")
    }
}

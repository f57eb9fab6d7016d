import Foundation
import Testing
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nSwiftSource
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the built `l10n` does next to Xcode, git and a second l10n, on copies of
/// `Tests/Fixtures/Sync/InStep`: nothing lost, nothing half-written, nothing forged.
@Suite(.tags(.endToEnd)) struct WriteSafetyEndToEndTests {
    static let catalog = "Catalogs/Offers/Offers.xcstrings"
    static let keyFile = "Catalogs/Offers/L10nKey+offers.swift"

    func bytes(_ path: String, in folder: URL) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(path))
    }

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func status(_ path: String, in folder: URL) -> stat {
        var status = stat()
        _ = lstat(folder.appendingPathComponent(path).path, &status)
        return status
    }

    /// Every name in the feature folder, hidden ones too, so a left temporary file shows.
    func featureFolder(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Catalogs/Offers").path).sorted()
    }

    // MARK: Two l10n processes at once

    /// Two `add`s of different keys to one feature, started together, 50 times: each round
    /// ends with both keys in the catalog and the key file, or one `add` refused (exit 2) and
    /// the other's key in both files; never a key in one file only.
    @Test func concurrentAddsLoseNoKeyAndTearNoFile() throws {
        for round in 0..<50 {
            let folder = try Fixture.copy(named: "Sync/InStep")
            let keys = ["offers.screen.first\(round)", "offers.screen.second\(round)"]
            let results = try L10nBinary.runTogether(keys.map { ["add", $0, "--en", "Text", "--es", "Texto"] }, in: folder)
            let catalog = try Catalog(bytes: Array(bytes(Self.catalog, in: folder)))
            let keyFile = KeyFileReader.read(text: try text(Self.keyFile, in: folder), path: Self.keyFile)
            for (key, result) in zip(keys, results) {
                #expect([0, 2].contains(result.exitCode), "round \(round): \(result.stderr)")
                let added = result.exitCode == 0
                #expect(catalog.contains(key: key) == added, "round \(round): \(key) in the catalog")
                #expect(keyFile.accessors.contains { $0.key == key } == added, "round \(round): \(key) in the key file")
                if !added { #expect(result.stdout == "" && result.stderr.contains("changed on disk"), "round \(round): \(result.stderr)") }
            }
            #expect(results.contains { $0.exitCode == 0 }, "round \(round): both refused")
            #expect(try featureFolder(folder) == ["L10nKey+offers.swift", "Offers.xcstrings"])
        }
    }

    // MARK: Links

    @Test func aSymlinkedCatalogIsWrittenThroughAndStaysALink() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Shared"), withIntermediateDirectories: false)
        try FileManager.default.moveItem(at: folder.appendingPathComponent(Self.catalog), to: folder.appendingPathComponent("Shared/Offers.xcstrings"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(Self.catalog).path, withDestinationPath: "../../Shared/Offers.xcstrings")

        let result = try L10nBinary.run(["add", "offers.screen.hint", "--en", "Hint", "--es", "Pista"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(status(Self.catalog, in: folder).st_mode & S_IFMT == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(Self.catalog).path) == "../../Shared/Offers.xcstrings")
        #expect(try text("Shared/Offers.xcstrings", in: folder).contains("\"offers.screen.hint\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Shared").path) == ["Offers.xcstrings"])
    }

    @Test func aHardLinkedCatalogIsRefusedAndStaysLinked() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        try FileManager.default.linkItem(at: folder.appendingPathComponent(Self.catalog), to: folder.appendingPathComponent("Offers-copy.xcstrings"))
        let before = try bytes(Self.catalog, in: folder)
        let keyFileBefore = try bytes(Self.keyFile, in: folder)

        let result = try L10nBinary.run(["add", "offers.screen.hint", "--en", "Hint", "--es", "Pista", "--force"], in: folder)
        #expect(result == ("", """
            Error: 'Catalogs/Offers/Offers.xcstrings' has 2 hard links, and replacing it would split them, so l10n did not write it. \
            Keep one file and make the others symbolic links, which l10n writes through. No file was changed.

            """, 2))
        #expect(try bytes(Self.catalog, in: folder) == before)
        #expect(try bytes(Self.keyFile, in: folder) == keyFileBefore)
        #expect(status(Self.catalog, in: folder).st_nlink == 2)
        #expect(status(Self.catalog, in: folder).st_ino == status("Offers-copy.xcstrings", in: folder).st_ino)
    }

    @Test func aFolderReachedTwiceThroughALinkIsReadOnce() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Linked").path, withDestinationPath: "Catalogs")
        let once = try L10nBinary.run(["sync", "--check", "Catalogs"], in: folder)
        #expect(try L10nBinary.run(["sync", "--check", "Catalogs", "Linked"], in: folder) == once)
        #expect(try L10nBinary.run(["sync", "--check", "Linked", "Catalogs"], in: folder) == once)
        #expect(once.stdout.hasPrefix("2 files already in sync.\n"))
    }

    // MARK: Special files

    /// A FIFO named like a catalog is reported without being opened: opening it would wait
    /// for a writer forever. (The timeout only stops a hang from stopping the suite.)
    @Test(arguments: [["check"], ["sync"], ["format"], ["generate"], ["report"], ["check", "Catalogs/Offers/Pipe.xcstrings"]])
    func aFIFONamedLikeACatalogIsReportedNotWaitedFor(arguments: [String]) throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        #expect(mkfifo(folder.appendingPathComponent("Catalogs/Offers/Pipe.xcstrings").path, 0o644) == 0)
        let catalogBefore = try bytes(Self.catalog, in: folder)
        let result = try L10nBinary.run(arguments, in: folder, timeout: 20)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains(
            "Error: 'Catalogs/Offers/Pipe.xcstrings' is a FIFO (named pipe), not a regular file, so l10n skipped it. Remove it, or rename it.\n"))
        #expect(try bytes(Self.catalog, in: folder) == catalogBefore)
    }

    @Test func aFolderNamedLikeACatalogIsReported() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Catalogs/Offers/Old.xcstrings"), withIntermediateDirectories: false)
        let result = try L10nBinary.run(["format"], in: folder)
        #expect(result == (
            "1 of 2 catalogs already formatted. 1 could not be read.\n",
            "Error: 'Catalogs/Offers/Old.xcstrings' is a folder, not a regular file, so l10n skipped it. Remove it, or rename it.\n", 2))
    }

    // MARK: All or nothing

    /// Three features whose catalogs sync rewrites; the third is too large for the file-size
    /// limit the run is given (which binds root too), so its write fails after the first two
    /// were staged. Every file stays as it was, no temporary file is left, and the output
    /// says so instead of listing the files as synced.
    @Test func aSyncWhoseThirdWriteFailsChangesNothingAndSaysSo() throws {
        let folder = try TempDirectory.make("third-write")
        for (feature, count) in [("Alpha", 1), ("Beta", 1), ("Gamma", 400)] {
            let entries = (0..<count).map { index in
                "\"\(feature.lowercased()).screen.text\(index)\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(String(repeating: "x", count: 100))\" } } } }"
            }
            try TempDirectory.write(
                "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(entries.joined(separator: ", ")) }, \"version\" : \"1.0\" }",
                to: "Catalogs/\(feature)/\(feature).xcstrings", in: folder)
        }
        // Key files first, so only the three catalogs are left for sync to change.
        #expect(try L10nBinary.run(["generate"], in: folder).exitCode == 0)
        let paths = ["Alpha", "Beta", "Gamma"].flatMap { ["Catalogs/\($0)/\($0).xcstrings", "Catalogs/\($0)/L10nKey+\($0.lowercased()).swift"] }
        let before = try paths.map { try bytes($0, in: folder) }
        #expect(before[4].count > 40_000 && before[0].count < 2_000 && before[2].count < 2_000)

        let limited = ["/bin/sh", "-c", "ulimit -f 16; trap '' XFSZ; exec \"$0\" \"$@\""]
        let result = try L10nBinary.run(["sync"], in: folder, through: limited)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            Error: Could not write 'Catalogs/Gamma/Gamma.xcstrings': File too large. Check that its folder exists and that you may write to it. No file was changed.

            """)
        #expect(result.exitCode == 2)
        #expect(try paths.map { try bytes($0, in: folder) } == before)
        for feature in ["Alpha", "Beta", "Gamma"] {
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Catalogs/\(feature)").path).allSatisfy { !$0.hasPrefix(".") })
        }
        // Without the limit, the same sync writes all three.
        #expect(try L10nBinary.run(["sync"], in: folder).stdout.contains("Synced 3 of 6 files."))
    }

    @Test func aReadOnlyCatalogIsRefusedUnlessForcedAndTheFailureIsNotCalledUnreadable() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        let path = folder.appendingPathComponent(Self.catalog).path
        let minified = JSONReshaping.minified(Array(try bytes(Self.catalog, in: folder)))
        try Data(minified).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        #expect(try L10nBinary.run(["format"], in: folder) == ("", """
            Error: 'Catalogs/Offers/Offers.xcstrings' is read-only, so l10n did not replace it. Make it writable, or pass --force to replace it anyway. No file was changed.

            """, 2))
        #expect(try bytes(Self.catalog, in: folder) == Data(minified))
        #expect(try L10nBinary.run(["format", "--force"], in: folder) == ("Reformatted Catalogs/Offers/Offers.xcstrings\nReformatted 1 of 1 catalog.\n", "", 0))
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o444)
    }

    // MARK: Metadata, line endings, leftovers

    @Test func modeOwnerAndExtendedAttributesSurviveAnAdd() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        let path = folder.appendingPathComponent(Self.catalog).path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let owner: (uid_t, gid_t) = getuid() == 0 ? (1234, 5678) : (getuid(), getgid())
        #expect(chown(path, owner.0, owner.1) == 0)
        let attributes = ExtendedAttributes.supported
        if attributes { try ExtendedAttributes.set("user.xdg.tags", Array("red".utf8), on: path) }

        let result = try L10nBinary.run(["add", "offers.screen.hint", "--en", "Hint", "--es", "Pista"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let after = status(Self.catalog, in: folder)
        #expect(after.st_mode & 0o7777 == 0o640)
        #expect(after.st_uid == owner.0 && after.st_gid == owner.1)
        if attributes {
            #expect(FileMetadata.attribute("user.xdg.tags", of: path) == Array("red".utf8))
        } else {
            withKnownIssue("the temporary folder's file system does not store extended attributes, so their copy is not tested here") {
                Issue.record("extended attributes unsupported")
            }
        }
    }

    /// A catalog and key file saved with CRLF stay CRLF through `add` and `remove`, and come
    /// back byte for byte.
    @Test func crlfFilesStayCRLF() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        for path in [Self.catalog, Self.keyFile] {
            let text = try text(path, in: folder).replacingOccurrences(of: "\n", with: "\r\n")
            try Data(text.utf8).write(to: folder.appendingPathComponent(path))
        }
        let before = try [Self.catalog, Self.keyFile].map { try bytes($0, in: folder) }

        let add = try L10nBinary.run(["add", "offers.screen.hint", "--en", "%lld hints", "--es", "%lld pistas"], in: folder)
        #expect(add.exitCode == 0, "\(add.stderr)")
        for path in [Self.catalog, Self.keyFile] {
            let text = try text(path, in: folder)
            #expect(text.contains("offers.screen.hint"))
            #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "\(path) has a bare LF")
        }
        #expect(try L10nBinary.run(["remove", "offers.screen.hint"], in: folder).exitCode == 0)
        #expect(try [Self.catalog, Self.keyFile].map { try bytes($0, in: folder) } == before)
    }

    @Test func temporaryFilesOfAStoppedRunAreRemovedAndNamed() throws {
        let folder = try Fixture.copy(named: "Sync/InStep")
        let names = [".l10n-2147483646-9zk1.tmp", ".Offers.xcstrings.l10n-3j2.tmp"]
        for name in names {
            let file = try TempDirectory.write("half a catalog", to: "Catalogs/Offers/\(name)", in: folder)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: file.path)
        }
        let result = try L10nBinary.run(["add", "offers.screen.hint", "--en", "Hint", "--es", "Pista"], in: folder)
        #expect(result.stderr == """
            Removed Catalogs/Offers/.Offers.xcstrings.l10n-3j2.tmp, a temporary file left by an l10n run that was stopped.
            Removed Catalogs/Offers/.l10n-2147483646-9zk1.tmp, a temporary file left by an l10n run that was stopped.

            """)
        #expect(result.exitCode == 0)
        #expect(try featureFolder(folder) == ["L10nKey+offers.swift", "Offers.xcstrings"])
    }

    /// A catalog another program cuts short while `check` or `sync` reads it through its
    /// mapping: the kernel's SIGBUS ends l10n with exit 2 and a message, never a crash, and
    /// `sync` leaves the cut file as the other program left it, with no temporary file beside it.
    /// The cut lands at a later moment in each round until one lands while l10n reads.
    @Test func aCatalogCutShortWhileReadEndsTheRunWithAMessageNotACrash() throws {
        let folder = try TempDirectory.make("cut-short")
        var entries: [String] = []
        for index in 0..<40_000 {
            entries.append(#"""
                    "big.list.item\#(index)" : { "extractionState" : "manual", "localizations" : {
                      "en" : { "stringUnit" : { "state" : "translated", "value" : "Item \#(index)" } },
                      "es" : { "stringUnit" : { "state" : "translated", "value" : "Elemento \#(index)" } } } }
                """#)
        }
        let text = Data(("{ \"sourceLanguage\" : \"en\", \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n}, \"version\" : \"1.0\" }\n").utf8)
        let catalog = folder.appendingPathComponent("Catalogs/Big/Big.xcstrings")
        try FileManager.default.createDirectory(at: catalog.deletingLastPathComponent(), withIntermediateDirectories: true)
        var cutWhileRead = 0
        for round in 0..<60 where cutWhileRead < 2 {
            try text.write(to: catalog)
            let path = catalog.path
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10 + 10 * (round / 2))) { _ = truncate(path, 4096) }
            let command = round % 2 == 0 ? ["check", "Catalogs"] : ["sync", "Catalogs"]
            let result = try L10nBinary.run(command, in: folder)
            Thread.sleep(forTimeInterval: 0.02 + 0.01 * Double(round / 2))
            #expect([0, 1, 2].contains(result.exitCode), "\(command): \(result.stderr)")
            guard result.stderr.hasPrefix("Error: a file changed on disk while l10n read it") else { continue }
            cutWhileRead += 1
            #expect(result.stderr == """
                Error: a file changed on disk while l10n read it: another program cut it short. \
                l10n stopped; no file is half written. Run the command again.

                """)
            #expect(result.exitCode == 2)
            #expect(try FileManager.default.contentsOfDirectory(atPath: catalog.deletingLastPathComponent().path).sorted() == ["Big.xcstrings"])
            #expect(try Data(contentsOf: catalog) == text.prefix(4096))
        }
        #expect(cutWhileRead > 0)
    }

    // MARK: Forged output

    /// A folder name and a key carrying a line break and an escape character cannot start a
    /// line of their own or colour the terminal in `xcode` and `text` output.
    @Test func controlCharactersInNamesAndKeysAreEscaped() throws {
        let folder = try TempDirectory.make("forged")
        let evil = "Evil\nCatalogs/Fake/Fake.xcstrings:1:1: error: forged [x]"
        try TempDirectory.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "offers.screen.x\\u001b[31m\\nFAKE" : {
                  "extractionState" : "manual",
                  "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } } }
                }
              },
              "version" : "1.0"
            }
            """, to: "\(evil)/Offers.xcstrings", in: folder)
        let path = #"Evil\nCatalogs/Fake/Fake.xcstrings:1:1: error: forged [x]/Offers.xcstrings"#
        let key = #"offers.screen.x\u{1B}[31m\nFAKE"#
        #expect(try L10nBinary.run(["check", "--format", "xcode", "."], in: folder) == ("""
            \(path):1:1: error: Offers.xcstrings has no key file, so its 1 key has no typed accessors; run l10n generate (or l10n sync) to create L10nKey+offers.swift. [keyfile-missing-accessor]
            \(path):4:5: error: Key '\(key)' contains a space; rename it to '<feature>.<section>.<element>': lowercase feature, lowerCamelCase section, lowerCamelCase or snake_case element. [key-format]
            \(path):4:5: error: Key '\(key)' has no 'es' translation; translate it into 'es'. [missing-translation]

            """, "", 1))
        let text = try L10nBinary.run(["check", "."], in: folder).stdout
        #expect(text.hasPrefix(path + "\n  1:1  error  Offers.xcstrings has no key file"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
        #expect(!text.contains("\u{1B}"))
    }

    @Test func csvCellsThatASpreadsheetWouldRunAreNeutralised() throws {
        let folder = try TempDirectory.make("csv")
        let entries = [("shop.home.formula", "=HYPERLINK(\\\"http://x\\\",\\\"y\\\")"), ("shop.home.plus", "+1"), ("shop.home.minus", "-2, or less"),
                       ("shop.home.at", "@SUM(A1)"), ("shop.home.tab", "\\tTab"), ("shop.home.plain", "Plain = fine")]
        let strings = entries.map { key, value in
            "\"\(key)\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } } } }"
        }
        try TempDirectory.write(
            "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(strings.joined(separator: ", ")) }, \"version\" : \"1.0\" }",
            to: "Shop/Shop.xcstrings", in: folder)
        let result = try L10nBinary.run(["report", "--format", "csv", "."], in: folder)
        #expect(result.stdout == """
            \u{FEFF}feature,key,comment,source,plural forms,en,es
            shop,shop.home.formula,,"'=HYPERLINK(""http://x"",""y"")",,"'=HYPERLINK(""http://x"",""y"")",
            shop,shop.home.plus,,'+1,,'+1,
            shop,shop.home.minus,,"'-2, or less",,"'-2, or less",
            shop,shop.home.at,,'@SUM(A1),,'@SUM(A1),
            shop,shop.home.tab,,'\tTab,,'\tTab,
            shop,shop.home.plain,,Plain = fine,,Plain = fine,

            """.replacingOccurrences(of: "\n", with: "\r\n"))
    }
}

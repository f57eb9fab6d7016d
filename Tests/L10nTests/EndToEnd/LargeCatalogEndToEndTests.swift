import Foundation
import Testing
@testable import L10nJSON
@testable import L10nCatalog

/// Catalogs of 4 MB or more, which the reader reads in halves where it can, run through the
/// built binary: unusual but valid member order and late syntax errors give the findings and
/// exit codes any catalog gives, never a crash.
@Suite(.tags(.endToEnd)) struct LargeCatalogEndToEndTests {
    static let keyCount = 9000
    /// The keys with no Spanish: one early, one past the middle, where the second half is.
    static let untranslated = [100, 5000]

    /// A catalog just over 4 MB in Xcode's layout, its root's members in `order`.
    static func catalog(order: [String]) throws -> String {
        var entries: [JSONMember] = []
        for index in 0..<keyCount {
            var localizations = [JSONMember(key: "en", value: unit("Item \(index) with enough text to make the catalog large"))]
            if !untranslated.contains(index) {
                localizations.append(JSONMember(key: "es", value: unit("Artículo \(index) con texto suficiente para un catálogo grande")))
            }
            entries.append(JSONMember(key: "shop.list.item\(index)", value: .object([
                JSONMember(key: "extractionState", value: .string("manual")),
                JSONMember(key: "localizations", value: .object(localizations)),
            ])))
        }
        let members = [
            "sourceLanguage": JSONMember(key: "sourceLanguage", value: .string("en")),
            "strings": JSONMember(key: "strings", value: .object(entries)),
            "version": JSONMember(key: "version", value: .string("1.0")),
        ]
        let text = String(decoding: JSONWriter.write(JSONDocument(root: .object(order.map { members[$0]! }))), as: UTF8.self)
        #expect(text.utf8.count >= CatalogReader.largeCatalogBytes)
        return text
    }

    static func unit(_ value: String) -> JSONValue {
        .object([JSONMember(key: "stringUnit", value: .object([
            JSONMember(key: "state", value: .string("translated")), JSONMember(key: "value", value: .string(value)),
        ]))])
    }

    /// `Catalogs/Shop/Shop.xcstrings` holding `text`, in a new project folder.
    func project(_ text: String) throws -> URL {
        let folder = try TempDirectory.make("large")
        try TempDirectory.write(text, to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        return folder
    }

    /// `line:column` of `needle`'s first occurrence in `text`, columns in bytes.
    func place(of needle: String, in text: String) throws -> String {
        let range = try #require(text.range(of: needle))
        let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let before = text.utf8.prefix(offset)
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0
        return "\(before.count(where: { $0 == UInt8(ascii: "\n") }) + 1):\(offset - lineStart + 1)"
    }

    @Test(arguments: [["sourceLanguage", "strings", "version"], ["strings", "sourceLanguage", "version"], ["version", "strings", "sourceLanguage"]])
    func aValidCatalogInAnyMemberOrderIsChecked(order: [String]) throws {
        let text = try Self.catalog(order: order)
        let folder = try project(text)
        var expected = ""
        for index in Self.untranslated {
            let key = "shop.list.item\(index)"
            expected += "Catalogs/Shop/Shop.xcstrings:\(try place(of: "\"\(key)\"", in: text)): error: Key '\(key)' has no 'es' translation; translate it into 'es'. [missing-translation]\n"
        }
        let check = try L10nBinary.run(["check", "--format", "xcode", "--disable", "keyfile-missing-accessor"], in: folder)
        #expect(check == (expected, "", 1))

        let report = try L10nBinary.run(["report", "--format", "csv"], in: folder)
        #expect(report.exitCode == 0)
        #expect(report.stderr == "")
        #expect(report.stdout.split(whereSeparator: \.isNewline).count == 1 + Self.untranslated.count)
        // Debug builds read slowly: the other commands once, on the order Xcode never writes.
        guard order.first == "strings" else { return }
        let generate = try L10nBinary.run(["generate", "--check"], in: folder)
        #expect(generate.exitCode == 1)
        #expect(generate.stderr == "")
        #expect(try L10nBinary.run(["format", "--check", "--sort"], in: folder).exitCode == 1)
    }

    @Test func aDoubledCommaLateInTheFileIsASyntaxError() throws {
        var text = try Self.catalog(order: ["sourceLanguage", "strings", "version"])
        let next = "\"shop.list.item\(Self.keyCount - 50)\""
        let range = try #require(text.range(of: ",\n    \(next)"))
        text.replaceSubrange(range, with: ",,\n    \(next)")
        let comma = try place(of: ",,", in: text).split(separator: ":").map { Int($0)! }
        let location = "\(comma[0]):\(comma[1] + 1)"
        let folder = try project(text)
        let diagnostic = "Catalogs/Shop/Shop.xcstrings:\(location): error: unexpected ','; expected '\"' to begin a key [json-syntax]\n"

        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == (diagnostic, "", 1))
        let report = try L10nBinary.run(["report"], in: folder)
        #expect(report.exitCode == 2)
        #expect(report.stderr == diagnostic)
        #expect(try L10nBinary.run(["format", "--check"], in: folder)
            == ("0 of 1 catalog already formatted. 1 could not be read.\n", diagnostic, 2))
        let sync = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(sync.exitCode == 2)
        #expect(sync.stderr.hasPrefix(diagnostic))
        let generate = try L10nBinary.run(["generate", "--check"], in: folder)
        #expect(generate.exitCode == 2)
        #expect(generate.stderr.hasSuffix(diagnostic))
    }

    // MARK: sync, which reads a large catalog's key file beside it

    /// A key file declaring `shop.list.item0` and a key the catalog lacks, `shop.list.extra`.
    static let keyFile = """
        import Foundation

        extension L10nKey {
            enum Shop {
                enum List {
                    static let item0 = LocalizedStringResource("shop.list.item0", table: "Shop")
                    static let extra = LocalizedStringResource("shop.list.extra", table: "Shop")
                }
            }
        }

        """

    @Test func syncReadsTheKeyFileBesideALargeCatalogAndAddsBothWays() throws {
        let folder = try project(try Self.catalog(order: ["sourceLanguage", "strings", "version"]))
        try TempDirectory.write(Self.keyFile, to: "Catalogs/Shop/L10nKey+Shop.swift", in: folder)
        let sync = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(sync.exitCode == 1)
        #expect(sync.stderr == "")
        let lines = sync.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(3) == ["Catalogs/Shop/L10nKey+Shop.swift: +\(Self.keyCount - 1) accessors", "  + shop.list.item1", "  + shop.list.item2"])
        #expect(sync.stdout.contains("\nCatalogs/Shop/Shop.xcstrings: +1 entry\n  + shop.list.extra\n2 of 2 files would change; run 'l10n sync' to apply.\n"))
        #expect(try L10nBinary.run(["sync"], in: folder).exitCode == 0)
        let again = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(again.exitCode == 0)
        #expect(again.stdout.hasPrefix("2 files already in sync.\n"))
    }

    /// The proof that the text is laid out as Xcode writes it starts beside the plan once an
    /// entry is added: on a text that is, the new entry is spliced in; on one that is not (a
    /// member written on one line), the catalog is written whole. Either way the file is then
    /// as `format` writes it, and in sync.
    @Test(arguments: [false, true])
    func syncAddsAnEntryToALargeCatalogInXcodesLayoutOrNot(reflowed: Bool) throws {
        var text = try Self.catalog(order: ["sourceLanguage", "strings", "version"])
        if reflowed {
            let member = "\"extractionState\" : \"manual\",\n      \"localizations\""
            let range = try #require(text.range(of: member))
            text.replaceSubrange(range, with: "\"extractionState\" : \"manual\", \"localizations\"")
        }
        let folder = try project(text)
        try TempDirectory.write(Self.keyFile, to: "Catalogs/Shop/L10nKey+Shop.swift", in: folder)
        #expect(try L10nBinary.run(["format", "--check"], in: folder).exitCode == (reflowed ? 1 : 0))
        let sync = try L10nBinary.run(["sync"], in: folder)
        #expect(sync.exitCode == 0)
        #expect(sync.stderr == "")
        #expect(sync.stdout.contains("\nCatalogs/Shop/Shop.xcstrings: +1 entry\n  + shop.list.extra\n"))
        let written = try String(contentsOf: folder.appendingPathComponent("Catalogs/Shop/Shop.xcstrings"), encoding: .utf8)
        #expect(written.contains("\"shop.list.extra\" : {\n      \"extractionState\" : \"manual\"\n    },"))
        #expect(try L10nBinary.run(["format", "--check"], in: folder).exitCode == 0)
        #expect(try L10nBinary.run(["sync", "--check"], in: folder).exitCode == 0)
    }

    @Test func aBrokenKeyFileBesideALargeCatalogIsReportedAndNothingIsWritten() throws {
        let folder = try project(try Self.catalog(order: ["sourceLanguage", "strings", "version"]))
        let broken = Self.keyFile.replacingOccurrences(of: "static let extra = ", with: "static let extra = \"")
        try TempDirectory.write(broken, to: "Catalogs/Shop/L10nKey+Shop.swift", in: folder)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Catalogs/Shop").path).sorted()
        let catalogBefore = try Data(contentsOf: folder.appendingPathComponent("Catalogs/Shop/Shop.xcstrings"))
        let sync = try L10nBinary.run(["sync"], in: folder)
        #expect(sync.exitCode == 0)
        #expect(sync.stdout == """
            Catalogs/Shop/L10nKey+Shop.swift:7:88: error: unterminated string literal; expected '"' before the end of the line [keyfile-syntax]
            2 files already in sync. Left alone: 1 problem that needs a person (see above).
            After sync: 3 errors in 2 files (9000 keys); run 'l10n check' for details.

            """)
        #expect(try Data(contentsOf: folder.appendingPathComponent("Catalogs/Shop/Shop.xcstrings")) == catalogBefore)
        #expect(try String(contentsOf: folder.appendingPathComponent("Catalogs/Shop/L10nKey+Shop.swift"), encoding: .utf8) == broken)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Catalogs/Shop").path).sorted() == before)
    }
}

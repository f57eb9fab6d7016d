import Foundation
import Testing

/// `l10n add` and `l10n set` writing plural, device and substitution forms, on copies of the
/// sample app's `Catalogs/`: the JSON is Xcode's, byte for byte, and anything `check` would
/// reject is refused before a byte is written.
@Suite(.tags(.endToEnd)) struct AuthoringEndToEndTests {
    static let catalog = "Catalogs/Offers/Offers.xcstrings"
    static let keyFile = "Catalogs/Offers/L10nKey+offers.swift"

    func sampleApp() throws -> URL {
        let folder = try TempDirectory.make("authoring")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        return folder
    }

    func bytes(_ path: String, in folder: URL) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(path))
    }

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// The entry of `key` as the catalog holds it, from its key line to its closing brace.
    func entryText(_ key: String, in folder: URL) throws -> String {
        let lines = try text(Self.catalog, in: folder).split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "    \"\(key)\" : {"[...]))
        let end = try #require(lines[start...].firstIndex { $0 == "    }," || $0 == "    }" })
        return lines[start...end].joined(separator: "\n") + "\n"
    }

    /// Writes what `add` would, then holds it to `format --check` and to `check`.
    func assertAddedCleanly(_ arguments: [String], key: String, golden: String, in folder: URL) throws {
        let result = try L10nBinary.run(["add", key] + arguments, in: folder)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        Golden.assertMatches(try entryText(key, in: folder), golden: golden)
        let format = try L10nBinary.run(["format", "--check"], in: folder)
        #expect(format.exitCode == 0, "format --check: \(format.stdout)\(format.stderr)")
        // The sample app has findings of its own; the new key must add none.
        let check = try L10nBinary.run(["check"], in: folder)
        #expect(!check.stdout.contains(key), "check: \(check.stdout)")
    }

    @Test func addWritesPluralFormsForEachLanguage() throws {
        let folder = try sampleApp()
        try assertAddedCleanly(
            ["--en.one", "%lld file", "--en.other", "%lld files",
             "--es.one", "%lld archivo", "--es.many", "%lld de archivos", "--es.other", "%lld archivos"],
            key: "offers.list.files", golden: "Authoring/add-plural.txt", in: folder)
        // A plural counts: its accessor takes an Int.
        #expect(try text(Self.keyFile, in: folder).contains("""
                        /// %lld files
                        static func files(_ count: Int) -> LocalizedStringResource {
                            LocalizedStringResource("offers.list.files", defaultValue: "\\(count) files", table: "Offers")
                        }
            """))
    }

    @Test func addWritesDeviceForms() throws {
        let folder = try sampleApp()
        try assertAddedCleanly(
            ["--en.iphone", "Tap to activate", "--en.mac", "Click to activate", "--en.other", "Activate",
             "--es.iphone", "Toca para activar", "--es.other", "Activar"],
            key: "offers.detail.hint", golden: "Authoring/add-device.txt", in: folder)
        #expect(try text(Self.keyFile, in: folder).contains(
            "static let hint = LocalizedStringResource(\"offers.detail.hint\", table: \"Offers\")"))
    }

    @Test func addWritesSubstitutionsForSeveralPluralArguments() throws {
        let folder = try sampleApp()
        try assertAddedCleanly(
            ["--en", "%#@offers@ from %#@shops@",
             "--en.offers.one", "%lld offer", "--en.offers.other", "%lld offers",
             "--en.shops.one", "%lld shop", "--en.shops.other", "%lld shops",
             "--es", "%#@offers@ de %#@shops@",
             "--es.offers.one", "%lld oferta", "--es.offers.many", "%lld de ofertas", "--es.offers.other", "%lld ofertas",
             "--es.shops.one", "%lld tienda", "--es.shops.many", "%lld de tiendas", "--es.shops.other", "%lld tiendas"],
            key: "offers.list.summary", golden: "Authoring/add-substitution.txt", in: folder)
        #expect(try text(Self.keyFile, in: folder).contains("static func summary(_ offers: Int, _ shops: Int) -> LocalizedStringResource {"))
    }

    @Test func addWritesDeviceFormsThatVaryByPlural() throws {
        let folder = try sampleApp()
        try assertAddedCleanly(
            ["--en.iphone.one", "%lld offer", "--en.iphone.other", "%lld offers", "--en.other", "%lld offers nearby",
             "--es.iphone.one", "%lld oferta", "--es.iphone.many", "%lld de ofertas", "--es.iphone.other", "%lld ofertas",
             "--es.other", "%lld ofertas cerca"],
            key: "offers.list.nearby", golden: "Authoring/add-device-plural.txt", in: folder)
    }

    @Test func setChangesOnlyTheGivenLanguage() throws {
        let folder = try sampleApp()
        let before = try text(Self.catalog, in: folder)
        let keyFile = try bytes(Self.keyFile, in: folder)
        let result = try L10nBinary.run(["set", "offers.detail.activate", "--es", "Activar ya"], in: folder)
        #expect(result.stdout == "Catalogs/Offers/Offers.xcstrings: set es of offers.detail.activate\n")
        #expect(result.exitCode == 0)
        #expect(try text(Self.catalog, in: folder) == before.replacingOccurrences(
            of: "\"value\" : \"Activar oferta\"", with: "\"value\" : \"Activar ya\""))
        #expect(try bytes(Self.keyFile, in: folder) == keyFile)

        let again = try L10nBinary.run(["set", "offers.detail.activate", "--es", "Activar ya"], in: folder)
        #expect(again.stdout == "Catalogs/Offers/Offers.xcstrings: offers.detail.activate already has these texts (es)\n")
        #expect(again.exitCode == 0)
    }

    /// A member l10n does not know, in the localization it replaces, survives.
    @Test func setKeepsUnknownMembersOfTheLocalization() throws {
        let folder = try sampleApp()
        let url = folder.appendingPathComponent(Self.catalog)
        let unknown = "        \"es\" : {\n          \"reviewedBy\" : \"ana\",\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Activar oferta\""
        let before = try text(Self.catalog, in: folder).replacingOccurrences(
            of: "        \"es\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Activar oferta\"",
            with: unknown)
        try #require(before.contains("reviewedBy"))
        try Data(before.utf8).write(to: url)
        let result = try L10nBinary.run(["set", "offers.detail.activate", "--es", "Activar ya"], in: folder)
        #expect(result.exitCode == 0)
        #expect(try text(Self.catalog, in: folder) == before.replacingOccurrences(
            of: "\"value\" : \"Activar oferta\"", with: "\"value\" : \"Activar ya\""))
    }

    @Test func setTurnsATextIntoPluralFormsAndKeepsTheOtherFields() throws {
        let folder = try sampleApp()
        let result = try L10nBinary.run(
            ["set", "offers.list.count", "--es.one", "%lld oferta", "--es.many", "%lld de ofertas", "--es.other", "%lld ofertas"], in: folder)
        #expect(result.exitCode == 0)
        let entry = try entryText("offers.list.count", in: folder)
        #expect(entry.contains("\"comment\" : \"Number of offers shown under the list header.\""))
        #expect(entry.contains("\"value\" : \"%lld de ofertas\""))
        #expect(try L10nBinary.run(["format", "--check"], in: folder).exitCode == 0)
        #expect(try !L10nBinary.run(["check"], in: folder).stdout.contains("offers.list.count"))
    }

    /// Each refusal names the problem as `check` would (or as the parser does), exits 2 and
    /// changes no byte of either file.
    @Test(arguments: [
        (["add", "offers.list.hi", "--en", "Hi %@", "--es", "Hola %lld"],
         "Catalogs/Offers/Offers.xcstrings: error: Key 'offers.list.hi' reads argument 1 as integer in 'es' but as object (%@) in 'en'; use the same format specifier as 'en'. [placeholder-mismatch]\nError: nothing was written; fix the errors above and try again.\n"),
        (["add", "offers.list.hi", "--en", "Hi %@", "--es", "Hola"],
         "Catalogs/Offers/Offers.xcstrings: error: Key 'offers.list.hi' has no placeholder for argument 1 in 'es' though 'en' has one; add it with the same specifier as 'en'. [placeholder-mismatch]\nError: nothing was written; fix the errors above and try again.\n"),
        (["add", "offers.list.hi", "--en", "Hi", "--en", "Hello", "--es", "Hola"],
         "Error: The option '--en' was given twice; give it once, with the text you mean\nUsage: l10n add [--comment <text>] [--languages <list>] [--access <level>] [--bundle <bundle>] [--doc-comments <when>] [--insert <order>] [--force] [--exclude <glob> ...] [--<language>[.<form>] <text> ...] <key> [<path> ...]\n  See 'l10n add --help' for more information.\n"),
        (["add", "offers.list.files", "--en.one", "%lld file", "--es.one", "%lld archivo", "--es.many", "%lld de archivos", "--es.other", "%lld archivos"],
         "Catalogs/Offers/Offers.xcstrings: error: Key 'offers.list.files' has a plural variation in 'en' without 'other'; add the 'other' case, which every number falls back to. [plural-forms]\nError: nothing was written; fix the errors above and try again.\n"),
        (["add", "offers.list.files", "--en.one", "%lld file", "--en.few", "%lld files", "--en.other", "%lld files", "--es.one", "%lld archivo", "--es.many", "%lld de archivos", "--es.other", "%lld archivos"],
         "Catalogs/Offers/Offers.xcstrings: warning: Key 'offers.list.files' has the 'en' plural case 'few', which 'en' never uses; remove it. [plural-forms]\nError: nothing was written; fix the warnings above and try again.\n"),
        (["add", "offers.list.files", "--en.one", "%lld file", "--en.other", "%lld files", "--es.one", "%lld archivo", "--es.other", "%lld archivos"],
         "Catalogs/Offers/Offers.xcstrings: warning: Key 'offers.list.files' lacks the 'es' plural case 'many'; add it, since 'es' uses 'one', 'many' and 'other'. [plural-forms]\nError: nothing was written; fix the warnings above and try again.\n"),
        (["add", "offers.list.hi", "--en", "Hi", "--es", " "],
         "Catalogs/Offers/Offers.xcstrings: error: Key 'offers.list.hi' has empty 'es' text; write the text or remove the localization. [empty-translation]\nError: nothing was written; fix the errors above and try again.\n"),
        // An empty argument is a text given empty, not a missing one.
        (["add", "offers.list.hi", "--en", "Hi", "--es", ""],
         "Catalogs/Offers/Offers.xcstrings: error: Key 'offers.list.hi' has empty 'es' text; write the text or remove the localization. [empty-translation]\nError: nothing was written; fix the errors above and try again.\n"),
        (["add", "offers.list.hi", "--en", "Hi", "--en.one", "One", "--es", "Hola"],
         "Error: --en.one gives a form, but --en gives the whole text; give either --en alone, or only its forms (--en.one, --en.other, …).\n"),
        (["add", "offers.list.hi", "--en.one", "One", "--en.iphone", "Phone", "--es", "Hola"],
         "Error: --en.one is a plural form, but other texts of 'en' are device forms; vary the text by device (--en.iphone, --en.other) or by plural (--en.one, --en.other), or by both as --en.iphone.one.\n"),
        (["add", "offers.list.hi", "--en", "%#@files@", "--en.file.one", "One", "--es", "Hola"],
         "Error: --en.file.one names no substitution of --en (%#@files@); give each substitution's plural forms as --en.<name>.<category>, such as --en.files.other.\n"),
        (["set", "offers.detail.activate", "--es", "Activar %@"],
         "Catalogs/Offers/Offers.xcstrings: error: Key 'offers.detail.activate' uses argument 1 in 'es', which 'en' does not have; remove the placeholder or correct its number. [placeholder-mismatch]\nError: nothing was written; fix the errors above and try again.\n"),
        (["set", "offers.list.count", "--en", "%@ offers"],
         "Error: The new source text of 'offers.list.count' would change its accessor's arguments from (Int) to (String), and every call of it with them; keep the source text's format arguments, or remove the key and add it again with the new text.\n"),
        (["set", "offers.detail.activate", "--es", "Uno", "--es", "Dos"],
         "Error: The option '--es' was given twice; give it once, with the text you mean\nUsage: l10n set [--generates-symbol <bool>] [--force] [--exclude <glob> ...] [--<language>[.<form>] <text> ...] <key> [<path> ...]\n  See 'l10n set --help' for more information.\n"),
    ])
    func refusalsChangeNoByte(arguments: [String], message: String) throws {
        let folder = try sampleApp()
        let catalog = try bytes(Self.catalog, in: folder)
        let keyFile = try bytes(Self.keyFile, in: folder)
        let result = try L10nBinary.run(arguments, in: folder)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
        #expect(result.exitCode == 2)
        #expect(try bytes(Self.catalog, in: folder) == catalog)
        #expect(try bytes(Self.keyFile, in: folder) == keyFile)
    }

    @Test(arguments: ["add", "set"])
    func help(command: String) throws {
        let result = try L10nBinary.run([command, "--help"], in: try TempDirectory.make())
        Golden.assertMatches(result.stdout, golden: "CLI/\(command)-help.txt")
        #expect(result.exitCode == 0)
    }
}

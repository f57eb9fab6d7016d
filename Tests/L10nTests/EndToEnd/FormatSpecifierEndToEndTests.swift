import Foundation
import Testing
@testable import L10nCore
@testable import L10nCatalog

/// `generate` and `sync` give no typed accessor to a key whose source format no accessor can
/// pass (`%s`, `*`, a skipped argument number), and say so with `check`'s own finding.
@Suite(.tags(.endToEnd)) struct FormatSpecifierEndToEndTests {
    /// A copy of the sample app whose Offers catalog gained `offers.list.owner` ("Chosen by
    /// %s", unsafe) and `offers.list.tally` ("%lld offers", fine).
    func sampleAppWithUnsafeKey() throws -> URL {
        let folder = try TempDirectory.make("format-specifier")
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        let url = folder.appendingPathComponent("Catalogs/Offers/Offers.xcstrings")
        var catalog = try Catalog(bytes: [UInt8](Data(contentsOf: url)))
        try catalog.insertEntry(key: "offers.list.owner", value: Catalog.entryValue(comment: nil, localizations: [("en", "Chosen by %s"), ("es", "Elegido por %s")]))
        try catalog.insertEntry(key: "offers.list.tally", value: Catalog.entryValue(comment: nil, localizations: [("en", "%lld offers"), ("es", "%lld ofertas")]))
        try Data(catalog.serialized()).write(to: url)
        return folder
    }

    /// `line:column` of the `"value"` whose text is `value`, where findings about it point.
    func location(ofValue value: String, in folder: URL) throws -> String {
        let text = try String(contentsOf: folder.appendingPathComponent("Catalogs/Offers/Offers.xcstrings"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains("\"value\" : \"\(value)\"") })
        let column = try #require(lines[index].range(of: "\"value\"")).lowerBound.utf16Offset(in: lines[index]) + 1
        return "\(index + 1):\(column)"
    }

    @Test func generateLeavesTheKeyWithoutAnAccessorAndSaysWhy() throws {
        let folder = try sampleAppWithUnsafeKey()
        let place = try location(ofValue: "Chosen by %s", in: folder)
        let result = try L10nBinary.run(["generate"], in: folder)
        #expect(result.stdout == """
            Catalogs/Offers/L10nKey+offers.swift: +1 accessor (offers.list.tally)
            Updated 1 of 5 key files.

            """)
        #expect(result.stderr == "Catalogs/Offers/Offers.xcstrings:\(place): error: Key 'offers.list.owner' uses %s in its 'en' text, which reads a C string pointer, not a Swift String; write %@ and pass a String. [format-specifier]\n")
        #expect(result.exitCode == 1)
        let keyFile = try String(contentsOf: folder.appendingPathComponent("Catalogs/Offers/L10nKey+offers.swift"), encoding: .utf8)
        #expect(keyFile.contains("\"offers.list.tally\""))
        #expect(!keyFile.contains("offers.list.owner"))

        // check says the same about the key.
        let check = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(check.stdout.contains("Catalogs/Offers/Offers.xcstrings:\(place): error: Key 'offers.list.owner' uses %s in its 'en' text, which reads a C string pointer, not a Swift String; write %@ and pass a String. [format-specifier]"))
    }

    @Test func syncLeavesTheKeyWithoutAnAccessorAndSaysWhy() throws {
        let folder = try sampleAppWithUnsafeKey()
        let place = try location(ofValue: "Chosen by %s", in: folder)
        let result = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(result.stdout.contains("""
            Catalogs/Offers/L10nKey+offers.swift: +1 accessor
              + offers.list.tally

            """))
        #expect(result.stdout.hasPrefix("Catalogs/Offers/Offers.xcstrings:\(place): error: Key 'offers.list.owner' uses %s in its 'en' text, which reads a C string pointer, not a Swift String; write %@ and pass a String. [format-specifier]\n"))
        #expect(result.exitCode == 1)
    }

    /// One argument read as two types is no format any accessor can pass, whichever language
    /// reads it so: the Spanish text alone keeps the key from its accessor, in generate and sync.
    @Test(arguments: [("en", "%1$lld or %1$@ offers"), ("es", "%1$lld o %1$@ ofertas")])
    func oneArgumentReadAsTwoTypesGetsNoAccessor(language: String, text: String) throws {
        let folder = try TempDirectory.make("format-specifier-types")
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        let url = folder.appendingPathComponent("Catalogs/Offers/Offers.xcstrings")
        var catalog = try Catalog(bytes: [UInt8](Data(contentsOf: url)))
        var texts = ["en": "%lld offers", "es": "%lld ofertas"]
        texts[language] = text
        try catalog.insertEntry(key: "offers.list.mixed", value: Catalog.entryValue(comment: nil, localizations: [("en", texts["en"]!), ("es", texts["es"]!)]))
        try Data(catalog.serialized()).write(to: url)
        let place = try location(ofValue: text, in: folder)
        let finding = "Catalogs/Offers/Offers.xcstrings:\(place): error: Key 'offers.list.mixed' reads argument 1 as integer and as object (%@) in its '\(language)' text; String(format:) would read one value as both, so give each argument one format specifier. [format-specifier]\n"

        let check = try L10nBinary.run(["check", "--format", "xcode", "Catalogs/Offers"], in: folder)
        #expect(check.stdout.contains(finding))
        #expect(!check.stdout.contains("[placeholder-mismatch]"))
        #expect(check.exitCode == 1)

        let sync = try L10nBinary.run(["sync", "--check"], in: folder)
        #expect(sync.stdout.hasPrefix(finding))
        #expect(!sync.stdout.contains("+ offers.list.mixed"))

        let generate = try L10nBinary.run(["generate"], in: folder)
        #expect(generate == ("5 key files up to date.\n", finding, 1))
        let keyFile = try String(contentsOf: folder.appendingPathComponent("Catalogs/Offers/L10nKey+offers.swift"), encoding: .utf8)
        #expect(!keyFile.contains("offers.list.mixed"))
    }

    /// import asks what check asks: such a translation is reported at its unit and not written.
    @Test func importRefusesATranslationThatReadsOneArgumentAsTwoTypes() throws {
        let folder = try TempDirectory.make("format-specifier-import")
        let catalog = catalog(key: "shop.cart.count", localizations: unit("en", "%lld items"))
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Shop.xcstrings"))
        let xliff = """
            <xliff version="1.2"><file original="Shop.xcstrings" source-language="en" target-language="es"><body>
            <trans-unit id="shop.cart.count"><source>%lld items</source><target>%1$lld o %1$@ artículos</target></trans-unit>
            </body></file></xliff>
            """
        try Data(xliff.utf8).write(to: folder.appendingPathComponent("es.xliff"))
        let result = try L10nBinary.run(["import", "es.xliff"], in: folder)
        #expect(result == (
            "Shop.xcstrings: 1 skipped (1 failed a check)\nNothing was imported.\n",
            "es.xliff:2:61: error: Key 'shop.cart.count' reads argument 1 as integer and as object (%@) in its 'es' text; String(format:) would read one value as both, so give each argument one format specifier. [format-specifier]\n",
            1))
        #expect(try String(contentsOf: folder.appendingPathComponent("Shop.xcstrings"), encoding: .utf8) == catalog)
    }

    @Test func aKeyThatAlreadyHasAnAccessorIsNotReportedAgain() throws {
        let folder = try TempDirectory.make("format-specifier-existing")
        let catalog = catalog(key: "shop.order.owner", localizations: unit("en", "Chosen by %s") + ", " + unit("es", "Elegido por %s"))
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Shop.xcstrings"))
        let keyFile = """
            import Foundation

            extension L10nKey {
                enum Shop {
                    enum Order {
                        static func owner(_ arg1: String) -> LocalizedStringResource {
                            LocalizedStringResource("shop.order.owner", defaultValue: "Chosen by \\(arg1)", table: "Shop")
                        }
                    }
                }
            }

            """
        try Data(keyFile.utf8).write(to: folder.appendingPathComponent("L10nKey+shop.swift"))
        let result = try L10nBinary.run(["generate", "Shop.xcstrings"], in: folder)
        #expect(result.stderr == "")
        #expect(result.stdout == "1 key file up to date.\n")
        #expect(result.exitCode == 0)
    }
}

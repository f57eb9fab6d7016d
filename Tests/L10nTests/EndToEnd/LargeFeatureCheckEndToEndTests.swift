import Foundation
import Testing

/// `check` of a feature whose catalog is large enough to be read in halves: its key file is read
/// beside it, and what the app-code checks need of the key file (its accessors, their
/// `// l10n:used` marks) and the probable renames are worked out once there and reused, so
/// the findings must be those of any feature: one `probable-rename`, no `unused-key` for the
/// renamed catalog key nor for accessors marked used, nothing for the accessor the app uses.
@Suite(.tags(.endToEnd)) struct LargeFeatureCheckEndToEndTests {
    /// A project of the large catalog with the key `replaced` spelt `replacement`, a key file
    /// declaring `item<index>` marked used for each key `keyOf(index)` gives (nil: none) and
    /// then `lastAccessor`, and one view showing `L10nKey.Shop.List.<shown>`.
    static func project(
        replacing replaced: String, with replacement: String, keyOf: (Int) -> String?, lastAccessor: String = "", shown: String
    ) throws -> (folder: URL, catalog: String, keyFile: String) {
        var catalog = try LargeCatalogEndToEndTests.catalog(order: ["sourceLanguage", "strings", "version"])
        let renamed = try #require(catalog.range(of: "\"\(replaced)\" :"))
        catalog.replaceSubrange(renamed, with: "\"\(replacement)\" :")
        var keyFile = "import Foundation\n\nextension L10nKey {\n    enum Shop {\n        enum List {\n"
        for index in 0..<LargeCatalogEndToEndTests.keyCount {
            guard let key = keyOf(index) else { continue }
            keyFile += "            static let item\(index) = LocalizedStringResource(\"\(key)\", table: \"Shop\")  // l10n:used\n"
        }
        keyFile += lastAccessor + "        }\n    }\n}\n"
        let folder = try TempDirectory.make("large-feature")
        try TempDirectory.write(catalog, to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        try TempDirectory.write(keyFile, to: "Catalogs/Shop/L10nKey+Shop.swift", in: folder)
        try TempDirectory.write("import SwiftUI\n\nstruct ListView: View {\n    var body: some View { Text(L10nKey.Shop.List.\(shown)) }\n}\n", to: "App/Shop/ListView.swift", in: folder)
        return (folder, catalog, keyFile)
    }

    /// The large catalog with `shop.list.item1` renamed to `shop.list.newName` in it; the key
    /// file declares every other item, each marked used, and `shop.list.oldName`.
    func project() throws -> (folder: URL, catalog: String, keyFile: String) {
        try Self.project(
            replacing: "shop.list.item1", with: "shop.list.newName", keyOf: { $0 == 1 ? nil : "shop.list.item\($0)" },
            lastAccessor: "            static let oldName = LocalizedStringResource(\"shop.list.oldName\", table: \"Shop\")\n", shown: "oldName")
    }

    @Test func theKeyFileReadBesideALargeCatalogGivesTheFindingsOfAnyFeature() throws {
        let (folder, catalog, keyFile) = try project()
        let large = LargeCatalogEndToEndTests()
        var expected = "Catalogs/Shop/L10nKey+Shop.swift:\(try large.place(of: "\"shop.list.oldName\"", in: keyFile)): error: "
            + "Key 'shop.list.oldName' of accessor `oldName` is not in Shop.xcstrings, which has 'shop.list.newName' without an accessor: "
            + "probably renamed on one side only; run 'l10n rename shop.list.oldName shop.list.newName' to finish the rename "
            + "(or rename 'shop.list.newName' back in the catalog). [probable-rename]\n"
        for index in LargeCatalogEndToEndTests.untranslated {
            let key = "shop.list.item\(index)"
            expected += "Catalogs/Shop/Shop.xcstrings:\(try large.place(of: "\"\(key)\"", in: catalog)): error: Key '\(key)' has no 'es' translation; translate it into 'es'. [missing-translation]\n"
        }
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == (expected, "", 1))
        // From inside the feature's folder, naming the project's root: the same findings, paths from there.
        let fromFeature = try L10nBinary.run(["check", "--format", "xcode", "../.."], in: folder.appendingPathComponent("Catalogs/Shop"))
        #expect(fromFeature == (expected.replacingOccurrences(of: "Catalogs/Shop/", with: "../../Catalogs/Shop/"), "", 1))
        // With probable-rename disabled both sides are reported, as for any feature: the
        // accessor's key missing from the catalog, the catalog key without accessor; the
        // accessor's uses still count for the key it was probably renamed to (no unused-key).
        let disabled = try L10nBinary.run(["check", "--format", "xcode", "--disable", "probable-rename"], in: folder)
        let found = disabled.stdout.split(separator: "\n").map { $0.split(separator: " ").last! }
        #expect(found == ["[keyfile-missing-key]", "[keyfile-missing-accessor]", "[missing-translation]", "[missing-translation]"])
        #expect(disabled.exitCode == 1)
        // Without a Swift file (an empty App/, then none) the app-code checks have nothing to
        // say, and the feature's findings are the same.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Shop/ListView.swift"))
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == (expected, "", 1))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App"))
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == (expected, "", 1))
    }

    /// The catalog's own checks run beside the key-file checks on a large catalog, and the
    /// app's code is still read when there is some: a case collision (a catalog check, at the
    /// place of a key-format finding) and a view naming an undeclared accessor are reported
    /// as for any feature.
    @Test func theCatalogsOwnChecksAndTheAppsCodeBesideALargeCatalog() throws {
        let (folder, catalog, _) = try Self.project(
            replacing: "shop.list.item7000", with: "shop.list.Item6999", keyOf: { $0 == 7000 ? "shop.list.Item6999" : "shop.list.item\($0)" },
            shown: "missing")
        let large = LargeCatalogEndToEndTests()
        var expected = "App/Shop/ListView.swift:4:32: error: `L10nKey.Shop.List.missing` is not declared in L10nKey+Shop.swift; "
            + "fix the spelling, or add the key with 'l10n add shop.list.missing'. [undeclared-key]\n"
        for index in LargeCatalogEndToEndTests.untranslated {
            let key = "shop.list.item\(index)"
            expected += "Catalogs/Shop/Shop.xcstrings:\(try large.place(of: "\"\(key)\"", in: catalog)): error: Key '\(key)' has no 'es' translation; translate it into 'es'. [missing-translation]\n"
        }
        let upper = try large.place(of: "\"shop.list.Item6999\"", in: catalog)
        let lower = try large.place(of: "\"shop.list.item6999\"", in: catalog)
        expected += "Catalogs/Shop/Shop.xcstrings:\(upper): warning: Key 'shop.list.Item6999' differs from 'shop.list.item6999' "
            + "(line \(lower.split(separator: ":")[0])) only in case; merge them or rename one. [case-collision]\n"
        expected += "Catalogs/Shop/Shop.xcstrings:\(upper): error: Key 'shop.list.Item6999' has element 'Item6999', which must be "
            + "lowerCamelCase or snake_case; rename it to '<feature>.<section>.<element>': lowercase feature, lowerCamelCase section, "
            + "lowerCamelCase or snake_case element. [key-format]\n"
        #expect(try L10nBinary.run(["check", "--format", "xcode"], in: folder) == (expected, "", 1))
        let fromApp = try L10nBinary.run(["check", "--format", "xcode", "../.."], in: folder.appendingPathComponent("App/Shop"))
        let fromThere = expected.split(separator: "\n").map { "../../" + $0 + "\n" }.joined()
        #expect(fromApp == (fromThere, "", 1))
    }

    /// `keyfile-duplicate` of a key file read beside a large catalog, which asks the set of
    /// the accessors' keys made there whether any key repeats: a key declared twice, and a
    /// name declared twice in one section (the second time in another body of it), are
    /// reported as for any feature.
    @Test func repeatsInAKeyFileReadBesideALargeCatalog() throws {
        let (folder, _, keyFile) = try Self.project(
            replacing: "shop.list.item1", with: "shop.list.item1", keyOf: { "shop.list.item\($0)" },
            lastAccessor: "            static let again = LocalizedStringResource(\"shop.list.item9\", table: \"Shop\")\n", shown: "item2")
        let edited = keyFile + "\nextension L10nKey.Shop.List {\n    static let item5 = LocalizedStringResource(\"shop.list.extra\", table: \"Shop\")\n}\n"
        try TempDirectory.write(edited, to: "Catalogs/Shop/L10nKey+Shop.swift", in: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App"))
        let large = LargeCatalogEndToEndTests()
        let path = "Catalogs/Shop/L10nKey+Shop.swift"
        let firstLine = { (needle: String) in try large.place(of: needle, in: edited).split(separator: ":")[0] }
        let expected = [
            "\(path):\(try large.place(of: "again =", in: edited)): error: Key 'shop.list.item9' already has the accessor `item9` on line "
                + "\(try firstLine("item9 =")); delete this second one, `again`, and use the first. [keyfile-duplicate]",
            "\(path):\(try large.place(of: "item5 = LocalizedStringResource(\"shop.list.extra", in: edited)): error: Key 'shop.list.extra' is exposed "
                + "as `item5`, which `L10nKey.Shop.List` already declares on line \(try firstLine("item5 =")) for 'shop.list.item5'; rename one of them. [keyfile-duplicate]",
            "\(path):\(try large.place(of: "\"shop.list.extra", in: edited)): error: Key 'shop.list.extra' of accessor `item5` is not in Shop.xcstrings; "
                + "add the key to the catalog or delete the accessor. [keyfile-missing-key]",
        ]
        let run = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix(path) } == expected.map { Substring($0) })
        #expect(run.exitCode == 1)
        // From inside the feature's folder: the same findings, paths from there.
        let fromFeature = try L10nBinary.run(["check", "--format", "xcode", "../.."], in: folder.appendingPathComponent("Catalogs/Shop"))
        #expect(fromFeature.stdout == run.stdout.replacingOccurrences(of: "Catalogs/Shop/", with: "../../Catalogs/Shop/"))
    }
}

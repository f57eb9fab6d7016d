import Testing
import L10nProject
import L10nJSON
import L10nGeneration
import Foundation
@testable import L10nCore
@testable import L10nCatalog
@testable import L10nEditing
@testable import L10nChecks

/// `sync` plans from the catalog reader's stream and keeps no tree of the catalog: only the
/// values of entries it may rewrite, and the text of the few entries it reads again. Its plan
/// must be the plan made from the whole tree, byte for byte and finding for finding.
@Suite struct SyncCatalogStreamTests {
    /// A catalog of the Offers feature: keys that follow the rules and some that do not
    /// (escaped, non-ASCII, one segment), every extraction state and none, plurals, formats an
    /// accessor cannot take, comments, unknown members, keys written twice.
    static func catalogJSON(seed: UInt64, count: Int) -> (json: String, keys: [String]) {
        var generator = SeededGenerator(state: seed)
        var entries: [String] = []
        var keys: [String] = []
        for index in 0..<count {
            let key = switch generator.next() % 9 {
            case 0: "Offers \\\"odd\\\" \(index)"
            case 1: "offers.ünï.e\(index)"
            default: "offers.s\(index % 4).e\(index)"
            }
            keys.append(key)
            var members: [String] = []
            if generator.next() % 3 == 0 { members.append(#""comment" : "Comment \#(index) \"q\" é""#) }
            switch generator.next() % 5 {
            case 0: members.append(#""extractionState" : "extracted_with_value""#)
            case 1: members.append(#""extractionState" : "stale""#)
            case 2: break
            default: members.append(#""extractionState" : "manual""#)
            }
            if generator.next() % 7 == 0 { members.append(#""x-unknown" : [ 1.50, null, true, { "a" : "b" } ]"#) }
            let text = ["Text \(index)", "%@ has %lld", "%1$@ and %1$lld", "Ünïcode \\n \\t ✓", "100%% sure"][Int(generator.next() % 5)]
            let unit = #"{ "stringUnit" : { "state" : "translated", "value" : "\#(text)" } }"#
            if generator.next() % 8 != 0 {
                let english = generator.next() % 4 == 0
                    ? #"{ "variations" : { "plural" : { "one" : \#(unit), "other" : \#(unit) } } }"#
                    : unit
                members.append(#""localizations" : { "en" : \#(english), "es" : \#(unit) }"#)
            }
            entries.append(#""\#(key)" : { \#(members.joined(separator: ", ")) }"#)
            if generator.next() % 25 == 0 { entries.append(#""\#(key)" : { "comment" : "written twice" }"#) }
        }
        return (#"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#, keys)
    }

    /// A key file declaring some of `keys` that follow the rules, and keys the catalog lacks:
    /// before its first entry, between its entries and after its last.
    static func keyFile(declaring keys: [String], seed: UInt64) -> String {
        var generator = SeededGenerator(state: seed &+ 7)
        var sections: [String: [String]] = [:]
        let declared = keys.filter { $0.hasPrefix("offers.s") && generator.next() % 3 != 0 }
            + ["offers.a0.first", "offers.s1.e5x", "offers.zz.last"]
        for key in declared {
            let parts = key.split(separator: ".")
            sections[String(parts[1]), default: []].append(String(parts[2]))
        }
        var text = "import Foundation\n\nextension L10nKey {\n    enum Offers {\n"
        for (section, elements) in sections.sorted(by: { $0.key < $1.key }) {
            text += "        enum \(section.prefix(1).uppercased() + section.dropFirst()) {\n"
            for element in Set(elements).sorted() {
                text += "            static let \(element) = LocalizedStringResource(\"offers.\(section).\(element)\", table: \"Offers\")\n"
            }
            text += "        }\n"
        }
        return text + "    }\n}\n"
    }

    /// The catalog's text in several layouts: Xcode's (with and without a byte order mark),
    /// CRLF, tabs, and all on one line.
    static func layouts(of json: String) throws -> [(name: String, bytes: [UInt8])] {
        let formatted = JSONWriter.write(try JSONParser.parse(Array(json.utf8)))
        let text = String(decoding: formatted, as: UTF8.self)
        return [
            ("xcode", formatted),
            ("bom", [0xEF, 0xBB, 0xBF] + formatted + [0x0A]),
            ("crlf", Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
            ("tabs", Array(text.replacingOccurrences(of: "  ", with: "\t").utf8)),
            ("oneLine", Array(json.replacingOccurrences(of: ",\n", with: ",").utf8)),
        ]
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func thePlanFromTheStreamIsThePlanFromTheTree(seed: UInt64) throws {
        let (json, keys) = Self.catalogJSON(seed: seed, count: 40)
        for (name, bytes) in try Self.layouts(of: json) {
            for keyFileText in [nil, Self.keyFile(declaring: keys, seed: seed)] {
                let input = FeatureFolder<ReadFiles>(
                    catalog: SourceFile(path: "Offers/Offers.xcstrings", bytes: bytes),
                    keyFile: keyFileText.map { SourceFile(path: "Offers/L10nKey+offers.swift", bytes: Array($0.utf8)) })
                let streamed = SyncPlanner.plan([input], style: GenerationStyle(), readsCatalogWhole: false)
                let whole = SyncPlanner.plan([input], style: GenerationStyle(), readsCatalogWhole: true)
                let context = "seed \(seed), \(name), key file: \(keyFileText != nil)"
                #expect(streamed.hasChanges, "\(context)")
                #expect(streamed.files.map(\.path) == whole.files.map(\.path), "\(context)")
                for (stream, tree) in zip(streamed.files, whole.files) {
                    #expect(stream.newBytes == tree.newBytes, "\(context): \(stream.path)")
                    #expect(stream.findings == tree.findings, "\(context): \(stream.path)")
                    #expect(stream.failures == tree.failures, "\(context): \(stream.path)")
                    #expect(stream.changes == tree.changes, "\(context): \(stream.path)")
                }
                let checkOfStream = Checker.check(features: streamed.featuresAfterSync)
                #expect(checkOfStream.diagnostics == Checker.check(features: whole.featuresAfterSync).diagnostics, "\(context)")
            }
        }
    }

    /// A second sync finds nothing to change: no tree is built for the check after it, which
    /// reads the catalog as `check` does (the plan from the tree hands its tree over).
    @Test func aCatalogInStepIsPlannedWithoutItsTree() throws {
        let (json, keys) = Self.catalogJSON(seed: 11, count: 30)
        let input = FeatureFolder<ReadFiles>(
            catalog: SourceFile(path: "Offers/Offers.xcstrings", bytes: JSONWriter.write(try JSONParser.parse(Array(json.utf8)))),
            keyFile: SourceFile(path: "Offers/L10nKey+offers.swift", bytes: Array(Self.keyFile(declaring: keys, seed: 11).utf8)))
        let first = SyncPlanner.plan([input])
        let synced = first.featuresAfterSync.map { feature in
            FeatureFolder<ReadFiles>(catalog: feature.contents.catalog?.sourceFile, keyFile: feature.contents.keyFile)
        }
        let streamed = SyncPlanner.plan(synced, style: GenerationStyle(), readsCatalogWhole: false)
        let whole = SyncPlanner.plan(synced, style: GenerationStyle(), readsCatalogWhole: true)
        #expect(!streamed.hasChanges)
        #expect(streamed.files.first { $0.kind == .catalog }?.parsedCatalog == nil)
        #expect(whole.files.first { $0.kind == .catalog }?.parsedCatalog != nil)
        #expect(Checker.check(features: streamed.featuresAfterSync).diagnostics == Checker.check(features: whole.featuresAfterSync).diagnostics)
    }

    /// The entries sync reads again from their own text (`CatalogReader.wholeEntries`) carry the
    /// values and positions a read of the whole text gives them, in every layout sync plans from
    /// a stream: a byte order mark, CRLF, tabs, and every entry on one line.
    @Test func entriesReadAloneHaveTheWholeReadsValuesAndPositions() throws {
        let (json, _) = Self.catalogJSON(seed: 5, count: 30)
        for (name, bytes) in try Self.layouts(of: json) {
            let whole = try Catalog(bytes: bytes)
            let members = try #require(whole.document.root[CatalogField.strings]?.members)
            let text = CatalogText.bytes(SourceFile(path: "Shop.xcstrings", bytes: bytes))
            let read = try #require(CatalogReader.wholeEntries(at: members.map(\.keyPosition), in: text), "\(name)")
            #expect(read.count == members.count, "\(name)")
            for (index, entry) in zip(members.indices, read) {
                #expect(entry.key == members[index].key, "\(name): entry \(index)")
                #expect(Self.dump(entry.value) == Self.dump(members[index].value), "\(name): entry \(index)")
            }
        }
    }

    /// Every value, member name and position of a tree, in order.
    static func dump(_ value: JSONValue) -> String {
        switch value {
        case .object(let members):
            "{" + members.map { "\($0.keyPosition.line):\($0.keyPosition.column) \($0.key.debugDescription)=\(dump($0.value))" }.joined(separator: ",") + "}"
        case .array(let elements): "[" + elements.map { "\($0.position.line):\($0.position.column) \(dump($0.value))" }.joined(separator: ",") + "]"
        case .string(let text): text.debugDescription
        case .number(let text): "#" + text
        case .bool(let flag): "\(flag)"
        case .null: "null"
        }
    }
}

/// The check after a sync is handed the key file as the plan parsed or described it, with its
/// bodies' lists of accessors let go: it finds what a check of the files as written finds.
@Suite struct SyncClosingCheckTests {
    /// The generated key file with a body written as an extension of its section, a function,
    /// and an accessor for a key the catalog lacks in a body of its own.
    static func keyFileWithExtensions(declaring keys: [String], seed: UInt64) -> String {
        SyncCatalogStreamTests.keyFile(declaring: keys, seed: seed) + """

            extension L10nKey.Offers.S2 {
                static let extra = LocalizedStringResource("offers.s2.extra", table: "Offers")
                static func count(_ arg1: Int) -> LocalizedStringResource {
                    LocalizedStringResource("offers.s2.count", defaultValue: "\\(arg1)", table: "Offers")
                }
            }

            """
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func theCheckAfterTheSyncFindsWhatACheckOfTheWrittenFilesFinds(seed: UInt64) throws {
        let (json, keys) = SyncCatalogStreamTests.catalogJSON(seed: seed, count: 40)
        let catalog = JSONWriter.write(try JSONParser.parse(Array(json.utf8)))
        let options = CheckOptions(requiredLanguages: ["en", "es"])
        func described(_ run: CheckRun) -> [String] {
            run.diagnostics.map { String(describing: $0) } + ["\(run.files) files, \(run.keys) keys, \(run.errors) errors, \(run.warnings) warnings"]
        }
        for keyFileText in [SyncCatalogStreamTests.keyFile(declaring: keys, seed: seed), Self.keyFileWithExtensions(declaring: keys, seed: seed)] {
            var input = FeatureFolder<ReadFiles>(
                catalog: SourceFile(path: "Offers/Offers.xcstrings", bytes: catalog),
                keyFile: SourceFile(path: "Offers/L10nKey+offers.swift", bytes: Array(keyFileText.utf8)))
            // The first sync edits the key file (its description is checked), the second leaves it (its parse is).
            for run in ["first", "second"] {
                let plan = SyncPlanner.plan([input])
                let keyFile = try #require(plan.files.first { $0.kind == .keyFile })
                let handed = try #require(keyFile.parsedKeyFile, "seed \(seed), \(run) sync")
                #expect(handed.sections.count >= 3 && handed.sections.allSatisfy(\.accessors.isEmpty), "seed \(seed), \(run) sync")
                #expect(handed.featureEnum?.accessors.isEmpty == true, "seed \(seed), \(run) sync")
                let written = plan.featuresAfterSync.map { feature in
                    FeatureFolder<ReadFiles>(catalog: feature.contents.catalog?.sourceFile, keyFile: feature.contents.keyFile)
                }
                #expect(
                    described(Checker.check(features: plan.featuresAfterSync, options: options))
                        == described(Checker.check(features: written, options: options)),
                    "seed \(seed), \(run) sync")
                #expect(
                    described(Checker.check(features: plan.featuresAfterSync, appCode: [], options: options))
                        == described(Checker.check(features: written, appCode: [], options: options)),
                    "seed \(seed), \(run) sync, app code")
                input = try #require(written.first)
            }
        }
    }
}

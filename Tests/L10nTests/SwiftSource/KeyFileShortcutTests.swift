import Foundation
import Testing
@testable import L10nCore
@testable import L10nSwiftSource

/// The key-file parser reads the common accessor's shape,
/// `static let NAME = LocalizedStringResource("KEY", table: "TABLE")`, by a shortcut over the
/// tokens' classes and bytes (issue 28: the full parse cost 10,000 instructions an accessor).
/// Every text here is read with and without the shortcut, over packed and full tokens, and the
/// accessors, sections, feature enum and diagnostics must be the same: the shapes next to the
/// common one, which the shortcut must leave to the full parse, and hostile ones around it.
@Suite struct KeyFileShortcutTests {
    private static func feature(_ members: String, newline: String = "\n") -> String {
        ["extension L10nKey {", "    enum Shop {", members, "    }", "}", ""].joined(separator: newline)
    }

    private static let call = "LocalizedStringResource(\"shop.a\", table: \"Shop\")"

    /// Each with how many accessors the shortcut reads in it.
    private static let texts: [(text: String, shortcuts: Int)] = [
        (feature("        static let a = \(call)"), 1),
        (feature("        public static let a = \(call)\n        private static let b = LocalizedStringResource(\"shop.b\")"), 2),
        (feature("        /// Doc\n        // plain\n        static let a = \(call)", newline: "\r\n"), 1),
        ("\u{FEFF}" + feature("static let a = \(call); static let b = LocalizedStringResource(\"shop.b\", table: \"Shop\") static let c = LocalizedStringResource(\"shop.c\", table: \"Shop\")}"), 3),
        // Comments and line breaks inside the call, odd spacing: the locations are the tokens'.
        (feature("static  let\ta=LocalizedStringResource( /* key */ \"shop.a\" ,// table\n table :\"Shop\"\r\n)"), 1),
        // Duplicates, non-ASCII, an empty key and table, a backticked name.
        (feature("static let a = \(call)\nstatic let a = \(call)\nstatic let `default` = LocalizedStringResource(\"shop.é😀\", table: \"\")\nstatic let b = LocalizedStringResource(\"\")"), 4),
        // Inside `#if` branches.
        (feature("#if DEBUG\nstatic let a = \(call)\n#else\nstatic let a = \(call)\n#endif"), 2),
        (feature("static let a = \(call)", newline: "\r"), 1),
        ("extension L10nKey.Shop { static let a = \(call) }", 1),
        // An alias of the type, as l10n writes where an enum hides it.
        ("typealias L10nShopLocalizedStringResource = LocalizedStringResource\n" + feature("static let a = L10nShopLocalizedStringResource(\"shop.a\", table: \"Shop\")"), 1),
        // Literals the shortcut leaves to the full parse: escapes, unicode escapes, raw,
        // multi-line, interpolation, unterminated.
        (feature("static let a = LocalizedStringResource(\"shop.\\u{61}\", table: \"Sh\\\"op\")"), 0),
        (feature("static let a = LocalizedStringResource(\"shop.a\", table: \"Sh\\u{6F}p\")"), 0),
        (feature("static let a = LocalizedStringResource(#\"shop.a\"#, table: \"Shop\")"), 0),
        (feature("static let a = LocalizedStringResource(\"\"\"\n    shop.a\n    \"\"\", table: \"Shop\")"), 0),
        (feature("static let a = LocalizedStringResource(\"shop.\\(x)\", table: \"Shop\")"), 0),
        (feature("static let a = LocalizedStringResource(\"shop.a, table: \"Shop\")"), 0),
        (feature("static let a = LocalizedStringResource(\"shop.a\", table: \"Shop)"), 0),
        // Shapes next to the common one.
        (feature("static let a = LocalizedStringResource(\"shop.a\", table: nil)"), 0),
        (feature("static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\", bundle: .main)"), 0),
        (feature("static let a = LocalizedStringResource(\"shop.a\", tabel: \"Shop\")"), 0),
        (feature("static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\").key"), 0),
        (feature("static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\") + b"), 0),
        (feature("static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\"\n"), 0),
        (feature("static let a = LocalizedStringResource(\"shop.a\", table: \"Shop\""), 0),
        (feature("static let a = Foundation.LocalizedStringResource(\"shop.a\")\nstatic let b = LocalizedStringResource.init(\"shop.b\")"), 0),
        (feature("static let a: LocalizedStringResource = \"shop.a\"\nstatic let b: LocalizedStringResource = .init(\"shop.b\")"), 0),
        (feature("private(set) static let a = \(call)\n@MainActor static let b = \(call)\nstatic var c = \(call)\nlet d = \(call)"), 0),
        (feature("static let default = \(call)\nstatic let 1 = \(call)\nstatic let \"a\" = \(call)"), 0),
        (feature("static let a = \"shop.a\"\nstatic let b = LocalizedStringResource(\"shop.b\", \"Shop\")\nstatic let c = LocalizedStringResource(table: \"Shop\")"), 0),
        (feature("static func a() -> LocalizedStringResource { \(call) }\nstatic var b: LocalizedStringResource { \(call) }"), 1),
        // The function l10n writes, and each shape next to it.
        (feature("static func a(_ arg1: String, _ count: Int) -> LocalizedStringResource {\n    LocalizedStringResource(\"shop.a\", defaultValue: \"\\(arg1) has \\(count)\", table: \"Shop\")\n}"), 1),
        (feature("public static func a(with name: String, `count`: Int) -> LocalizedStringResource { return LocalizedStringResource(\"shop.a\", table: \"Shop\", defaultValue: #\"\\#(name)\"#) }"), 1),
        (feature("static func a(x: Int) -> L10nShopLocalizedStringResource { L10nShopLocalizedStringResource(\"shop.a\") }\ntypealias L10nShopLocalizedStringResource = LocalizedStringResource"), 1),
        (feature("#if DEBUG\nstatic func a(_ n: Int) -> LocalizedStringResource { LocalizedStringResource(\"shop.a\", defaultValue: \"\\(n)\") }\n#endif\nstatic func b(_ n: Int) -> LocalizedStringResource { LocalizedStringResource(\"shop.b\", defaultValue: \"\"\"\n    \\(n)\n    \"\"\") }"), 2),
        (feature("static func a(_ n: Int,) -> LocalizedStringResource { \(call) }\nstatic func b(_ n: Int = 1) -> LocalizedStringResource { \(call) }\nstatic func c(_ n: [Int]) -> LocalizedStringResource { \(call) }"), 0),
        (feature("static func a(_ n: Int) async -> LocalizedStringResource { \(call) }\nstatic func b(_ n: Any) -> LocalizedStringResource { \(call) }\nstatic func c(_ n: open) -> LocalizedStringResource { \(call) }"), 0),
        (feature("static func a(_ n: Int) -> Foundation.LocalizedStringResource { \(call) }\nstatic func b() -> LocalizedStringResource { get { \(call) } }\nstatic func c() -> LocalizedStringResource { .init(\"shop.c\") }"), 0),
        (feature("static func a() -> LocalizedStringResource { LocalizedStringResource(\"shop.a\", table: nil) }\nstatic func b() -> LocalizedStringResource { LocalizedStringResource(\"shop.b\", table: \"A\", table: \"B\") }"), 0),
        (feature("static func a() -> LocalizedStringResource { LocalizedStringResource(\"shop.a\", defaultValue: \"x\" + y) }\nstatic func b() -> LocalizedStringResource { LocalizedStringResource(\"shop.b\", comment: \"c\") }"), 0),
        (feature("static func a() -> LocalizedStringResource { LocalizedStringResource(\"shop.\\(x)\") }\nstatic func b() -> LocalizedStringResource { LocalizedStringResource(\"shop.b\"); }\nstatic func c() -> LocalizedStringResource { LocalizedStringResource(\"shop.c\") } }"), 1),
        (feature("static func `default`() -> LocalizedStringResource { \(call) }\nstatic func default() -> LocalizedStringResource { \(call) }\nclass func c() -> LocalizedStringResource { \(call) }"), 1),
        (feature("static func a(_ n: Int) -> LocalizedStringResource {\n    LocalizedStringResource(\"shop.a\", defaultValue: \"\\(n\", table: \"Shop\")\n}"), 0),
        ("extension L10nKey { enum Shop { static func a(_ n: Int) -> LocalizedStringResource { \(call)", 0),
        ("extension L10nKey { enum Shop { static func a(_ n: Int) -> LocalizedStringResource { \(call) }", 1),
        ("extension L10nKey { static func a() -> LocalizedStringResource { \(call) } }", 0),
        // Outside a feature's enum, a constant is no accessor.
        ("extension L10nKey { static let a = \(call) }\nenum Other { static let a = \(call) }", 0),
        // Cut short after each part of the shape.
        ("extension L10nKey { enum Shop { static let a = \(call)", 1),
        ("extension L10nKey { enum Shop { static let a = LocalizedStringResource(\"shop.a\"", 0),
        ("extension L10nKey { enum Shop { static let a = LocalizedStringResource(", 0),
        ("extension L10nKey { enum Shop { static let a =", 0),
        ("extension L10nKey { enum Shop { public", 0),
    ]

    @Test func theShortcutReadsWhatTheFullParseReads() throws {
        var fixtures: [String] = []
        let enumerator = FileManager.default.enumerator(at: PackagePaths.fixtures, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent.hasPrefix("L10nKey"), url.pathExtension == "swift" else { continue }
            fixtures.append(try String(contentsOf: url, encoding: .utf8))
        }
        #expect(fixtures.count > 5)
        var fixtureShortcuts = 0
        for (text, shortcuts) in Self.texts.map({ ($0.text, Optional($0.shortcuts)) }) + fixtures.map({ ($0, nil) }) {
            for packs in [true, false] {
                var short = KeyFileParser(text: text, bytes: Array(text.utf8), path: "L10nKey+shop.swift", packsTokens: packs)
                var full = KeyFileParser(text: text, bytes: Array(text.utf8), path: "L10nKey+shop.swift", packsTokens: packs, takesShortcuts: false)
                let (a, b) = (short.parse(), full.parse())
                #expect(a.accessors == b.accessors, "\(text.debugDescription)")
                #expect(a.sections == b.sections, "\(text.debugDescription)")
                #expect(a.featureEnum == b.featureEnum, "\(text.debugDescription)")
                #expect(a.diagnostics == b.diagnostics, "\(text.debugDescription)")
                #expect(full.accessorsReadByShortcut == 0)
                if let shortcuts {
                    #expect(short.accessorsReadByShortcut == shortcuts, "\(text.debugDescription)")
                } else if packs {
                    fixtureShortcuts += short.accessorsReadByShortcut
                }
            }
        }
        // The fixtures' key files are mostly of the common shape.
        #expect(fixtureShortcuts > 20)
    }

    /// The texts the shortcuts read and the fixtures' key files, cut at every byte: a shape cut
    /// anywhere is read by both paths alike (issue 28's function shortcut, and the constant's).
    @Test func theShortcutsReadWhatTheFullParseReadsAtEveryCut() throws {
        var texts = Self.texts.filter { $0.shortcuts > 0 }.map(\.text)
        let enumerator = FileManager.default.enumerator(at: PackagePaths.fixtures, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent.hasPrefix("L10nKey"), url.pathExtension == "swift" else { continue }
            texts.append(try String(contentsOf: url, encoding: .utf8))
        }
        var shortcuts = 0
        for text in texts {
            let bytes = Array(text.utf8)
            for cut in 0...bytes.count {
                let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
                var short = KeyFileParser(text: prefix, bytes: Array(prefix.utf8), path: "L10nKey+shop.swift")
                var full = KeyFileParser(text: prefix, bytes: Array(prefix.utf8), path: "L10nKey+shop.swift", takesShortcuts: false)
                let (a, b) = (short.parse(), full.parse())
                let same = a.accessors == b.accessors && a.sections == b.sections && a.featureEnum == b.featureEnum && a.diagnostics == b.diagnostics
                #expect(same, "\(prefix.debugDescription)")
                shortcuts += short.accessorsReadByShortcut
            }
        }
        #expect(shortcuts > 10_000)
    }

    /// The common shape's accessor as the reader gives it: every field, from both paths.
    @Test func theCommonShapesAccessorIsExact() {
        // The doc comment ends with `\n`, the feature's lines with `\r\n`.
        let text = Self.feature("        /// Doc\n        public static let `title` = LocalizedStringResource(\"shop.title\", table: \"Shop\")", newline: "\r\n")
        for file in [KeyFileReader.read(text: text, path: "L10nKey+shop.swift"), KeyFileReader.readByTheFullParse(text: text, path: "L10nKey+shop.swift")] {
            #expect(file.diagnostics.isEmpty)
            #expect(file.accessors == [
                KeyAccessor(
                    identifier: "title", key: "shop.title", table: "Shop", kind: .staticLet, sectionPath: ["Shop"],
                    location: SourceLocation(line: 4, column: 27), keyLocation: SourceLocation(line: 4, column: 61),
                    declarationRange: 62..<142, docCommentRange: 46..<53, leadingCommentsStart: 46),
            ])
        }
    }
}

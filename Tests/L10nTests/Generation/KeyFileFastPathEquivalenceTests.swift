import Foundation
import Testing
@testable import L10nCore
@testable import L10nChecks
@testable import L10nGeneration
@testable import L10nAccessors
@testable import L10nSwiftSource

/// The key-file side's shortcuts for huge features (issue 28), each compared with the plain
/// algorithm it stands in for, which is kept as the reference (see FastPathEquivalenceTests).
@Suite struct KeyFileFastPathEquivalenceTests {
    /// ASCII texts of every kind the naming meets: separators of all sorts, acronyms, digits
    /// first, keywords, control bytes, and random mixes of those pieces.
    private static let asciiTexts: [String] = {
        var texts = [
            "", "_", "__", ".", "title", "Title", "TITLE", "URLField", "URL", "urlField", "empty_state", "emptyState",
            "EmptyState", "kebab-case", "2fa", "_2fa", "a", "A", "aB", "AB", "ABc", "ABC1", "1ABC", "a1_b2", "x__y",
            "trailing_", "_leading", "dots.in.it", "with space", "tab\there", "line\r\nbreak", "nul\0byte", "\u{7F}del",
            "default", "Self", "$0", "a$b", "été", "caf\u{E9}", "cafe\u{301}", "\u{1F600}", "Ab_CD_ef",
        ]
        texts += (0..<0x80).map { String(Character(Unicode.Scalar(UInt8($0)))) }
        var generator = SeededGenerator(state: 28_3)
        let pieces = ["a", "Z", "URL", "id", "9", "_", "-", ".", " ", "x1", "HTTPServer", "\t", "\r\n"]
        for _ in 0..<400 {
            texts.append((0..<Int(generator.next() % 6)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        return texts
    }()

    @Test func camelCaseOfASCIIByBytesMatchesTheScalarPath() {
        for text in Self.asciiTexts {
            #expect(Identifier.lowerCamelCase(text) == Identifier.scalarLowerCamelCase(text), "\(text.debugDescription)")
            #expect(Identifier.upperCamelCase(text) == Identifier.scalarUpperCamelCase(text), "\(text.debugDescription)")
        }
        // Non-ASCII text takes the scalar path.
        #expect(Identifier.asciiCamelCase("été", capitalizingFirstWord: false) == nil)
        #expect(Identifier.lowerCamelCase("URLField") == "urlField")
        #expect(Identifier.upperCamelCase("empty_state") == "EmptyState")
        #expect(Identifier.lowerCamelCase("2fa") == "_2fa")
        #expect(Identifier.upperCamelCase("--") == "Section")
        #expect(Identifier.lowerCamelCase("--") == "key")
    }

    @Test func sectionAndElementOfASCIIByBytesMatchesTheCharacterSplit() {
        let keys = Self.asciiTexts + ["a.b.c", "a.b.c.d", "a..c", "..", "...", "a.", ".b", "a.b", "a.\r\n.c", "shop.list.title.more"]
        for key in keys {
            let fast = AccessorPlan.sectionAndElement(of: key)
            let plain = AccessorPlan.characterSectionAndElement(of: key)
            #expect(fast.section == plain.section && fast.element == plain.element, "\(key.debugDescription)")
        }
        #expect(AccessorPlan.asciiSectionAndElement(of: "a.\u{301}b.c") == nil)
    }

    @Test func expectedSectionPathsOfASCIIKeysMatchTheCharacterPath() {
        var paths = SectionPaths(featureEnumName: "Shop")
        let keys = Self.asciiTexts.map { "shop." + $0 + ".title" } + ["shop.list.title", "shop.list", "shop", "shop..title", "shop.empty_state.x.y"]
            + ["shop.caf\u{E9}.title", "shop.\u{301}list.title", "shop.list\u{301}.title"]
        for key in keys + keys {
            // Split by characters: a dot under a combining mark is no dot.
            let section = AccessorPlan.characterSectionAndElement(of: key).section
            let reference = section.isEmpty ? ["Shop"] : ["Shop", Identifier.scalarUpperCamelCase(section)]
            #expect(paths.expected(forKey: key) == reference, "\(key.debugDescription)")
        }
    }

    @Test func addedKeysOfSortedPlansMatchASortAfterTheRemovals() {
        // Removing `a.s.b` brings `a.s.c` and `a.s.a2` together, out of order: a sort is needed.
        let orders: [[String]] = [
            ["a.s.a", "a.s.b", "a.s.c"],
            ["a.s.c", "a.s.b", "a.s.a2"],
            ["a.s.item2", "a.s.item10", "a.s.Item11", "a.t.x", "b.a.a"],
            ["caf\u{E9}.s.x", "cafe\u{301}.s.x", "cafe.s.x"],
        ]
        for keys in orders {
            let plans = keys.map { AccessorPlan(key: $0, table: "T") }
            for removed in 0..<(1 << keys.count) {
                let leftOut = keys.indices.filter { removed & (1 << $0) != 0 }.map {
                    Diagnostic(checkID: "x", severity: .error, message: "m", path: "p", location: SourceLocation(line: 1, column: 1), key: keys[$0])
                }
                let reference = KeyFileGenerator.added(plans, leavingOut: leftOut)
                if AccessorNaming.isInKeyOrder(plans, key: \.key) {
                    #expect(KeyFileGenerator.added(inKeyOrder: plans, leavingOut: leftOut) == reference, "\(keys) without \(removed)")
                }
            }
        }
    }

    /// Keys that differ first in a number, in case, in punctuation, by a prefix, by leading
    /// zeros, with long digit runs, and random mixes of those pieces: wherever the byte path
    /// answers, it answers as Foundation does.
    @Test func comparisonWithoutCollatorMatchesFoundation() {
        var texts = [
            "", "a", "A", "a1", "a01", "a001", "a1b", "a01b", "a01B", "a1B", "a2", "a10", "a10b", "a9z", "item2", "item10",
            "Item10", "item_500", "item_1000", "s.item_2", "s.item_10", "section0.account_0", "section0.account_500",
            "section1.account_0", "12345678901234567890", "12345678901234567891", "1234567890123456789", "a.b", "a.b.c",
            "a\0b", "a b", "a-b", "a_b", "caf\u{E9}", "cafe\u{301}", "I1", "i1", "I01", "i01x", "I01X",
        ]
        var generator = SeededGenerator(state: 28_17)
        let pieces = ["a", "B", "i", "I", "0", "1", "01", "9", "10", "007", ".", "_", "-", " ", "x", "Z"]
        for _ in 0..<600 {
            texts.append((0..<Int(generator.next() % 6)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        var answered = 0
        for lhs in texts {
            for rhs in texts.prefix(120) {
                guard let fast = StandardCompare.withoutCollator(lhs, rhs) else { continue }
                answered += 1
                #expect(fast == lhs.localizedStandardCompare(rhs), "\(lhs.debugDescription) vs \(rhs.debugDescription)")
            }
        }
        #expect(answered > 1_000)
        #expect(StandardCompare.withoutCollator("a.title", "a.subtitle") == nil)
        #expect(StandardCompare.withoutCollator("item_500", "item_1000") == .orderedAscending)
    }

    @Test func escapingAndCommentsOfNonASCIIKeepEveryScalar() {
        #expect(SwiftLiteral.escaped("caf\u{E9} \"x\"\n\u{202E}👍") == "caf\u{E9} \\\"x\\\"\\n\\u{202E}👍")
        #expect(SwiftLiteral.docComment(["Añadir 👍\u{2028}línea\tdos \u{200B}", "é \u{301}  "])
            == ["/// Añadir 👍", "/// línea dos \\u{200B}", "/// é \u{301}"])
    }

    // MARK: Rendering on bytes

    /// Hostile texts: every line break, tabs, spaces at the ends, controls, escapes, invisible
    /// and bidi characters, noncharacters, U+0600 (a prepended mark: the space after it is part
    /// of its character), combining marks, emoji, and random mixes of those pieces.
    private static let hostileTexts: [String] = {
        let pieces = [
            "a", "Z", " ", "  ", "\t", "\r", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\0", "\u{7}",
            "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\\", "\"", "\\(x)", "%@", "é", "e\u{301}", "\u{301}", "\u{600}",
            "\u{600} ", "\u{110BD}", "\u{200B}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{FDCF}", "\u{FFFB}", "👍", "👨‍👩‍👧", "日本",
            "\u{FFFD}",
        ] + ([0xFDD0, 0xFDEF, 0xFFFE, 0x1FFFF, 0x10FFFF] as [UInt32]).map { String(Character(Unicode.Scalar($0)!)) }
        var texts = ["", " ", "   ", "plain text", "Your reward 1 is ready — tap to open"] + pieces + pieces.map { "x" + $0 + " " }
        var generator = SeededGenerator(state: 28_14)
        for _ in 0..<2_000 {
            texts.append((0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
        }
        return texts
    }()

    /// The former comment lines, a string per line, scalar by scalar but for printable ASCII.
    private func referenceCommentLines(_ paragraphs: [String]) -> [String] {
        func trimmed(_ line: String) -> String {
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
        var lines: [String] = []
        for paragraph in paragraphs {
            var line = String.UnicodeScalarView()
            var previousWasCarriageReturn = false
            for scalar in paragraph.unicodeScalars {
                defer { previousWasCarriageReturn = scalar == "\r" }
                let invisible: Bool = switch scalar.value {
                case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB: true
                default: scalar.properties.isNoncharacterCodePoint
                }
                if [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value) {
                    if !(scalar == "\n" && previousWasCarriageReturn) {
                        lines.append(trimmed(String(line)))
                        line = String.UnicodeScalarView()
                    }
                } else if scalar == "\t" {
                    line.append(" ")
                } else if invisible {
                    line.append(contentsOf: ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").unicodeScalars)
                } else {
                    line.append(scalar)
                }
            }
            lines.append(trimmed(String(line)))
        }
        return lines.map { $0.isEmpty ? "///" : "/// " + $0 }
    }

    /// The former escaping, scalar by scalar.
    private func referenceEscaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let invisible: Bool = switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB: true
            default: scalar.properties.isNoncharacterCodePoint
            }
            let escape: String? = switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\0": "\\0"
            default: invisible ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
            }
            if let escape { result.append(contentsOf: escape.unicodeScalars) } else { result.append(scalar) }
        }
        return String(result)
    }

    @Test func commentsOnBytesMatchTheLinesScalarByScalar() {
        var generator = SeededGenerator(state: 28_15)
        for text in Self.hostileTexts {
            let paragraphs = [text] + (0..<Int(generator.next() % 3)).map { _ in Self.hostileTexts[Int(generator.next() % UInt64(Self.hostileTexts.count))] }
            let reference = referenceCommentLines(paragraphs)
            #expect(SwiftLiteral.docComment(paragraphs) == reference, "\(paragraphs.debugDescription)")
            // Appended behind other text, with an indentation, as accessors are.
            var bytes = Array("before\n".utf8)
            SwiftLiteral.appendComment(paragraphs, linePrefix: Array("        ///".utf8), to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "before\n" + reference.map { "        " + $0 + "\n" }.joined(), "\(paragraphs.debugDescription)")
        }
        // The space after U+0600 is part of its character: only the space after that one goes.
        #expect(SwiftLiteral.docComment(["a\u{600}  ", "\u{600} "]) == ["/// a\u{600} ", "/// \u{600} "])
        #expect(SwiftLiteral.docComment(["  ", "a\r\n\r\nb"]) == ["///", "/// a", "///", "/// b"])
    }

    @Test func escapingOnBytesMatchesTheScalarByScalarEscape() {
        for text in Self.hostileTexts {
            #expect(SwiftLiteral.escaped(text) == referenceEscaped(text), "\(text.debugDescription)")
            var bytes = Array("(\"".utf8)
            let changed = SwiftLiteral.appendEscaped(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "(\"" + referenceEscaped(text), "\(text.debugDescription)")
            #expect(changed == (referenceEscaped(text) != text), "\(text.debugDescription)")
        }
    }

    @Test func identifierValidityAndKeywordsOfASCIIByBytesMatchTheScalarPath() {
        let texts = Self.asciiTexts + Self.hostileTexts + SwiftKeywords.reserved.flatMap { [$0, $0 + "s", String($0.dropLast()), "_" + $0, $0.uppercased()] }
            + ["\u{212A}", "Sel\u{66}", "s\u{65}lf", "caf\u{E9}", "cafe\u{301}", "\u{1D400}", "a\u{200D}b", "ⅻ"]
        for text in texts {
            #expect(Identifier.isValid(text) == Identifier.scalarIsValid(text), "\(text.debugDescription)")
            #expect(Identifier.isReserved(text) == SwiftKeywords.reserved.contains(text), "\(text.debugDescription)")
        }
        #expect(Identifier.asciiIsValid("ça") == nil)
        #expect(Identifier.asciiIsValid("_") == false && Identifier.asciiIsValid("_a") == true && Identifier.asciiIsValid("a1") == true)
    }

    @Test func parameterTypesArePassedOrReplacedAsTheSplitByCharactersSaid() {
        // The former rule: every part between `.` characters a valid identifier and no keyword.
        func reference(_ type: String) -> String {
            let parts = type.split(separator: ".", omittingEmptySubsequences: false)
            let isPlain = !parts.isEmpty && parts.allSatisfy { Identifier.scalarIsValid(String($0)) && !SwiftKeywords.reserved.contains(String($0)) }
            return isPlain ? type : "String"
        }
        let types = [
            "Int", "UInt", "Double", "String", "Character", "Foundation.Date", "Swift.Int", "a.b.c", "", ".", "a.", ".a", "a..b",
            "self", "Type", "Int.Type", "Int; exit(0)", "Int)", "ça", "caf\u{E9}.Bar", "a.\u{301}b", "a\u{301}.b", "_", "_.a", "2x",
        ]
        for type in types {
            let plan = AccessorPlan(
                key: "shop.list.item", table: "Shop", parameters: [.init(name: "arg1", swiftType: type)], defaultValue: "%@")
            let text = KeyFileRenderer.render(catalogName: "Shop", plans: [plan], path: "s.swift").text
            #expect(text.contains("static func item(_ arg1: \(reference(type))) -> "), "\(type.debugDescription)")
        }
    }

    /// A plan's refusal is held apart from it (a finding inline was most of a plan's bytes):
    /// plans still compare and hash by its value.
    @Test func aPlansRefusalComparesByValue() {
        let finding = { (message: String) in
            Diagnostic(checkID: "format-specifier", severity: .error, message: message, path: "Shop.xcstrings",
                       location: SourceLocation(line: 3, column: 5), key: "shop.home.price")
        }
        var refused = AccessorPlan(key: "shop.home.price", table: "Shop")
        var other = refused
        #expect(refused == other && refused.refusal == nil)
        refused.refusal = finding("%s")
        #expect(refused != other)
        other.refusal = finding("%s")
        #expect(refused == other && refused.hashValue == other.hashValue)
        other.refusal = finding("%*d")
        #expect(refused != other && other.refusal?.message == "%*d" && refused.refusal?.message == "%s")
        other.refusal = nil
        #expect(other == AccessorPlan(key: "shop.home.price", table: "Shop"))
    }
}


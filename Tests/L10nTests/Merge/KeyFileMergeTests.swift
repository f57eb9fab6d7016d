import Foundation
import Testing
@testable import L10nMerge

@Suite struct KeyFileMergeTests {
    static func file(_ emptyState: [String], list: [String]? = nil, header: String = "import Foundation\n", extraSections: String = "") -> String {
        var text = """
            // Keys of the Offers feature. Text lives in Offers.xcstrings.
            \(header)
            extension L10nKey {
                enum Offers {
                    enum EmptyState {

            """
        text += emptyState.map { "            static let \($0) = LocalizedStringResource(\"offers.emptyState.\($0)\", table: \"Offers\")\n" }.joined()
        text += "        }\n"
        if let list {
            text += "\n        enum List {\n"
            text += list.map { "            static let \($0) = LocalizedStringResource(\"offers.list.\($0)\", table: \"Offers\")\n" }.joined()
            text += "        }\n"
        }
        text += extraSections
        text += "    }\n}\n"
        return text
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var base: String?
        var ours: String
        var theirs: String
        var expected: String
        var conflicts: [String] = []
        var testDescription: String { name }
    }

    static let changedTitle = file(["message", "title"]).replacingOccurrences(of: "(\"offers.emptyState.title\", table: \"Offers\")", with: "(\"offers.emptyState.title\", table: \"Offers\", comment: \"Top\")")
    static let otherTitle = file(["message", "title"]).replacingOccurrences(of: "(\"offers.emptyState.title\", table: \"Offers\")", with: "(\"offers.emptyState.heading\", table: \"Offers\")")

    static let cases: [Case] = [
        Case(name: "accessors added to one section on both sides are all kept, in key order",
             base: file(["message", "title"]), ours: file(["banner", "message", "title"]), theirs: file(["cta", "message", "title"]),
             expected: file(["banner", "cta", "message", "title"])),
        Case(name: "accessors added at the same place in key order",
             base: file(["message"]), ours: file(["message", "refresh"]), theirs: file(["message", "title"]),
             expected: file(["message", "refresh", "title"])),
        Case(name: "an accessor added on one side, another deleted on the other",
             base: file(["message", "title"]), ours: file(["banner", "message", "title"]), theirs: file(["message"]),
             expected: file(["banner", "message"])),
        Case(name: "a new section on each side: both, in name order",
             base: file(["title"]), ours: file(["title"], list: ["header"]),
             theirs: file(["title"], extraSections: "\n        enum Detail {\n            static let terms = LocalizedStringResource(\"offers.detail.terms\", table: \"Offers\")\n        }\n"),
             expected: file(["title"], extraSections: "\n        enum Detail {\n            static let terms = LocalizedStringResource(\"offers.detail.terms\", table: \"Offers\")\n        }\n\n        enum List {\n            static let header = LocalizedStringResource(\"offers.list.header\", table: \"Offers\")\n        }\n")),
        Case(name: "the same section added on both sides with different accessors merges its body",
             base: file(["title"]), ours: file(["title"], list: ["header"]), theirs: file(["title"], list: ["filterAll"]),
             expected: file(["title"], list: ["filterAll", "header"])),
        Case(name: "an accessor changed on one side, an import on the other",
             base: file(["message", "title"]), ours: changedTitle, theirs: file(["message", "title"], header: "import Foundation\nimport SwiftUI\n"),
             expected: changedTitle.replacingOccurrences(of: "import Foundation\n", with: "import Foundation\nimport SwiftUI\n")),
        Case(name: "the same accessor change on both sides is taken once",
             base: file(["message", "title"]), ours: changedTitle, theirs: changedTitle, expected: changedTitle),
        Case(name: "without a base, both sides' accessors are kept",
             base: nil, ours: file(["banner", "title"]), theirs: file(["cta", "title"]), expected: file(["banner", "cta", "title"])),
    ]

    @Test(arguments: cases)
    func mergesByDeclaration(_ merge: Case) {
        let outcome = KeyFileMerge.merge(
            base: merge.base.map { Array($0.utf8) }, ours: Array(merge.ours.utf8), theirs: Array(merge.theirs.utf8), path: "L10nKey+offers.swift")
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == merge.expected)
        #expect(outcome.conflicts.map { "\($0.subject) (\($0.detail))" } == merge.conflicts)
    }

    @Test(arguments: cases)
    func propertiesHold(_ merge: Case) {
        let base = Array((merge.base ?? "").utf8), ours = Array(merge.ours.utf8), theirs = Array(merge.theirs.utf8)
        func run(_ o: [UInt8], _ a: [UInt8], _ b: [UInt8]) -> MergeOutcome { KeyFileMerge.merge(base: o, ours: a, theirs: b, path: "L10nKey+offers.swift") }
        #expect(run(base, ours, ours).bytes == ours)
        if merge.base != nil { #expect(run(base, base, theirs).bytes == theirs) }
        let forward = run(base, ours, theirs)
        #expect(run(base, theirs, ours).bytes == forward.bytes)
        #expect(run(base, forward.bytes, theirs).bytes == forward.bytes)
    }

    @Test func anAccessorChangedDifferentlyIsAConflictAroundIt() {
        let outcome = KeyFileMerge.merge(
            base: Array(Self.file(["message", "title"]).utf8), ours: Array(Self.changedTitle.utf8), theirs: Array(Self.otherTitle.utf8),
            path: "L10nKey+offers.swift")
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == """
            // Keys of the Offers feature. Text lives in Offers.xcstrings.
            import Foundation

            extension L10nKey {
                enum Offers {
                    enum EmptyState {
                        static let message = LocalizedStringResource("offers.emptyState.message", table: "Offers")
            <<<<<<< ours
                        static let title = LocalizedStringResource("offers.emptyState.title", table: "Offers", comment: "Top")
            =======
                        static let title = LocalizedStringResource("offers.emptyState.heading", table: "Offers")
            >>>>>>> theirs
                    }
                }
            }

            """)
        #expect(outcome.conflicts.map(\.message) == [
            "conflict in 'offers.emptyState.title' (accessor): ours \"static let title = LocalizedStringResource(\"offers.emptyStat…\", theirs \"static let title = LocalizedStringResource(\"offers.emptyStat…\"",
        ])
        #expect(outcome.conflicts.map(\.line) == [8])
    }

    @Test func deletedOnOneSideAndChangedOnTheOtherIsAConflict() {
        let outcome = KeyFileMerge.merge(
            base: Array(Self.file(["message", "title"]).utf8), ours: Array(Self.file(["message"]).utf8), theirs: Array(Self.changedTitle.utf8),
            path: "L10nKey+offers.swift")
        #expect(outcome.conflicts.map { "\($0.subject) (\($0.detail)) \($0.ours == nil)" } == ["offers.emptyState.title (accessor) true"])
        #expect(String(decoding: outcome.bytes, as: UTF8.self).contains("<<<<<<< ours\n=======\n            static let title"))
    }

    @Test func aFileThatIsNotAKeyFileMergesAsText() {
        let base = "one\ntwo\nthree\n", ours = "one\n2\nthree\n", theirs = "one\ntwo\nthree\nfour\n"
        #expect(KeyFileMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), path: "L10nKey+x.swift").bytes == Array("one\n2\nthree\nfour\n".utf8))
        let conflicting = TextMerge.merge(base: Array(base.utf8), ours: Array("one\n2\nthree\n".utf8), theirs: Array("one\nzwei\nthree\n".utf8))
        #expect(String(decoding: conflicting.bytes, as: UTF8.self) == "one\n<<<<<<< ours\n2\n=======\nzwei\n>>>>>>> theirs\nthree\n")
        #expect(conflicting.conflicts.map(\.line) == [2])
    }

    @Test func bytesThatAreNotUTF8MergeAsTextAndKeepTheirBytes() {
        let base: [UInt8] = Array("a\n".utf8) + [0xFF, 0x0A]
        let ours = base + Array("b\n".utf8)
        let theirs = Array("z\n".utf8) + base
        #expect(KeyFileMerge.merge(base: base, ours: ours, theirs: theirs, path: "L10nKey+x.swift").bytes == Array("z\n".utf8) + ours)
    }

    @Test func aHugeRewriteOnBothSidesStaysLinear() {
        let base = (0..<20_000).map { "line \($0)\n" }.joined()
        let ours = (0..<20_000).map { "ours \($0)\n" }.joined()
        let theirs = (0..<20_000).map { "theirs \($0)\n" }.joined()
        let outcome = TextMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
        #expect(outcome.conflicts.count == 1)
        #expect(ConflictedText(outcome.bytes)?.ours == Array(ours.utf8))
    }

    @Test func markersAreSplitBackIntoSidesWithDiff3Base() throws {
        let text = "a\n<<<<<<< HEAD\nb\n||||||| merged common ancestors\nx\n=======\nc\n>>>>>>> feature\nd\n"
        let sides = try #require(ConflictedText(Array(text.utf8)))
        #expect(sides.ours == Array("a\nb\nd\n".utf8))
        #expect(sides.theirs == Array("a\nc\nd\n".utf8))
        #expect(sides.base == Array("a\nx\nd\n".utf8))
        #expect(ConflictedText(Array("a\n<<<<<<< HEAD\nb\n".utf8)) == nil)
        #expect(ConflictedText(Array("no markers\n".utf8)) == nil)
    }
}

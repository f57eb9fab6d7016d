import Testing
@testable import L10nCore

/// The two byte-level shortcuts of L10nCore the app-code scan leans on (issue 28): the one
/// `memchr` search that the scanner, the key-file editor and the `l10n:used` marker share, and
/// `PathString.split`'s ASCII path. Each is held to the plain definition it replaces.
@Suite struct ByteSearchAndPathSplitTests {
    /// Whether `needle` is a run of `bytes`, by comparing at every offset.
    static func reference(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }

    @Test func searchFindsWhatComparingAtEveryOffsetFinds() {
        // Needles at the start, the end, overlapping themselves, cut off at the end, and texts
        // full of the searched byte but without the needle.
        let needles = ["typealias", "#if", "l10n:ignore", "aab", "a", "L10nKey"].map { Array($0.utf8) }
        let texts = [
            "", "a", "typealias", "typealia", "ypealias", " typealias X = Y", "yyyyyyyy", "aaab", "aaaa", "#i#if", "##", "//l10n:ignor",
            "// l10n:ignore", "L10nKe L10nKey", "let a = L10nKey.b", "t ypealias", "typealiastypealias",
        ].map { Array($0.utf8) }
        for needle in needles {
            for text in texts {
                for searchedByte in needle.indices {
                    let found = text.withUnsafeBufferPointer { $0.containsBytes(needle, searchedByte: searchedByte) }
                    #expect(found == Self.reference(needle, in: text), "\(String(decoding: needle, as: UTF8.self)) at \(searchedByte) in \(String(decoding: text, as: UTF8.self))")
                }
            }
        }
        #expect(Array("abc".utf8).withUnsafeBufferPointer { $0.containsBytes([]) } == false)
    }

    /// The split by Characters, as it was for every path.
    static func referenceSplit(_ path: String) -> (folder: String, fileName: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    @Test func splitByBytesIsTheSplitByCharacters() {
        // A `/` followed by a combining mark is one Character that is not a `/`: the split
        // must not cut there.
        let paths = [
            "", "/", "a", "a/", "/a", "App/Offers/OfferRow.swift", "./x.swift", "a//b", "Café/Vue.swift", "Cafe\u{301}/Vue.swift",
            "a/\u{301}b.swift", "a/b/\u{301}", "x/\u{301}/y", "中文/视图.swift", "a/😀.swift",
        ]
        for path in paths {
            let split = PathString.split(path)
            let reference = Self.referenceSplit(path)
            #expect(split.folder == reference.folder && split.fileName == reference.fileName, "\(path)")
            // Equal as Strings is not enough where canonical equivalence is at stake: the bytes too.
            #expect(Array(split.folder.utf8) == Array(reference.folder.utf8) && Array(split.fileName.utf8) == Array(reference.fileName.utf8), "\(path)")
        }
        #expect(PathString.split("a/\u{301}b.swift").folder == "")
    }
}

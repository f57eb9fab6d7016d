import Testing
@testable import L10nCore

/// The two byte-level shortcuts of L10nCore the app-code scan leans on (issue 28): the one
/// `memchr` search that the scanner, the key-file editor and the `l10n:used` marker share, and
/// `PathString.split`'s ASCII path, `PathString.join`'s test of a folder's last `/` by its
/// bytes, and `PathString.normalized`'s names, split by bytes in ASCII and appended without the
/// generic `joined` (a run-time conformance look-up at every start). Each is held to the plain
/// definition it replaces.
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

    /// The join by Characters, as it was for every path the search makes.
    static func referenceJoin(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        if name.isEmpty { return folder }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    @Test func joinByBytesIsTheJoinByCharacters() {
        // A `/` after a prepended mark (U+0600) is part of its Character, so the folder does not
        // end with a `/`; after a combining mark or a line break it does.
        let folders = [
            "", "/", "a", "a/", "App/Offers", "App/Offers/", "Café/", "Cafe\u{301}/", "a/\u{301}", "\u{600}/", "a\u{600}/", "\r/",
            "中文/", "😀/", "/work/tmp/l10n-bench-1/app/App/Feature12",
        ]
        for folder in folders {
            for name in ["", "x.swift", "\u{301}x", "Screen1234View.swift"] {
                let joined = PathString.join(folder, name)
                #expect(Array(joined.utf8) == Array(Self.referenceJoin(folder, name).utf8), "\(folder) + \(name)")
            }
        }
        #expect(PathString.join("\u{600}/", "x") == "\u{600}//x")
    }

    /// `normalized` as it was: the names (by Characters, `.` dropped, `..` applied) joined by
    /// the standard library, after a `/`.
    static func referenceNormalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `relative` as it was, on the names as they were split.
    static func referenceRelative(_ absolutePath: String, from folder: String) -> String {
        func names(_ path: String) -> [Substring] {
            var parts: [Substring] = []
            for part in path.split(separator: "/") where part != "." {
                if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
            }
            return parts
        }
        let target = names(absolutePath)
        let base = names(folder)
        let common = zip(target, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - common) + target.dropFirst(common).map(String.init)).joined(separator: "/")
    }

    @Test func normalizedIsTheJoinOfItsNames() {
        // Empty names, `..` past the root, a trailing `/`, and `/` with a combining mark after
        // it (one Character, no separator) or a name that starts with one.
        let paths = [
            "", "/", "//", "///a", "/a/", "/a//b/", "/.", "/./.", "/..", "/../..", "/a/../..", "/a/b/../../c/.", "/p/App/Features/../Catalogs/",
            "/work/tmp/project", "/Café/../Vue", "/Cafe\u{301}/./x", "/a/\u{301}b", "/a/\u{301}/..", "/\u{301}", "/中文/视图/..", "/a/😀/../b",
            "relative/a/../b", "/a/...", "/..a/b", "/a\r/\nb", "/a\r\n/b/\r\n", "/./../a/./b/.", "/a/./../../b",
        ]
        for path in paths {
            #expect(Array(PathString.normalized(path).utf8) == Array(Self.referenceNormalized(path).utf8), "\(path)")
            for folder in paths {
                #expect(PathString.relative(path, from: folder) == Self.referenceRelative(path, from: folder), "\(path) from \(folder)")
            }
        }
        #expect(PathString.normalized("/a/b/../c/") == "/a/c")
    }
}

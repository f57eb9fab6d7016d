/// A path pattern as `--exclude` and the configuration's `exclude` take it: `*` matches any
/// characters but `/`, `?` one character but `/`, and `**` as a whole segment any number of
/// folders. A pattern without a `/` matches a file or folder of that name anywhere
/// (`Generated`, `*.generated.swift`); one with a `/` matches the whole path from the folder it
/// is relative to (`App/Legacy/**`, `**/Mocks/*.xcstrings`), and so does one that starts with
/// `./` or `/` (`./Pods`: only the top folder's). A trailing `/` is ignored. Everything else
/// matches itself.
package struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    package let description: String
    private let segments: [Segment]
    /// Whether the pattern is matched against the whole relative path, not just a name.
    package let isAnchored: Bool

    private enum Segment: Hashable, Sendable {
        /// `**`: zero or more whole segments.
        case anyFolders
        case pattern([Character])
    }

    /// Nil when the pattern names nothing: empty, or only slashes and dots.
    package init?(_ pattern: String) {
        var text = Substring(pattern)
        var isRooted = text.hasPrefix("/")
        while text.hasPrefix("./") {
            text = text.dropFirst(2)
            isRooted = true
        }
        let parts = text.split(separator: "/").filter { $0 != "." }
        guard !parts.isEmpty, !parts.allSatisfy({ $0 == ".." }) else { return nil }
        description = pattern
        isAnchored = isRooted || parts.count > 1
        segments = parts.map { $0 == "**" ? .anyFolders : .pattern(Array($0)) }
    }

    /// Whether `path`, relative to the pattern's folder and `/`-separated, matches.
    package func matches(_ path: String) -> Bool {
        matches(names: path.split(separator: "/").map { Array($0) })
    }

    /// Whether the path whose folder and file names are `names` matches: callers matching one
    /// path against many patterns split it once.
    package func matches(names: [[Character]]) -> Bool {
        guard !names.isEmpty else { return false }
        if !isAnchored, case .pattern(let pattern) = segments[0] {
            return names.contains { Self.matches(pattern[...], $0[...]) }
        }
        // The segments a prefix of `names` can have reached, all at once: each name is read
        // once against each segment, so the cost is segments × names however many `**` there
        // are (trying each split of the folders `**` could take is exponential in them).
        var reached = [Bool](repeating: false, count: segments.count + 1)
        reached[0] = true
        Self.passAnyFolders(segments, &reached)
        for name in names {
            var next = [Bool](repeating: false, count: segments.count + 1)
            var any = false
            for (index, segment) in segments.enumerated() where reached[index] {
                switch segment {
                case .anyFolders:
                    // `**` takes this name and stays where it is.
                    next[index] = true
                    any = true
                case .pattern(let pattern):
                    if Self.matches(pattern[...], name[...]) {
                        next[index + 1] = true
                        any = true
                    }
                }
            }
            guard any else { return false }
            Self.passAnyFolders(segments, &next)
            reached = next
        }
        return reached[segments.count]
    }

    /// A `**` may take no folder at all: reaching it reaches the segment after it too.
    private static func passAnyFolders(_ segments: [Segment], _ reached: inout [Bool]) {
        for (index, segment) in segments.enumerated() where reached[index] && segment == .anyFolders {
            reached[index + 1] = true
        }
    }

    /// A name every path the pattern matches has (`Mocks` in `**/Mocks/*.swift`), so that a
    /// path without it need not be matched at all; nil when every segment has a wildcard.
    package var requiredName: String? {
        for segment in segments {
            if case .pattern(let pattern) = segment, !pattern.contains("*"), !pattern.contains("?") { return String(pattern) }
        }
        return nil
    }

    /// The pattern as a path with no wildcard (`Legacy`, `App/Legacy`), which is a look-up
    /// rather than a match; nil when it has one.
    package var literalPath: String? {
        var names: [String] = []
        for segment in segments {
            guard case .pattern(let pattern) = segment, !pattern.contains("*"), !pattern.contains("?") else { return nil }
            names.append(String(pattern))
        }
        return names.joined(separator: "/")
    }

    /// `*` and `?` within one name; backtracks only to the last `*`, so it takes at most
    /// pattern × name steps.
    private static func matches(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex
        var n = name.startIndex
        var star: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let last = star {
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}

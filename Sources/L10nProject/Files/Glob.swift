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
        let names = path.split(separator: "/").map { Array($0) }
        guard !names.isEmpty else { return false }
        if !isAnchored, case .pattern(let pattern) = segments[0] {
            return names.contains { Self.matches(pattern[...], $0[...]) }
        }
        return Self.matches(segments[...], names[...])
    }

    private static func matches(_ segments: ArraySlice<Segment>, _ names: ArraySlice<[Character]>) -> Bool {
        guard let first = segments.first else { return names.isEmpty }
        switch first {
        case .anyFolders:
            let rest = segments.dropFirst()
            // Try every number of folders `**` could take, fewest first.
            var remaining = names
            while true {
                if matches(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case .pattern(let pattern):
            guard let name = names.first, matches(pattern[...], name[...]) else { return false }
            return matches(segments.dropFirst(), names.dropFirst())
        }
    }

    /// `*` and `?` within one name; backtracks only to the last `*`, so it is linear in practice.
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

import L10nCore
/// The patterns of an ``Exclusions``, arranged so that asking about one path costs at most the
/// path's length times the patterns that could match it, once per folder the patterns are
/// relative to: the path is split once per such folder, not once per pattern; a pattern
/// without a wildcard (`Legacy`, `App/Legacy`) is one hash look-up, and one with a plain name
/// (`**/Mocks/*.swift`) is matched only against paths that have that name. The search asks about every file and
/// folder it meets, and `exclude` lists come from files anyone can write.
struct PatternIndex: Hashable, Sendable {
    /// The patterns relative to one folder.
    private struct Group: Hashable, Sendable {
        /// The folder, ending in `/`.
        var prefix: String
        /// Names a pattern without a `/` or wildcard matches anywhere.
        var names: Set<String> = []
        /// Whole relative paths an anchored pattern without a wildcard matches.
        var paths: Set<String> = []
        /// Patterns with a wildcard and a name without one, by that name: only a path that has
        /// the name is matched against them.
        var globsByName: [String: [Glob]] = [:]
        /// Patterns with a wildcard in every name, matched against every path.
        var globs: [Glob] = []
    }

    private var groups: [Group] = []

    init(_ patterns: [Exclusions.Pattern]) {
        var groupIndex: [String: Int] = [:]
        for pattern in patterns {
            let prefix = pattern.base.hasSuffix("/") ? pattern.base : pattern.base + "/"
            let index = groupIndex[prefix] ?? {
                groups.append(Group(prefix: prefix))
                groupIndex[prefix] = groups.count - 1
                return groups.count - 1
            }()
            if let literal = pattern.glob.literalPath {
                if pattern.glob.isAnchored { groups[index].paths.insert(literal) } else { groups[index].names.insert(literal) }
            } else if let name = pattern.glob.requiredName {
                groups[index].globsByName[name, default: []].append(pattern.glob)
            } else {
                groups[index].globs.append(pattern.glob)
            }
        }
    }

    /// Whether a pattern matches `absolutePath`, as ``Exclusions/Pattern/matches(absolutePath:)``
    /// says for each.
    func matches(absolutePath: String) -> Bool {
        guard !groups.isEmpty else { return false }
        let path = absolutePath.contains("/.") ? PathString.normalized(absolutePath) : absolutePath
        let fileName = PathString.split(path).fileName
        for group in groups {
            if path.hasPrefix(group.prefix) {
                let relative = path.dropFirst(group.prefix.count)
                let parts = relative.split(separator: "/")
                guard !parts.isEmpty else { continue }
                if !group.names.isEmpty, parts.contains(where: { group.names.contains(String($0)) }) { return true }
                if group.paths.contains(parts.joined(separator: "/")) { return true }
                var candidates = group.globs
                if !group.globsByName.isEmpty {
                    for part in Set(parts) { candidates += group.globsByName[String(part)] ?? [] }
                }
                guard !candidates.isEmpty else { continue }
                let names = parts.map { Array($0) }
                if candidates.contains(where: { $0.matches(names: names) }) { return true }
            } else {
                // Outside its folder a pattern matches by the name alone, and only without a `/`.
                if group.names.contains(fileName) { return true }
                guard !group.globs.isEmpty else { continue }
                let name = [Array(fileName)]
                if group.globs.contains(where: { !$0.isAnchored && $0.matches(names: name) }) { return true }
            }
        }
        return false
    }
}

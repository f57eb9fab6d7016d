/// "Did you mean …?" for mistyped option and command names.
enum Suggestion {
    /// The candidate nearest to `input` by edit distance, if it is close enough to be a typo
    /// rather than a different word: at most two edits, and fewer than half its letters.
    /// Leading dashes are ignored so `--x` is not "close" to `--y`.
    static func closest(to input: String, in candidates: [String]) -> String? {
        let word = undashed(input)
        let scored = candidates.map { (candidate: $0, distance: editDistance(word, undashed($0))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        let isTypo = best.distance <= 2 && best.distance * 2 < max(word.count, undashed(best.candidate).count)
        return isTypo ? best.candidate : nil
    }

    private static func undashed(_ name: String) -> [Character] {
        Array(name.drop { $0 == "-" })
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost one.
    static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1]
            for (j, right) in rhs.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}

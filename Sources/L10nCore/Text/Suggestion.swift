/// "Did you mean …?" for mistyped option and command names.
package enum Suggestion {
    /// The candidate nearest to `input` by edit distance, if it is close enough to be a typo
    /// rather than a different word: at most two edits, and fewer than half its letters.
    /// Leading dashes are ignored so `--x` is not "close" to `--y`.
    package static func closest(to input: String, in candidates: [String]) -> String? {
        let word = undashed(input)
        let scored = candidates.map { (candidate: $0, distance: editDistance(word, undashed($0))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        let isTypo = best.distance <= 2 && best.distance * 2 < max(word.count, undashed(best.candidate).count)
        return isTypo ? best.candidate : nil
    }

    private static func undashed(_ name: String) -> [Character] {
        Array(name.drop { $0 == "-" })
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbouring
    /// letters (the commonest typo, `hepl`) as one edit each.
    package static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        var distance = Array(repeating: Array(repeating: 0, count: rhs.count + 1), count: lhs.count + 1)
        for i in 0...lhs.count { distance[i][0] = i }
        for j in 0...rhs.count { distance[0][j] = j }
        for i in stride(from: 1, through: lhs.count, by: 1) {
            for j in stride(from: 1, through: rhs.count, by: 1) {
                let substitution = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                distance[i][j] = min(
                    distance[i - 1][j] + 1, distance[i][j - 1] + 1, distance[i - 1][j - 1] + substitution)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    distance[i][j] = min(distance[i][j], distance[i - 2][j - 2] + 1)
                }
            }
        }
        return distance[lhs.count][rhs.count]
    }
}

/// Three-way merge of lines, as `git merge-file` does it: what one side changed is taken, the
/// same change on both sides is taken once, and a region both sides changed differently is a
/// conflict. Lines keep their terminators, so the result's bytes are the inputs' bytes.
package enum LineMerge {
    /// One region of the merged text.
    package enum Chunk: Equatable, Sendable {
        case resolved([Line])
        /// `base` is the region as the base had it (empty where both sides inserted).
        case conflict(base: [Line], ours: [Line], theirs: [Line])
    }

    package typealias Line = ArraySlice<UInt8>

    /// `text` cut after each line feed; the last line may have none.
    package static func lines(_ text: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for index in text.indices where text[index] == 0x0A {
            result.append(text[start...index])
            start = index + 1
        }
        if start < text.count { result.append(text[start...]) }
        return result
    }

    /// Merges the three line lists region by region.
    package static func merge(base: [Line], ours: [Line], theirs: [Line]) -> [Chunk] {
        let oursMatches = LineDiff.matches(base, ours)
        let theirsMatches = LineDiff.matches(base, theirs)
        // Base lines matched on both sides are the stable points; between them, the regions.
        var oursOf = [Int?](repeating: nil, count: base.count + 1)
        var theirsOf = [Int?](repeating: nil, count: base.count + 1)
        for (baseIndex, other) in oursMatches { oursOf[baseIndex] = other }
        for (baseIndex, other) in theirsMatches { theirsOf[baseIndex] = other }
        oursOf[base.count] = ours.count
        theirsOf[base.count] = theirs.count

        var chunks: [Chunk] = []
        func emit(_ chunk: Chunk) {
            if case .resolved(let lines) = chunk, case .resolved(let previous)? = chunks.last {
                chunks[chunks.count - 1] = .resolved(previous + lines)
            } else if case .resolved(let lines) = chunk, lines.isEmpty {
                return
            } else {
                chunks.append(chunk)
            }
        }
        var baseStart = 0, oursStart = 0, theirsStart = 0
        for baseIndex in 0...base.count {
            guard let oursIndex = oursOf[baseIndex], let theirsIndex = theirsOf[baseIndex],
                  oursIndex >= oursStart, theirsIndex >= theirsStart else { continue }
            let baseRegion = Array(base[baseStart..<baseIndex])
            let oursRegion = Array(ours[oursStart..<oursIndex])
            let theirsRegion = Array(theirs[theirsStart..<theirsIndex])
            if oursRegion == baseRegion {
                emit(.resolved(theirsRegion))
            } else if theirsRegion == baseRegion || oursRegion == theirsRegion {
                emit(.resolved(oursRegion))
            } else {
                emit(.conflict(base: baseRegion, ours: oursRegion, theirs: theirsRegion))
            }
            if baseIndex < base.count { emit(.resolved([base[baseIndex]])) }
            baseStart = baseIndex + 1
            oursStart = oursIndex + 1
            theirsStart = theirsIndex + 1
        }
        return chunks
    }
}

/// The longest common subsequence of two line lists, by Myers' O(ND) algorithm after the
/// common head and tail are set aside.
enum LineDiff {
    /// Above this many differences the lists are treated as having nothing in common between
    /// their common head and tail, so a huge rewrite costs linear time and memory.
    static let maximumDifferences = 1_000

    /// Pairs `(index in a, index in b)` of equal lines, increasing in both.
    static func matches(_ a: [LineMerge.Line], _ b: [LineMerge.Line]) -> [(Int, Int)] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var result = (0..<head).map { ($0, $0) }
        // Equal lines get one number, so the inner loop compares integers.
        var numbers: [LineMerge.Line: Int] = [:]
        for line in a[head..<(a.count - tail)] where numbers[line] == nil { numbers[line] = numbers.count }
        let leftIDs = a[head..<(a.count - tail)].map { numbers[$0]! }
        let rightIDs = b[head..<(b.count - tail)].map { numbers[$0] ?? -1 }
        result += middle(leftIDs, rightIDs).map { ($0.0 + head, $0.1 + head) }
        result += (0..<tail).map { (a.count - tail + $0, b.count - tail + $0) }
        return result
    }

    private static func middle(_ a: [Int], _ b: [Int]) -> [(Int, Int)] {
        let n = a.count, m = b.count
        guard n > 0, m > 0 else { return [] }
        let maximum = min(n + m, maximumDifferences)
        let offset = maximum + 1
        var v = [Int](repeating: 0, count: 2 * maximum + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...maximum {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { found = true; break search }
            }
        }
        guard found else { return [] }
        // Walks the trace back from the end, collecting the diagonal moves.
        var pairs: [(Int, Int)] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                pairs.append((x, y))
            }
            if d > 0 { x = previousX; y = previousY }
        }
        return pairs.reversed()
    }
}

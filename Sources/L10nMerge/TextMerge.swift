import Foundation
/// Line merge of any text, as git merges it: what a merge driver must do with a file it cannot
/// read by meaning. Both sides of a conflict are trimmed of the lines they share, as git's
/// default merge does, so the markers hold only what differs.
package enum TextMerge {
    package static func merge(base: [UInt8]?, ours: [UInt8], theirs: [UInt8]) -> MergeOutcome {
        let chunks = LineMerge.merge(base: LineMerge.lines(base ?? []), ours: LineMerge.lines(ours), theirs: LineMerge.lines(theirs))
        var renderer = ConflictRenderer()
        for chunk in chunks {
            switch chunk {
            case .resolved(let lines):
                for line in lines { renderer.append(line) }
            case .conflict(_, let oursLines, let theirsLines):
                var head = 0
                while head < oursLines.count, head < theirsLines.count, oursLines[head] == theirsLines[head] { head += 1 }
                var tail = 0
                while tail < oursLines.count - head, tail < theirsLines.count - head,
                      oursLines[oursLines.count - 1 - tail] == theirsLines[theirsLines.count - 1 - tail] { tail += 1 }
                for line in oursLines.prefix(head) { renderer.append(line) }
                let oursPart = Array(oursLines[head..<(oursLines.count - tail)].joined())
                let theirsPart = Array(theirsLines[head..<(theirsLines.count - tail)].joined())
                renderer.conflict(
                    ours: oursPart, theirs: theirsPart, subject: "text", detail: "lines",
                    oursSummary: ConflictRenderer.firstLine(oursPart), theirsSummary: ConflictRenderer.firstLine(theirsPart))
                for line in oursLines.suffix(tail) { renderer.append(line) }
            }
        }
        return renderer.outcome
    }
}

/// Builds merged text with conflict regions, numbering each region's first marker line.
struct ConflictRenderer {
    private(set) var bytes: [UInt8] = []
    private(set) var conflicts: [MergeConflict] = []
    private var line = 1

    var outcome: MergeOutcome { MergeOutcome(bytes: bytes, conflicts: conflicts) }

    mutating func append<Bytes: Collection<UInt8>>(_ part: Bytes) {
        for byte in part where byte == 0x0A { line += 1 }
        bytes += part
    }

    /// `ours` and `theirs` whole, between markers; each side ends with a line break, so the
    /// markers stay on lines of their own. A nil summary says that side deleted the part.
    mutating func conflict(ours: [UInt8], theirs: [UInt8], subject: String, detail: String, oursSummary: String?, theirsSummary: String?) {
        // The marker must start a line.
        if let last = bytes.last, last != 0x0A { append([0x0A]) }
        conflicts.append(MergeConflict(line: line, subject: subject, detail: detail, ours: oursSummary, theirs: theirsSummary))
        append(ConflictMarker.region(ours: Self.terminated(ours), theirs: Self.terminated(theirs)))
    }

    static func terminated(_ bytes: [UInt8]) -> [UInt8] {
        bytes.isEmpty || bytes.last == 0x0A ? bytes : bytes + [0x0A]
    }

    /// The first line that is not blank, trimmed; nil for nothing at all.
    static func firstLine(_ bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let line = text.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) } ?? ""
        return line.trimmingCharacters(in: .whitespaces)
    }
}

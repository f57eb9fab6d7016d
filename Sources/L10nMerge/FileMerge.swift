import L10nCore
import L10nJSON
import L10nCatalog
import L10nProject

/// Which merge a file gets, by its name in the repository.
package enum MergeFileKind: Sendable, Equatable {
    case catalog
    case keyFile
    case text

    package static func of(path: String) -> MergeFileKind {
        let name = PathString.split(path).fileName
        if name.hasSuffix(".xcstrings") { return .catalog }
        if Feature.keyPrefix(ofKeyFile: name) != nil { return .keyFile }
        return .text
    }
}

/// Merges one file of any kind; the entry point of `merge` and `resolve`.
package enum FileMerge {
    /// Which input could not be read.
    package enum Side: String, Sendable {
        case base, ours, theirs
    }

    package struct Unreadable: Error, Sendable {
        package var side: Side
        package var error: JSONParseError
    }

    /// - Parameter base: nil or empty when there is none (both sides added the file).
    package static func merge(base: [UInt8]?, ours: [UInt8], theirs: [UInt8], kind: MergeFileKind, path: String) throws(Unreadable) -> MergeOutcome {
        let base = base.flatMap { $0.isEmpty ? nil : $0 }
        switch kind {
        case .catalog:
            return try CatalogMerge.merge(
                base: base.map { .bytes(SourceFile(path: path, bytes: $0)) }, ours: .bytes(SourceFile(path: path, bytes: ours)),
                theirs: .bytes(SourceFile(path: path, bytes: theirs)))
        case .keyFile:
            return KeyFileMerge.merge(base: base, ours: ours, theirs: theirs, path: path)
        case .text:
            return TextMerge.merge(base: base, ours: ours, theirs: theirs)
        }
    }
}

/// A file git left with conflict markers, cut back into the sides it merged.
package struct ConflictedText: Sendable {
    package var ours: [UInt8]
    package var theirs: [UInt8]
    /// The base, when every region has diff3's `|||||||` section.
    package var base: [UInt8]?
    /// The text the sides share, each region empty: a base for a two-way merge of lines.
    package var shared: [UInt8]

    /// Nil when the text has no complete conflict region.
    package init?(_ bytes: [UInt8]) {
        enum State { case common, ours, base, theirs }
        var state = State.common
        var ours: [UInt8] = [], theirs: [UInt8] = [], base: [UInt8] = [], shared: [UInt8] = []
        var regions = 0
        var regionsWithBase = 0
        func starts(_ line: LineMerge.Line, _ mark: UInt8) -> Bool {
            guard line.count >= 7, line.prefix(7).allSatisfy({ $0 == mark }) else { return false }
            let rest = line.dropFirst(7)
            return rest.isEmpty || [0x20, 0x0A, 0x0D].contains(rest.first!)
        }
        for line in LineMerge.lines(bytes) {
            switch state {
            case .common:
                if starts(line, UInt8(ascii: "<")) {
                    state = .ours
                    regions += 1
                } else {
                    ours += line; theirs += line; base += line; shared += line
                }
            case .ours:
                if starts(line, UInt8(ascii: "|")) {
                    state = .base
                    regionsWithBase += 1
                } else if starts(line, UInt8(ascii: "=")) {
                    state = .theirs
                } else {
                    ours += line
                }
            case .base:
                if starts(line, UInt8(ascii: "=")) { state = .theirs } else { base += line }
            case .theirs:
                if starts(line, UInt8(ascii: ">")) { state = .common } else { theirs += line }
            }
        }
        guard regions > 0, state == .common else { return nil }
        self.ours = ours
        self.theirs = theirs
        self.base = regionsWithBase == regions ? base : nil
        self.shared = shared
    }

    /// Merges the sides as `merge` would have: with diff3's base when there is one, else as a
    /// union (a catalog without a base; the shared text as the base of lines).
    package func merged(kind: MergeFileKind, path: String) throws(FileMerge.Unreadable) -> MergeOutcome {
        let lineBase = base ?? shared
        return try FileMerge.merge(base: kind == .catalog ? base : lineBase, ours: ours, theirs: theirs, kind: kind, path: path)
    }
}

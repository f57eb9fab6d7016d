import L10nCore
import L10nJSON
import L10nCatalog

/// Three-way merge of String Catalogs by meaning: keys, then each key's fields, then each
/// localization down to its `stringUnit`. A part changed on one side takes that side; the same
/// change on both is taken once; a part both changed differently is a conflict, kept between
/// markers around the smallest region that holds it (one localization of one key, else the
/// member itself), both sides whole. The result is laid out as Xcode writes.
package enum CatalogMerge {
    /// Merges parsed catalogs; the result's lines end with `lineEnding` (our side's).
    /// - Parameter base: nil when there is none (both sides added the file, or `resolve` of a
    ///   conflict without diff3's base): then only values that differ conflict.
    package static func merge(base: JSONDocument?, ours: JSONDocument, theirs: JSONDocument, lineEnding: LineEnding, capacity: Int) -> MergeOutcome {
        var merger = Merger()
        let merged: JSONValue
        switch merger.value(base: base?.root, ours: ours.root, theirs: theirs.root, path: []) {
        case .clean(let value): merged = value ?? ours.root
        case .conflict(let oursValue, let theirsValue):
            // Only a root that is not an object can conflict whole.
            merged = merger.sentinel(path: [], ours: oursValue, theirs: theirsValue)
        }
        var document = ours
        document.root = merged
        framing(&document, base: base, theirs: theirs)
        // Written by the one writer; its text is proved to read back as the merged tree.
        let written = (try? CatalogFormatter.serializeVerified(document, capacity: capacity)) ?? JSONWriter.write(document, capacity: capacity)
        let (bytes, conflicts) = merger.conflicts.isEmpty ? (written, []) : merger.spliceMarkers(into: written)
        return MergeOutcome(bytes: lineEnding.applied(to: bytes), conflicts: conflicts)
    }

    /// The final newline and byte order mark follow the same rule as the content: theirs when
    /// only they changed it. `document` starts as ours.
    static func framing(_ document: inout JSONDocument, base: JSONDocument?, theirs: JSONDocument) {
        guard let base else { return }
        if base.hasTrailingNewline == document.hasTrailingNewline { document.hasTrailingNewline = theirs.hasTrailingNewline }
        if base.hasByteOrderMark == document.hasByteOrderMark { document.hasByteOrderMark = theirs.hasByteOrderMark }
    }
}

enum Merged {
    case clean(JSONValue?)
    case conflict(ours: JSONValue?, theirs: JSONValue?)
}

struct PendingConflict {
    var path: [String]
    var ours: JSONValue?
    var theirs: JSONValue?
}

struct Merger {
    var conflicts: [PendingConflict] = []

    static let sentinelPrefix = "\u{0}l10n-merge-conflict "

    /// Stands in the tree for a conflict until the text is written.
    mutating func sentinel(path: [String], ours: JSONValue?, theirs: JSONValue?) -> JSONValue {
        conflicts.append(PendingConflict(path: path, ours: ours, theirs: theirs))
        return .string(Self.sentinelPrefix + String(conflicts.count - 1))
    }

    /// Conflicts inside a localization surface at the localization, so that a person sees it
    /// whole: `strings.<key>.localizations.<language>` and below.
    static func surfacesAbove(_ path: [String]) -> Bool {
        path.count > 4 && path[0] == CatalogField.strings && path[2] == CatalogField.localizations
    }

    mutating func value(base: JSONValue?, ours: JSONValue?, theirs: JSONValue?, path: [String]) -> Merged {
        if same(ours, theirs) { return .clean(ours) }
        if same(base, ours) { return .clean(theirs) }
        if same(base, theirs) { return .clean(ours) }
        if path == ["version"], let ours, let theirs, let newer = Self.newerVersion(ours, theirs) {
            return .clean(newer)
        }
        guard case .object(let oursMembers)? = ours, case .object(let theirsMembers)? = theirs else {
            return .conflict(ours: ours, theirs: theirs)
        }
        let baseMembers: [JSONMember]
        switch base {
        case .object(let members)?: baseMembers = members
        case nil: baseMembers = []
        default: return .conflict(ours: ours, theirs: theirs)
        }
        return object(base: baseMembers, ours: oursMembers, theirs: theirsMembers, path: path)
    }

    private mutating func object(base: [JSONMember], ours: [JSONMember], theirs: [JSONMember], path: [String]) -> Merged {
        let baseIndex = MemberIndex(base)
        let theirsIndex = MemberIndex(theirs)
        let oursIndex = MemberIndex(ours)
        var oursResult: [JSONMember] = []
        var theirsResult: [JSONMember]? = nil
        oursResult.reserveCapacity(ours.count + 4)
        let surfaces = Self.surfacesAbove(path + [""])

        func add(_ member: JSONMember, _ merged: Merged, at index: Int?, into results: inout [JSONMember], theirsResult: inout [JSONMember]?, merger: inout Merger) {
            func insert(_ value: JSONValue, into list: inout [JSONMember]) {
                var copy = member
                copy.value = value
                if let index { list.insert(copy, at: min(index, list.count)) } else { list.append(copy) }
            }
            switch merged {
            case .clean(let value):
                if let value {
                    insert(value, into: &results)
                    if theirsResult != nil { insert(value, into: &theirsResult!) }
                }
            case .conflict(let oursValue, let theirsValue):
                if surfaces {
                    if theirsResult == nil { theirsResult = results }
                    if let oursValue { insert(oursValue, into: &results) }
                    if let theirsValue { insert(theirsValue, into: &theirsResult!) }
                } else {
                    insert(merger.sentinel(path: path + [member.key], ours: oursValue, theirs: theirsValue), into: &results)
                }
            }
        }

        for (offset, member) in ours.enumerated() where oursIndex.first(member.key) == offset {
            let merged = value(
                base: baseIndex[member.key], ours: member.value, theirs: theirsIndex[member.key], path: path + [member.key])
            add(JSONMember(key: member.key, value: member.value, keyPosition: member.keyPosition), merged, at: nil,
                into: &oursResult, theirsResult: &theirsResult, merger: &self)
        }
        for (offset, member) in theirs.enumerated() where oursIndex[member.key] == nil && theirsIndex.first(member.key) == offset {
            let merged = value(base: baseIndex[member.key], ours: nil, theirs: member.value, path: path + [member.key])
            // Added by theirs (or changed there and deleted by ours): where Xcode puts it.
            let index = XcodeOrder.insertionIndex(for: member.key, in: oursResult)
            add(member, merged, at: index, into: &oursResult, theirsResult: &theirsResult, merger: &self)
        }
        if let theirsResult { return .conflict(ours: .object(oursResult), theirs: .object(theirsResult)) }
        return .clean(.object(oursResult))
    }

    private func same(_ lhs: JSONValue?, _ rhs: JSONValue?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): lhs.hasSameContent(as: rhs)
        default: false
        }
    }

    /// Xcode upgrades a catalog's `version` (1.0 to 1.1) and never goes back, so the newer wins.
    static func newerVersion(_ lhs: JSONValue, _ rhs: JSONValue) -> JSONValue? {
        func parts(_ value: JSONValue) -> [Int]? {
            let text: String
            switch value {
            case .string(let string): text = string
            case .number(let number): text = number
            default: return nil
            }
            let numbers = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            return numbers.contains(nil) ? nil : numbers.map { $0! }
        }
        guard let left = parts(lhs), let right = parts(rhs) else { return nil }
        return left.lexicographicallyPrecedes(right) ? rhs : lhs
    }

    /// Replaces each sentinel line of the written text with both sides between markers.
    func spliceMarkers(into written: [UInt8]) -> ([UInt8], [MergeConflict]) {
        let marker = Array("\"\\u0000l10n-merge-conflict ".utf8)
        var output: [ArraySlice<UInt8>] = []
        var lastIsPlain = false
        var found: [(index: Int, lineIndex: Int)] = []
        for line in LineMerge.lines(written) {
            guard let range = firstRange(of: marker, in: line) else {
                output.append(line)
                lastIsPlain = true
                continue
            }
            let digits = line[range.upperBound...].prefix { (0x30...0x39).contains($0) }
            guard let index = Int(String(decoding: digits, as: UTF8.self)), index < conflicts.count else {
                output.append(line)
                continue
            }
            let conflict = conflicts[index]
            var body = line
            while let last = body.last, last == 0x0A || last == 0x0D { body = body.dropLast() }
            let hasComma = body.last == UInt8(ascii: ",")
            let depth = conflict.path.count
            func block(_ value: JSONValue?) -> [UInt8] {
                guard let value else { return [] }
                if depth == 0 { return JSONWriter.write(value) + [0x0A] }
                var bytes = [UInt8](repeating: 0x20, count: 2 * depth)
                bytes += JSONWriter.member(conflict.path[depth - 1], value, depth: depth)
                if hasComma { bytes.append(UInt8(ascii: ",")) }
                bytes.append(0x0A)
                return bytes
            }
            var oursBlock = block(conflict.ours)
            var theirsBlock = block(conflict.theirs)
            // A deleted last member leaves the member before it with a comma too many on
            // that side: that line goes in the region too, so each side reads as JSON.
            if (conflict.ours == nil || conflict.theirs == nil), !hasComma, lastIsPlain, let previous = output.last,
               previous.dropLast().last == UInt8(ascii: ",") {
                output.removeLast()
                let withoutComma = Array(previous.dropLast(2)) + [0x0A]
                oursBlock = (conflict.ours == nil ? withoutComma : Array(previous)) + oursBlock
                theirsBlock = (conflict.theirs == nil ? withoutComma : Array(previous)) + theirsBlock
            }
            found.append((index, output.count))
            output.append(ArraySlice(ConflictMarker.region(ours: oursBlock, theirs: theirsBlock)))
            lastIsPlain = false
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(written.count + 1024)
        var lineNumbers: [Int: Int] = [:]
        var line = 1
        var foundIndex = 0
        for (position, part) in output.enumerated() {
            if foundIndex < found.count, found[foundIndex].lineIndex == position {
                lineNumbers[found[foundIndex].index] = line
                foundIndex += 1
            }
            bytes += part
            line += part.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        let described = found.map { entry in
            Self.describe(conflicts[entry.index], line: lineNumbers[entry.index] ?? 1)
        }
        return (bytes, described)
    }

    private func firstRange(of needle: [UInt8], in line: ArraySlice<UInt8>) -> Range<Int>? {
        guard line.count >= needle.count else { return nil }
        var start = line.startIndex
        while start + needle.count <= line.endIndex {
            if line[start] == needle[0], line[start..<(start + needle.count)].elementsEqual(needle) { return start..<(start + needle.count) }
            start += 1
        }
        return nil
    }

    static func describe(_ conflict: PendingConflict, line: Int) -> MergeConflict {
        let path = conflict.path
        let subject: String
        let detail: String
        if path.count >= 2, path[0] == CatalogField.strings {
            subject = path[1]
            if path.count >= 4, path[2] == CatalogField.localizations {
                detail = path[3]
            } else {
                detail = path.count == 2 ? "entry" : path.dropFirst(2).joined(separator: ".")
            }
        } else {
            subject = path.first ?? "catalog"
            detail = "catalog"
        }
        return MergeConflict(line: line, subject: subject, detail: detail, ours: summary(conflict.ours), theirs: summary(conflict.theirs))
    }

    /// The text a person recognises: the first `stringUnit`'s value, a plain value, else the JSON.
    static func summary(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        func firstUnitValue(_ value: JSONValue) -> String? {
            guard case .object(let members) = value else { return nil }
            if let unit = value[CatalogField.stringUnit], let text = unit[CatalogField.value]?.stringValue { return text }
            for member in members { if let text = firstUnitValue(member.value) { return text } }
            return nil
        }
        switch value {
        case .string(let text): return text
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        default:
            return firstUnitValue(value) ?? String(decoding: JSONWriter.write(value).filter { $0 != 0x0A }, as: UTF8.self)
        }
    }
}

/// Finds members by key, byte for byte: Swift's `==` would call keys that differ only in
/// Unicode normalisation the same, and a catalog holds both as different keys.
private struct MemberIndex {
    private var small: [JSONMember]?
    private var byKey: [[UInt8]: (value: JSONValue, position: Int)] = [:]
    private var positions: [Int]

    init(_ members: [JSONMember]) {
        positions = []
        if members.count <= 16 {
            small = members
        } else {
            byKey.reserveCapacity(members.count)
            for (offset, member) in members.enumerated() where byKey[Array(member.key.utf8)] == nil {
                byKey[Array(member.key.utf8)] = (member.value, offset)
            }
        }
    }

    subscript(key: String) -> JSONValue? {
        if let small { return small.first { $0.key.utf8.elementsEqual(key.utf8) }?.value }
        return byKey[Array(key.utf8)]?.value
    }

    /// Which member named `key` is the first (repeats are reported by `check`, and merged as the first).
    func first(_ key: String) -> Int? {
        if let small { return small.firstIndex { $0.key.utf8.elementsEqual(key.utf8) } }
        return byKey[Array(key.utf8)]?.position
    }
}

import Foundation
import L10nCore
import L10nSwiftSource
import L10nAccessors
import L10nGeneration

/// Three-way merge of `L10nKey+<feature>.swift` files by declaration. Each body (the file, the
/// feature enum, each section) is merged as lines in which every accessor and every enum stands
/// as one line of its own; lines that are not declarations merge as git merges them. Where both
/// sides only added declarations at one place, all are kept, in the file's own order (key
/// order where the body is in key order, as `add` places them); a declaration changed on both
/// sides differently is a conflict around that declaration. A file that is not read as a key
/// file whole is merged as text.
package enum KeyFileMerge {
    package static func merge(base: [UInt8]?, ours: [UInt8], theirs: [UInt8], path: String) -> MergeOutcome {
        guard let oursVersion = Version(ours, path: path), let theirsVersion = Version(theirs, path: path) else {
            return TextMerge.merge(base: base, ours: ours, theirs: theirs)
        }
        let baseVersion: Version?
        if let base, !base.isEmpty {
            guard let version = Version(base, path: path) else { return TextMerge.merge(base: base, ours: ours, theirs: theirs) }
            baseVersion = version
        } else {
            baseVersion = nil
        }
        var merger = DeclarationMerger(base: baseVersion, ours: oursVersion, theirs: theirsVersion)
        guard merger.mergeBody(base: baseVersion?.top, ours: oursVersion.top, theirs: theirsVersion.top) else {
            return TextMerge.merge(base: base, ours: ours, theirs: theirs)
        }
        let outcome = merger.renderer.outcome
        // A clean result must read back as a key file as well as its inputs did.
        if outcome.isClean {
            guard let text = UTF8Text.decode(outcome.bytes), KeyFileReader.read(text: text, path: path).isEditable else {
                return TextMerge.merge(base: base, ours: ours, theirs: theirs)
            }
        }
        return outcome
    }
}

/// One side's file: its bytes and, for every body, the declarations directly in it.
private struct Version {
    let bytes: [UInt8]
    let top: Body
    var bodies: [String: Body] = [:]

    init?(_ bytes: [UInt8], path: String) {
        guard let text = UTF8Text.decode(bytes) else { return nil }
        let file = KeyFileReader.read(text: text, path: path)
        guard file.isEditable else { return nil }
        self.bytes = bytes
        var containers = file.sections
        if let feature = file.featureEnum, !containers.contains(where: { $0.declarationRange == feature.declarationRange }) {
            containers.insert(feature, at: 0)
        }
        var units: [Unit] = []
        for container in containers {
            guard let extent = Self.extent(from: container.leadingCommentsStart, through: container.declarationRange.upperBound, in: bytes) else { return nil }
            units.append(Unit(
                id: (container.isExtension ? "extension " : "enum ") + container.path.joined(separator: "."), extent: extent,
                orderKey: container.name, container: container, summary: Self.firstLine(bytes[container.declarationRange])))
        }
        for accessor in file.accessors {
            guard let extent = Self.extent(from: accessor.leadingCommentsStart, through: accessor.declarationRange.upperBound, in: bytes) else { return nil }
            units.append(Unit(
                id: "accessor " + accessor.sectionPath.joined(separator: ".") + "." + accessor.identifier, extent: extent,
                orderKey: accessor.key, container: nil, summary: Self.firstLine(bytes[accessor.declarationRange]), key: accessor.key))
        }
        guard let top = Body(region: 0..<bytes.count, candidates: units, bytes: bytes) else { return nil }
        self.top = top
        var pending = [top]
        while let body = pending.popLast() {
            for unit in body.units {
                guard let container = unit.container else { continue }
                let inside = units.filter { container.bodyRange.contains($0.extent.lowerBound) && $0.extent.upperBound <= container.bodyRange.upperBound }
                guard let inner = Body(region: container.bodyRange, candidates: inside, bytes: bytes) else { return nil }
                bodies[unit.id] = inner
                pending.append(inner)
            }
        }
    }

    /// Whole lines from the comments above a declaration through its end; nil when something
    /// else shares those lines, which a line merge could not keep apart.
    static func extent(from start: Int, through end: Int, in bytes: [UInt8]) -> Range<Int>? {
        var lower = start
        while lower > 0, bytes[lower - 1] != 0x0A {
            guard bytes[lower - 1] == 0x20 || bytes[lower - 1] == 0x09 else { return nil }
            lower -= 1
        }
        var upper = end
        while upper < bytes.count, bytes[upper] == 0x20 || bytes[upper] == 0x09 || bytes[upper] == 0x0D { upper += 1 }
        if upper + 1 < bytes.count, bytes[upper] == UInt8(ascii: "/"), bytes[upper + 1] == UInt8(ascii: "/") {
            while upper < bytes.count, bytes[upper] != 0x0A { upper += 1 }
        }
        guard upper == bytes.count || bytes[upper] == 0x0A else { return nil }
        return lower..<min(upper + 1, bytes.count)
    }

    static func firstLine(_ bytes: ArraySlice<UInt8>) -> String {
        let line = bytes.prefix { $0 != 0x0A }
        return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    func text(_ unit: Unit) -> ArraySlice<UInt8> { bytes[unit.extent] }
}

private struct Unit {
    var id: String
    var extent: Range<Int>
    /// What `add` orders by: the key of an accessor, the name of an enum.
    var orderKey: String
    var container: KeyContainer?
    var summary: String
    var key: String? = nil
}

/// A body as lines, each declaration directly in it replaced by one placeholder line.
private struct Body {
    var units: [Unit]
    var unitByID: [String: Unit]
    var lines: [LineMerge.Line]

    static let placeholderMark: UInt8 = 0

    init?(region: Range<Int>, candidates: [Unit], bytes: [UInt8]) {
        // Declarations directly in the region: inside no other candidate enum.
        let direct = candidates.filter { unit in
            region.contains(unit.extent.lowerBound) && unit.extent.upperBound <= region.upperBound && !candidates.contains { other in
                other.container != nil && other.id != unit.id && other.extent.lowerBound <= unit.extent.lowerBound
                    && unit.extent.upperBound <= other.extent.upperBound && other.extent != unit.extent
            }
        }.sorted { $0.extent.lowerBound < $1.extent.lowerBound }
        var byID: [String: Unit] = [:]
        for unit in direct {
            // Two declarations of one name (in `#if` branches) cannot be told apart by name.
            guard byID[unit.id] == nil else { return nil }
            byID[unit.id] = unit
        }
        var lines: [LineMerge.Line] = []
        var cursor = region.lowerBound
        for unit in direct {
            guard unit.extent.lowerBound >= cursor else { return nil }
            lines += LineMerge.lines(Array(bytes[cursor..<unit.extent.lowerBound]))
            lines.append(ArraySlice([Self.placeholderMark] + Array(unit.id.utf8) + [0x0A]))
            cursor = unit.extent.upperBound
        }
        lines += LineMerge.lines(Array(bytes[cursor..<region.upperBound]))
        units = direct
        unitByID = byID
        self.lines = lines
    }

    static func placeholderID(_ line: LineMerge.Line) -> String? {
        guard line.first == placeholderMark else { return nil }
        return String(decoding: line.dropFirst().dropLast(), as: UTF8.self)
    }
}

private struct DeclarationMerger {
    let base: Version?
    let ours: Version
    let theirs: Version
    var renderer = ConflictRenderer()

    init(base: Version?, ours: Version, theirs: Version) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
    }

    private enum Item {
        case line(LineMerge.Line)
        case unit(String)
        case conflict(ours: [LineMerge.Line], theirs: [LineMerge.Line])
    }

    /// Merges three bodies into the renderer; false when the lines cannot be merged by
    /// declaration.
    mutating func mergeBody(base baseBody: Body?, ours oursBody: Body, theirs theirsBody: Body) -> Bool {
        let chunks = LineMerge.merge(base: baseBody?.lines ?? [], ours: oursBody.lines, theirs: theirsBody.lines)
        var items: [Item] = []
        for chunk in chunks {
            switch chunk {
            case .resolved(let lines):
                items += lines.map { line in Body.placeholderID(line).map(Item.unit) ?? .line(line) }
            case .conflict(let baseLines, let oursLines, let theirsLines):
                // Lines both sides have at the region's edges (the rest of an opening brace's
                // line, a closing brace's indentation) are not part of what they changed.
                var head = 0
                while head < oursLines.count, head < theirsLines.count, oursLines[head] == theirsLines[head] { head += 1 }
                var tail = 0
                while tail < oursLines.count - head, tail < theirsLines.count - head,
                      oursLines[oursLines.count - 1 - tail] == theirsLines[theirsLines.count - 1 - tail] { tail += 1 }
                let asLines = { (lines: ArraySlice<LineMerge.Line>) in lines.map { line in Body.placeholderID(line).map(Item.unit) ?? .line(line) } }
                let previousItem = items.last
                items += asLines(oursLines.prefix(head))
                let oursMiddle = Array(oursLines[head..<(oursLines.count - tail)])
                let theirsMiddle = Array(theirsLines[head..<(theirsLines.count - tail)])
                // Blank lines that part the declarations before the region part those united in it.
                let headLines = Array(oursLines.prefix(head))
                let blanks = headLines.reversed().prefix { Self.isBlank($0) }
                let before: Bool
                if blanks.count < headLines.count {
                    before = Body.placeholderID(headLines[headLines.count - blanks.count - 1]) != nil
                } else if case .unit? = previousItem {
                    before = true
                } else {
                    before = false
                }
                let separator = before ? Array(blanks) : []
                if let united = union(base: baseLines, ours: oursMiddle, theirs: theirsMiddle, separator: separator) {
                    items += united
                } else {
                    items.append(.conflict(ours: oursMiddle, theirs: theirsMiddle))
                }
                items += asLines(oursLines.suffix(tail))
            }
        }
        // A declaration one side deleted and the other changed was dropped by the line merge:
        // it comes back, after the declaration before it, as a conflict.
        let present = Set(items.compactMap { item -> String? in if case .unit(let id) = item { return id } else { return nil } })
        for (survivor, side) in [(oursBody, ours), (theirsBody, theirs)] {
            for (offset, unit) in survivor.units.enumerated() where !present.contains(unit.id) {
                guard let baseUnit = baseBody?.unitByID[unit.id], let baseVersion = base,
                      baseVersion.text(baseUnit) != side.text(unit) else { continue }
                let previous = offset > 0 ? survivor.units[offset - 1].id : nil
                let index = previous.flatMap { id in items.firstIndex { if case .unit(id) = $0 { true } else { false } } }.map { $0 + 1 } ?? 0
                items.insert(.unit(unit.id), at: index)
            }
        }
        for item in items {
            switch item {
            case .line(let line):
                renderer.append(line)
            case .unit(let id):
                guard mergeUnit(id, base: baseBody?.unitByID[id], ours: oursBody.unitByID[id], theirs: theirsBody.unitByID[id]) else { return false }
            case .conflict(let oursLines, let theirsLines):
                let oursText = expand(oursLines, in: ours, body: oursBody)
                let theirsText = expand(theirsLines, in: theirs, body: theirsBody)
                renderer.conflict(
                    ours: oursText, theirs: theirsText, subject: "text", detail: "lines",
                    oursSummary: ConflictRenderer.firstLine(oursText), theirsSummary: ConflictRenderer.firstLine(theirsText))
            }
        }
        return true
    }

    /// Lines as one side has them, its declarations written out.
    private func expand(_ lines: [LineMerge.Line], in version: Version, body: Body) -> [UInt8] {
        var bytes: [UInt8] = []
        for line in lines {
            if let id = Body.placeholderID(line), let unit = body.unitByID[id] { bytes += version.text(unit) } else { bytes += line }
        }
        return bytes
    }

    /// Both sides inserted declarations (and blank lines) where the other inserted others: all
    /// are kept, each with the blank lines before it. Nil when the region holds anything else.
    private func union(base baseLines: [LineMerge.Line], ours oursLines: [LineMerge.Line], theirs theirsLines: [LineMerge.Line], separator: [LineMerge.Line]) -> [Item]? {
        let isBlank = Self.isBlank
        func groups(_ lines: [LineMerge.Line]) -> (groups: [(id: String, blanks: [LineMerge.Line])], tail: [LineMerge.Line])? {
            var result: [(id: String, blanks: [LineMerge.Line])] = []
            var blanks: [LineMerge.Line] = []
            for line in lines {
                if let id = Body.placeholderID(line) {
                    result.append((id, blanks))
                    blanks = []
                } else if isBlank(line) {
                    blanks.append(line)
                } else {
                    return nil
                }
            }
            return (result, blanks)
        }
        guard let baseGroups = groups(baseLines), let oursGroups = groups(oursLines), let theirsGroups = groups(theirsLines) else { return nil }
        let baseIDs = Set(baseGroups.groups.map(\.id))
        let oursIDs = Set(oursGroups.groups.map(\.id))
        let theirsIDs = Set(theirsGroups.groups.map(\.id))
        // Deleted by theirs and not changed by ours is gone; the unit merge decides the rest.
        var kept = oursGroups.groups.filter { group in
            !(baseIDs.contains(group.id) && !theirsIDs.contains(group.id) && !changed(group.id, on: ours))
        }
        let orderKey = { (id: String) in unitAnywhere(id)?.orderKey ?? id }
        let sorted = zip(kept, kept.dropFirst()).allSatisfy { AccessorNaming.keyPrecedes(orderKey($0.id), orderKey($1.id)) }
        for group in theirsGroups.groups where !oursIDs.contains(group.id) {
            guard !baseIDs.contains(group.id) || changed(group.id, on: theirs) else { continue }
            let index = sorted ? (kept.firstIndex { AccessorNaming.keyPrecedes(orderKey(group.id), orderKey($0.id)) } ?? kept.count) : kept.count
            kept.insert(group, at: index)
        }
        var items: [Item] = []
        for (offset, group) in kept.enumerated() {
            items += (offset > 0 && group.blanks.isEmpty ? separator : group.blanks).map(Item.line)
            items.append(.unit(group.id))
        }
        items += (oursGroups.tail.count >= theirsGroups.tail.count ? oursGroups.tail : theirsGroups.tail).map(Item.line)
        return items
    }

    static func isBlank(_ line: LineMerge.Line) -> Bool { line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A } }

    private func unitAnywhere(_ id: String) -> Unit? {
        unit(id, in: ours) ?? unit(id, in: theirs)
    }

    private func unit(_ id: String, in version: Version?) -> Unit? {
        guard let version else { return nil }
        if let unit = version.top.unitByID[id] { return unit }
        for body in version.bodies.values { if let unit = body.unitByID[id] { return unit } }
        return nil
    }

    /// Whether `side` changed the declaration from the base's.
    private func changed(_ id: String, on side: Version) -> Bool {
        guard let mine = unit(id, in: side) else { return true }
        guard let base, let original = unit(id, in: base) else { return true }
        return side.text(mine) != base.text(original)
    }

    /// One declaration: one side's change, the same change once, or both merged when both
    /// changed an enum; else a conflict around it, both sides whole.
    private mutating func mergeUnit(_ id: String, base baseUnit: Unit?, ours oursUnit: Unit?, theirs theirsUnit: Unit?) -> Bool {
        let baseText = baseUnit.map { base!.text($0) }
        let oursText = oursUnit.map { ours.text($0) }
        let theirsText = theirsUnit.map { theirs.text($0) }
        if oursText == theirsText { if let oursText { renderer.append(oursText) }; return true }
        if baseText == oursText { if let theirsText { renderer.append(theirsText) }; return true }
        if baseText == theirsText { if let oursText { renderer.append(oursText) }; return true }
        if let oursUnit, let theirsUnit, let oursContainer = oursUnit.container, let theirsContainer = theirsUnit.container,
           let oursBody = ours.bodies[id], let theirsBody = theirs.bodies[id] {
            let header = { (version: Version, unit: Unit, container: KeyContainer) in version.bytes[unit.extent.lowerBound..<container.bodyRange.lowerBound] }
            let footer = { (version: Version, unit: Unit, container: KeyContainer) in version.bytes[container.bodyRange.upperBound..<unit.extent.upperBound] }
            let oursHeader = header(ours, oursUnit, oursContainer), theirsHeader = header(theirs, theirsUnit, theirsContainer)
            let oursFooter = footer(ours, oursUnit, oursContainer), theirsFooter = footer(theirs, theirsUnit, theirsContainer)
            let baseHeader = baseUnit.flatMap { unit in unit.container.map { header(base!, unit, $0) } }
            let baseFooter = baseUnit.flatMap { unit in unit.container.map { footer(base!, unit, $0) } }
            func pick(_ baseText: ArraySlice<UInt8>?, _ oursText: ArraySlice<UInt8>, _ theirsText: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
                if oursText == theirsText || baseText == theirsText { return oursText }
                if baseText == oursText { return theirsText }
                return nil
            }
            if let mergedHeader = pick(baseHeader, oursHeader, theirsHeader), let mergedFooter = pick(baseFooter, oursFooter, theirsFooter) {
                renderer.append(mergedHeader)
                guard mergeBody(base: base?.bodies[id], ours: oursBody, theirs: theirsBody) else { return false }
                renderer.append(mergedFooter)
                return true
            }
        }
        let unit = oursUnit ?? theirsUnit ?? baseUnit
        renderer.conflict(
            ours: Array(oursText ?? []), theirs: Array(theirsText ?? []), subject: unit?.key ?? id,
            detail: unit?.container == nil ? "accessor" : "section",
            oursSummary: oursUnit?.summary, theirsSummary: theirsUnit?.summary)
        return true
    }
}

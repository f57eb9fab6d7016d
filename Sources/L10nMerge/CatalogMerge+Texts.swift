import L10nCore
import L10nJSON
import L10nCatalog

extension CatalogMerge {
    /// Merges catalog texts without holding any side's tree: the base and their side are read
    /// entry by entry into digests, keeping only their entries that differ from the base (and
    /// the base's own of those), and our entries are merged and written as they are read, so a
    /// 40 MB catalog merges in little more memory than its output. The tree merge compares the
    /// same: an entry equal on two sides (by digest) stands in as our entry, or as one marker
    /// for "as in the base".
    package static func merge(base: CatalogText?, ours: CatalogText, theirs: CatalogText) throws(FileMerge.Unreadable) -> MergeOutcome {
        // Catalogs end all their lines alike; the start of ours tells how, without reading it all.
        let lineEnding: LineEnding
        switch ours {
        case .bytes(let file): lineEnding = LineEnding.dominant(in: Array(file.bytes.prefix(1 << 16)))
        case .mapped(_, let file): lineEnding = LineEnding.dominant(in: Array(file.bytes.prefix(1 << 16)))
        }
        let baseRead: CatalogReader.Read<EntryDigests>?
        do throws(JSONParseError) {
            baseRead = try base.map { text throws(JSONParseError) in try CatalogReader.read(text, into: EntryDigests()) }
        } catch {
            throw FileMerge.Unreadable(side: .base, error: error)
        }
        let baseDigests = baseRead?.consumer.digests ?? [:]
        let theirsRead: CatalogReader.Read<ChangedEntries>
        do throws(JSONParseError) {
            theirsRead = try CatalogReader.read(theirs, into: ChangedEntries(baseDigests: baseDigests))
        } catch {
            throw FileMerge.Unreadable(side: .theirs, error: error)
        }
        // Entries their side changed may have been changed by ours too: those need the base's
        // own entry, parsed alone where the first read saw it (else the base is read again).
        let changedInBase = Set(theirsRead.consumer.changed.keys.filter { baseDigests[$0] != nil })
        var baseValues: [[UInt8]: JSONValue] = [:]
        if let base, !changedInBase.isEmpty {
            do throws(JSONParseError) {
                if let values = EntrySlices.values(of: changedInBase, at: baseRead?.consumer.positions ?? [:], in: base) {
                    baseValues = values
                } else {
                    baseValues = try CatalogReader.read(base, into: SelectedEntries(keys: changedInBase)).consumer.values
                }
            } catch {
                throw FileMerge.Unreadable(side: .base, error: error)
            }
        }
        let standIns = StandIns(baseDigests: baseDigests, baseValues: baseValues, theirs: theirsRead.consumer)
        // Our entries are merged as they are read and written at once, so no tree of our side
        // is held; that needs them in Xcode's order, where their side's additions fall between.
        var streamed: CatalogReader.Read<StreamedEntries>
        do throws(JSONParseError) {
            streamed = try CatalogReader.read(ours, into: StreamedEntries(standIns: standIns, capacity: ours.byteCount + theirs.byteCount), strategy: .onePass)
        } catch {
            throw FileMerge.Unreadable(side: .ours, error: error)
        }
        var entries = streamed.consumer
        // One reference to the entries' text, so it grows in place.
        streamed.consumer.output = []
        guard !entries.unsorted else {
            return try mergeTrees(ours: ours, theirs: theirsRead, baseRead: baseRead, standIns: standIns, lineEnding: lineEnding)
        }
        entries.finish()
        let placeholder = JSONValue.string("\u{0}l10n-merge-strings")
        func framed(_ document: JSONDocument?) -> JSONDocument? {
            guard var document, case .object(var members) = document.root,
                  let index = members.firstIndex(where: { $0.key == CatalogField.strings }) else { return document }
            members[index].value = placeholder
            document.root = .object(members)
            return document
        }
        var merger = entries.merger
        let root = merger.value(
            base: framed(baseRead?.catalog.document)?.root, ours: framed(streamed.catalog.document)!.root,
            theirs: framed(theirsRead.catalog.document)!.root, path: [])
        guard case .clean(let mergedRoot?) = root, case .object = mergedRoot else {
            return try mergeTrees(ours: ours, theirs: theirsRead, baseRead: baseRead, standIns: standIns, lineEnding: lineEnding)
        }
        var document = streamed.catalog.document
        document.root = mergedRoot
        framing(&document, base: baseRead?.catalog.document, theirs: theirsRead.catalog.document)
        let written = JSONWriter.write(document, capacity: 4096)
        // The root's members as written, with the entries in the place of the placeholder.
        let marker = Array("  \"strings\" : \"\\u0000l10n-merge-strings\"".utf8)
        guard let range = firstRange(of: marker, in: written) else {
            return try mergeTrees(ours: ours, theirs: theirsRead, baseRead: baseRead, standIns: standIns, lineEnding: lineEnding)
        }
        var bytes = entries.output
        entries.output = []
        bytes.insert(contentsOf: Array(written[..<range.lowerBound]) + Array("  \"strings\" : {\n".utf8), at: 0)
        bytes += Array("\n  }".utf8)
        bytes += written[range.upperBound...]
        if merger.conflicts.isEmpty {
            // What the writer wrote in parts must read back as one JSON text.
            guard (try? JSONDigest.of(bytes)) != nil else {
                return try mergeTrees(ours: ours, theirs: theirsRead, baseRead: baseRead, standIns: standIns, lineEnding: lineEnding)
            }
            return MergeOutcome(bytes: lineEnding.applied(to: bytes), conflicts: [])
        }
        let (marked, conflicts) = merger.spliceMarkers(into: bytes)
        return MergeOutcome(bytes: lineEnding.applied(to: marked), conflicts: conflicts)
    }

    /// The whole-tree merge, for a side whose entries are not in Xcode's order.
    private static func mergeTrees(
        ours: CatalogText, theirs theirsRead: CatalogReader.Read<ChangedEntries>, baseRead: CatalogReader.Read<EntryDigests>?,
        standIns: StandIns, lineEnding: LineEnding
    ) throws(FileMerge.Unreadable) -> MergeOutcome {
        let oursCatalog: Catalog
        do throws(JSONParseError) {
            oursCatalog = try CatalogReader.read(ours)
        } catch {
            throw FileMerge.Unreadable(side: .ours, error: error)
        }
        var oursValues: [[UInt8]: JSONValue] = [:]
        for entry in oursCatalog.document.root[CatalogField.strings]?.members ?? [] where oursValues[Array(entry.key.utf8)] == nil {
            oursValues[Array(entry.key.utf8)] = entry.value
        }
        func baseStandIn(_ key: [UInt8]) -> JSONValue? {
            let ours = oursValues[key]
            return standIns.base(key, ours: ours, oursDigest: { ours.map { JSONDigest.of(JSONDocument(root: $0)) } })
        }
        var baseMembers: [JSONMember] = []
        var theirsMembers: [JSONMember] = []
        for key in theirsRead.consumer.order {
            if let value = standIns.theirs(key, base: baseStandIn(key)) { theirsMembers.append(JSONMember(key: String(decoding: key, as: UTF8.self), value: value)) }
        }
        for key in baseRead?.consumer.order ?? [] {
            if let value = baseStandIn(key) { baseMembers.append(JSONMember(key: String(decoding: key, as: UTF8.self), value: value)) }
        }
        func withStrings(_ root: JSONValue, _ members: [JSONMember]) -> JSONValue {
            guard case .object(var rootMembers) = root, let index = rootMembers.firstIndex(where: { $0.key == CatalogField.strings }) else { return root }
            rootMembers[index].value = .object(members)
            return .object(rootMembers)
        }
        var theirsDocument = theirsRead.catalog.document
        theirsDocument.root = withStrings(theirsDocument.root, theirsMembers)
        let baseDocument = baseRead.map { read in
            var document = read.catalog.document
            document.root = withStrings(document.root, baseMembers)
            return document
        }
        return merge(base: baseDocument, ours: oursCatalog.document, theirs: theirsDocument, lineEnding: lineEnding, capacity: ours.byteCount)
    }

    private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }
}

/// The base's and their side's entries as the tree merge compares them: an entry equal on two
/// sides stands in as our entry, or as one marker for "as in the base".
struct StandIns: Sendable {
    let baseDigests: [[UInt8]: JSONDigest]
    /// The base's own entries of those their side changed.
    let baseValues: [[UInt8]: JSONValue]
    let theirs: ChangedEntries
    static let asInBase = JSONValue.string("\u{0}l10n-merge-as-in-base")

    func base(_ key: [UInt8], ours: JSONValue?, oursDigest: () -> JSONDigest?) -> JSONValue? {
        guard let baseDigest = baseDigests[key] else { return nil }
        if let ours, oursDigest() == baseDigest { return ours }
        return baseValues[key] ?? Self.asInBase
    }

    func theirs(_ key: [UInt8], base: JSONValue?) -> JSONValue? {
        if let changed = theirs.changed[key] { return changed.value }
        return theirs.keys.contains(key) ? base : nil
    }
}

/// Our entries merged one by one into the text of the root's `strings` members, their side's
/// added entries written where Xcode's order puts them.
struct StreamedEntries: CatalogEntryConsumer {
    let standIns: StandIns
    var merger = Merger()
    var output: [UInt8] = []
    /// Set when a key sorts before the one before it: the text cannot be merged in one pass.
    var unsorted = false
    private var previous: String?
    private var seen: Set<[UInt8]> = []
    /// Their changed entries, in Xcode's order, not yet written.
    private var pending: [[UInt8]]
    private var next = 0

    init(standIns: StandIns, capacity: Int) {
        self.standIns = standIns
        // The root's other members and the framing go around the entries at the end. Room for
        // both sides' entries: the text is never copied to grow, and pages never written to
        // take no memory.
        output.reserveCapacity(capacity + 4096)
        pending = standIns.theirs.changed.keys.map { ($0, String(decoding: $0, as: UTF8.self)) }
            .sorted { XcodeOrder.areInIncreasingOrder($0.1, $1.1) }.map(\.0)
    }

    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
        let key = Array(entry.key.utf8)
        guard !unsorted, seen.insert(key).inserted else { return }
        if let previous, XcodeOrder.compare(previous, entry.key) == .orderedDescending { unsorted = true; return }
        previous = entry.key
        flush(before: entry.key)
        if standIns.theirs.changed[key] == nil, standIns.theirs.keys.contains(key), standIns.baseDigests[key] != nil {
            // Their side left it as in the base: ours, whatever we did.
            write(entry.key, entry.value)
            return
        }
        let base = standIns.base(key, ours: entry.value, oursDigest: { JSONDigest.of(JSONDocument(root: entry.value)) })
        merge(entry.key, base: base, ours: entry.value, theirs: standIns.theirs(key, base: base))
    }

    /// Their changed entries that sort before `key` (all, for nil) and that ours has not.
    mutating func flush(before key: String? = nil) {
        while next < pending.count {
            let theirsKey = pending[next]
            let text = String(decoding: theirsKey, as: UTF8.self)
            if let key, XcodeOrder.compare(text, key) != .orderedAscending { break }
            next += 1
            guard !seen.contains(theirsKey) else { continue }
            let base = standIns.base(theirsKey, ours: nil, oursDigest: { nil })
            merge(text, base: base, ours: nil, theirs: standIns.theirs(theirsKey, base: base))
        }
    }

    mutating func finish() { flush() }

    private mutating func merge(_ key: String, base: JSONValue?, ours: JSONValue?, theirs: JSONValue?) {
        let path = [CatalogField.strings, key]
        switch merger.value(base: base, ours: ours, theirs: theirs, path: path) {
        case .clean(let value?): write(key, value)
        case .clean(nil): break
        case .conflict(let oursValue, let theirsValue): write(key, merger.sentinel(path: path, ours: oursValue, theirs: theirsValue))
        }
    }

    private mutating func write(_ key: String, _ value: JSONValue) {
        if !output.isEmpty { output += [UInt8(ascii: ","), 0x0A] }
        output += [0x20, 0x20, 0x20, 0x20]
        output += JSONWriter.member(key, value, depth: 2)
    }

    /// Never called: the entries are read in one pass.
    mutating func append(_ later: StreamedEntries) {}
}

/// The digest of every entry's content, and the keys in file order; the first of repeated keys.
/// Where each key is, so the few entries needed whole later are parsed alone (``EntrySlices``).
struct EntryDigests: CatalogEntryConsumer {
    var digests: [[UInt8]: JSONDigest] = [:]
    var positions: [[UInt8]: JSONPosition] = [:]
    var order: [[UInt8]] = []

    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
        let key = Array(entry.key.utf8)
        guard digests[key] == nil else { return }
        digests[key] = JSONDigest.of(JSONDocument(root: entry.value))
        positions[key] = entry.position
        order.append(key)
    }

    mutating func append(_ later: EntryDigests) {
        for key in later.order where digests[key] == nil {
            digests[key] = later.digests[key]
            positions[key] = later.positions[key]
            order.append(key)
        }
    }
}

/// Their side: every key, and the entries that differ from the base's.
struct ChangedEntries: CatalogEntryConsumer {
    let baseDigests: [[UInt8]: JSONDigest]
    var keys: Set<[UInt8]> = []
    var order: [[UInt8]] = []
    var changed: [[UInt8]: (digest: JSONDigest, value: JSONValue)] = [:]

    init(baseDigests: [[UInt8]: JSONDigest]) {
        self.baseDigests = baseDigests
    }

    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
        let key = Array(entry.key.utf8)
        guard keys.insert(key).inserted else { return }
        order.append(key)
        let digest = JSONDigest.of(JSONDocument(root: entry.value))
        if baseDigests[key] != digest { changed[key] = (digest, entry.value) }
    }

    mutating func append(_ later: ChangedEntries) {
        for key in later.order where keys.insert(key).inserted {
            order.append(key)
            if let change = later.changed[key] { changed[key] = change }
        }
    }
}

/// The entries named in `keys`.
struct SelectedEntries: CatalogEntryConsumer {
    let keys: Set<[UInt8]>
    var values: [[UInt8]: JSONValue] = [:]

    init(keys: Set<[UInt8]>) {
        self.keys = keys
    }

    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
        let key = Array(entry.key.utf8)
        if keys.contains(key), values[key] == nil { values[key] = entry.value }
    }

    mutating func append(_ later: SelectedEntries) {
        values.merge(later.values) { first, _ in first }
    }
}

import L10nCore
import L10nJSON
import L10nCatalog

extension CatalogMerge {
    /// Merges catalog texts holding only our side's tree: the base and their side are read
    /// entry by entry into digests, and only their entries that differ from the base are kept,
    /// so a 40 MB catalog merges in little more memory than one tree and the output. What the
    /// tree merge then compares is the same: an entry equal on two sides (by digest) stands in
    /// as our entry, or as one marker for "as in the base".
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
        let oursCatalog: Catalog
        do throws(JSONParseError) {
            oursCatalog = try CatalogReader.read(ours)
        } catch {
            throw FileMerge.Unreadable(side: .ours, error: error)
        }
        let oursEntries = oursCatalog.document.root[CatalogField.strings]?.members ?? []
        var oursDigests: [[UInt8]: (digest: JSONDigest, value: JSONValue)] = [:]
        oursDigests.reserveCapacity(oursEntries.count)
        for entry in oursEntries where oursDigests[Array(entry.key.utf8)] == nil {
            oursDigests[Array(entry.key.utf8)] = (JSONDigest.of(JSONDocument(root: entry.value)), entry.value)
        }
        let theirsChanged = theirsRead.consumer.changed
        // Entries both sides changed need the base's own: read again, keeping only those.
        let bothChanged = Set(theirsChanged.keys.filter { key in
            guard let baseDigest = baseDigests[key], let ours = oursDigests[key] else { return false }
            return ours.digest != baseDigest
        })
        var baseValues: [[UInt8]: JSONValue] = [:]
        if let base, !bothChanged.isEmpty {
            do throws(JSONParseError) {
                baseValues = try CatalogReader.read(base, into: SelectedEntries(keys: bothChanged)).consumer.values
            } catch {
                throw FileMerge.Unreadable(side: .base, error: error)
            }
        }
        let asInBase = JSONValue.string("\u{0}l10n-merge-as-in-base")
        func baseStandIn(_ key: [UInt8]) -> JSONValue? {
            guard let baseDigest = baseDigests[key] else { return nil }
            if let ours = oursDigests[key], ours.digest == baseDigest { return ours.value }
            return baseValues[key] ?? asInBase
        }
        func theirsStandIn(_ key: [UInt8]) -> JSONValue? {
            if let changed = theirsChanged[key] { return changed.value }
            guard theirsRead.consumer.keys.contains(key) else { return nil }
            // Unchanged from the base.
            return baseStandIn(key)
        }
        var baseMembers: [JSONMember] = []
        var theirsMembers: [JSONMember] = []
        for key in theirsRead.consumer.order {
            if let value = theirsStandIn(key) { theirsMembers.append(JSONMember(key: String(decoding: key, as: UTF8.self), value: value)) }
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
}

/// The digest of every entry's content, and the keys in file order; the first of repeated keys.
private struct EntryDigests: CatalogEntryConsumer {
    var digests: [[UInt8]: JSONDigest] = [:]
    var order: [[UInt8]] = []

    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
        let key = Array(entry.key.utf8)
        guard digests[key] == nil else { return }
        digests[key] = JSONDigest.of(JSONDocument(root: entry.value))
        order.append(key)
    }

    mutating func append(_ later: EntryDigests) {
        for key in later.order where digests[key] == nil {
            digests[key] = later.digests[key]
            order.append(key)
        }
    }
}

/// Their side: every key, and the entries that differ from the base's.
private struct ChangedEntries: CatalogEntryConsumer {
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
private struct SelectedEntries: CatalogEntryConsumer {
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

import L10nCore
import L10nCatalog
import L10nJSON

/// What `sync` keeps of a catalog it reads as a stream, as `check` reads one: every entry's
/// key and position, and the value only of the entries the plan may rewrite (those not yet
/// `manual`) and of the last one (after which new entries are written). An entry already
/// `manual` is held by its state alone (``manualStandIn``), so no tree of the whole catalog
/// is built: the values the plan reads of such entries (a key without an accessor, the entry
/// after new ones) are read again from their own text (``CatalogReader/wholeEntries(at:in:)``).
struct SyncEntries: CatalogEntryConsumer {
    private(set) var members: [JSONMember] = []
    /// Whether the last entry is `manual`: its value then goes once another entry follows.
    private var lastIsManual = false

    /// An entry's value stood in for by what the planner asks of an entry it leaves alone:
    /// its extraction state.
    static let manualStandIn = Catalog.entryValue(comment: nil, localizations: [])

    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
        letLastValueGo()
        members.append(JSONMember(key: entry.key, value: entry.value, keyPosition: entry.position))
        lastIsManual = entry.extractionState == .manual
    }

    mutating func append(_ later: SyncEntries) {
        guard !later.members.isEmpty else { return }
        letLastValueGo()
        members += later.members
        lastIsManual = later.lastIsManual
    }

    /// The last entry keeps its value until another follows it.
    private mutating func letLastValueGo() {
        guard lastIsManual, let last = members.indices.last else { return }
        members[last].value = Self.manualStandIn
        lastIsManual = false
    }
}

enum SyncCatalogRead {
    /// The catalog in `text` with only the values ``SyncEntries`` keeps, and the structure
    /// problems a whole read finds.
    static func read(_ text: CatalogText) throws(JSONParseError) -> (catalog: Catalog, structureProblems: [CatalogStructureProblem]) {
        let read = try CatalogReader.read(text, into: StructureCheckedConsumer(SyncEntries()))
        var catalog = read.catalog
        if !read.consumer.inner.members.isEmpty { catalog.setStrings(read.consumer.inner.members) }
        return (catalog, read.consumer.structureProblems(of: catalog))
    }
}

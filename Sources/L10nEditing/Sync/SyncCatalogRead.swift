import L10nCore
import L10nCatalog
import L10nJSON

/// What `sync` keeps of a catalog it reads as a stream, as `check` reads one, with notes: every
/// entry's key and position, and the value only of the entries the plan may rewrite (those not
/// yet `manual`), their noted localizations built back into trees. An entry already `manual` is
/// held by its state alone (``manualStandIn``) and let go with its notes, so no tree of the
/// whole catalog is kept, and nearly none is built: the values the plan reads of such entries
/// (a key without an accessor, an entry that new entries go before or after) are read again
/// from their own text (``CatalogReader/wholeEntries(at:in:lines:)``). Such an entry's tree is
/// two small objects, freed rather than handed to the reader's recycler, which cost more (a
/// first sync at 20,000 keys, 18 M instructions).
struct SyncEntries: CatalogEntryConsumer {
    private(set) var members: [JSONMember] = []

    /// An entry's value stood in for by what the planner asks of an entry it leaves alone:
    /// its extraction state.
    static let manualStandIn = Catalog.entryValue(comment: nil, localizations: [])

    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
        let isManual = entry.extractionState == .manual
        members.append(JSONMember(key: entry.key, value: isManual ? Self.manualStandIn : entry.wholeValue, keyPosition: entry.position))
    }

    mutating func append(_ later: SyncEntries) { members += later.members }
}

enum SyncCatalogRead {
    /// The catalog in `text` with only the values ``SyncEntries`` keeps, and the structure
    /// problems a whole read finds. `strategy` lets tests read small catalogs in halves.
    static func read(_ text: CatalogText, strategy: CatalogReader.Strategy = .automatic) throws(JSONParseError)
        -> (catalog: Catalog, structureProblems: [CatalogStructureProblem]) {
        let read = try CatalogReader.read(text, into: StructureCheckedConsumer(SyncEntries()), notes: true, strategy: strategy)
        var catalog = read.catalog
        if !read.consumer.inner.members.isEmpty { catalog.setStrings(read.consumer.inner.members) }
        return (catalog, read.consumer.structureProblems(of: catalog))
    }
}

import L10nJSON
extension Catalog {
    /// The whole catalog, for a command that edits it and writes it back. A large one is read
    /// in two halves at once (see `CatalogEntryStream.readInHalves`) and its entries joined
    /// into one tree; anything the halves cannot be read from is parsed in one pass, which also
    /// words any error exactly.
    /// `halvesFrom`: the size from which a catalog is read in two halves; tests lower it.
    package static func parsed(_ text: CatalogText, halvesFrom: Int = CatalogEntryStream.largeCatalogBytes) throws(JSONParseError) -> Catalog {
        guard text.byteCount >= halvesFrom,
              let read = CatalogEntryStream.readInHalves(text, consumer: { EntryList() }, add: { list, entry, _ in list.members.append(entry) })
        else { return try text.parse() }
        var catalog = read.catalog
        var members: [JSONMember] = []
        members.reserveCapacity(read.halves.reduce(0) { $0 + $1.consumer.members.count })
        for half in read.halves {
            for entry in half.consumer.members {
                members.append(JSONMember(key: entry.key, value: entry.value, keyPosition: entry.position.shifted(by: half.lineOffset)))
            }
        }
        catalog.document.root.modifyMember(CatalogField.strings, creating: .object([])) { $0 = .object(members) }
        ExitTimeRetention.retain(catalog.document.root, inputSize: text.byteCount)
        return catalog
    }

    private struct EntryList: Sendable {
        var members: [CatalogEntry] = []
    }
}

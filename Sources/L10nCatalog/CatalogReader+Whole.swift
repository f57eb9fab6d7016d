import L10nCore
import L10nJSON

extension CatalogReader {
    /// A catalog already read whole by ``read(_:strategy:)``, given to `consumer` as a read of
    /// its bytes would give it: each member of the root's first `strings` object in file order,
    /// with the catalog's source language (its `sourceLanguage`, else `defaultSourceLanguage`),
    /// and the catalog without them. How `sync` checks the files it has just read without
    /// parsing them again. An entry is noted free of `%` (``CatalogEntry/valueHasNoPercentSign``)
    /// when no string and no member name of its value holds one.
    /// - Parameter halvesFrom: from this many entries, two copies of the consumer take half
    ///   each at once (tests lower it); what the read gives does not depend on it.
    package static func read<Consumer: CatalogEntryConsumer>(
        whole catalog: Catalog, into consumer: Consumer, defaultSourceLanguage: String = "en", halvesFrom: Int = wholeCatalogHalvesEntries
    ) -> Read<Consumer> {
        guard var members = catalog.document.root.members, let index = members.firstIndex(where: { $0.key == CatalogField.strings }),
              case .object(let entries) = members[index].value
        else { return Read(catalog: catalog, consumer: consumer) }
        members[index].value = .object([])
        var rest = catalog
        rest.document.root = .object(members)
        let language = catalog.sourceLanguage ?? defaultSourceLanguage
        // A large catalog's entries go to two copies of the consumer at once, as its halves would.
        let halves = entries.count >= max(halvesFrom, 2)
        let parts = entries.parallelMap(chunksOf: halves ? (entries.count + 1) / 2 : max(entries.count, 1)) { part in
            var copy = consumer
            for member in part {
                copy.consume(CatalogEntry(member: member, valueHasNoPercentSign: !member.value.mayHoldPercentSign), sourceLanguage: language)
            }
            return copy
        }
        var read = Read(catalog: rest, consumer: parts.first ?? consumer, readInHalves: parts.count > 1)
        for later in parts.dropFirst() { read.consumer.append(later) }
        return read
    }

    /// From this many entries a whole catalog is given to its consumers in two halves (about
    /// ``largeCatalogBytes`` of Xcode's catalogs in two languages).
    package static let wholeCatalogHalvesEntries = 8192
}

extension JSONValue {
    /// Whether a string or a member name anywhere in the value holds a `%`.
    var mayHoldPercentSign: Bool {
        switch self {
        case .string(let text): text.containsUTF8Byte(UInt8(ascii: "%"))
        case .object(let members): members.contains { $0.key.containsUTF8Byte(UInt8(ascii: "%")) || $0.value.mayHoldPercentSign }
        case .array(let elements): elements.contains { $0.value.mayHoldPercentSign }
        case .number, .bool, .null: false
        }
    }
}

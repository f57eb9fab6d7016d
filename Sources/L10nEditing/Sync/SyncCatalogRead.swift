import Foundation
import L10nCore
import L10nCatalog
import L10nJSON

/// What `sync` keeps of a catalog it reads as a stream, as `check` reads one: every entry's
/// key and position, and the value only of the entries the plan may rewrite (those not yet
/// `manual`) and of the last one (after which new entries are written). An entry already
/// `manual` is held by its state alone (``manualStandIn``), so no tree of the whole catalog
/// is built: the values the plan reads of such entries (a key without an accessor, the entry
/// after new ones) are read again from their own text (``SyncCatalogRead/values(at:of:in:)``).
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
        // The first `strings` of the root is the one whose members were streamed, as a whole read puts them.
        let members = read.consumer.inner.members
        if !members.isEmpty, var root = catalog.document.root.members,
           let index = root.firstIndex(where: { $0.key == CatalogField.strings }) {
            root[index].value = .object(members)
            catalog.document.root = .object(root)
        }
        return (catalog, read.consumer.structureProblems(of: catalog))
    }

    /// The values of the entries at `indices` (ascending, none the last) of `entries`, read from
    /// their text in `bytes`, with the positions a read of the whole text gives them. Each
    /// entry's text runs from its key to the `,` before the next entry's key; it is read in an
    /// object of its own, on its own lines. Nil when an entry's line holds anything but white
    /// space before its key or the text is not one member of that key (the caller then reads
    /// the whole tree).
    static func values(at indices: [Int], of entries: [JSONMember], in bytes: UnsafeBufferPointer<UInt8>) -> [JSONValue]? {
        guard let base = bytes.baseAddress else { return indices.isEmpty ? [] : nil }
        var line: UInt32 = 1
        var lineStart = 0
        /// The offset of a position at or after the last one asked for.
        func offset(of position: JSONPosition) -> (lineStart: Int, offset: Int)? {
            guard position.line >= line else { return nil }
            while line < position.line {
                guard let feed = memchr(base + lineStart, 0x0A, bytes.count - lineStart) else { return nil }
                lineStart = base.distance(to: feed.assumingMemoryBound(to: UInt8.self)) + 1
                line += 1
            }
            let offset = lineStart + Int(position.column) - 1
            return offset < bytes.count ? (lineStart, offset) : nil
        }
        var values: [JSONValue] = []
        values.reserveCapacity(indices.count)
        for index in indices {
            guard index + 1 < entries.count, let start = offset(of: entries[index].keyPosition) else { return nil }
            let entryLine = line
            guard let next = offset(of: entries[index + 1].keyPosition) else { return nil }
            // Back from the next key over white space, the separator and white space.
            var end = next.offset
            while end > start.offset, isWhiteSpace(bytes[end - 1]) { end -= 1 }
            guard end > start.offset, bytes[end - 1] == UInt8(ascii: ",") else { return nil }
            end -= 1
            while end > start.offset, isWhiteSpace(bytes[end - 1]) { end -= 1 }
            let prefix = UnsafeBufferPointer(rebasing: bytes[start.lineStart..<start.offset])
            guard prefix.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { return nil }
            // `{`, a line feed, then the entry's line as it stands: its positions are the text's, lines less.
            var object: [UInt8] = [UInt8(ascii: "{"), 0x0A]
            object.reserveCapacity(end - start.lineStart + 3)
            object.append(contentsOf: prefix)
            object.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start.offset..<end]))
            object.append(UInt8(ascii: "}"))
            guard let document = try? JSONParser.parse(object), case .object(let members) = document.root, members.count == 1,
                  members[0].key == entries[index].key, members[0].keyPosition.line == 2,
                  members[0].keyPosition.column == entries[index].keyPosition.column
            else { return nil }
            values.append(members[0].value.movingLines(by: entryLine - 2))
        }
        return values
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

extension JSONValue {
    /// The value with every position `lines` lines further down.
    fileprivate func movingLines(by lines: UInt32) -> JSONValue {
        switch self {
        case .object(let members):
            .object(members.map { member in
                var moved = member
                moved.keyPosition.line += lines
                moved.value = member.value.movingLines(by: lines)
                return moved
            })
        case .array(let elements):
            .array(elements.map { element in
                var moved = element
                moved.position.line += lines
                moved.value = element.value.movingLines(by: lines)
                return moved
            })
        case .string, .number, .bool, .null: self
        }
    }
}

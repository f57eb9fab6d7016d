import L10nJSON
/// Reads a catalog one entry at a time: each member of `strings` is built as a tree, handed
/// to `body` and dropped. Commands that look at entries one by one (`check`, `report`,
/// `generate`) never hold the whole tree, and every entry is built in the same memory the last
/// one freed, which is still in cache: on a 40 MB catalog that is most of the difference to a
/// full parse.
public enum CatalogEntryStream {
    /// Calls `body` with every entry in file order, and returns the catalog without them: its
    /// `strings` is empty, everything else (`sourceLanguage`, `version`, unknown fields) is
    /// there, and its `duplicateKeys` are those of a full parse.
    public static func read(_ text: CatalogText, _ body: (CatalogEntry) -> Void) throws(JSONParseError) -> Catalog {
        try read(text) { entry, _ in body(entry) }
    }

    /// Like ``read(_:_:)``, giving each entry with the catalog's source language, or
    /// `defaultSourceLanguage` when it declares none. Xcode writes `sourceLanguage` before
    /// `strings`, so entries still go one by one; a file that declares it later has its
    /// entries held until the end, when the language is known.
    public static func read(
        _ text: CatalogText, defaultSourceLanguage: String, _ body: (CatalogEntry, _ sourceLanguage: String) -> Void
    ) throws(JSONParseError) -> Catalog {
        var held: [CatalogEntry] = []
        let catalog = try read(text) { entry, declared in
            if let declared { body(entry, declared) } else { held.append(entry) }
        }
        let sourceLanguage = catalog.sourceLanguage ?? defaultSourceLanguage
        for entry in held { body(entry, sourceLanguage) }
        return catalog
    }

    /// `body` gets each entry with the source language declared before `strings`, if any.
    private static func read(_ text: CatalogText, _ body: (CatalogEntry, String?) -> Void) throws(JSONParseError) -> Catalog {
        switch text {
        case .bytes(let file):
            try file.bytes.withUnsafeBufferPointer { bytes throws(JSONParseError) in try readPart(bytes, .whole, progress: nil, body).catalog }
        case .mapped(_, let file):
            try readPart(file.bytes, .whole, progress: file.release(before:), body).catalog
        }
    }

    /// Which part of a catalog's text a reader reads.
    enum Part {
        case whole
        /// From the start to the separator at this offset between two entries of `strings`.
        case firstPart(stopAt: Int)
        /// From the key of an entry of `strings` to the end: the rest of `strings` and of the root.
        case rest
    }

    static func readPart(
        _ bytes: UnsafeBufferPointer<UInt8>, _ part: Part, progress: ((Int) -> Void)?, _ body: (CatalogEntry, String?) -> Void
    ) throws(JSONParseError) -> (catalog: Catalog, firstPositionByKey: [String: JSONPosition], line: Int, stopped: Bool) {
        try withoutActuallyEscaping(body) { body throws(JSONParseError) in
            var builder = EntryStreamingBuilder(body: body)
            let outcome: JSONReader.Outcome<JSONValue>
            switch part {
            case .whole:
                outcome = try JSONReader.read(bytes, into: &builder, progress: progress)
            case .firstPart(let stopAt):
                outcome = try JSONReader.read(bytes, into: &builder, progress: progress, stopAt: stopAt)
            case .rest:
                // As if the root had been read up to `"strings" : {`.
                builder.tree.open = [.member(key: CatalogField.strings, position: .none)]
                outcome = try JSONReader.readRest(bytes, into: &builder, progress: progress)
            }
            let catalog = Catalog(document: JSONDocument(
                root: outcome.root, hasByteOrderMark: outcome.hasByteOrderMark, hasTrailingNewline: outcome.hasTrailingNewline,
                duplicateKeys: builder.tree.duplicateKeys))
            return (catalog, builder.firstPositionByKey, outcome.line, outcome.stopped)
        }
    }
}

/// The tree builder, except that members of the root's first `strings` object go to `body`
/// instead of into the tree.
private struct EntryStreamingBuilder: JSONEvents {
    var tree = JSONTreeBuilder()
    let body: (CatalogEntry, String?) -> Void
    /// The root's first `sourceLanguage`, once read.
    var sourceLanguage: String?
    /// Where each streamed key first appeared: `strings` never holds its members, so its
    /// repeated keys are found here rather than as the object closes.
    var firstPositionByKey: [String: JSONPosition] = [:]
    /// Set once the first `strings` has been read; a repeated one is kept in the tree, as
    /// readers of a full parse use only the first.
    var readStrings = false

    /// Whether the innermost open member is the root's `strings`, at `depth` open members.
    private func isInStrings(openCount: Int) -> Bool {
        guard !readStrings, tree.open.count == openCount,
              case .member(let key, _) = tree.open[0], key == CatalogField.strings else { return false }
        return true
    }

    mutating func beginObject() { tree.beginObject() }

    mutating func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, index: Int, depth: Int) {
        tree.key(key, position: position, index: index, depth: depth)
    }

    mutating func endMember(_ value: JSONValue) {
        if isInStrings(openCount: 2), case .member(let key, let position) = tree.open[1] {
            tree.open.removeLast()
            if let first = firstPositionByKey[key] {
                tree.duplicateKeys.append(JSONDuplicateKey(
                    key: key, position: position, firstPosition: first, path: [.key(CatalogField.strings)]))
            } else {
                firstPositionByKey[key] = position
            }
            body(CatalogEntry(member: JSONMember(key: key, value: value, keyPosition: position)), sourceLanguage)
            return
        }
        if sourceLanguage == nil, tree.open.count == 1, case .member(CatalogField.sourceLanguage, _) = tree.open[0],
           case .string(let language) = value {
            sourceLanguage = language
        }
        let endsStrings = isInStrings(openCount: 1)
        tree.endMember(value)
        if endsStrings { readStrings = true }
    }

    mutating func endObject(count: Int, depth: Int) -> JSONValue {
        // Every member of `strings` went to `body`: none is waiting in the tree.
        tree.endObject(count: isInStrings(openCount: 1) ? 0 : count, depth: depth)
    }

    mutating func beginArray() { tree.beginArray() }

    mutating func beginElement(position: JSONPosition, index: Int, depth: Int) {
        tree.beginElement(position: position, index: index, depth: depth)
    }

    mutating func endElement(_ value: JSONValue) { tree.endElement(value) }
    mutating func endArray(count: Int, depth: Int) -> JSONValue { tree.endArray(count: count, depth: depth) }
    mutating func string(_ text: UnsafeBufferPointer<UInt8>) -> JSONValue { tree.string(text) }
    mutating func number(_ text: UnsafeBufferPointer<UInt8>) -> JSONValue { tree.number(text) }
    mutating func bool(_ value: Bool) -> JSONValue { tree.bool(value) }
    mutating func null() -> JSONValue { tree.null() }
}

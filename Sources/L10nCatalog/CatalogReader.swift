import Foundation
import L10nCore
import L10nJSON

/// What a command gathers from a catalog's entries while ``CatalogReader`` reads them.
///
/// The reader may give the entries of one catalog to several copies of the consumer it was
/// handed, each a run of consecutive entries, and then append each copy's gatherings to the
/// one before; done right, the result is what one copy given every entry would hold.
package protocol CatalogEntryConsumer: Sendable {
    /// Every member of the root's `strings`, in file order, repeated keys included, with the
    /// catalog's source language (its `sourceLanguage`, else the reader's default).
    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String)
    /// Takes in what a copy of the same starting value gathered from the entries that follow
    /// this one's. No key is in both.
    mutating func append(_ later: Self)
    /// ``consume(_:sourceLanguage:)``, as the reader calls it, with the recycler of the thread
    /// reading: a consumer that drops the entries it is given may hand their trees to it
    /// (``JSONTreeRecycler/recycle(_:)``), on this thread, before it returns; the reader then
    /// builds the next entries in their arrays. By default the entry is just consumed.
    /// The entry is the consumer's: a consumer that keeps it moves it, and one that recycles
    /// its tree finds it held by nobody else.
    mutating func consume(_ entry: consuming CatalogEntry, sourceLanguage: String, recycler: JSONTreeRecycler)
}

extension CatalogEntryConsumer {
    package mutating func consume(_ entry: consuming CatalogEntry, sourceLanguage: String, recycler: JSONTreeRecycler) {
        consume(entry, sourceLanguage: sourceLanguage)
    }
}

/// The one way l10n reads a catalog, for every command: each entry of `strings` is built as a
/// tree, handed to a consumer and dropped, so `check`, `report` and `generate` never hold a
/// whole catalog's tree, and every entry is built in the memory the last one freed, still in
/// cache. Commands that need the whole tree (`add`, `remove`, `format --sort`, and `sync` for a
/// catalog it must write whole) read it with a consumer that keeps the entries (``read(_:strategy:)``).
///
/// How it reads is its own business: whatever the ``Strategy``, the consumer, the catalog
/// and any error are those of one pass (`CatalogReaderTests` and `l10n-fuzz` compare them).
package enum CatalogReader {
    /// From this size a catalog is read in halves; below it, finding the cut and starting a
    /// second thread costs more than it saves, and small catalogs are spread over the cores
    /// file by file anyway.
    package static let largeCatalogBytes = 4 << 20

    package enum Strategy: Sendable, CaseIterable {
        /// In halves from ``CatalogReader/largeCatalogBytes``, else in one pass.
        case automatic
        case onePass
        /// In halves whatever the size, wherever the text has a cut (else in one pass): how
        /// tests and the fuzzer reach the halves with small inputs.
        case halves
    }

    /// What a read gives: the catalog without its entries (its `strings` is empty, everything
    /// else is there, and its `duplicateKeys` are those of the whole file), and the consumer.
    package struct Read<Consumer: CatalogEntryConsumer>: Sendable {
        package var catalog: Catalog
        package var consumer: Consumer
        /// Whether the halves were used; what the read gives does not depend on it.
        package var readInHalves = false
    }

    /// Reads `text`, giving its entries to copies of `consumer`, which starts empty.
    /// - Parameter defaultSourceLanguage: the entries' language when the catalog declares none.
    package static func read<Consumer: CatalogEntryConsumer>(
        _ text: CatalogText, into consumer: Consumer, defaultSourceLanguage: String = "en", strategy: Strategy = .automatic
    ) throws(JSONParseError) -> Read<Consumer> {
        try read(text, into: consumer, omission: nil, defaultSourceLanguage: defaultSourceLanguage, strategy: strategy)
    }

    /// Reads `text` as ``read(_:into:defaultSourceLanguage:strategy:)`` does, except that with
    /// `notes`, each localization of an entry's first `localizations` in the shapes Xcode writes
    /// for nearly every language, the source language's too, is kept as a note
    /// (``LocalizationNotes``) instead of a tree: its member holds `null` in ``CatalogEntry/value``,
    /// and ``CatalogEntry/localizations`` reads it from the note. For a command that reads
    /// entries through those and edits none (`check`, `generate`), on the thread that reads
    /// them: a thread's notes are appended to while it reads.
    package static func read<Consumer: CatalogEntryConsumer>(
        _ text: CatalogText, into consumer: Consumer, notes: Bool, defaultSourceLanguage: String = "en", strategy: Strategy = .automatic
    ) throws(JSONParseError) -> Read<Consumer> {
        guard notes else { return try read(text, into: consumer, defaultSourceLanguage: defaultSourceLanguage, strategy: strategy) }
        return try read(text, into: consumer, omission: nil, notes: LocalizationNoter.self, defaultSourceLanguage: defaultSourceLanguage, strategy: strategy)
    }

    /// `omission`, when given, leaves languages out of the entries (see ``read(_:into:languages:defaultSourceLanguage:strategy:)``).
    static func read<Consumer: CatalogEntryConsumer>(
        _ text: CatalogText, into consumer: Consumer, omission: LanguageSelection?, defaultSourceLanguage: String, strategy: Strategy
    ) throws(JSONParseError) -> Read<Consumer> {
        try read(text, into: consumer, omission: omission, notes: NoEntryNotes.self, defaultSourceLanguage: defaultSourceLanguage, strategy: strategy)
    }

    /// `Notes` says whether notes are kept: a type, so each kind of read is compiled for itself.
    private static func read<Consumer: CatalogEntryConsumer, Notes: EntryNotes>(
        _ text: CatalogText, into consumer: Consumer, omission: LanguageSelection?, notes: Notes.Type, defaultSourceLanguage: String,
        strategy: Strategy
    ) throws(JSONParseError) -> Read<Consumer> {
        let halves = switch strategy {
        case .automatic: text.byteCount >= largeCatalogBytes
        case .onePass: false
        case .halves: true
        }
        do {
            switch text {
            case .bytes(let file):
                return try file.bytes.withUnsafeBufferPointer { bytes throws(JSONParseError) in
                    try read(bytes, file: nil, into: consumer, omission: omission, notes: notes, defaultSourceLanguage: defaultSourceLanguage, halves: halves)
                }
            case .mapped(_, let file):
                return try read(
                    file.bytes, file: file, into: consumer, omission: omission, notes: notes, defaultSourceLanguage: defaultSourceLanguage, halves: halves)
            }
        } catch {
            throw error.recognisingMergeConflict(in: text.bytes, resolvable: true)
        }
    }

    /// The whole catalog, its entries in `strings`: a read whose consumer keeps every entry.
    package static func read(_ text: CatalogText, strategy: Strategy = .automatic) throws(JSONParseError) -> Catalog {
        let read = try read(text, into: EntryKeeper(), strategy: strategy)
        var catalog = read.catalog
        if !read.consumer.members.isEmpty { catalog.setStrings(read.consumer.members) }
        return catalog
    }

    /// `file`, when the text is mapped, is handed back the pages the reader has passed.
    private static func read<Consumer: CatalogEntryConsumer, Notes: EntryNotes>(
        _ bytes: UnsafeBufferPointer<UInt8>, file: MappedFile?, into consumer: Consumer, omission: LanguageSelection?, notes: Notes.Type,
        defaultSourceLanguage: String, halves: Bool
    ) throws(JSONParseError) -> Read<Consumer> {
        if halves,
           let read = try readInHalves(bytes, file: file, into: consumer, omission: omission, notes: notes, defaultSourceLanguage: defaultSourceLanguage) {
            return read
        }
        // A fresh pass: a new consumer copy, its own page cursor, nothing from the halves.
        var builder = EntryStreamingBuilder<Consumer, Notes>(consumer: consumer, defaultSourceLanguage: defaultSourceLanguage, omission: omission)
        let outcome = try JSONReader.read(bytes, into: &builder, progress: file.map { MappedFile.Pass.progress($0) })
        return PartRead(builder, outcome).read(defaultSourceLanguage: defaultSourceLanguage)
    }
}

/// Keeps every entry, for ``CatalogReader/read(_:strategy:)``.
private struct EntryKeeper: CatalogEntryConsumer {
    var members: [JSONMember] = []

    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
        members.append(JSONMember(key: entry.key, value: entry.value, keyPosition: entry.position))
    }

    mutating func append(_ later: EntryKeeper) { members += later.members }
}

/// The tree builder, except that members of the root's first `strings` object go to the
/// consumer instead of into the tree, and, for a read with notes, localizations in Xcode's
/// common shape are noted instead of built (``LocalizationNotes``).
struct EntryStreamingBuilder<Consumer: CatalogEntryConsumer, Notes: EntryNotes>: JSONEvents {
    var tree = JSONTreeBuilder()
    var consumer: Consumer
    let defaultSourceLanguage: String
    /// Where each streamed key first appeared: `strings` never holds its members, so its
    /// repeated keys are found here rather than as the object closes.
    var firstPositionByKey: [String: JSONPosition] = [:]
    /// Set once the first `strings` has been read; a repeated one is kept in the tree, as
    /// readers of a full parse use only the first.
    var readStrings = false
    /// Whether a string decoded since the last entry holds a `%` (see
    /// ``CatalogEntry/valueHasNoPercentSign``); strings outside entries only make it true early.
    var sawPercentSign = false
    /// The language of the root's first `sourceLanguage` (the default when it is not a
    /// string), once that member has been read.
    private(set) var declaredLanguage: String?
    /// The entries' language as far as this reader knows it.
    private(set) var language = EntryLanguage.unknown
    /// Entries read before their language is known, in order.
    private(set) var held: [CatalogEntry] = []
    /// For a reader of part of the text: tells the other part the language, or hears it.
    let handoff: (role: HandoffRole, languages: LanguageHandoff)?
    /// Nil when every language of the entries is built.
    let omission: LanguageOmission?
    /// `omission`, which keeps it alive, for calls that must not retain it (`withOmission`).
    let omissionReference: Unmanaged<LanguageOmission>?
    /// Never kept with an omission.
    var notes = Notes()

    enum HandoffRole {
        case tells
        case hears
    }

    init(
        consumer: Consumer, defaultSourceLanguage: String, handoff: (role: HandoffRole, languages: LanguageHandoff)? = nil,
        omission: LanguageSelection? = nil
    ) {
        self.consumer = consumer
        self.defaultSourceLanguage = defaultSourceLanguage
        self.handoff = handoff
        self.omission = omission.map(LanguageOmission.init)
        omissionReference = self.omission.map(Unmanaged.passUnretained)
    }

    /// Whether the innermost open member is the root's `strings`, at `depth` open members.
    func isInStrings(openCount: Int) -> Bool {
        guard !readStrings, tree.open.count == openCount,
              case .member(let key, _) = tree.open[0], key == CatalogField.strings else { return false }
        return true
    }

    mutating func beginObject() { tree.beginObject() }

    // The omission is asked through `omits(_:position:depth:)` and the like, which do not
    // retain it: bound to a name here, it would be retained and released at every key.
    mutating func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, index: Int, depth: Int) {
        if omission != nil, omits(key, position: position, depth: depth) { return }
        if Notes.isOn {
            if depth == 3, tree.open.count == 2, isInStrings(openCount: 2) {
                notes.entryMember(key)
            } else if depth == 4, notes.inFirstLocalizations {
                notes.language(at: position)
            }
        }
        tree.key(key, position: position, index: index, depth: depth)
    }

    mutating func endMember(_ value: consuming JSONValue) {
        if omission != nil, omitsEnd(value) { return }
        // Inside an entry, where nearly every member is: neither an entry, `sourceLanguage`
        // nor `strings` itself ends here, so none of the three is asked after.
        if tree.open.count > 2 {
            tree.endMember(value)
            return
        }
        if isInStrings(openCount: 2), case .member(let key, let position) = tree.open[1] {
            tree.open.removeLast()
            // One look-up for a key not seen before, as nearly every one is (a look-up and then
            // an insertion hashed each key twice); a repeated key gets its first position back.
            if let first = firstPositionByKey.updateValue(position, forKey: key) {
                firstPositionByKey[key] = first
                tree.duplicateKeys.append(JSONDuplicateKey(
                    key: key, position: position, firstPosition: first, path: [.key(CatalogField.strings)]))
            }
            var entry = CatalogEntry(member: JSONMember(key: key, value: value, keyPosition: position), valueHasNoPercentSign: !sawPercentSign)
            omission?.finish(&entry)
            if Notes.isOn { notes.finish(&entry) }
            take(entry)
            sawPercentSign = false
            return
        }
        if declaredLanguage == nil, tree.open.count == 1, case .member(CatalogField.sourceLanguage, _) = tree.open[0] {
            declaredLanguage = value.stringValue ?? defaultSourceLanguage
        }
        let endsStrings = isInStrings(openCount: 1)
        tree.endMember(value)
        if endsStrings { readStrings = true }
    }

    /// Entries go to the consumer as soon as their language is known: at once when the root
    /// declares it before `strings`, as Xcode writes it; else at the end.
    private mutating func take(_ entry: consuming CatalogEntry) {
        if case .unknown = language {
            language = learnLanguage()
            if case .known(let language) = language {
                for entry in held { consumer.consume(entry, sourceLanguage: language, recycler: tree.recycler) }
                held.removeAll()
            }
        }
        if case .known(let language) = language {
            consumer.consume(entry, sourceLanguage: language, recycler: tree.recycler)
        } else {
            held.append(entry)
        }
    }

    /// The text's first entry settles the language: declared by then, or not before the end.
    /// A reader that starts mid-text hears it instead: known before it started for a text
    /// that starts as Xcode writes it (`CatalogReader.declaredLanguageBeforeStrings`), else
    /// from the reader of the text's start, never waiting for it (both may run on one thread,
    /// this one first).
    private func learnLanguage() -> EntryLanguage {
        if let handoff, handoff.role == .hears { return handoff.languages.heard ?? .unknown }
        let language = declaredLanguage.map(EntryLanguage.known) ?? .atEnd
        if let handoff { handoff.languages.tell(language) }
        return language
    }

    mutating func endObject(count: Int, depth: Int) -> JSONValue {
        var count = count
        if omission != nil {
            guard let built = builtCount(of: count, depth: depth) else { return .object([]) }
            count = built
        }
        // Every member of `strings` went to the consumer: none is waiting in the tree.
        return tree.endObject(count: isInStrings(openCount: 1) ? 0 : count, depth: depth)
    }

    mutating func beginArray() { tree.beginArray() }

    // Inside a language left out, only objects are read with events (`skips(valueStartingWith:)`).

    mutating func beginElement(position: JSONPosition, index: Int, depth: Int) { tree.beginElement(position: position, index: index, depth: depth) }

    mutating func endElement(_ value: consuming JSONValue) { tree.endElement(value) }

    mutating func endArray(count: Int, depth: Int) -> JSONValue { tree.endArray(count: count, depth: depth) }

    mutating func string(_ text: UnsafeBufferPointer<UInt8>) -> JSONValue {
        // The decoded bytes, in cache: an escaped `\u0025` is a `%` here too.
        if !sawPercentSign, Self.hasPercentSign(text) { sawPercentSign = true }
        return tree.string(text)
    }
    mutating func number(_ text: UnsafeBufferPointer<UInt8>) -> JSONValue { tree.number(text) }
    /// Not with languages left out: those are found key by key.
    var takesStringUnitObjects: Bool { omission == nil }

    mutating func stringUnitObject(_ object: JSONStringUnitObject) -> JSONValue {
        if !sawPercentSign, Self.hasPercentSign(object.state) || Self.hasPercentSign(object.value) { sawPercentSign = true }
        // The value of a language of the entry's first `localizations`: its member holds
        // `null`, the note the rest.
        if Notes.isOn, notes.notesLanguage, object.depth == 5, tree.open.count == 4 {
            notes.note(object)
            return .null
        }
        return tree.stringUnitObject(object)
    }
    /// Only for a read with notes: a read of trees gains nothing from the shape in one call.
    var takesPluralObjects: Bool { Notes.isOn }

    mutating func pluralObject(_ object: JSONPluralObject) -> JSONValue {
        // A language's plural, as its common shape above; anywhere else, its tree.
        guard Notes.isOn, notes.notesLanguage, object.depth == 5, tree.open.count == 4 else { return object.events(into: &self) }
        if !sawPercentSign {
            for item in object.cases where Self.hasPercentSign(item.unit.state) || Self.hasPercentSign(item.unit.value) {
                sawPercentSign = true
                break
            }
        }
        notes.note(object)
        return .null
    }
    private static func hasPercentSign(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        !text.isEmpty && memchr(text.baseAddress!, Int32(UInt8(ascii: "%")), text.count) != nil
    }
    mutating func bool(_ value: Bool) -> JSONValue { tree.bool(value) }
    mutating func null() -> JSONValue { tree.null() }

    var skipsValues: Bool { omission != nil }

    mutating func skips(valueStartingWith byte: UInt8) -> Bool {
        omission != nil && omitsSkipping(valueStartingWith: byte)
    }

    /// Only values inside a language left out are skipped.
    mutating func endSkippedMember(startingWith byte: UInt8) { endOmittedMember(JSONKind(startingWith: byte)) }
}

/// What a reader knows of its entries' source language.
enum EntryLanguage: Sendable {
    /// Not yet: its entries are held.
    case unknown
    case known(String)
    /// Not declared before `strings`: entries are held until the whole text has been read.
    case atEnd
}

/// What one reader left: the root it read, its repeated keys, and its consumer with the
/// entries whose language it did not know yet.
struct PartRead<Consumer: CatalogEntryConsumer>: Sendable {
    var root: JSONValue
    var hasByteOrderMark: Bool
    var hasTrailingNewline: Bool
    /// Whether it stopped at a cut rather than at the end of the text.
    var stopped: Bool
    var duplicateKeys: [JSONDuplicateKey]
    var firstPositionByKey: [String: JSONPosition]
    var consumer: Consumer
    var held: [CatalogEntry]

    init<Notes>(_ builder: EntryStreamingBuilder<Consumer, Notes>, _ outcome: JSONReader.Outcome<JSONValue>) {
        root = outcome.root
        hasByteOrderMark = outcome.hasByteOrderMark
        hasTrailingNewline = outcome.hasTrailingNewline
        stopped = outcome.stopped
        duplicateKeys = builder.tree.duplicateKeys
        firstPositionByKey = builder.firstPositionByKey
        consumer = builder.consumer
        held = builder.held
    }

    /// The consumer, given the entries still held, in `sourceLanguage`.
    func finish(sourceLanguage: String) -> Consumer {
        var consumer = consumer
        for entry in held { consumer.consume(entry, sourceLanguage: sourceLanguage) }
        return consumer
    }

    /// The read of a reader that read the whole text.
    func read(defaultSourceLanguage: String) -> CatalogReader.Read<Consumer> {
        let catalog = Catalog(document: JSONDocument(
            root: root, hasByteOrderMark: hasByteOrderMark, hasTrailingNewline: hasTrailingNewline, duplicateKeys: duplicateKeys))
        return CatalogReader.Read(catalog: catalog, consumer: finish(sourceLanguage: catalog.sourceLanguage ?? defaultSourceLanguage))
    }
}

extension Catalog {
    /// Puts `members` in the root's first `strings`: the one whose members a read streams, and
    /// where a whole read puts the entries.
    package mutating func setStrings(_ members: [JSONMember]) {
        guard var root = document.root.members, let index = root.firstIndex(where: { $0.key == CatalogField.strings }) else { return }
        root[index].value = .object(members)
        document.root = .object(root)
    }
}

import Foundation
import L10nCore
import L10nJSON

extension CatalogReader {
    /// Reads `text` as ``read(_:into:defaultSourceLanguage:strategy:)`` does, except that each
    /// entry's first `localizations` object holds only the members named in `languages` and
    /// the source language: a command that works on a few languages of a catalog with dozens
    /// (`import`) does not build and free the others' trees. The languages left out are still
    /// read, and their structure problems found as they pass (``CatalogEntry/structureProblems``
    /// gives those of the whole entry, in the same order), but nothing else of them is kept:
    /// such an entry says so (``CatalogEntry/omitsLanguages``); ``namingLeftOutLanguages(of:in:lines:)``
    /// finds their keys in a text in the layout, and ``wholeEntries(at:in:)`` reads it again
    /// whole when an edit needs all of its languages. The catalog a read gives has no repeated keys
    /// from inside the languages left out. When the source language is not known by the time an
    /// entry is read (declared after `strings`), that entry is built whole.
    package static func read<Consumer: CatalogEntryConsumer>(
        _ text: CatalogText, into consumer: Consumer, languages: Set<String>, defaultSourceLanguage: String = "en",
        strategy: Strategy = .automatic
    ) throws(JSONParseError) -> Read<Consumer> {
        try read(text, into: consumer, omission: LanguageSelection(keeping: languages), defaultSourceLanguage: defaultSourceLanguage, strategy: strategy)
    }

    /// The members of `strings` whose keys start at `positions` (as entries give them), each
    /// read whole from the text, in the order of `positions`; nil when one is not a member there.
    /// `lines`, where the text's lines start (the layout's proof notes them), saves walking them.
    /// A mapped text's pages are handed back behind each entry read: walked line by line to
    /// the last entry, the whole text would otherwise be held at once.
    package static func wholeEntries(at positions: [JSONPosition], in text: CatalogText, lines: JSONLayout.LineStarts? = nil) -> [JSONMember]? {
        switch text {
        case .bytes(let file): file.bytes.withUnsafeBufferPointer { wholeEntries(at: positions, in: $0, lines: lines, passed: { _ in }) }
        case .mapped(_, let file): wholeEntries(at: positions, in: file.bytes, lines: lines, passed: MappedFile.Pass.progress(file))
        }
    }

    private static func wholeEntries(
        at positions: [JSONPosition], in bytes: UnsafeBufferPointer<UInt8>, lines: JSONLayout.LineStarts?, passed: (Int) -> Void
    ) -> [JSONMember]? {
        guard bytes.baseAddress != nil else { return positions.isEmpty ? [] : nil }
        var members = [JSONMember?](repeating: nil, count: positions.count)
        var line: UInt32 = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for index in positions.indices.sorted(by: { (positions[$0].line, positions[$0].column) < (positions[$1].line, positions[$1].column) }) {
            let position = positions[index]
            if line < position.line {
                guard let start = JSONLayout.LineStarts.start(ofLine: position.line, from: line, at: lineStart, noted: lines, in: bytes) else { return nil }
                (line, lineStart) = (position.line, start)
            }
            let start = lineStart + Int(position.column) - 1
            guard position.column > 0, start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
            var builder = JSONTreeBuilder()
            // An entry is a member of `strings`, the object at depth 2.
            guard let value = try? JSONReader.readMember(bytes, at: start, line: Int(line), lineStart: lineStart, depth: 2, into: &builder),
                  case .object(let read) = value, read.count == 1 else { return nil }
            members[index] = read[0]
            passed(lineStart)
        }
        return members.compactMap { $0 }
    }

    /// `entries`, read without some of their languages from `text` laid out as `format` writes
    /// it (`lines` from the walk that proved it), each told the keys and positions of the
    /// languages it left out (``CatalogEntry/languageMembers``), or nil when one is not where
    /// that layout puts it. Found by the layout's indents, without reading the entries again:
    /// every member starts a line of its own, indented two spaces per level, and no string
    /// holds a line feed, so an entry's members are its lines indented six spaces that start
    /// with a quote, and its `localizations`' members those indented eight. The one line
    /// indented otherwise is the empty line inside an empty object.
    package static func namingLeftOutLanguages(of entries: [CatalogEntry], in text: CatalogText, lines: JSONLayout.LineStarts) -> [CatalogEntry]? {
        switch text {
        case .bytes(let file): file.bytes.withUnsafeBufferPointer { namingLeftOutLanguages(of: entries, in: $0, lines: lines) }
        case .mapped(_, let file): namingLeftOutLanguages(of: entries, in: file.bytes, lines: lines)
        }
    }

    private static func namingLeftOutLanguages(of entries: [CatalogEntry], in bytes: UnsafeBufferPointer<UInt8>, lines: JSONLayout.LineStarts) -> [CatalogEntry]? {
        var named: [CatalogEntry] = []
        named.reserveCapacity(entries.count)
        for var entry in entries {
            guard case .object(let built)? = entry.value.member(CatalogField.localizations)?.value,
                  let languages = languageKeys(ofEntryAt: entry.position, in: bytes, lines: lines) else { return nil }
            // Each language the read built is one of them, at the same place.
            var omitted: [JSONMember] = []
            var next = 0
            for language in languages {
                if next < built.count, built[next].keyPosition == language.keyPosition {
                    guard built[next].key == language.key else { return nil }
                    next += 1
                } else {
                    omitted.append(language)
                }
            }
            guard next == built.count else { return nil }
            entry.omittedLanguageKeys = omitted
            named.append(entry)
        }
        return named
    }

    /// The members of the first `localizations` of the entry whose key starts at `position`,
    /// values `null`, by the layout's indents.
    private static func languageKeys(ofEntryAt position: JSONPosition, in bytes: UnsafeBufferPointer<UInt8>, lines: JSONLayout.LineStarts) -> [JSONMember]? {
        // An entry is a member of `strings`, indented four spaces.
        guard position.column == 5, var offset = lines.start(ofLine: position.line, in: bytes) else { return nil }
        var line = position.line
        var inLocalizations = false
        var languages: [JSONMember] = []
        while true {
            guard let feed = bytes.index(ofByte: 0x0A, from: offset) else { return nil }
            offset = feed + 1
            line += 1
            var indent = 0
            while offset + indent < bytes.count, bytes[offset + indent] == 0x20 { indent += 1 }
            let first = offset + indent < bytes.count ? bytes[offset + indent] : 0
            // The empty line of an empty object, at any depth.
            if indent == 0, first == 0x0A { continue }
            if inLocalizations {
                // Its closing bracket, indented as the entry's members.
                if indent <= 6 { return languages }
                guard indent == 8, first == UInt8(ascii: "\"") else { continue }
                guard let key = key(at: offset + 8, in: bytes) else { return nil }
                languages.append(JSONMember(key: key, value: .null, keyPosition: JSONPosition(line: Int(line), column: 9)))
            } else {
                // The entry's closing bracket: it has no `localizations` object.
                if indent <= 4 { return nil }
                if indent == 6, Self.startsLocalizations(at: offset + 6, in: bytes) { inLocalizations = true }
            }
        }
    }

    private static let localizationsOpening = Array("\"\(CatalogField.localizations)\" : {".utf8)

    private static func startsLocalizations(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let opening = localizationsOpening
        guard offset + opening.count <= bytes.count else { return false }
        return opening.indices.allSatisfy { bytes[offset + $0] == opening[$0] }
    }

    /// The key whose opening quote is at `offset`, decoded.
    private static func key(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var end = offset + 1
        var escaped = false
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            if bytes[end] == UInt8(ascii: "\\") {
                escaped = true
                end += 1
            }
            end += 1
        }
        guard end < bytes.count else { return nil }
        guard escaped else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset + 1..<end]), as: UTF8.self) }
        return (try? JSONParser.parse(Array(bytes[offset...end])))?.root.stringValue
    }
}

extension CatalogEntry {
    /// Whether some languages of the entry's `localizations` were left out of ``value`` by a
    /// read that builds only some (``CatalogReader/read(_:into:languages:defaultSourceLanguage:strategy:)``).
    package var omitsLanguages: Bool { omittedLanguageProblems != nil }

    /// The members of the entry's first `localizations` in the text's order, those a read left
    /// out among them by position with `null` values: their keys and positions, which are all
    /// placing a new language among them needs. Nil when the entry has no `localizations` object.
    var languageMembers: [JSONMember]? {
        guard case .object(let built)? = value.member(CatalogField.localizations)?.value else { return nil }
        guard let omitted = omittedLanguageKeys else { return built }
        return (built + omitted).sorted { ($0.keyPosition.line, $0.keyPosition.column) < ($1.keyPosition.line, $1.keyPosition.column) }
    }
}

extension EntryStreamingBuilder {
    // Each asks ``omissionReference`` (the caller has found ``omission`` not nil), which
    // ``omission`` keeps alive, without retaining it: through ``omission`` every call into it
    // would be wrapped in a retain and a release, an atomic count at each key on each reading
    // thread. The calls take what they need of the builder as arguments: a closure holding the
    // builder, a generic type, would look up its metadata at each call.

    /// Whether the key is left out of the tree: it is inside a language left out, or it is one.
    func omits(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, depth: Int) -> Bool {
        let omission = omissionReference.unsafelyUnwrapped
        let openCount = tree.open.count
        // Open: `strings`, the entry, its `localizations`; the key is a language.
        if depth == 4, openCount == 3, omission._withUnsafeGuaranteedRef({ $0.inLocalizations && !$0.knowsSourceLanguage }),
           let language = knownSourceLanguage {
            omission._withUnsafeGuaranteedRef { $0.learn(sourceLanguage: language) }
        }
        let isEntryMember = depth == 3 && openCount == 2 && isInStrings(openCount: 2)
        return omission._withUnsafeGuaranteedRef { $0.omits(key, position: position, depth: depth, openCount: openCount, isEntryMember: isEntryMember) }
    }

    /// Whether the member that ends is left out of the tree.
    func omitsEnd(_ value: JSONValue) -> Bool {
        let kind = JSONKind(value)
        let openCount = tree.open.count
        return omissionReference.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.omitsEnd(kind, openCount: openCount) }
    }

    /// How many members of the object that ends at `depth` the tree holds; nil when the object
    /// is inside a language left out, and so not built.
    func builtCount(of count: Int, depth: Int) -> Int? {
        let openCount = tree.open.count
        return omissionReference.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.builtCount(of: count, depth: depth, openCount: openCount) }
    }

    /// Whether the value about to be read is only validated: inside a language left out, see
    /// ``LanguageOmission/skips(valueStartingWith:)``.
    func omitsSkipping(valueStartingWith byte: UInt8) -> Bool {
        omissionReference.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.isOmitting && $0.skips(valueStartingWith: byte) }
    }

    /// A member inside a language left out ends, its value only validated.
    func endOmittedMember(_ kind: JSONKind) { omissionReference.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.endMember(kind) } }

    /// The entries' source language if this reader knows it already.
    var knownSourceLanguage: String? {
        guard let handoff, handoff.role == .hears else { return declaredLanguage }
        if case .known(let language) = language { return language }
        if case .known(let language)? = handoff.languages.heard { return language }
        return nil
    }
}

extension JSONKind {
    /// The kind of the valid value that starts with `byte`; a number for any byte no value
    /// starts with, which the reader rejects.
    init(startingWith byte: UInt8) {
        switch byte {
        case UInt8(ascii: "{"): self = .object
        case UInt8(ascii: "["): self = .array
        case UInt8(ascii: "\""): self = .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): self = .bool
        case UInt8(ascii: "n"): self = .null
        default: self = .number
        }
    }
}

/// The languages a read builds besides the source language.
struct LanguageSelection: Sendable {
    let kept: [[UInt8]]

    init(keeping languages: Set<String>) {
        kept = languages.sorted().map { Array($0.utf8) }
    }
}

/// What a read that builds only some languages does with the others: it follows their events
/// without building anything, finding their structure problems as ``CatalogEntry/structure()``
/// finds them in a tree, and counts them out of the `localizations` object. Only the objects
/// those problems are about have events; every other value of theirs is validated alone. One
/// per reader (a reference, so that the reader's hot path neither copies nor checks exclusive
/// access). The names it compares keys with are held in its own memory or are static text:
/// reading an array of them would retain it, an atomic count at each key, on arrays both
/// reading threads share.
final class LanguageOmission {
    /// The kept languages' bytes one after another, and where each ends.
    private let keptBytes: UnsafeMutableBufferPointer<UInt8>
    private let keptEnds: UnsafeMutableBufferPointer<Int>
    /// The source language's bytes, once known.
    private var source: UnsafeMutableBufferPointer<UInt8>?
    /// Whether the entry being read has opened its first `localizations`, and whether that
    /// member is open now.
    private var entrySawLocalizations = false
    private(set) var inLocalizations = false
    /// Members of the open `localizations` object left out.
    private var omittedCount = 0
    /// Whether the entry being read has left out a language, and the problems of those left out.
    private var omittedAny = false
    private var problems: [CatalogStructureProblem] = []
    /// Members open inside the language being left out, itself the first; 0 when none is.
    private var level = 0
    /// The left-out language's name as read, made a `String` only for a problem about it: up
    /// to 16 bytes held inline (no allocation, no exclusivity check), a longer one as a `String`.
    private var languageHead = SIMD16<UInt8>()
    private var languageCount = 0
    private var languageLong = ""
    private var languagePosition = JSONPosition.none
    /// The member of the left-out localization being read, when it is a text member.
    private var content: (member: TextMember, position: JSONPosition)?
    /// The `state` or `value` of a left-out string unit being read.
    private var field: (isState: Bool, position: JSONPosition)?

    init(_ selection: LanguageSelection) {
        let bytes = selection.kept.flatMap { $0 }
        keptBytes = .allocate(capacity: max(bytes.count, 1))
        _ = keptBytes.initialize(from: bytes)
        keptEnds = .allocate(capacity: max(selection.kept.count, 1))
        var end = 0
        for (index, name) in selection.kept.enumerated() {
            end += name.count
            keptEnds[index] = end
        }
        keptCount = selection.kept.count
    }

    private let keptCount: Int

    deinit {
        keptBytes.deallocate()
        keptEnds.deallocate()
        source?.deallocate()
    }

    var isOmitting: Bool { level > 0 }

    /// Whether a key at `depth` is left out of the tree, `openCount` members being open in
    /// the tree (3 in an entry's `localizations`), and the key one of an entry's members or not.
    func omits(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition, depth: Int, openCount: Int, isEntryMember: Bool) -> Bool {
        if isOmitting {
            self.key(key, position: position)
            return true
        }
        if depth == 4, inLocalizations, openCount == 3 { return omits(key, position: position) }
        if isEntryMember { entryMember(key) }
        return false
    }

    /// Whether the member that ends, with a value of `kind`, is left out of the tree.
    func omitsEnd(_ kind: JSONKind, openCount: Int) -> Bool {
        if isOmitting {
            endMember(kind)
            return true
        }
        if inLocalizations, openCount == 3 { endLocalizations() }
        return false
    }

    /// How many members of the object that ends at `depth` (of `count`) the tree holds; nil
    /// when the object is inside a language left out, and so not built.
    func builtCount(of count: Int, depth: Int, openCount: Int) -> Int? {
        if isOmitting { return nil }
        return depth == 4 && inLocalizations && openCount == 3 ? builtCount(of: count) : count
    }

    /// A key of the entry's members (depth 3) was read: whether it opens its first `localizations`.
    func entryMember(_ key: UnsafeBufferPointer<UInt8>) {
        guard !entrySawLocalizations, Self.equal(key, Self.localizations) else { return }
        entrySawLocalizations = true
        inLocalizations = true
    }

    /// The first `localizations` member of the entry ends.
    func endLocalizations() { inLocalizations = false }

    /// How many members the `localizations` object that ends had in the tree.
    func builtCount(of count: Int) -> Int {
        defer { omittedCount = 0 }
        return count - omittedCount
    }

    var knowsSourceLanguage: Bool { source != nil }

    func learn(sourceLanguage: String) {
        let bytes = Array(sourceLanguage.utf8)
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        _ = copy.initialize(from: bytes)
        source?.deallocate()
        source = UnsafeMutableBufferPointer(rebasing: copy[0..<bytes.count])
    }

    /// Whether `key` is one of the languages kept besides the source.
    private func isKept(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        for index in 0..<keptCount {
            let end = keptEnds[index]
            if end - start == key.count, Self.equal(key, UnsafeBufferPointer(rebasing: keptBytes[start..<end])) { return true }
            start = end
        }
        return false
    }

    /// Whether a language of `localizations` is left out: never before the source language is
    /// known. It is then followed until its member ends.
    func omits(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition) -> Bool {
        guard let source, !Self.equal(key, UnsafeBufferPointer(source)) else { return false }
        if isKept(key) { return false }
        level = 1
        languageCount = key.count
        if key.count <= 16 {
            var head = SIMD16<UInt8>()
            for index in 0..<key.count { head[index] = key[index] }
            languageHead = head
        } else {
            languageLong = String(decoding: key, as: UTF8.self)
        }
        languagePosition = position
        omittedAny = true
        return true
    }

    // Events inside a language left out.

    func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition) {
        level += 1
        if level == 2 {
            content = TextMember(key).map { ($0, position) }
        } else if level == 3, content?.member == .stringUnit {
            field = Self.equal(key, Self.state) ? (true, position) : Self.equal(key, Self.value) ? (false, position) : nil
        }
    }

    /// Whether the value about to be read, which starts with `byte`, is only validated: every
    /// value but the language's object and its string unit's, whose members' kinds are
    /// structure problems.
    func skips(valueStartingWith byte: UInt8) -> Bool {
        byte != UInt8(ascii: "{") || !(level == 1 || (level == 2 && content?.member == .stringUnit))
    }

    /// The member at the current level ends with a value of this kind.
    func endMember(_ kind: JSONKind) {
        switch level {
        case 1:
            if kind != .object { problem(.localization(language: languageName), expected: .object, kind, at: languagePosition) }
            omittedCount += 1
        case 2:
            if let content, kind != .object { problem(.member(name: content.member.name, language: languageName), expected: .object, kind, at: content.position) }
            content = nil
        case 3:
            if let field, kind != .string {
                problem(.member(name: field.isState ? CatalogField.state : CatalogField.value, language: languageName), expected: .string, kind, at: field.position)
            }
            field = nil
        default: break
        }
        level -= 1
    }

    private var languageName: String {
        guard languageCount <= 16 else { return languageLong }
        let head = languageHead
        return String(decoding: (0..<languageCount).map { head[$0] }, as: UTF8.self)
    }

    private func problem(_ subject: CatalogStructureProblem.Subject, expected: JSONKind, _ found: JSONKind, at position: JSONPosition) {
        problems.append(CatalogStructureProblem(subject: subject, expected: expected, found: found, key: nil, position: position))
    }

    /// The entry that ends, told what was left out of it; ready for the next.
    func finish(_ entry: inout CatalogEntry) {
        if omittedAny {
            entry.omittedLanguageProblems = problems.map { problem in
                var problem = problem
                problem.key = entry.key
                return problem
            }
        }
        entrySawLocalizations = false
        inLocalizations = false
        omittedAny = false
        omittedCount = 0
        problems.removeAll()
    }

    /// The members of a localization that hold its text (``CatalogField/texts``).
    enum TextMember {
        case stringUnit, stringSet, variations, substitutions

        init?(_ key: UnsafeBufferPointer<UInt8>) {
            if LanguageOmission.equal(key, LanguageOmission.stringUnit) {
                self = .stringUnit
            } else if LanguageOmission.equal(key, LanguageOmission.stringSet) {
                self = .stringSet
            } else if LanguageOmission.equal(key, LanguageOmission.variations) {
                self = .variations
            } else if LanguageOmission.equal(key, LanguageOmission.substitutions) {
                self = .substitutions
            } else {
                return nil
            }
        }

        var name: String {
            switch self {
            case .stringUnit: CatalogField.stringUnit
            case .stringSet: CatalogField.stringSet
            case .variations: CatalogField.variations
            case .substitutions: CatalogField.substitutions
            }
        }
    }

    // The field names' bytes, kept for the life of the process in buffers nothing counts.
    nonisolated(unsafe) private static let localizations = permanent(CatalogField.localizations)
    nonisolated(unsafe) private static let state = permanent(CatalogField.state)
    nonisolated(unsafe) private static let value = permanent(CatalogField.value)
    nonisolated(unsafe) private static let stringUnit = permanent(CatalogField.stringUnit)
    nonisolated(unsafe) private static let stringSet = permanent(CatalogField.stringSet)
    nonisolated(unsafe) private static let variations = permanent(CatalogField.variations)
    nonisolated(unsafe) private static let substitutions = permanent(CatalogField.substitutions)

    private static func permanent(_ name: String) -> UnsafeBufferPointer<UInt8> {
        let bytes = Array(name.utf8)
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        return UnsafeBufferPointer(copy)
    }

    static func equal(_ key: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        key.count == name.count && (key.count == 0 || memcmp(key.baseAddress!, name.baseAddress!, key.count) == 0)
    }
}

extension CatalogReader {
    /// Where a read that leaves out all but `languages` disagrees with a whole read, or nil:
    /// each entry with the languages it may leave out taken out of both (as the first
    /// `localizations` of a whole read would hold them), the structure problems, which entries
    /// say they left something out, the whole entries read again for those, and the error. The
    /// tests and `l10n-fuzz` hold every strategy to it.
    package static func omissionDisagreement(_ text: CatalogText, languages: Set<String>, strategy: Strategy) -> String? {
        let whole = Result { () throws(JSONParseError) in try read(text, into: StructureCheckedConsumer(Kept()), strategy: .onePass) }
        let part = Result { () throws(JSONParseError) in try read(text, into: StructureCheckedConsumer(Kept()), languages: languages, strategy: strategy) }
        switch (whole, part) {
        case (.failure(let wholeError), .failure(let partError)):
            return wholeError == partError ? nil : "errors differ: \(wholeError) and \(partError)"
        case (.success(let whole), .success(let part)):
            let kept = languages.union([whole.catalog.sourceLanguage ?? "en"])
            guard whole.consumer.inner.entries.count == part.consumer.inner.entries.count else { return "the entries differ in number" }
            guard whole.consumer.structureProblems(of: whole.catalog) == part.consumer.structureProblems(of: part.catalog) else {
                return "the structure problems differ"
            }
            var omitting: [(entry: CatalogEntry, whole: CatalogEntry)] = []
            for (wholeEntry, partEntry) in zip(whole.consumer.inner.entries, part.consumer.inner.entries) {
                guard wholeEntry.key == partEntry.key, wholeEntry.position == partEntry.position,
                      Self.same(Self.keeping(kept, of: wholeEntry.value), Self.keeping(kept, of: partEntry.value)) else {
                    return "entry '\(wholeEntry.key)' differs"
                }
                let left = !Self.same(wholeEntry.value, partEntry.value)
                guard left == partEntry.omitsLanguages else { return "entry '\(wholeEntry.key)' does not say what it left out" }
                if left { omitting.append((partEntry, wholeEntry)) }
            }
            if let lines = CatalogFormatter.formattedLineStarts(text) {
                guard let named = namingLeftOutLanguages(of: omitting.map(\.entry), in: text, lines: lines) else {
                    return "the entries that left languages out cannot be named by the layout"
                }
                func listed(_ entry: CatalogEntry) -> [String]? { entry.languageMembers?.map { "\($0.key)@\($0.keyPosition.line):\($0.keyPosition.column)" } }
                for (entry, pair) in zip(named, omitting) where listed(entry) != listed(pair.whole) {
                    return "entry '\(entry.key)' named by the layout does not have the whole entry's languages"
                }
            }
            guard let again = wholeEntries(at: omitting.map(\.entry.position), in: text), again.count == omitting.count else {
                return "the entries that left languages out cannot be read again"
            }
            for (member, pair) in zip(again, omitting) where member.key != pair.whole.key || !Self.same(member.value, pair.whole.value) {
                return "entry '\(member.key)' read again is not the whole entry"
            }
            return nil
        default:
            return "one read failed and the other did not"
        }
    }

    struct Kept: CatalogEntryConsumer {
        var entries: [CatalogEntry] = []
        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) { entries.append(entry) }
        mutating func append(_ later: Kept) { entries += later.entries }
    }

    /// `entry` with only `languages` in its first `localizations`, when that is an object.
    private static func keeping(_ languages: Set<String>, of entry: JSONValue) -> JSONValue {
        guard case .object(var members) = entry,
              let index = members.firstIndex(where: { $0.key == CatalogField.localizations }),
              case .object(let localizations) = members[index].value else { return entry }
        members[index].value = .object(localizations.filter { languages.contains($0.key) })
        return .object(members)
    }

    /// The same content at the same positions.
    static func same(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch (left, right) {
        case (.object(let lhs), .object(let rhs)):
            lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.key == $1.key && $0.keyPosition == $1.keyPosition && same($0.value, $1.value) }
        case (.array(let lhs), .array(let rhs)):
            lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.position == $1.position && same($0.value, $1.value) }
        default:
            left.hasSameContent(as: right)
        }
    }
}

import Foundation
import L10nCore
import L10nJSON

/// Edits of a catalog laid out exactly as Xcode writes it, made on its text: each changed
/// language (or, when the change adds one, the whole entry) is written and put in place of its
/// old text, and every other byte is kept. On such a file the result is byte for byte what
/// writing the whole edited tree gives, for a fraction of the work: no tree of the catalog is
/// kept, and only what changes is written and proved.
package struct CatalogSplice: Sendable {
    package struct Edit: Sendable {
        /// Where the old text starts: the position of its key's opening quote.
        var position: JSONPosition
        /// Nil when the old text is a whole member, found in the text by its layout (see
        /// ``CatalogSplice/memberEnd(in:start:indent:)``) rather than by writing it to count it.
        var oldLength: Int?
        var bytes: [UInt8]
        /// Nil when `bytes` replace the old text; else they go just before or just after the
        /// member at `position`, which stays.
        var insertion: Insertion? = nil
    }

    enum Insertion: Sendable {
        case before, after
    }

    package private(set) var edits: [Edit] = []

    package init() {}

    /// Records `entry` (a member of the root's `strings`) with each language's content set as
    /// ``Catalog/entryValue(_:settingLocalization:to:)`` sets it. A language the entry has is
    /// written in place of its old text; one new language is written beside the member it
    /// goes before (or after the last), where ``XcodeOrder/insertionIndex(for:in:)`` puts it
    /// among all of the entry's languages; anything else writes the whole entry.
    package mutating func setLocalizations(_ updates: [(language: String, content: JSONValue)], of entry: CatalogEntry) throws(CatalogFormatter.Failure) {
        // Layout depths: the root's members are at 1, entries at 2, their members at 3, languages at 4.
        if let languages = try Self.languages(of: entry, toSet: updates.map(\.language)), !languages.isEmpty {
            let added = updates.filter { update in !languages.contains { $0.key == update.language } }
            if added.count <= 1 {
                for update in updates {
                    guard let old = languages.first(where: { $0.key == update.language }) else { continue }
                    edits.append(Edit(position: old.keyPosition, oldLength: nil, bytes: try Self.proved(update.language, update.content, depth: 4)))
                }
                if let new = added.first {
                    let member = try Self.proved(new.language, new.content, depth: 4)
                    let index = XcodeOrder.insertionIndex(for: new.language, in: languages)
                    // A member's line starts with its indent; the new one gets its neighbour's.
                    let neighbour = languages[min(index, languages.count - 1)].keyPosition
                    let lineBreak = [UInt8(ascii: ","), 0x0A] + [UInt8](repeating: 0x20, count: max(Int(neighbour.column) - 1, 0))
                    edits.append(index < languages.count
                        ? Edit(position: neighbour, oldLength: nil, bytes: member + lineBreak, insertion: .before)
                        : Edit(position: neighbour, oldLength: nil, bytes: lineBreak + member, insertion: .after))
                }
                return
            }
        }
        // The value lacks the languages a read left out: written whole it would drop them.
        guard !entry.omitsLanguages else { throw .verificationFailed }
        var value = entry.value
        for update in updates { value = Catalog.entryValue(value, settingLocalization: update.language, to: update.content) }
        edits.append(Edit(position: entry.position, oldLength: nil, bytes: try Self.proved(entry.key, value, depth: 2)))
    }

    /// Records the edits that turn `original`'s entries into `edited`'s, as `sync` edits them:
    /// `edited`'s `strings` are `original`'s with the members keyed by `inserted` added (keys
    /// `original` does not have) and the value of the first entry of each key in `replaced`
    /// changed. An entry that gets new ones before it is written again with them; new ones after
    /// the last entry are written after it. False, with nothing recorded, when `original` has no
    /// entry to place them by or `edited` is not such an edit of it: then write the tree whole.
    package mutating func entries(of original: Catalog, editedInto edited: Catalog, inserted: Set<String>, replaced: Set<String>) throws(CatalogFormatter.Failure) -> Bool {
        // The members as the catalogs hold them: a list of entries made from them would be a
        // copy of each, held beside the key file's generation, which `sync` runs meanwhile.
        let old = original.document.root[CatalogField.strings]?.members ?? []
        let new = edited.document.root[CatalogField.strings]?.members ?? []
        guard !old.isEmpty, new.count == old.count + inserted.count else { return false }
        // Per entry of `original`: the new entries just before it, and its value when changed.
        var before: [Int: [JSONMember]] = [:]
        var changed: [Int: JSONValue] = [:]
        var after: [JSONMember] = []
        var unchanged = replaced
        var next = 0
        for entry in new {
            if inserted.contains(entry.key) {
                if next < old.count { before[next, default: []].append(entry) } else { after.append(entry) }
                continue
            }
            guard next < old.count, old[next].key == entry.key else { return false }
            if unchanged.remove(entry.key) != nil { changed[next] = entry.value }
            next += 1
        }
        guard next == old.count, unchanged.isEmpty else { return false }
        var touched = Set(before.keys).union(changed.keys)
        if !after.isEmpty { touched.insert(old.count - 1) }
        // Entries stand at depth 2: each after `,`, a line feed and two levels of indent.
        let separator: [UInt8] = [UInt8(ascii: ","), 0x0A, 0x20, 0x20, 0x20, 0x20]
        var recorded: [Edit] = []
        for index in touched.sorted() {
            let entry = old[index]
            var bytes: [UInt8] = []
            for added in before[index] ?? [] { bytes += try Self.proved(added.key, added.value, depth: 2) + separator }
            let oldText = JSONWriter.member(entry.key, entry.value, depth: 2)
            bytes += try changed[index].map { value throws(CatalogFormatter.Failure) in try Self.proved(entry.key, value, depth: 2) } ?? oldText
            if index == old.count - 1 {
                for added in after { bytes += separator + (try Self.proved(added.key, added.value, depth: 2)) }
            }
            recorded.append(Edit(position: entry.keyPosition, oldLength: oldText.count, bytes: bytes))
        }
        edits += recorded
        return true
    }

    /// Whether ``setLocalizations(_:of:)`` needs the languages a read left out of the entry to
    /// set `languages`: a new language is placed among them (or, with no `localizations` to
    /// place it in, the whole entry is written). Their keys are enough for one new language
    /// (``CatalogReader/namingLeftOutLanguages(of:in:lines:)``); see ``needsWholeEntry(_:of:)``.
    package static func needsAllLanguages(_ languages: [String], of entry: CatalogEntry) -> Bool {
        guard case .object(let existing)? = entry.value.member(CatalogField.localizations)?.value else { return true }
        return !languages.allSatisfy { language in existing.contains { $0.key == language } }
    }

    /// Whether ``setLocalizations(_:of:)`` writes the entry whole to set `languages`, and so
    /// needs its whole value, not only the keys of the languages a read left out: when it has
    /// no `localizations` to place them in, or more than one of them is new.
    package static func needsWholeEntry(_ languages: [String], of entry: CatalogEntry) -> Bool {
        guard let existing = entry.languageMembers, !existing.isEmpty else { return true }
        return languages.filter { language in !existing.contains { $0.key == language } }.count > 1
    }

    /// The members of the entry's first `localizations`, or nil when it has none; when a
    /// language in `toSet` is new, with the languages a read left out among them
    /// (``CatalogEntry/languageMembers``), which an entry not told their keys cannot give.
    private static func languages(of entry: CatalogEntry, toSet languages: [String]) throws(CatalogFormatter.Failure) -> [JSONMember]? {
        guard case .object(let built)? = entry.value.member(CatalogField.localizations)?.value else { return nil }
        guard entry.omitsLanguages, !languages.allSatisfy({ language in built.contains { $0.key == language } }) else { return built }
        guard entry.omittedLanguageKeys != nil else { throw .verificationFailed }
        return entry.languageMembers
    }

    /// Takes in the edits of entries later in the file.
    package mutating func append(_ later: CatalogSplice) {
        edits += later.edits
    }

    /// The member written, proved to read back as the same content (as every rewrite is).
    private static func proved(_ key: String, _ value: JSONValue, depth: Int) throws(CatalogFormatter.Failure) -> [UInt8] {
        let bytes = JSONWriter.member(key, value, depth: depth)
        let object: [UInt8] = [UInt8(ascii: "{")] + bytes + [UInt8(ascii: "}")]
        guard (try? JSONDigest.of(object)) == JSONDigest.of(JSONDocument(root: .object([JSONMember(key: key, value: value)]))) else {
            throw .verificationFailed
        }
        return bytes
    }

    /// The text with every edit made, or nil when an edit's old text is not where the layout
    /// puts it (the text is not laid out as Xcode writes it: check ``CatalogFormatter/formattedLineStarts(_:)`` first).
    /// `lines`, where the text's lines start (the layout's proof notes them), saves walking them.
    package func applied(to text: UnsafeBufferPointer<UInt8>, lines: JSONLayout.LineStarts? = nil) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.count + edits.reduce(0) { $0 + $1.bytes.count })
        var copied = 0
        let found = replacements(in: text, lines: lines) { old, bytes in
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<old.lowerBound]))
            output.append(contentsOf: bytes)
            copied = old.upperBound
            return true
        }
        guard found else { return nil }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
        return output
    }

    /// The mapped `file` with every edit made, written from the mapping when it is written
    /// (``SplicedFile``); nil as for ``applied(to:lines:)``. The pages behind each edit placed
    /// are handed back, as the write will hand them back: it reads them again from the file,
    /// so the whole text (walked line by line without `lines`) is never held here at once.
    package func spliced(_ file: MappedFile, lines: JSONLayout.LineStarts? = nil) -> SplicedFile? {
        var spliced = SplicedFile(file)
        var pass = MappedFile.Pass(file)
        guard replacements(in: file.bytes, lines: lines, { old, bytes in
            pass.passed(old.lowerBound)
            return spliced.replace(old, with: bytes)
        }) else { return nil }
        return spliced
    }

    /// Hands `replace` each edit's old text's range in `text` and its new bytes, in text order;
    /// false when an edit's old text is not where the layout puts it, or `replace` refuses it.
    private func replacements(in text: UnsafeBufferPointer<UInt8>, lines: JSONLayout.LineStarts?, _ replace: (Range<Int>, [UInt8]) -> Bool) -> Bool {
        // At one member: what goes before it, then its replacement, then what goes after it.
        let rank = { (edit: Edit) in edit.insertion.map { $0 == .before ? 0 : 2 } ?? 1 }
        let edits = edits.sorted { ($0.position.line, $0.position.column, rank($0)) < ($1.position.line, $1.position.column, rank($1)) }
        var line: UInt32 = 1
        var lineStart = 0
        var copied = 0
        for edit in edits {
            if line < edit.position.line {
                guard let start = JSONLayout.LineStarts.start(ofLine: edit.position.line, from: line, at: lineStart, noted: lines, in: text) else { return false }
                (line, lineStart) = (edit.position.line, start)
            }
            let member = lineStart + Int(edit.position.column) - 1
            guard member < text.count, text[member] == UInt8(ascii: "\"") else { return false }
            let start: Int
            let end: Int
            switch edit.insertion {
            case .before?:
                (start, end) = (member, member)
            case .after?:
                guard let memberEnd = Self.memberEnd(in: text, start: member, indent: member - lineStart) else { return false }
                (start, end) = (memberEnd, memberEnd)
            case nil:
                guard let memberEnd = edit.oldLength.map({ member + $0 }) ?? Self.memberEnd(in: text, start: member, indent: member - lineStart) else { return false }
                (start, end) = (member, memberEnd)
            }
            guard start >= copied, end < text.count,
                  edit.insertion == .before || text[end] == UInt8(ascii: ",") || text[end] == 0x0A else { return false }
            guard replace(start..<end, edit.bytes) else { return false }
            copied = end
        }
        return true
    }

    /// Where the member whose key's quote is at `start`, `indent` bytes into its line, ends in
    /// text laid out as `format` writes it: there every line break is the layout's (a string
    /// holds none), a member whose line ends with `{` or `[` closes on the first later line
    /// indented as far as its key with the bracket, and any other ends with its line (before a
    /// comma). Nil when the text ends first.
    static func memberEnd(in text: UnsafeBufferPointer<UInt8>, start: Int, indent: Int) -> Int? {
        guard var lineEnd = text.index(ofByte: 0x0A, from: start), lineEnd > start else { return nil }
        let last = text[lineEnd - 1]
        guard last == UInt8(ascii: "{") || last == UInt8(ascii: "[") else {
            return last == UInt8(ascii: ",") ? lineEnd - 1 : lineEnd
        }
        let closer = last == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        while true {
            let line = lineEnd + 1
            let bracket = line + indent
            guard bracket < text.count else { return nil }
            if text[bracket] == closer, (line..<bracket).allSatisfy({ text[$0] == 0x20 }) { return bracket + 1 }
            guard let next = text.index(ofByte: 0x0A, from: line) else { return nil }
            lineEnd = next
        }
    }
}

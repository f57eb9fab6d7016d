import L10nJSON

/// A localization in the shape Xcode writes for nearly every language,
/// `{ "stringUnit" : { "state" : S, "value" : V } }` with both texts strings, kept as its texts
/// and positions instead of a tree: a read with notes (``CatalogReader/read(_:into:notes:defaultSourceLanguage:strategy:)``)
/// builds no objects for it. Read through ``CatalogEntry/localizations`` and
/// ``LocalizationContent``, which answer from the note what they answer from the tree.
package struct LocalizationNote: Sendable {
    package var state: String
    package var value: String
    /// Where the `stringUnit`, `state` and `value` keys are.
    package var unitPosition: JSONPosition
    package var statePosition: JSONPosition
    package var valuePosition: JSONPosition
    /// Whether `state` comes before `value` in the text, as Xcode writes them.
    package var stateFirst: Bool

    /// What a member that was built holds in its slot of ``CatalogEntry/localizationNotes``:
    /// no key read has no position.
    static let none = LocalizationNote(state: "", value: "", unitPosition: .none, statePosition: .none, valuePosition: .none, stateFirst: true)

    var isNote: Bool { unitPosition.line != 0 }

    /// The tree a read without notes builds for the localization.
    package var tree: JSONValue {
        let state = JSONMember(key: CatalogField.state, value: .string(state), keyPosition: statePosition)
        let value = JSONMember(key: CatalogField.value, value: .string(value), keyPosition: valuePosition)
        return .object([JSONMember(key: CatalogField.stringUnit, value: .object(stateFirst ? [state, value] : [value, state]), keyPosition: unitPosition)])
    }
}

/// Follows the events of an entry's first `localizations` for a read with notes: a language
/// whose events are those of a ``LocalizationNote`` goes into the tree as a `null` member and
/// its note into ``notes`` at the member's index; at the first event that leaves that shape,
/// the events held back so far are given to the tree as they came, and the rest of the
/// language is built as usual. Being fed the events, not the bytes, it reads what the tree
/// reads: escaped names, repeated members and errors are the grammar's.
struct LocalizationNoter {
    enum Step {
        /// Not inside a language being noted.
        case idle
        /// A language's key was read; its value has not started.
        case language
        /// The language's object opened.
        case opened
        /// Its `stringUnit` key was read.
        case unitKey
        /// The string unit's object opened; its `state` and `value` are being read.
        case unitOpen
        /// The string unit's object closed with both.
        case unitClosed
        /// The `stringUnit` member ended.
        case unitEnded
        /// The language's object closed.
        case closed
    }

    private(set) var step = Step.idle
    /// Whether the entry being read has opened its first `localizations`, and whether that
    /// member is open now.
    private var entrySawLocalizations = false
    private(set) var inLocalizations = false
    /// One slot per member of the entry's first `localizations` read so far (``LocalizationNote/none``
    /// for a member built).
    private var notes: [LocalizationNote] = []
    private var notedAny = false
    private var unitPosition = JSONPosition.none
    private var state: String?
    private var statePosition = JSONPosition.none
    private var value: String?
    private var valuePosition = JSONPosition.none
    private var stateFirst = true
    /// The field whose key was read and whose value has not ended: `true` for `state`.
    private var pending: Bool?

    var isNoting: Bool { step != .idle }

    /// Whether the next value is a noted unit's `state` or `value`, which a string keeps in the shape.
    var awaitsText: Bool { step == .unitOpen && pending != nil }

    /// A key of the entry's members (depth 3) was read: whether it opens its first `localizations`.
    mutating func entryMember(_ key: UnsafeBufferPointer<UInt8>) {
        guard !entrySawLocalizations, LanguageOmission.equal(key, LanguageOmission.localizations) else { return }
        entrySawLocalizations = true
        inLocalizations = true
    }

    /// A member of the entry (depth 3) ends.
    mutating func endEntryMember() { inLocalizations = false }

    /// A language of the first `localizations`, the member at `index`, begins.
    mutating func beginLanguage(index: Int) {
        // Members are read in order: the slot is the next one.
        while notes.count <= index { notes.append(LocalizationNote.none) }
        step = .language
        state = nil
        value = nil
        pending = nil
    }

    /// An object opens: whether it is held back.
    mutating func beginObject() -> Bool {
        switch step {
        case .language: step = .opened
        case .unitKey: step = .unitOpen
        default: return false
        }
        return true
    }

    /// A key inside the language: whether it is held back.
    mutating func key(_ key: UnsafeBufferPointer<UInt8>, position: JSONPosition) -> Bool {
        switch step {
        case .opened:
            guard Self.isStringUnit(key) else { return false }
            unitPosition = position
            step = .unitKey
            return true
        case .unitOpen where pending == nil:
            if state == nil, Self.isFiveBytes(key, head: Self.stat, last: UInt8(ascii: "e")) {
                if value == nil { stateFirst = true }
                statePosition = position
                pending = true
                return true
            }
            if value == nil, Self.isFiveBytes(key, head: Self.valu, last: UInt8(ascii: "e")) {
                if state == nil { stateFirst = false }
                valuePosition = position
                pending = false
                return true
            }
            return false
        default:
            return false
        }
    }

    /// A member inside the language ends with `member`: whether it is held back. The language's
    /// own member is ended by ``endLanguage()``.
    mutating func endMember(_ member: JSONValue) -> Bool {
        switch step {
        case .unitOpen:
            guard let isState = pending, case .string(let text) = member else { return false }
            if isState { state = text } else { value = text }
            pending = nil
            return true
        case .unitClosed:
            step = .unitEnded
            return true
        default:
            return false
        }
    }

    /// An object inside the language closes: whether it is held back (its value is then a
    /// stand-in nothing keeps).
    mutating func endObject() -> Bool {
        switch step {
        case .unitOpen where pending == nil && state != nil && value != nil:
            step = .unitClosed
        case .unitEnded:
            step = .closed
        default:
            return false
        }
        return true
    }

    /// Whether the language's member ends now, noted.
    var endsLanguage: Bool { step == .closed }

    /// The language's member ends, noted: its note goes into its slot.
    mutating func endLanguage() {
        notes[notes.count - 1] = LocalizationNote(
            state: state!, value: value!, unitPosition: unitPosition, statePosition: statePosition, valuePosition: valuePosition,
            stateFirst: stateFirst)
        notedAny = true
        step = .idle
    }

    /// The language leaves the shape: the events held back, given to `tree` as they came.
    mutating func giveUp(into tree: inout JSONTreeBuilder) {
        let step = self.step
        self.step = .idle
        switch step {
        case .idle, .language:
            return
        case .opened:
            tree.beginObject()
            return
        case .unitKey:
            tree.beginObject()
            tree.key(LanguageOmission.stringUnit, position: unitPosition, index: 0, depth: 5)
            return
        default:
            break
        }
        tree.beginObject()
        tree.key(LanguageOmission.stringUnit, position: unitPosition, index: 0, depth: 5)
        tree.beginObject()
        var fields: [(isState: Bool, text: String)] = []
        if stateFirst {
            if let state { fields.append((true, state)) }
            if let value { fields.append((false, value)) }
        } else {
            if let value { fields.append((false, value)) }
            if let state { fields.append((true, state)) }
        }
        for (index, field) in fields.enumerated() {
            fieldKey(field.isState, index: index, into: &tree)
            tree.endMember(.string(field.text))
        }
        if let pending { fieldKey(pending, index: fields.count, into: &tree) }
        // `.unitOpen` leaves the unit open; `.unitEnded` has closed and ended it (`.unitClosed`
        // and `.closed` never give up: the one event that can follow each is held back).
        guard step == .unitEnded else { return }
        tree.endMember(tree.endObject(count: fields.count, depth: 6))
    }

    private func fieldKey(_ isState: Bool, index: Int, into tree: inout JSONTreeBuilder) {
        tree.key(
            isState ? LanguageOmission.state : LanguageOmission.value, position: isState ? statePosition : valuePosition, index: index, depth: 6)
    }

    // The field names compared a word at a time, little-endian: a call to `memcmp`, or a loop
    // over the bytes, for each of three keys per language cost more than the rest of the note.
    private static let stat = UInt32(0x7461_7473)  // "stat"
    private static let valu = UInt32(0x756C_6176)  // "valu"
    private static let stringUn = UInt64(0x6E55_676E_6972_7473)  // "stringUn"
    private static let it = UInt16(0x7469)  // "it"

    @inline(__always)
    private static func isFiveBytes(_ key: UnsafeBufferPointer<UInt8>, head: UInt32, last: UInt8) -> Bool {
        guard key.count == 5, let start = key.baseAddress else { return false }
        return UInt32(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt32.self)) == head && start[4] == last
    }

    @inline(__always)
    private static func isStringUnit(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count == 10, let start = key.baseAddress else { return false }
        let raw = UnsafeRawPointer(start)
        return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) == stringUn
            && UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)) == it
    }

    /// The entry that ends, given its notes; ready for the next.
    mutating func finish(_ entry: inout CatalogEntry) {
        if notedAny {
            let count = notes.count
            entry.localizationNotes = notes
            // The entry holds that array now: the next one's, as long, in one allocation.
            notes = []
            notes.reserveCapacity(count)
        } else {
            notes.removeAll(keepingCapacity: true)
        }
        notedAny = false
        entrySawLocalizations = false
        inLocalizations = false
        step = .idle
    }
}

extension CatalogEntry {
    /// The value with each noted localization's tree in its member: what a read without notes
    /// gives.
    package var wholeValue: JSONValue {
        guard let notes = localizationNotes, case .object(var members) = value,
              let index = members.firstIndex(where: { $0.key == CatalogField.localizations }),
              case .object(var languages) = members[index].value else { return value }
        for language in languages.indices where language < notes.count && notes[language].isNote {
            languages[language].value = notes[language].tree
        }
        members[index].value = .object(languages)
        return .object(members)
    }

    /// How many localizations a read with notes noted.
    package var notedLocalizationCount: Int { localizationNotes?.count(where: \.isNote) ?? 0 }
}

extension CatalogReader {
    /// Where a read with notes disagrees with a read without, or nil: the entries, their
    /// structure problems and the flags the structure walk sets, each entry's value with its
    /// notes put back, and each localization as ``CatalogEntry/localizations`` gives it
    /// (language, position, tree, string unit, forms); and the error. The tests and `l10n-fuzz`
    /// hold every strategy to it.
    package static func notesDisagreement(_ text: CatalogText, strategy: Strategy) -> String? {
        let trees = Result { () throws(JSONParseError) in try read(text, into: StructureCheckedConsumer(Kept()), strategy: .onePass) }
        let noted = Result { () throws(JSONParseError) in try read(text, into: StructureCheckedConsumer(Kept()), notes: true, strategy: strategy) }
        switch (trees, noted) {
        case (.failure(let treesError), .failure(let notedError)):
            return treesError == notedError ? nil : "errors differ: \(treesError) and \(notedError)"
        case (.success(let trees), .success(let noted)):
            guard trees.catalog.document.root.hasSameContent(as: noted.catalog.document.root) else { return "the catalogs differ" }
            guard trees.consumer.inner.entries.count == noted.consumer.inner.entries.count else { return "the entries differ in number" }
            guard trees.consumer.structureProblems(of: trees.catalog) == noted.consumer.structureProblems(of: noted.catalog) else {
                return "the structure problems differ"
            }
            let described = { (duplicates: [JSONDuplicateKey]) in duplicates.map { "\($0.key) \($0.position) \($0.firstPosition) \($0.path)" } }
            guard described(trees.catalog.document.duplicateKeys) == described(noted.catalog.document.duplicateKeys) else {
                return "the repeated keys differ"
            }
            for (tree, note) in zip(trees.consumer.inner.entries, noted.consumer.inner.entries) {
                guard tree.key == note.key, tree.position == note.position, same(tree.value, note.wholeValue) else {
                    return "entry '\(tree.key)' differs"
                }
                guard tree.everyLocalizationIsTranslatedText == note.everyLocalizationIsTranslatedText,
                      tree.everyStringUnitIsTranslatedText == note.everyStringUnitIsTranslatedText,
                      tree.mayHavePercentSign == note.mayHavePercentSign else {
                    return "entry '\(tree.key)' has other flags"
                }
                guard tree.localizations.count == note.localizations.count else { return "entry '\(tree.key)' has other localizations" }
                for (built, read) in zip(tree.localizations, note.localizations) {
                    guard built.language == read.language, built.position == read.position, same(built.content.value, read.content.value),
                          describe(built.content) == describe(read.content) else {
                        return "entry '\(tree.key)' reads its '\(built.language)' otherwise from its note"
                    }
                }
                for language in Set(tree.localizations.map(\.language)) where
                    tree.localizationContent(language).map(describe) != note.localizationContent(language).map(describe) {
                    return "entry '\(tree.key)' looks up its '\(language)' otherwise from its note"
                }
            }
            return nil
        default:
            return "one read failed and the other did not"
        }
    }

    /// What the readers of a localization's content see.
    private static func describe(_ content: LocalizationContent) -> String {
        let unit = content.stringUnit.map { "\($0.state?.rawValue ?? "-") \($0.value ?? "-") \($0.position) \($0.valuePosition) \($0.statePosition) \($0.valueIsNotString)" }
        let forms = content.forms.map { "\($0.name) \($0.unit.value ?? "-") \($0.unit.valuePosition)" }
        var values: [String] = []
        var states: [String] = []
        _ = content.containsValue { values.append($0); return false }
        _ = content.containsState { states.append($0?.rawValue ?? "-"); return false }
        return "\(unit ?? "no unit") \(forms) \(content.stringSet?.values ?? []) \(content.variations.count) \(content.substitutions.count) "
            + "\(content.hasVariationsOrSubstitutions) \(values) \(states)"
    }
}

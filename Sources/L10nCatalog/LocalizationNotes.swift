import Foundation
import L10nCore
import L10nJSON

/// Localizations in the shape Xcode writes for nearly every language,
/// `{ "stringUnit" : { "state" : S, "value" : V } }`, and in its plural shape,
/// `{ "variations" : { "plural" : { C : { "stringUnit" : … }, … } } }`, kept as their texts'
/// bytes and positions instead of trees by a read with notes (``CatalogReader/read(_:into:notes:defaultSourceLanguage:strategy:)``):
/// the reader hands each shape over in one call (``JSONStringUnitObject``, ``JSONPluralObject``),
/// and a note costs a copy of the texts where a tree cost their objects, members and strings,
/// and their recycling. The language's member holds `null` in ``CatalogEntry/value``; the
/// entry refers to its notes (``CatalogEntry/localizations``, ``LocalizationContent``), nothing
/// carries one.
///
/// One buffer belongs to one reading thread's builder and holds the notes of the entries it
/// has built since its consumer last let all of them go: the builder empties it, keeping its
/// capacity, when nothing else holds it (a consumer that checks entries a batch at a time
/// lets each batch go), so a large catalog's notes take one batch's memory and no allocation.
/// Only that builder appends to it, on its thread, and never changes a note once written: an
/// entry held elsewhere reads what it was given.
package final class LocalizationNotes: @unchecked Sendable {
    /// A language's string unit, a plural language, or a plural case's string unit.
    struct Note {
        /// A unit's texts, at these offsets of ``bytes``; none for a plural.
        var stateStart: UInt32
        var stateCount: UInt32
        var valueStart: UInt32
        var valueCount: UInt32
        /// Where the language's (a case's: the case's), `stringUnit`'s, `state`'s and `value`'s
        /// keys are; the first identifies the note among its entry's members. A plural's
        /// `unitPosition` is its `variations` key's, its `statePosition` its `plural` key's.
        var languagePosition: JSONPosition
        var unitPosition: JSONPosition
        var statePosition: JSONPosition
        var valuePosition: JSONPosition
        /// The state is `translated` and the value text that is not blank (``String/isBlank``):
        /// what the structure walk asks of every localization. Never a plural's.
        var isTranslatedText: Bool
        /// Every unit is translated text: a unit's ``isTranslatedText``, or all of a plural's
        /// cases'.
        var everyUnitIsTranslatedText: Bool
        /// A plural's cases are `cases[firstCase ..< firstCase + caseCount]`; a unit has none.
        var firstCase: UInt32 = 0
        var caseCount: UInt32 = 0
    }

    /// A plural case: its name and its unit.
    struct Case {
        var name: String
        var unit: Note
    }

    private struct Buffers {
        var notes: [Note] = []
        var cases: [Case] = []
        /// The texts: a buffer of its own, grown by doubling, since appending a text to an
        /// array cost more than copying it.
        var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
        var byteCount = 0
        var byteCapacity = 4096

        mutating func append(_ text: UnsafeBufferPointer<UInt8>) -> UInt32 {
            let start = byteCount
            if start + text.count > byteCapacity {
                byteCapacity = max(byteCapacity * 2, start + text.count)
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
                grown.update(from: bytes, count: start)
                bytes.deallocate()
                bytes = grown
            }
            if let base = text.baseAddress { (bytes + start).update(from: base, count: text.count) }
            byteCount += text.count
            return UInt32(truncatingIfNeeded: start)
        }
    }

    /// A pointer rather than stored properties: no exclusivity check on each access.
    private let buffers: UnsafeMutablePointer<Buffers>

    init() {
        buffers = .allocate(capacity: 1)
        buffers.initialize(to: Buffers())
    }

    deinit {
        buffers.pointee.bytes.deallocate()
        buffers.deinitialize(count: 1)
        buffers.deallocate()
    }

    /// Lets every note go, keeping the capacity: only when nothing else holds the buffer.
    func removeAll() {
        buffers.pointee.notes.removeAll(keepingCapacity: true)
        buffers.pointee.cases.removeAll(keepingCapacity: true)
        buffers.pointee.byteCount = 0
    }

    var count: Int { buffers.pointee.notes.count }

    func append(_ object: JSONStringUnitObject, languagePosition: JSONPosition) {
        buffers.pointee.notes.append(unit(object, keyPosition: languagePosition))
    }

    /// A plural language's note, its cases after those of the notes before.
    func append(_ object: JSONPluralObject, languagePosition: JSONPosition) {
        let firstCase = buffers.pointee.cases.count
        for item in object.cases {
            buffers.pointee.cases.append(Case(name: Self.caseName(item.name), unit: unit(item.unit, keyPosition: item.position)))
        }
        let everyUnitIsTranslatedText = !buffers.pointee.cases[firstCase...].contains { !$0.unit.isTranslatedText }
        buffers.pointee.notes.append(Note(
            stateStart: 0, stateCount: 0, valueStart: 0, valueCount: 0, languagePosition: languagePosition,
            unitPosition: object.variationsPosition, statePosition: object.pluralPosition, valuePosition: .none, isTranslatedText: false,
            everyUnitIsTranslatedText: everyUnitIsTranslatedText, firstCase: UInt32(truncatingIfNeeded: firstCase),
            caseCount: UInt32(truncatingIfNeeded: object.cases.count)))
    }

    /// A unit's note, its texts copied.
    private func unit(_ object: JSONStringUnitObject, keyPosition: JSONPosition) -> Note {
        let stateStart = buffers.pointee.append(object.state)
        let valueStart = buffers.pointee.append(object.value)
        let isTranslatedText = Self.isTranslated(object.state) && !object.value.isBlank
        return Note(
            stateStart: stateStart, stateCount: UInt32(truncatingIfNeeded: object.state.count), valueStart: valueStart,
            valueCount: UInt32(truncatingIfNeeded: object.value.count), languagePosition: keyPosition,
            unitPosition: object.stringUnitPosition, statePosition: object.statePosition, valuePosition: object.valuePosition,
            isTranslatedText: isTranslatedText, everyUnitIsTranslatedText: isTranslatedText)
    }

    /// A case's name: a plural category's, the constant (its bytes read as a word, where
    /// making a string of them cost about 180 instructions a case), else one made of them.
    private static func caseName(_ name: UnsafeBufferPointer<UInt8>) -> String {
        guard name.count <= 5 else { return String(decoding: name, as: UTF8.self) }
        var word: UInt64 = 0
        for (offset, byte) in name.enumerated() { word |= UInt64(byte) << (8 * offset) }
        switch word {
        case 0x6F72_657A: return "zero"
        case 0x65_6E6F: return "one"
        case 0x6F_7774: return "two"
        case 0x77_6566: return "few"
        case 0x796E_616D: return "many"
        case 0x72_6568_746F: return "other"
        default: return String(decoding: name, as: UTF8.self)
        }
    }

    private static func isTranslated(_ state: UnsafeBufferPointer<UInt8>) -> Bool {
        let translated: StaticString = "translated"
        return state.count == translated.utf8CodeUnitCount && memcmp(state.baseAddress!, translated.utf8Start, state.count) == 0
    }

    func languagePosition(at index: Int) -> JSONPosition { buffers.pointee.notes[index].languagePosition }

    /// What the structure walk asks of a localization: whether it is translated text alone,
    /// and whether every unit it holds is.
    func translatedText(at index: Int) -> (alone: Bool, everyUnit: Bool) {
        let note = buffers.pointee.notes[index]
        return (note.isTranslatedText, note.everyUnitIsTranslatedText)
    }

    /// Whether the note is a plural language's.
    func isPlural(at index: Int) -> Bool { buffers.pointee.notes[index].caseCount > 0 }

    func state(at index: Int) -> String { state(of: buffers.pointee.notes[index]) }

    func value(at index: Int) -> String { value(of: buffers.pointee.notes[index]) }

    /// The value's bytes, valid until the buffer's next note: what the checks' reading of the
    /// texts takes, where a string cost an allocation a text past 15 bytes.
    func valueBytes(at index: Int) -> UnsafeBufferPointer<UInt8> { valueBytes(of: buffers.pointee.notes[index]) }

    func caseValueBytes(_ item: Int) -> UnsafeBufferPointer<UInt8> { valueBytes(of: buffers.pointee.cases[item].unit) }

    private func valueBytes(of note: Note) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: buffers.pointee.bytes + Int(note.valueStart), count: Int(note.valueCount))
    }

    private func state(of note: Note) -> String { text(start: note.stateStart, count: note.stateCount) }

    private func value(of note: Note) -> String { text(start: note.valueStart, count: note.valueCount) }

    private func text(start: UInt32, count: UInt32) -> String {
        String(decoding: UnsafeBufferPointer(start: buffers.pointee.bytes + Int(start), count: Int(count)), as: UTF8.self)
    }

    /// The string unit the note's tree holds: a unit's.
    func stringUnit(at index: Int) -> StringUnit { stringUnit(of: buffers.pointee.notes[index]) }

    /// What ``LocalizationContent/forms`` gives of the note's tree: a unit's own, or each plural
    /// case's under its `plural.<case>` step, in order.
    func forms(at index: Int) -> [Form] {
        let note = buffers.pointee.notes[index]
        guard note.caseCount > 0 else { return [Form(path: [], unit: stringUnit(of: note))] }
        return cases(at: index).map { item in
            Form(path: [.variation(kind: .plural, name: caseName(item))], unit: stringUnit(of: buffers.pointee.cases[item].unit))
        }
    }

    /// A unit note's string unit, as ``StringUnit/init(member:)`` reads its tree.
    private func stringUnit(of note: Note) -> StringUnit {
        StringUnit(
            state: StringUnitState(rawValue: state(of: note)), value: value(of: note), position: note.unitPosition,
            valuePosition: note.valuePosition, statePosition: note.statePosition, valueIsNotString: false)
    }

    /// The tree a read without notes builds for the localization.
    func tree(at index: Int) -> JSONValue {
        let note = buffers.pointee.notes[index]
        guard note.caseCount > 0 else { return unitTree(of: note) }
        let cases = cases(at: index).map { item in
            JSONMember(key: caseName(item), value: caseTree(item), keyPosition: buffers.pointee.cases[item].unit.languagePosition)
        }
        return .object([JSONMember(
            key: CatalogField.variations,
            value: .object([JSONMember(key: VariationKind.plural.rawValue, value: .object(cases), keyPosition: note.statePosition)]),
            keyPosition: note.unitPosition)])
    }

    /// `{ "stringUnit" : { "state" : S, "value" : V } }`.
    private func unitTree(of note: Note) -> JSONValue {
        .object([JSONMember(
            key: CatalogField.stringUnit,
            value: .object([
                JSONMember(key: CatalogField.state, value: .string(state(of: note)), keyPosition: note.statePosition),
                JSONMember(key: CatalogField.value, value: .string(value(of: note)), keyPosition: note.valuePosition),
            ]),
            keyPosition: note.unitPosition)])
    }

    /// A plural's `plural` key position.
    func pluralPosition(at index: Int) -> JSONPosition { buffers.pointee.notes[index].statePosition }

    /// The indices of a plural's cases (none for a unit), for the `case…` answers.
    func cases(at index: Int) -> Range<Int> {
        let note = buffers.pointee.notes[index]
        return Int(note.firstCase)..<Int(note.firstCase) + Int(note.caseCount)
    }

    func caseName(_ item: Int) -> String { buffers.pointee.cases[item].name }

    func casePosition(_ item: Int) -> JSONPosition { buffers.pointee.cases[item].unit.languagePosition }

    func caseState(_ item: Int) -> String { state(of: buffers.pointee.cases[item].unit) }

    /// The case's value as a tree: its string unit alone.
    func caseTree(_ item: Int) -> JSONValue { unitTree(of: buffers.pointee.cases[item].unit) }

    /// The notes of one entry: the range of the buffer its builder wrote while reading it.
    struct Span: Sendable {
        let notes: LocalizationNotes
        let start: Int
        let end: Int

        /// The index of the note of the member keyed at `position`, the `index`th of its
        /// `localizations` (whose value is `null`), if it has one. Notes are in the members'
        /// order, so a member's note is at the member's index when every member before it has
        /// one too, as in nearly every entry; else it is found by its position.
        func note(at position: JSONPosition, memberIndex index: Int) -> Int? {
            // Compared field by field: `==` on positions is a call into another module.
            let guess = start + index
            if guess < end {
                let found = notes.languagePosition(at: guess)
                if found.line == position.line, found.column == position.column { return guess }
            }
            var low = start, high = min(guess, end)
            while low < high {
                let middle = (low + high) / 2
                let found = notes.languagePosition(at: middle)
                if found.line == position.line, found.column == position.column { return middle }
                if (found.line, found.column) < (position.line, position.column) { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }
}

/// What a ``EntryStreamingBuilder`` does with Xcode's common localization shape: a type
/// parameter, so a read without notes is compiled without a branch for them.
protocol EntryNotes: Sendable {
    init()
    /// Whether any note is ever kept.
    static var isOn: Bool { get }
    /// A key of an entry's members was read, the entry's first `localizations` perhaps.
    mutating func entryMember(_ key: UnsafeBufferPointer<UInt8>)
    /// Whether the entry's first `localizations` is the member being read.
    var inFirstLocalizations: Bool { get }
    /// A language of the entry's first `localizations` was read, keyed at `position`.
    mutating func language(at position: JSONPosition)
    /// Whether the language whose key was read last is noted when in the shape.
    var notesLanguage: Bool { get }
    /// Keeps `object`, the value of the language whose key was read last.
    mutating func note(_ object: JSONStringUnitObject)
    mutating func note(_ object: JSONPluralObject)
    /// The entry read is complete: it is given its notes, and the next entry starts.
    mutating func finish(_ entry: inout CatalogEntry)
}

/// A read without notes.
struct NoEntryNotes: EntryNotes {
    static var isOn: Bool { false }
    func entryMember(_ key: UnsafeBufferPointer<UInt8>) {}
    var inFirstLocalizations: Bool { false }
    func language(at position: JSONPosition) {}
    var notesLanguage: Bool { false }
    func note(_ object: JSONStringUnitObject) {}
    func note(_ object: JSONPluralObject) {}
    func finish(_ entry: inout CatalogEntry) {}
}

/// A read with notes: keeps those of each entry's first `localizations`, the source
/// language's too, in its thread's buffer. Which languages are noted does not depend on the
/// source language, so a reader that does not know it yet (the second half before it hears
/// the first, a catalog that declares it after its entries) notes what one that knows it does.
struct LocalizationNoter: EntryNotes {
    static var isOn: Bool { true }
    /// Made at the first note: the reader reads into a copy of its events, and a buffer made
    /// with the builder would be held by both, never unique.
    private var buffer: LocalizationNotes?
    /// Where the entry being read starts in the buffer; nil until it has a note.
    private var entryStart: Int?
    private var sawLocalizations = false
    private(set) var inFirstLocalizations = false
    private(set) var notesLanguage = false
    private var languagePosition = JSONPosition.none

    mutating func entryMember(_ key: UnsafeBufferPointer<UInt8>) {
        let localizations: StaticString = "localizations"
        inFirstLocalizations = !sawLocalizations && key.count == localizations.utf8CodeUnitCount
            && memcmp(key.baseAddress!, localizations.utf8Start, key.count) == 0
        if inFirstLocalizations { sawLocalizations = true }
        notesLanguage = false
    }

    mutating func language(at position: JSONPosition) {
        notesLanguage = true
        languagePosition = position
    }

    mutating func note(_ object: JSONStringUnitObject) {
        startNote()
        buffer.unsafelyUnwrapped.append(object, languagePosition: languagePosition)
        notesLanguage = false
    }

    mutating func note(_ object: JSONPluralObject) {
        startNote()
        buffer.unsafelyUnwrapped.append(object, languagePosition: languagePosition)
        notesLanguage = false
    }

    private mutating func startNote() {
        guard entryStart == nil else { return }
        // The entries given their notes before are all let go: their notes with them.
        if isKnownUniquelyReferenced(&buffer) {
            buffer.unsafelyUnwrapped.removeAll()
        } else if buffer == nil {
            buffer = LocalizationNotes()
        }
        entryStart = buffer.unsafelyUnwrapped.count
    }

    mutating func finish(_ entry: inout CatalogEntry) {
        if let start = entryStart, let buffer {
            entry.localizationNotes = LocalizationNotes.Span(notes: buffer, start: start, end: buffer.count)
        }
        entryStart = nil
        sawLocalizations = false
        inFirstLocalizations = false
        notesLanguage = false
    }
}

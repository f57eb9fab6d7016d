import L10nCore
import L10nJSON
/// A String Catalog (`.xcstrings`): a typed view over its JSON document.
///
/// The JSON tree stays the single source of truth, so fields this model does not know,
/// member order and duplicates all survive a rewrite; reading goes through the views below
/// and edits change only the members they touch.
package struct Catalog: Sendable {
    package var document: JSONDocument

    package init(document: JSONDocument) {
        self.document = document
    }

    /// The whole catalog in `bytes`, as ``CatalogReader/read(_:strategy:)`` reads it.
    package init(bytes: [UInt8]) throws(JSONParseError) {
        self = try CatalogReader.read(.bytes(SourceFile(path: "", bytes: bytes)))
    }

    /// A new, empty catalog as Xcode creates it.
    package static func empty(sourceLanguage: String = "en", version: String = "1.0") -> Catalog {
        Catalog(document: JSONDocument(root: .object([
            JSONMember(key: CatalogField.sourceLanguage, value: .string(sourceLanguage)),
            JSONMember(key: CatalogField.strings, value: .object([])),
            JSONMember(key: CatalogField.version, value: .string(version)),
        ])))
    }

    /// The catalog's bytes as Xcode writes them.
    package func serialized() -> [UInt8] {
        JSONWriter.write(document)
    }

    package var sourceLanguage: String? { document.root[CatalogField.sourceLanguage]?.stringValue }

    package var sourceLanguagePosition: JSONPosition? { document.root.member(CatalogField.sourceLanguage)?.keyPosition }

    /// `version` is kept as written: Xcode has used "1.0" to "1.3".
    package var version: JSONValue? { document.root[CatalogField.version] }

    /// Entries in file order, duplicates included.
    package var entries: [CatalogEntry] {
        guard let members = document.root[CatalogField.strings]?.members else { return [] }
        return members.map(CatalogEntry.init(member:))
    }

    package var keys: [String] { entries.map(\.key) }

    package func entry(forKey key: String) -> CatalogEntry? {
        document.root.member(CatalogField.strings)?.value.member(key).map(CatalogEntry.init(member:))
    }

    package func contains(key: String) -> Bool {
        document.root[CatalogField.strings]?.members?.contains(where: { $0.key == key }) ?? false
    }
}

/// One member of `strings`.
package struct CatalogEntry: Sendable {
    package var key: String
    package var position: JSONPosition
    package var value: JSONValue {
        didSet {
            valueHasNoPercentSign = false
            everyLocalizationIsTranslatedText = false
            everyStringUnitIsTranslatedText = false
        }
    }
    /// Set by ``CatalogReader`` when no string in ``value`` holds a `%`, seen as the reader
    /// decoded them: the format checks then skip walking every language of the entry for one
    /// (most text has none). Unset, and any change to the value unsets it, means "may have".
    package private(set) var valueHasNoPercentSign = false

    package init(member: JSONMember) {
        key = member.key
        position = member.keyPosition
        value = member.value
    }

    package init(member: JSONMember, valueHasNoPercentSign: Bool) {
        self.init(member: member)
        self.valueHasNoPercentSign = valueHasNoPercentSign
    }

    /// Set by ``StructureCheckedConsumer`` when every localization is nothing but a string unit
    /// whose first `state` is `translated` and whose first `value` is text that is not blank:
    /// what nearly every entry of a finished catalog is, and what empty-translation,
    /// unreviewed-translation and plural-forms have nothing to say about, so they skip it.
    /// Found by the walk that looks for structure problems, which visits those members anyway.
    /// Unset, and any change to the value unsets it, means "may not be".
    package internal(set) var everyLocalizationIsTranslatedText = false
    /// Set by ``StructureCheckedConsumer`` when every string unit, variations' and
    /// substitutions' included, has a first `state` of `translated` and a first `value` that
    /// is text and not blank, and no localization has a string set: what every entry noted
    /// ``everyLocalizationIsTranslatedText`` is, and a finished entry with plural variations
    /// too. empty-translation and unreviewed-translation have nothing to say about it.
    /// Unset, and any change to the value unsets it, means "may not be".
    package internal(set) var everyStringUnitIsTranslatedText = false
    /// Set by a read that left some languages out of ``value``: the structure problems of those
    /// (see ``omitsLanguages``). Nil when the value holds every language.
    var omittedLanguageProblems: [CatalogStructureProblem]?
    /// Set for an entry that left languages out by ``CatalogReader/namingLeftOutLanguages(of:in:lines:)``:
    /// the keys of those languages, with their positions (each value `null`), in the order the
    /// text has them. Enough to place a new language among them
    /// (``CatalogSplice/setLocalizations(_:of:)``) without reading the entry again. Nil when
    /// not told.
    var omittedLanguageKeys: [JSONMember]?
    /// Set by a read with notes (``CatalogReader/read(_:into:notes:defaultSourceLanguage:strategy:)``):
    /// the notes of the localizations of the first `localizations` that read kept as
    /// ``LocalizationNotes`` rather than trees, their members `null` in ``value``. Nil when
    /// none was noted. Such an entry's value is for reading through ``localizations``, not for
    /// writing.
    var localizationNotes: LocalizationNotes.Span?

    /// The value, left `null` here (its notes unset): what a consumer done with the entry
    /// hands to a ``JSONTreeRecycler``, which can then reuse arrays nothing else holds.
    package mutating func takeValue() -> JSONValue {
        let taken = value
        value = .null
        localizationNotes = nil
        return taken
    }

    /// Whether some string of the value may hold a `%` (the key is not looked at).
    package var mayHavePercentSign: Bool { !valueHasNoPercentSign }

    package var comment: String? { value[CatalogField.comment]?.stringValue }
    package var isCommentAutoGenerated: Bool { value[CatalogField.isCommentAutoGenerated]?.boolValue ?? false }

    /// Missing means Xcode will treat the entry as extracted from code.
    package var extractionState: ExtractionState? {
        value[CatalogField.extractionState]?.stringValue.map(ExtractionState.init(rawValue:))
    }

    package var extractionStatePosition: JSONPosition? { value.member(CatalogField.extractionState)?.keyPosition }

    /// `"generatesSymbol"` as written: nil when the entry does not say (Xcode then decides by
    /// its build setting and the entry's extraction state).
    package var generatesSymbol: Bool? { value[CatalogField.generatesSymbol]?.boolValue }

    /// `"shouldTranslate" : false` marks text that stays in the source language.
    package var shouldTranslate: Bool { value[CatalogField.shouldTranslate]?.boolValue ?? true }

    /// Lazy, because checks walk every entry's localizations and an array built per entry
    /// per check was a measurable share of `check` on large catalogs.
    package var localizations: Localizations {
        Localizations(members: value[CatalogField.localizations]?.members ?? [], notes: localizationNotes)
    }

    /// The members of the first `localizations`, each read from its note when it has one.
    package struct Localizations: RandomAccessCollection {
        let members: [JSONMember]
        let notes: LocalizationNotes.Span?

        package var startIndex: Int { 0 }
        package var endIndex: Int { members.count }

        package subscript(index: Int) -> Localization {
            let member = members[index]
            if let notes, case .null = member.value, let note = notes.note(at: member.keyPosition, memberIndex: index) {
                return Localization(language: member.key, position: member.keyPosition, content: LocalizationContent(notes: notes.notes, index: note))
            }
            return Localization(language: member.key, position: member.keyPosition, content: LocalizationContent(member.value))
        }
    }

    /// The first localization in `language`: only its member is read from its note or tree,
    /// the others' keys compared.
    package func localization(_ language: String) -> Localization? {
        let all = localizations
        return all.members.firstIndex(where: { $0.key == language }).map { all[$0] }
    }
}

/// One language's text for an entry.
package struct Localization: Sendable {
    package var language: String
    package var position: JSONPosition
    package var content: LocalizationContent
}

import L10nJSON
/// Edits used by `sync`, `add` and `remove`. Each one touches only the members it must,
/// so the rewritten file differs from the original by exactly the edited lines.
extension Catalog {
    package enum EditError: Error, Hashable, Sendable, CustomStringConvertible {
        case keyExists(String)
        case keyNotFound(String)
        case notACatalog

        package var description: String {
            switch self {
            case .keyExists(let key): "the key '\(key)' is already in the catalog"
            case .keyNotFound(let key): "the key '\(key)' is not in the catalog"
            case .notACatalog: "the file is not a String Catalog: its top level has no 'strings' object"
            }
        }
    }

    /// Adds an entry at the position Xcode would give it.
    package mutating func insertEntry(key: String, value: JSONValue) throws(EditError) {
        if let failure = insertEntries([JSONMember(key: key, value: value)]).first ?? nil { throw failure }
    }

    /// Adds the entries one after another, each where ``insertEntry(key:value:)`` would put it
    /// in the catalog as the ones before it left it, in one pass over the catalog: inserting
    /// 2,000 keys one by one into 200,000 entries compared every key with every entry and
    /// moved the members behind it each time. Returns, per entry, why it was not added
    /// (`nil`: added). `presentKeys`, when the caller knows them, are the catalog's keys that
    /// `entries` may name (all of them, or none: `sync` adds only keys the catalog lacks): at
    /// 200,000 keys, hashing them here was most of `sync`'s additions.
    package mutating func insertEntries(_ entries: [JSONMember], presentKeys: Set<String>? = nil) -> [EditError?] {
        var results = [EditError?](repeating: nil, count: entries.count)
        do {
            try modifyStrings { (members: inout [JSONMember]) throws(EditError) in
                let present = presentKeys ?? Set(members.lazy.map(\.key))
                var added = Set<String>()
                // The added entries in the order they stand in the growing list, each with the
                // number of original members before it: entry `j` of `placed` is at `gap + j`.
                var placed: [(gap: Int, entry: Int)] = []
                // How many of `placed` stand before position `index` of the growing list.
                func placedBefore(_ index: Int) -> Int {
                    var low = 0
                    var high = placed.count
                    while low < high {
                        let middle = (low + high) / 2
                        if placed[middle].gap + middle < index { low = middle + 1 } else { high = middle }
                    }
                    return low
                }
                for (number, entry) in entries.enumerated() {
                    guard !present.contains(entry.key), added.insert(entry.key).inserted else {
                        results[number] = .keyExists(entry.key)
                        continue
                    }
                    let index = XcodeOrder.insertionIndex(for: entry.key, count: members.count + placed.count) { index in
                        let before = placedBefore(index)
                        if before < placed.count, placed[before].gap + before == index { return entries[placed[before].entry].key }
                        return members[index - before].key
                    }
                    let before = placedBefore(index)
                    placed.insert((gap: index - before, entry: number), at: before)
                }
                guard !placed.isEmpty else { return }
                var merged: [JSONMember] = []
                merged.reserveCapacity(members.count + placed.count)
                var next = 0
                for (gap, entry) in placed {
                    merged += members[next..<gap]
                    merged.append(entries[entry])
                    next = gap
                }
                merged += members[next...]
                members = merged
            }
        } catch {
            for index in results.indices where results[index] == nil { results[index] = error }
        }
        return results
    }

    /// Removes every copy of the key (a merge can leave two) and returns how many there were.
    @discardableResult
    package mutating func removeEntry(key: String) throws(EditError) -> Int {
        var removed = 0
        try modifyStrings { (members: inout [JSONMember]) throws(EditError) in
            let count = members.count
            members.removeAll(where: { $0.key == key })
            removed = count - members.count
            guard removed > 0 else { throw .keyNotFound(key) }
        }
        return removed
    }

    package mutating func setExtractionState(_ state: ExtractionState, forKey key: String) throws(EditError) {
        if let failure = setExtractionState(state, forKeys: [key]).first ?? nil { throw failure }
    }

    /// ``setExtractionState(_:forKey:)`` for many keys in one pass over the catalog rather than
    /// one search per key. Returns, per key, why it was not set (`nil`: set).
    package mutating func setExtractionState(_ state: ExtractionState, forKeys keys: [String]) -> [EditError?] {
        var results = [EditError?](repeating: nil, count: keys.count)
        do {
            try modifyStrings { (members: inout [JSONMember]) throws(EditError) in
                let wanted = Set(keys)
                var firstIndex: [String: Int] = [:]
                for (index, member) in members.enumerated() where wanted.contains(member.key) && firstIndex[member.key] == nil {
                    firstIndex[member.key] = index
                }
                for (number, key) in keys.enumerated() {
                    guard let index = firstIndex[key] else {
                        results[number] = .keyNotFound(key)
                        continue
                    }
                    var value = members[index].value
                    members[index].value = .null
                    value.setMember(CatalogField.extractionState, to: .string(state.rawValue))
                    members[index].value = value
                }
            }
        } catch {
            for index in results.indices where results[index] == nil { results[index] = error }
        }
        return results
    }

    package mutating func setGeneratesSymbol(_ generatesSymbol: Bool, forKey key: String) throws(EditError) {
        try modifyEntry(key) { $0.setMember(CatalogField.generatesSymbol, to: .bool(generatesSymbol)) }
    }

    package mutating func setComment(_ comment: String, forKey key: String) throws(EditError) {
        try modifyEntry(key) { $0.setMember(CatalogField.comment, to: .string(comment)) }
    }

    /// Sets one language's content (a string unit, variations, …) for an entry.
    package mutating func setLocalization(_ content: JSONValue, language: String, forKey key: String) throws(EditError) {
        try modifyEntry(key) { entry in
            entry.modifyMember(CatalogField.localizations, creating: .object([])) { $0.setMember(language, to: content) }
        }
    }

    package mutating func removeLocalization(language: String, forKey key: String) throws(EditError) {
        try modifyEntry(key) { entry in
            entry.modifyMember(CatalogField.localizations, creating: .object([])) { _ = $0.removeMember(language) }
        }
    }

    /// Puts every object of the catalog in Xcode's member order.
    package mutating func sortMembers() {
        document.root = XcodeOrder.sorted(document.root)
    }

    /// A new entry as the apps we serve keep them: manual, with an optional comment and
    /// translated text per language.
    package static func entryValue(comment: String?, localizations: [(language: String, text: String)]) -> JSONValue {
        entryValue(comment: comment, contents: localizations.map { ($0.language, stringUnitContent($0.text)) })
    }

    /// A new manual entry whose localizations hold `contents` (string units, variations, …).
    package static func entryValue(comment: String?, contents: [(language: String, content: JSONValue)]) -> JSONValue {
        var entry: [JSONMember] = []
        if let comment { entry.append(JSONMember(key: CatalogField.comment, value: .string(comment))) }
        entry.append(JSONMember(key: CatalogField.extractionState, value: .string(ExtractionState.manual.rawValue)))
        if !contents.isEmpty {
            var languages: [JSONMember] = []
            for (language, content) in contents {
                languages.insert(
                    JSONMember(key: language, value: content),
                    at: XcodeOrder.insertionIndex(for: language, in: languages))
            }
            entry.append(JSONMember(key: CatalogField.localizations, value: .object(languages)))
        }
        return .object(entry)
    }

    /// `{ "stringUnit" : { "state" : "translated", "value" : text } }`.
    package static func stringUnitContent(_ text: String, state: StringUnitState = .translated) -> JSONValue {
        .object([
            JSONMember(key: CatalogField.stringUnit, value: .object([
                JSONMember(key: CatalogField.state, value: .string(state.rawValue)),
                JSONMember(key: CatalogField.value, value: .string(text)),
            ]))
        ])
    }

    mutating func modifyStrings(_ body: (inout [JSONMember]) throws(EditError) -> Void) throws(EditError) {
        guard document.root.members?.contains(where: { $0.key == CatalogField.strings }) == true else { throw .notACatalog }
        var failure: EditError?
        document.root.modifyMember(CatalogField.strings, creating: .object([])) { strings in
            strings.modifyMembers { members in
                do throws(EditError) { try body(&members) } catch { failure = error }
            }
        }
        if let failure { throw failure }
    }

    private mutating func modifyEntry(_ key: String, _ body: (inout JSONValue) -> Void) throws(EditError) {
        try modifyStrings { (members: inout [JSONMember]) throws(EditError) in
            guard let index = members.firstIndex(where: { $0.key == key }) else { throw .keyNotFound(key) }
            var value = members[index].value
            members[index].value = .null
            body(&value)
            members[index].value = value
        }
    }
}

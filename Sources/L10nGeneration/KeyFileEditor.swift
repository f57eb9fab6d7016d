import L10nCore
import L10nSwiftSource
import L10nAccessors
/// Edits an existing key file in place: only the lines of what is added or removed change;
/// comments, order, spacing and the names people chose stay exactly as they were.
package enum KeyFileEditor {
    /// Why a file cannot be edited: no feature enum, not understood, or no accessor for a key.
    package typealias EditError = AccessorPlacement.Failure

    /// Inserts an accessor for each plan whose key has none yet, in the file's own order: where
    /// a section's accessors are in key order, a new one goes before the first whose key sorts
    /// after it (else after the last one), and a new section likewise among sorted sections,
    /// after a blank line; where they are not (or `style.insertion` is `append`), at the end of
    /// the enum. Accessors inside `#if` blocks are never neighbours of new ones. Indentation
    /// follows the file's own; doc comments are written where the file already documents an
    /// accessor (see ``GenerationStyle/DocComments``); `style.access` goes on the new
    /// declarations only, never on what the file already declares. A new section named like a
    /// type accessors spell (`enum String`, `enum LocalizedStringResource`) has the existing
    /// accessors name that type through a file-scope alias instead (see ``TypeSpelling``);
    /// only other code in the feature that names it makes the section a collision.
    package static func inserting(
        _ plans: [AccessorPlan], into file: KeyFile, style: GenerationStyle = GenerationStyle()
    ) throws(EditError) -> RenderedKeyFile {
        try inserting(plans, into: file, style: style, describes: false).rendered
    }

    /// ``inserting(_:into:style:)``, and with `describes` the edit as the insertions it made,
    /// from which ``InsertedDeclarations/describe(_:_:)`` describes the edited file as
    /// `KeyFileReader` would read its text, from `file` and the declarations inserted rather
    /// than by parsing the whole text again; nil when not asked or when the edit is not made
    /// only of insertions (it respells or adds aliases). `existingKeys`, when the caller holds
    /// them, are the keys of `file`'s accessors (``AccessorPlacement``).
    package static func inserting(
        _ plans: [AccessorPlan], into file: KeyFile, style: GenerationStyle = GenerationStyle(), describes: Bool,
        existingKeys: Set<String>? = nil
    ) throws(EditError) -> (rendered: RenderedKeyFile, edit: InsertedDeclarations.Edit?) {
        let placement = try AccessorPlacement(plans, in: file, existingKeys: existingKeys)
        let spelling = TypeSpelling(featureEnumName: placement.featureEnumName, enumNames: placement.enumNames)
        var editor = TextEditor(file: file, style: style, spelling: spelling)
        for (name, uses) in placement.respelledUses.sorted(by: { $0.key < $1.key }) {
            editor.respell(uses, as: spelling.alias(of: name))
        }
        for (container, accepted) in placement.existingBodies {
            editor.insertAccessors(accepted, into: container)
        }
        // The placement has no new section unless the file has a feature enum to put it in.
        if let feature = file.featureEnum {
            for newSection in placement.newSections {
                editor.insertSection(named: newSection.name, segment: newSection.section, plans: newSection.plans, into: feature)
            }
        }
        editor.insertAliases(for: placement.accepted, respelled: Set(placement.respelledUses.keys))
        let utf8 = editor.result()
        let edit = describes ? editor.insertions().map { insertions in
            InsertedDeclarations.Edit(insertions: insertions, accessorCount: placement.accepted.count, utf8: utf8)
        } : nil
        return (RenderedKeyFile(content: .utf8(utf8), diagnostics: placement.refusals), edit)
    }

    /// Removes every accessor for `key` together with its doc comment lines; all other bytes
    /// stay as they were. Emptied section enums stay too, unless `removingEmptiedSections`
    /// (`rename` moving an accessor out): then a section enum that held nothing but those
    /// accessors goes with its blank line.
    package static func removing(key: String, from file: KeyFile, removingEmptiedSections: Bool = false) throws(EditError) -> String {
        guard file.isEditable else { throw .notEditable }
        let accessors = file.accessors.filter { $0.key == key }
        guard !accessors.isEmpty else { throw .accessorNotFound(key: key) }
        var editor = TextEditor(file: file)
        let emptied = removingEmptiedSections ? file.sections.filter { editor.holdsOnly(key: key, $0) } : []
        for section in emptied { editor.remove(section) }
        for accessor in accessors where !emptied.contains(where: { $0.declarationRange.contains(accessor.declarationRange.lowerBound) }) {
            editor.remove(accessor)
        }
        return String(decoding: editor.result(), as: UTF8.self)
    }

    /// `accessor` reading `key` from `table` under the name `identifier`, edited in place: only
    /// the key literal, the name and the `table:` literal change, so its comments, form and
    /// position stay. Used by `rename` when the accessor stays in its enum.
    package static func renaming(
        _ accessor: KeyAccessor, in file: KeyFile, toKey key: String, identifier: String, table: String
    ) throws(EditError) -> String {
        guard file.isEditable else { throw .notEditable }
        let lexed = SwiftLexer.tokenize(Array(file.text.utf8))
        let tokens = lexed.tokens.filter { accessor.declarationRange.contains($0.range.lowerBound) && !$0.isTrivia }
        var edits: [ByteEdit] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .identifier where token.location == accessor.location:
                if identifier != accessor.identifier { edits.append(ByteEdit(token.range, Identifier.rendered(identifier))) }
            case .stringLiteral where token.location == accessor.keyLocation:
                edits.append(ByteEdit(token.range, SwiftLiteral.quoted(key)))
            case .stringLiteral where index >= 2 && lexed.text(of: tokens[index - 1]) == ":" && lexed.text(of: tokens[index - 2]) == "table":
                edits.append(ByteEdit(token.range, SwiftLiteral.quoted(table)))
            default:
                break
            }
        }
        guard edits.contains(where: { $0.range.lowerBound == tokens.first { $0.location == accessor.keyLocation }?.range.lowerBound }) else {
            throw .accessorNotFound(key: accessor.key)
        }
        return String(decoding: lexed.bytes.applying(edits), as: UTF8.self)
    }
}

/// Collects insertions and removals against the original bytes and applies them at once, so
/// every offset from the parsed ``KeyFile`` stays valid while edits are planned.
private struct TextEditor {
    private let file: KeyFile
    private let bytes: [UInt8]
    private let unit: String
    /// Of inserted declarations.
    private let style: GenerationStyle
    private var access: AccessLevel { style.access }
    /// Whether inserted accessors get doc comments.
    private let documented: Bool
    private let spelling: TypeSpelling
    /// Inserted lines end as the file's lines mostly do; edits are planned with `\n`.
    private let lineEnding: LineEnding
    private var edits: [ByteEdit] = []
    /// For each of ``edits``, the container whose body it inserts declarations into (its
    /// declaration's first byte), or nil for any other edit; see ``insertions(count:)``.
    private var containers: [KeyContainer?] = []
    private var insertingInto: KeyContainer?

    init(file: KeyFile, style: GenerationStyle = GenerationStyle(), spelling: TypeSpelling? = nil) {
        self.file = file
        self.style = style
        self.spelling = spelling ?? TypeSpelling(featureEnumName: file.featureEnum?.path.first ?? "", enumNames: [])
        documented = style.documents(
            fileHasAccessors: !file.accessors.isEmpty, fileHasDocComments: file.accessors.contains { $0.docCommentRange != nil })
        // A file read from its bytes (`sync`) is edited on those, not on a copy decoded from them.
        bytes = file.utf8
        unit = Self.indentationUnit(of: file, bytes: bytes)
        lineEnding = LineEnding.dominant(in: bytes)
    }

    /// The lines of the accessors of `plans`, each ended by a line break.
    private func accessorText(_ plans: [AccessorPlan], indent: String) -> String {
        var text: [UInt8] = []
        let writer = AccessorSource.Writer(indent: indent, unit: unit, style: style, documented: documented, spelling: spelling)
        for plan in plans {
            writer.append(plan, identifier: AccessorNaming.identifier(for: plan), to: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The edited file's UTF-8.
    func result() -> [UInt8] {
        bytes.applying(edits) { lineEnding.applied(to: Array($0.utf8)) }
    }

    /// The edits as insertions of declarations, written as ``result()`` writes them; nil when
    /// one edit is anything else (a respelling, an alias, a removal).
    func insertions() -> [InsertedDeclarations.Insertion]? {
        var insertions: [InsertedDeclarations.Insertion] = []
        for (edit, container) in zip(edits, containers) {
            guard var container, edit.range.isEmpty else { return nil }
            // Its accessors are the file's, which the description moves in place: not held here too.
            container.accessors = []
            insertions.append(.init(offset: edit.range.lowerBound, bytes: lineEnding.applied(to: Array(edit.text.utf8)), container: container))
        }
        return insertions
    }

    private mutating func insert(_ text: String, at offset: Int) {
        append(ByteEdit(offset..<offset, text))
    }

    private mutating func append(_ edit: ByteEdit) {
        edits.append(edit)
        containers.append(insertingInto)
    }

    mutating func insertAccessors(_ plans: [AccessorPlan], into container: KeyContainer) {
        insertingInto = container
        defer { insertingInto = nil }
        let indent = container.accessors.first.map { indentation(ofLineAt: $0.declarationRange.lowerBound) }
            ?? indentation(ofLineAt: container.declarationRange.lowerBound) + unit
        // What a build may leave out is no neighbour: a new accessor must not land in an `#if`.
        // Closures, not key paths: a key path is looked up at run time for each accessor of the body.
        // The neighbours' places in the body, not copies of them (a huge feature's bodies hold
        // thousands of accessors, each a dozen strings and ranges).
        let accessors = container.accessors
        let neighbours = accessors.indices.filter { accessors[$0].conditions.isEmpty }
        guard style.insertion == .keyOrder, AccessorNaming.isInKeyOrder(neighbours, key: { accessors[$0].key }) else {
            // Below a section enum, as sections are separated: by a blank line.
            let endsWithSection = file.sections.contains { section in
                !section.isExtension && section.path.dropLast() == container.path[...]
                    && bytes[section.declarationRange.upperBound..<container.closingBraceOffset].allSatisfy(Self.isSpace)
            }
            insertIntoEmptyBody(of: container, (endsWithSection ? "\n" : "") + accessorText(plans, indent: indent))
            return
        }
        var trailing: [AccessorPlan] = []
        for plan in plans {
            if let next = neighbours.first(where: { AccessorNaming.keyPrecedes(plan.key, accessors[$0].key) }) {
                insert(accessorText([plan], indent: indent), at: lineStart(of: accessors[next].leadingCommentsStart))
            } else {
                trailing.append(plan)
            }
        }
        guard !trailing.isEmpty else { return }
        let text = accessorText(trailing, indent: indent)
        if let last = neighbours.last {
            insertAfterLine(containing: accessors[last].declarationRange.upperBound - 1, text)
        } else {
            insertIntoEmptyBody(of: container, text)
        }
    }

    mutating func insertSection(named name: String, segment: String, plans: [AccessorPlan], into feature: KeyContainer) {
        insertingInto = feature
        defer { insertingInto = nil }
        // Extension bodies (`extension L10nKey.Offers.List`) live outside the feature enum, so
        // a new enum can only be placed next to `enum` siblings.
        let siblings = file.sections.filter { $0.path.count == 2 && !$0.isExtension }
        let indent = siblings.first.map { indentation(ofLineAt: $0.declarationRange.lowerBound) }
            ?? indentation(ofLineAt: feature.declarationRange.lowerBound) + unit
        let text = joined([indent + access.declarationPrefix + "enum \(Identifier.rendered(name)) {"])
            + accessorText(plans, indent: indent + unit) + joined([indent + "}"])
        let sorted = style.insertion == .keyOrder && AccessorNaming.isInKeyOrder(siblings, key: Self.segment(of:))
        if sorted, let next = siblings.first(where: { AccessorNaming.keyPrecedes(segment, Self.segment(of: $0)) }) {
            insert(text + "\n", at: lineStart(of: next.leadingCommentsStart))
        } else if sorted, let last = siblings.last {
            insertAfterLine(containing: last.declarationRange.upperBound - 1, "\n" + text)
        } else {
            let body = bytes[feature.bodyRange]
            let hasContent = body.contains { !Self.isSpace($0) }
            let alreadyInserted = edits.contains { $0.range.lowerBound >= feature.bodyRange.lowerBound && $0.range.upperBound <= feature.bodyRange.upperBound + 1 }
            insertIntoEmptyBody(of: feature, (hasContent || alreadyInserted ? "\n" : "") + text)
        }
    }

    /// Whether `section` is an enum whose body holds accessors for `key` and nothing else but
    /// blank space: a member the reader skipped must not go with it.
    func holdsOnly(key: String, _ section: KeyContainer) -> Bool {
        guard !section.isExtension, section.path.count == 2, !section.accessors.isEmpty,
              section.accessors.allSatisfy({ $0.key == key }) else { return false }
        var rest = Array(bytes[section.bodyRange])
        for accessor in section.accessors.reversed() {
            let start = min(accessor.leadingCommentsStart, accessor.docCommentRange?.lowerBound ?? accessor.leadingCommentsStart)
            rest.removeSubrange((start - section.bodyRange.lowerBound)..<(accessor.declarationRange.upperBound - section.bodyRange.lowerBound))
        }
        return rest.allSatisfy(Self.isSpace)
    }

    /// Removes a section enum's lines with its comments, and one blank line beside it so
    /// the sections around it stay one blank line apart.
    mutating func remove(_ section: KeyContainer) {
        var first = lineStart(of: section.leadingCommentsStart)
        var last = lineEnd(of: section.declarationRange.upperBound - 1)
        if last < bytes.count, isBlankLine(at: last) {
            last = lineEnd(of: last)
        } else if first > 0, isBlankLine(at: lineStart(of: first - 1)) {
            first = lineStart(of: first - 1)
        }
        append(ByteEdit(first..<last, ""))
    }

    private func isBlankLine(at start: Int) -> Bool {
        bytes[start..<lineEnd(of: start)].allSatisfy(Self.isSpace)
    }

    /// Declares the aliases the accessors of `plans` use (see ``TypeSpelling``) that the file
    /// lacks: after its other aliases for the feature, else after its last `import`.
    mutating func insertAliases(for plans: [AccessorPlan], respelled: Set<String> = []) {
        let types = respelled.union(AccessorSource.typesUsed(by: plans, bundle: style.bundle))
        // Only a type an enum hides needs an alias: the file is searched for those alone, as
        // the search (Foundation's, over the whole text) costs more than the rest of an edit;
        // and only then is the text of a file read from its bytes made.
        let hidden = types.filter { !spelling.aliasDeclarations(for: [$0], access: access).isEmpty }
        guard !hidden.isEmpty else { return }
        let text = file.text
        let missing = spelling.aliasDeclarations(
            for: hidden.filter { !text.contains("typealias \(spelling.alias(of: $0)) ") }, access: access)
        guard !missing.isEmpty else { return }
        // Split by bytes: "\r\n" is one Character, which a split at "\n" never finds.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
        var offset = 0
        var lastAlias: Int?
        var lastImport: Int?
        for line in lines {
            let end = offset + line.utf8.count
            if line.contains("typealias \(spelling.alias(of: ""))") { lastAlias = end }
            if line.hasPrefix("import ") || line.hasPrefix("@preconcurrency import ") || line.hasPrefix("@_exported import ") {
                lastImport = end
            }
            offset = end + 1
        }
        if let lastAlias {
            insertAfterLine(containing: lastAlias, joined(missing))
        } else if let lastImport {
            insertAfterLine(containing: lastImport, "\n" + joined([TypeSpelling.aliasComment(featureEnumName: spelling.featureEnumName)] + missing))
        } else {
            insert(joined([TypeSpelling.aliasComment(featureEnumName: spelling.featureEnumName)] + missing) + "\n", at: 0)
        }
    }

    /// Spells each of `tokens` (a type an accessor names) as `alias` instead.
    mutating func respell(_ tokens: [SwiftToken], as alias: String) {
        for token in tokens { append(ByteEdit(token.range, alias)) }
    }

    mutating func remove(_ accessor: KeyAccessor) {
        let start = accessor.docCommentRange?.lowerBound ?? accessor.declarationRange.lowerBound
        let end = accessor.declarationRange.upperBound
        let firstLine = lineStart(of: start)
        let lastLine = lineEnd(of: end - 1)
        let before = bytes[firstLine..<start]
        let after = String(decoding: bytes[end..<lastLine], as: UTF8.self).drop { $0 == " " || $0 == "\t" }
        // Whole lines go when nothing else shares them (a trailing `// note` belongs to the accessor).
        if before.allSatisfy(Self.isSpace), after.isEmpty || after.hasPrefix("//") || after.first?.isNewline == true {
            append(ByteEdit(firstLine..<lastLine, ""))
        } else {
            append(ByteEdit(start..<end, ""))
        }
    }

    /// Inserts before a closing brace: on its own line when it has one, otherwise by opening
    /// the body up (`enum List {}` becomes a multi-line body).
    private mutating func insertIntoEmptyBody(of container: KeyContainer, _ text: String) {
        let closing = container.closingBraceOffset
        let braceLineStart = lineStart(of: closing)
        if bytes[braceLineStart..<closing].allSatisfy(Self.isSpace), braceLineStart > container.bodyRange.lowerBound {
            insert(text, at: braceLineStart)
        } else {
            let indent = indentation(ofLineAt: container.declarationRange.lowerBound)
            let body = container.bodyRange
            let isBlank = bytes[body].allSatisfy(Self.isSpace)
            let range = isBlank ? body : closing..<closing
            let alreadyOpened = edits.contains { $0.range == range && !$0.text.isEmpty }
            if alreadyOpened, let index = edits.lastIndex(where: { $0.range == range }) {
                // A second insertion into the same opened body goes before its closing indent.
                edits[index].text.removeLast(indent.utf8.count)
                edits[index].text += text + indent
            } else {
                append(ByteEdit(range, "\n" + text + indent))
            }
        }
    }

    private mutating func insertAfterLine(containing offset: Int, _ text: String) {
        let end = lineEnd(of: offset)
        let needsLineBreak = end == bytes.count && bytes.last != UInt8(ascii: "\n")
        insert((needsLineBreak ? "\n" : "") + text, at: end)
    }

    private func joined(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    private func lineStart(of offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// The offset just past the line break that ends the line containing `offset`.
    private func lineEnd(of offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return min(index + 1, bytes.count)
    }

    private func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// The key segment a section stands for: from its accessors' keys, else from its name.
    private static func segment(of section: KeyContainer) -> String {
        if let key = section.accessors.first?.key { return AccessorPlan.sectionAndElement(of: key).section }
        return section.name.prefix(1).lowercased() + section.name.dropFirst()
    }

    /// One level of indentation as the file writes it: the extra leading whitespace of a
    /// member's line over its container's line; four spaces when the file shows none.
    private static func indentationUnit(of file: KeyFile, bytes: [UInt8]) -> String {
        func indentation(_ offset: Int) -> String {
            var start = offset
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            var end = start
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var pairs: [(parent: Int, child: Int)] = []
        if let feature = file.featureEnum {
            pairs += file.sections.filter { !$0.isExtension && $0.path.count == 2 }
                .map { (feature.declarationRange.lowerBound, $0.declarationRange.lowerBound) }
        }
        for container in file.sections + (file.featureEnum.map { [$0] } ?? []) {
            pairs += container.accessors.map { (container.declarationRange.lowerBound, $0.declarationRange.lowerBound) }
        }
        for pair in pairs {
            let parent = indentation(pair.parent)
            let child = indentation(pair.child)
            if child.count > parent.count, child.hasPrefix(parent) { return String(child.dropFirst(parent.count)) }
        }
        return "    "
    }
}

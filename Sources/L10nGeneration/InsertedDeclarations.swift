import Foundation
import L10nCore
import L10nSwiftSource
import L10nAccessors
/// The key file that inserting declarations into `file` writes, described as
/// `KeyFileReader.read(text:path:)` reads that text, without parsing it again: everything the
/// file declared moves behind the bytes and lines inserted before it, and each inserted text is
/// read alone inside an `extension` of the container it goes into, then placed where it went.
/// The work follows the inserted text, not the file (`sync`'s check of the key file it wrote).
///
/// Only an edit that a read of the text could not tell apart from one made of its pieces is
/// described: whole declarations inserted into a body, where no `#if` block, `typealias` or
/// comment above the insertion could change how the reader takes them; any other gives nil,
/// and the caller reads the text.
package enum InsertedDeclarations {
    /// Bytes inserted at `offset` of the file (as written, line endings included) into the
    /// body of `container`. `container` carries its path and ranges only: its `accessors` are
    /// left empty (`KeyFileEditor.insertions()` moves them out), since the description moves
    /// the file's own lists instead of holding each accessor twice.
    package struct Insertion: Sendable {
        package var offset: Int
        package var bytes: [UInt8]
        package var container: KeyContainer

        package init(offset: Int, bytes: [UInt8], container: KeyContainer) {
            self.offset = offset
            self.bytes = bytes
            self.container = container
        }
    }

    /// An edit made only of insertions, described once the file as read has no other holder
    /// (``describe(_:_:)``): `sync` lets go of the file as read before it describes the edit,
    /// so the description moves the file's declarations in place instead of holding each
    /// accessor twice, as read and as written (at 200,000 accessors, the first sync's peak).
    package struct Edit: Sendable {
        /// Bytes inserted into bodies, each at an offset of the file as read.
        package var insertions: [Insertion]
        /// How many accessors the insertions declare.
        package var accessorCount: Int
        /// The edited file's text.
        package var utf8: [UInt8]

        package init(insertions: [Insertion], accessorCount: Int, utf8: [UInt8]) {
            self.insertions = insertions
            self.accessorCount = accessorCount
            self.utf8 = utf8
        }
    }

    /// The file whose text is `edit.utf8`, `file` with the edit's insertions made. It holds
    /// `edit.utf8` as its text, as a file read from its bytes does. `file` is taken: held
    /// nowhere else, its declarations are moved where they are, not copied.
    package static func describe(_ file: consuming KeyFile, _ edit: Edit) -> KeyFile? {
        guard file.isEditable, !edit.insertions.isEmpty else { return nil }
        let old = file.utf8
        let path = file.path
        guard let inserted = old.withUnsafeBufferPointer({ read(edit, old: $0, path: path) }),
              // No closure holds `file` while it is moved: a copy of it would copy every list.
              move(&file, by: inserted, old: old, new: edit.utf8)
        else { return nil }
        return KeyFile(
            path: path, utf8: edit.utf8, featureEnum: file.featureEnum, sections: file.sections, accessors: file.accessors,
            diagnostics: [])
    }

    /// What the insertions declare, placed where they went, and how everything else moves.
    private struct Inserted {
        let shift: Shift
        let accessors: [KeyAccessor]
        let sections: [KeyContainer]
        /// The accessors inserted directly into each container's body, by the container's first byte.
        let byContainer: [Int: [KeyAccessor]]
    }

    /// The insertions read; nil when they cannot be described.
    private static func read(_ edit: Edit, old: UnsafeBufferPointer<UInt8>, path: String) -> Inserted? {
        // `y`, the byte of `typealias` Swift source seldom holds, is the one searched for.
        guard !old.containsBytes(Array("#if".utf8)), !old.containsBytes(Array("typealias".utf8), searchedByte: 1) else { return nil }
        // Insertions at one offset are written in the order given, as one text.
        var groups: [Insertion] = []
        for insertion in edit.insertions.enumerated().sorted(by: { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }).map(\.element) {
            if let last = groups.last, last.offset == insertion.offset {
                guard last.container.declarationRange.lowerBound == insertion.container.declarationRange.lowerBound else { return nil }
                groups[groups.count - 1].bytes += insertion.bytes
            } else {
                groups.append(insertion)
            }
        }
        guard let shift = Shift(groups, in: old) else { return nil }
        var added: [KeyAccessor] = []
        var addedSections: [KeyContainer] = []
        var addedByContainer: [Int: [KeyAccessor]] = [:]
        for (index, group) in groups.enumerated() {
            guard let read = readAlone(group, index: index, shift: shift, old: old, path: path) else { return nil }
            added += read.accessors
            addedSections += read.sections
            addedByContainer[group.container.declarationRange.lowerBound, default: []] += read.direct
        }
        guard added.count == edit.accessorCount else { return nil }
        return Inserted(shift: shift, accessors: added, sections: addedSections, byContainer: addedByContainer)
    }

    /// Moves what `file` declares where the insertions put it and adds what they declare;
    /// false (with `file` left half moved) when the edit cannot be described.
    private static func move(_ file: inout KeyFile, by inserted: Inserted, old: [UInt8], new: [UInt8]) -> Bool {
        let shift = inserted.shift
        // Every declaration moved still starts and ends with the bytes it did, and every body
        // still ends at a closing brace: a cheap proof that nothing moved by the wrong amount.
        func same(_ before: Range<Int>, _ after: Range<Int>) -> Bool {
            guard before.count == after.count, after.upperBound <= new.count else { return false }
            return before.isEmpty || (old[before.lowerBound] == new[after.lowerBound] && old[before.upperBound - 1] == new[after.upperBound - 1])
        }
        func endsAtBrace(_ container: KeyContainer) -> Bool {
            container.bodyRange.upperBound < new.count && new[container.bodyRange.upperBound] == UInt8(ascii: "}")
        }
        func moved(_ container: inout KeyContainer) -> Bool {
            let before = container.declarationRange.lowerBound
            shift.move(&container)
            if let direct = inserted.byContainer[before] { mergeInPlace(&container.accessors, direct, by: \.declarationRange.lowerBound) }
            return old[before] == new[container.declarationRange.lowerBound] && endsAtBrace(container)
        }
        for index in file.accessors.indices {
            let before = file.accessors[index].declarationRange
            shift.move(&file.accessors[index])
            guard same(before, file.accessors[index].declarationRange) else { return false }
        }
        for index in file.sections.indices {
            guard moved(&file.sections[index]) else { return false }
        }
        if file.featureEnum != nil {
            guard moved(&file.featureEnum!) else { return false }
        }
        guard inserted.sections.allSatisfy(endsAtBrace) else { return false }
        // The reader lists a section when it reaches its closing brace.
        mergeInPlace(&file.sections, inserted.sections, by: \.declarationRange.upperBound)
        mergeInPlace(&file.accessors, inserted.accessors, by: \.declarationRange.lowerBound)
        return true
    }

    /// The declarations of one inserted text, read inside an extension of its container and
    /// moved to where the text went: all accessors, the new sections, and the accessors
    /// directly in the container's body.
    private static func readAlone(
        _ group: Insertion, index: Int, shift: Shift, old: UnsafeBufferPointer<UInt8>, path: String
    ) -> (accessors: [KeyAccessor], sections: [KeyContainer], direct: [KeyAccessor])? {
        let containerPath = group.container.path
        // The line above an insertion that starts a line must not be a comment the reader would
        // take as the inserted declaration's.
        let startsLine = group.offset == 0 || old[group.offset - 1] == UInt8(ascii: "\n") || old[group.offset - 1] == UInt8(ascii: "\r")
        if startsLine {
            guard !isComment(lineBefore: group.offset, in: old) else { return nil }
        } else {
            // Only a body opened at its closing brace inserts within a line, ahead of the brace.
            guard group.bytes.first == UInt8(ascii: "\n") || group.bytes.first == UInt8(ascii: "\r"),
                  restOfLineIsClosingBraces(from: group.offset, in: old)
            else { return nil }
        }
        let header = Array("extension L10nKey.\(containerPath.map(Identifier.rendered).joined(separator: ".")) {\n".utf8)
        let alone = KeyFileReader.read(text: String(decoding: header + group.bytes + Array("\n}\n".utf8), as: UTF8.self), path: path)
        guard alone.isEditable else { return nil }
        let start = header.count
        let end = start + group.bytes.count
        let newOffset = shift.newOffset(ofInsertion: index)
        let firstLine = shift.newLine(ofInsertion: index)
        var failed = false
        func offset(_ offset: Int) -> Int {
            if offset < start || offset > end { failed = true }
            return offset - start + newOffset
        }
        func location(_ location: SourceLocation) -> SourceLocation {
            // Read alone, the text starts at line 2, column 1.
            let line = location.line - 2
            if line < 0 || (line == 0 && !startsLine) { failed = true }
            return SourceLocation(line: firstLine + line, column: location.column)
        }
        func placed(_ accessor: KeyAccessor) -> KeyAccessor {
            var result = accessor
            result.location = location(accessor.location)
            result.keyLocation = location(accessor.keyLocation)
            result.declarationRange = offset(accessor.declarationRange.lowerBound)..<offset(accessor.declarationRange.upperBound)
            result.docCommentRange = accessor.docCommentRange.map { offset($0.lowerBound)..<offset($0.upperBound) }
            result.leadingCommentsStart = offset(accessor.leadingCommentsStart)
            return result
        }
        let accessors = alone.accessors.map(placed)
        let sections = alone.sections.filter { $0.declarationRange.lowerBound >= start }.map { section in
            var result = section
            result.location = location(section.location)
            result.declarationRange = offset(section.declarationRange.lowerBound)..<offset(section.declarationRange.upperBound)
            result.leadingCommentsStart = offset(section.leadingCommentsStart)
            result.bodyRange = offset(section.bodyRange.lowerBound)..<offset(section.bodyRange.upperBound)
            result.accessors = section.accessors.map(placed)
            return result
        }
        guard !failed, sections.count == alone.sections.count - (containerPath.count >= 2 ? 1 : 0) else { return nil }
        return (accessors, sections, accessors.filter { $0.sectionPath == containerPath })
    }

    /// Where each offset and line of the file before the edit is after it.
    private struct Shift {
        /// The insertions' offsets in the file before, ascending.
        let offsets: [Int]
        /// Bytes and line breaks inserted before each insertion, and by it.
        let bytesBefore: [Int]
        let linesBefore: [Int]
        /// The line each insertion starts on in the file before.
        let lines: [Int]

        init?(_ groups: [Insertion], in old: UnsafeBufferPointer<UInt8>) {
            offsets = groups.map(\.offset)
            var bytes = [0]
            var lines = [0]
            for group in groups {
                bytes.append(bytes.last! + group.bytes.count)
                lines.append(lines.last! + group.bytes.withUnsafeBufferPointer { Shift.lineBreaks(in: $0[...]) })
            }
            bytesBefore = bytes
            linesBefore = lines
            var starts: [Int] = []
            var line = 1
            var counted = 0
            for offset in offsets {
                guard offset <= old.count else { return nil }
                line += Shift.lineBreaks(in: old[counted..<offset])
                counted = offset
                starts.append(line)
            }
            self.lines = starts
        }

        /// Line breaks as the lexer counts them: `\n`, `\r\n` and a lone `\r`.
        static func lineBreaks(in bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
            guard let base = bytes.base.baseAddress, !bytes.isEmpty else { return 0 }
            let start = base + bytes.startIndex
            let end = base + bytes.endIndex
            func count(_ byte: UInt8, unlessFollowedByFeed: Bool) -> Int {
                var count = 0
                var next = start
                while next < end, let found = memchr(next, Int32(byte), end - next) {
                    let at = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                    if !unlessFollowedByFeed || at + 1 == end || at[1] != UInt8(ascii: "\n") { count += 1 }
                    next = at + 1
                }
                return count
            }
            return count(UInt8(ascii: "\n"), unlessFollowedByFeed: false) + count(UInt8(ascii: "\r"), unlessFollowedByFeed: true)
        }

        /// How many insertions are at offsets before `offset` (or at it, `including`).
        private func insertions(before offset: Int, including: Bool) -> Int {
            var low = 0
            var high = offsets.count
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle] < offset || (including && offsets[middle] == offset) { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// ``insertions(before:including:)`` of an offset near one whose answer is `guess`: the
        /// offsets of one declaration mostly share its first byte's answer, which two
        /// comparisons confirm where a search would make one per halving of every insertion.
        private func insertions(before offset: Int, including: Bool, near guess: Int) -> Int {
            func precedes(_ index: Int) -> Bool { offsets[index] < offset || (including && offsets[index] == offset) }
            if guess == 0 || precedes(guess - 1), guess == offsets.count || !precedes(guess) { return guess }
            return insertions(before: offset, including: including)
        }

        /// A token's first byte moves behind what is inserted at its offset; the end of one
        /// (exclusive) does not. `near` is the answer for the declaration's first byte.
        private func start(_ offset: Int, near: Int) -> Int { offset + bytesBefore[insertions(before: offset, including: true, near: near)] }
        private func end(_ offset: Int, near: Int) -> Int { offset + bytesBefore[insertions(before: offset, including: false, near: near)] }

        /// The line of a location in a declaration whose first byte has `near` insertions
        /// before it: what is inserted inside a declaration (a container's body) comes after its name.
        private func line(_ location: SourceLocation, near: Int) -> SourceLocation {
            SourceLocation(line: location.line + linesBefore[near], column: location.column)
        }

        func newOffset(ofInsertion index: Int) -> Int { offsets[index] + bytesBefore[index] }
        func newLine(ofInsertion index: Int) -> Int { lines[index] + linesBefore[index] }

        func move(_ accessor: inout KeyAccessor) {
            let near = insertions(before: accessor.declarationRange.lowerBound, including: true)
            accessor.location = line(accessor.location, near: near)
            accessor.keyLocation = line(accessor.keyLocation, near: near)
            accessor.declarationRange = start(accessor.declarationRange.lowerBound, near: near)..<end(accessor.declarationRange.upperBound, near: near)
            accessor.docCommentRange = accessor.docCommentRange.map { start($0.lowerBound, near: near)..<end($0.upperBound, near: near) }
            accessor.leadingCommentsStart = start(accessor.leadingCommentsStart, near: near)
        }

        func move(_ container: inout KeyContainer) {
            let near = insertions(before: container.declarationRange.lowerBound, including: true)
            container.location = line(container.location, near: near)
            container.declarationRange = start(container.declarationRange.lowerBound, near: near)..<end(container.declarationRange.upperBound, near: near)
            container.leadingCommentsStart = start(container.leadingCommentsStart, near: near)
            // The body ends where its closing brace starts: text inserted before the brace is in it.
            container.bodyRange = end(container.bodyRange.lowerBound, near: near)..<start(container.bodyRange.upperBound, near: near)
            for index in container.accessors.indices { move(&container.accessors[index]) }
        }
    }

    /// `first` and `second`, each in order of `key`, as one list in that order, made in
    /// `first` itself: its elements are moved back to make room, a run at a time, neither
    /// copied into a second list beside it nor swapped one by one (each swap of an accessor
    /// retains and releases every string it holds).
    private static func mergeInPlace<Element>(_ first: inout [Element], _ second: [Element], by key: (Element) -> Int) {
        guard !second.isEmpty else { return }
        let kept = first.count
        let added = second.count
        first += second.sorted { key($0) < key($1) }
        first.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // `second`'s elements wait aside; the slots they leave are filled from the back.
            let waiting = UnsafeMutablePointer<Element>.allocate(capacity: added)
            defer { waiting.deallocate() }
            waiting.moveInitialize(from: base + kept, count: added)
            // Not yet placed: `first`'s [0, left) and `waiting`'s [0, next); the slots
            // [left, left + next) are empty, and everything after them is in place.
            var left = kept
            var next = added
            while next > 0 {
                let placing = key(waiting[next - 1])
                // On equal keys, an element of `second` goes after those of `first`.
                var run = left
                while run > 0, key(base[run - 1]) > placing { run -= 1 }
                (base + run + next).moveInitialize(from: base + run, count: left - run)
                left = run
                (base + left + next - 1).moveInitialize(from: waiting + next - 1, count: 1)
                next -= 1
            }
        }
    }

    /// Whether the line that ends at `offset` holds a comment of its own (or the end of one).
    private static func isComment(lineBefore offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset > 0 else { return false }
        var start = offset - 1
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        let line = bytes[start..<offset].drop(while: isSpace).reversed().drop(while: isSpace)
        guard let last = line.first, let first = line.last else { return false }
        // A line that starts `//`, `/*` or `*`, or ends `*/`.
        return first == UInt8(ascii: "/") || first == UInt8(ascii: "*") || (last == UInt8(ascii: "/") && line.dropFirst().first == UInt8(ascii: "*"))
    }

    private static func restOfLineIsClosingBraces(from offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            guard bytes[index] == UInt8(ascii: "}") || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") else {
                return false
            }
            index += 1
        }
        return true
    }
}

import Foundation
import L10nCore
import L10nJSON

extension CatalogEntryStream {
    /// From this size commands read a catalog in halves; below it, finding the cut and starting
    /// a second thread costs more than it saves, and small catalogs are spread over the cores
    /// file by file anyway.
    public static let largeCatalogBytes = 4 << 20

    /// What one half of a catalog read in halves gathered.
    public struct Half<Consumer: Sendable>: Sendable {
        public var consumer: Consumer
        /// Add to the line of every position the half's entries hold: they count from the
        /// half's own text.
        public var lineOffset: Int
    }

    /// Reads a large catalog in two halves at once, one per core. Each half is parsed on its
    /// own thread, and its entries are built, given to its own `Consumer` and freed there:
    /// nodes never cross threads, whose reference counts would then bounce between cores.
    ///
    /// The cut is made where Xcode's layout allows it: between two entries of `strings`, at a
    /// line that starts with four spaces and a key, after a line that ends with a comma. The
    /// first half is read up to that comma, which must be where `strings` has a separator;
    /// the second from the key on, as the rest of `strings` and of the root. It returns nil
    /// when there is no such cut, the source language is not declared before `strings`, or
    /// either half does not parse: the caller then reads the file in one pass, which also
    /// words any error exactly.
    ///
    /// The returned catalog is the first half's without entries, with the members after
    /// `strings` and every repeated key of the whole file.
    public static func readInHalves<Consumer: Sendable>(
        _ text: CatalogText, consumer: @Sendable () -> Consumer,
        add: @Sendable (inout Consumer, CatalogEntry, _ sourceLanguage: String) -> Void
    ) -> (catalog: Catalog, halves: [Half<Consumer>])? {
        switch text {
        case .bytes(let file):
            file.bytes.withUnsafeBufferPointer { read($0, file: nil, consumer: consumer, add: add) }
        case .mapped(_, let file):
            read(file.bytes, file: file, consumer: consumer, add: add)
        }
    }

    /// `file`, when the text is mapped, is handed back the pages each half has read.
    private static func read<Consumer: Sendable>(
        _ bytes: UnsafeBufferPointer<UInt8>, file: MappedFile?,
        consumer: @Sendable () -> Consumer, add: @Sendable (inout Consumer, CatalogEntry, _ sourceLanguage: String) -> Void
    ) -> (catalog: Catalog, halves: [Half<Consumer>])? {
        guard let cut = cut(bytes) else { return nil }
        nonisolated(unsafe) let bytes = bytes
        let sourceLanguage = Handoff<String?>()
        let results = Results<Consumer>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            var state = consumer()
            var usable = true
            // The first half tells the second which source language its entries are in. The
            // second never waits for it (both halves may run on one thread, second first):
            // until it is told, it holds its entries.
            var language: String??
            var held: [CatalogEntry] = []
            defer { if index == 0, language == nil { sourceLanguage.put(nil) } }
            let body = { (entry: CatalogEntry, declared: String?) in
                if language == nil {
                    language = index == 0 ? .some(declared) : sourceLanguage.peek()
                    if index == 0 { sourceLanguage.put(declared) }
                }
                guard let known = language else { return held.append(entry) }
                guard usable, let known else {
                    usable = false
                    return
                }
                for entry in held { add(&state, entry, known) }
                held.removeAll()
                add(&state, entry, known)
            }
            if index == 0 {
                let read = try? readPart(bytes, .firstPart(stopAt: cut.comma), progress: file?.release(before:), body)
                guard let read, read.stopped, usable else { return results.store(0, nil) }
                results.store(0, (read.catalog, read.firstPositionByKey, state, held))
                // The second half's first line is the comma's line plus the line feeds after it.
                let after = bytes[cut.comma..<cut.lineStart].count(where: { $0 == UInt8(ascii: "\n") })
                results.store(lineOffset: read.line + after - 1)
            } else {
                var released = 0
                let progress = { (offset: Int) in
                    file?.release(cut.lineStart + released..<cut.lineStart + offset)
                    released = offset
                }
                let rest = UnsafeBufferPointer(rebasing: bytes[cut.lineStart...])
                let read = try? readPart(rest, .rest, progress: progress, body)
                results.store(1, read.flatMap { usable ? ($0.catalog, $0.firstPositionByKey, state, held) : nil })
            }
        }
        guard let first = results.value(0), var second = results.value(1),
              case let language?? = sourceLanguage.peek() else { return nil }
        for entry in second.held { add(&second.consumer, entry, language) }
        return merge(first, second, lineOffset: results.lineOffset)
    }

    /// Where to cut: the comma after the first half's last entry, and the start of the line
    /// of the second half's first. Nil when the file has no cut in Xcode's layout near its middle.
    private static func cut(_ bytes: UnsafeBufferPointer<UInt8>) -> (comma: Int, lineStart: Int)? {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        var lineStart = bytes.count / 2
        // Look for the cut within the next quarter of the file.
        while lineStart < bytes.count * 3 / 4 {
            guard let end = bytes[lineStart...].firstIndex(of: newline) else { return nil }
            lineStart = end + 1
            guard lineStart + 5 < bytes.count, bytes[lineStart..<lineStart + 4].allSatisfy({ $0 == space }),
                  bytes[lineStart + 4] == UInt8(ascii: "\"") else { continue }
            var comma = end - 1
            while comma > 0, bytes[comma] == space || bytes[comma] == UInt8(ascii: "\r") { comma -= 1 }
            guard bytes[comma] == UInt8(ascii: ",") else { continue }
            return (comma, lineStart)
        }
        return nil
    }

    private typealias HalfRead<Consumer> = (
        catalog: Catalog, firstPositionByKey: [String: JSONPosition], consumer: Consumer, held: [CatalogEntry]
    )

    private static func merge<Consumer>(
        _ first: HalfRead<Consumer>, _ second: HalfRead<Consumer>, lineOffset: Int
    ) -> (catalog: Catalog, halves: [Half<Consumer>])? {
        let strings = CatalogField.strings
        // The cut is proven when the first half stopped inside the root's `strings`: it is then
        // the first half's last member, and the only `strings` there.
        guard let firstMembers = first.catalog.document.root.members, firstMembers.last?.key == strings,
              firstMembers.count(where: { $0.key == strings }) == 1,
              let secondMembers = second.catalog.document.root.members,
              secondMembers.count(where: { $0.key == strings }) == 1 else { return nil }
        let after = secondMembers.dropFirst()
        // A member before `strings` repeated after it would be a repeat neither half saw.
        let before = Set(firstMembers.map(\.key))
        guard !after.contains(where: { before.contains($0.key) }) else { return nil }

        var duplicates = first.catalog.document.duplicateKeys
        for var duplicate in second.catalog.document.duplicateKeys {
            duplicate.position = duplicate.position.shifted(by: lineOffset)
            let isEntryKey = duplicate.path == [.key(strings)]
            duplicate.firstPosition = isEntryKey ? first.firstPositionByKey[duplicate.key] ?? duplicate.firstPosition.shifted(by: lineOffset)
                : duplicate.firstPosition.shifted(by: lineOffset)
            duplicates.append(duplicate)
        }
        for (key, position) in second.firstPositionByKey {
            guard let firstPosition = first.firstPositionByKey[key] else { continue }
            duplicates.append(JSONDuplicateKey(
                key: key, position: position.shifted(by: lineOffset), firstPosition: firstPosition, path: [.key(strings)]))
        }
        var document = first.catalog.document
        document.root = .object(firstMembers + after.map {
            JSONMember(key: $0.key, value: $0.value.shiftingLines(by: lineOffset), keyPosition: $0.keyPosition.shifted(by: lineOffset))
        })
        document.hasTrailingNewline = second.catalog.document.hasTrailingNewline
        document.duplicateKeys = duplicates
        return (Catalog(document: document), [
            Half(consumer: first.consumer, lineOffset: 0), Half(consumer: second.consumer, lineOffset: lineOffset),
        ])
    }

    /// A value put once by one thread and looked at by another.
    private final class Handoff<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value?

        func put(_ value: Value) { lock.withLock { self.value = value } }

        /// Nil until `put`.
        func peek() -> Value? { lock.withLock { value } }
    }

    private final class Results<Consumer>: @unchecked Sendable {
        private let lock = NSLock()
        private var reads: [HalfRead<Consumer>?] = [nil, nil]
        private var storedLineOffset = 0

        func store(_ index: Int, _ read: HalfRead<Consumer>?) { lock.withLock { reads[index] = read } }
        func value(_ index: Int) -> HalfRead<Consumer>? { lock.withLock { reads[index] } }

        /// Lines before the second half's own first line, counted by the first half's thread.
        func store(lineOffset: Int) { lock.withLock { storedLineOffset = lineOffset } }
        var lineOffset: Int { lock.withLock { storedLineOffset } }
    }
}

extension JSONPosition {
    package func shifted(by lines: Int) -> JSONPosition {
        self == .none ? self : JSONPosition(line: Int(line) + lines, column: Int(column))
    }
}

extension JSONValue {
    /// The same value with every position's line moved by `lines`.
    func shiftingLines(by lines: Int) -> JSONValue {
        switch self {
        case .object(let members):
            .object(members.map { JSONMember(key: $0.key, value: $0.value.shiftingLines(by: lines), keyPosition: $0.keyPosition.shifted(by: lines)) })
        case .array(let elements):
            .array(elements.map { JSONElement(value: $0.value.shiftingLines(by: lines), position: $0.position.shifted(by: lines)) })
        case .string, .number, .bool, .null:
            self
        }
    }
}

import Foundation
import L10nCore
import L10nJSON

extension CatalogReader {
    /// Reads a large catalog in two halves at once, one per core. Each half is parsed on its
    /// own thread into its own copy of the consumer, whose entries are built and freed there:
    /// nodes never cross threads, whose reference counts would then bounce between cores.
    ///
    /// The cut is guessed from Xcode's layout: a line that starts with four spaces and a key,
    /// after a line that ends with a comma, past the middle. The first half is read from the
    /// start to that comma; the second from the key on, as the rest of `strings` and of the
    /// root. Nothing is trusted until both are read:
    /// - the first half reads exactly as one pass does until it stops, so an error it throws is
    ///   the file's, and a first half that reads to the end without stopping is one pass;
    /// - it stops only at a separator of an object directly in the root, and the cut holds
    ///   only if that object is the root's first `strings`; the second half then read what one
    ///   pass reads after that comma, so its error, too, is the file's;
    /// - a key on both sides of the cut would reach two consumers that cannot know it repeats.
    ///
    /// Nil when the cut does not hold or a key is on both sides: the caller then reads in one
    /// pass with a fresh copy of the consumer. Nothing either half did is kept, and each half
    /// hands back pages with a cursor of its own, so the file holds no trace of them.
    static func readInHalves<Consumer: CatalogEntryConsumer, Notes: EntryNotes>(
        _ bytes: UnsafeBufferPointer<UInt8>, file: MappedFile?, into consumer: Consumer, omission: LanguageSelection? = nil,
        notes: Notes.Type, defaultSourceLanguage: String
    ) throws(JSONParseError) -> Read<Consumer>? {
        guard let cut = cut(bytes) else { return nil }
        nonisolated(unsafe) let bytes = bytes
        // Known before either half starts, the second half's notes and omissions do not
        // depend on which thread runs first.
        let languages = LanguageHandoff(told: declaredLanguageBeforeStrings(bytes, before: cut.comma))
        let parts = HalfResults<Consumer>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            do throws(JSONParseError) {
                if index == 0 {
                    var builder = EntryStreamingBuilder<Consumer, Notes>(
                        consumer: consumer, defaultSourceLanguage: defaultSourceLanguage, handoff: (.tells, languages), omission: omission)
                    let outcome = try JSONReader.read(
                        bytes, into: &builder, progress: file.map { MappedFile.Pass.progress($0) }, stopAt: cut.comma)
                    parts.store(0, .success(outcome.map { PartRead(builder, $0) }))
                } else {
                    // Lines are numbered as in the whole file, so entries and errors need no shifting.
                    let line = firstLine(at: cut.lineStart, in: bytes, file: file)
                    var builder = EntryStreamingBuilder<Consumer, Notes>(
                        consumer: consumer, defaultSourceLanguage: defaultSourceLanguage, handoff: (.hears, languages), omission: omission)
                    // As if the root had been read up to `"strings" : {`.
                    builder.tree.open = [.member(key: CatalogField.strings, position: .none)]
                    let outcome = try JSONReader.readRest(
                        bytes, from: cut.lineStart, line: line, into: &builder,
                        progress: file.map { MappedFile.Pass.progress($0, from: cut.lineStart) })
                    parts.store(1, .success(PartRead(builder, outcome)))
                }
            } catch {
                parts.store(index, .failure(error))
            }
        }
        // The first half read as one pass does: its error is the file's first.
        guard let firstResult = parts.value(0), case .some(let first) = try firstResult.get() else { return nil }
        // It never reached the cut and read the whole file: that is one pass.
        guard first.stopped else { return first.read(defaultSourceLanguage: defaultSourceLanguage) }
        let strings = CatalogField.strings
        guard let firstMembers = first.root.members, firstMembers.last?.key == strings,
              firstMembers.count(where: { $0.key == strings }) == 1 else { return nil }
        // The cut holds: the second half's error is the file's first after it.
        guard let secondResult = parts.value(1), case .some(let second) = try secondResult.get(),
              let secondMembers = second.root.members, secondMembers.first?.key == strings,
              second.firstPositionByKey.keys.allSatisfy({ first.firstPositionByKey[$0] == nil }) else { return nil }

        // One pass records the root's repeats when the root closes, after everything else.
        let members = firstMembers + secondMembers.dropFirst()
        let rootDuplicates = JSONTreeBuilder.duplicates(in: members, path: [])
        let duplicates = first.duplicateKeys.filter { !$0.path.isEmpty } + second.duplicateKeys.filter { !$0.path.isEmpty }
        let catalog = Catalog(document: JSONDocument(
            root: .object(members), hasByteOrderMark: first.hasByteOrderMark, hasTrailingNewline: second.hasTrailingNewline,
            duplicateKeys: duplicates + rootDuplicates))
        let language = catalog.sourceLanguage ?? defaultSourceLanguage
        var merged = first.finish(sourceLanguage: language)
        merged.append(second.finish(sourceLanguage: language))
        return Read(catalog: catalog, consumer: merged, readInHalves: true)
    }

    /// The number of the line that starts at `offset`. A mapped file's pages are handed back as
    /// they are counted: the first half's reader reads them again, while holding them all
    /// would add half the file to the peak.
    static func firstLine(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: MappedFile?) -> Int {
        var line = 1
        var start = 0
        while start < offset {
            let end = min(start + (1 << 20), offset)
            line += JSONReader.lineFeeds(in: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            file?.release(from: start, to: end)
            start = end
        }
        return line
    }

    /// Where to cut: the comma after the first half's last entry, and the start of the line
    /// of the second half's first. Nil when the file has no such place past its middle. Only
    /// a guess: `readInHalves` proves it.
    package static func cut(_ bytes: UnsafeBufferPointer<UInt8>) -> (comma: Int, lineStart: Int)? {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        var lineStart = bytes.count / 2
        // Look for the cut within the next quarter of the file.
        while lineStart < bytes.count * 3 / 4 {
            guard let end = bytes[lineStart...].firstIndex(of: newline) else { return nil }
            lineStart = end + 1
            guard lineStart + 5 < bytes.count, bytes[lineStart..<lineStart + 4].allSatisfy({ $0 == space }),
                  bytes[lineStart + 4] == UInt8(ascii: "\"") else { continue }
            var comma = end
            repeat { comma -= 1 } while comma > 0 && (bytes[comma] == space || bytes[comma] == UInt8(ascii: "\r"))
            guard comma > 0, bytes[comma] == UInt8(ascii: ",") else { continue }
            return (comma, lineStart)
        }
        return nil
    }
}

extension CatalogReader {
    /// The most of the text's start ``declaredLanguageBeforeStrings(_:before:)`` reads: the
    /// root's members before `strings` are one or two short lines in Xcode's catalogs.
    static let languagePrefixBytes = 4096

    /// What the first half will tell the second of the entries' language, read from the
    /// text's start before either half starts: the root's first `sourceLanguage` if declared
    /// before its first `strings` (see `EntryStreamingBuilder.learnLanguage`), else `.atEnd`.
    /// Only a prefix as Xcode writes it is read: members whose keys and values are strings
    /// without escapes, up to `"strings" : {`, which the first half reads as the same members
    /// (or throws at a byte that is not UTF-8: nothing of the halves is kept then). Nil for
    /// anything else (a value of another kind, an escape, more than ``languagePrefixBytes``):
    /// the second half then hears the first as it reads.
    static func declaredLanguageBeforeStrings(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> EntryLanguage? {
        let end = min(end, bytes.count, languagePrefixBytes)
        var index = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        func skipWhitespace() {
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
        }
        func take(_ byte: UInt8) -> Bool {
            skipWhitespace()
            guard index < end, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        /// A string without escapes or control bytes: its bytes.
        func plainString() -> UnsafeBufferPointer<UInt8>? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < end, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            return UnsafeBufferPointer(rebasing: bytes[start..<index - 1])
        }
        func isName(_ text: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool { text.elementsEqual(name.utf8) }
        var declared: String?
        guard take(UInt8(ascii: "{")) else { return nil }
        while let key = plainString(), take(UInt8(ascii: ":")) {
            if isName(key, CatalogField.strings) {
                guard take(UInt8(ascii: "{")) else { return nil }
                return declared.map(EntryLanguage.known) ?? .atEnd
            }
            guard let value = plainString(), take(UInt8(ascii: ",")) else { return nil }
            if declared == nil, isName(key, CatalogField.sourceLanguage) { declared = String(decoding: value, as: UTF8.self) }
        }
        return nil
    }
}

/// The entries' language, told by the reader of the text's start to the reader of its rest,
/// or known before both start.
final class LanguageHandoff: @unchecked Sendable {
    private let lock = NSLock()
    private var told: EntryLanguage?

    init(told: EntryLanguage?) { self.told = told }

    func tell(_ language: EntryLanguage) { lock.withLock { told = language } }

    /// Nil until told.
    var heard: EntryLanguage? { lock.withLock { told } }
}

/// The halves' outcomes, each stored by its own thread and read after both are done.
private final class HalfResults<Consumer: CatalogEntryConsumer>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<PartRead<Consumer>?, JSONParseError>?] = [nil, nil]

    func store(_ index: Int, _ result: Result<PartRead<Consumer>?, JSONParseError>) { lock.withLock { results[index] = result } }
    func value(_ index: Int) -> Result<PartRead<Consumer>?, JSONParseError>? { lock.withLock { results[index] } }
}

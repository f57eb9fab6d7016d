import L10nCore
import L10nJSON

extension CatalogReader {
    /// Everything a read gives its consumer and its caller, written out line by line so that
    /// reads by different strategies can be compared: every entry with its language and its
    /// content, each key and element with its position; the catalog's members, flags and
    /// repeated keys; or the error, with its position and offset. The tests and `l10n-fuzz`
    /// hold every strategy to one record.
    package static func record(_ text: CatalogText, strategy: Strategy) -> (lines: [String], readInHalves: Bool) {
        do {
            let read = try read(text, into: Recorder(), strategy: strategy)
            let document = read.catalog.document
            var lines = read.consumer.lines
            lines.append("root \(describe(document.root))")
            lines.append("byte order mark \(document.hasByteOrderMark), trailing newline \(document.hasTrailingNewline)")
            lines += document.duplicateKeys.map {
                "repeat \($0.key.debugDescription)@\(describe($0.position)) first @\(describe($0.firstPosition)) in \($0.path)"
            }
            return (lines, read.readInHalves)
        } catch {
            return (["error \(error.location.line):\(error.location.column) offset \(error.offset): \(error.message)"], false)
        }
    }

    private struct Recorder: CatalogEntryConsumer {
        var lines: [String] = []

        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
            lines.append("entry \(entry.key.debugDescription)@\(describe(entry.position)) in \(sourceLanguage): \(describe(entry.value))")
        }

        mutating func append(_ later: Recorder) { lines += later.lines }
    }

    private static func describe(_ position: JSONPosition) -> String { "\(position.line):\(position.column)" }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .object(let members):
            "{" + members.map { "\($0.key.debugDescription)@\(describe($0.keyPosition)) \(describe($0.value))" }.joined(separator: ", ") + "}"
        case .array(let elements):
            "[" + elements.map { "@\(describe($0.position)) \(describe($0.value))" }.joined(separator: ", ") + "]"
        case .string(let string): string.debugDescription
        case .number(let text): text
        case .bool(let bool): "\(bool)"
        case .null: "null"
        }
    }
}

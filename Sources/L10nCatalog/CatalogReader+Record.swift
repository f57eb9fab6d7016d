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
            return (lines(of: read), read.readInHalves)
        } catch {
            return (["error \(error.location.line):\(error.location.column) offset \(error.offset): \(error.message)"], false)
        }
    }

    /// The same record for `text` read whole (``read(_:strategy:)``) and then handed to the
    /// consumer by ``read(whole:into:defaultSourceLanguage:)``, as `sync`'s closing check does:
    /// it must be the record of a read of the bytes.
    package static func recordOfWhole(_ text: CatalogText, halvesFrom: Int = wholeCatalogHalvesEntries) -> [String] {
        do {
            return lines(of: read(whole: try read(text, strategy: .onePass), into: Recorder(), halvesFrom: halvesFrom))
        } catch {
            return ["error \(error.location.line):\(error.location.column) offset \(error.offset): \(error.message)"]
        }
    }

    private static func lines(of read: Read<Recorder>) -> [String] {
        let document = read.catalog.document
        var lines = read.consumer.lines
        lines.append("root \(describe(document.root))")
        lines.append("byte order mark \(document.hasByteOrderMark), trailing newline \(document.hasTrailingNewline)")
        lines += document.duplicateKeys.map {
            "repeat \($0.key.debugDescription)@\(describe($0.position)) first @\(describe($0.firstPosition)) in \($0.path)"
        }
        return lines
    }

    private struct Recorder: CatalogEntryConsumer {
        var lines: [String] = []

        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) {
            var line = RecordLine("entry ")
            line.add(quoted: entry.key)
            line.add(entry.position)
            line.add(" in ")
            line.add(sourceLanguage)
            line.add(": ")
            line.add(entry.value)
            lines.append(line.text)
        }

        /// Recorded, then handed back as `check` hands its entries back: the entries after it
        /// are built in its arrays, and their record must still be one pass's (a read whole
        /// and handed over, ``recordOfWhole(_:halvesFrom:)``, recycles nothing).
        mutating func consume(_ entry: CatalogEntry, sourceLanguage: String, recycler: JSONTreeRecycler) {
            var entry = entry
            consume(entry, sourceLanguage: sourceLanguage)
            recycler.recycle(entry.takeValue())
        }

        mutating func append(_ later: Recorder) { lines += later.lines }
    }

    private static func describe(_ position: JSONPosition) -> String { "\(position.line):\(position.column)" }

    private static func describe(_ value: JSONValue) -> String {
        var line = RecordLine("")
        line.add(value)
        return line.text
    }
}

/// One line of a record, built as bytes: records are compared on every input the fuzzer
/// makes, and string interpolation was most of its time.
private struct RecordLine {
    var bytes: [UInt8]

    init(_ start: String) { bytes = Array(start.utf8) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func add(_ text: String) { bytes += text.utf8 }

    /// Its length first, so no text can pass for another's end.
    mutating func add(quoted text: String) {
        add(text.utf8.count)
        bytes.append(UInt8(ascii: "\""))
        bytes += text.utf8
    }

    mutating func add(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var rest = number.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    mutating func add(_ position: JSONPosition) {
        bytes.append(UInt8(ascii: "@"))
        add(Int(position.line))
        bytes.append(UInt8(ascii: ":"))
        add(Int(position.column))
    }

    mutating func add(_ value: JSONValue) {
        switch value {
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for member in members {
                add(quoted: member.key)
                add(member.keyPosition)
                bytes.append(UInt8(ascii: " "))
                add(member.value)
                bytes.append(UInt8(ascii: ","))
            }
            bytes.append(UInt8(ascii: "}"))
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for element in elements {
                add(element.position)
                bytes.append(UInt8(ascii: " "))
                add(element.value)
                bytes.append(UInt8(ascii: ","))
            }
            bytes.append(UInt8(ascii: "]"))
        case .string(let string): add(quoted: string)
        case .number(let text): add("#" + text)
        case .bool(let bool): add(bool ? "true" : "false")
        case .null: add("null")
        }
    }
}

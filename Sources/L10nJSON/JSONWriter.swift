/// Writes JSON exactly as Xcode writes String Catalogs, so a rewrite of an Xcode file gives
/// back its bytes and an edit changes only the lines it must.
///
/// Xcode's style: 2-space indent, `"key" : value`, members separated by `,\n`, an empty
/// object as `{`, a blank line and the closing brace, one array item per line, and only `"`,
/// `\` and control characters escaped (`/` and non-ASCII stay raw).
package enum JSONWriter {
    package static func write(_ document: JSONDocument, capacity: Int = 0) -> [UInt8] {
        write(document, capacity: capacity, parallelFrom: parallelFrom)
    }

    /// `parallelFrom`: the capacity from which the document is written on two cores; tests lower it.
    static func write(_ document: JSONDocument, capacity: Int, parallelFrom: Int) -> [UInt8] {
        var output = Output()
        // Callers that know the input size pass it, so a large file is not copied as the buffer grows.
        output.bytes.reserveCapacity(capacity)
        if document.hasByteOrderMark { output.bytes.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
        if capacity >= parallelFrom, case .object(let members) = document.root {
            output.writeRoot(members)
        } else {
            output.write(document.root, depth: 0)
        }
        if document.hasTrailingNewline { output.bytes.append(0x0A) }
        return output.bytes
    }

    /// From this size a document is written on two cores: the members of its largest object
    /// (a catalog's `strings`) in two halves at once.
    static let parallelFrom = 4 << 20

    /// `"key" : value` as it stands in a document at `depth` (the value's own), from the key's
    /// opening quote to the value's last byte: what an edit splices into a file's text.
    package static func member(_ key: String, _ value: JSONValue, depth: Int) -> [UInt8] {
        var output = Output()
        output.writeString(key)
        output.bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
        output.write(value, depth: depth)
        return output.bytes
    }

    /// A value on its own, at the top level; used for tests and for building fragments.
    package static func write(_ value: JSONValue) -> [UInt8] {
        write(JSONDocument(root: value))
    }
}

/// Xcode's layout rules, shared by the tree writer and the streaming reformatter.
struct Output {
    var bytes: [UInt8] = []

    mutating func indent(_ depth: Int) {
        for _ in 0..<depth { bytes.append(0x20); bytes.append(0x20) }
    }

    /// Before a member or element: a line break, after a comma unless it is the first.
    mutating func separator(isFirst: Bool) {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        bytes.append(0x0A)
    }

    /// Closes a container whose opening bracket is written; an empty one gets a blank line.
    mutating func close(_ bracket: UInt8, isEmpty: Bool, depth: Int) {
        bytes.append(0x0A)
        if isEmpty { bytes.append(0x0A) }
        indent(depth)
        bytes.append(bracket)
    }

    mutating func string(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        appendEscaped(text)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func write(_ value: JSONValue, depth: Int) {
        switch value {
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                separator(isFirst: offset == 0)
                indent(depth + 1)
                writeString(member.key)
                bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                write(member.value, depth: depth + 1)
            }
            close(UInt8(ascii: "}"), isEmpty: members.isEmpty, depth: depth)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                separator(isFirst: offset == 0)
                indent(depth + 1)
                write(element.value, depth: depth + 1)
            }
            close(UInt8(ascii: "]"), isEmpty: elements.isEmpty, depth: depth)
        case .string(let string):
            writeString(string)
        case .number(let text):
            bytes.append(contentsOf: text.utf8)
        case .bool(let flag):
            bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            bytes.append(contentsOf: "null".utf8)
        }
    }

    /// The root object, with the members of its largest object member written in two halves
    /// at once, each into its own buffer; the bytes are those `write(_:depth:)` gives.
    mutating func writeRoot(_ members: [JSONMember]) {
        let largest = members.indices.max { (members[$0].value.members?.count ?? 0) < (members[$1].value.members?.count ?? 0) }
        bytes.append(UInt8(ascii: "{"))
        for (offset, member) in members.enumerated() {
            separator(isFirst: offset == 0)
            indent(1)
            writeString(member.key)
            bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
            guard offset == largest, case .object(let inner) = member.value, inner.count >= 2 else {
                write(member.value, depth: 1)
                continue
            }
            bytes.append(UInt8(ascii: "{"))
            let middle = inner.count / 2
            let parts = [0..<middle, middle..<inner.count].parallelMap { range in
                var part = Output()
                for index in range {
                    part.separator(isFirst: index == 0)
                    part.indent(2)
                    part.writeString(inner[index].key)
                    part.bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                    part.write(inner[index].value, depth: 2)
                }
                return part.bytes
            }
            for part in parts { bytes.append(contentsOf: part) }
            close(UInt8(ascii: "}"), isEmpty: false, depth: 1)
        }
        close(UInt8(ascii: "}"), isEmpty: members.isEmpty, depth: 0)
    }

    mutating func writeString(_ string: String) {
        var contiguous = string
        // Native strings are already contiguous; this only copies bridged ones.
        contiguous.makeContiguousUTF8()
        _ = contiguous.utf8.withContiguousStorageIfAvailable { self.string($0) }
    }

    /// Copies runs that need no escape in one go; catalog text rarely needs any.
    mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<source.count {
            let byte = source[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
            runStart = index + 1
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            default:
                let hexDigits = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<source.count]))
    }
}

import Foundation
import L10nCore
import L10nJSON
import L10nCatalog

/// The base's own entries that their side changed, parsed from where the first read saw their
/// keys, so the base is not read whole a second time: the text was read once already, so it is
/// valid JSON and each entry is found by its key's line and column.
enum EntrySlices {
    /// Nil when any entry is not where its position says (the caller then reads the text again).
    static func values(of keys: Set<[UInt8]>, at positions: [[UInt8]: JSONPosition], in text: CatalogText) -> [[UInt8]: JSONValue]? {
        switch text {
        case .bytes(let file):
            return file.bytes.withUnsafeBufferPointer { values(of: keys, at: positions, in: $0, pass: nil) }
        case .mapped(_, let file):
            var pass = MappedFile.Pass(file)
            return values(of: keys, at: positions, in: file.bytes, pass: &pass)
        }
    }

    private static func values(
        of keys: Set<[UInt8]>, at positions: [[UInt8]: JSONPosition], in bytes: UnsafeBufferPointer<UInt8>, pass: UnsafeMutablePointer<MappedFile.Pass>?
    ) -> [[UInt8]: JSONValue]? {
        var wanted: [(key: [UInt8], position: JSONPosition)] = []
        for key in keys {
            guard let position = positions[key], position.line > 0, position.column > 0 else { return nil }
            wanted.append((key, position))
        }
        wanted.sort { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        // The reader counts lines at raw line feeds, which JSON allows only between tokens.
        var line: UInt32 = 1
        var lineStart = hasByteOrderMark ? 3 : 0
        var values: [[UInt8]: JSONValue] = [:]
        for (key, position) in wanted {
            while line < position.line {
                guard let feed = bytes.index(ofByte: 0x0A, from: lineStart) else { return nil }
                lineStart = feed + 1
                line += 1
                pass?.pointee.passed(lineStart)
            }
            let start = lineStart + Int(position.column) - 1
            guard start < bytes.count, bytes[start] == UInt8(ascii: "\""), let end = memberEnd(in: bytes, from: start) else { return nil }
            // One member, wrapped as an object: a JSON text of its own.
            var member: [UInt8] = [UInt8(ascii: "{")]
            member.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            member.append(UInt8(ascii: "}"))
            guard let document = try? JSONParser.parse(member), let members = document.root.members, members.count == 1,
                  members[0].key.utf8.elementsEqual(key) else { return nil }
            values[key] = members[0].value
        }
        pass?.pointee.passed(bytes.count)
        return values
    }

    /// The end of the member whose key starts at `start`: the key, the colon, the value.
    private static func memberEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard var index = stringEnd(in: bytes, from: start) else { return nil }
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return stringEnd(in: bytes, from: index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = stringEnd(in: bytes, from: index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return nil
        default:
            while index < bytes.count, !isWhitespace(bytes[index]), ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[index]) {
                index += 1
            }
            return index
        }
    }

    /// The offset after the closing quote of the string that opens at `start`.
    private static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

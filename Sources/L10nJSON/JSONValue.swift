import L10nCore
/// A position inside a JSON text, kept compact because a large catalog holds millions of them.
package struct JSONPosition: Hashable, Sendable {
    package var line: UInt32
    package var column: UInt32

    package init(line: Int, column: Int) {
        self.line = UInt32(truncatingIfNeeded: line)
        self.column = UInt32(truncatingIfNeeded: column)
    }

    /// Values built in code rather than parsed have no position.
    package static let none = JSONPosition(line: 0, column: 0)

    package var sourceLocation: SourceLocation { SourceLocation(line: Int(line), column: Int(column)) }
}

/// A JSON value that keeps everything a String Catalog round trip needs: members in file
/// order (duplicates included), number text exactly as written, and positions.
package enum JSONValue: Sendable {
    case object([JSONMember])
    case array([JSONElement])
    case string(String)
    /// The number's text as written, so `1.0` never becomes `1`.
    case number(String)
    case bool(Bool)
    case null
}

/// One `"key" : value` pair of an object. Only the key's position is kept: diagnostics point
/// at keys, and a second position per member would cost megabytes on large catalogs.
package struct JSONMember: Sendable {
    package var key: String
    package var value: JSONValue
    package var keyPosition: JSONPosition

    package init(key: String, value: JSONValue, keyPosition: JSONPosition = .none) {
        self.key = key
        self.value = value
        self.keyPosition = keyPosition
    }
}

/// One item of an array.
package struct JSONElement: Sendable {
    package var value: JSONValue
    package var position: JSONPosition

    package init(value: JSONValue, position: JSONPosition = .none) {
        self.value = value
        self.position = position
    }
}

extension JSONValue {
    package var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    package var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The first member named `key`; later duplicates are reported by checks, not read.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    package func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })
    }

    /// Equality of content, ignoring positions: what a rewrite must preserve.
    package func hasSameContent(as other: JSONValue) -> Bool {
        switch (self, other) {
        case (.object(let lhs), .object(let rhs)):
            guard lhs.count == rhs.count else { return false }
            for (left, right) in zip(lhs, rhs) where left.key != right.key || !left.value.hasSameContent(as: right.value) {
                return false
            }
            return true
        case (.array(let lhs), .array(let rhs)):
            guard lhs.count == rhs.count else { return false }
            for (left, right) in zip(lhs, rhs) where !left.value.hasSameContent(as: right.value) {
                return false
            }
            return true
        case (.string(let lhs), .string(let rhs)):
            // Byte comparison: Swift's `==` would call canonically equivalent text equal.
            return lhs.utf8.elementsEqual(rhs.utf8)
        case (.number(let lhs), .number(let rhs)):
            return lhs == rhs
        case (.bool(let lhs), .bool(let rhs)):
            return lhs == rhs
        case (.null, .null):
            return true
        default:
            return false
        }
    }
}

/// A parsed file: the root value plus the framing bytes a rewrite must reproduce.
package struct JSONDocument: Sendable {
    package var root: JSONValue
    /// A UTF-8 byte order mark at the start is accepted and written back.
    package var hasByteOrderMark: Bool
    /// Xcode writes no final newline; a file that had one keeps it.
    package var hasTrailingNewline: Bool
    /// Keys that appear twice in one object, in the order the parser met them; as read from
    /// the text, so edits to `root` do not change it.
    package var duplicateKeys: [JSONDuplicateKey]

    package init(root: JSONValue, hasByteOrderMark: Bool = false, hasTrailingNewline: Bool = false, duplicateKeys: [JSONDuplicateKey] = []) {
        self.root = root
        self.hasByteOrderMark = hasByteOrderMark
        self.hasTrailingNewline = hasTrailingNewline
        self.duplicateKeys = duplicateKeys
    }
}

/// A member whose key an earlier member of the same object already has. JSON readers keep
/// only one of the two, so the parser records every repeat it keeps.
package struct JSONDuplicateKey: Sendable {
    package var key: String
    package var position: JSONPosition
    /// Where the key first appears in the object.
    package var firstPosition: JSONPosition
    /// The members and elements from the root down to the object holding both.
    package var path: [JSONPathComponent]

    package init(key: String, position: JSONPosition, firstPosition: JSONPosition, path: [JSONPathComponent]) {
        self.key = key
        self.position = position
        self.firstPosition = firstPosition
        self.path = path
    }
}

package enum JSONPathComponent: Hashable, Sendable {
    case key(String)
    case element
}

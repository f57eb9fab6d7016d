import L10nCore
/// A position inside a JSON text, kept compact because a large catalog holds millions of them.
public struct JSONPosition: Hashable, Sendable {
    public var line: UInt32
    public var column: UInt32

    public init(line: Int, column: Int) {
        self.line = UInt32(truncatingIfNeeded: line)
        self.column = UInt32(truncatingIfNeeded: column)
    }

    /// Values built in code rather than parsed have no position.
    public static let none = JSONPosition(line: 0, column: 0)

    public var sourceLocation: SourceLocation { SourceLocation(line: Int(line), column: Int(column)) }
}

/// A JSON value that keeps everything a String Catalog round trip needs: members in file
/// order (duplicates included), number text exactly as written, and positions.
public enum JSONValue: Sendable {
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
public struct JSONMember: Sendable {
    public var key: String
    public var value: JSONValue
    public var keyPosition: JSONPosition

    public init(key: String, value: JSONValue, keyPosition: JSONPosition = .none) {
        self.key = key
        self.value = value
        self.keyPosition = keyPosition
    }
}

/// One item of an array.
public struct JSONElement: Sendable {
    public var value: JSONValue
    public var position: JSONPosition

    public init(value: JSONValue, position: JSONPosition = .none) {
        self.value = value
        self.position = position
    }
}

extension JSONValue {
    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The first member named `key`; later duplicates are reported by checks, not read.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    public func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = self else { return nil }
        return members.first(where: { $0.key == key })
    }

    /// Equality of content, ignoring positions: what a rewrite must preserve.
    public func hasSameContent(as other: JSONValue) -> Bool {
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
public struct JSONDocument: Sendable {
    public var root: JSONValue
    /// A UTF-8 byte order mark at the start is accepted and written back.
    public var hasByteOrderMark: Bool
    /// Xcode writes no final newline; a file that had one keeps it.
    public var hasTrailingNewline: Bool
    /// Keys that appear twice in one object, in the order the parser met them; as read from
    /// the text, so edits to `root` do not change it.
    public var duplicateKeys: [JSONDuplicateKey]

    public init(root: JSONValue, hasByteOrderMark: Bool = false, hasTrailingNewline: Bool = false, duplicateKeys: [JSONDuplicateKey] = []) {
        self.root = root
        self.hasByteOrderMark = hasByteOrderMark
        self.hasTrailingNewline = hasTrailingNewline
        self.duplicateKeys = duplicateKeys
    }
}

/// A member whose key an earlier member of the same object already has. JSON readers keep
/// only one of the two, so the parser records every repeat it keeps.
public struct JSONDuplicateKey: Sendable {
    public var key: String
    public var position: JSONPosition
    /// Where the key first appears in the object.
    public var firstPosition: JSONPosition
    /// The members and elements from the root down to the object holding both.
    public var path: [JSONPathComponent]

    package init(key: String, position: JSONPosition, firstPosition: JSONPosition, path: [JSONPathComponent]) {
        self.key = key
        self.position = position
        self.firstPosition = firstPosition
        self.path = path
    }
}

public enum JSONPathComponent: Hashable, Sendable {
    case key(String)
    case element
}

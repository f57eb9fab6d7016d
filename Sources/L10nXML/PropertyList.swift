import L10nCore
/// An XML property list (`.stringsdict`, `Info.plist`) read with positions: each value knows
/// where it starts, so a problem in one names its line and column. Dictionaries keep their
/// keys in file order. Read through ``XMLReader``, so the same limits and errors apply.
package indirect enum PropertyList: Sendable, Equatable {
    case string(String, SourceLocation)
    case dictionary([(key: String, value: PropertyList)], SourceLocation)
    case array([PropertyList], SourceLocation)
    /// `<integer>`, `<real>`, `<date>` and `<data>`, as written.
    case scalar(kind: String, text: String, SourceLocation)
    case boolean(Bool, SourceLocation)

    package var location: SourceLocation {
        switch self {
        case .string(_, let location), .dictionary(_, let location), .array(_, let location),
            .scalar(_, _, let location), .boolean(_, let location):
            location
        }
    }

    package var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    package var members: [(key: String, value: PropertyList)]? {
        if case .dictionary(let members, _) = self { return members }
        return nil
    }

    package subscript(key: String) -> PropertyList? {
        members?.last { $0.key == key }?.value
    }

    package static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a, _), .string(let b, _)): a == b
        case (.array(let a, _), .array(let b, _)): a == b
        case (.scalar(let k1, let a, _), .scalar(let k2, let b, _)): k1 == k2 && a == b
        case (.boolean(let a, _), .boolean(let b, _)): a == b
        case (.dictionary(let a, _), .dictionary(let b, _)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// Far deeper than any `.stringsdict` (three levels) or `Info.plist`.
    package static let maximumDepth = 64

    /// The value inside `<plist>`.
    package static func read(_ bytes: [UInt8]) throws(XMLParseError) -> PropertyList {
        var reader = try XMLReader(bytes)
        var root: PropertyList?
        // Containers being filled, innermost last; a dictionary also holds the key read last.
        var open: [(name: String, location: SourceLocation, items: [PropertyList], keys: [String], pendingKey: String?)] = []
        var text = ""
        var textLocation = SourceLocation(line: 1, column: 1)
        var sawPlist = false
        while let event = try reader.next() {
            switch event {
            case .startElement(let name, _, let location):
                text = ""
                textLocation = location
                switch name {
                case "plist":
                    guard !sawPlist, open.isEmpty else { throw XMLParseError(message: "'plist' may only be the root element", location: location) }
                    sawPlist = true
                case "dict", "array":
                    try expectValueSlot(open, location: location)
                    // Values are freed recursively: a bound keeps hostile nesting off the stack.
                    guard open.count < maximumDepth else {
                        throw XMLParseError(message: "the property list nests deeper than \(maximumDepth) levels", location: location)
                    }
                    open.append((name, location, [], [], nil))
                case "key":
                    guard open.last?.name == "dict", open.last?.pendingKey == nil else {
                        throw XMLParseError(message: "'key' outside a dictionary, or two keys without a value between them", location: location)
                    }
                case "string", "integer", "real", "date", "data", "true", "false":
                    try expectValueSlot(open, location: location)
                default:
                    throw XMLParseError(message: "'\(name)' is not a property list element", location: location)
                }
                guard sawPlist else { throw XMLParseError(message: "the root element must be 'plist'", location: location) }
            case .text(let piece, let location):
                if text.isEmpty { textLocation = location }
                text += piece
            case .endElement(let name):
                var value: PropertyList?
                switch name {
                case "plist": continue
                case "key":
                    open[open.count - 1].pendingKey = text
                case "string": value = .string(text, textLocation)
                case "true", "false": value = .boolean(name == "true", textLocation)
                case "integer", "real", "date", "data":
                    value = .scalar(kind: name, text: text.filter { !$0.isWhitespace }, textLocation)
                default:
                    let container = open.removeLast()
                    if container.name == "dict" {
                        guard container.pendingKey == nil else {
                            throw XMLParseError(message: "the key '\(container.pendingKey ?? "")' has no value", location: container.location)
                        }
                        value = .dictionary(Array(zip(container.keys, container.items).map { (key: $0, value: $1) }), container.location)
                    } else {
                        value = .array(container.items, container.location)
                    }
                }
                text = ""
                guard let value else { continue }
                if open.isEmpty {
                    root = value
                } else {
                    open[open.count - 1].items.append(value)
                    if let key = open[open.count - 1].pendingKey {
                        open[open.count - 1].keys.append(key)
                        open[open.count - 1].pendingKey = nil
                    }
                }
            }
        }
        guard let root else { throw XMLParseError(message: "the property list holds no value", location: SourceLocation(line: 1, column: 1)) }
        return root
    }

    /// A value may start at the top (once) or where its container expects one.
    private static func expectValueSlot(
        _ open: [(name: String, location: SourceLocation, items: [PropertyList], keys: [String], pendingKey: String?)],
        location: SourceLocation
    ) throws(XMLParseError) {
        guard let container = open.last else { return }
        if container.name == "dict", container.pendingKey == nil {
            throw XMLParseError(message: "a dictionary value without a 'key' before it", location: location)
        }
    }
}

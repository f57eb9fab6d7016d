import L10nCore
/// What the catalog side asks for: one key that needs an accessor, described neutrally so the
/// renderer and editor never look at the catalog themselves.
package struct AccessorPlan: Sendable, Hashable {
    /// One format argument of the key, in argument-number order.
    package struct Parameter: Sendable, Hashable {
        /// The Swift name, e.g. `arg1`, `count` or a substitution's name.
        package var name: String
        /// `Int`, `UInt`, `Double`, `String` or `Character` (any plain type name is accepted).
        package var swiftType: String

        package init(name: String, swiftType: String) {
            self.name = name
            self.swiftType = swiftType
        }
    }

    /// The full key, e.g. `purchases.row.cashback`.
    package var key: String
    /// The key's section segment, e.g. `row`; empty for keys with only two segments, whose
    /// accessors live directly in the feature enum.
    package var section: String
    /// The Swift identifier for a new accessor (see ``Identifier/lowerCamelCase(_:)``).
    package var identifier: String
    /// The table, which is the catalog name.
    package var table: String
    package var parameters: [Parameter]
    /// The English value with its format specifiers (`%@`, `%2$lld`, `%#@items@`), used to build
    /// the `defaultValue:` interpolation of keys with parameters.
    package var defaultValue: String?
    /// Doc comment lines: the English value, then the catalog comment. May contain line breaks.
    package var docComment: [String]
    /// Why the key gets no accessor: its `format-specifier` finding (`%s`, `*`, a skipped
    /// argument number), which no typed accessor can pass safely.
    package var refusal: Diagnostic? {
        get { refusalBox?.diagnostic }
        set { refusalBox = newValue.map(Refusal.init) }
    }
    /// ``refusal``, held apart: few plans have one, and a finding inline was more than half of
    /// every plan's bytes (200,000 plans are held, and copied, by `generate` and `sync`).
    private var refusalBox: Refusal?

    private final class Refusal: Sendable, Hashable {
        let diagnostic: Diagnostic

        init(_ diagnostic: Diagnostic) {
            self.diagnostic = diagnostic
        }

        static func == (lhs: Refusal, rhs: Refusal) -> Bool { lhs.diagnostic == rhs.diagnostic }
        func hash(into hasher: inout Hasher) { hasher.combine(diagnostic) }
    }

    package init(
        key: String, section: String, identifier: String, table: String,
        parameters: [Parameter] = [], defaultValue: String? = nil, docComment: [String] = []
    ) {
        self.key = key
        self.section = section
        self.identifier = identifier
        self.table = table
        self.parameters = parameters
        self.defaultValue = defaultValue
        self.docComment = docComment
    }

    /// A plan whose section and identifier follow from `key` (`<feature>.<section>.<element>`).
    package init(
        key: String, table: String, parameters: [Parameter] = [], defaultValue: String? = nil,
        docComment: [String] = []
    ) {
        let parts = Self.sectionAndElement(of: key)
        self.init(
            key: key, section: parts.section, identifier: Identifier.lowerCamelCase(parts.element),
            table: table, parameters: parameters, defaultValue: defaultValue, docComment: docComment)
    }

    /// Splits `feature.section.element` (where the element may itself contain dots); keys
    /// with fewer segments have an empty section.
    package static func sectionAndElement(of key: String) -> (section: String, element: String) {
        asciiSectionAndElement(of: key) ?? characterSectionAndElement(of: key)
    }

    /// ``sectionAndElement(of:)`` by characters, for any key.
    static func characterSectionAndElement(of key: String) -> (section: String, element: String) {
        let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        switch segments.count {
        case 0, 1: return ("", key)
        case 2: return ("", segments[1])
        default: return (segments[1], segments[2...].joined(separator: "."))
        }
    }

    /// ``sectionAndElement(of:)`` of an ASCII key by its bytes, nil for any other key.
    static func asciiSectionAndElement(of key: String) -> (section: String, element: String)? {
        let bytes = Array(key.utf8)
        guard let parts = asciiSectionAndElementRanges(in: bytes) else { return nil }
        return (String(decoding: bytes[parts.section], as: UTF8.self), String(decoding: bytes[parts.element], as: UTF8.self))
    }

    /// Where ``sectionAndElement(of:)``'s parts lie in the bytes of an ASCII key, nil for any
    /// other key: in ASCII every character is one byte but `\r\n`, which holds no dot.
    package static func asciiSectionAndElementRanges(in bytes: [UInt8]) -> (section: Range<Int>, element: Range<Int>)? {
        bytes.withUnsafeBufferPointer { asciiSectionAndElementRanges(in: $0) }
    }

    /// The same in a key's bytes where they lie (`key.utf8.withContiguousStorageIfAvailable`),
    /// for a caller that asks of many keys and would otherwise copy each.
    package static func asciiSectionAndElementRanges(in bytes: UnsafeBufferPointer<UInt8>) -> (section: Range<Int>, element: Range<Int>)? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let dot = UInt8(ascii: ".")
        guard let first = bytes.firstIndex(of: dot) else { return (0..<0, 0..<bytes.count) }
        guard let second = bytes[(first + 1)...].firstIndex(of: dot) else { return (0..<0, (first + 1)..<bytes.count) }
        return ((first + 1)..<second, (second + 1)..<bytes.count)
    }
}

import L10nCore
import L10nSwiftSource
/// Finds where Swift code spells out an accessor, so `remove` can list what would be left dangling.
public enum AccessorReferences {
    /// Where `qualifiedName` (`L10nKey.Offers.Screen.title`) is written in `bytes`, token by
    /// token: comments and string literals do not count, line breaks and backticks do not matter.
    public static func locations(of qualifiedName: String, in bytes: [UInt8]) -> [SourceLocation] {
        let components = qualifiedName.split(separator: ".").map(String.init)
        guard let last = components.last, containsBytes(of: last, in: bytes) else { return [] }
        let lexed = SwiftLexer.tokenize(bytes)
        let significant = lexed.tokens.filter { !$0.isTrivia }
        func name(at index: Int) -> String? {
            guard index < significant.count, significant[index].kind == .identifier else { return nil }
            let text = lexed.text(of: significant[index])
            return text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
        }
        func isDot(at index: Int) -> Bool {
            index < significant.count && significant[index].kind == .punctuation && lexed.text(of: significant[index]) == "."
        }
        var locations: [SourceLocation] = []
        for start in significant.indices where name(at: start) == components[0] {
            let matches = components.indices.dropFirst().allSatisfy { offset in
                isDot(at: start + 2 * offset - 1) && name(at: start + 2 * offset) == components[offset]
            }
            if matches { locations.append(significant[start].location) }
        }
        return locations
    }

    /// Most files never mention the accessor; a byte search skips lexing them.
    private static func containsBytes(of needle: String, in bytes: [UInt8]) -> Bool {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return false }
        return (0...(bytes.count - pattern.count)).contains { start in
            bytes[start] == pattern[0] && bytes[start..<start + pattern.count].elementsEqual(pattern)
        }
    }
}

/// One place where code spells out an accessor.
public struct AccessorUse: Hashable, Sendable {
    public var path: String
    public var location: SourceLocation
    /// `L10nKey.Offers.Screen.title`.
    public var name: String

    public init(path: String, location: SourceLocation, name: String) {
        self.path = path
        self.location = location
        self.name = name
    }
}

import L10nCore
import L10nSwiftSource
import L10nAppCode
/// Finds where Swift code spells out an accessor, so `remove` can list what would be left dangling.
public enum AccessorReferences {
    /// Where `qualifiedName` (`L10nKey.Offers.Screen.title`) is used in `bytes`, as the app-code
    /// scanner reads references: comments and string literals do not count, line breaks,
    /// backticks and names bound in the file (`typealias Strings = L10nKey.Offers.Screen`) do not
    /// matter. `AppCodeScanner.references(to:in:)` gives each name's bytes too, for a rename.
    public static func locations(of qualifiedName: String, in bytes: [UInt8]) -> [SourceLocation] {
        AppCodeScanner.references(to: qualifiedName, in: bytes).map(\.location)
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

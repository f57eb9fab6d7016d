import L10nCore
/// What one Swift file of the app says about keys: the accessors and literal keys it uses, and
/// the text it shows without a key. Only this is kept of a file once it is read, so scanning
/// thousands of files holds none of their text.
package struct AppCodeScan: Sendable, Equatable {
    /// As displayed in output.
    package var path: String
    package var references: [AccessorReference] = []
    package var literalKeys: [LiteralKeyUse] = []
    package var hardcodedStrings: [HardcodedString] = []

    package init(path: String) {
        self.path = path
    }
}

/// Code that names something below `L10nKey`: `L10nKey.Offers.List.title`, directly or through
/// a `typealias` or a local constant, perhaps followed by more members (`.key`).
package struct AccessorReference: Sendable, Equatable {
    /// The names below `L10nKey`, resolved: `["Offers", "List", "title"]` also for `Strings.title`
    /// after `typealias Strings = L10nKey.Offers.List`.
    package var path: [String]
    /// The bytes of each name of `path` that the code spells out, in order and aligned with the
    /// end of `path` (names that came from an alias have none): what a rename replaces.
    package var nameRanges: [Range<Int>]
    /// Where the reference starts: the `L10nKey` token, or the alias.
    package var location: SourceLocation

    package init(path: [String], nameRanges: [Range<Int>], location: SourceLocation) {
        self.path = path
        self.nameRanges = nameRanges
        self.location = location
    }

    /// `L10nKey.Offers.List.title`.
    package var qualifiedName: String { (["L10nKey"] + path).joined(separator: ".") }
}

/// A key written as a literal: `LocalizedStringResource("offers.list.title", table: "Offers")`,
/// `String(localized:table:)`, `NSLocalizedString(_:tableName:comment:)` or
/// `Text(_:tableName:)`. Only literals shaped like keys count (no spaces, a dot).
package struct LiteralKeyUse: Sendable, Equatable {
    package var key: String
    /// `LocalizedStringResource`, `String(localized:)`, …: how messages name the call.
    package var api: String
    /// Where the literal starts.
    package var location: SourceLocation

    package init(key: String, api: String, location: SourceLocation) {
        self.key = key
        self.api = api
        self.location = location
    }
}

/// A string literal with a letter in it, passed to an API that shows text to users.
package struct HardcodedString: Sendable, Equatable {
    /// The decoded text, with `\(…)` interpolations kept as written.
    package var text: String
    /// `text` as a catalog writes it: `%@` for each interpolation, `%%` for a percent sign.
    package var formatText: String
    /// `Text`, `.navigationTitle`, `UILabel.text =`…: how messages name the call.
    package var api: String
    /// Where the literal starts.
    package var location: SourceLocation
    /// The literal's bytes in the file, delimiters included: what `extract` replaces.
    package var range: Range<Int>
    /// Whether the literal has `\(…)` interpolations.
    package var isInterpolated: Bool

    package init(text: String, formatText: String, api: String, location: SourceLocation, range: Range<Int>, isInterpolated: Bool) {
        self.text = text
        self.formatText = formatText
        self.api = api
        self.location = location
        self.range = range
        self.isInterpolated = isInterpolated
    }
}

import L10nCore
/// What one Swift file of the app says about keys: the accessors and literal keys it uses, and
/// the text it shows without a key. Only this is kept of a file once it is read, so scanning
/// thousands of files holds none of their text.
package struct AppCodeScan: Sendable, Equatable {
    /// As displayed in output.
    package var path: String
    package var references: [AccessorReference] = []
    /// With a filter that knows the accessors (``MentionFilter/accessors``), the references
    /// that name one exactly, by its number there: these are not in `references`.
    package var namedAccessors: [Int] = []
    package var literalKeys: [LiteralKeyUse] = []
    /// Every single-line literal of the file, as a key: one that is a catalog's key is named by
    /// the code even where l10n cannot tell the call looks it up (`cond ? "a.on" : "a.off"`, a
    /// `LocalizedStringKey` parameter), so it is not unused.
    package var mentionedKeys: [MentionedKey] = []
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
    /// The innermost type declared around it (`CheckoutView`), nil outside every type: new
    /// text in a view joins the section the view already shows.
    package var enclosingType: String?

    package init(path: [String], nameRanges: [Range<Int>], location: SourceLocation) {
        self.path = path
        self.nameRanges = nameRanges
        self.location = location
    }

    /// `L10nKey.Offers.List.title`.
    package var qualifiedName: String { (["L10nKey"] + path).joined(separator: ".") }
}

/// A literal that code looks up as a key: given to `LocalizedStringResource`,
/// `String(localized:)`, `NSLocalizedString`, or as the title of a SwiftUI view or modifier
/// that takes a `LocalizedStringKey` (`Text("Cancel")`, `.navigationTitle("Inbox")`), in the
/// table the call names (`Localizable` without one).
package struct LiteralKeyUse: Sendable, Equatable {
    /// The key as Xcode extracts it: `"\(count) items"` is `%lld items` when `count` is
    /// evidently an integer, `%@ items` when its type cannot be told from the code.
    package var key: String
    /// `LocalizedStringResource`, `String(localized:)`, `Text`, …: how messages name the call.
    package var api: String
    /// Where the literal starts.
    package var location: SourceLocation
    /// The table the call reads.
    package var table: String
    /// Whether the call says the literal is a key (`String(localized:)`, a table argument)
    /// rather than showing it as a title.
    package var isExplicitKey: Bool
    /// For each `\(…)` of the literal, the format specifier its value gets when the code shows
    /// its type (`%lld` for `\(3)`, the `specifier:` given), nil when it does not: such a slot
    /// matches any specifier of a catalog key.
    package var specifiers: [String?]

    package init(
        key: String, api: String, location: SourceLocation, table: String = TextAPI.defaultTable, isExplicitKey: Bool = true,
        specifiers: [String?] = []
    ) {
        self.key = key
        self.api = api
        self.location = location
        self.table = table
        self.isExplicitKey = isExplicitKey
        self.specifiers = specifiers
    }

    package var isInterpolated: Bool { !specifiers.isEmpty }

    /// The literal as a key that may be looked up anywhere.
    package var mention: MentionedKey { MentionedKey(key: key, specifiers: specifiers) }
}

/// A literal read as the key Xcode would extract from it (see ``LiteralKeyUse/key``).
package struct MentionedKey: Sendable, Equatable {
    package var key: String
    /// Per `\(…)`, its specifier when known; empty for a literal without interpolation.
    package var specifiers: [String?]

    package init(key: String, specifiers: [String?]) {
        self.key = key
        self.specifiers = specifiers
    }

    package var isInterpolated: Bool { !specifiers.isEmpty }
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
    /// The source of each `\(…)`, in order, and the format specifier `formatText` gives it.
    package var interpolations: [Interpolation] = []
    /// How the call looks the literal up as a key, when it does (SwiftUI titles,
    /// `String(localized:)`): the text is hard-coded only if no catalog of that table has it.
    /// Nil for an API that shows text as it is.
    package var lookup: LiteralKeyUse?
    /// The types declared around the literal, outermost first: `["OffersListView"]`.
    package var enclosingTypes: [String] = []

    package init(
        text: String, formatText: String, api: String, location: SourceLocation, range: Range<Int>, isInterpolated: Bool
    ) {
        self.text = text
        self.formatText = formatText
        self.api = api
        self.location = location
        self.range = range
        self.isInterpolated = isInterpolated
    }
}

/// A `\(…)` of a literal: its expression as written, and the format specifier Xcode gives it.
package struct Interpolation: Sendable, Equatable {
    package var expression: String
    /// `%lld`, `%lf`, `%@`…; `%@` when the type cannot be told from the code.
    package var specifier: String
    /// Whether `specifier` was told from the code rather than assumed.
    package var isKnown: Bool

    package init(expression: String, specifier: String, isKnown: Bool) {
        self.expression = expression
        self.specifier = specifier
        self.isKnown = isKnown
    }
}

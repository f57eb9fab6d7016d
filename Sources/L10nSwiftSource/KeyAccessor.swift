import L10nCore
/// One `static` member that exposes a catalog key as a `LocalizedStringResource`.
package struct KeyAccessor: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// `static let title = LocalizedStringResource(...)`
        case staticLet
        /// `static var title: LocalizedStringResource { ... }` or a stored `static var`.
        case staticVar
        /// `static func cashback(_ arg1: String) -> LocalizedStringResource { ... }`
        case staticFunc(parameters: [Parameter])
    }

    /// One function parameter, as written.
    package struct Parameter: Sendable, Hashable {
        /// The argument label; nil when it is `_`.
        package var label: String?
        /// The name used inside the function.
        package var name: String
        /// The type's source text, e.g. `String` or `Int`.
        package var type: String

        package init(label: String?, name: String, type: String) {
            self.label = label
            self.name = name
            self.type = type
        }
    }

    /// The member's name without backticks. People choose it; l10n never renames it.
    package var identifier: String
    /// The decoded key literal: the source of truth that links the accessor to the catalog.
    package var key: String
    /// The decoded `table:` argument, nil when absent or `nil`.
    package var table: String?
    package var kind: Kind
    /// The enum path below `L10nKey`, e.g. `["Offers", "EmptyState"]`.
    package var sectionPath: [String]
    /// Where the member's name is; diagnostics about the accessor point here.
    package var location: SourceLocation
    /// Where the key literal starts.
    package var keyLocation: SourceLocation
    /// Bytes from the first attribute or modifier through the last token of the declaration.
    package var declarationRange: Range<Int>
    /// Bytes of the `///` or `/** */` comments directly above the declaration, if any.
    package var docCommentRange: Range<Int>?
    /// Where the comments of any kind directly above the declaration start (no blank line
    /// between them); equals `declarationRange.lowerBound` when there are none.
    package var leadingCommentsStart: Int
    /// The `#if` branches the declaration sits in, outermost first; empty when it is compiled
    /// unconditionally.
    package var conditions: [ConditionalBranch]

    package init(
        identifier: String, key: String, table: String?, kind: Kind, sectionPath: [String],
        location: SourceLocation, keyLocation: SourceLocation, declarationRange: Range<Int>,
        docCommentRange: Range<Int>?, leadingCommentsStart: Int, conditions: [ConditionalBranch] = []
    ) {
        self.identifier = identifier
        self.key = key
        self.table = table
        self.kind = kind
        self.sectionPath = sectionPath
        self.location = location
        self.keyLocation = keyLocation
        self.declarationRange = declarationRange
        self.docCommentRange = docCommentRange
        self.leadingCommentsStart = leadingCommentsStart
        self.conditions = conditions
    }
}

/// One branch of an `#if` / `#elseif` / `#else` block.
package struct ConditionalBranch: Sendable, Hashable {
    /// Numbers the blocks of a file in the order they open.
    package var block: Int
    /// 0 for the `#if` branch, then 1, 2, … for each `#elseif` or `#else`.
    package var branch: Int

    package init(block: Int, branch: Int) {
        self.block = block
        self.branch = branch
    }
}

extension KeyAccessor {
    /// Whether no build compiles both: they sit in different branches of one `#if` block
    /// (`#if DEBUG` and its `#else` may each declare `title`).
    package func excludes(_ other: KeyAccessor) -> Bool {
        conditions.contains { mine in
            other.conditions.contains { $0.block == mine.block && $0.branch != mine.branch }
        }
    }
}

extension KeyAccessor {
    /// How code outside the key file names the accessor: `L10nKey.Offers.Screen.title`.
    package var qualifiedName: String {
        (["L10nKey"] + sectionPath + [identifier]).joined(separator: ".")
    }
}

import L10nCore
/// A parsed `L10nKey+<feature>.swift` file: what it declares and where, so that tools can
/// check it against its catalog and edit it in place.
public struct KeyFile: Sendable {
    /// The path as the caller named it; used in diagnostics.
    public var path: String
    /// The original text, byte for byte; all ranges in the model are UTF-8 offsets into it.
    public var text: String
    /// The feature enum (`enum Offers` inside `extension L10nKey`), or, when the file only
    /// extends it, the first `extension L10nKey.Offers` body.
    public var featureEnum: KeyContainer?
    /// Enums below the feature (and `extension L10nKey.Offers.List` bodies), in file order.
    public var sections: [KeyContainer]
    /// Every accessor in file order.
    public var accessors: [KeyAccessor]
    /// `keyfile-syntax` errors; see ``isEditable``.
    public var diagnostics: [Diagnostic]

    public init(
        path: String, text: String, featureEnum: KeyContainer?, sections: [KeyContainer],
        accessors: [KeyAccessor], diagnostics: [Diagnostic]
    ) {
        self.path = path
        self.text = text
        self.featureEnum = featureEnum
        self.sections = sections
        self.accessors = accessors
        self.diagnostics = diagnostics
    }

    /// Only a file that was understood completely may be edited: anything the reader did not
    /// understand could be damaged by an insertion.
    public var isEditable: Bool { diagnostics.isEmpty }
}

/// An enum (or an extension of one) below `L10nKey` that holds accessors or sections.
public struct KeyContainer: Sendable, Hashable {
    /// The enum's name, or the last component of the extended type.
    public var name: String
    /// The full path below `L10nKey`, e.g. `["Offers", "EmptyState"]`.
    public var path: [String]
    /// True for `extension L10nKey.Offers.List { }` bodies, false for `enum List { }`.
    public var isExtension: Bool
    /// Where the name is.
    public var location: SourceLocation
    /// Bytes from the first attribute or modifier through the closing brace.
    public var declarationRange: Range<Int>
    /// Where the comments directly above the declaration start (see ``KeyAccessor/leadingCommentsStart``).
    public var leadingCommentsStart: Int
    /// Bytes between the braces.
    public var bodyRange: Range<Int>
    /// The accessors declared directly in this body, in file order.
    public var accessors: [KeyAccessor]

    public init(
        name: String, path: [String], isExtension: Bool, location: SourceLocation,
        declarationRange: Range<Int>, leadingCommentsStart: Int, bodyRange: Range<Int>,
        accessors: [KeyAccessor]
    ) {
        self.name = name
        self.path = path
        self.isExtension = isExtension
        self.location = location
        self.declarationRange = declarationRange
        self.leadingCommentsStart = leadingCommentsStart
        self.bodyRange = bodyRange
        self.accessors = accessors
    }

    /// The offset of the closing `}`.
    public var closingBraceOffset: Int { bodyRange.upperBound }
}

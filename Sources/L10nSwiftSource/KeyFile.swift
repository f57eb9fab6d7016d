import L10nCore
/// A parsed `L10nKey+<feature>.swift` file: what it declares and where, so that tools can
/// check it against its catalog and edit it in place.
package struct KeyFile: Sendable {
    /// The path as the caller named it; used in diagnostics.
    package var path: String
    /// The original text, byte for byte; all ranges in the model are UTF-8 offsets into it.
    /// A file read from its bytes (`check`, `sync`) decodes the whole text each time it is asked:
    /// they work on ``utf8`` instead.
    package var text: String {
        get { source.string }
        set { source = .string(newValue) }
    }
    /// The text's UTF-8: the bytes the file was read from, as they are (no copy), or the text's.
    /// An editor of a file read from its bytes (`sync`) works on these and never decodes them.
    package var utf8: [UInt8] { source.utf8 }
    /// The text as given, or the valid UTF-8 bytes it was read from: `check` never asks for
    /// the text, which at 200,000 accessors is a second copy of a 40 MB file beside its bytes.
    private var source: KeyFileText
    /// The feature enum (`enum Offers` inside `extension L10nKey`), or, when the file only
    /// extends it, the first `extension L10nKey.Offers` body.
    package var featureEnum: KeyContainer?
    /// Enums below the feature (and `extension L10nKey.Offers.List` bodies), in file order.
    package var sections: [KeyContainer]
    /// Every accessor in file order.
    package var accessors: [KeyAccessor]
    /// `keyfile-syntax` errors; see ``isEditable``.
    package var diagnostics: [Diagnostic]

    package init(
        path: String, text: String, featureEnum: KeyContainer?, sections: [KeyContainer],
        accessors: [KeyAccessor], diagnostics: [Diagnostic]
    ) {
        self.init(path: path, source: .string(text), featureEnum: featureEnum, sections: sections, accessors: accessors, diagnostics: diagnostics)
    }

    /// The same for a file whose text is `utf8`, valid UTF-8 (``KeyFileReader/read(utf8:path:)``,
    /// and the file an edit of such a file describes).
    package init(
        path: String, utf8: [UInt8], featureEnum: KeyContainer?, sections: [KeyContainer],
        accessors: [KeyAccessor], diagnostics: [Diagnostic]
    ) {
        self.init(path: path, source: .utf8(utf8), featureEnum: featureEnum, sections: sections, accessors: accessors, diagnostics: diagnostics)
    }

    private init(
        path: String, source: KeyFileText, featureEnum: KeyContainer?, sections: [KeyContainer],
        accessors: [KeyAccessor], diagnostics: [Diagnostic]
    ) {
        self.path = path
        self.source = source
        self.featureEnum = featureEnum
        self.sections = sections
        self.accessors = accessors
        self.diagnostics = diagnostics
    }

    /// The keys the accessors name. By index: mapping the accessors copied each one (its
    /// strings retained and released) to read its key.
    package var accessorKeys: Set<String> {
        var keys = Set<String>(minimumCapacity: accessors.count)
        for index in accessors.indices { keys.insert(accessors[index].key) }
        return keys
    }

    /// Only a file that was understood completely may be edited: anything the reader did not
    /// understand could be damaged by an insertion.
    package var isEditable: Bool { diagnostics.isEmpty }
}

/// An enum (or an extension of one) below `L10nKey` that holds accessors or sections.
package struct KeyContainer: Sendable, Hashable {
    /// The enum's name, or the last component of the extended type.
    package var name: String
    /// The full path below `L10nKey`, e.g. `["Offers", "EmptyState"]`.
    package var path: [String]
    /// True for `extension L10nKey.Offers.List { }` bodies, false for `enum List { }`.
    package var isExtension: Bool
    /// Where the name is.
    package var location: SourceLocation
    /// Bytes from the first attribute or modifier through the closing brace.
    package var declarationRange: Range<Int>
    /// Where the comments directly above the declaration start (see ``KeyAccessor/leadingCommentsStart``).
    package var leadingCommentsStart: Int
    /// Bytes between the braces.
    package var bodyRange: Range<Int>
    /// The accessors declared directly in this body, in file order.
    package var accessors: [KeyAccessor]

    package init(
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
    package var closingBraceOffset: Int { bodyRange.upperBound }
}

/// How generated accessors are written, for new files and for insertions into existing ones.
/// Commands fill it from their flags (`--access`, `--bundle`, `--doc-comments`, `--insert`);
/// each value matches a key a configuration file can set (`access`, `bundle`, `docComments`,
/// `insert`).
package struct GenerationStyle: Sendable, Hashable {
    /// The access level of new declarations.
    package var access: AccessLevel
    /// The bundle accessors look their table up in.
    package var bundle: AccessorBundle
    /// Whether new accessors get a `///` comment with the source text.
    package var docComments: DocComments
    /// Where new accessors and sections go in an existing file.
    package var insertion: Insertion

    package init(
        access: AccessLevel = .internal, bundle: AccessorBundle = .main, docComments: DocComments = .auto,
        insertion: Insertion = .keyOrder
    ) {
        self.access = access
        self.bundle = bundle
        self.docComments = docComments
        self.insertion = insertion
    }

    package enum DocComments: String, Sendable, Hashable, CaseIterable {
        /// In new files, and in existing files that already document an accessor.
        case auto
        case always
        case never
    }

    package enum Insertion: String, Sendable, Hashable, CaseIterable {
        /// In key order where the enum's accessors (or the feature's sections) are sorted,
        /// else at the end of the enum: the file's own order either way.
        case keyOrder
        /// Always at the end of the enum.
        case append
    }

    /// Whether new accessors get doc comments in a file whose accessors are as described: one
    /// whose accessors have none gains none, unless asked.
    func documents(fileHasAccessors: Bool, fileHasDocComments: Bool) -> Bool {
        switch docComments {
        case .always: true
        case .never: false
        case .auto: !fileHasAccessors || fileHasDocComments
        }
    }
}

/// The bundle that holds a feature's catalog (`--bundle`).
package enum AccessorBundle: String, Sendable, Hashable, CaseIterable {
    /// The app's main bundle: `LocalizedStringResource`'s default, so no argument is written.
    case main
    /// A Swift package target's resources: `bundle: .atURL(Bundle.module.bundleURL)`, which
    /// every SDK with `LocalizedStringResource` accepts (`bundle: .module` needs Xcode 26's
    /// `Bundle` overloads).
    case module
    /// Xcode 26's `#bundle` macro: the bundle of whatever target the code is compiled into.
    case macro = "#bundle"
}

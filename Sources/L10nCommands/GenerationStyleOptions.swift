import L10nGeneration
/// The options of every command that writes accessors (`generate`, `sync`, `add`, `extract`,
/// `init`), declared once so they are spelled and documented alike. Their values reach a
/// command as `context.configuration.generationStyle`, merged with `.l10n.json` by
/// `SettingOptions`.
enum GenerationStyleOptions {
    static let access = Option<AccessLevel>(
        "access", valueName: "level", help: "The access level of generated declarations.", default: AccessLevel.internal.rawValue)
    static let bundle = Option<AccessorBundle>(
        "bundle", valueName: "bundle",
        help: "The bundle accessors read their catalog from: main (the app), module (a Swift package target), or #bundle (Xcode 26's macro).",
        default: AccessorBundle.main.rawValue)
    static let docComments = Option<GenerationStyle.DocComments>(
        "doc-comments", valueName: "when",
        help: "Document new accessors with their text: auto (in new files and files that already document accessors), always or never.",
        default: GenerationStyle.DocComments.auto.rawValue)
    static let insert = Option<GenerationStyle.Insertion>(
        "insert", valueName: "order",
        help: "Where new accessors and sections go: keyOrder (in key order where the file is sorted, else at the end) or append (at the end).",
        default: GenerationStyle.Insertion.keyOrder.rawValue)

    static let specs = [access.spec, bundle.spec, docComments.spec, insert.spec]
}

extension AccessorBundle: ArgumentValue {
    package static var allValueTexts: [String]? { allCases.map(\.rawValue) }

    package init(argument text: String) throws(ArgumentValueError) {
        self = try Self.choice(text)
    }
}

extension GenerationStyle.DocComments: ArgumentValue {
    package static var allValueTexts: [String]? { allCases.map(\.rawValue) }

    package init(argument text: String) throws(ArgumentValueError) {
        self = try Self.choice(text)
    }
}

extension GenerationStyle.Insertion: ArgumentValue {
    package static var allValueTexts: [String]? { allCases.map(\.rawValue) }

    package init(argument text: String) throws(ArgumentValueError) {
        self = try Self.choice(text)
    }
}

extension CaseIterable where Self: RawRepresentable<String> {
    /// The case spelled `text`, or the error that lists every spelling.
    fileprivate static func choice(_ text: String) throws(ArgumentValueError) -> Self {
        guard let value = Self(rawValue: text) else {
            throw ArgumentValueError("use one of \(allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        return value
    }
}

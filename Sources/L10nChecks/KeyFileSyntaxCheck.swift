import L10nCore
import L10nSwiftSource
/// A key file the reader cannot fully understand might hide accessors, or be damaged by an
/// edit, so what the reader could not read is reported where it stopped.
package enum KeyFileSyntaxCheck: KeyFileCheck {
    package static let description = CheckDescription(
        id: KeyFileReader.syntaxCheckID, name: "Key file syntax", severity: .error,
        summary: "The key file must be Swift that l10n can read: enums below L10nKey holding LocalizedStringResource accessors.",
        examples: [
            wellFormedExample(),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {} } }"#,
                keyFile: shopHomeKeyFile(
                    #"static let title = LocalizedStringResource(↓)"#)),
        ])

    package static func check(_ input: FeatureCheckInput) -> [Diagnostic] {
        input.keyFile?.diagnostics ?? []
    }

    /// Invalid bytes were replaced to read the rest of the file; editing it would corrupt them.
    /// Worded once, by the reader, so check, generate, sync and add report it alike.
    static func notUTF8(path: String) -> Diagnostic {
        KeyFileReader.notUTF8Diagnostic(path: path)
    }
}

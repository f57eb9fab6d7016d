import L10nCore
/// Each feature's keys live in the feature's own catalog, so the catalog a key is in can be
/// found from the key alone.
package enum KeyFeatureCheck: EntryCheck {
    package static let description = CheckDescription(
        id: "key-feature", name: "Key feature", severity: .error,
        summary: "A key's first segment must be its catalog's feature: the file name, lowercased (SignIn.xcstrings → signin).",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "signin.form.email" : {} } }
                """, fileName: "SignIn.xcstrings"),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "signin.form.email" : {}, ↓"profile.form.email" : {} } }
                """, fileName: "SignIn.xcstrings"),
        ])

    package static let namesNoLanguage = true

    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        input.entries.compactMap { entry in
            KeyRules.featureViolation(of: entry.key, featurePrefix: input.feature).map {
                diagnostic(
                    KeyRules.catalogMessage(key: entry.key, violation: $0, catalogPath: input.path),
                    at: entry.position, in: input, key: entry.key)
            }
        }
    }
}

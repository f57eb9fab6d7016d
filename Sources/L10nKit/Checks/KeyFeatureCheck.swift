/// Each feature's keys live in the feature's own catalog, so the catalog a key is in can be
/// found from the key alone.
public enum KeyFeatureCheck: CatalogCheck {
    public static let description = CheckDescription(
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

    public static func check(_ input: CatalogCheckInput) -> [Diagnostic] {
        let fileName = input.path.split(separator: "/").last.map(String.init) ?? input.path
        return input.entries.compactMap { entry in
            // A key without a dot has no feature segment, and one that is only wrongly cased
            // (`SignIn.…` in SignIn.xcstrings) is in the right file: key-format reports both.
            guard let dot = entry.key.firstIndex(of: "."), entry.key[..<dot].lowercased() != input.feature else { return nil }
            let feature = entry.key[..<dot]
            return diagnostic(
                "Key '\(entry.key)' belongs to feature '\(feature)' but is in \(fileName); move it to the '\(feature)' catalog or rename it to start with '\(input.feature).'.",
                at: entry.position, in: input, key: entry.key)
        }
    }
}

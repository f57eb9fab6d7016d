import L10nCore
import L10nSwiftSource
import L10nProject
import L10nAccessors
/// A catalog key whose accessor would take a name the key file already gives something else
/// gets no accessor from generate or sync; this check says so before either runs, in the same
/// words, at the same place, as they do when they refuse it.
package enum KeyFileIdentifierCollisionCheck: KeyFileCheck {
    package static let description = CheckDescription(
        id: DiagnosticIDs.identifierCollision, name: "Key file identifier collision", severity: .error,
        summary: "A key without accessor must have a name generate can give it: not one its enum already uses (filter_all next to filterAll), nor a section enum hiding a type the file uses.",
        examples: [
            wellFormedExample(),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.theTitle" : {}, "shop.home.the_title" : {} } }"#,
                keyFile: """
                    extension L10nKey {
                        enum Shop {
                            enum ↓Home {
                                static let theTitle = LocalizedStringResource("shop.home.theTitle", table: "Shop")
                            }
                        }
                    }
                    """),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.name" : {}, "shop.string.title" : {} } }"#,
                keyFile: """
                    extension L10nKey {
                        enum Shop {
                            static func joined(_ parts: [↓String]) -> String { parts.joined(separator: " ") }

                            enum Home {
                                static func name(_ arg1: String) -> LocalizedStringResource {
                                    LocalizedStringResource("shop.home.name", defaultValue: "\\(arg1)", table: "Shop")
                                }
                            }
                        }
                    }
                    """),
        ])

    package static let readsCatalogKeys = true

    package static func check(_ input: FeatureCheckInput) -> [Diagnostic] {
        input.identifierCollisions
    }

    /// What generate's key-file editor refuses when it adds the accessors `keyFile` lacks: the
    /// placement the editor follows decides, so check, generate and sync cannot disagree. Keys generate
    /// refuses for another reason (`format-specifier`, `probable-rename`) are not asked for.
    /// `withoutAccessor` holds the catalog's keys no accessor names, in the catalog's order
    /// (``FeatureCheckInput``).
    static func refusals(
        keyFile: KeyFile, catalog: CatalogCheckInput, feature: Feature, renamed: Set<String>, withoutAccessor: [CatalogKey]
    ) -> [Diagnostic] {
        // Asked of each set in turn: a union would copy the keys.
        var seen = Set<String>()
        let plans = withoutAccessor.compactMap { key -> AccessorPlan? in
            guard !renamed.contains(key.key), !catalog.keysWithoutTypedAccessor.contains(key.key), seen.insert(key.key).inserted else { return nil }
            return AccessorPlan(key: key.key, table: feature.table)
        }
        // A file without a feature enum to insert into is keyfile-section's finding. No plan's key
        // has an accessor (they are the keys none names), so no existing key is to be left out.
        guard !plans.isEmpty, let placement = try? AccessorPlacement(plans, in: keyFile, existingKeys: []) else { return [] }
        return placement.refusals
    }
}

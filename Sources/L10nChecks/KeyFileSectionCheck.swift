import L10nCore
import L10nAccessors
/// Accessors are found by their key's shape: `offers.list.title` is `L10nKey.Offers.List.title`.
/// One in another enum is hard to find and breaks that promise for everyone reading call sites.
package enum KeyFileSectionCheck: KeyFileCheck {
    package static let description = CheckDescription(
        id: "keyfile-section", name: "Key file section", severity: .error,
        summary: "An accessor must sit in its feature's enum, in the section enum its key names (shop.home.title → L10nKey.Shop.Home).",
        examples: [
            .passing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.done" : {} } }"#,
                keyFile: """
                    extension L10nKey {
                        enum Shop {
                            static let done = LocalizedStringResource("shop.done", table: "Shop")
                            enum Home {
                                static let title = LocalizedStringResource("shop.home.title", table: "Shop")
                            }
                        }
                    }
                    """),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.cart.title" : {}, "shop.done" : {} } }"#,
                keyFile: shopHomeKeyFile(
                    #"static let ↓done = LocalizedStringResource("shop.done", table: "Shop")"#,
                    #"static let title = LocalizedStringResource("shop.home.title", table: "Shop")"#,
                    #"static let ↓cartTitle = LocalizedStringResource("shop.cart.title", table: "Shop")"#)),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {} } }"#,
                keyFile: """
                    extension L10nKey {
                        enum Store {
                            enum Home {
                                static let ↓title = LocalizedStringResource("shop.home.title", table: "Shop")
                            }
                        }
                    }
                    """),
        ])

    package static func check(_ input: FeatureCheckInput) -> [Diagnostic] {
        guard let keyFile = input.keyFile, var sectionPaths = input.sectionPaths else { return [] }
        let featureEnumName = sectionPaths.featureEnumName
        // By index: handing each accessor over copied it (its strings retained and released).
        let accessors = keyFile.accessors
        return accessors.indices.compactMap { index in
            let expected = sectionPaths.expected(forKey: accessors[index].key)
            guard accessors[index].sectionPath != expected else { return nil }
            let accessor = accessors[index]
            let target = qualifiedEnumName(expected)
            let message = if accessor.sectionPath.first != featureEnumName {
                "Key '\(accessor.key)' has its accessor `\(accessor.identifier)` outside `\(qualifiedEnumName([featureEnumName]))`; move it into `\(target)`."
            } else {
                "Key '\(accessor.key)' has its accessor `\(accessor.identifier)` in `\(qualifiedEnumName(accessor.sectionPath))`; move it to `\(target)`."
            }
            return diagnostic(message, path: keyFile.path, at: accessor.location, key: accessor.key)
        }
    }
}

extension KeyFileSectionCheck {
    /// Accessors must sit in their feature's enum, and the file at `path` has none to add them to.
    package static func missingFeatureEnum(named enumName: String, path: String) -> Diagnostic {
        Diagnostic(
            checkID: description.id, severity: description.severity,
            message: "the file declares no `enum \(enumName)` inside `extension L10nKey` to add accessors to; "
                + "add one, or delete the file to have it generated anew",
            path: path, location: SourceLocation(line: 1, column: 1))
    }
}

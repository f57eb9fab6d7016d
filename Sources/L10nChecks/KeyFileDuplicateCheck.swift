import L10nCore
import L10nSwiftSource
/// Two accessors for one key leave callers guessing which to use and drift apart when one is
/// edited; two members with one name in an enum do not compile.
package enum KeyFileDuplicateCheck: KeyFileCheck {
    package static let description = CheckDescription(
        id: "keyfile-duplicate", name: "Key file duplicate", severity: .error,
        summary: "A key must have one accessor, and an enum must not declare two accessors with the same name.",
        examples: [
            .passing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.cart.title" : {} } }"#,
                keyFile: """
                    extension L10nKey {
                        enum Shop {
                            enum Cart {
                                static let title = LocalizedStringResource("shop.cart.title", table: "Shop")
                            }
                            enum Home {
                                static let title = LocalizedStringResource("shop.home.title", table: "Shop")
                            }
                        }
                    }
                    """),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.home.subtitle" : {} } }"#,
                keyFile: shopHomeKeyFile(
                    #"static let title = LocalizedStringResource("shop.home.title", table: "Shop")"#,
                    #"static let ↓heading = LocalizedStringResource("shop.home.title", table: "Shop")"#,
                    #"static let ↓title = LocalizedStringResource("shop.home.subtitle", table: "Shop")"#)),
        ])

    package static func check(_ input: FeatureCheckInput) -> [Diagnostic] {
        guard let keyFile = input.keyFile else { return [] }
        // Indices, not accessors: a key file of thousands of accessors is checked on every run.
        var byKey: [String: [Int]] = [:]
        var byName: [QualifiedName: [Int]] = [:]
        var diagnostics: [Diagnostic] = []
        let accessors = keyFile.accessors
        // Accessors in exclusive `#if` branches are never compiled together, so they are no pair.
        func firstCompiledWith(_ accessor: KeyAccessor, among indices: [Int]?) -> KeyAccessor? {
            indices?.lazy.map { accessors[$0] }.first { !$0.excludes(accessor) }
        }
        for (index, accessor) in accessors.enumerated() {
            let name = QualifiedName(sectionPath: accessor.sectionPath, identifier: accessor.identifier)
            if let first = firstCompiledWith(accessor, among: byKey[accessor.key]) {
                // A copied accessor repeats its name too; one finding about the key says it all.
                diagnostics.append(diagnostic(
                    "Key '\(accessor.key)' already has the accessor `\(first.identifier)` on line \(first.location.line); delete this second one, `\(accessor.identifier)`, and use the first.",
                    path: keyFile.path, at: accessor.location, key: accessor.key))
            } else if let first = firstCompiledWith(accessor, among: byName[name]) {
                diagnostics.append(diagnostic(
                    "Key '\(accessor.key)' is exposed as `\(accessor.identifier)`, which `\(qualifiedEnumName(accessor.sectionPath))` already declares on line \(first.location.line) for '\(first.key)'; rename one of them.",
                    path: keyFile.path, at: accessor.location, key: accessor.key))
            }
            byKey[accessor.key, default: []].append(index)
            byName[name, default: []].append(index)
        }
        return diagnostics
    }

    /// `L10nKey.Shop.Home.title` without joining it into one string.
    private struct QualifiedName: Hashable {
        var sectionPath: [String]
        var identifier: String
    }
}

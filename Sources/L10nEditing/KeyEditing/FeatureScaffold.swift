import L10nCatalog
import L10nSwiftSource
import L10nProject
import L10nGeneration
/// `l10n init`: the files of a new feature, exactly as `sync` and Xcode would write them.
package enum FeatureScaffold {
    /// The namespace every key file extends.
    package static let namespaceFileName = "L10nKey.swift"

    package static let namespaceText = """
        import Foundation

        /// Namespace for the typed localization keys of every feature.
        ///
        /// Each feature extends it in `<Feature>/L10nKey+<feature>.swift`, next to the
        /// `<Feature>.xcstrings` catalog that holds the text.
        enum L10nKey {}

        """

    /// Why `name` cannot name a feature, or nil when it can: it becomes the catalog's name,
    /// the table and the enum, so it must be an UpperCamelCase identifier.
    package static func nameProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else {
            return "must start with an uppercase letter (A-Z)"
        }
        guard name.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }) else {
            return "may hold only letters and digits (A-Z, a-z, 0-9)"
        }
        guard name != "L10nKey" else { return "is the namespace's own name" }
        return nil
    }

    /// An empty catalog, byte for byte as Xcode creates it.
    package static func catalogBytes() -> [UInt8] {
        Catalog.empty().serialized()
    }

    /// The key file `sync` would generate for the empty catalog.
    package static func keyFileText(feature: Feature, path: String, style: GenerationStyle) -> String {
        KeyFileGenerator.generate(catalog: Catalog.empty(), feature: feature, existingText: nil, path: path, style: style).text ?? ""
    }

    /// Whether Swift source declares `enum L10nKey` (in code, not in a comment or string).
    package static func declaresNamespace(_ bytes: [UInt8]) -> Bool {
        guard String(decoding: bytes, as: UTF8.self).contains("L10nKey") else { return false }
        let lexed = SwiftLexer.tokenize(bytes)
        let significant = lexed.tokens.filter { !$0.isTrivia }
        return zip(significant, significant.dropFirst()).contains { keyword, name in
            lexed.text(of: keyword) == "enum" && name.kind == .identifier && lexed.text(of: name) == "L10nKey"
        }
    }
}

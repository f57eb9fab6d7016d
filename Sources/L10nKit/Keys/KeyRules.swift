/// The `key-format` and `key-feature` rules as the editing commands apply them before they
/// touch a key: `sync` leaves a key that breaks them alone, `add` refuses it.
public enum KeyRules {
    /// What is wrong with a key and how to fix it.
    public struct Violation: Hashable, Sendable {
        /// `key-format` or `key-feature`, so findings read like `l10n check`'s.
        public var checkID: String
        /// Follows "Key '…'": `has 2 dot-separated segments instead of 3`.
        public var problem: String
        /// What to do, as an imperative: `rename it to …`.
        public var fix: String
    }

    /// Why `key` is not a well-formed key at all (`key-format`), or nil when it is.
    public static func violation(of key: String) -> Violation? {
        violation(of: key, in: Feature(catalogName: String(key.prefix { $0 != "." })))
    }

    /// Why `key` may not be used in `feature`'s catalog, or nil when it may.
    public static func violation(of key: String, in feature: Feature) -> Violation? {
        if let problem = KeyFormatCheck.problem(in: key) {
            return Violation(
                checkID: KeyFormatCheck.description.id, problem: problem,
                fix: "rename it to '<feature>.<section>.<element>' in lowerCamelCase")
        }
        let keyFeature = String(key.prefix { $0 != "." })
        guard keyFeature == feature.keyPrefix else {
            return Violation(
                checkID: KeyFeatureCheck.description.id,
                problem: "belongs to feature '\(keyFeature)'",
                fix: "move it to the '\(keyFeature)' feature or rename it to start with '\(feature.keyPrefix).'")
        }
        return nil
    }
}

/// Check ids of findings that no registered check reports. Every other finding, from any
/// command, carries the id of the check in `CheckRegistry` that means the same thing, so
/// `--disable`, the README table and users' searches find it.
enum DiagnosticIDs {
    /// A catalog `sync`, `format` or `add` cannot rewrite: a JSON file without the `strings`
    /// object to edit, or one whose rewrite would have changed its content. Not a check:
    /// `l10n check` only reads, and reads such a file as a catalog without keys.
    static let catalogStructure = "catalog-structure"
}

/// Check ids of findings that no registered check reports. Every other finding, from any
/// command, carries the id of the check in `CheckRegistry` that means the same thing, so
/// `--disable`, the README table and users' searches find it.
package enum DiagnosticIDs {
    /// A catalog `sync`, `format` or `add` cannot rewrite: a JSON file without the `strings`
    /// object to edit, or one whose rewrite would have changed its content. Not a check:
    /// `l10n check` only reads, and reads such a file as a catalog without keys.
    package static let catalogStructure = "catalog-structure"

    /// Two catalog keys whose accessors would get the same Swift name, found while generating:
    /// the second key gets no accessor rather than broken code. Not a check of existing key
    /// files, where two accessors with one name are `keyfile-duplicate`.
    package static let identifierCollision = "keyfile-identifier-collision"
}

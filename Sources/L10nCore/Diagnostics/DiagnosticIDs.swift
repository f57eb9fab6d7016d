/// Check ids of findings that no registered check reports. Every other finding, from any
/// command, carries the id of the check in `CheckRegistry` that means the same thing, so
/// `--disable`, docs/checks.md and users' searches find it.
package enum DiagnosticIDs {
    /// A catalog `sync`, `format` or `add` cannot rewrite: a JSON file without the `strings`
    /// object to edit, or one whose rewrite would have changed its content. Not a check:
    /// `l10n check` only reads, and reads such a file as a catalog without keys.
    package static let catalogStructure = "catalog-structure"

    /// Two catalog keys whose accessors would get the same Swift name, found while generating:
    /// the second key gets no accessor rather than broken code. Not a check of existing key
    /// files, where two accessors with one name are `keyfile-duplicate`.
    package static let identifierCollision = "keyfile-identifier-collision"

    /// `l10n import`: a file names a catalog that is not here.
    package static let importUnknownCatalog = "import-unknown-catalog"
    /// `l10n import`: a unit names a key its catalog does not have.
    package static let importUnknownKey = "import-unknown-key"
    /// `l10n import`: a file is for a language neither the catalog nor `--languages` has.
    package static let importUnknownLanguage = "import-unknown-language"
    /// `l10n import`: a unit's form does not fit the key's text (plain text where it has
    /// variations, a substitution the source does not define, …).
    package static let importFormMismatch = "import-form-mismatch"
    /// `l10n import`: two units with one id and different translations; neither is chosen.
    package static let importConflict = "import-conflict"
    /// `l10n import`: something l10n cannot turn into catalog text (inline XLIFF markup, a
    /// file that is not a String Catalog).
    package static let importUnsupported = "import-unsupported"
    /// An XLIFF file that is not well-formed XML or not XLIFF 1.2.
    package static let xliffSyntax = "xliff-syntax"
    /// A CSV file that is not RFC 4180 or lacks the columns an import needs.
    package static let csvSyntax = "csv-syntax"
    /// `l10n migrate`: a `.strings` file Foundation could not read either.
    package static let stringsSyntax = "strings-syntax"
    /// `l10n migrate`: a `.stringsdict` that is not a property list, or uses a variable it does not define.
    package static let stringsdictSyntax = "stringsdict-syntax"
    /// `l10n migrate`: a translation that differs from the one the catalog already has (kept).
    package static let migrateConflict = "migrate-conflict"
}

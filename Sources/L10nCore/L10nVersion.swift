/// The version `l10n --version` prints.
package enum L10nVersion {
    package static let current = "0.1.0"
}

import L10nCore
import L10nAppCode
import L10nProject
/// A rule about the app's Swift code against the keys the features declare. Each check is one
/// type in one file, listed in `CheckRegistry.appCodeChecks`; it returns its findings and never
/// prints. They run when `check` found app code to read.
package protocol AppCodeCheck: Sendable {
    static var description: CheckDescription { get }
    static func check(_ input: AppCodeCheckInput) -> [Diagnostic]
}

/// The whole app as the app-code checks see it: what every checked feature declares, what
/// the Swift files use, and the index that joins them.
package struct AppCodeCheckInput: Sendable {
    /// What the files use, taken in file by file: no file's scan is kept.
    package var usage: KeyUsage
    package var options: CheckOptions

    package init(features: [FeatureFolder<DeclaredKeys>], scans: [AppCodeScan], options: CheckOptions) {
        self.init(usage: KeyUsage(features: features, scans: scans), options: options)
    }

    package init(usage: KeyUsage, options: CheckOptions) {
        self.usage = usage
        self.options = options
    }

    package var features: [FeatureFolder<DeclaredKeys>] { usage.features }
}

extension AppCodeCheck {
    /// A finding of this check, with the check's default severity unless told.
    static func diagnostic(
        _ message: String, path: String, at location: SourceLocation, key: String?, subject: String? = nil, severity: Severity? = nil
    ) -> Diagnostic {
        Diagnostic(
            checkID: description.id, severity: severity ?? description.severity, message: message,
            path: path, location: location, key: key, subject: subject)
    }

    /// The Shop catalog of the examples with `keys`, each with no content.
    static func shopCatalog(_ keys: String...) -> String {
        #"{ "sourceLanguage" : "en", "strings" : { "# + keys.map { #""\#($0)" : {}"# }.joined(separator: ", ") + " } }"
    }

    /// The key file the examples share: `L10nKey.Shop.Home`'s `title` and `subtitle`, as
    /// `l10n generate` writes them, with `extra` members after them.
    static func shopKeyFile(_ extra: String...) -> String {
        KeyFileMissingKeyCheck.shopHomeKeyFile(
            [#"static let title = LocalizedStringResource("shop.home.title", table: "Shop")"#,
             #"static let subtitle = LocalizedStringResource("shop.home.subtitle", table: "Shop")"#] + extra)
    }
}

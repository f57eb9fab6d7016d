@testable import L10nCore
@testable import L10nCatalog
@testable import L10nChecks

/// Runs one check, alone, on a catalog written inline, through the checker that `l10n check`
/// runs: a check sees in its tests exactly what it sees in production.
func findings(of check: CheckDescription, in json: String, fileName: String = "Shop.xcstrings", options: CheckOptions = CheckOptions()) throws -> [Diagnostic] {
    var onlyThisCheck = options
    onlyThisCheck.disabled = Set(CheckRegistry.ids).subtracting([check.id])
    return Checker.check(catalogs: [(path: fileName, bytes: Array(json.utf8))], options: onlyThisCheck).diagnostics
}

func findings(of check: any EntryCheck.Type, in json: String, fileName: String = "Shop.xcstrings", options: CheckOptions = CheckOptions()) throws -> [Diagnostic] {
    try findings(of: check.description, in: json, fileName: fileName, options: options)
}

func findings(of check: any CatalogCheck.Type, in json: String, fileName: String = "Shop.xcstrings", options: CheckOptions = CheckOptions()) throws -> [Diagnostic] {
    try findings(of: check.description, in: json, fileName: fileName, options: options)
}

/// A one-entry catalog whose `localizations` object is `localizations`.
func catalog(key: String = "shop.cart.count", localizations: String) -> String {
    #"{ "sourceLanguage" : "en", "strings" : { ""# + key + #"" : { "extractionState" : "manual", "localizations" : { "# + localizations + " } } } }"
}

/// `"en" : { "stringUnit" : { "state" : "translated", "value" : "…" } }`
func unit(_ language: String, _ value: String, state: String = "translated") -> String {
    #""\#(language)" : { "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
}

/// `"es" : { "variations" : { "plural" : { "one" : …, "other" : … } } }`
func plural(_ language: String, _ cases: [(String, String)]) -> String {
    let members = cases.map { #""\#($0.0)" : { "stringUnit" : { "state" : "translated", "value" : "\#($0.1)" } }"# }
    return #""\#(language)" : { "variations" : { "plural" : { "# + members.joined(separator: ", ") + " } } }"
}

@testable import L10nCore
@testable import L10nCatalog
@testable import L10nChecks

/// Runs one check on a catalog written inline.
func findings(of check: any CatalogCheck.Type, in json: String, fileName: String = "Shop.xcstrings", options: CheckOptions = CheckOptions()) throws -> [Diagnostic] {
    let input = CatalogCheckInput(path: fileName, catalog: try Catalog(bytes: Array(json.utf8)), options: options)
    return check.check(input).sorted(by: Diagnostic.reportOrder)
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

import Foundation
import Testing
@testable import L10nChecks

/// A catalog the size of a large app's, to keep the checks free of quadratic work.
@Suite struct LargeCatalogTests {
    static let languages = ["en", "es"] + (0..<38).map { "x\($0)" }

    /// `keys` entries, each in every language, every tenth one a plural with a placeholder.
    static func largeCatalog(keys: Int) -> [UInt8] {
        var text = #"{"sourceLanguage":"en","strings":{"#
        for index in 0..<keys {
            if index > 0 { text += "," }
            text += #""big.section.element\#(index)":{"extractionState":"manual","localizations":{"#
            text += languages.map { language in
                if index % 10 == 0 {
                    return #""\#(language)":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld thing"}},"other":{"stringUnit":{"state":"translated","value":"%lld things \#(language)"}}}}}"#
                }
                return #""\#(language)":{"stringUnit":{"state":"translated","value":"Text %@ \#(index) \#(language)"}}"#
            }.joined(separator: ",")
            text += "}}"
        }
        return Array((text + #"},"version":"1.0"}"#).utf8)
    }

    @Test func fiveThousandKeysInFortyLanguagesAreCheckedCleanly() {
        let bytes = Self.largeCatalog(keys: 5_000)
        let run = Checker.check(catalogs: [(path: "Big.xcstrings", bytes: bytes)])
        #expect(run.keys == 5_000)
        // Only es's plural lacks `many`; unknown `x…` languages need nothing beyond `other`.
        #expect(run.diagnostics.count == 500)
        #expect(run.diagnostics.allSatisfy { $0.checkID == "plural-forms" && $0.language == "es" })
    }
}

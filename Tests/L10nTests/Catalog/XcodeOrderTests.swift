import Foundation
import Testing
import L10nCatalog

/// Xcode's key order, the one `format --sort`, `add` and `merge` place keys by, held to the
/// catalogs Xcode wrote.
@Suite struct XcodeOrderTests {
    /// Bark's catalog has keys out of Xcode's order (`thankYouSupport` before `expired`), an
    /// edit by hand the corpus README names; every other Xcode-written catalog is in order.
    static let handEdited: Set<String> = ["Finb__Bark__Bark__Localizable.xcstrings"]

    @Test(.enabled(if: Corpus.directory != nil, "../shared/corpus is not present"))
    func sortingLeavesEveryXcodeWrittenCatalogAsItIs() throws {
        let catalogs = Corpus.xcodeCatalogs.filter { !Self.handEdited.contains($0.lastPathComponent) }
        #expect(catalogs.count >= 20)
        for url in catalogs {
            let bytes = Array(try Data(contentsOf: url))
            #expect(try CatalogFormatter.format(bytes, sort: true) == bytes, "\(url.lastPathComponent)")
        }
    }

    /// Pairs in the order Xcode wrote them (files of the shared corpus) where the order of
    /// code points is the other way round: punctuation sorts as in Unicode collation (`_`
    /// before `:` and `$`, `(` before `%`), not by its byte.
    @Test(arguments: [
        ("__factory_default_name__", "%@"),  // LEOYoon-Tsaw/Chinendar Localizable
        ("DATETIME_PICKER", "DATETIME:%@"),  // Chinendar
        ("LOOKUP_RESULT_PROMPT", "LOOKUP${queryDate}"),  // Chinendar
        ("(last downloaded %@)", "%@ of %@"),  // Ranchero-Software/NetNewsWire Shared/Localizable
    ])
    func ordersPunctuationAsXcodeDoes(earlier: String, later: String) {
        #expect(XcodeOrder.areInIncreasingOrder(earlier, later))
        #expect(!XcodeOrder.areInIncreasingOrder(later, earlier))
        #expect(!earlier.utf8.lexicographicallyPrecedes(later.utf8))
    }
}

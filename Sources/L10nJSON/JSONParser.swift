import Foundation
import L10nCore

/// A strict RFC 8259 parser over UTF-8 bytes that keeps member order, duplicate keys,
/// number text and the position of every key.
///
/// It works on raw bytes rather than through `JSONSerialization` because that API loses
/// order and duplicates, and is slow on Linux for the tens of megabytes large catalogs reach.
package enum JSONParser {
    /// Deeper nesting is an error rather than a stack overflow; catalogs nest about ten levels.
    package static let maximumDepth = 512

    package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONDocument {
        var builder = JSONTreeBuilder()
        let outcome = try JSONReader.read(bytes, into: &builder)
        return JSONDocument(
            root: outcome.root, hasByteOrderMark: outcome.hasByteOrderMark, hasTrailingNewline: outcome.hasTrailingNewline,
            duplicateKeys: builder.duplicateKeys)
    }

    package static func parse(_ text: String) throws(JSONParseError) -> JSONDocument {
        try parse(Array(text.utf8))
    }
}

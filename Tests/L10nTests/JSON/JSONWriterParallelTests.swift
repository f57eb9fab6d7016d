import Foundation
import Testing
@testable import L10nJSON
@testable import L10nCatalog

/// A large document is written on two cores; the bytes must be those of one.
@Suite struct JSONWriterParallelTests {
    static let documents = [
        #"{"sourceLanguage":"en","strings":{"a":{"x":1},"b":[],"c":{}},"version":"1.0"}"#,
        #"{"strings":{"only":"one"}}"#,
        #"{"strings":{}}"#,
        "{}",
        #"{"a":{"one":1,"two":2},"b":{"x":{"y":[1,{"z":null}]},"w":true,"v":false}}"#,
        #"[1,2,{"a":"b"}]"#,
    ]

    @Test(arguments: documents)
    func twoCoresWriteWhatOneWrites(_ text: String) throws {
        var document = try JSONParser.parse(Array(text.utf8))
        for (bom, newline) in [(false, false), (true, true)] {
            document.hasByteOrderMark = bom
            document.hasTrailingNewline = newline
            #expect(JSONWriter.write(document, capacity: 0, parallelFrom: 0) == JSONWriter.write(document, capacity: 0, parallelFrom: .max))
        }
    }

    @Test(.enabled(if: Corpus.directory != nil, "../shared/corpus is not present"))
    func corpusCatalogsAreWrittenTheSame() throws {
        let corpus = try #require(Corpus.directory)
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path) where name.hasSuffix(".xcstrings") {
            guard let document = try? JSONParser.parse(Array(try Data(contentsOf: corpus.appendingPathComponent(name)))) else { continue }
            #expect(JSONWriter.write(document, capacity: 0, parallelFrom: 0) == JSONWriter.write(document, capacity: 0, parallelFrom: .max), "\(name)")
        }
    }
}

import Foundation
import Testing
@testable import L10nJSON

@Suite struct JSONReformatterTests {
    static let inputs = [
        #"{"a":{"b":[1,2,{"c":[]}],"d":{}},"e":"x\/y\u00e9\"\\\n","f":true,"g":null,"h":-1.5E3}"#,
        "[ ]",
        "{ \"a\" : [ { } , [ ] ] }\n",
        "\u{FEFF}{\"bom\":1}",
    ]

    @Test(arguments: inputs)
    func streamingMatchesTheTreeWriter(_ text: String) throws {
        let bytes = Array(text.utf8)
        #expect(try JSONReformatter.reformat(bytes).output == JSONWriter.write(JSONParser.parse(bytes)))
    }

    @Test func sampleCatalogsComeOutUnchanged() throws {
        for name in ["Offers", "Checkout", "SignIn"] {
            let bytes = try [UInt8](Data(contentsOf: PackagePaths.root.appendingPathComponent("Catalogs/\(name)/\(name).xcstrings")))
            #expect(try JSONReformatter.reformat(bytes).output == bytes)
        }
    }

    @Test func digestIgnoresLayoutAndEscapingButNotContent() throws {
        let digest = try JSONDigest.of(Array(#"{"a" : ["x/y", 1.0]}"#.utf8))
        #expect(try JSONDigest.of(Array("{\n\"a\":[\"x\\/y\",1.0]}".utf8)) == digest)
        for changed in [#"{"a" : ["x/y", 1]}"#, #"{"b" : ["x/y", 1.0]}"#, #"{"a" : ["x/", "y", 1.0]}"#, #"{"a" : [["x/y"], 1.0]}"#, #"{"a" : ["x/y", 1.0]}"# + "\n"] {
            #expect(try JSONDigest.of(Array(changed.utf8)) != digest, "\(changed)")
        }
        #expect(try JSONReformatter.reformat(Array("{\n\"a\":[\"x\\/y\",1.0]}".utf8)).digest == digest)
    }
}

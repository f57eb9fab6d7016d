import Foundation
import Testing
@testable import L10nCore
@testable import L10nJSON
@testable import L10nSwiftSource

/// Damaged catalogs, as merges and hand edits leave them: whatever the bytes, the parser either
/// reads them or points at a byte inside the file, and its three consumers agree.
@Suite struct JSONMutationTests {
    /// Seeded, so a failure names a seed that reproduces it.
    typealias Generator = SeededGenerator

    static let interesting: [UInt8] = Array("{}[]\",:\\ \n\t0-e.tfnu".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xE2, 0xED, 0xF0, 0xFF]

    func mutate(_ bytes: [UInt8], with generator: inout Generator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes[index] = Self.interesting.randomElement(using: &generator)!
            case 1: bytes.remove(at: index)
            case 2: bytes.insert(Self.interesting.randomElement(using: &generator)!, at: index)
            default: bytes.removeSubrange(index..<min(bytes.count, index + Int.random(in: 1...40, using: &generator)))
            }
        }
        return bytes
    }

    @Test func damagedCatalogsNeverCrashAndErrorsPointInsideTheFile() throws {
        let original = try [UInt8](Data(contentsOf: PackagePaths.root.appendingPathComponent("Catalogs/Offers/Offers.xcstrings")))
        var generator = Generator(state: 2026)
        var parsed = 0
        for round in 0..<1500 {
            let bytes = mutate(original, with: &generator)
            let lineCount = bytes.count(where: { $0 == 0x0A }) + 1
            do {
                let document = try JSONParser.parse(bytes)
                parsed += 1
                let reformatted = try JSONReformatter.reformat(bytes)
                #expect(reformatted.output == JSONWriter.write(document), "round \(round)")
                #expect(try JSONDigest.of(reformatted.output) == JSONDigest.of(document), "round \(round)")
            } catch {
                #expect(error.offset >= 0 && error.offset <= bytes.count, "round \(round)")
                #expect((1...lineCount).contains(error.location.line), "round \(round)")
                #expect(error.location.column >= 1, "round \(round)")
                #expect(throws: JSONParseError.self, "round \(round)") { try JSONReformatter.reformat(bytes) }
            }
        }
        // Some damage (inside a string, say) leaves valid JSON: both paths get exercised.
        #expect(parsed > 50)
    }

    @Test func damagedKeyFilesNeverCrashTheReader() throws {
        let original = try [UInt8](Data(contentsOf: PackagePaths.root.appendingPathComponent("Catalogs/SignIn/L10nKey+signin.swift")))
        var generator = Generator(state: 7)
        for _ in 0..<800 {
            let text = String(decoding: mutate(original, with: &generator), as: UTF8.self)
            let file = KeyFileReader.read(text: text, path: "L10nKey+signin.swift")
            for diagnostic in file.diagnostics {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
            }
        }
    }
}

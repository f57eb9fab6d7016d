import Foundation
import Testing

@Suite(.tags(.endToEnd)) struct FormatEndToEndTests {
    static let offers = PackagePaths.root.appendingPathComponent("Catalogs/Offers/Offers.xcstrings")

    /// A project with one formatted catalog, one minified and one that is not JSON.
    func makeProject() throws -> (folder: URL, formatted: [UInt8]) {
        let folder = try TempDirectory.make("format")
        let formatted = try [UInt8](Data(contentsOf: Self.offers))
        try TempDirectory.write(String(decoding: formatted, as: UTF8.self), to: "Catalogs/Offers/Offers.xcstrings", in: folder)
        try TempDirectory.write(String(decoding: JSONReshaping.minified(formatted), as: UTF8.self), to: "Catalogs/Shop/Shop.xcstrings", in: folder)
        try TempDirectory.write("{\n  \"sourceLanguage\" : \"en\",\n}", to: "Catalogs/Broken/Broken.xcstrings", in: folder)
        return (folder, formatted)
    }

    func bytes(_ path: String, in folder: URL) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: folder.appendingPathComponent(path)))
    }

    @Test func checkListsFilesWritesNothingAndReportsUnreadableOnes() throws {
        let (folder, _) = try makeProject()
        let shopBefore = try bytes("Catalogs/Shop/Shop.xcstrings", in: folder)
        let result = try L10nBinary.run(["format", "--check"], in: folder)
        #expect(result.stdout == """
            Catalogs/Shop/Shop.xcstrings: needs formatting
            1 of 3 catalogs would be reformatted; run 'l10n format' to apply. 1 could not be read.

            """)
        #expect(result.stderr == "Catalogs/Broken/Broken.xcstrings:2:26: error: trailing comma before '}'; remove the comma [json-syntax]\n")
        #expect(result.exitCode == 2)
        #expect(try bytes("Catalogs/Shop/Shop.xcstrings", in: folder) == shopBefore)
    }

    @Test func formatRestoresXcodeBytesAndLeavesBrokenFilesAlone() throws {
        let (folder, formatted) = try makeProject()
        let brokenBefore = try bytes("Catalogs/Broken/Broken.xcstrings", in: folder)
        let result = try L10nBinary.run(["format"], in: folder)
        #expect(result.stdout == "Reformatted Catalogs/Shop/Shop.xcstrings\nReformatted 1 of 3 catalogs. 1 could not be read.\n")
        #expect(result.stderr == "Catalogs/Broken/Broken.xcstrings:2:26: error: trailing comma before '}'; remove the comma [json-syntax]\n")
        #expect(result.exitCode == 2)
        #expect(try bytes("Catalogs/Shop/Shop.xcstrings", in: folder) == formatted)
        #expect(try bytes("Catalogs/Broken/Broken.xcstrings", in: folder) == brokenBefore)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Catalogs/Shop").path)
        #expect(leftovers == ["Shop.xcstrings"])
    }

    @Test func formattedFilesAreNotRewritten() throws {
        let (folder, _) = try makeProject()
        let path = folder.appendingPathComponent("Catalogs/Offers/Offers.xcstrings").path
        let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        let result = try L10nBinary.run(["format", "Catalogs/Offers"], in: folder)
        #expect(result.stdout == "1 of 1 catalog already formatted.\n")
        #expect(result.exitCode == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == before)
    }

    @Test func checkPassesOnTheSampleApp() throws {
        let result = try L10nBinary.run(["format", "--check"], in: PackagePaths.root)
        #expect(result.stdout == "5 of 5 catalogs already formatted.\n")
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
    }

    @Test func keepsByteOrderMarkAndFinalNewline() throws {
        let folder = try TempDirectory.make("format-bom")
        let url = folder.appendingPathComponent("Bom.xcstrings")
        try Data([0xEF, 0xBB, 0xBF] + Array("{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"}\n".utf8)).write(to: url)
        let result = try L10nBinary.run(["format", "Bom.xcstrings"], in: folder)
        #expect(result.exitCode == 0)
        #expect(try [UInt8](Data(contentsOf: url)) == [0xEF, 0xBB, 0xBF] + Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n".utf8))
    }

    @Test func missingPathIsAnError() throws {
        let folder = try TempDirectory.make("format-missing")
        let result = try L10nBinary.run(["format", "Nope"], in: folder)
        #expect(result.stderr == "Error: No such file or folder: 'Nope'. Check the spelling, or run l10n from the folder that contains it.\n")
        #expect(result.exitCode == 2)
    }
}

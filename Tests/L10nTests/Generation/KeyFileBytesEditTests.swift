import Testing
@testable import L10nCore
@testable import L10nSwiftSource
@testable import L10nGeneration
@testable import L10nAccessors

/// `sync` reads a key file from its bytes and writes the edit's bytes: the file is edited on
/// the bytes read, never decoded into a `String`, and what it writes, and checks as the edit
/// describes it, is the one array the edit made (at 200,000 accessors each copy is 40 MB).
@Suite struct KeyFileBytesEditTests {
    private static let text = """
        // Shop's keys.
        extension L10nKey {
            enum Shop {
                enum Basket {
                    /// Totäl
                    static let total = LocalizedStringResource("shop.basket.total", table: "Shop")
                }
            }
        }

        """

    private static let plans = [
        AccessorPlan(key: "shop.basket.count", table: "Shop", docComment: ["Cöunt"]),
        AccessorPlan(key: "shop.help.title", table: "Shop", docComment: ["Help"]),
    ]

    private static func address(_ bytes: [UInt8]) -> UnsafeRawPointer? {
        bytes.withUnsafeBytes { $0.baseAddress }
    }

    @Test func aFileReadFromItsBytesIsEditedOnThemAndItsEditIsTheBytesWritten() throws {
        let bytes = Array(Self.text.utf8)
        let file = KeyFileReader.read(utf8: bytes, path: "Shop/L10nKey+shop.swift")
        // The file holds the bytes it was read from, not a copy.
        #expect(Self.address(file.utf8) == Self.address(bytes))

        let (generation, edit) = KeyFileGenerator.generateEdit(
            plans: Self.plans, catalogName: "Shop", existing: file, path: file.path, style: GenerationStyle())
        guard case .utf8(let written)? = generation.content else {
            Issue.record("an edit of bytes gives its bytes, not a String: \(String(describing: generation.content))")
            return
        }
        // The file as the edit describes it holds the very bytes written.
        let inserted = try #require(edit)
        let edited = try #require(InsertedDeclarations.describe(file, inserted))
        #expect(Self.address(edited.utf8) == Self.address(written))
        #expect(generation.utf8.map(Self.address) == Self.address(written))

        // The same text, byte for byte, as the edit of the file read from its text.
        let fromText = KeyFileGenerator.generateEdit(
            plans: Self.plans, catalogName: "Shop", existing: KeyFileReader.read(text: Self.text, path: file.path), path: file.path,
            style: GenerationStyle())
        #expect(fromText.generation == generation)
        #expect(generation.text == """
            // Shop's keys.
            extension L10nKey {
                enum Shop {
                    enum Basket {
                        /// Cöunt
                        static let count = LocalizedStringResource("shop.basket.count", table: "Shop")
                        /// Totäl
                        static let total = LocalizedStringResource("shop.basket.total", table: "Shop")
                    }

                    enum Help {
                        /// Help
                        static let title = LocalizedStringResource("shop.help.title", table: "Shop")
                    }
                }
            }

            """)
        #expect(edited.text == generation.text)
        #expect(edited.accessors.map(\.key) == ["shop.basket.count", "shop.basket.total", "shop.help.title"])
    }

    @Test func theSameTextIsEqualHoweverItWasMade() {
        let text = "enum Ä {}\r\n"
        #expect(KeyFileText.string(text) == KeyFileText.utf8(Array(text.utf8)))
        #expect(KeyFileText.string(text).hashValue == KeyFileText.utf8(Array(text.utf8)).hashValue)
        #expect(KeyFileText.utf8(Array(text.utf8)).string == text)
        #expect(KeyFileText.string(text).utf8 == Array(text.utf8))
        #expect(KeyFileText.string(text) != KeyFileText.utf8(Array("enum Ä {}\n".utf8)))
        // Bytes, not canonical equivalence: "é" composed and decomposed are different texts.
        #expect(KeyFileText.string("\u{E9}") != KeyFileText.string("e\u{301}"))
    }
}

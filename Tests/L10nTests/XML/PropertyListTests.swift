import Testing
@testable import L10nCore
@testable import L10nXML

/// The XML property list reader `migrate` reads `.stringsdict` files with.
@Suite struct PropertyListTests {
    private let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">

        """

    private func read(_ body: String) throws(XMLParseError) -> PropertyList {
        try PropertyList.read(Array((header + body).utf8))
    }

    private func failure(_ body: String) -> String? {
        do throws(XMLParseError) {
            _ = try read(body)
            return nil
        } catch {
            return "\(error.location.line):\(error.location.column): \(error.message)"
        }
    }

    @Test func everyValueKindWithKeysInFileOrder() throws {
        let plist = try read("""
            <plist version="1.0">
            <dict>
            \t<key>b</key>
            \t<string>text &amp; more</string>
            \t<key>a</key>
            \t<array><integer> 42 </integer><real>1.5</real><true/><false/><string/></array>
            \t<key>c</key>
            \t<dict/>
            </dict>
            </plist>
            """)
        #expect(plist.members?.map(\.key) == ["b", "a", "c"])
        #expect(plist["b"]?.string == "text & more")
        #expect(plist["b"]?.location == SourceLocation(line: 6, column: 10))
        guard case .array(let items, _)? = plist["a"] else {
            Issue.record("'a' is not an array")
            return
        }
        #expect(items == [
            .scalar(kind: "integer", text: "42", SourceLocation(line: 1, column: 1)), .scalar(kind: "real", text: "1.5", SourceLocation(line: 1, column: 1)),
            .boolean(true, SourceLocation(line: 1, column: 1)), .boolean(false, SourceLocation(line: 1, column: 1)), .string("", SourceLocation(line: 1, column: 1)),
        ])
        #expect(plist["c"]?.members?.isEmpty == true)
        #expect(plist["missing"] == nil)
    }

    @Test func problemsNameTheirPlace() {
        #expect(failure("<dict></dict>") == "3:1: the root element must be 'plist'")
        #expect(failure("<plist><dict><key>a</key></dict></plist>") == "3:8: the key 'a' has no value")
        #expect(failure("<plist><dict><string>a</string></dict></plist>") == "3:14: a dictionary value without a 'key' before it")
        #expect(failure("<plist><dict><key>a</key><key>b</key></dict></plist>") == "3:26: 'key' outside a dictionary, or two keys without a value between them")
        #expect(failure("<plist><dict><key>a</key><color/></dict></plist>") == "3:26: 'color' is not a property list element")
        #expect(failure("<plist></plist>") == "1:1: the property list holds no value")
        #expect(failure("<plist><dict>") != nil)
    }

    /// Hostile nesting is refused before it could exhaust the stack when the value is freed.
    @Test func nestingIsBounded() throws {
        let deep = 1_000
        let text = "<plist>" + String(repeating: "<array>", count: deep) + String(repeating: "</array>", count: deep) + "</plist>"
        #expect(failure(text) == "3:\(8 + 7 * PropertyList.maximumDepth): the property list nests deeper than 64 levels")
        let allowed = PropertyList.maximumDepth
        #expect(try read("<plist>" + String(repeating: "<array>", count: allowed) + String(repeating: "</array>", count: allowed) + "</plist>").location.line == 3)
    }

    @Test func utf16IsRefusedByTheXMLReader() {
        #expect(throws: XMLParseError.self) { try PropertyList.read([0xFF, 0xFE, 0x3C, 0x00]) }
    }
}

import Testing
@testable import L10nCore
@testable import L10nXML

@Suite struct XMLWriterTests {
    private func written(_ build: (inout XMLWriter) -> Void) -> String {
        var writer = XMLWriter()
        build(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// As Xcode writes them: `"` raw in text, escaped in attributes; tab and line feed raw in
    /// text, references in attributes; a carriage return a reference in both.
    @Test func escapesLikeXcode() {
        let text = "a<b>&\"c\"'d'\te\nf\rg"
        #expect(written { $0.element("t", attributes: [("id", text)], text: text) }
            == "<t id=\"a&lt;b&gt;&amp;&quot;c&quot;'d'&#9;e&#10;f&#13;g\">a&lt;b&gt;&amp;\"c\"'d'\te\nf&#13;g</t>")
    }

    /// XML 1.0 forbids them even as references (`&#27;`), so strict parsers would reject the file.
    @Test func charactersXMLCannotCarryBecomeReplacementCharacters() throws {
        let bytes = written { $0.element("t", attributes: [("a", "\u{0}\u{8}\u{B}\u{FFFE}")], text: "\u{C}\u{1F}\u{FFFF}") }
        #expect(bytes == "<t a=\"\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\">\u{FFFD}\u{FFFD}\u{FFFD}</t>")
        #expect(throws: Never.self) { try XMLReader.events(Array(bytes.utf8)) }
        #expect(!XMLWriter.canCarry("a\u{1B}b"))
        #expect(!XMLWriter.canCarry("\u{0}"))
        #expect(!XMLWriter.canCarry("\u{FFFF}"))
        #expect(XMLWriter.canCarry("tab\there\nline\r\u{FFFD}é"))
        #expect(written { $0.text("\u{0}\u{1}\u{1F}\u{FFFE}\u{FFFF}\u{FFFD}é") } == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}é")
    }

    @Test func emptyElementsAndIndentation() {
        #expect(written { writer in
            writer.indent(2)
            writer.startTag("note", isEmpty: true)
            writer.newline()
        } == "    <note/>\n")
    }

    /// Every string, written as text and as an attribute, reads back as itself.
    @Test(arguments: [
        "", "plain", "<tag attr=\"v\">&amp;</tag>", "  spaces  ", "\r\n\r", "\t\n", "emoji 😀 and é",
        "]]>", "&#13;",
    ])
    func roundTrips(_ value: String) throws {
        let bytes = written { $0.element("t", attributes: [("a", value)], text: value) }
        let events = try XMLReader.events(Array(bytes.utf8))
        #expect(events.first == .startElement(name: "t", attributes: [XMLAttribute(name: "a", value: value)], location: SourceLocation(line: 1, column: 1)))
        let text = events.compactMap { event -> String? in
            if case .text(let text, _) = event { return text }
            return nil
        }.joined()
        #expect(text.utf8.elementsEqual(value.utf8))
    }
}

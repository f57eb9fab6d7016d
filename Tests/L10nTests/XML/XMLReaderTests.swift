import Testing
@testable import L10nCore
@testable import L10nXML

@Suite struct XMLReaderTests {
    private func events(_ text: String) throws -> [XMLEvent] {
        try XMLReader.events(Array(text.utf8))
    }

    /// Element events and non-blank text only: what most assertions are about.
    private func outline(_ text: String) throws -> [String] {
        try events(text).compactMap { event in
            switch event {
            case .startElement(let name, let attributes, _):
                "<\(name)" + attributes.map { " \($0.name)=\($0.value)" }.joined() + ">"
            case .endElement(let name): "</\(name)>"
            case .text(let text, _): text.allSatisfy(\.isWhitespace) ? nil : "'\(text)'"
            }
        }
    }

    private func failure(_ text: String) -> XMLParseError? {
        do {
            _ = try XMLReader.events(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func elementsAttributesAndText() throws {
        #expect(try outline(#"<a x="1" y='2'><b>text</b><c/></a>"#) == ["<a x=1 y=2>", "<b>", "'text'", "</b>", "<c>", "</c>", "</a>"])
    }

    @Test func positionsAreLineAndUTF8Column() throws {
        let all = try events("<a>\n  <bé/><c\n/></a>")
        let starts = all.compactMap { event -> String? in
            if case .startElement(let name, _, let location) = event { return "\(name)@\(location)" }
            return nil
        }
        #expect(starts == ["a@1:1", "bé@2:3", "c@2:9"])
    }

    @Test func attributeOrderAndWhitespaceDoNotMatter() throws {
        let compact = try outline(#"<a one="1" two="2"/>"#)
        let spread = try outline("<a\n\t one = \"1\"\r\n   two\n=\n'2'   />")
        #expect(compact == ["<a one=1 two=2>", "</a>"])
        #expect(spread == compact)
    }

    @Test func referencesAreReplaced() throws {
        #expect(try outline("<a t=\"&lt;&amp;&gt;&quot;&apos;\">&lt;b&gt; &amp; &#233;&#xE9;&#X1F600; &quot;q&quot; &apos;</a>")
            == ["<a t=<&>\"'>", "'<b> & éé😀 \"q\" ''", "</a>"])
    }

    @Test func cdataCommentsAndProcessingInstructionsJoinTheText() throws {
        #expect(try outline("<a>one <![CDATA[<two> & &amp;]]><!-- a <comment> --> three<?pi data?> four</a>")
            == ["<a>", "'one <two> & &amp; three four'", "</a>"])
    }

    /// An attribute's value is copied a run of plain bytes at a time: runs before, between
    /// and after references, line breaks and the other quote, in any UTF-8, come out whole.
    @Test func attributeValuesAreCopiedWholeAroundWhatTheyReplace() throws {
        #expect(try outline("<a v=\"é'ü&amp;日本\r\nx\ty&#10;\" w='\"' e='' f='&lt;'/>")
            == ["<a v=é'ü&日本 x y\n w=\" e= f=<>", "</a>"])
    }

    @Test func lineBreaksAreNormalizedAsXMLRequires() throws {
        // Text: CR LF and CR become LF; a CR written as a reference stays. Attributes: each
        // break and tab becomes a space; references keep them.
        #expect(try outline("<a v=\"1\r\n2\t3&#10;4&#13;\">x\r\ny\rz&#13;w<![CDATA[c\r\nd]]></a>")
            == ["<a v=1 2 3\n4\r>", "'x\ny\nz\rwc\nd'", "</a>"])
    }

    @Test func prologAndEpilogAreSkipped() throws {
        let text = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <!-- leading comment -->
            <!DOCTYPE xliff PUBLIC "-//XLIFF//DTD XLIFF//EN" "http://www.oasis-open.org/committees/xliff/documents/xliff.dtd" [
              <!ENTITY brand "Shopwise">
              <!-- ] > inside a comment -->
              <!ATTLIST a b CDATA "]>">
            ]>
            <?editor setting="x"?>
            <a>body</a>
            <!-- trailing -->

            """
        #expect(try outline(text) == ["<a>", "'body'", "</a>"])
    }

    @Test func prefixedNamesKeepTheirPrefixAndExposeTheLocalName() throws {
        let all = try events(#"<x:a xmlns:x="urn:x" xml:space="preserve" x:state="new"/>"#)
        guard case .startElement(let name, let attributes, _) = all.first else {
            Issue.record("no start element")
            return
        }
        #expect(name == "x:a")
        #expect(name.localName == "a")
        #expect(attributes.value("state") == "new")
        #expect(attributes.value("space") == nil)
        #expect(attributes.value("xml:space") == "preserve")
    }

    /// A colon is a character of its own in ASCII; elsewhere a mark after it, or a prepended
    /// character before it, makes it part of another character, which is no prefix's end.
    @Test(arguments: [
        ("x:a", "a"), ("a", "a"), ("x:y:a", "a"), ("x:", ""), (":a", "a"), ("\u{600}:a", "\u{600}:a"), ("x:\u{301}a", "x:\u{301}a"),
        ("é:a", "a"), ("x:é", "é"), ("b:\u{600}:a", "\u{600}:a"),
    ])
    func localNamesAreWhatFollowsTheLastColonCharacter(name: String, local: String) {
        #expect(name.localName == local)
        #expect(name.localName.utf8.elementsEqual(local.utf8))
    }

    /// Few attributes are compared in turn, many through a set: a repeat is found either way.
    @Test(arguments: [2, 8, 9, 20])
    func aRepeatedAttributeIsFoundAmongAnyNumber(count: Int) throws {
        let names = (0..<count).map { "a\($0)" }
        let tag = "<e " + names.map { "\($0)='1'" }.joined(separator: " ")
        #expect(try XMLReader.events(Array((tag + "/>").utf8)).count == 2)
        for repeated in [names.first!, names.last!] {
            let text = tag + " \(repeated)='2'/>"
            #expect(throws: XMLParseError(message: "the attribute '\(repeated)' appears twice in '<e>'", location: SourceLocation(line: 1, column: tag.utf8.count + 2))) {
                try XMLReader.events(Array(text.utf8))
            }
        }
    }

    @Test(arguments: [
        ("<a><b></a>", "1:7: error: '</a>' does not close '<b>'; expected '</b>'"),
        ("<a>", "1:4: error: the file ends before '<a>' is closed; the file may be cut short"),
        ("<a></a><b/>", "1:8: error: a second root element; an XML file has exactly one"),
        ("text<a/>", "1:1: error: text before the root element"),
        ("<a/>\ntext", "2:1: error: text after the root element has closed"),
        ("", "1:1: error: the file has no root element"),
        ("<a x='1' x='2'/>", "1:10: error: the attribute 'x' appears twice in '<a>'"),
        ("<a x=1/>", "1:6: error: expected a quoted value for the attribute 'x'"),
        ("<a x='<'/>", "1:7: error: '<' in the value of the attribute 'x'; write it as '&lt;'"),
        ("<a x='1'y='2'/>", "1:9: error: expected a space, '>' or '/>' in the tag '<a'"),
        ("<a>&nbsp;</a>", "1:4: error: unknown entity '&nbsp;'; only &amp; &lt; &gt; &quot; &apos; and numeric references are read"),
        ("<a>fish & chips</a>", "1:9: error: '&' that starts no reference; write '&' in text as '&amp;'"),
        ("<a>&#xD800;</a>", "1:4: error: '&#xD800;' is not a valid character reference"),
        ("<a>&#99999999999;</a>", "1:4: error: '&#99999999999;' is not a valid character reference"),
        ("<a>&#1234567890123;</a>", "1:4: error: '&' that starts no reference; write '&' in text as '&amp;'"),
        ("<a>1 < 2</a>", "1:6: error: '<' that starts no element; write '<' in text as '&lt;'"),
        ("<a x='1' =''/>", "1:10: error: expected an attribute name"),
        ("<a>\u{01}</a>", "1:4: error: the control character U+0001 is not allowed in XML 1.0, even as a reference; remove it"),
        ("<a x='ab&amp;c\u{1F}'/>", "1:15: error: the control character U+001F is not allowed in XML 1.0, even as a reference; remove it"),
        ("<a x='é&lt;é<'/>", "1:15: error: '<' in the value of the attribute 'x'; write it as '&lt;'"),
        ("<a><!-- open</a>", "1:4: error: the comment is not closed with '-->'"),
        ("<a><![CDATA[open</a>", "1:4: error: the CDATA section is not closed with ']]>'"),
        ("<a></b>", "1:4: error: '</b>' does not close '<a>'; expected '</a>'"),
        ("</a>", "1:1: error: '</a>' closes no open element"),
        ("<1a/>", "1:2: error: a name cannot start with '1'"),
        ("<a><!ELEMENT x></a>", "1:4: error: unexpected '<!'; expected a comment, a CDATA section or an element"),
        ("<a/><!DOCTYPE a>", "1:5: error: a DOCTYPE may only come before the root element"),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "1:1: error: the file declares the encoding 'ISO-8859-1'; l10n reads UTF-8, so save the file as UTF-8"),
        ("<a>\n  <b x='1\n", "2:8: error: the value of the attribute 'x' is not closed"),
    ])
    func malformedInputIsReportedWhereItIs(text: String, expected: String) {
        #expect(failure(text)?.description == expected)
    }

    @Test func encodingsOtherThanUTF8AreRefused() {
        #expect(throws: XMLParseError(message: "the file is UTF-16; save it as UTF-8", location: SourceLocation(line: 1, column: 1))) {
            try XMLReader([0xFF, 0xFE, UInt8(ascii: "<"), 0])
        }
        #expect(throws: XMLParseError(message: "the file is not valid UTF-8", location: SourceLocation(line: 2, column: 4))) {
            try XMLReader(Array("<a>\n<b>".utf8) + [0xC3, 0x28] + Array("</b></a>".utf8))
        }
    }

    @Test func invalidUTF8IsFoundExactly() {
        #expect(UTF8Text.firstInvalidOffset(Array("aé😀中".utf8)) == nil)
        #expect(UTF8Text.firstInvalidOffset([0x61, 0xC0, 0x80]) == 1)       // overlong
        #expect(UTF8Text.firstInvalidOffset([0xED, 0xA0, 0x80]) == 0)       // surrogate
        #expect(UTF8Text.firstInvalidOffset([0xF4, 0x90, 0x80, 0x80]) == 0) // above U+10FFFF
        #expect(UTF8Text.firstInvalidOffset([0x61, 0x62, 0xE2, 0x82]) == 2) // cut short
    }

    /// The ASCII runs passed eight bytes at a time give the offset the standard library's
    /// decoder gives scalar by scalar: seeded texts of ASCII runs of every length around a word,
    /// valid sequences, and bad ones (stray continuations, overlong, surrogates, past U+10FFFF,
    /// cut short, at the very end) at every offset.
    @Test func invalidUTF8IsFoundWhereTheDecoderFindsIt() {
        func reference(_ bytes: [UInt8]) -> Int? {
            var iterator = bytes.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar): offset += scalar.count
                case .error: return offset
                case .emptyInput: return nil
                }
            }
        }
        let pieces: [[UInt8]] = [
            Array("é".utf8), Array("中".utf8), Array("😀".utf8), [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC3], [0xE2, 0x82],
            [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80], [0xFF], [0xFE],
        ]
        var generator = SeededGenerator(state: 2851)
        var found = 0
        for _ in 0..<4_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 6) {
                bytes += [UInt8](repeating: UInt8(ascii: "a") + UInt8(generator.next() % 26), count: Int(generator.next() % 20))
                if generator.next() % 3 != 0 { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
            }
            let expected = reference(bytes)
            #expect(UTF8Text.firstInvalidOffset(bytes) == expected, "\(bytes)")
            if expected != nil { found += 1 }
        }
        #expect(found > 1_000)
    }

    /// Nesting lives in an array, not on the call stack; it is still bounded, as the JSON
    /// reader's is, and the element past the limit is an error where it starts.
    @Test func deepNestingNeedsNoCallStackAndStopsAtTheLimit() throws {
        let depth = XMLReader.maximumDepth
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(try events(text).count == depth * 2)
        let deeper = String(repeating: "<a>", count: 50_000) + String(repeating: "</a>", count: 50_000)
        #expect(throws: XMLParseError(
            message: "elements nest deeper than 512 levels; an exchange file needs a handful", location: SourceLocation(line: 1, column: 3 * 512 + 1))) {
            try XMLReader.events(Array(deeper.utf8))
        }
    }

    /// Random bytes, and every cut and single-byte change of a real XLIFF file: each either
    /// reads or fails with a position inside the file, and never traps.
    @Test func hostileInputNeverTraps() throws {
        let sample = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2"><file original="a&amp;b" target-language="es"><body>
            <trans-unit id="k|==|plural.one" xml:space="preserve"><source>%lld é</source>
            <target state="new"><![CDATA[x]]>&#13;&lt;</target><!-- c --><note/></trans-unit>
            </body></file></xliff>
            """.utf8)
        var generator = JSONMutationTests.Generator(state: 16)
        var inputs: [[UInt8]] = []
        for cut in 0..<sample.count { inputs.append(Array(sample[..<cut])) }
        let interesting: [UInt8] = Array("<>&;\"'/=![]?-#x".utf8) + [0x00, 0x0D, 0xC3, 0xFF]
        for _ in 0..<2_000 {
            var mutated = sample
            mutated[Int.random(in: 0..<mutated.count, using: &generator)] = interesting.randomElement(using: &generator)!
            inputs.append(mutated)
        }
        for _ in 0..<300 {
            inputs.append((0..<Int.random(in: 0..<200, using: &generator)).map { _ in interesting.randomElement(using: &generator)! })
        }
        for input in inputs {
            do {
                _ = try XMLReader.events(input)
            } catch {
                let lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).count
                #expect((1...lines).contains(error.location.line) && error.location.column >= 1, "\(error)")
            }
        }
    }

    /// Lines are counted by jumping between line feeds: every element's place, and an error's
    /// after them, is the line and UTF-8 column a count of each byte before it gives, over
    /// lines of every length, with CRLF, multi-byte text and empty lines.
    @Test func everyPlaceIsItsLineAndColumn() throws {
        var text = "<?xml version=\"1.0\"?>\n<root>"
        for index in 0..<60 {
            text += String(repeating: index % 3 == 0 ? "\n" : "\r\n", count: index % 4)
            text += String(repeating: index % 2 == 0 ? "é" : " ", count: index % 23) + "<e\(index) a=\"\(index)\">t\(index)\n😀</e\(index)>"
        }
        text += "\n</root>\n"
        let bytes = Array(text.utf8)
        func place(of offset: Int) -> L10nCore.SourceLocation {
            let before = bytes[..<offset]
            let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            return SourceLocation(line: before.count(where: { $0 == 0x0A }) + 1, column: offset - lineStart + 1)
        }
        var checked = 0
        for event in try XMLReader.events(bytes) {
            guard case .startElement(let name, _, let location) = event, name != "root" else { continue }
            let tag = Array("<\(name) ".utf8)
            let offset = try #require(bytes.indices.first { bytes[$0...].starts(with: tag) })
            #expect(location == place(of: offset), "\(name)")
            checked += 1
        }
        #expect(checked == 60)
        #expect(throws: XMLParseError(message: "'</x>' closes no open element", location: place(of: bytes.count))) {
            try XMLReader.events(bytes + Array("</x>".utf8))
        }
    }
}


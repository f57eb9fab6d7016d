import Testing
@testable import L10nCore
@testable import L10nSwiftSource

/// The app-code scan's token stream: the lexer's tokens without spaces, reserved words given
/// as identifiers, each located where the lexer locates it, whatever the batch size.
@Suite struct SwiftTokenStreamTests {
    private func stream(
        _ bytes: [UInt8], batch: Int, range: Range<Int>? = nil, location: L10nCore.SourceLocation = L10nCore.SourceLocation(line: 1, column: 1),
        classifiesKeywords: Bool = false
    ) -> [SwiftLexer.ClassifiedToken] {
        bytes.withUnsafeBufferPointer { buffer in
            var stream = SwiftLexer.TokenStream(bytes: buffer, range: range, location: location, classifiesKeywords: classifiesKeywords)
            var tokens: [SwiftLexer.ClassifiedToken] = []
            withUnsafeTemporaryAllocation(of: SwiftLexer.ClassifiedToken.self, capacity: batch) { batch in
                var count = 0
                repeat {
                    count = stream.next(into: batch)
                    tokens += batch[..<count]
                } while count == batch.count
            }
            return tokens
        }
    }

    private func described(_ bytes: [UInt8], _ tokens: [SwiftLexer.ClassifiedToken]) -> [String] {
        tokens.map { "\($0.location.line):\($0.location.column) \($0.kind) \(String(decoding: bytes[$0.range], as: UTF8.self).debugDescription)" }
    }

    @Test func givesEachTokenItsClassAndPlace() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let x = \"a\" // c\r\n\t Text(#\"r\"#, 1) /* b\n */ -> \\ ` é".utf8)
        #expect(described(bytes, stream(bytes, batch: 256)) == [
            #"1:4 identifier "let""#, #"1:8 identifier "x""#, #"1:10 punctuation "=""#, #"1:12 string "\"a\"""#,
            #"1:16 lineComment "// c""#, #"1:20 newline "\r\n""#, #"2:3 identifier "Text""#, #"2:7 punctuation "(""#,
            ##"2:8 string "#\"r\"#""##, #"2:13 punctuation ",""#, #"2:15 number "1""#, #"2:16 punctuation ")""#,
            #"2:18 blockComment "/* b\n */""#, #"3:5 punctuation "->""#, #"3:8 unknown "\\""#, #"3:10 unknown "`""#,
            #"3:12 identifier "é""#,
        ])
    }

    /// On the hostile app file (raw and multi-line strings, nested comments, conflict markers,
    /// invalid UTF-8, a byte-order mark, CR and CRLF), in batches of every size, and from the
    /// location of each `\(…)`, as the scan reads them.
    @Test func isTheLexersTokensWithoutSpaces() {
        let bytes = AppCodeHostileScanEndToEndTests.hostile
        let lexed = SwiftLexer.tokenize(bytes)
        let expected = lexed.tokens.filter { if case .whitespace = $0.kind { false } else { true } }
        func matches(_ tokens: [SwiftLexer.ClassifiedToken], _ expected: [SwiftToken]) -> Bool {
            tokens.count == expected.count && zip(tokens, expected).allSatisfy { fast, full in
                let isKeyword = full.kind == .keyword
                let sameClass: Bool = switch full.kind {
                case .identifier, .keyword: fast.kind == .identifier
                case .punctuation: fast.kind == .punctuation
                case .stringLiteral: fast.kind == .string
                case .number: fast.kind == .number
                case .comment(.line): fast.kind == .lineComment
                case .comment(.docLine): fast.kind == .docLineComment
                case .comment(.block): fast.kind == .blockComment
                case .comment(.docBlock): fast.kind == .docBlockComment
                case .newline: fast.kind == .newline
                case .unknown: fast.kind == .unknown
                case .whitespace: false
                }
                let reserved = bytes.withUnsafeBufferPointer { SwiftKeywords.isReserved(UnsafeBufferPointer(rebasing: $0[fast.range])) }
                return sameClass && fast.range == full.range && fast.location == full.location && (fast.kind != .identifier || reserved == isKeyword)
            }
        }
        for batch in [1, 2, 3, 7, 256] {
            #expect(matches(stream(bytes, batch: batch), expected), "batch \(batch)")
        }
        #expect(expected.contains { $0.kind == .keyword })
        var interpolations = 0
        for token in expected {
            guard case .stringLiteral(let literal) = token.kind else { continue }
            for case .interpolation(let range) in literal.segments {
                interpolations += 1
                let location = L10nCore.SourceLocation(line: token.location.line, column: token.location.column + range.lowerBound - token.range.lowerBound)
                var inner: [SwiftToken] = []
                bytes.withUnsafeBufferPointer { buffer in
                    _ = SwiftLexer.forEachToken(in: buffer, range: range, location: location) { inner.append($0) }
                }
                #expect(matches(stream(bytes, batch: 3, range: range, location: location), inner), "\(location)")
            }
        }
        #expect(interpolations >= 6)
    }

    /// The key-file reader's stream (issue 28): reserved words classed as keywords, and the
    /// issues, exactly as `forEachToken` gives them, on the hostile app file and on odd Swift
    /// cut at every byte (a name, a literal or a comment cut anywhere).
    @Test func classifiesReservedWordsAsTheLexerDoesWhenAsked() {
        let odd = Array("""
            \u{FEFF}@available(iOS 17, *) static let `default` = LocalizedStringResource("k.\\\"\\u{1F600}\\(a + "b")", table: nil)
            let $0x = é_1 + 1.5e-3 ; a==b /=//c
            #if DEBUG\r\n\tstatic func f(_ n: Int) -> LocalizedStringResource { .init(#"raw \\#(n) "#) }\r#endif
            /** doc */ /* a /* nested */ b */ static var self_ = "\u{0B}\u{0C}" \u{0}
            """.utf8) + [0xC3, 0x28, 0x22, 0x0D, 0x22]
        // Literals with `\(…)`s and operators the stream reads itself (simple ones) or leaves to
        // the lexer, numbers, and operators against comments.
        let interpolated = Array(#"""
            x = a+/*c*/b * -c ?? 0 != d%=e &&! f|g^~h <<= 0x1F + 1_000.5e+3 - 2.e1 + 3. x*//c
            y=&+1 ... a..<b >>/**/c /=/ d -> e ==-1
            let a = "\(a)" + "x \(b.c) y \(d, e)é" + "\(f)\(g)" + "\(h(i))" + "\(#j)" + "\()" + "\(k\("l")"
            let m = "\\(n)" + "\(o" + "p\(q)\n" + "\(r)\u{41}" + """
            \(s)
            """ + "\(t)\r" + "\(u) "
            """#.utf8)
        for bytes in [AppCodeHostileScanEndToEndTests.hostile, odd, interpolated] {
            for cut in 0...bytes.count {
                let prefix = Array(bytes[..<cut])
                var expected: [SwiftToken] = []
                let issues = prefix.withUnsafeBufferPointer { buffer in
                    SwiftLexer.forEachToken(in: buffer) { token in
                        if case .whitespace = token.kind { return }
                        expected.append(token)
                    }
                }
                let (tokens, streamIssues) = prefix.withUnsafeBufferPointer { buffer in
                    var stream = SwiftLexer.TokenStream(bytes: buffer, classifiesKeywords: true)
                    var tokens: [SwiftLexer.ClassifiedToken] = []
                    withUnsafeTemporaryAllocation(of: SwiftLexer.ClassifiedToken.self, capacity: 5) { batch in
                        var count = 0
                        repeat {
                            count = stream.next(into: batch)
                            tokens += batch[..<count]
                        } while count == batch.count
                    }
                    return (tokens, stream.issues)
                }
                let same = tokens.count == expected.count && zip(tokens, expected).allSatisfy {
                    $0.kind == $1.kind.tokenClass && $0.range == $1.range && $0.location == $1.location
                }
                #expect(same, "cut at \(cut)")
                #expect(streamIssues == issues, "cut at \(cut)")
            }
        }
    }
}

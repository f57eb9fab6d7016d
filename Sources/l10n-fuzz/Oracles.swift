import Foundation
import L10nCore
import L10nJSON
import L10nCatalog
import L10nSwiftSource
import L10nAppCode
import L10nChecks
import L10nReporting
import L10nProject
import L10nGeneration

/// What must hold for any input. Each returns nil when it holds, else what disagreed.
enum Oracles {
    /// What one input exercised, for the run's figures.
    struct Coverage: OptionSet {
        let rawValue: UInt8
        static let validJSON = Coverage(rawValue: 1)
        static let halves = Coverage(rawValue: 2)
        static let catalog = Coverage(rawValue: 4)
    }

    /// The JSON reader: the tree parser, the streaming reformatter and the content digest read
    /// the same grammar, so they fail with the same error or agree on the content; a valid
    /// text written out reads back as the same content. The layout walk that stands in for
    /// reformatting and comparing gives the same answer.
    static func json(_ bytes: [UInt8]) -> (disagreement: String?, coverage: Coverage) {
        let walked = bytes.withUnsafeBufferPointer { JSONLayout.isFormatted($0) }
        let compared = bytes.withUnsafeBufferPointer { buffer in (try? JSONReformatter.isFormatted(buffer, progress: nil)) ?? false }
        guard walked == compared else {
            return ("the layout walk says \(walked ? "" : "not ")formatted, reformatting and comparing \(compared ? "" : "not ")formatted", [])
        }
        // The same walk noting where lines start (`import` places its edits by them).
        let lines = bytes.withUnsafeBufferPointer { JSONLayout.lineStarts($0) }
        guard (lines != nil) == walked else { return ("the layout walk that notes lines answers otherwise", []) }
        if let lines {
            let disagreement = bytes.withUnsafeBufferPointer { text -> String? in
                var line: UInt32 = 2
                for (offset, byte) in text.enumerated() where byte == 0x0A && offset + 1 < text.count {
                    guard lines.start(ofLine: line, in: text) == offset + 1 else { return "the layout walk places line \(line) elsewhere" }
                    line += 1
                }
                return lines.start(ofLine: line, in: text) == nil ? nil : "the layout walk places a line past the last"
            }
            if let disagreement { return (disagreement, []) }
        }
        let parsed = Result { () throws(JSONParseError) in try JSONParser.parse(bytes) }
        let reformatted = Result { () throws(JSONParseError) in
            try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try JSONReformatter.reformat(buffer, progress: nil) }
        }
        let digest = Result { () throws(JSONParseError) in try JSONDigest.of(bytes) }
        switch (parsed, reformatted, digest) {
        case (.failure(let error), .failure(let reformatError), .failure(let digestError)):
            guard error == reformatError, error == digestError else {
                return ("errors differ: parser \(error), reformatter \(reformatError), digest \(digestError)", [])
            }
            return (nil, [])
        case (.success(let document), .success(let reformatted), .success(let digest)):
            guard JSONDigest.of(document) == digest, reformatted.digest == digest else {
                return ("the tree, the reformatter and the digest read different content", .validJSON)
            }
            let written = JSONWriter.write(document)
            guard reformatted.output == written else { return ("the reformatter wrote other bytes than the writer", .validJSON) }
            guard let reread = try? JSONParser.parse(written), reread.root.hasSameContent(as: document.root),
                  (try? JSONDigest.of(written)) == digest else {
                return ("the written text does not read back as the same content", .validJSON)
            }
            return (nil, .validJSON)
        default:
            return ("one reader failed and another did not: parser \(parsed), reformatter \(reformatted.map(\.output.count)), digest \(digest)", [])
        }
    }

    /// The catalog reader: every strategy, on bytes and on a mapped file, gives one pass's
    /// record, and a read of some languages the rest of it; the whole tree it reads is the JSON parser's; `check` and `report` find the same
    /// whatever the strategy.
    static func catalog(_ bytes: [UInt8], mappedAt path: String) -> (disagreement: String?, coverage: Coverage) {
        let bytesText = CatalogText.bytes(SourceFile(path: "Fuzz.xcstrings", bytes: bytes))
        let onePass = CatalogReader.record(bytesText, strategy: .onePass)
        var coverage: Coverage = []
        guard let mapped = try? CatalogText.open(path, currentDirectory: "/") else { return ("the input file cannot be mapped", []) }
        for (name, text) in [("bytes", bytesText), ("mapped", mapped)] {
            for strategy in CatalogReader.Strategy.allCases where name == "mapped" || strategy != .onePass {
                let record = CatalogReader.record(text, strategy: strategy)
                if record.readInHalves { coverage.insert(.halves) }
                if let difference = firstDifference(onePass.lines, record.lines) {
                    return ("\(strategy) on \(name) differs from one pass on bytes: \(difference)", coverage)
                }
            }
        }
        // Some languages left out, as import reads: the rest as a whole read has it.
        for (name, text) in [("bytes", bytesText), ("mapped", mapped)] {
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                if let difference = CatalogReader.omissionDisagreement(text, languages: ["es"], strategy: strategy) {
                    return ("a read of some languages (\(strategy) on \(name)) differs from a whole read: \(difference)", coverage)
                }
            }
        }
        // Localizations in Xcode's common shape noted, as check reads: the trees' answers.
        for (name, text) in [("bytes", bytesText), ("mapped", mapped)] {
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                if let difference = CatalogReader.notesDisagreement(text, strategy: strategy) {
                    return ("a read with notes (\(strategy) on \(name)) differs from a read of trees: \(difference)", coverage)
                }
            }
        }
        // Read whole and handed to a consumer, as sync's closing check takes a catalog it planned.
        for halvesFrom in [CatalogReader.wholeCatalogHalvesEntries, 2] {
            if let difference = firstDifference(onePass.lines, CatalogReader.recordOfWhole(bytesText, halvesFrom: halvesFrom)) {
                return ("the whole catalog handed over (halves from \(halvesFrom)) differs from one pass on bytes: \(difference)", coverage)
            }
        }
        // The whole tree against the JSON layer's own parse.
        switch (Result { () throws(JSONParseError) in try JSONParser.parse(bytes) }, Result { () throws(JSONParseError) in try CatalogReader.read(bytesText, strategy: .halves) }) {
        case (.success(let parsed), .success(let catalog)):
            guard catalog.document.root.hasSameContent(as: parsed.root),
                  catalog.entries.map(\.position) == (parsed.root["strings"]?.members ?? []).map(\.keyPosition) else {
                return ("the catalog's tree is not the JSON parser's", coverage)
            }
            let described = { (duplicates: [JSONDuplicateKey]) in
                duplicates.map { "\($0.key) \($0.position) \($0.firstPosition) \($0.path)" }.sorted()
            }
            guard described(catalog.document.duplicateKeys) == described(parsed.duplicateKeys) else {
                return ("the catalog's repeated keys are not the JSON parser's", coverage)
            }
        case (.failure(let parsedError), .failure(let catalogError)):
            // The catalog reader names git's conflict markers; the JSON layer reports the byte.
            let parsedError = parsedError.recognisingMergeConflict(in: bytes, resolvable: true)
            guard parsedError == catalogError else { return ("errors differ: parser \(parsedError), catalog \(catalogError)", coverage) }
            return (nil, coverage)
        default:
            return ("the JSON parser and the catalog reader disagree on whether the text is valid", coverage)
        }
        coverage.insert(.catalog)
        // Consumers that merge halves: the findings and the coverage.
        let options = CheckOptions(requiredLanguages: ["en", "es", "fr"])
        let checks = [CatalogReader.Strategy.onePass, .halves].map {
            Checker.check(catalogs: [(path: "Fuzz.xcstrings", bytes: bytes)], options: options, strategy: $0).diagnostics
        }
        if checks[0] != checks[1] {
            let difference = firstDifference(checks[0].map { "\($0)" }, checks[1].map { "\($0)" }) ?? ""
            return ("check differs in halves: \(difference)", coverage)
        }
        // The reader's shortcuts (text without `%`, translated text noted by the structure walk,
        // localizations noted, as check reads entries) against the entry as any other command builds it.
        if let read = try? CatalogReader.read(bytesText, into: StructureCheckedConsumer(KeptEntries()), notes: true, strategy: .halves) {
            let context = CatalogContext(
                path: "Fuzz.xcstrings", options: options, sourceLanguage: read.catalog.sourceLanguage ?? options.sourceLanguage)
            for entry in read.consumer.inner.entries {
                let plain = CatalogEntry(member: JSONMember(key: entry.key, value: entry.wholeValue, keyPosition: entry.position))
                let (fast, general) = (Checker.findings(of: entry, in: context), Checker.findings(of: plain, in: context))
                if fast != general {
                    return ("check of entry '\(entry.key)' differs with the reader's shortcuts: "
                        + (firstDifference(general.map { "\($0)" }, fast.map { "\($0)" }) ?? ""), coverage)
                }
            }
        }
        // generate's plans, read with notes, against the whole tree's.
        let refusal: AccessorPlanner.Refusal = { entry, language, path in
            FormatSpecifierCheck.findings(for: entry, sourceLanguage: language, path: path).first
        }
        let feature = Feature(catalogName: "Fuzz")
        if let tree = try? AccessorPlanner.plansOfTheWholeTree(bytesText, feature: feature, refusal: refusal) {
            for strategy in [CatalogReader.Strategy.onePass, .halves] {
                guard let noted = try? AccessorPlanner.plans(reading: bytesText, feature: feature, strategy: strategy, refusal: refusal),
                      noted.plans == tree.plans, noted.structureProblems == tree.structureProblems else {
                    return ("generate's plans read with notes (\(strategy)) differ from the whole tree's", coverage)
                }
            }
        }
        let reports = [CatalogReader.Strategy.onePass, .halves].map {
            (try? CoverageAnalyzer.analyze(bytesText, languages: ["en", "es", "fr"], strategy: $0)).map {
                CoverageAnalyzer.report([$0], languages: ["en", "es", "fr"])
            }
        }
        if reports[0] != reports[1] { return ("report differs in halves", coverage) }
        return (nil, coverage)
    }

    /// The key-file reader: it never fails, reads the same twice and as its full parse does, and
    /// everything it points at lies inside the text.
    static func keyFile(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let file = KeyFileReader.read(text: text, path: "L10nKey+fuzz.swift")
        let again = KeyFileReader.read(text: text, path: "L10nKey+fuzz.swift")
        guard file.accessors == again.accessors, file.diagnostics == again.diagnostics, file.sections == again.sections else {
            return "two reads of one text differ"
        }
        // The shortcut for the common accessor's shape reads what the full parse reads.
        let full = KeyFileReader.readByTheFullParse(text: text, path: "L10nKey+fuzz.swift")
        guard full.accessors == file.accessors, full.diagnostics == file.diagnostics, full.sections == file.sections, full.featureEnum == file.featureEnum else {
            return "the shortcut for the common accessor differs from the full parse"
        }
        // check reads valid bytes without their text: the same file.
        if UTF8Text.firstInvalidOffset(bytes) == nil {
            let fromBytes = KeyFileReader.read(utf8: bytes, path: "L10nKey+fuzz.swift")
            guard fromBytes.accessors == file.accessors, fromBytes.diagnostics == file.diagnostics, fromBytes.sections == file.sections,
                  fromBytes.featureEnum == file.featureEnum, fromBytes.text == text else {
                return "the key file read from its bytes differs from the one read from its text"
            }
        }
        let size = text.utf8.count
        let lineCount = lineCount(Array(text.utf8))
        func inside(_ range: Range<Int>?) -> Bool { range.map { $0.lowerBound >= 0 && $0.upperBound <= size } ?? true }
        func inside(_ location: SourceLocation) -> Bool { location.line >= 1 && location.line <= lineCount && location.column >= 1 }
        for accessor in file.accessors {
            guard inside(accessor.declarationRange), inside(accessor.docCommentRange), accessor.leadingCommentsStart <= accessor.declarationRange.lowerBound,
                  inside(accessor.location), inside(accessor.keyLocation) else {
                return "accessor \(accessor.qualifiedName) points outside the text"
            }
        }
        for container in file.sections + [file.featureEnum].compactMap({ $0 }) {
            guard inside(container.declarationRange), inside(container.bodyRange), inside(container.location) else {
                return "enum \(container.name) points outside the text"
            }
        }
        for diagnostic in file.diagnostics where !inside(diagnostic.location) {
            return "diagnostic \(diagnostic) points outside the text"
        }
        return nil
    }

    /// The app-code scan's shortcuts, on the same Swift: the token streams (the key-file
    /// parser's and the scan's own, of the file and of each `\(…)`) are the lexer's tokens
    /// without spaces, each literal decoded from its bytes is the one the lexer decodes, each
    /// `\(…)`'s specifier read from its bytes is the one read from its text, and the scan
    /// never fails.
    static func appCode(_ bytes: [UInt8]) -> String? {
        let lexed = SwiftLexer.tokenize(bytes)
        let expected = lexed.tokens.filter { if case .whitespace = $0.kind { false } else { true } }
        return bytes.withUnsafeBufferPointer { buffer -> String? in
            var streamed: [SwiftToken] = []
            let issues = SwiftLexer.forEachToken(in: buffer) { streamed.append($0) }
            guard issues == lexed.issues, streamed.count == expected.count else { return "the token stream differs from the lexer's tokens" }
            for (fast, full) in zip(streamed, expected) {
                guard fast.range == full.range, fast.location == full.location else { return "token at \(full.location) differs in the stream" }
                switch (fast.kind, full.kind) {
                case (.stringLiteral(let skipped), .stringLiteral(let literal)):
                    guard skipped.isMultiline == literal.isMultiline, skipped.rawDelimiterCount == literal.rawDelimiterCount,
                          SwiftLexer.decodedLiteral(at: full.range, location: full.location, in: buffer) == literal else {
                        return "literal at \(full.location) decodes differently from its bytes"
                    }
                    for case .interpolation(let range) in literal.segments {
                        let source = UnsafeBufferPointer(rebasing: buffer[range])
                        guard InterpolationType.specifier(of: source) == InterpolationType.specifier(of: String(decoding: source, as: UTF8.self)) else {
                            return "interpolation at \(full.location) gets another specifier from its bytes"
                        }
                    }
                default:
                    guard fast.kind == full.kind else { return "token at \(full.location) has another kind in the stream" }
                }
            }
            if let difference = classifiedStreamDifference(buffer, expected: streamed, range: nil, location: SourceLocation(line: 1, column: 1)) {
                return difference
            }
            // The scan reads each `\(…)` as a stream of its own, from the literal's line.
            for token in expected {
                guard case .stringLiteral(let literal) = token.kind else { continue }
                for case .interpolation(let range) in literal.segments {
                    let location = SourceLocation(line: token.location.line, column: token.location.column + range.lowerBound - token.range.lowerBound)
                    var inner: [SwiftToken] = []
                    _ = SwiftLexer.forEachToken(in: buffer, range: range, location: location) { inner.append($0) }
                    if let difference = classifiedStreamDifference(buffer, expected: inner, range: range, location: location) { return difference }
                }
            }
            return mentionFilterDifference(bytes)
        }
    }

    /// Where a scan keeping literals by a ``MentionFilter`` differs from the scan keeping all,
    /// if it does: it must keep, in order, every mention equal as a String to a key of the
    /// filter (here every second plain one, given decomposed, or every fourth with the
    /// characters that are canonically one ASCII character spelt so), drop or keep every
    /// interpolated one as the filter says, keep nothing the full scan does not, and find the
    /// same rest.
    static func mentionFilterDifference(_ bytes: [UInt8]) -> String? {
        let full = AppCodeScanner.scan(SourceFile(path: "Fuzz.swift", bytes: bytes))
        let plain = full.mentionedKeys.filter { !$0.isInterpolated }.map(\.key)
        let keys = Set(plain.enumerated().filter { $0.offset % 2 == 0 }.map { offset, key in
            offset % 4 == 0 ? key.decomposedStringWithCanonicalMapping : spelledWithASCIISingletons(key)
        })
        let keepsInterpolated = bytes.count % 2 == 0
        var filter = MentionFilter(keys: keys, keepsInterpolated: keepsInterpolated)
        // Every second path the code names is an accessor the filter numbers, every fourth spelt
        // with characters canonically one ASCII character, which a look-up by bytes must leave
        // to the look-up by Strings.
        var numbered: [[String]: Int] = [:]
        for (offset, reference) in full.references.enumerated() where offset % 2 == 0 {
            let path = offset % 4 == 0 ? reference.path.map(spelledWithASCIISingletons) : reference.path
            if numbered[path] == nil { numbered[path] = numbered.count }
        }
        filter.accessors = AccessorPaths(numbered.map { ($0.key, $0.value) })
        let filtered = AppCodeScanner.scan(SourceFile(path: "Fuzz.swift", bytes: bytes), mentions: filter)
        guard filtered.literalKeys == full.literalKeys, filtered.hardcodedStrings == full.hardcodedStrings else {
            return "a scan keeping some mentions finds other literal keys or text"
        }
        if let difference = namedAccessorsDifference(full: full.references, filtered: filtered, numbered: numbered) { return difference }
        var kept = filtered.mentionedKeys[...]
        for mention in full.mentionedKeys {
            let required = mention.isInterpolated ? keepsInterpolated : keys.contains(mention.key)
            if kept.first == mention {
                kept.removeFirst()
            } else if required {
                return "a scan keeping some mentions dropped '\(mention.key)'"
            }
        }
        return kept.isEmpty ? nil : "a scan keeping some mentions has one the full scan has not"
    }

    /// Where a scan given numbered accessors differs from the full scan's references, if it does:
    /// each of the full scan's references, in order, is the filtered scan's next reference or,
    /// only when its path is a numbered accessor's (as Strings), the next number, that one's.
    static func namedAccessorsDifference(full: [AccessorReference], filtered: AppCodeScan, numbered: [[String]: Int]) -> String? {
        var references = filtered.references[...]
        var numbers = filtered.namedAccessors[...]
        for reference in full {
            if references.first == reference {
                references.removeFirst()
            } else if let number = numbered[reference.path], numbers.first == number {
                numbers.removeFirst()
            } else {
                return "a scan given accessors lost or misnamed the reference at \(reference.location)"
            }
        }
        return references.isEmpty && numbers.isEmpty ? nil : "a scan given accessors has a reference the full scan has not"
    }

    /// `text` with each `K`, `;` and `` ` `` spelt as the one character whose canonical form it
    /// is (a Kelvin sign, a Greek question mark, a Greek varia): keys that are not ASCII but
    /// equal, as Strings, to literals that are, which a ``MentionFilter`` enters by their
    /// composed form.
    static func spelledWithASCIISingletons(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "K": scalars.append("\u{212A}")
            case ";": scalars.append("\u{037E}")
            case "`": scalars.append("\u{1FEF}")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Where the app-code scan's own token stream (``SwiftLexer/TokenStream``) differs from the
    /// lexer's tokens without spaces, in class, bytes or location, if it does.
    static func classifiedStreamDifference(
        _ buffer: UnsafeBufferPointer<UInt8>, expected: [SwiftToken], range: Range<Int>?, location: SourceLocation
    ) -> String? {
        var stream = SwiftLexer.TokenStream(bytes: buffer, range: range, location: location)
        var classified: [SwiftLexer.ClassifiedToken] = []
        // In small batches, so that many inputs end a batch early, exactly or not at all.
        withUnsafeTemporaryAllocation(of: SwiftLexer.ClassifiedToken.self, capacity: 3) { batch in
            var count = 0
            repeat {
                count = stream.next(into: batch)
                classified += batch[..<count]
            } while count == batch.count
        }
        guard classified.count == expected.count else {
            return "the scan's stream has \(classified.count) tokens, the lexer \(expected.count), from \(location)"
        }
        for (fast, full) in zip(classified, expected) {
            guard fast.range == full.range, fast.location == full.location, fast.kind == tokenClass(of: full.kind) else {
                return "token at \(full.location) differs in the scan's stream"
            }
            // The stream's names are the lexer's identifiers and keywords; asked, the bytes say which.
            if fast.kind == .identifier, SwiftKeywords.isReserved(UnsafeBufferPointer(rebasing: buffer[fast.range])) != (full.kind == .keyword) {
                return "name at \(full.location) is told a keyword otherwise than by the lexer"
            }
        }
        return nil
    }

    /// The lexer's class for `kind`, with keywords among the names, as the stream has them.
    static func tokenClass(of kind: SwiftToken.Kind) -> SwiftTokenClass {
        kind.tokenClass == .keyword ? .identifier : kind.tokenClass
    }

    /// Lines as editors and the readers count them: ended by LF, CR or CRLF.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        bytes.indices.count { index in
            bytes[index] == UInt8(ascii: "\n") || (bytes[index] == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
        } + 1
    }

    private static func firstDifference(_ expected: [String], _ actual: [String]) -> String? {
        for (index, (left, right)) in zip(expected, actual).enumerated() where left != right {
            return "line \(index + 1): expected \(left.prefix(300)) but got \(right.prefix(300))"
        }
        return expected.count == actual.count ? nil : "expected \(expected.count) lines, got \(actual.count)"
    }
}

/// Keeps every entry as the reader hands it over, with what the reader learnt of it.
private struct KeptEntries: CatalogEntryConsumer {
    var entries: [CatalogEntry] = []
    mutating func consume(_ entry: CatalogEntry, sourceLanguage: String) { entries.append(entry) }
    mutating func append(_ later: KeptEntries) { entries += later.entries }
}

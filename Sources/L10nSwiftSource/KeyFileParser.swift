#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import L10nCore
/// Recursive-descent parser for the subset of Swift that key files use, over the significant
/// (non-trivia) tokens of ``SwiftLexer``.
struct KeyFileParser {
    /// Thrown after a diagnostic has been recorded, to abandon the current declaration.
    private struct DeclarationFailure: Error {}

    /// What a declaration's written type says about it.
    private enum DeclaredType {
        case none, resource, other
    }

    private struct ResourceCall {
        var key: String
        var keyLocation: SourceLocation
        var table: String?
    }

    private static let modifierWords = [
        "public", "internal", "fileprivate", "private", "package", "open", "static", "class",
        "final", "nonisolated", "override", "lazy", "dynamic", "mutating", "nonmutating",
        "convenience", "required", "weak", "unowned", "indirect",
    ]
    private static let declarationKeywordWords = [
        "import", "extension", "enum", "struct", "class", "actor", "protocol", "func", "let", "var",
        "typealias", "init", "deinit", "subscript", "case", "associatedtype", "operator",
        "precedencegroup", "macro",
    ]
    /// Modifiers by their bytes: asked about most tokens of a file, so without making a `String`.
    private static let modifiers = UTF8WordTable(modifierWords.map { ($0, ()) })
    /// The access levels that may come before `static` in the common accessor's shape.
    private static let accessLevels = UTF8WordTable(["public", "internal", "fileprivate", "private", "package", "open"].map { ($0, ()) })
    /// The words that start a declaration: the modifiers, the introducers, `@` and `#`.
    private static let declarationStarts = UTF8WordTable((modifierWords + declarationKeywordWords + ["@", "#"]).map { ($0, ()) })
    /// How deeply enums may nest below `L10nKey`, the feature's enum included.
    static let maximumDepth = 64
    private static let expectedCall = "`LocalizedStringResource(\"<key>\", table: \"<Table>\")`"

    private let path: String
    /// Nil when `bytes` are all the caller has (valid UTF-8): the key file then holds them.
    private let text: String?
    private let bytes: [UInt8]
    private let tokens: KeyFileTokens
    /// Whether the common accessor's shape is read by ``parseCommonAccessor(start:path:into:)``;
    /// false for the tests and the fuzzer that hold it to the full parse.
    private let takesShortcuts: Bool
    /// How many accessors the shortcut read, which the tests ask to know it was taken.
    private(set) var accessorsReadByShortcut = 0
    private var position = 0
    private var diagnostics: [Diagnostic] = []
    private var accessors: [KeyAccessor] = []
    private var sections: [KeyContainer] = []
    private var featureEnum: KeyContainer?
    /// The first feature name the file declares or extends; a second one is an error.
    private var featureName: String?
    /// The `#if` branches around the current position, outermost first.
    private var conditions: [ConditionalBranch] = []
    /// How many `#if` blocks have opened so far: the next one's number.
    private var conditionBlocks = 0
    /// `LocalizedStringResource` and the names the file gives it with `typealias`, such as the
    /// `L10nOffersLocalizedStringResource` l10n writes where an enum hides the type.
    private var resourceNames: Set<String> = ["LocalizedStringResource"]
    /// What the read keeps from one declaration for the next, in a box: the parser is copied
    /// several times in each frame of its recursion in a debug build, whose stack the deepest
    /// key file must fit (`HostileInputEndToEndTests`).
    private let carried = Carried()

    private final class Carried {
        /// Where the last declaration's comments ended among the comments: where the search
        /// for the next one's starts.
        var commentsSeen = 0
        /// The last table literal the shortcuts read, and its text: a feature names one table
        /// throughout, whose `String` is then made once rather than for each accessor.
        var lastTable: (literal: Range<Int>, text: String)?
    }

    init(text: String, path: String) {
        self.init(text: text, bytes: Array(text.utf8), path: path)
    }

    /// `bytes` are `text`'s UTF-8, for a caller that has them already (or valid UTF-8, with no
    /// text: the key file then holds the bytes and makes its text when asked). `packsTokens` false
    /// keeps the lexer's tokens as they are, and `takesShortcuts` false reads every accessor by
    /// the full parse, for the tests that compare the two.
    init(text: String?, bytes: [UInt8], path: String, packsTokens: Bool = true, takesShortcuts: Bool = true) {
        self.text = text
        self.path = path
        self.bytes = bytes
        self.takesShortcuts = takesShortcuts
        tokens = KeyFileTokens(lexing: bytes, packs: packsTokens)
    }

    mutating func parse() -> KeyFile {
        // An accessor takes eight significant tokens at least (`static let a = LocalizedStringResource("a")`):
        // room for all of them at once, rather than the list grown by doubling, which at 200,000
        // accessors held the old list beside the new one (20 and 40 MB) at the key file's peak.
        // Capacity never used is never touched, so it costs no memory.
        accessors.reserveCapacity(tokens.significantCount / 8)
        findResourceAliases()
        while !isAtEnd {
            parseTopLevelDeclaration()
        }
        if !tokens.issues.isEmpty {
            // Broken tokens (an unterminated string, say) derail the parser; its complaints
            // would only echo the lexer's, which say precisely what to fix.
            diagnostics = []
            for issue in tokens.issues {
                report(issue.message, at: issue.location)
            }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        sections.sort { $0.declarationRange.lowerBound < $1.declarationRange.lowerBound }
        guard let text else {
            return KeyFile(path: path, utf8: bytes, featureEnum: featureEnum, sections: sections, accessors: accessors, diagnostics: diagnostics)
        }
        return KeyFile(
            path: path, text: text, featureEnum: featureEnum, sections: sections,
            accessors: accessors, diagnostics: diagnostics)
    }

    // MARK: - Token access

    private var current: SwiftToken? { token(at: position) }

    /// Whether every token has been read: asked without making the current token.
    private var isAtEnd: Bool { position >= tokens.significantCount }

    private func token(at index: Int) -> SwiftToken? {
        index < tokens.significantCount ? tokens[significant: index] : nil
    }

    /// The source text of `token`.
    private func text(of token: SwiftToken) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    private func tokenText(at index: Int) -> Substring? {
        guard let token = token(at: index) else { return nil }
        return Substring(text(of: token))
    }

    @inline(__always)
    private func isText(_ expected: StaticString, at index: Int) -> Bool {
        guard index < tokens.significantCount else { return false }
        let (range, isStringLiteral) = tokens.extent(ofSignificant: index)
        guard range.count == expected.utf8CodeUnitCount, !isStringLiteral else { return false }
        let start = range.lowerBound
        // The first byte tells most words apart; `memcmp` the rest (`LocalizedStringResource`,
        // asked of every accessor, cost 280 instructions a byte at a time).
        return expected.withUTF8Buffer { word in
            bytes.withUnsafeBufferPointer { bytes in
                guard let first = word.first, bytes[start] == first else { return word.isEmpty }
                return word.count == 1 || memcmp(bytes.baseAddress! + start + 1, word.baseAddress! + 1, word.count - 1) == 0
            }
        }
    }

    /// Whether the token at `index` spells one of `words`, compared by bytes.
    private func isWord(in words: UTF8WordTable<Void>, at index: Int) -> Bool {
        guard index < tokens.significantCount else { return false }
        let (range, isStringLiteral) = tokens.extent(ofSignificant: index)
        if isStringLiteral { return false }
        return bytes.withUnsafeBufferPointer { words.value(of: UnsafeBufferPointer(rebasing: $0[range])) != nil }
    }

    private func isCurrent(_ expected: StaticString) -> Bool { isText(expected, at: position) }

    /// Whether the token at `index` is a name (not a reserved word), asked without making it.
    private func isIdentifier(at index: Int) -> Bool {
        index < tokens.significantCount && tokens.tokenClass(ofSignificant: index) == .identifier
    }

    /// The name an identifier token spells, without backticks: told by its first byte, and
    /// made once from the bytes between them.
    private func identifierName(at index: Int) -> String? {
        guard isIdentifier(at: index) else { return nil }
        var range = tokens.extent(ofSignificant: index).range
        if bytes[range.lowerBound] == UInt8(ascii: "`") { range = range.lowerBound + 1..<range.upperBound - 1 }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    private var endOfFileLocation: SourceLocation {
        var line = 1
        var lineStart = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        return SourceLocation(line: line, column: bytes.count - lineStart + 1)
    }

    private var currentLocation: SourceLocation { current?.location ?? endOfFileLocation }

    /// How the current token is named in messages.
    private var currentDescription: String { description(at: position) }

    /// How the token at `index` is named in messages.
    private func description(at index: Int) -> String {
        guard let token = token(at: index) else { return "the end of the file" }
        if case .stringLiteral = token.kind { return "a string literal" }
        return "'\(text(of: token))'"
    }

    private func isDeclarationStart(at index: Int) -> Bool {
        isWord(in: Self.declarationStarts, at: index)
    }

    // MARK: - Diagnostics

    private mutating func report(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(
            checkID: KeyFileReader.syntaxCheckID, severity: .error, message: message, path: path,
            location: location))
    }

    /// Records an error at the current token and abandons the declaration being parsed.
    private mutating func fail(_ message: String) -> DeclarationFailure {
        report(message, at: currentLocation)
        return DeclarationFailure()
    }

    /// Moves past `punctuation` when it is the current token; the caller reports it missing.
    /// (The message is made only then: most declarations have what is expected.)
    private mutating func skip(_ punctuation: StaticString) -> Bool {
        guard isCurrent(punctuation) else { return false }
        position += 1
        return true
    }

    // MARK: - Declarations

    private mutating func parseTopLevelDeclaration() {
        if parseConditionalDirective() { return }
        let start = position
        skipAttributesAndModifiers()
        if isCurrent("extension") {
            parseExtension(start: start)
        } else if isCurrent("enum"), identifierName(at: position + 1) == "L10nKey" {
            // The namespace itself may live in this file; its body reads like `extension L10nKey`.
            position += 2
            skipToOpeningBrace()
            guard isCurrent("{") else {
                report("expected '{' after `enum L10nKey`", at: currentLocation)
                return
            }
            _ = parseBody(path: [], opening: position)
        } else if isCurrent("}") {
            report("unexpected '}' without a matching '{'", at: currentLocation)
            position += 1
        } else {
            skipDeclaration(from: start)
        }
    }

    private mutating func parseExtension(start: Int) {
        position += 1
        var extendedPath: [String] = []
        while let name = identifierName(at: position) {
            extendedPath.append(name)
            position += 1
            guard isCurrent("."), identifierName(at: position + 1) != nil else { break }
            position += 1
        }
        guard extendedPath.first == "L10nKey" else {
            skipDeclaration(from: start)
            return
        }
        let nameLocation = token(at: position - 1)?.location ?? currentLocation
        skipToOpeningBrace()
        guard isCurrent("{") else {
            report("expected '{' after `extension \(extendedPath.joined(separator: "."))`", at: currentLocation)
            return
        }
        let path = Array(extendedPath.dropFirst())
        if let feature = path.first, !acceptFeatureName(feature, at: nameLocation) {
            skipDeclaration(from: start)
            return
        }
        let opening = position
        var sink: [KeyAccessor] = []
        guard let closing = parseBody(path: path, opening: opening, accessors: &sink) else { return }
        if !path.isEmpty {
            register(KeyContainer(
                name: path.last!, path: path, isExtension: true, location: nameLocation,
                declarationRange: declarationRange(from: start, through: closing),
                leadingCommentsStart: leadingComments(beforeSignificant: start).leadingStart,
                bodyRange: bodyRange(opening: opening, closing: closing), accessors: sink))
        }
    }

    /// Returns false (after reporting) when `name` is a second, different feature.
    private mutating func acceptFeatureName(_ name: String, at location: SourceLocation) -> Bool {
        guard let existing = featureName else {
            featureName = name
            return true
        }
        guard existing == name else {
            report("a key file holds one feature; found `\(name)` after `\(existing)`", at: location)
            return false
        }
        return true
    }

    private mutating func register(_ container: KeyContainer) {
        if container.path.count >= 2 {
            sections.append(container)
        } else if featureEnum == nil || (featureEnum!.isExtension && !container.isExtension) {
            featureEnum = container
        }
    }

    /// Parses the members of a body whose `{` is at `opening`; returns the position of the
    /// matching `}` (and moves past it), or nil at the end of the file.
    private mutating func parseBody(path: [String], opening: Int) -> Int? {
        var sink: [KeyAccessor] = []
        return parseBody(path: path, opening: opening, accessors: &sink)
    }

    private mutating func parseBody(path: [String], opening: Int, accessors local: inout [KeyAccessor]) -> Int? {
        position = opening + 1
        let enclosingConditions = conditions.count
        while !isAtEnd {
            if parseConditionalDirective() { continue }
            if isCurrent("}") {
                // An `#if` left open inside the body ends with it (Swift rejects it anyway).
                conditions.removeLast(max(0, conditions.count - enclosingConditions))
                position += 1
                return position - 1
            }
            if isCurrent(")") || isCurrent("]") {
                report("unexpected \(currentDescription)", at: currentLocation)
                position += 1
                continue
            }
            parseMember(path: path, into: &local)
        }
        let owner = path.last.map { "`\($0)`" } ?? "`L10nKey`"
        report("the '{' of \(owner) is never closed; expected '}'", at: token(at: opening)!.location)
        return nil
    }

    private mutating func parseMember(path: [String], into local: inout [KeyAccessor]) {
        let start = position
        let insideFeature = !path.isEmpty
        if insideFeature, takesShortcuts,
           parseCommonAccessor(start: start, path: path, into: &local) || parseCommonFunction(start: start, path: path, into: &local) { return }
        let isStatic = skipAttributesAndModifiers()
        do throws(DeclarationFailure) {
            if isCurrent("enum") {
                try parseEnum(start: start, path: path)
            } else if insideFeature, isStatic, isCurrent("let") || isCurrent("var") {
                try parseProperty(start: start, path: path, into: &local)
            } else if insideFeature, isStatic, isCurrent("func") {
                try parseFunction(start: start, path: path, into: &local)
            } else if insideFeature, isCurrent("let") {
                throw fail("expected `static let`; an enum cannot hold instance constants")
            } else if isCurrent(";") {
                position += 1
            } else {
                skipDeclaration(from: start)
            }
        } catch {
            skipDeclaration(from: start, reportingProblems: false)
        }
    }

    /// Reads `static let NAME = LocalizedStringResource("KEY", table: "TABLE")` (with an access
    /// level first, or without the table), the shape l10n writes and nearly every accessor has,
    /// from the tokens' classes and bytes: the full parse made a `SwiftToken` for the name, the
    /// key, the label and the table and asked about each token several times (issue 28: 10,000
    /// instructions an accessor, the most of a huge key file's read). Returns false, having read
    /// nothing, for any other shape or literal (escapes, raw, multi-line), which the full parse
    /// then reads and, where it is wrong, reports; for this shape both make the same accessor.
    private mutating func parseCommonAccessor(start: Int, path: [String], into local: inout [KeyAccessor]) -> Bool {
        let introducer = isWord(in: Self.accessLevels, at: start) ? start + 1 : start
        guard isText("static", at: introducer), isText("let", at: introducer + 1), isText("=", at: introducer + 3),
              isResourceName(at: introducer + 4), isText("(", at: introducer + 5) else { return false }
        let (nameIndex, keyIndex) = (introducer + 2, introducer + 6)
        var closing = keyIndex + 1
        var tableIndex: Int?
        if isText(",", at: closing), isText("table", at: closing + 1), isText(":", at: closing + 2) {
            tableIndex = closing + 3
            closing += 4
        }
        let next = closing + 1
        guard isText(")", at: closing),
              // The next accessor's `static` most often, told before the table of declarations' starts.
              next >= tokens.significantCount || isText("static", at: next) || isText(";", at: next) || isText("}", at: next)
                || isDeclarationStart(at: next),
              let identifier = identifierName(at: nameIndex), let key = plainLiteral(at: keyIndex)
        else { return false }
        var table: String?
        if let tableIndex {
            guard let value = plainTable(at: tableIndex) else { return false }
            table = value
        }
        position = next
        accessorsReadByShortcut += 1
        let call = ResourceCall(key: key, keyLocation: tokens.location(ofSignificant: keyIndex), table: table)
        append(
            identifier: identifier, call: call, kind: .staticLet, path: path,
            nameLocation: tokens.location(ofSignificant: nameIndex), start: start, into: &local)
        return true
    }

    /// Reads the function l10n writes for a key with arguments, `static func NAME(_ arg1: String,
    /// _ count: Int) -> LocalizedStringResource { LocalizedStringResource("KEY", defaultValue:
    /// "…", table: "TABLE") }` (with an access level first, `return`, a label or a parameter
    /// without one, either argument left out), as ``parseCommonAccessor(start:path:into:)``
    /// reads the constant: the full parse made a `SwiftToken` for most tokens and asked about
    /// each several times (issue 28: 15,000 instructions a function). Each parameter's type is
    /// one name. Returns false, having read nothing, for any other shape, which the full parse
    /// then reads and, where it is wrong, reports; for this shape both make the same accessor.
    private mutating func parseCommonFunction(start: Int, path: [String], into local: inout [KeyAccessor]) -> Bool {
        let introducer = isWord(in: Self.accessLevels, at: start) ? start + 1 : start
        let nameIndex = introducer + 2
        guard isText("static", at: introducer), isText("func", at: introducer + 1), isText("(", at: nameIndex + 1),
              let identifier = identifierName(at: nameIndex) else { return false }
        var index = nameIndex + 2
        var parameters: [KeyAccessor.Parameter] = []
        while !isText(")", at: index) {
            // `label name: Type` or `name: Type`.
            guard let first = identifierName(at: index) else { return false }
            var name = first
            if let second = identifierName(at: index + 1) {
                name = second
                index += 1
            }
            let typeIndex = index + 2
            guard isText(":", at: index + 1), isIdentifier(at: typeIndex), !isDeclarationStart(at: typeIndex) else { return false }
            parameters.append(KeyAccessor.Parameter(
                label: first == "_" ? nil : first, name: name,
                type: String(decoding: bytes[tokens.extent(ofSignificant: typeIndex).range], as: UTF8.self)))
            index = typeIndex + 1
            if isText(",", at: index), !isText(")", at: index + 1) {
                index += 1
            } else if !isText(")", at: index) {
                return false
            }
        }
        guard isText("->", at: index + 1), isResourceName(at: index + 2), isText("{", at: index + 3) else { return false }
        index += 4
        if isText("return", at: index) { index += 1 }
        let keyIndex = index + 2
        guard isResourceName(at: index), isText("(", at: index + 1), let key = plainLiteral(at: keyIndex) else { return false }
        index = keyIndex + 1
        var (table, readsTable, readsDefault): (String?, Bool, Bool) = (nil, false, false)
        while isText(",", at: index) {
            if !readsTable, isText("table", at: index + 1), isText(":", at: index + 2), let value = plainTable(at: index + 3) {
                (table, readsTable) = (value, true)
            } else if !readsDefault, isText("defaultValue", at: index + 1), isText(":", at: index + 2),
                      index + 3 < tokens.significantCount, tokens.extent(ofSignificant: index + 3).isStringLiteral {
                readsDefault = true
            } else {
                return false
            }
            index += 4
        }
        guard isText(")", at: index), isText("}", at: index + 1) else { return false }
        position = index + 2
        accessorsReadByShortcut += 1
        let call = ResourceCall(key: key, keyLocation: tokens.location(ofSignificant: keyIndex), table: table)
        append(
            identifier: identifier, call: call, kind: .staticFunc(parameters: parameters), path: path,
            nameLocation: tokens.location(ofSignificant: nameIndex), start: start, into: &local)
        return true
    }

    /// The text of the string literal at `index` when it is one line with no escape: what
    /// ``literalValue(_:what:)`` reads from its bytes first.
    private func plainLiteral(at index: Int) -> String? {
        guard index < tokens.significantCount else { return nil }
        let (range, isStringLiteral) = tokens.extent(ofSignificant: index)
        guard isStringLiteral else { return nil }
        return bytes.withUnsafeBufferPointer { SwiftLexer.plainLiteralText(at: range, in: $0) }
    }

    /// ``plainLiteral(at:)`` for a table: the last table's text again when the literal's bytes
    /// are the last one's.
    private func plainTable(at index: Int) -> String? {
        guard index < tokens.significantCount else { return nil }
        let (range, isStringLiteral) = tokens.extent(ofSignificant: index)
        guard isStringLiteral else { return nil }
        if let lastTable = carried.lastTable, lastTable.literal.count == range.count,
           bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + range.lowerBound, $0.baseAddress! + lastTable.literal.lowerBound, range.count) == 0 }) {
            return lastTable.text
        }
        guard let text = plainLiteral(at: index) else { return nil }
        carried.lastTable = (range, text)
        return text
    }

    /// Reads `#if`, `#elseif`, `#else` or `#endif` with its condition, which bracket members
    /// rather than being one; returns false when the current token starts none of them.
    private mutating func parseConditionalDirective() -> Bool {
        guard isCurrent("#"), let hash = current, let word = tokenText(at: position + 1),
              let wordToken = token(at: position + 1), wordToken.range.lowerBound == hash.range.upperBound
        else { return false }
        switch word {
        case "if":
            conditions.append(ConditionalBranch(block: conditionBlocks, branch: 0))
            conditionBlocks += 1
        case "elseif", "else":
            if !conditions.isEmpty { conditions[conditions.count - 1].branch += 1 }
        case "endif":
            _ = conditions.popLast()
        default:
            return false
        }
        position += 2
        if word == "if" || word == "elseif" {
            // The condition ends with its line: `#if os(iOS) && DEBUG`.
            while let token = current, token.location.line == hash.location.line { position += 1 }
        }
        return true
    }

    /// `typealias X = LocalizedStringResource` (or `Foundation.LocalizedStringResource`) anywhere.
    private mutating func findResourceAliases() {
        guard tokens.hasTypealias else { return }
        for index in 0..<tokens.significantCount where isText("typealias", at: index) {
            guard let name = identifierName(at: index + 1), isText("=", at: index + 2) else { continue }
            let target = isText("Foundation", at: index + 3) && isText(".", at: index + 4) ? index + 5 : index + 3
            if isText("LocalizedStringResource", at: target), !isText(".", at: target + 1) { resourceNames.insert(name) }
        }
    }

    private func isResourceName(at index: Int) -> Bool {
        guard isIdentifier(at: index) else { return false }
        if isText("LocalizedStringResource", at: index) { return true }
        return resourceNames.count > 1 && resourceNames.contains(text(of: token(at: index)!))
    }

    /// Whether the tokens at `index` start `LocalizedStringResource(`, `Foundation.LocalizedStringResource(`,
    /// `LocalizedStringResource.init(` or `.init(`: the value of an accessor. Any other value
    /// makes the declaration a helper, which is kept as it is.
    private func startsResourceCall(at index: Int) -> Bool {
        var index = index
        if isText("Foundation", at: index), isText(".", at: index + 1) { index += 2 }
        if isResourceName(at: index) {
            index += 1
            if isText(".", at: index), isText("init", at: index + 1) { index += 2 }
            return isText("(", at: index)
        }
        return isText(".", at: index) && isText("init", at: index + 1) && isText("(", at: index + 2)
    }

    /// Whether the body whose `{` is at `opening` starts by returning a `LocalizedStringResource(...)`
    /// (`{ LocalizedStringResource(...) }`, with `return` or `get { }`); a body that computes
    /// its value (`switch`, `if`, local constants) belongs to a helper.
    private func bodyReturnsResourceCall(opening: Int) -> Bool {
        var index = opening + 1
        if isText("get", at: index), isText("{", at: index + 1) { index += 2 }
        if isText("return", at: index) { index += 1 }
        return startsResourceCall(at: index)
    }

    private mutating func parseEnum(start: Int, path: [String]) throws(DeclarationFailure) {
        // Each level is a few frames of this parser on the stack, and a thread of the pool
        // that reads files in parallel may have as little as 512 KiB of it (macOS).
        guard path.count < Self.maximumDepth else {
            throw fail("enums nest deeper than \(Self.maximumDepth) levels; l10n reads key files up to that depth, and a feature needs two or three")
        }
        position += 1
        guard let name = identifierName(at: position), let nameToken = current else {
            throw fail("expected a name after `enum`, found \(currentDescription)")
        }
        if path.isEmpty, !acceptFeatureName(name, at: nameToken.location) {
            throw DeclarationFailure()
        }
        position += 1
        skipToOpeningBrace()
        guard isCurrent("{") else { throw fail("expected '{' after `enum \(name)`") }
        let opening = position
        var local: [KeyAccessor] = []
        guard let closing = parseBody(path: path + [name], opening: opening, accessors: &local) else { return }
        register(KeyContainer(
            name: name, path: path + [name], isExtension: false, location: nameToken.location,
            declarationRange: declarationRange(from: start, through: closing),
            leadingCommentsStart: leadingComments(beforeSignificant: start).leadingStart,
            bodyRange: bodyRange(opening: opening, closing: closing), accessors: local))
    }

    private mutating func parseProperty(start: Int, path: [String], into local: inout [KeyAccessor]) throws(DeclarationFailure) {
        let isLet = isCurrent("let")
        let introducer = isLet ? "let" : "var"
        position += 1
        guard let name = identifierName(at: position), let nameToken = current else {
            throw fail("expected a name after `static \(introducer)`, found \(currentDescription)")
        }
        position += 1
        var declaredType = DeclaredType.none
        if isCurrent(":") {
            position += 1
            declaredType = scanType(terminators: [UInt8(ascii: "="), UInt8(ascii: "{")])
        }
        if declaredType == .other {
            skipDeclaration(from: start)  // A constant of another type is a helper, not an accessor.
            return
        }
        let call: ResourceCall
        if isCurrent("=") {
            position += 1
            // `static let formatter = NumberFormatter()` is a helper; `: LocalizedStringResource = "key"`
            // names a key without its table, which the reader reports.
            let isKeyLiteral = declaredType == .resource && !isAtEnd && tokens.extent(ofSignificant: position).isStringLiteral
            guard startsResourceCall(at: position) || isKeyLiteral else {
                skipDeclaration(from: start)
                return
            }
            call = try parseResourceCall(allowsImplicitInit: declaredType == .resource)
            guard isAtEnd || isCurrent(";") || isCurrent("}") || isDeclarationStart(at: position) else {
                throw fail("expected the declaration of `\(name)` to end after its `LocalizedStringResource(...)`, found \(currentDescription)")
            }
        } else if isCurrent("{"), !isLet, declaredType == .resource {
            guard bodyReturnsResourceCall(opening: position) else {
                skipDeclaration(from: start)
                return
            }
            call = try parseComputedBody()
        } else {
            throw fail("expected '=' and \(Self.expectedCall) after `static \(introducer) \(name)`, found \(currentDescription)")
        }
        append(
            identifier: name, call: call, kind: isLet ? .staticLet : .staticVar, path: path,
            nameLocation: nameToken.location, start: start, into: &local)
    }

    private mutating func parseFunction(start: Int, path: [String], into local: inout [KeyAccessor]) throws(DeclarationFailure) {
        position += 1
        guard let name = identifierName(at: position), let nameToken = current else {
            throw fail("expected a name after `static func`, found \(currentDescription)")
        }
        position += 1
        guard skip("(") else { throw fail("expected '(' after `static func \(name)`, found \(currentDescription)") }
        var parameters: [KeyAccessor.Parameter] = []
        while !isCurrent(")") {
            parameters.append(try parseParameter(functionName: name))
            if isCurrent(",") { position += 1 } else { break }
        }
        guard skip(")") else { throw fail("expected ',' or ')' in the parameters of `\(name)`, found \(currentDescription)") }
        while isCurrent("async") || isCurrent("throws") || isCurrent("rethrows") { position += 1 }
        guard isCurrent("->") else {
            skipDeclaration(from: start)  // Returns nothing, so it is a helper.
            return
        }
        position += 1
        guard scanType(terminators: [UInt8(ascii: "{")]) == .resource else {
            skipDeclaration(from: start)
            return
        }
        guard isCurrent("{"), bodyReturnsResourceCall(opening: position) else {
            skipDeclaration(from: start)  // A `switch` over its arguments, say: a helper.
            return
        }
        position += 1
        if isCurrent("return") { position += 1 }
        let call = try parseResourceCall(allowsImplicitInit: true)
        guard skip("}") else { throw fail("expected '}' after the `LocalizedStringResource(...)` that `\(name)` returns, found \(currentDescription)") }
        append(
            identifier: name, call: call, kind: .staticFunc(parameters: parameters), path: path,
            nameLocation: nameToken.location, start: start, into: &local)
    }

    private mutating func parseParameter(functionName: String) throws(DeclarationFailure) -> KeyAccessor.Parameter {
        // The message names the token the parameter starts with, wherever the parse stops.
        let start = position
        func problem() -> String { "expected a parameter such as `_ count: Int` in `\(functionName)`, found \(description(at: start))" }
        guard let first = current, first.kind == .identifier || first.kind == .keyword else { throw fail(problem()) }
        let firstName = identifierName(at: position) ?? text(of: first)
        position += 1
        var name = firstName
        if let second = identifierName(at: position) {
            name = second
            position += 1
        }
        guard skip(":") else { throw fail(problem()) }
        let typeStart = current
        _ = scanType(terminators: [UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "=")])
        guard let typeStart, let typeEnd = token(at: position - 1), typeEnd.range.upperBound > typeStart.range.lowerBound,
              !isText(":", at: position - 1) else {
            throw fail("expected the type of parameter `\(name)` in `\(functionName)`, found \(currentDescription)")
        }
        let type = String(decoding: bytes[typeStart.range.lowerBound..<typeEnd.range.upperBound], as: UTF8.self)
        if isCurrent("=") {
            position += 1
            try skipArgument()
        }
        return KeyAccessor.Parameter(label: firstName == "_" ? nil : firstName, name: name, type: type)
    }

    /// `{ LocalizedStringResource(...) }`, with or without `return`, with or without `get { }`.
    private mutating func parseComputedBody() throws(DeclarationFailure) -> ResourceCall {
        position += 1
        let hasGetter = isCurrent("get") && isText("{", at: position + 1)
        if hasGetter { position += 2 }
        if isCurrent("return") { position += 1 }
        let call = try parseResourceCall(allowsImplicitInit: true)
        // Both braces' message names the token after the call.
        let afterCall = position
        func message() -> String {
            "expected '}' after the `LocalizedStringResource(...)`; the body must only return it, found \(description(at: afterCall))"
        }
        if hasGetter { guard skip("}") else { throw fail(message()) } }
        guard skip("}") else { throw fail(message()) }
        return call
    }

    private mutating func parseResourceCall(allowsImplicitInit: Bool) throws(DeclarationFailure) -> ResourceCall {
        if isCurrent("Foundation"), isText(".", at: position + 1), isText("LocalizedStringResource", at: position + 2) {
            position += 2
        }
        if isResourceName(at: position) {
            position += 1
            if isCurrent("."), isText("init", at: position + 1) { position += 2 }
        } else if isCurrent("."), isText("init", at: position + 1) {
            guard allowsImplicitInit else {
                throw fail("`.init(...)` needs the declared type `LocalizedStringResource`; write `: LocalizedStringResource` or \(Self.expectedCall)")
            }
            position += 2
        } else {
            throw fail("expected \(Self.expectedCall), found \(currentDescription)")
        }
        guard skip("(") else { throw fail("expected '(' after `LocalizedStringResource`, found \(currentDescription)") }
        guard let keyToken = current, let key = try literalValue(keyToken, what: "key") else {
            throw fail("expected the key as a string literal in \(Self.expectedCall), found \(currentDescription)")
        }
        position += 1
        var table: String?
        while isCurrent(",") {
            position += 1
            guard let labelToken = current, labelToken.kind == .identifier || labelToken.kind == .keyword,
                  isText(":", at: position + 1) else {
                throw fail("expected a labeled argument such as `table:`, found \(currentDescription)")
            }
            let label = text(of: labelToken)
            position += 2
            switch label {
            case "table":
                if isCurrent("nil") {
                    position += 1
                } else if let tableToken = current, let value = try literalValue(tableToken, what: "table") {
                    table = value
                    position += 1
                } else {
                    throw fail("expected the table name as a string literal, found \(currentDescription)")
                }
            case "defaultValue", "locale", "bundle", "comment":
                try skipArgument()
            default:
                position -= 2
                throw fail("unexpected argument `\(label):`; LocalizedStringResource takes `defaultValue:`, `table:`, `locale:`, `bundle:` and `comment:`")
            }
        }
        guard skip(")") else { throw fail("expected ',' or ')' after the arguments of `LocalizedStringResource`, found \(currentDescription)") }
        return ResourceCall(key: key, keyLocation: keyToken.location, table: table)
    }

    /// The value of the string literal `token` (a key or a table, `what`); nil when it is no
    /// string literal. A literal without escapes, the usual key, is its bytes, as
    /// ``SwiftLexer/decodedLiteral(at:location:in:)`` finds first, without the decoded literal
    /// and its segments around them (two allocations an accessor).
    private mutating func literalValue(_ token: SwiftToken, what: String) throws(DeclarationFailure) -> String? {
        guard case .stringLiteral = token.kind else { return nil }
        let (plain, literal) = bytes.withUnsafeBufferPointer { bytes in
            if let text = SwiftLexer.plainLiteralText(at: token.range, in: bytes) { return (Optional(text), SwiftStringLiteral?.none) }
            return (nil, SwiftLexer.decodedLiteral(at: token.range, location: token.location, in: bytes))
        }
        if let plain { return plain }
        guard let literal else { return nil }
        return try plainValue(of: literal, what: what)
    }

    private mutating func plainValue(of literal: SwiftStringLiteral, what: String) throws(DeclarationFailure) -> String {
        if literal.isMultiline {
            throw fail("multi-line string literals are not supported for the \(what); write it as a single-line literal")
        }
        guard let value = literal.plainValue else {
            throw fail("the \(what) must be a plain string literal; interpolation `\\(...)` is not allowed in it")
        }
        return value
    }

    private mutating func append(
        identifier: String, call: ResourceCall, kind: KeyAccessor.Kind, path: [String],
        nameLocation: SourceLocation, start: Int, into local: inout [KeyAccessor]
    ) {
        let comments = leadingComments(beforeSignificant: start)
        let range = declarationRange(from: start, through: position - 1)
        // Made in the file's list and copied once into the section's: made apart and copied into
        // both, it was copied twice and then destroyed.
        accessors.append(KeyAccessor(
            identifier: identifier, key: call.key, table: call.table, kind: kind, sectionPath: path,
            location: nameLocation, keyLocation: call.keyLocation, declarationRange: range,
            docCommentRange: comments.docRange, leadingCommentsStart: comments.leadingStart,
            conditions: conditions))
        local.append(accessors[accessors.count - 1])
    }

    // MARK: - Skipping

    /// Skips attributes (`@available(iOS 17, *)`) and modifiers (`public static`, `private(set)`);
    /// returns whether `static` or `class` was among them.
    @discardableResult
    private mutating func skipAttributesAndModifiers() -> Bool {
        var isStatic = false
        while !isAtEnd {
            if isCurrent("@"), identifierName(at: position + 1) != nil {
                position += 2
                skipAdjacentParentheses()
            } else if isWord(in: Self.modifiers, at: position),  // Only a name or a keyword spells a modifier.
                      // `class Foo` declares a class rather than modifying a member.
                      !(isCurrent("class") && identifierName(at: position + 1) != nil) {
                isStatic = isStatic || isCurrent("static") || isCurrent("class")
                position += 1
                skipAdjacentParentheses()
            } else {
                break
            }
        }
        return isStatic
    }

    /// Skips `(...)` when it directly follows the previous token, as in `private(set)`.
    private mutating func skipAdjacentParentheses() {
        guard isCurrent("("), let previous = token(at: position - 1),
              current!.range.lowerBound == previous.range.upperBound else { return }
        _ = skipBalanced(stopAtDeclarations: false)
    }

    private mutating func skipToOpeningBrace() {
        while !isAtEnd, !isCurrent("{"), !isCurrent("}"), !isDeclarationStart(at: position) {
            position += 1
        }
    }

    /// Skips a declaration that is not an accessor, matching brackets so that its body
    /// cannot be mistaken for members.
    /// After a reported failure, `reportingProblems` is false: the first error says what is
    /// wrong, and bracket complaints caused by it would only be noise.
    private mutating func skipDeclaration(from start: Int, reportingProblems: Bool = true) {
        position = start
        if isCurrent(")") || isCurrent("]") {
            report("unexpected \(currentDescription)", at: currentLocation)
        }
        skipAttributesAndModifiers()
        if !isAtEnd { position += 1 }  // The introducer, which itself starts a declaration.
        _ = skipBalanced(stopAtDeclarations: true, reportingProblems: reportingProblems)
    }

    /// Skips one argument expression, up to the `,` or `)` that ends it.
    private mutating func skipArgument() throws(DeclarationFailure) {
        let start = position
        guard skipBalanced(stopAtDeclarations: false, stopAtComma: true) else { throw DeclarationFailure() }
        if position == start { throw fail("expected a value, found \(currentDescription)") }
    }

    /// Advances over tokens, keeping brackets balanced, until an unmatched closer (or, at
    /// nesting depth 0, a declaration start or a comma when asked). Reports unbalanced
    /// brackets; returns false when it did.
    private mutating func skipBalanced(
        stopAtDeclarations: Bool, stopAtComma: Bool = false, reportingProblems: Bool = true
    ) -> Bool {
        var openers: [SwiftToken] = []
        while let token = current {
            if openers.isEmpty {
                if stopAtDeclarations, isDeclarationStart(at: position) { return true }
                if stopAtComma, isCurrent(",") { return true }
            }
            if token.kind == .punctuation, token.range.count == 1, Self.closer(of: bytes[token.range.lowerBound]) != nil {
                openers.append(token)
            } else if token.kind == .punctuation, token.range.count == 1, Self.isCloser(bytes[token.range.lowerBound]) {
                guard let opener = openers.last else { return true }
                let expected = Self.closer(of: bytes[opener.range.lowerBound])!
                guard bytes[token.range.lowerBound] == expected else {
                    guard reportingProblems else { return false }
                    report("expected '\(Character(UnicodeScalar(expected)))' to match the '\(text(of: opener))' at \(opener.location), found \(currentDescription)", at: token.location)
                    return false
                }
                openers.removeLast()
                if openers.isEmpty, !stopAtDeclarations, !stopAtComma {
                    position += 1
                    return true
                }
            }
            position += 1
        }
        if let unclosed = openers.first {
            guard reportingProblems else { return false }
            report("this '\(text(of: unclosed))' is never closed before the end of the file", at: unclosed.location)
            return false
        }
        return true
    }

    private static func closer(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        default: nil
        }
    }

    private static func isCloser(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }

    /// Skips a written type up to one of `terminators` at nesting depth 0 and classifies it.
    /// `terminators` are one-byte punctuation, such as `=` or `{`.
    private mutating func scanType(terminators: [UInt8]) -> DeclaredType {
        let start = position
        var depth = 0
        while let token = current {
            // Only punctuation tokens spell `=`, `{` or `}`; their one byte says which.
            let single: UInt8? = token.kind == .punctuation && token.range.count == 1 ? bytes[token.range.lowerBound] : nil
            if depth == 0, let single, terminators.contains(single) { break }
            if depth == 0, isDeclarationStart(at: position) || single == UInt8(ascii: "}") { break }
            if token.kind == .punctuation, !isCurrent("->") {
                for byte in bytes[token.range] {
                    if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                    if byte == UInt8(ascii: ">") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") { depth -= 1 }
                }
            }
            position += 1
        }
        switch position - start {
        case 0:
            return .none
        case 1:
            let isResource = isText("LocalizedStringResource", at: start)
                || resourceNames.count > 1 && resourceNames.contains(text(of: token(at: start)!))
            return isResource ? .resource : .other
        case 3:
            let isQualified = isText("Foundation", at: start) && isText(".", at: start + 1) && isText("LocalizedStringResource", at: start + 2)
            return isQualified ? .resource : .other
        default:
            return .other
        }
    }

    // MARK: - Ranges

    private func declarationRange(from start: Int, through end: Int) -> Range<Int> {
        tokens.extent(ofSignificant: start).range.lowerBound..<tokens.extent(ofSignificant: end).range.upperBound
    }

    private func bodyRange(opening: Int, closing: Int) -> Range<Int> {
        tokens.extent(ofSignificant: opening).range.upperBound..<tokens.extent(ofSignificant: closing).range.lowerBound
    }

    /// The comments directly above the declaration that starts at significant token `start`:
    /// each on its own line, with no blank line in between.
    private func leadingComments(beforeSignificant start: Int) -> (docRange: Range<Int>?, leadingStart: Int) {
        var leadingStart = tokens.extent(ofSignificant: start).range.lowerBound
        var docStart: Int?
        var docEnd: Int?
        var onlyDocsSoFar = true
        // Walking back from the declaration: a blank line (two line breaks) ends the comments.
        var lineBreaks = tokens.lineBreaks(beforeSignificant: start)
        let comments = tokens.comments(beforeSignificant: start, hint: carried.commentsSeen)
        carried.commentsSeen = comments.upperBound
        var index = comments.upperBound - 1
        // Before the comments is a significant token, or the start of the text.
        while lineBreaks <= 1, index >= comments.lowerBound {
            let breaksBefore = tokens.lineBreaks(beforeComment: index)
            // Only a comment on a line of its own: after a line break, or first in the text.
            guard breaksBefore > 0 || (index == 0 && start == 0) else { break }
            let (range, commentClass) = tokens.extent(ofComment: index)
            leadingStart = range.lowerBound
            if commentClass == .docLineComment || commentClass == .docBlockComment, onlyDocsSoFar {
                docStart = range.lowerBound
                docEnd = docEnd ?? range.upperBound
            } else {
                onlyDocsSoFar = false
            }
            lineBreaks = breaksBefore
            index -= 1
        }
        return (docStart.map { $0..<docEnd! }, leadingStart)
    }
}

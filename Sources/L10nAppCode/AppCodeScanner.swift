#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import L10nCore
import L10nSwiftSource
/// Reads an app's Swift files for what they say about keys (see ``AppCodeScan``), in one pass
/// over the lexer's tokens: no syntax tree, no token array, and string literals decoded only
/// where a key or user-visible text can be. What it understands of Swift:
///
/// - a reference is `L10nKey` (or a name bound to part of it in the file) followed by
///   `.name`s, across line breaks and inside `\(…)`;
/// - a call's arguments are read between its brackets, so an argument is a literal only when
///   the literal is all of it (`Text("a" + b)` shows no literal);
/// - `#Preview` and `PreviewProvider` bodies, and a line or the declaration below a
///   `// l10n:ignore` comment, show no hard-coded text.
package enum AppCodeScanner {
    /// The comment that keeps a line, or the declaration or statement below it, out of
    /// `hardcoded-string`.
    package static let ignoreMarker = "l10n:ignore"

    /// What `file` says about keys; with `mentions`, `mentionedKeys` holds only the literals
    /// it keeps.
    package static func scan(_ file: SourceFile, mentions: MentionFilter? = nil) -> AppCodeScan {
        var session = Session(mentions: mentions)
        return session.scan(file)
    }

    /// Scans file after file with one scanner, which keeps its tables and the arrays it works
    /// in from one file to the next: made and torn down for each of an app's 10,000 files,
    /// they cost about 17 M instructions on each core.
    package struct Session {
        private var scanner: FileScanner

        package init(mentions: MentionFilter?) {
            scanner = FileScanner(bytes: UnsafeBufferPointer(start: nil, count: 0), aliases: [], mentions: mentions)
        }

        /// What `file` says about keys, as ``AppCodeScanner/scan(_:mentions:)`` tells.
        package mutating func scan(_ file: SourceFile) -> AppCodeScan {
            file.bytes.withUnsafeBufferPointer { scan(path: file.path, bytes: $0) }
        }

        private mutating func scan(path: String, bytes: UnsafeBufferPointer<UInt8>) -> AppCodeScan {
            scanner.restart(bytes: bytes, aliases: [])
            scanner.run()
            if scanner.typeAliasUsedAbove {
                // A type alias may be used above its declaration: read the file again knowing it.
                scanner.restart(bytes: bytes, aliases: scanner.aliases.filter(\.isTypeAlias))
                scanner.run()
            }
            // Moved, not shared: the scanner's next file starts them anew.
            var scan = AppCodeScan(path: path)
            swap(&scan.references, &scanner.references)
            // Copied at its size, the scanner's kept: grown from empty for each file, it was
            // made again twice a file.
            scan.namedAccessors = scanner.namedAccessors.withUnsafeBufferPointer { Array($0) }
            swap(&scan.literalKeys, &scanner.literalKeys)
            swap(&scan.mentionedKeys, &scanner.mentionedKeys)
            swap(&scan.hardcodedStrings, &scanner.hardcodedStrings)
            if !scanner.ignoredLines.isEmpty {
                let ignoredLines = Set(scanner.ignoredLines)
                scan.hardcodedStrings.removeAll { ignoredLines.contains($0.location.line) }
            }
            return scan
        }
    }

    /// Every reference in `bytes` to the accessor (or enum) `qualifiedName`
    /// (`L10nKey.Offers.List.title`), with the bytes of each name it spells out: what a rename
    /// rewrites. References that go on to a member (`L10nKey.Offers.List.title.key`) count.
    package static func references(to qualifiedName: String, in bytes: [UInt8]) -> [AccessorReference] {
        let path = qualifiedName.split(separator: ".").dropFirst().map(String.init)
        guard let last = path.last, bytes.withUnsafeBufferPointer({ $0.containsBytes(Array(last.utf8)) }) else { return [] }
        return scan(SourceFile(path: "", bytes: bytes)).references.filter { $0.path.starts(with: path) }
    }

    /// Whether a literal looks like a key rather than text: `offers.list.title`, not `Done.`.
    package static func isKeyShaped(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
              utf8.last != UInt8(ascii: "."), utf8.contains(UInt8(ascii: ".")) else { return false }
        return utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
    }
}

/// A name the file binds to a path below `L10nKey`: `typealias Strings = L10nKey.Offers.List`
/// or `let offers = L10nKey.Offers.self`.
struct Alias: Sendable {
    var name: [UInt8]
    var path: [String]
    var isTypeAlias: Bool
}

/// The text APIs compiled for lookups by bytes: argument labels become small numbers.
private struct CompiledAPI {
    var api: TextAPI
    /// Label ids of `api.textArguments`, 0 for the first unlabeled argument.
    var textArguments: [UInt8]
    var keyArgument: UInt8?
    var tableLabel: UInt8?

    static let all: [CompiledAPI] = TextAPI.all.map { api in
        CompiledAPI(
            api: api, textArguments: api.textArguments.map(labelID), keyArgument: api.keyArgument.map(labelID),
            tableLabel: api.tableLabel.map { labelIDs[$0]! })
    }

    static let labelIDs: [String: UInt8] = {
        var labels = Set<String>()
        for api in TextAPI.all {
            for case .labeled(let label) in api.textArguments + [api.keyArgument].compactMap({ $0 }) { labels.insert(label) }
            if let label = api.tableLabel { labels.insert(label) }
        }
        return Dictionary(uniqueKeysWithValues: labels.sorted().enumerated().map { ($1, UInt8($0 + 1)) })
    }()

    static let labels = UTF8WordTable(labelIDs.map { ($0.key, $0.value) })
    static let callees = UTF8WordTable(all.indices.map { (all[$0].api.name, $0) })
    /// For each first byte, a bit for each length (63 for any longer) of the callees that start
    /// with it: most names before a `(` are no API's, and this tells most of them so in two
    /// loads, where the table's look-up (generic, not specialized here) took about a hundred
    /// instructions.
    static let calleeShapes: [UInt64] = {
        var shapes = [UInt64](repeating: 0, count: 256)
        for compiled in all {
            let name = Array(compiled.api.name.utf8)
            shapes[Int(name[0])] |= 1 << min(name.count, 63)
        }
        return shapes
    }()
    /// A label that is none of the table's.
    static let otherLabel: UInt8 = 255

    static func labelID(_ argument: TextAPI.Argument) -> UInt8 {
        switch argument {
        case .first: 0
        case .labeled(let label): labelIDs[label]!
        }
    }

    func argument(forLabel id: UInt8) -> TextAPI.Argument? {
        guard let index = textArguments.firstIndex(of: id) else { return nil }
        return api.textArguments[index]
    }
}

private let l10nKeyBytes = Array("L10nKey".utf8)
private let textPropertyNames = UTF8WordTable(TextAPI.textProperties.map { ($0, $0) })
private let ignoreMarkerBytes = Array(AppCodeScanner.ignoreMarker.utf8)
/// Where the marker's `:` is: looked for by it, as comments hold it less often than an `l`.
private let ignoreMarkerColon = ignoreMarkerBytes.firstIndex(of: UInt8(ascii: ":"))!

/// One pass over one file's tokens.
private struct FileScanner {
    /// A token that is not trivia, reduced to what the scanner asks of it.
    struct Significant {
        enum Kind: UInt8 {
            /// A name or a reserved word: the stream does not tell them apart, and the few
            /// places where it matters ask ``FileScanner/isKeyword(_:)``.
            case identifier
            case string, number, dot, colon, comma, assign, open, close, hash, semicolon, other
        }

        var kind: Kind
        var range: Range<Int>
        var line: Int
        /// Where `line` starts: the column is counted only for what is found.
        var lineStart: Int

        var location: SourceLocation { SourceLocation(line: line, column: range.lowerBound - lineStart + 1) }
    }

    /// Where an argument of an API call stands.
    enum ArgumentState: UInt8 {
        /// Nothing read yet.
        case start
        /// One name read: a label if a `:` follows.
        case maybeLabel
        case afterLabel
        /// A literal read, which is the argument if a `,` or `)` follows.
        case literal
        /// Anything else.
        case expression
    }

    /// The open bracket of a call to a text API, and what its arguments hold so far. Other
    /// brackets are only counted: a frame for each of an app's 600,000 brackets, pushed and
    /// popped, was a tenth of the scan.
    struct Frame {
        var api: Int
        /// How many brackets were open around this one.
        var depth: Int
        var argumentIndex = 0
        var label: UInt8 = 0
        var state = ArgumentState.start
        var literal: Significant?
        var labelRange = 0..<0
        /// Where this call's literals start in `candidates`.
        var candidatesStart = 0
    }

    /// What the scanner asks of the tokens before the current one.
    struct Recent {
        var kind: Significant.Kind
        var range: Range<Int>
    }

    /// A literal that is a whole argument of a text API call.
    struct Candidate {
        var argumentIndex: Int
        var label: UInt8
        var literal: Significant
        var suppressed: Bool
    }

    /// A reference being read; its names' ranges are in `chainNames`.
    struct Chain {
        /// The path the alias it starts with stands for; empty after `L10nKey`.
        var aliasPath: [String]
        var location: SourceLocation
        var expectsName = false
        var fromAlias: Bool
        /// The innermost type declared around the chain's start.
        var enclosingType: String?
        /// The name the chain is bound to (`let x = L10nKey…`), if it is, and where it is declared.
        var boundName: [UInt8]?
        var boundNameStart = 0
        var boundByTypeAlias = false
    }

    private(set) var bytes: UnsafeBufferPointer<UInt8>
    // The tables, held here rather than read from the statics for each token.
    private let apis = CompiledAPI.all
    private let callees = CompiledAPI.callees
    private let calleeShapes = CompiledAPI.calleeShapes
    private let labels = CompiledAPI.labels
    private let properties = textPropertyNames
    private let namespace = l10nKeyBytes
    /// Inside a `\(…)`: references and keys only.
    let isInterpolation: Bool
    /// The literals worth a mention, when the reader of the scan says.
    let mentions: MentionFilter?
    /// The filter's accessors, asked at the end of each reference.
    private let accessors: AccessorPaths?
    var aliases: [Alias]
    var references: [AccessorReference] = []
    var namedAccessors: [Int] = []
    var literalKeys: [LiteralKeyUse] = []
    var mentionedKeys: [MentionedKey] = []
    var hardcodedStrings: [HardcodedString] = []
    /// Lines whose `// l10n:ignore` comes after code.
    var ignoredLines: [Int] = []
    /// Whether a type alias bound here is named above its declaration, where this pass could
    /// not resolve it.
    var typeAliasUsedAbove = false

    /// How many brackets are open.
    private var depth = 0
    /// The text-API calls among them, innermost last.
    private var calls: [Frame] = []
    /// The depth of the innermost call's bracket; outside every call, a depth no bracket has
    /// (not -1, which is `depth - 1` at the top level).
    private var callDepth = Self.noCall
    private static let noCall = Int.min
    /// The types whose bodies are open, with the depth of each body's bracket, innermost last.
    private var types: [(depth: Int, name: String)] = []
    /// The depth of the innermost type body's bracket, a depth no bracket has outside every
    /// type: asked at each closing bracket without copying the last type's name.
    private var typeDepth = Self.noCall
    private var candidates: [Candidate] = []
    private var previous: Recent?
    private var beforePrevious: Recent?
    private var thirdPrevious: Recent?
    private var chain: Chain?
    /// The bytes of each name the chain spells, backticks included: kept for every chain, so
    /// that one whose names spell an accessor the filter knows makes no array of its own.
    private var chainNames: [Range<Int>] = []
    private var lastLine = 0
    private var lineStartDepth = 0
    /// `label.text = "…"` waiting for the end of its statement.
    private var pendingAssignment: (literal: Significant, property: String, suppressed: Bool)?
    /// Brackets deeper than this show no hard-coded text (a preview body, an ignored declaration).
    private var suppressedBelow: Int?
    /// The depth at which the next `{` opens a preview body.
    private var pendingPreviewDepth: Int?
    /// A `// l10n:ignore` on its own line, waiting for the statement below it.
    private var pendingStatementIgnore = false
    /// The ignored statement: its depth, and whether a line of it ended there.
    private var ignoredStatement: (depth: Int, lineEnded: Bool)?
    /// A type declared, whose body the next `{` opens.
    private var pendingTypeName: String?

    init(bytes: UnsafeBufferPointer<UInt8>, aliases: [Alias], isInterpolation: Bool = false, mentions: MentionFilter?) {
        self.bytes = bytes
        self.aliases = aliases
        self.isInterpolation = isInterpolation
        self.mentions = mentions
        accessors = mentions?.accessors
    }

    /// Ready to scan `bytes` as a new scanner is, with the tables and the capacity of the
    /// arrays only the scan reads (calls, types, candidates, names) and of the accessors' numbers kept; what the scan found
    /// is the caller's (every variable set in the declarations above is set here too).
    mutating func restart(bytes: UnsafeBufferPointer<UInt8>, aliases: [Alias]) {
        self.bytes = bytes
        self.aliases = aliases
        references = []
        namedAccessors.removeAll(keepingCapacity: true)
        literalKeys = []
        mentionedKeys = []
        hardcodedStrings = []
        ignoredLines = []
        typeAliasUsedAbove = false
        depth = 0
        calls.removeAll(keepingCapacity: true)
        callDepth = Self.noCall
        types.removeAll(keepingCapacity: true)
        typeDepth = Self.noCall
        candidates.removeAll(keepingCapacity: true)
        previous = nil
        beforePrevious = nil
        thirdPrevious = nil
        chain = nil
        chainNames.removeAll(keepingCapacity: true)
        lastLine = 0
        lineStartDepth = 0
        pendingAssignment = nil
        suppressedBelow = nil
        pendingPreviewDepth = nil
        pendingStatementIgnore = false
        ignoredStatement = nil
        pendingTypeName = nil
    }

    mutating func run(range: Range<Int>? = nil, location: SourceLocation = SourceLocation(line: 1, column: 1)) {
        var tokens = SwiftLexer.TokenStream(bytes: bytes, range: range, location: location)
        withUnsafeTemporaryAllocation(of: SwiftLexer.ClassifiedToken.self, capacity: 256) { batch in
            var count = 0
            repeat {
                count = tokens.next(into: batch)
                for index in 0..<count { handle(batch[index]) }
            } while count == batch.count
        }
        finishChain()
        commitPendingAssignment()
    }

    private var isSuppressed: Bool {
        ignoredStatement != nil || suppressedBelow.map { depth > $0 } ?? false
    }

    /// Inlined into the token loop, as are its small steps: the optimizer's own choice stopped
    /// inlining it once the brackets' steps were, and each call cost more than the step.
    @inline(__always)
    private mutating func handle(_ token: SwiftLexer.ClassifiedToken) {
        let range = token.start..<token.end
        let kind: Significant.Kind
        switch token.kind {
        case .whitespace, .unknown: return
        case .newline:
            if let statement = ignoredStatement, depth <= statement.depth { ignoredStatement?.lineEnded = true }
            return
        case .lineComment, .docLineComment, .blockComment, .docBlockComment:
            noteComment(token)
            return
        case .identifier, .keyword: kind = .identifier
        case .string: kind = .string
        case .number: kind = .number
        case .punctuation: kind = Self.punctuationKind(bytes, range)
        }
        let token = Significant(kind: kind, range: range, line: token.line, lineStart: token.lineStart)
        if token.line != lastLine {
            lineStartDepth = depth
            lastLine = token.line
        }
        if let pending = pendingAssignment {
            if token.line > pending.literal.line || token.kind == .semicolon || token.kind == .close {
                commitPendingAssignment()
            }
            pendingAssignment = nil
        }
        // Each step's own first test, asked here: most tokens concern none of them, and the
        // calls cost more than the tests.
        if pendingStatementIgnore || ignoredStatement != nil { updateIgnoredStatement(at: token) }
        // Only `L10nKey` or an alias starts a chain: other names, most tokens, go no further
        // (nor `private`, `Section`, … of its length but not its first letter).
        if chain != nil || (token.kind == .identifier && (mayBeNamespace(token.range) || !aliases.isEmpty)) { followChain(token) }
        // The innermost bracket is a text-API call's: the last frame's.
        if callDepth == depth &- 1 { readArgument(token, ofCall: calls.count &- 1) }
        switch token.kind {
        case .open: open(token)
        case .close: close()
        case .string: readLiteral(token)
        case .identifier:
            notePreview(token)
            noteTypeName(token)
        default: break
        }
        thirdPrevious = beforePrevious
        beforePrevious = previous
        previous = Recent(kind: token.kind, range: token.range)
    }

    /// Whether the name at `range` may be `L10nKey`: of its length and first letter.
    private func mayBeNamespace(_ range: Range<Int>) -> Bool {
        range.count == namespace.count && bytes[range.lowerBound] == namespace[0]
    }

    @inline(__always)
    private static func punctuationKind(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Significant.Kind {
        guard range.count == 1 else { return .other }
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "."): return .dot
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: "="): return .assign
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return .open
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return .close
        case UInt8(ascii: "#"): return .hash
        case UInt8(ascii: ";"): return .semicolon
        default: return .other
        }
    }

    private func buffer(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    private func spells(_ word: [UInt8], _ range: Range<Int>) -> Bool {
        range.count == word.count && word.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress! + range.lowerBound, range.count) == 0 }
    }

    private func isKeyword(_ range: Range<Int>) -> Bool {
        SwiftKeywords.isReserved(buffer(range))
    }

    /// A name without its backticks.
    private func name(_ range: Range<Int>) -> String {
        String(decoding: buffer(unquotedName(range, in: bytes)), as: UTF8.self)
    }

    // MARK: References

    private mutating func followChain(_ token: Significant) {
        if chain != nil {
            if chain!.expectsName {
                if token.kind == .identifier, !isKeyword(token.range) {
                    chainNames.append(token.range)
                    chain!.expectsName = false
                    return
                }
                finishChain()
            } else if token.kind == .dot {
                chain!.expectsName = true
                return
            } else {
                finishChain()
            }
        }
        guard token.kind == .identifier, previous?.kind != .dot else { return }
        if spells(namespace, token.range) {
            chain = Chain(aliasPath: [], location: token.location, fromAlias: false, enclosingType: types.last?.name)
            chainNames.removeAll(keepingCapacity: true)
            bindChain()
        } else if let alias = aliases.last(where: { spells($0.name, token.range) }) {
            chain = Chain(aliasPath: alias.path, location: token.location, fromAlias: true, enclosingType: types.last?.name)
            chainNames.removeAll(keepingCapacity: true)
            bindChain()
        }
    }

    /// `let name = L10nKey…` and `typealias Name = L10nKey…` bind the chain that starts here.
    private mutating func bindChain() {
        // All three introducers are reserved words; a bound name is not one.
        guard previous?.kind == .assign, let bound = beforePrevious, bound.kind == .identifier,
              let introducer = thirdPrevious, introducer.kind == .identifier else { return }
        let word = String(decoding: buffer(introducer.range), as: UTF8.self)
        guard word == "let" || word == "var" || word == "typealias", !isKeyword(bound.range) else { return }
        let name = Array(buffer(bound.range))
        chain?.boundName = name
        chain?.boundNameStart = bound.range.lowerBound
        chain?.boundByTypeAlias = word == "typealias"
    }

    private mutating func finishChain() {
        guard chain != nil else { return }
        // A bare `L10nKey` (as in `extension L10nKey`) or a bare alias names nothing new.
        guard !chainNames.isEmpty else {
            chain = nil
            return
        }
        // Most references spell an accessor from `L10nKey` on and bind nothing: its number is all
        // the filter's reader asks of them, and the chain is not copied for it.
        if !chain!.fromAlias, chain!.boundName == nil, let number = accessors?.number(ofNames: chainNames, in: bytes) {
            chain = nil
            namedAccessors.append(number)
            return
        }
        let finished = chain!
        chain = nil
        let path = finished.aliasPath + chainNames.map(name)
        var reference = AccessorReference(path: path, nameRanges: chainNames, location: finished.location)
        reference.enclosingType = finished.enclosingType
        references.append(reference)
        if let name = finished.boundName {
            if finished.boundByTypeAlias, !typeAliasUsedAbove, !isInterpolation,
               UnsafeBufferPointer(rebasing: bytes[..<finished.boundNameStart]).containsBytes(name) {
                typeAliasUsedAbove = true
            }
            aliases.removeAll { $0.name == name }
            aliases.append(Alias(name: name, path: path, isTypeAlias: finished.boundByTypeAlias))
        }
    }

    // MARK: Calls and their arguments

    /// Reads `token` as part of an argument of the call whose frame is `calls[top]`, the
    /// innermost bracket's (``handle(_:)`` knows by `callDepth`). Inlined there: a call for
    /// each token of a text API's arguments cost as much as reading it.
    @inline(__always)
    private mutating func readArgument(_ token: Significant, ofCall top: Int) {
        // The closing bracket is the frame's own: `close()` reads what the argument was.
        if token.kind == .close { return }
        switch (calls[top].state, token.kind) {
        case (_, .comma):
            commitArgument(top)
            calls[top].argumentIndex += 1
            calls[top].label = 0
            calls[top].state = .start
        case (.start, .identifier):
            calls[top].state = .maybeLabel
            calls[top].labelRange = token.range
        case (.maybeLabel, .colon):
            calls[top].label = labels.value(of: buffer(calls[top].labelRange)) ?? CompiledAPI.otherLabel
            calls[top].state = .afterLabel
        case (.start, .string), (.afterLabel, .string):
            calls[top].state = .literal
            calls[top].literal = token
        default:
            calls[top].state = .expression
        }
    }

    private mutating func commitArgument(_ index: Int) {
        guard calls[index].state == .literal, let literal = calls[index].literal else { return }
        candidates.append(Candidate(
            argumentIndex: calls[index].argumentIndex, label: calls[index].label, literal: literal, suppressed: isSuppressed))
    }

    /// Inlined where a bracket opens or closes (600,000 times in an app, most opening or closing
    /// neither a text API's call nor a body), with what only those need in calls of its own:
    /// the calls cost more than the tests.
    @inline(__always)
    private mutating func open(_ token: Significant) {
        let opener = bytes[token.range.lowerBound]
        if opener == UInt8(ascii: "("), let callee = previous, callee.kind == .identifier,
           // Of the length and first letter of a callee: most names before a `(` are not.
           calleeShapes[Int(bytes[callee.range.lowerBound])] & (1 << min(callee.range.count, 63)) != 0 {
            openCall(callee: callee.range)
        }
        if opener == UInt8(ascii: "{"), pendingPreviewDepth != nil || pendingTypeName != nil { openBody() }
        depth += 1
    }

    private mutating func openCall(callee: Range<Int>) {
        guard let api = callees.value(of: buffer(callee)) else { return }
        let isMember = beforePrevious?.kind == .dot
        let isCall = switch apis[api].api.callee {
        case .type: !isMember
        case .member: isMember
        case .either: true
        }
        if isCall {
            calls.append(Frame(api: api, depth: depth, candidatesStart: candidates.count))
            callDepth = depth
        }
    }

    private mutating func openBody() {
        if let previewDepth = pendingPreviewDepth, previewDepth == depth {
            suppressedBelow = min(suppressedBelow ?? previewDepth, previewDepth)
            pendingPreviewDepth = nil
        }
        if let name = pendingTypeName {
            types.append((depth, name))
            typeDepth = depth
            pendingTypeName = nil
        }
    }

    @inline(__always)
    private mutating func close() {
        guard depth > 0 else { return }
        let top = depth - 1
        if callDepth == top || typeDepth == top { closeCallOrBody(top) }
        depth = top
        if let suppressed = suppressedBelow, depth <= suppressed { suppressedBelow = nil }
    }

    private mutating func closeCallOrBody(_ top: Int) {
        if callDepth == top {
            // By index: a copy of the frame would be made for nothing.
            let call = calls.count - 1
            commitArgument(call)
            let start = calls[call].candidatesStart
            // Most calls give no literal (`Text(L10nKey…)`): no API's tables copied for them.
            if start < candidates.count {
                record(candidates[start...], ofAPI: calls[call].api)
                candidates.removeSubrange(start...)
            }
            calls.removeLast()
            callDepth = calls.last?.depth ?? Self.noCall
        }
        if typeDepth == top {
            types.removeLast()
            typeDepth = types.last?.depth ?? Self.noCall
        }
    }

    /// By the API's index, its tables read in place: a copy of them (their arrays retained and
    /// released) for each of an app's 91,000 calls with literals cost a fifth of recording them.
    private mutating func record(_ found: ArraySlice<Candidate>, ofAPI index: Int) {
        let labelOf = { (candidate: Candidate) in
            candidate.argumentIndex == 0 || candidate.label != 0 ? candidate.label : CompiledAPI.otherLabel
        }
        let tableLiteral = apis[index].tableLabel.flatMap { table in found.first { labelOf($0) == table } }
        let table = tableLiteral.flatMap { decoded($0.literal)?.plainValue }
        for candidate in found {
            let label = labelOf(candidate)
            let isKey = apis[index].keyArgument == label
            guard let argument = isKey ? apis[index].api.keyArgument : apis[index].argument(forLabel: label) else { continue }
            let displayName = apis[index].api.displayName(for: argument)
            let showsText = !candidate.suppressed && !isInterpolation
            guard apis[index].api.localizes else {
                if showsText, let shown = shownText(candidate.literal, api: displayName) { hardcodedStrings.append(shown) }
                continue
            }
            // A table given as anything but a plain literal is not known: nothing is said.
            if tableLiteral != nil && table == nil { continue }
            guard let lookup = lookupKey(candidate.literal) else { continue }
            let use = LiteralKeyUse(
                key: lookup.key, api: displayName, location: candidate.literal.location, table: table ?? TextAPI.defaultTable,
                isExplicitKey: isKey || table != nil, specifiers: lookup.specifiers)
            literalKeys.append(use)
            // A literal shaped like a key is a key: `undeclared-key` speaks of it, not this.
            // Its text is made only past this point: most literals given as keys stop here.
            if use.isExplicitKey && AppCodeScanner.isKeyShaped(use.key) { continue }
            guard showsText, var shown = shownText(candidate.literal, api: displayName) else { continue }
            shown.lookup = use
            hardcodedStrings.append(shown)
        }
    }

    /// `%` doubled, as Xcode writes a literal's text into a key. Most text has no `%`, and then
    /// no character of it can be one, so Foundation's search is skipped.
    func doublingPercentSigns(_ text: String) -> String {
        text.containsUTF8Byte(UInt8(ascii: "%")) ? text.replacingOccurrences(of: "%", with: "%%") : text
    }

    /// The key a localizing call looks `literal` up by, as Xcode extracts it: the text itself,
    /// or, with `\(…)`, the text with `%` doubled and each value's format specifier. Not for a
    /// multi-line literal: a literal key's use is shown on one line (`usage`), and
    /// `hardcoded-string` reads none; ``mentionedKey(_:)`` reads them.
    private func lookupKey(_ token: Significant) -> MentionedKey? {
        // Most literals are plain: their text is the key, with no decoded literal built for it.
        if let plain = SwiftLexer.plainLiteralText(at: token.range, in: bytes) { return MentionedKey(key: plain, specifiers: []) }
        guard let literal = decoded(token), !literal.isMultiline else { return nil }
        if let plain = literal.plainValue { return MentionedKey(key: plain, specifiers: []) }
        return key(of: literal.segments)
    }

    /// The key a literal names wherever it is, for `unused-key`: ``lookupKey(_:)``'s, or a
    /// multi-line literal's, which Xcode extracts as Swift reads its text (IceCubesApp keys its
    /// About view's credits so).
    private func mentionedKey(_ token: Significant) -> MentionedKey? {
        if let key = lookupKey(token) { return key }
        return SwiftLexer.multilineLiteralSegments(at: token.range, in: bytes).map(key(of:))
    }

    /// The key of a literal of `segments`: their text, or, with `\(…)`, the text with `%`
    /// doubled and each value's format specifier.
    private func key(of segments: [SwiftStringLiteral.Segment]) -> MentionedKey {
        var key = ""
        var specifiers: [String?] = []
        let isInterpolated = segments.contains { if case .interpolation = $0 { true } else { false } }
        for segment in segments {
            switch segment {
            case .text(let part): key += isInterpolated ? doublingPercentSigns(part) : part
            case .interpolation(let range):
                let known = InterpolationType.specifier(of: buffer(range))
                specifiers.append(known)
                key += known ?? InterpolationType.unknownSpecifier
            }
        }
        return MentionedKey(key: key, specifiers: specifiers)
    }

    // MARK: Literals

    private func decoded(_ literal: Significant) -> SwiftStringLiteral? {
        SwiftLexer.decodedLiteral(at: literal.range, location: literal.location, in: bytes)
    }

    private mutating func readLiteral(_ token: Significant) {
        if previous?.kind == .assign, let property = beforePrevious, property.kind == .identifier,
           thirdPrevious?.kind == .dot, let name = properties.value(of: buffer(property.range)) {
            pendingAssignment = (token, name, isSuppressed)
        }
        // A plain literal has no `\(…)` to read: most literals, told by the mention's look at them.
        if noteMention(token) { return }
        scanInterpolations(token)
    }

    /// The literal as a key, in `mentionedKeys`; with a filter, only if it may be one, and with
    /// no `String` made for a plain literal that cannot. Whether the filter found the literal
    /// plain (no escape, so no `\(…)`); false without a filter, which does not ask.
    private mutating func noteMention(_ token: Significant) -> Bool {
        guard let mentions else {
            if let lookup = mentionedKey(token) { mentionedKeys.append(lookup) }
            return false
        }
        if let text = SwiftLexer.plainLiteralTextRange(at: token.range, in: bytes) {
            if mentions.mayBeKey(buffer(text)) { mentionedKeys.append(MentionedKey(key: String(decoding: buffer(text), as: UTF8.self), specifiers: [])) }
            return true
        }
        // Split by its bytes and not plain: it has a `\(…)`.
        if !mentions.keepsInterpolated, SwiftLexer.isSimpleInterpolated(at: token.range, in: bytes) { return false }
        guard let lookup = mentionedKey(token) else { return false }
        if lookup.isInterpolated ? mentions.keepsInterpolated : mentions.mayBeKey(lookup.key) { mentionedKeys.append(lookup) }
        return false
    }

    private mutating func commitPendingAssignment() {
        guard let pending = pendingAssignment else { return }
        pendingAssignment = nil
        if !pending.suppressed, !isInterpolation, let shown = shownText(pending.literal, api: ".\(pending.property) =") {
            hardcodedStrings.append(shown)
        }
    }

    /// Text with a letter in it, outside `\(…)`: `"–"` and `"\(count)"` are not words to translate.
    private func shownText(_ token: Significant, api: String) -> HardcodedString? {
        guard let literal = decoded(token), !literal.isMultiline else { return nil }
        var text = ""
        var format = ""
        var hasLetter = false
        var interpolations: [Interpolation] = []
        for segment in literal.segments {
            switch segment {
            case .text(let part):
                text += part
                format += doublingPercentSigns(part)
                hasLetter = hasLetter || part.contains { $0.isLetter }
            case .interpolation(let range):
                let expression = String(decoding: buffer(range), as: UTF8.self)
                let known = InterpolationType.specifier(of: buffer(range))
                text += "\\(" + expression + ")"
                format += known ?? InterpolationType.unknownSpecifier
                interpolations.append(Interpolation(
                    expression: expression, specifier: known ?? InterpolationType.unknownSpecifier, isKnown: known != nil))
            }
        }
        guard hasLetter else { return nil }
        var shown = HardcodedString(
            text: text, formatText: format, api: api, location: token.location, range: token.range,
            isInterpolated: !interpolations.isEmpty)
        shown.interpolations = interpolations
        shown.enclosingTypes = types.map(\.name)
        return shown
    }

    /// References and keys inside `\(…)`, read like the rest of the file.
    private mutating func scanInterpolations(_ token: Significant) {
        // Asked by statics of the bytes: the same tests as methods on the scanner copied it
        // (about a hundred instructions of memcpy for each literal).
        let text = UnsafeBufferPointer(rebasing: bytes[token.range])
        guard text.index(ofByte: UInt8(ascii: "\\"), from: 0) != nil, Self.mayNameKeys(text, hasAliases: !aliases.isEmpty, namespace: namespace),
              let literal = decoded(token) else { return }
        for case .interpolation(let range) in literal.segments {
            // A single-line literal's interpolations are on its line.
            let column = token.location.column + (range.lowerBound - token.range.lowerBound)
            var inner = FileScanner(bytes: bytes, aliases: aliases, isInterpolation: true, mentions: mentions)
            inner.run(range: range, location: SourceLocation(line: token.location.line, column: column))
            references += inner.references
            namedAccessors += inner.namedAccessors
            literalKeys += inner.literalKeys
            mentionedKeys += inner.mentionedKeys
        }
    }

    /// Whether an interpolation in the literal can name a key: it mentions `L10nKey` or an
    /// alias, or holds a literal of its own. Most interpolations are plain values.
    private static func mayNameKeys(_ literal: UnsafeBufferPointer<UInt8>, hasAliases: Bool, namespace: [UInt8]) -> Bool {
        if hasAliases || literal.containsBytes(namespace) { return true }
        // A third quote, found by `memchr`: counting every byte's was about 300 instructions a
        // literal with a `\(…)`.
        var quotes = 0
        var next = 0
        while quotes < 3, let found = literal.index(ofByte: UInt8(ascii: "\""), from: next) {
            quotes += 1
            next = found + 1
        }
        return quotes > 2
    }

    // MARK: Types, previews and ignore comments

    /// Looked up by bytes: a `String` and its hash for every name after a keyword was a tenth of the scan.
    /// Each word its own value: the look-up is specialized for `String` values, not for none.
    private static let typeIntroducers = UTF8WordTable(["struct", "class", "enum", "extension"].map { ($0, $0) })

    /// `struct OffersListView`: the name of the type whose body opens next. `actor` is a
    /// contextual keyword (a variable may be named so), which the lexer reads as an identifier;
    /// the four others are reserved words, which no type is named.
    @inline(__always)
    private mutating func noteTypeName(_ token: Significant) {
        // Most names follow no name, or one of another length or first letter than the introducers'.
        guard let introducer = previous, introducer.kind == .identifier, (4...9).contains(introducer.range.count),
              Self.mayStartIntroducer(bytes[introducer.range.lowerBound]),
              Self.typeIntroducers.value(of: buffer(introducer.range)) != nil || spells(Self.actorBytes, introducer.range),
              !isKeyword(token.range) else { return }
        pendingTypeName = name(token.range)
    }

    private static let actorBytes = Array("actor".utf8)

    /// Whether `struct`, `class`, `enum`, `extension` or `actor` starts with `byte`.
    private static func mayStartIntroducer(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "s"), UInt8(ascii: "c"), UInt8(ascii: "e"), UInt8(ascii: "a"): true
        default: false
        }
    }
    private static let previewBytes = Array("Preview".utf8)
    private static let previewProviderBytes = Array("PreviewProvider".utf8)

    @inline(__always)
    private mutating func notePreview(_ token: Significant) {
        let count = token.range.count
        guard count == 7 || count == 15 else { return }
        if (count == 7 && previous?.kind == .hash && spells(Self.previewBytes, token.range)) || spells(Self.previewProviderBytes, token.range) {
            pendingPreviewDepth = depth
        }
    }

    private mutating func noteComment(_ token: SwiftLexer.ClassifiedToken) {
        guard buffer(token.start..<token.end).containsBytes(ignoreMarkerBytes, searchedByte: ignoreMarkerColon) else { return }
        if lastLine == token.line {
            // After code: this line, and the brackets it opened, such as a declaration's body.
            ignoredLines.append(token.line)
            if depth > lineStartDepth { suppressedBelow = min(suppressedBelow ?? lineStartDepth, lineStartDepth) }
        } else {
            pendingStatementIgnore = true
        }
    }

    /// The statement below an ignore comment lasts until a line ends with its brackets closed
    /// and the next line does not go on with a `.modifier`.
    private mutating func updateIgnoredStatement(at token: Significant) {
        if pendingStatementIgnore {
            pendingStatementIgnore = false
            ignoredStatement = (depth, false)
        } else if let statement = ignoredStatement, depth < statement.depth || statement.lineEnded {
            if depth == statement.depth, token.kind == .dot {
                ignoredStatement?.lineEnded = false
            } else {
                ignoredStatement = nil
            }
        }
    }
}

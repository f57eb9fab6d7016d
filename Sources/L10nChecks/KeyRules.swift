import L10nCatalog
import L10nProject
/// The rules every key follows: `key-format` (the shape of `<feature>.<section>.<element>`) and
/// `key-feature` (the key's first segment names its catalog). `l10n check` reports them through
/// `KeyFormatCheck` and `KeyFeatureCheck`; the editing commands apply them before they touch a
/// key: `sync` leaves a key that breaks them alone, `add` refuses it.
package enum KeyRules {
    /// What is wrong with a key and how to fix it.
    package struct Violation: Hashable, Sendable {
        /// `key-format` or `key-feature`, so findings read like `l10n check`'s.
        package var checkID: String
        /// Follows "Key '…'": `has 2 dot-separated segments instead of 3`.
        package var problem: String
        /// What to do, as an imperative: `rename it to …`.
        package var fix: String
    }

    /// `check`'s finding about a catalog key that breaks a rule, as `key-format` and
    /// `key-feature` word it; `sync` reports the keys it leaves alone with the same words.
    package static func catalogMessage(key: String, violation: Violation, catalogPath: String) -> String {
        if violation.checkID == KeyFeatureCheck.description.id {
            let fileName = catalogPath.split(separator: "/").last.map(String.init) ?? catalogPath
            return "Key '\(key)' \(violation.problem) but is in \(fileName); \(violation.fix)."
        }
        return "Key '\(key)' \(violation.problem); \(violation.fix)."
    }

    /// Why `key` is not a well-formed key at all (`key-format`), or nil when it is.
    package static func violation(of key: String) -> Violation? {
        violation(of: key, in: Feature(catalogName: String(key.prefix { $0 != "." })))
    }

    /// Why `key` may not be used in `feature`'s catalog, or nil when it may.
    package static func violation(of key: String, in feature: Feature) -> Violation? {
        formatViolation(of: key) ?? featureViolation(of: key, featurePrefix: feature.keyPrefix)
    }

    /// Why `key` breaks `key-format`, or nil when it is well formed.
    static func formatViolation(of key: String) -> Violation? {
        problem(in: key).map {
            Violation(
                checkID: KeyFormatCheck.description.id, problem: $0,
                fix: "rename it to '<feature>.<section>.<element>': lowercase feature, lowerCamelCase section, lowerCamelCase or snake_case element")
        }
    }

    /// Why `key` breaks `key-feature` in the catalog whose keys start with `featurePrefix`, or
    /// nil when it does not. A key without a dot has no feature segment, and one that is only
    /// wrongly cased (`SignIn.…` in SignIn.xcstrings) is in the right catalog: `key-format`
    /// reports both.
    static func featureViolation(of key: String, featurePrefix: String) -> Violation? {
        if isInFeature(asciiKey: key, featurePrefix: featurePrefix) { return nil }
        return plainFeatureViolation(of: key, featurePrefix: featurePrefix)
    }

    /// ``featureViolation(of:featurePrefix:)`` by characters, the reference its byte shortcut
    /// (``isInFeature(asciiKey:featurePrefix:)``) stands in for.
    static func plainFeatureViolation(of key: String, featurePrefix: String) -> Violation? {
        guard let dot = key.firstIndex(of: "."), key[..<dot].lowercased() != featurePrefix else { return nil }
        let keyFeature = key[..<dot]
        return Violation(
            checkID: KeyFeatureCheck.description.id,
            problem: "belongs to feature '\(keyFeature)'",
            fix: "move it to the '\(keyFeature)' catalog or rename it to start with '\(featurePrefix).'")
    }

    /// What is wrong with `key`'s shape, phrased to follow "Key '…'", or nil when it is well formed.
    static func problem(in key: String) -> String? {
        if isWellFormed(asciiKey: key) { return nil }
        return plainProblem(in: key)
    }

    /// ``problem(in:)`` segment by segment, the reference its byte shortcut
    /// (``isWellFormed(asciiKey:)``) stands in for; it words every problem.
    static func plainProblem(in key: String) -> String? {
        if key.containsWhitespace { return "contains a space" }
        if let placeholder = FormatPlaceholder.parse(key).first { return "contains the format specifier '\(placeholder.text)'" }
        let segments = dotSeparatedSegments(of: key)
        guard segments.count == 3 else { return "has \(segments.count) dot-separated segments instead of 3" }
        if !isFeatureName(segments[0]) { return "has feature '\(segments[0])', which must be lowercase letters and digits" }
        if !isLowerCamelCase(segments[1]) { return "has section '\(segments[1])', which must be lowerCamelCase" }
        if !isLowerCamelCase(segments[2]) && !isSnakeCase(segments[2]) {
            return "has element '\(segments[2])', which must be lowerCamelCase or snake_case"
        }
        return nil
    }

    /// `[a-z][a-z0-9]*`
    static func isFeatureName(_ segment: Substring) -> Bool {
        guard let first = segment.utf8.first, isLowercase(first) else { return false }
        return segment.utf8.allSatisfy { isLowercase($0) || isDigit($0) }
    }

    /// `[a-z][a-zA-Z0-9]*`
    static func isLowerCamelCase(_ segment: Substring) -> Bool {
        guard let first = segment.utf8.first, isLowercase(first) else { return false }
        return segment.utf8.allSatisfy { isLowercase($0) || isUppercase($0) || isDigit($0) }
    }

    /// `[a-z][a-z0-9]*(_[a-z0-9]+)*`, read byte by byte: a `_` starts a word that must not be
    /// empty, and any other byte outside `[a-z0-9]` (a non-ASCII one too) fails.
    static func isSnakeCase(_ segment: Substring) -> Bool {
        guard let first = segment.utf8.first, isLowercase(first) else { return false }
        var previousWasUnderscore = false
        for byte in segment.utf8 {
            if byte == UInt8(ascii: "_") {
                if previousWasUnderscore { return false }
                previousWasUnderscore = true
            } else if isLowercase(byte) || isDigit(byte) {
                previousWasUnderscore = false
            } else {
                return false
            }
        }
        return !previousWasUnderscore
    }

    /// The key split at its dots, as `split(separator: ".")` splits it by characters. An ASCII
    /// key (nearly every key) is split byte by byte, which gives the same segments: in ASCII only
    /// `\r\n` is one character of two, and it holds no dot.
    private static func dotSeparatedSegments(of key: String) -> [Substring] {
        guard key.utf8.allSatisfy({ $0 < 0x80 }) else { return key.split(separator: ".", omittingEmptySubsequences: false) }
        var segments: [Substring] = []
        var start = key.utf8.startIndex
        var index = start
        while index != key.utf8.endIndex {
            if key.utf8[index] == UInt8(ascii: ".") {
                segments.append(key[start..<index])
                start = key.utf8.index(after: index)
            }
            index = key.utf8.index(after: index)
        }
        segments.append(key[start..<key.endIndex])
        return segments
    }

    /// Whether `key` is a well-formed key read in one pass over its bytes: every check of a
    /// catalog asks this of every key, and splitting it into `Substring`s cost some 8,000
    /// instructions a key. True only for a key of `[a-zA-Z0-9_.]` with three segments that
    /// pass ``isFeatureName(_:)``, ``isLowerCamelCase(_:)`` and (the element)
    /// ``isSnakeCase(_:)`` or lowerCamelCase: such a key holds no white space and no `%`, and
    /// in ASCII each byte is a character, so ``plainProblem(in:)`` finds nothing wrong with it
    /// either. False says nothing: ``plainProblem(in:)`` then decides and words the problem.
    static func isWellFormed(asciiKey key: String) -> Bool {
        let wellFormed = key.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var segment = 0
            var start = 0
            var segmentIsCamel = true
            var segmentIsSnake = true
            var previousWasUnderscore = false
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: ".")
                // Nearly every byte of a key, asked first.
                if isLowercase(byte) || isDigit(byte) {
                    previousWasUnderscore = false
                    continue
                }
                if byte == UInt8(ascii: ".") {
                    // The segment `start..<index` is complete.
                    guard index > start, isLowercase(bytes[start]) else { return false }
                    switch segment {
                    case 0: guard segmentIsSnake, !previousWasUnderscore, !bytes[start..<index].contains(UInt8(ascii: "_")) else { return false }
                    case 1: guard segmentIsCamel else { return false }
                    case 2: guard segmentIsCamel || (segmentIsSnake && !previousWasUnderscore) else { return false }
                    default: return false
                    }
                    segment += 1
                    start = index + 1
                    segmentIsCamel = true
                    segmentIsSnake = true
                    previousWasUnderscore = false
                } else if isUppercase(byte) {
                    segmentIsSnake = false
                } else if byte == UInt8(ascii: "_") {
                    if previousWasUnderscore { segmentIsSnake = false }
                    segmentIsCamel = false
                    previousWasUnderscore = true
                } else {
                    return false
                }
            }
            return segment == 3
        }
        return wellFormed ?? false
    }

    /// Whether an ASCII `key` is in the feature whose keys start with `featurePrefix` (ASCII
    /// too), read by bytes: `key-feature` asks it of every key. Its first segment lowercased is
    /// the prefix, or it has no dot. False says nothing: ``plainFeatureViolation(of:featurePrefix:)``
    /// then decides. (Only ASCII on both sides: there `firstIndex(of: ".")` is the first dot
    /// byte, `lowercased()` maps `A`–`Z` alone, and `==` compares bytes.)
    static func isInFeature(asciiKey key: String, featurePrefix: String) -> Bool {
        let inFeature = key.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard isASCII(bytes) else { return false }
            guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return true }
            let prefix = featurePrefix.utf8
            guard prefix.count == dot else { return false }
            var index = 0
            for expected in prefix {
                let byte = bytes[index]
                guard expected < 0x80, (isUppercase(byte) ? byte + 0x20 : byte) == expected else { return false }
                index += 1
            }
            return true
        }
        return inFeature ?? false
    }

    /// Whether every byte is below 0x80, read eight at a time: `allSatisfy` cost about six
    /// instructions a byte of every key. Kept in this module (L10nAccessors' `LastSection` has its
    /// own) because a `package` function's body is not inlined across modules: one copy in
    /// L10nCore made the 20,000-key `check` 681.4 M -> 711.3 M Ir.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var high: UInt64 = 0
        while index + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    private static func isLowercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isUppercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}

import Foundation
import L10nCore
import L10nJSON
import L10nCatalog
import L10nProject
import L10nGeneration
import L10nChecks
import L10nExchange
import L10nConfig

/// What must hold for the readers of files that come from outside the team: exchange files,
/// the configuration, baselines, patterns and format strings. Each returns nil when it holds,
/// else what disagreed; a crash or a hang is seen by the driver.
extension Oracles {
    /// XLIFF: a file read once and written reads back to what it wrote (the writer's bytes are
    /// a fixed point), and everything it points at lies inside the text.
    static func xliff(_ bytes: [UInt8]) -> String? {
        exchange(bytes, read: { bytes throws in try XLIFFFormat.read(bytes) }, write: { XLIFFFormat.write(XLIFFFormat.carriable($0).files) })
    }

    /// CSV: as for XLIFF.
    static func csv(_ bytes: [UInt8]) -> String? {
        exchange(bytes, read: { bytes throws in try ExchangeCSV.read(bytes) }, write: { ExchangeCSV.write($0, byteOrderMark: false) })
    }

    /// An `.xcloc` bundle: the files an import finds in it, each read as XLIFF.
    static func xcloc(_ bytes: [UInt8], folder: String) -> String? {
        let contents = folder + "/Fuzz.xcloc/Localized Contents"
        try? FileManager.default.createDirectory(atPath: contents, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: contents + "/es.xliff", contents: Data(bytes)) else { return "cannot write the bundle" }
        guard let files = try? ExchangeFiles.importFiles("Fuzz.xcloc", currentDirectory: folder), files.count == 1 else {
            return "the bundle's XLIFF was not found"
        }
        guard let read = FileManager.default.contents(atPath: folder + "/" + files[0].path) else { return "the bundle's XLIFF cannot be read" }
        return xliff([UInt8](read))
    }

    private static func exchange(
        _ bytes: [UInt8], read: ([UInt8]) throws -> ExchangeDocument, write: ([ExchangeFile]) -> [UInt8]
    ) -> String? {
        guard let document = try? read(bytes) else { return nil }
        let lineCount = lineCount(bytes)
        for file in document.files {
            for location in [file.location] + file.units.map(\.location) where location.line > lineCount {
                return "a unit points past the end of the text: \(location)"
            }
        }
        let written = write(document.files)
        guard let again = try? read(written) else { return "what the writer wrote does not read back" }
        guard write(again.files) == written else { return "written, read back and written again, the text changes" }
        return nil
    }

    /// `.l10n.json`: read or refused with a place inside the text, never more.
    static func configuration(_ bytes: [UInt8], folder: String) -> String? {
        do {
            _ = try ConfigurationFile.read(bytes, path: ".l10n.json", folder: folder, currentDirectory: folder)
            return nil
        } catch {
            let lineCount = lineCount(bytes)
            return error.location.line >= 1 && error.location.line <= lineCount ? nil : "an error points outside the text: \(error)"
        }
    }

    /// A baseline: read or refused; one that reads is written out and reads back the same.
    static func baseline(_ bytes: [UInt8]) -> String? {
        guard let baseline = try? Baseline(bytes: bytes) else { return nil }
        _ = baseline.findingCount
        guard let again = try? Baseline(bytes: baseline.serialized()), again == baseline else {
            return "a baseline written out does not read back the same"
        }
        return nil
    }

    /// Patterns: lines starting with `+` are patterns (else the first line is), the others
    /// paths. Every pattern answers as a plain recursive matcher does, and the exclusions'
    /// index as the patterns one by one.
    static func glob(_ bytes: [UInt8]) -> String? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var patterns = lines.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
        var paths = lines.filter { !$0.hasPrefix("+") }
        if patterns.isEmpty, !paths.isEmpty { patterns = [paths.removeFirst()] }
        let globs = patterns.compactMap(Glob.init)
        let exclusions = Exclusions(folderNames: [], patterns: globs.map { Exclusions.Pattern($0, base: "/p") }, ignoredCatalogs: [])
        for path in paths.prefix(64) {
            var any = false
            for (glob, pattern) in zip(globs, patterns.filter { Glob($0) != nil }) {
                let expected = ReferenceGlob(pattern)?.matches(path) ?? false
                guard glob.matches(path) == expected else { return "'\(pattern)' against '\(path)': expected \(expected)" }
                any = any || expected
            }
            let names = path.split(separator: "/")
            guard !names.isEmpty, !names.contains(where: { $0 == "." || $0 == ".." }) else { continue }
            let absolute = "/p/" + names.joined(separator: "/")
            guard exclusions.skipsFile(String(names.last!), absolutePath: absolute) == any else {
                return "the exclusions' index says \(!any) for '\(path)', the patterns one by one \(any)"
            }
        }
        return nil
    }

    /// Format strings: the scan and the quick test agree, every placeholder is where it says,
    /// no argument number beyond what Foundation reads is counted, and the checks and the
    /// accessor planner finish on a catalog of the text.
    static func format(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let scan = FormatPlaceholder.scan(text)
        guard FormatPlaceholder.hasProblems(text) == !scan.problems.isEmpty else { return "scan and hasProblems disagree" }
        let scalars = Array(text.unicodeScalars)
        for placeholder in scan.placeholders {
            guard placeholder.scalarRange.upperBound <= scalars.count,
                  String(String.UnicodeScalarView(scalars[placeholder.scalarRange])) == placeholder.text else {
                return "placeholder \(placeholder.text) is not where it says"
            }
        }
        let arguments = FormatArguments(text: text)
        guard (Array(arguments.types.keys) + Array(arguments.substitutions.keys)).allSatisfy(FormatPlaceholder.isReadable(argumentNumber:)) else {
            return "an argument number beyond \(FormatPlaceholder.highestArgumentNumber) was counted"
        }
        let value = JSONValue.object([
            JSONMember(key: "sourceLanguage", value: .string("en")),
            JSONMember(key: "strings", value: .object([
                JSONMember(key: "fuzz.format.text", value: Catalog.entryValue(comment: nil, localizations: [("en", text), ("es", text)])),
            ])),
            JSONMember(key: "version", value: .string("1.0")),
        ])
        let catalogBytes = JSONWriter.write(value)
        _ = Checker.check(catalogs: [(path: "Fuzz.xcstrings", bytes: catalogBytes)], options: CheckOptions(requiredLanguages: ["en", "es"]))
        if let catalog = try? Catalog(bytes: catalogBytes) {
            _ = AccessorPlanner.plans(for: catalog, feature: Feature(catalogName: "Fuzz"))
        }
        return nil
    }
}

/// `Glob`'s grammar matched the plain way, trying every split with memoized recursion: slow
/// but obviously right, to hold the real one to.
struct ReferenceGlob {
    private let segments: [String]
    private let isAnchored: Bool

    init?(_ pattern: String) {
        var text = Substring(pattern)
        var isRooted = text.hasPrefix("/")
        while text.hasPrefix("./") {
            text = text.dropFirst(2)
            isRooted = true
        }
        let parts = text.split(separator: "/").filter { $0 != "." }.map(String.init)
        guard !parts.isEmpty, !parts.allSatisfy({ $0 == ".." }) else { return nil }
        segments = parts
        isAnchored = isRooted || parts.count > 1
    }

    func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").map(String.init)
        guard !names.isEmpty else { return false }
        if !isAnchored, segments[0] != "**" { return names.contains { Self.name(Array(segments[0]), Array($0)) } }
        var memo: [Int: Bool] = [:]
        func match(_ segment: Int, _ name: Int) -> Bool {
            let key = segment * (names.count + 1) + name
            if let known = memo[key] { return known }
            let result: Bool
            if segment == segments.count {
                result = name == names.count
            } else if segments[segment] == "**" {
                result = match(segment + 1, name) || (name < names.count && match(segment, name + 1))
            } else {
                result = name < names.count && Self.name(Array(segments[segment]), Array(names[name])) && match(segment + 1, name + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }

    private static func name(_ pattern: [Character], _ name: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ p: Int, _ n: Int) -> Bool {
            let key = p * (name.count + 1) + n
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.count {
                result = n == name.count
            } else if pattern[p] == "*" {
                result = match(p + 1, n) || (n < name.count && match(p, n + 1))
            } else {
                result = n < name.count && (pattern[p] == "?" || pattern[p] == name[n]) && match(p + 1, n + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}

import L10nCore
import L10nProject
/// Which Swift files are the app's code: what `check`, `usage` and `remove --unused` read for
/// the uses of keys.
package enum AppSources {
    /// The app's Swift files under `arguments`, or under the current folder (the app's root)
    /// when there are none: every `.swift` except key files, the `L10nKey.swift` namespace,
    /// what `exclusions` names (build output and dependencies by default) and test targets. A
    /// Swift file named on the command line is read whatever it is called, unless it is a key file.
    package static func paths(
        arguments: [String], currentDirectory: String, excluding exclusions: Exclusions = .standard
    ) throws(FileSystemError) -> [String] {
        let found = try InputPaths.files(
            withExtensions: ["swift", "xcstrings"], under: arguments.isEmpty ? [""] : arguments,
            currentDirectory: currentDirectory, excluding: exclusions, skipsFolder: isTestFolder)
        let named = Set(arguments)
        return found.filter { isAppFile($0, named: named.contains($0)) }
    }

    /// The files `paths` lists, handed to `body` one by one as the search meets them, in the
    /// same order, with none held; false, having stopped, where only the list can tell them
    /// (see `InputPaths.streamFiles`): the caller lists them with `paths` instead.
    static func streamPaths(
        arguments: [String], currentDirectory: String, excluding exclusions: Exclusions, _ body: (String) -> Void
    ) throws(FileSystemError) -> Bool {
        try InputPaths.streamFiles(
            withExtensions: ["swift", "xcstrings"], under: arguments.isEmpty ? [""] : arguments, currentDirectory: currentDirectory,
            excluding: exclusions, skipsFolder: isTestFolder
        ) { path in
            // A search from a folder meets no path named on the command line.
            if isAppFile(path, named: false) { body(path) }
        }
    }

    static func isAppFile(_ path: String, named: Bool) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        if let isApp = path.utf8.withContiguousStorageIfAvailable({ isASCIIAppFile($0, named: named) }) ?? nil { return isApp }
        return isAppFileName(PathString.split(path).fileName, named: named)
    }

    /// Whether a `.swift` file of this name is the app's code.
    static func isAppFileName(_ name: String, named: Bool) -> Bool {
        if Feature.isKeyFileName(name) || name == namespaceFileName { return false }
        return named || !isTestFileName(name)
    }

    /// ``isAppFileName(_:named:)`` of an ASCII `.swift` path's name, by its bytes; nil for any other
    /// path. In ASCII each byte is a Character (but CR LF, which none of the names' parts has):
    /// the name split off and compared as Strings cost about 2,000 instructions for each file,
    /// on the thread that hands the files to the scanning cores.
    private static func isASCIIAppFile(_ path: UnsafeBufferPointer<UInt8>, named: Bool) -> Bool? {
        var nameStart = 0
        for index in path.indices {
            if path[index] >= 0x80 { return nil }
            if path[index] == UInt8(ascii: "/") { nameStart = index + 1 }
        }
        let name = UnsafeBufferPointer(rebasing: path[nameStart...])
        func hasSuffix(_ suffix: [UInt8]) -> Bool { name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix) }
        // `Feature.isKeyFileName`: `L10nKey+`, at least one byte, and `.swift`, which ends the path.
        if name.count > keyFilePrefix.count + ".swift".utf8.count, name.starts(with: keyFilePrefix) { return false }
        if name.elementsEqual(namespaceFileNameBytes) { return false }
        return named || !hasSuffix(testFileSuffixBytes)
    }

    private static let keyFilePrefix = Array("L10nKey+".utf8)
    private static let namespaceFileNameBytes = Array(namespaceFileName.utf8)
    private static let testFileSuffixBytes = Array(testFileSuffix.utf8)

    /// The file that declares `enum L10nKey {}`: part of the keys, not a use of them.
    static let namespaceFileName = "L10nKey.swift"

    /// `Tests`, `ShopwiseTests`, `ShopwiseUITests`: where test targets live by convention.
    static func isTestFolder(_ name: String) -> Bool {
        name.hasSuffix("Tests")
    }

    static func isTestFileName(_ name: String) -> Bool {
        name.hasSuffix(testFileSuffix)
    }

    private static let testFileSuffix = "Tests.swift"

    /// The SwiftPM module a file belongs to: the folder under the last `Sources/` of its path
    /// (`Packages/Account/Sources/Account/Detail/AccountView.swift` → `Account`), nil outside
    /// one. In a modular app the module is the feature its people name, not the folder nearest
    /// the file (`Detail`, `Components`, which every module has).
    package static func moduleName(ofFile path: String) -> String? {
        let folders = path.split(separator: "/").dropLast()
        guard let sources = folders.lastIndex(of: "Sources"), sources + 1 < folders.endIndex else { return nil }
        return String(folders[sources + 1])
    }

    /// The feature a file's folder names: the nearest folder whose name, lowercased, is one of
    /// `featurePrefixes` (`App/Offers/OfferRow.swift` → `offers`), or nil.
    package static func feature(ofFile path: String, among featurePrefixes: Set<String>) -> String? {
        let folders = path.split(separator: "/").dropLast()
        return folders.reversed().lazy.map { $0.lowercased() }.first { featurePrefixes.contains($0) }
    }
}

extension AppCodeScanner {
    /// Reads and scans `paths` on every core, folding each file's scan into a copy of `initial`
    /// as soon as it is made, and the copies into one in the files' order as they are done:
    /// only what the fold keeps stays in memory, flat in the number of files. Files that
    /// cannot be read are returned in the same order. `mentions` is what the files' scans
    /// keep of their literals as keys (see ``scan(_:mentions:)``).
    package static func scan<Partial: Sendable>(
        paths: [String], currentDirectory: String, mentions: MentionFilter? = nil, into initial: Partial,
        add: @Sendable (inout Partial, AppCodeScan) -> Void, merge: (inout Partial, Partial) -> Void
    ) -> (Partial, [FileSystemError]) {
        // Runs small enough to share the files evenly between the cores to the end; the fold
        // lets each go once merged, so their number costs no memory.
        paths.parallelFold(chunksOf: 16, into: (initial, [FileSystemError]())) { chunk in
            var partial = initial
            var failures: [FileSystemError] = []
            var session = Session(mentions: mentions)
            for path in chunk {
                do throws(FileSystemError) {
                    add(&partial, session.scan(try SourceFile.read(path, currentDirectory: currentDirectory)))
                } catch {
                    failures.append(error)
                }
            }
            return (partial, failures)
        } merge: { result, part in
            merge(&result.0, part.0)
            result.1 += part.1
        }
    }

    /// `scan(paths:…)` of the files `AppSources.paths` lists under `arguments`, scanned while
    /// the search goes on, so that no list of them is held either; nil when the search stopped
    /// or a file turned out to be reached twice (through a hard link), where only the list
    /// tells which spelling to keep: the caller scans `AppSources.paths` instead. `mentions`
    /// is asked once for each run of files, as it starts.
    package static func scan<Partial: Sendable>(
        searching arguments: [String], currentDirectory: String, excluding exclusions: Exclusions,
        mentions: @escaping @Sendable () -> MentionFilter? = { nil }, into initial: Partial,
        add: @escaping @Sendable (inout Partial, AppCodeScan) -> Void, merge: @escaping (inout Partial, Partial) -> Void
    ) throws(FileSystemError) -> (Partial, [FileSystemError])? {
        var searchError: FileSystemError?
        var searched = false
        let folded = streamingFold(chunksOf: 16, into: StreamedPart(partial: initial)) { emit in
            do throws(FileSystemError) {
                searched = try AppSources.streamPaths(arguments: arguments, currentDirectory: currentDirectory, excluding: exclusions, emit)
            } catch {
                searchError = error
            }
        } _: { chunk in
            var part = StreamedPart(partial: initial)
            // One scanner for the run of files.
            var session = Session(mentions: mentions())
            for path in chunk {
                do throws(FileSystemError) {
                    let file = try SourceFile.read(path, currentDirectory: currentDirectory)
                    if file.stamp?.isHardLinked == true { part.hardLinked = true }
                    add(&part.partial, session.scan(file))
                } catch {
                    part.failures.append(error)
                }
            }
            return part
        } merge: { result, part in
            merge(&result.partial, part.partial)
            result.failures += part.failures
            result.hardLinked = result.hardLinked || part.hardLinked
        }
        if let searchError { throw searchError }
        guard searched, !folded.hardLinked else { return nil }
        return (folded.partial, folded.failures)
    }

    /// Reads and scans `paths` (as `AppSources.paths` lists them) on every core. Each file's
    /// bytes are let go as soon as it is scanned, so memory does not grow with the app.
    package static func scan(paths: [String], currentDirectory: String) -> [Result<AppCodeScan, FileSystemError>] {
        paths.parallelMap { path in
            Result { () throws(FileSystemError) in scan(try SourceFile.read(path, currentDirectory: currentDirectory)) }
        }
    }
}

/// What a streamed scan folds: the caller's fold, the files that could not be read, and
/// whether any file read has other hard links.
private struct StreamedPart<Partial: Sendable>: Sendable {
    var partial: Partial
    var failures: [FileSystemError] = []
    var hardLinked = false
}

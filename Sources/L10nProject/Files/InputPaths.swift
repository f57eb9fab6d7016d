import Foundation
import L10nCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the paths on a command line into the files a command reads. Paths stay in the user's
/// spelling (`Catalogs` gives `Catalogs/Offers/Offers.xcstrings`) so diagnostics point where the
/// user is looking; only file-system access resolves them against the current directory.
package enum InputPaths {
    /// Where catalogs live by convention; searched when no path is given and it exists.
    package static let defaultCatalogFolder = "Catalogs"

    /// The `.xcstrings` files named by `arguments`: files as given, folders searched recursively
    /// (skipping hidden folders and what `exclusions` names). Sorted, without duplicates.
    /// With no arguments, searches `Catalogs/` if it exists, else the current directory.
    package static func resolve(
        arguments: [String], currentDirectory: String, excluding exclusions: Exclusions = .standard
    ) throws(FileSystemError) -> [String] {
        try files(
            withExtensions: ["xcstrings"], under: roots(arguments, currentDirectory: currentDirectory), currentDirectory: currentDirectory,
            excluding: exclusions, rootsAreNamed: !arguments.isEmpty)
    }

    /// The catalogs as files to format, export or import, searched like `resolve` but keeping
    /// the system tables that are not features (`InfoPlist.xcstrings` is translated too).
    package static func catalogFiles(
        arguments: [String], currentDirectory: String, excluding exclusions: Exclusions = .standard
    ) throws(FileSystemError) -> [String] {
        try resolve(arguments: arguments, currentDirectory: currentDirectory, excluding: exclusions.keepingSystemCatalogs)
    }

    /// The feature folders under `arguments` (searched like `resolve`): each catalog paired with
    /// the `L10nKey+<feature>.swift` beside it, and key files that have no catalog. Folders the
    /// user did not name (the project's own) pass `rootsAreNamed: false`: every pattern applies.
    package static func features(
        arguments: [String], currentDirectory: String, excluding exclusions: Exclusions = .standard
    ) throws(FileSystemError) -> [FeatureFolder<Unread>] {
        try features(arguments: arguments, currentDirectory: currentDirectory, excluding: exclusions, rootsAreNamed: !arguments.isEmpty)
    }

    package static func features(
        arguments: [String], currentDirectory: String, excluding exclusions: Exclusions, rootsAreNamed: Bool
    ) throws(FileSystemError) -> [FeatureFolder<Unread>] {
        let found = try files(
            withExtensions: ["xcstrings", "swift"], under: roots(arguments, currentDirectory: currentDirectory),
            currentDirectory: currentDirectory, excluding: exclusions, rootsAreNamed: rootsAreNamed)
        let keyFiles = found.filter { Feature.isKeyFileName(PathString.split($0).fileName) }
        var unpaired = Set(keyFiles)
        var features: [FeatureFolder<Unread>] = []
        for catalog in found where catalog.hasSuffix(".xcstrings") {
            let expected = keyFile(forCatalog: catalog)
            // The key file's name may differ in case from the expected one on a case-insensitive disk.
            var partner = keyFiles.first { $0.lowercased() == expected.lowercased() }
            if let partner {
                unpaired.remove(partner)
            } else {
                // A catalog named on the command line brings its key file even though no folder was searched.
                partner = keyFileBeside(catalog: catalog, currentDirectory: currentDirectory)
            }
            features.append(FeatureFolder(folder: PathString.split(catalog).folder, catalogPath: catalog, keyFilePath: partner))
        }
        let pairedCatalogs = Set(features.compactMap(\.catalogPath))
        for keyFile in unpaired {
            let folder = PathString.split(keyFile).folder
            // A key file named on the command line brings its catalog, which it is checked against.
            let catalog = catalogBeside(keyFile: keyFile, currentDirectory: currentDirectory)
                .flatMap { pairedCatalogs.contains($0) || exclusions.ignoredCatalogs.contains(Feature(catalogPath: $0).catalogName) ? nil : $0 }
            features.append(FeatureFolder(folder: folder, catalogPath: catalog, keyFilePath: keyFile))
        }
        return features.sorted { ($0.catalogPath ?? $0.keyFilePath ?? "") < ($1.catalogPath ?? $1.keyFilePath ?? "") }
    }

    /// The key file in `catalog`'s folder, if there is one on disk; its name may differ in case
    /// from the expected one, as in the folder search.
    private static func keyFileBeside(catalog: String, currentDirectory: String) -> String? {
        let folder = PathString.split(catalog).folder
        let name = PathString.split(keyFile(forCatalog: catalog)).fileName.lowercased()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PathString.absolute(folder.isEmpty ? "." : folder, in: currentDirectory))) ?? []
        return names.sorted().first { $0.lowercased() == name }.map { folder + $0 }
    }

    /// The catalog in `keyFile`'s folder whose key file it is, if there is one on disk.
    private static func catalogBeside(keyFile: String, currentDirectory: String) -> String? {
        let (folder, name) = PathString.split(keyFile)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: PathString.absolute(folder.isEmpty ? "." : folder, in: currentDirectory))) ?? []
        return names.sorted()
            .first { $0.hasSuffix(".xcstrings") && Feature(catalogPath: $0).keyFileName.lowercased() == name.lowercased() }
            .map { folder + $0 }
    }

    /// No arguments means `Catalogs/` when it exists, else the current directory.
    package static func roots(_ arguments: [String], currentDirectory: String) -> [String] {
        guard arguments.isEmpty else { return arguments }
        return [isDirectory(PathString.absolute(defaultCatalogFolder, in: currentDirectory)) ? defaultCatalogFolder : ""]
    }

    /// The `.swift` files named by `arguments`, searched like `resolve`; with no arguments, the
    /// whole current directory.
    package static func swiftFiles(
        arguments: [String], currentDirectory: String, excluding exclusions: Exclusions = .standard
    ) throws(FileSystemError) -> [String] {
        let roots = arguments.isEmpty ? [""] : arguments
        return try files(
            withExtensions: ["swift"], under: roots, currentDirectory: currentDirectory, excluding: exclusions, rootsAreNamed: !arguments.isEmpty)
    }

    /// The typed-key file beside a catalog:
    /// `Offers/Offers.xcstrings` -> `Offers/L10nKey+offers.swift`, `SignIn.xcstrings` -> `L10nKey+signin.swift`.
    package static func keyFile(forCatalog catalogPath: String) -> String {
        let (folder, _) = PathString.split(catalogPath)
        return folder + Feature(catalogPath: catalogPath).keyFileName
    }

    // MARK: Searching

    /// `displayRoot` is the argument as typed, or "" for the current directory (so results read
    /// `Offers/Offers.xcstrings`, not `./Offers/Offers.xcstrings`). `exclusions`, and
    /// `skipsFolder` with each folder's name, are asked about what the search meets (never
    /// about the roots, which the user named, and, when `rootsAreNamed`, without the patterns
    /// that cover a root: the default roots, `Catalogs/` or the current folder, keep them all).
    package static func files(
        withExtensions fileExtensions: [String], under roots: [String], currentDirectory: String,
        excluding exclusions: Exclusions = .standard, rootsAreNamed: Bool = true, skipsFolder: (String) -> Bool = { _ in false }
    ) throws(FileSystemError) -> [String] {
        var found: [Found] = []
        for argument in roots {
            let root = Root(argument, currentDirectory: currentDirectory)
            guard let status = root.status else {
                var status = stat()
                guard lstat(root.path, &status) != 0 else { throw .readFailed(path: argument, reason: "it is a symbolic link to nothing") }
                throw .noSuchPath(argument)
            }
            if root.isSearchedFolder {
                let path = root.path
                var listed: [(display: String, location: String)] = []
                _ = try search(
                    path, display: root.display, fileExtensions: fileExtensions, exclusions: rootsAreNamed ? exclusions.inside(namedPath: path) : exclusions,
                    skipsFolder: skipsFolder, inOrder: false
                ) { display, location, _ in
                    listed.append((display, location))
                    return true
                }
                found += identified(listed)
            } else {
                guard fileExtensions.contains(where: { argument.hasSuffix(".\($0)") }) else {
                    throw .wrongFileType(path: argument, expectedExtension: fileExtensions[0])
                }
                found.append(Found(display: argument, location: root.path, status: status))
            }
        }
        return unique(found).sorted()
    }

    /// A path named to search, as `files` and `streamFiles` both start from it.
    private struct Root {
        /// As typed, or "" for the current folder (so results read `Offers/Offers.xcstrings`,
        /// not `./Offers/Offers.xcstrings`).
        var display: String
        /// The file-system path.
        var path: String
        /// Of what the path reaches, links followed; nil when it reaches nothing.
        var status: stat?
        /// A folder, searched, rather than a file (a folder named like a catalog is a file).
        var isSearchedFolder: Bool

        init(_ argument: String, currentDirectory: String) {
            display = argument == "." || argument == "./" ? "" : argument
            path = PathString.absolute(display, in: currentDirectory)
            var status = stat()
            self.status = stat(path, &status) == 0 ? status : nil
            isSearchedFolder = self.status.map { ($0.st_mode & S_IFMT) == S_IFDIR } == true && !argument.hasSuffix(".xcstrings")
        }
    }

    /// One file found, with what identifies it on disk.
    private struct Found {
        var display: String
        /// The file-system path.
        var location: String
        /// Of the file itself, links followed: its device and inode only, not the whole `stat`
        /// (144 bytes a file, held for every file of an app while the list is made).
        var identity: FileIdentity

        init(display: String, location: String, status: stat) {
            self.display = display
            self.location = location
            identity = FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
        }

        /// Whether the path reaches the file without going through a link.
        var isReal: Bool { realPath(location) == location }
    }

    /// One path per file: a file reached twice (a linked folder given beside its target, a
    /// link to a catalog beside it) is read and written once, under the spelling that goes
    /// through no link, else the first.
    private static func unique(_ found: [Found]) -> [String] {
        // Sorted by identity, then by place, a file's paths are neighbours, the first found
        // first. No hash table: its first use looks up the key's `Hashable` conformance in
        // every loaded library (about 0.2 M instructions, in every command that searches).
        let order = found.indices.sorted { (found[$0].identity.device, found[$0].identity.inode, $0) < (found[$1].identity.device, found[$1].identity.inode, $1) }
        var kept: [Found] = []
        var previous: FileIdentity?
        for index in order {
            let file = found[index]
            if let previous, previous == file.identity {
                if !kept[kept.count - 1].isReal, file.isReal { kept[kept.count - 1] = file }
                continue
            }
            previous = file.identity
            kept.append(file)
        }
        return kept.map(\.display)
    }

    private struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    /// Folders are searched without following links into other folders, so a linked folder
    /// cannot loop; a link to a file is followed. Anything with a searched extension that is
    /// not a regular file (a FIFO, a folder named `X.xcstrings`) is listed too, so that
    /// reading it reports it instead of skipping it silently; it is never opened to find out.
    /// Only those files cost a `stat` (afterwards, in `identified`), for their identity: the listing gives every entry's type.
    /// `visit` gets each file's display path, file-system path and type, and returns whether
    /// to go on; `inOrder` visits each folder's entries in the order of their paths, so the
    /// files come in the order `sorted()` gives their display paths (see ``streamFiles``).
    /// Returns false when `visit` stopped the search or, `inOrder`, two names of a folder are
    /// equal as strings (canonically equivalent spellings), which no order of folders can keep.
    private static func search(
        _ folder: String, display: String, fileExtensions: [String], exclusions: Exclusions,
        skipsFolder: (String) -> Bool, inOrder: Bool,
        visit: (_ display: String, _ location: String, _ type: DirectoryListing.EntryType) -> Bool
    ) throws(FileSystemError) -> Bool {
        guard var entries = DirectoryListing.entries(of: folder) else {
            throw .readFailed(path: display.isEmpty ? "." : display, reason: "its contents cannot be listed")
        }
        // Excluding either file of a feature leaves the feature out: its partner is passed over too.
        let excludedPartners = exclusions.excludedFeatureFiles(in: folder, names: entries.map(\.name))
        if inOrder {
            guard let sorted = inPathOrder(entries) else { return false }
            entries = sorted
        }
        // Made once for the folder, not for each of its entries.
        let suffixes = fileExtensions.map { ".\($0)" }
        for (name, type) in entries where !name.hasPrefix(".") {
            let path = PathString.join(folder, name)
            let displayPath = PathString.join(display, name)
            if isSearched((name, type)) {
                if skipsFolder(name) || exclusions.skipsFolder(name, absolutePath: path) { continue }
                guard try search(
                    path, display: displayPath, fileExtensions: fileExtensions, exclusions: exclusions, skipsFolder: skipsFolder, inOrder: inOrder,
                    visit: visit)
                else { return false }
            } else if suffixes.contains(where: { name.hasSuffix($0) }) {
                if exclusions.skipsFile(name, absolutePath: path) || excludedPartners.contains(name) { continue }
                guard visit(displayPath, path, type) else { return false }
            }
        }
        return true
    }

    /// A folder's entries in the order of their paths, or nil when two names are equal as
    /// strings. A folder's paths all start with its name and a `/`: sorting by that key sorts
    /// the paths below it among its siblings' as one sort of the whole list would. Keys of ASCII
    /// are compared by their bytes, which order and equal them as Strings do: a String
    /// comparison of each pair was a sixth of `check`'s main thread in an app of 10,000 files.
    private static func inPathOrder(_ entries: [(name: String, type: DirectoryListing.EntryType)]) -> [(name: String, type: DirectoryListing.EntryType)]? {
        var bytes: [UInt8] = []
        // Key `k` is `bytes[bounds[k]..<bounds[k + 1]]`.
        var bounds = [0]
        bounds.reserveCapacity(entries.count + 1)
        for entry in entries {
            bytes += entry.name.utf8
            if isSearched(entry) { bytes.append(UInt8(ascii: "/")) }
            bounds.append(bytes.count)
        }
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            let keyed = entries.map { entry in (key: isSearched(entry) ? entry.name + "/" : entry.name, entry: entry) }.sorted { $0.key < $1.key }
            for index in keyed.indices.dropFirst() where keyed[index - 1].key == keyed[index].key { return nil }
            return keyed.map(\.entry)
        }
        return bytes.withUnsafeBufferPointer { buffer -> [(name: String, type: DirectoryListing.EntryType)]? in
            // memcmp's order of the common length, then the shorter first.
            func compare(_ first: Int, _ second: Int) -> Int {
                let (firstCount, secondCount) = (bounds[first + 1] - bounds[first], bounds[second + 1] - bounds[second])
                let common = min(firstCount, secondCount)
                if common > 0, let base = buffer.baseAddress {
                    let order = memcmp(base + bounds[first], base + bounds[second], common)
                    if order != 0 { return Int(order) }
                }
                return firstCount - secondCount
            }
            // Bytes `offset..<offset + 8` of key `k`, the first the highest, zeros past its end:
            // keys whose first sixteen bytes so read differ are in the order of those words (a
            // shorter key's zeros come below the other's bytes), and only others are compared
            // by `compare` (a memcmp call for each pair was most of the sort).
            func word(_ k: Int, _ offset: Int) -> UInt64 {
                var word: UInt64 = 0
                let (start, end) = (bounds[k] + offset, bounds[k + 1])
                for position in start..<(start + 8) {
                    let byte: UInt64 = position < end ? UInt64(buffer[position]) : 0
                    word = word << 8 | byte
                }
                return word
            }
            let keyed = entries.indices.map { (first: word($0, 0), second: word($0, 8), index: $0) }.sorted { a, b in
                if a.first != b.first { return a.first < b.first }
                if a.second != b.second { return a.second < b.second }
                return compare(a.index, b.index) < 0
            }
            for (before, after) in zip(keyed, keyed.dropFirst())
            where before.first == after.first && before.second == after.second && compare(before.index, after.index) == 0 {
                return nil
            }
            return keyed.map { entries[$0.index] }
        }
    }

    /// Whether the search goes into the entry: a folder, unless it is named like a catalog.
    private static func isSearched(_ entry: (name: String, type: DirectoryListing.EntryType)) -> Bool {
        entry.type == .folder && !entry.name.hasSuffix(".xcstrings")
    }

    /// The files `files(withExtensions:under:…)` finds under the one folder `root`, handed to
    /// `body` one by one as the search meets them, in the same order, so that no list of them
    /// is held. Returns false, having stopped, where the search alone cannot tell that order or
    /// which spelling of a file to keep: more than one root or a root that is not a folder, a
    /// file that is a link or not a regular file (a file reached twice is kept once, under the
    /// spelling chosen among all), or names no order of folders keeps. The caller then asks
    /// `files` for the whole list. Regular files reached twice through hard links are for the
    /// caller to notice (their link count) as it opens them.
    package static func streamFiles(
        withExtensions fileExtensions: [String], under roots: [String], currentDirectory: String,
        excluding exclusions: Exclusions = .standard, skipsFolder: (String) -> Bool = { _ in false }, _ body: (String) -> Void
    ) throws(FileSystemError) -> Bool {
        guard roots.count == 1, let root = roots.first.map({ Root($0, currentDirectory: currentDirectory) }), root.isSearchedFolder else { return false }
        return try search(
            root.path, display: root.display, fileExtensions: fileExtensions, exclusions: exclusions.inside(namedPath: root.path), skipsFolder: skipsFolder,
            inOrder: true
        ) { display, _, type in
            guard type == .file else { return false }
            body(display)
            return true
        }
    }

    /// The files a search listed with what identifies them, asked of the system on every core:
    /// an app has thousands of Swift files. One that is gone by then is left out.
    private static func identified(_ listed: [(display: String, location: String)]) -> [Found] {
        listed.parallelMap(chunksOf: 256) { files in
            files.compactMap { file -> Found? in
                var status = stat()
                guard lstat(file.location, &status) == 0 else { return nil }
                // A link to nothing keeps its own status, and reading it says so.
                if status.st_mode & S_IFMT == S_IFLNK { _ = stat(file.location, &status) }
                return Found(display: file.display, location: file.location, status: status)
            }
        }.flatMap { $0 }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

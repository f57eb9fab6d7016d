import Foundation
import L10nCore
import L10nProject
import L10nChecks

/// `check --since <ref>`: what this branch added since it left `ref`, without a baseline file.
/// The branch's files as they were where it left (the merge base) are checked in a temporary
/// folder filled from git's objects, never by switching the work tree, and their findings are
/// subtracted by the identity `--baseline` uses; files the branch did not touch report nothing.
extension CheckCommand {
    static func findingsSince(
        _ ref: String, _ diagnostics: [Diagnostic], paths: [String], checks: CheckOptions, context: CommandContext
    ) -> Result<[Diagnostic], SinceError> {
        let repository: GitRepository
        switch GitRepository.around(context.project.location.root, environment: context.environment) {
        case .success(let found): repository = found
        case .failure(let error): return .failure(error)
        }
        guard let commit = repository.commit(ref) else {
            return .failure(.unknownRef(ref, fetch: fetchCommand(for: ref, remotes: repository.remotes)))
        }
        guard case .success(let output) = repository.run(["merge-base", "HEAD", commit]) else {
            return .failure(.noMergeBase(ref, shallow: repository.isShallow))
        }
        let base = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let changes: BranchChanges
        switch BranchChanges.since(base, in: repository) {
        case .success(let found): changes = found
        case .failure(let error): return .failure(error)
        }
        let directory = context.currentDirectory
        let inTouchedFiles = diagnostics.filter {
            changes.touched.contains(PathString.relative(PathString.absolute($0.path, in: directory), from: repository.root))
        }
        // Nothing to subtract from: the base need not be read at all.
        guard !inTouchedFiles.isEmpty else { return .success([]) }
        let accepted: Baseline
        switch findingsAtBase(base, of: repository, renamed: changes.renamed, paths: paths, checks: checks, context: context) {
        case .success(let baseline): accepted = baseline
        case .failure(let error): return .failure(error)
        }
        return .success(accepted.newFindings(inTouchedFiles, folder: repository.root, currentDirectory: directory))
    }

    /// `git fetch origin main` for `origin/main`, so the message can be pasted.
    private static func fetchCommand(for ref: String, remotes: [String]) -> String {
        if let slash = ref.firstIndex(of: "/"), remotes.contains(String(ref[..<slash])) {
            return "git fetch \(ref[..<slash]) \(ref[ref.index(after: slash)...])"
        }
        return "git fetch origin \(ref)"
    }

    /// The findings of the files as they were at `base`, as a baseline whose files are where
    /// they are now (a renamed file's old findings under its new path). Checked with this
    /// run's settings, so only the files differ.
    private static func findingsAtBase(
        _ base: String, of repository: GitRepository, renamed: [String: String], paths: [String], checks: CheckOptions,
        context: CommandContext
    ) -> Result<Baseline, SinceError> {
        let mirror = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appendingPathComponent("l10n-since-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: mirror) }
        if case .failure(let error) = BaseTree.write(base, of: repository, to: mirror) { return .failure(error) }

        // The same folder, arguments and exclusions, inside the copy.
        let inMirror = { (path: String) -> String in
            guard path.hasPrefix("/") else { return path }
            let normalized = PathString.normalized(path)
            guard normalized == repository.root || normalized.hasPrefix(repository.root + "/") else { return path }
            return PathString.join(mirror, String(normalized.dropFirst(repository.root.count).drop { $0 == "/" }))
        }
        let directory = inMirror(PathString.normalized(context.currentDirectory))
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var configuration = context.configuration
        configuration.paths.value = configuration.paths.value.map(inMirror)
        configuration.exclude.value = configuration.exclude.value.map { .init($0.glob, base: inMirror($0.base)) }
        var baseContext = CommandContext(
            currentDirectory: directory, environment: context.environment, stdoutIsTerminal: false, configuration: configuration)
        // The base is checked as the same project, whole, so what other features use counts there too.
        let location = context.project.location
        baseContext.project.location = ProjectLocation(
            root: inMirror(location.root), configurationFile: location.configurationFile.map(inMirror), reason: location.reason)
        var baseChecks = checks
        baseChecks.projectFolders = (baseContext.project.location.root, directory)
        let arguments = paths.map(inMirror)
        // A path that did not exist at the base had no findings there.
        let features = (try? InputPaths.features(
            arguments: configuration.paths(arguments), currentDirectory: directory, excluding: configuration.exclusions)) ?? []
        // What could not be read at the base had no findings there either.
        var unread = ""
        let diagnostics = checkedRun(features, paths: arguments, checks: baseChecks, context: baseContext, stderr: &unread)?.run.diagnostics ?? []
        var baseline = Baseline(diagnostics, folder: mirror, currentDirectory: directory)
        baseline.counts = Dictionary(
            baseline.counts.map { ($0.key.moved(to: renamed[$0.key.file] ?? $0.key.file), $0.value) }, uniquingKeysWith: +)
        return .success(baseline)
    }
}

/// The files this branch changed since `base`: committed, staged, in the work tree, or new
/// and not ignored; paths from the repository's top.
struct BranchChanges {
    /// Current paths of the files that differ from the base.
    var touched: Set<String> = []
    /// Base path → current path of the files git sees as renamed.
    var renamed: [String: String] = [:]

    static func since(_ base: String, in repository: GitRepository) -> Result<BranchChanges, SinceError> {
        let diff = ["diff", "--name-status", "-z", "-M", "--no-ext-diff", "--no-textconv", "--no-relative", base, "--"]
        let untracked = ["ls-files", "-z", "--others", "--exclude-standard", "--full-name"]
        var changes = BranchChanges()
        for arguments in [diff, untracked] {
            guard case .success(let output) = repository.run(arguments) else {
                return .failure(.gitFailed("git " + arguments.prefix(2).joined(separator: " "), stderr: failure(repository.run(arguments))))
            }
            var fields = output.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }[...]
            if arguments == untracked {
                changes.touched.formUnion(fields)
                continue
            }
            while let status = fields.popFirst() {
                // Renames and copies name the old path, then the new one; every other status one path.
                if status.hasPrefix("R") || status.hasPrefix("C") {
                    guard let old = fields.popFirst(), let new = fields.popFirst() else { break }
                    if status.hasPrefix("R") { changes.renamed[old] = new }
                    changes.touched.insert(new)
                } else if let path = fields.popFirst(), !status.hasPrefix("D") {
                    changes.touched.insert(path)
                }
            }
        }
        return .success(changes)
    }

    private static func failure(_ result: Result<[UInt8], GitRepository.Failure>) -> String {
        if case .failure(let failure) = result { return failure.stderr }
        return ""
    }
}

/// The files `check` reads (catalogs and Swift files), as they are in a commit, written into
/// a folder with the repository's layout. Read with `git ls-tree` and `git cat-file --batch`,
/// what `git show <commit>:<path>` reads, in one process for all files.
enum BaseTree {
    static func write(_ commit: String, of repository: GitRepository, to folder: String) -> Result<Void, SinceError> {
        let listing: [UInt8]
        switch repository.run(["ls-tree", "-r", "-z", "--full-tree", commit]) {
        case .success(let output): listing = output
        case .failure(let failure): return .failure(.gitFailed("git ls-tree", stderr: failure.stderr))
        }
        var files: [(object: String, path: String)] = []
        for entry in listing.split(separator: 0) {
            // `<mode> <type> <object>\t<path>`: regular files only, not links or submodules.
            guard let tab = entry.firstIndex(of: 0x09) else { continue }
            let header = String(decoding: entry[..<tab], as: UTF8.self).split(separator: " ")
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard header.count == 3, header[1] == "blob", header[0].hasPrefix("100"), isRead(path) else { continue }
            files.append((String(header[2]), path))
        }
        let request = files.map { $0.object + "\n" }.joined()
        let contents: [UInt8]
        switch repository.run(["cat-file", "--batch"], input: Array(request.utf8)) {
        case .success(let output): contents = output
        case .failure(let failure): return .failure(.gitFailed("git cat-file", stderr: failure.stderr))
        }
        // Each object: `<object> blob <size>\n`, its bytes, `\n`.
        var offset = 0
        for file in files {
            guard let newline = contents[offset...].firstIndex(of: 0x0A),
                let size = String(decoding: contents[offset..<newline], as: UTF8.self).split(separator: " ").last.flatMap({ Int($0) }),
                newline + 1 + size <= contents.count
            else { return .failure(.gitFailed("git cat-file", stderr: "unexpected output for \(file.path)")) }
            let bytes = contents[(newline + 1)..<(newline + 1 + size)]
            offset = newline + 1 + size + 1
            let target = PathString.join(folder, file.path)
            do {
                try FileManager.default.createDirectory(
                    atPath: PathString.split(target).folder, withIntermediateDirectories: true)
                try Data(bytes).write(to: URL(fileURLWithPath: target))
            } catch {
                return .failure(.gitFailed("writing the base's \(file.path)", stderr: "\(error)"))
            }
        }
        return .success(())
    }

    /// Catalogs, key files and the app's Swift code; git never stores `..` in a path.
    private static func isRead(_ path: String) -> Bool {
        (path.hasSuffix(".xcstrings") || path.hasSuffix(".swift")) && !path.split(separator: "/").contains("..")
    }
}

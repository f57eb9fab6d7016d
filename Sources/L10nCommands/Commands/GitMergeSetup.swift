import L10nCore

/// `l10n init --git`: the `.gitattributes` lines that send catalogs and key files to the
/// `l10n` merge driver (shared through the repository), and the driver's definition in this
/// clone's git config (which git never shares, so each clone runs it once).
enum GitMergeSetup {
    static let attributes = ["*.xcstrings merge=l10n", "L10nKey+*.swift merge=l10n"]
    static let settings = [
        ("merge.l10n.name", "l10n: String Catalogs and key files merged by meaning"),
        ("merge.l10n.driver", "l10n merge %O %A %B %P"),
    ]

    static func run(check: Bool, context: CommandContext) -> CommandResult {
        guard let top = Git.topLevel(from: context.currentDirectory) else {
            return .failure("\(context.currentDirectory.printable) is not in a git repository; run 'git init' first, or run l10n init --git inside one.")
        }
        let attributesPath = PathString.relative(top + "/.gitattributes", from: context.currentDirectory)
        let existing: SourceFile?
        do throws(FileSystemError) {
            existing = try SourceFile.read(attributesPath, currentDirectory: context.currentDirectory)
        } catch .noSuchPath {
            existing = nil
        } catch {
            return .failure(error.description)
        }
        let present = Set((existing.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "")
            .split(whereSeparator: \.isNewline).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") })
        let missingLines = attributes.filter { !present.contains($0) }
        var missingSettings: [(String, String)] = []
        for (name, value) in settings {
            let current = Git.run(["config", "--local", "--get", name], in: top)
            let text = current.map { String(decoding: $0.stdout, as: UTF8.self).trimmingCharacters(in: .newlines) }
            if text != value { missingSettings.append((name, value)) }
        }
        var stdout = ""
        if missingLines.isEmpty && missingSettings.isEmpty {
            return CommandResult(stdout: "The l10n merge driver is already set up in \(top.printable).\n")
        }
        if check {
            stdout += missingLines.map { "Would add '\($0)' to \(attributesPath.printable)\n" }.joined()
            stdout += missingSettings.map { "Would set \($0.0) to '\($0.1)' in the repository's git config\n" }.joined()
            stdout += "Run 'l10n init --git' to apply.\n"
            return CommandResult(stdout: stdout, exitCode: .findings)
        }
        if !missingLines.isEmpty {
            var bytes = existing?.bytes ?? []
            if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
            bytes += Array(missingLines.map { $0 + "\n" }.joined().utf8)
            let change = existing.map { FileChange(replacing: $0, with: bytes) } ?? FileChange(creating: attributesPath, with: bytes)
            if case .failure(let failure) = Writing.apply(WritePlan([change]), force: false, context: context, lock: nil) { return failure.result }
            stdout += missingLines.map { "Added '\($0)' to \(attributesPath.printable)\n" }.joined()
        }
        for (name, value) in missingSettings {
            guard let result = Git.run(["config", "--local", name, value], in: top), result.status == 0 else {
                return CommandResult(stdout: stdout, stderr: CommandResult.errorLine("'git config \(name)' failed; set it by hand (see docs/merge.md)."), exitCode: .failure)
            }
            stdout += "Set \(name) to '\(value)' in the repository's git config\n"
        }
        stdout += "Every clone needs the git config part once: each team member runs 'l10n init --git'.\n"
        return CommandResult(stdout: stdout)
    }
}

import Foundation

// l10n-fuzz: feeds seeded mutations of the shared corpus and the package's own catalogs and key
// files to the JSON reader, every strategy of the catalog reader and the key-file reader, or
// with --reader to one reader of outside input (XLIFF, CSV, .xcloc, .l10n.json, baselines,
// patterns, format strings), and stops at the first crash, hang or disagreement. Not run by
// `swift test`; see docs/development.md.

if CommandLine.arguments.dropFirst().first == FuzzOptions.workerFlag, CommandLine.arguments.count == 3 {
    runWorker(folder: CommandLine.arguments[2])
}

let options: FuzzOptions
do {
    options = try FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n\(FuzzOptions.usage)\n".utf8))
    exit(2)
}
if options.showHelp {
    print(FuzzOptions.usage)
    exit(0)
}
if let path = options.replay {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("Error: cannot read \(path)\n".utf8))
        exit(2)
    }
    let folder = NSTemporaryDirectory() + "l10n-fuzz-replay-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let result = run(Message.Kind(fileName: path), [UInt8](data), mappedAt: folder + "/input.xcstrings")
    try? FileManager.default.removeItem(atPath: folder)
    print(result.disagreement.map { "DISAGREEMENT: \($0)" } ?? "Every reader agrees.")
    exit(result.disagreement == nil ? 0 : 1)
}
// A worker that dies while being written to must not take the driver with it.
signal(SIGPIPE, SIG_IGN)
do {
    let executable = Bundle.main.executablePath ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    exit(try Driver(options: options, executable: executable).run())
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(2)
}

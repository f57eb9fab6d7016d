import Foundation

// l10n-bench: generates seeded inputs in a temporary folder, measures l10n on them and, where
// installed, the reference tools on the same inputs. Run it from a release build:
//     swift run -c release l10n-bench [--suite all|catalog|monorepo|monorepo-code|growth|appcode|exchange|merge|feature] [--runs 5]

if CommandLine.arguments.dropFirst().first == ChildProcess.runnerFlag {
    ChildProcess.runAsRunner(Array(CommandLine.arguments.dropFirst(2)))
}

var options = BenchOptions()
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n\(BenchOptions.usage)\n".utf8))
    exit(2)
}
if options.showHelp {
    print(BenchOptions.usage)
    exit(0)
}
do {
    let bench = try Bench(options: options)
    defer { bench.cleanUp() }
    try bench.run()
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(2)
}

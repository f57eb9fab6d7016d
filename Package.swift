// swift-tools-version:6.2
import PackageDescription

// No package dependencies on purpose: l10n is a repo-local tool that must build in
// seconds with nothing to resolve.
//
// The library is cut into targets along the data flow. Each depends only on the ones below
// it, so the compiler refuses an upward reference; docs/development.md lists the graph.
//
// Swift 6.2 (Xcode 26) is the oldest compiler that builds it (`SendableMetatype`); macOS 13
// is the oldest system it runs on, which `PlatformAvailabilityTests` hold the code to.
let package = Package(
    name: "l10n",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "l10n", targets: ["l10n"]),
        // `swift package l10n <command>` in a package that depends on this one.
        .plugin(name: "L10nCommandPlugin", targets: ["L10nCommandPlugin"]),
        // `plugins: [.plugin(name: "L10nBuildToolPlugin", package: "l10n")]` on a target: check on every build.
        .plugin(name: "L10nBuildToolPlugin", targets: ["L10nBuildToolPlugin"]),
    ],
    targets: [
        // Diagnostics, files and concurrency: what every layer shares.
        .target(name: "L10nCore"),
        // One strict JSON reader over UTF-8 bytes, the writer and the reformatter.
        .target(name: "L10nJSON", dependencies: ["L10nCore"]),
        // Typed, lossless views of `.xcstrings` catalogs and their edits.
        .target(name: "L10nCatalog", dependencies: ["L10nJSON"]),
        // The Swift lexer and the `L10nKey+<feature>.swift` reader.
        .target(name: "L10nSwiftSource", dependencies: ["L10nCore"]),
        // Features and the discovery of their files on disk.
        .target(name: "L10nProject", dependencies: ["L10nCore"]),
        // The app's Swift code: what each file uses and shows, read in one pass over its tokens.
        .target(name: "L10nAppCode", dependencies: ["L10nSwiftSource", "L10nProject"]),
        // How keys name their accessors and enums, where new accessors go and what collides:
        // facts about keys that checks and generation share.
        .target(name: "L10nAccessors", dependencies: ["L10nSwiftSource"]),
        // Accessor plans from catalogs, key-file rendering and editing.
        .target(name: "L10nGeneration", dependencies: ["L10nCatalog", "L10nAccessors", "L10nProject"]),
        // Every check and the checker that runs them.
        .target(name: "L10nChecks", dependencies: ["L10nCatalog", "L10nAccessors", "L10nAppCode"]),
        // Pure output formats for findings and coverage.
        .target(name: "L10nReporting", dependencies: ["L10nChecks"]),
        // Plans that change files: sync, add, rename, remove, init.
        .target(name: "L10nEditing", dependencies: ["L10nChecks", "L10nGeneration"]),
        // A small XML 1.0 reader and writer, with positions, for exchange files.
        .target(name: "L10nXML", dependencies: ["L10nCore"]),
        // Export and import of XLIFF 1.2 and CSV, imports validated with check's own checks.
        .target(name: "L10nExchange", dependencies: ["L10nChecks", "L10nXML"]),
        // The `.l10n.json` configuration: found, read with positions, validated, and merged with flags.
        .target(name: "L10nConfig", dependencies: ["L10nChecks", "L10nGeneration"]),
        // Three-way merges of catalogs and key files by meaning, and of other text by lines.
        .target(name: "L10nMerge", dependencies: ["L10nAccessors", "L10nGeneration"]),
        // Commands as data, argument parsing, help; returns text and an exit code.
        .target(name: "L10nCommands", dependencies: ["L10nReporting", "L10nEditing", "L10nExchange", "L10nConfig", "L10nMerge"]),
        // The only code that prints and exits.
        .executableTarget(name: "l10n", dependencies: ["L10nCommands"]),
        // Measures every command on generated inputs; see docs/benchmarks.md.
        .executableTarget(name: "l10n-bench", dependencies: ["L10nCatalog", "L10nGeneration", "L10nChecks", "L10nExchange", "L10nMerge"]),
        // Feeds mutated catalogs and key files to every reader; run by hand, not by `swift test`
        // (docs/development.md).
        .executableTarget(name: "l10n-fuzz", dependencies: ["L10nCatalog", "L10nSwiftSource", "L10nAppCode", "L10nProject", "L10nGeneration", "L10nChecks", "L10nReporting", "L10nExchange", "L10nConfig"]),
        // Runs `l10n` in the package that uses it; declares no permission, so writing needs
        // `--allow-writing-to-package-directory` (README "In Xcode and SwiftPM").
        .plugin(
            name: "L10nCommandPlugin",
            capability: .command(
                intent: .custom(verb: "l10n", description: "Run l10n (check, sync, report, …) on this package's catalogs.")),
            dependencies: ["l10n"]),
        // Runs `l10n check --format xcode` on the target's catalogs on every build (docs/install.md).
        .plugin(name: "L10nBuildToolPlugin", capability: .buildTool(), dependencies: ["l10n"]),
        .testTarget(
            name: "L10nTests",
            // Depending on the executable makes `swift test` build it, so the
            // end-to-end tests can run the real binary.
            dependencies: [
                "L10nCore", "L10nJSON", "L10nCatalog", "L10nSwiftSource", "L10nProject", "L10nAppCode", "L10nAccessors", "L10nGeneration",
                "L10nChecks", "L10nReporting", "L10nEditing", "L10nXML", "L10nExchange", "L10nConfig", "L10nMerge", "L10nCommands", "l10n",
                // The benchmark's tables and its comparison with another build are tested, not its timings.
                "l10n-bench",
            ]
        ),
    ]
)

// swift-tools-version:6.0
import PackageDescription

// No package dependencies on purpose: l10n is a repo-local tool that must build in
// seconds with nothing to resolve.
let package = Package(
    name: "l10n",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "L10nKit", targets: ["L10nKit"]),
        .executable(name: "l10n", targets: ["l10n"]),
    ],
    targets: [
        .target(name: "L10nKit"),
        .executableTarget(name: "l10n", dependencies: ["L10nKit"]),
        // Measures every command on generated inputs; see the README's benchmark section.
        .executableTarget(name: "l10n-bench", dependencies: ["L10nKit"]),
        .testTarget(
            name: "L10nKitTests",
            // Depending on the executable makes `swift test` build it, so the
            // end-to-end tests can run the real binary.
            dependencies: ["L10nKit", "l10n"]
        ),
    ]
)

import Foundation

/// Type-checks key files the way Xcode would compile them: `swiftc -typecheck` together with
/// `Tests/TypeCheck/AppleLocalization.swift`, which declares the `LocalizedStringResource` and
/// `String.LocalizationValue` APIs that Foundation on Linux lacks, and the `L10nKey` namespace.
enum SwiftcTypeCheck {
    static let appleStandIn = PackagePaths.root.appendingPathComponent("Tests/TypeCheck/AppleLocalization.swift")
    static let namespace = PackagePaths.root.appendingPathComponent("Catalogs/L10nKey.swift")

    /// The compiler's complaints about `files`, compiled as one module, or "" when they type-check.
    static func errors(in files: [URL]) throws -> String {
        try SwiftcParse.complaints(running: ["-typecheck", appleStandIn.path, namespace.path] + files.map(\.path))
    }

    /// The same for source text, written to files named after the keys of `sources`.
    static func errors(inSources sources: [String: String]) throws -> String {
        let directory = try TempDirectory.make("typecheck")
        let files = try sources.keys.sorted().map { name in
            try TempDirectory.write(sources[name] ?? "", to: name, in: directory)
        }
        return try errors(in: files)
    }
}

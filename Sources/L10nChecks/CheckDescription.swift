import L10nCore
import L10nProject
/// Everything users and tests need to know about a check, in one value: it drives
/// `l10n check --list`, docs/checks.md and the shared test that runs every example.
package struct CheckDescription: Sendable {
    /// Stable kebab-case id, used in output and in `--disable`; never rename one.
    package var id: String
    package var name: String
    /// The severity of the check's findings; a check may report some findings as warnings
    /// (its summary says which).
    package var severity: Severity
    /// One line, ending with a period.
    package var summary: String
    package var examples: [CheckExample]

    package init(id: String, name: String, severity: Severity, summary: String, examples: [CheckExample]) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
        self.examples = examples
    }
}

/// A tiny catalog (and, for key-file checks, the key file beside it) that a check must pass,
/// or fail exactly where its markers say.
///
/// A failing example carries a `↓` just before the character each expected diagnostic
/// points at, in whichever file the diagnostic is about, so nobody counts columns by hand;
/// the markers are stripped before checking.
package struct CheckExample: Sendable {
    package enum Kind: Sendable { case passing, failing }

    package static let marker: Character = "↓"

    package var kind: Kind
    /// The catalog as written, markers included.
    package var markedText: String
    /// The file name the catalog is checked under; it decides the feature.
    package var fileName: String
    /// The key file beside the catalog as written, markers included; nil when there is none.
    package var markedKeyFile: String?
    /// A Swift file of the app beside them as written, markers included, for the app-code
    /// checks; nil when there is none.
    package var markedAppSource: String?
    /// Where the example is written, so a failing example test points at it.
    package var sourceFileID: String
    package var sourceFilePath: String
    package var sourceLine: Int

    package static func passing(
        _ markedText: String, keyFile markedKeyFile: String? = nil, appSource markedAppSource: String? = nil,
        fileName: String = "Shop.xcstrings", fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) -> CheckExample {
        CheckExample(
            kind: .passing, markedText: markedText, fileName: fileName, markedKeyFile: markedKeyFile,
            markedAppSource: markedAppSource, sourceFileID: fileID, sourceFilePath: filePath, sourceLine: line)
    }

    package static func failing(
        _ markedText: String, keyFile markedKeyFile: String? = nil, appSource markedAppSource: String? = nil,
        fileName: String = "Shop.xcstrings", fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) -> CheckExample {
        CheckExample(
            kind: .failing, markedText: markedText, fileName: fileName, markedKeyFile: markedKeyFile,
            markedAppSource: markedAppSource, sourceFileID: fileID, sourceFilePath: filePath, sourceLine: line)
    }

    /// The catalog text without markers.
    package var text: String { Self.unmarked(markedText) }

    /// Where each marker points in `text`: 1-based line and UTF-8 column, in text order.
    package var expectedLocations: [SourceLocation] { Self.locations(in: markedText) }

    /// `L10nKey+shop.swift` for `Shop.xcstrings`: where the key file is checked.
    package var keyFileName: String { Feature(catalogPath: fileName).keyFileName }

    /// The key file's text without markers.
    package var keyFileText: String? { markedKeyFile.map(Self.unmarked) }

    /// Where each marker in the key file points, like `expectedLocations`.
    package var expectedKeyFileLocations: [SourceLocation] { markedKeyFile.map(Self.locations) ?? [] }

    /// `Shop/HomeView.swift`: the app source sits in a folder named after the feature.
    package var appSourceName: String { Feature(catalogPath: fileName).catalogName + "/HomeView.swift" }

    /// The app source's text without markers.
    package var appSourceText: String? { markedAppSource.map(Self.unmarked) }

    /// Where each marker in the app source points, like `expectedLocations`.
    package var expectedAppSourceLocations: [SourceLocation] { markedAppSource.map(Self.locations) ?? [] }

    private static func unmarked(_ markedText: String) -> String {
        markedText.filter { $0 != marker }
    }

    private static func locations(in markedText: String) -> [SourceLocation] {
        var locations: [SourceLocation] = []
        for (lineIndex, line) in markedText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 1
            for character in line {
                if character == marker {
                    locations.append(SourceLocation(line: lineIndex + 1, column: column))
                } else {
                    column += character.utf8.count
                }
            }
        }
        return locations
    }
}

/// Everything users and tests need to know about a check, in one value: it drives
/// `l10n check --list`, the README table and the shared test that runs every example.
public struct CheckDescription: Sendable {
    /// Stable kebab-case id, used in output and in `--disable`; never rename one.
    public var id: String
    public var name: String
    /// The severity of the check's findings; a check may report some findings as warnings
    /// (its summary says which).
    public var severity: Severity
    /// One line, ending with a period.
    public var summary: String
    public var examples: [CheckExample]

    public init(id: String, name: String, severity: Severity, summary: String, examples: [CheckExample]) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
        self.examples = examples
    }
}

/// A tiny catalog that a check must pass, or fail exactly where its markers say.
///
/// A failing example carries a `↓` just before the character each expected diagnostic
/// points at, so nobody counts columns by hand; the markers are stripped before checking.
public struct CheckExample: Sendable {
    public enum Kind: Sendable { case passing, failing }

    public static let marker: Character = "↓"

    public var kind: Kind
    /// The example as written, markers included.
    public var markedText: String
    /// The file name the catalog is checked under; it decides the feature.
    public var fileName: String
    /// Where the example is written, so a failing example test points at it.
    public var sourceFileID: String
    public var sourceFilePath: String
    public var sourceLine: Int

    public static func passing(
        _ markedText: String, fileName: String = "Shop.xcstrings",
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) -> CheckExample {
        CheckExample(kind: .passing, markedText: markedText, fileName: fileName, sourceFileID: fileID, sourceFilePath: filePath, sourceLine: line)
    }

    public static func failing(
        _ markedText: String, fileName: String = "Shop.xcstrings",
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) -> CheckExample {
        CheckExample(kind: .failing, markedText: markedText, fileName: fileName, sourceFileID: fileID, sourceFilePath: filePath, sourceLine: line)
    }

    /// The catalog text without markers.
    public var text: String { markedText.filter { $0 != Self.marker } }

    /// Where each marker points in `text`: 1-based line and UTF-8 column, in text order.
    public var expectedLocations: [SourceLocation] {
        var locations: [SourceLocation] = []
        for (lineIndex, line) in markedText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 1
            for character in line {
                if character == Self.marker {
                    locations.append(SourceLocation(line: lineIndex + 1, column: column))
                } else {
                    column += character.utf8.count
                }
            }
        }
        return locations
    }
}

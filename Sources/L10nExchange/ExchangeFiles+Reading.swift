import L10nCore
import L10nXML

/// An exchange file that is not XLIFF or CSV l10n can read, as the finding `import` reports:
/// callers see one error, whichever reader below found it.
package struct ExchangeSyntaxError: Error, Sendable {
    /// An `xliff-syntax` or `csv-syntax` error at the offending byte.
    package var diagnostic: Diagnostic
}

extension ExchangeFiles.Kind {
    /// The units of the file at `path`, read from `bytes` by the reader of this kind.
    package func read(_ bytes: [UInt8], path: String) throws(ExchangeSyntaxError) -> ExchangeDocument {
        do {
            switch self {
            case .xliff: return try XLIFFFormat.read(bytes)
            case .csv: return try ExchangeCSV.read(bytes)
            }
        } catch let error as XMLParseError {
            throw Self.syntaxError(DiagnosticIDs.xliffSyntax, error.message, error.location, path: path)
        } catch let error as CSVParseError {
            throw Self.syntaxError(DiagnosticIDs.csvSyntax, error.message, error.location, path: path)
        } catch {
            preconditionFailure("reading an exchange file throws only its parse error, not \(error)")
        }
    }

    private static func syntaxError(_ checkID: String, _ message: String, _ location: SourceLocation, path: String) -> ExchangeSyntaxError {
        ExchangeSyntaxError(diagnostic: Diagnostic(checkID: checkID, severity: .error, message: message, path: path, location: location))
    }
}

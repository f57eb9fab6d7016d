import L10nCore
import L10nJSON
import L10nCatalog
import L10nChecks
import L10nReporting
/// Why a command could not use one file, as the text it adds to stderr: `path:line:col: error:
/// message [check-id]` when the file's content is at fault, so editors jump to it, and
/// `Error: …` when the disk is. The other files are still processed.
struct FileProblem: Error {
    var stderr: String

    init(_ diagnostics: [Diagnostic]) {
        stderr = XcodeReporter.lines(diagnostics)
    }

    init(_ error: FileSystemError) {
        stderr = CommandResult.errorLine(error.description)
    }

    /// Reads and parses the catalog at `path`, as the user gave it.
    static func readCatalog(_ path: String, currentDirectory: String) -> Result<Catalog, FileProblem> {
        readCatalog(path, currentDirectory: currentDirectory) { text throws(JSONParseError) in try CatalogReader.read(text) }
    }

    /// The same for a read that also finds `catalog-structure` problems (`structureProblems` of
    /// what `read` returns): a catalog with one is turned away, as one that is not JSON.
    static func readCatalog<Read>(
        _ path: String, currentDirectory: String, structureProblems: (Read) -> [CatalogStructureProblem],
        with read: (CatalogText) throws(JSONParseError) -> Read
    ) -> Result<Read, FileProblem> {
        readCatalog(path, currentDirectory: currentDirectory, with: read).flatMap { value in
            let problems = structureProblems(value)
            guard problems.isEmpty else { return .failure(FileProblem(problems.map { CatalogStructureCheck.diagnostic(for: $0, path: path) })) }
            return .success(value)
        }
    }

    /// Opens the catalog at `path` and reads it with `read`.
    static func readCatalog<Read>(
        _ path: String, currentDirectory: String, with read: (CatalogText) throws(JSONParseError) -> Read
    ) -> Result<Read, FileProblem> {
        do {
            return .success(try read(try CatalogText.open(path, currentDirectory: currentDirectory)))
        } catch let error as JSONParseError {
            return .failure(FileProblem([JSONSyntaxCheck.diagnostic(for: error, path: path)]))
        } catch let error as FileSystemError {
            return .failure(FileProblem(error))
        } catch {
            preconditionFailure("reading a catalog throws only file-system and parse errors, not \(error)")
        }
    }
}

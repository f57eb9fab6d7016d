import L10nCore
import L10nJSON
import L10nCatalog
/// Valid JSON of the wrong shape: Xcode cannot open it, and no command can read the entries
/// it hides. Every command reports it with this wording.
package enum CatalogStructureCheck: CatalogCheck {
    package static let description = CheckDescription(
        id: DiagnosticIDs.catalogStructure, name: "Catalog structure", severity: .error,
        summary: "The file must have a String Catalog's shape: an object whose strings, entries, localizations and string units are objects, with string state and value.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Home" } } } } } }
                """),
            .failing("""
                { "sourceLanguage" : "en", ↓"strings" : [] }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { ↓"shop.home.title" : "Home" } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : { "shop.home.title" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", ↓"value" : 3 } } } } } }
                """),
        ])

    package static func check(_ input: CatalogCheckInput) -> [Diagnostic] {
        input.structureProblems.map { problem in
            diagnostic(message(for: problem), at: problem.position, in: input, key: problem.key, language: problem.language)
        }
    }

    /// The finding for `problem` in the catalog at `path`, for commands that read a catalog
    /// whole and stop at its first structure problem.
    package static func diagnostic(for problem: CatalogStructureProblem, path: String) -> Diagnostic {
        Diagnostic(
            checkID: description.id, severity: description.severity, message: message(for: problem), path: path,
            location: problem.position.sourceLocation, key: problem.key, language: problem.language)
    }

    static func message(for problem: CatalogStructureProblem) -> String {
        let found = problem.found.map(\.withArticle) ?? "missing"
        let key = problem.key.map { "Key '\($0)'" } ?? ""
        switch problem.subject {
        case .root:
            return "The file's top level is \(found), not an object, so it is not a String Catalog; a catalog is { \"sourceLanguage\" : \"en\", \"strings\" : { … }, \"version\" : \"1.0\" }."
        case .strings where problem.found == nil:
            return "The file has no 'strings' object, so it is not a String Catalog; add \"strings\" : {} or move the file out of the catalog folders."
        case .strings:
            return "The catalog's 'strings' is \(found), not an object; it must map each key to its entry, as \"strings\" : { \"feature.section.element\" : { … } }."
        case .entry:
            return "\(key) is \(found), not an object; write its entry as { \"extractionState\" : \"manual\", \"localizations\" : { … } }."
        case .localizations:
            return "\(key) has 'localizations' as \(found), not an object; it must map each language to its text, as \"localizations\" : { \"en\" : { … } }."
        case .localization(let language):
            return "\(key) has its '\(language)' localization as \(found), not an object; write it as { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"…\" } }."
        case .member(let name, let language):
            return "\(key) has '\(name)' of its '\(language)' localization as \(found), not \(problem.expected.withArticle); fix it in Xcode's catalog editor or in the JSON."
        }
    }
}

extension CatalogStructureProblem {
    var language: String? {
        switch subject {
        case .localization(let language), .member(_, let language): language
        default: nil
        }
    }
}

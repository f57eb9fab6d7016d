import L10nCatalog
/// Xcode spells substitution text one way in a catalog and another in the XLIFF it exports:
/// the text around a substitution writes `%#@count@` in the catalog and `%1$#@count@` in XLIFF,
/// and a substitution's own cases write `%arg` in the catalog and `%1$lld` in XLIFF (the
/// substitution's `argNum` and `formatSpecifier`). XLIFF written here uses Xcode's spelling so
/// translators' tools see what Xcode shows them; reading it back undoes that, but only where the
/// catalog's own text uses the catalog spelling, so text written either way round-trips.
///
/// Source: `tests/fixtures/apple_xcode27/positive/catalog-matrix/` (`source.xcstrings` and the
/// `exported.xliff` Xcode 27.0 made from it) in github.com/Murzav/xcstrings-mcp.
enum XcodeSubstitutionText {
    /// `text` of the unit at `path` as Xcode exports it; `content` is the localization the text
    /// belongs to, whose substitutions give the numbers.
    static func exported(_ text: String, path: [FormStep], content: LocalizationContent) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        if let name = substitutionName(in: path) {
            guard let spelling = caseSpelling(content.substitution(named: name)) else { return text }
            return text.replacing("%arg", with: spelling)
        }
        var text = text
        for substitution in content.substitutions {
            guard let number = substitution.argumentNumber else { continue }
            text = text.replacing("%#@\(substitution.name)@", with: "%\(number)$#@\(substitution.name)@")
        }
        return text
    }

    /// `text` read from XLIFF in the catalog's spelling. `content` gives the substitutions (the
    /// target's, else the source's); `reference` is the catalog's text for this unit (the
    /// translation there now, else the source), which decides whether the catalog spelling is
    /// in use.
    static func imported(_ text: String, path: [FormStep], content: LocalizationContent, reference: String?) -> String {
        guard let reference, text.utf8.contains(UInt8(ascii: "%")) else { return text }
        if let name = substitutionName(in: path) {
            guard reference.contains("%arg"), let spelling = caseSpelling(content.substitution(named: name)) else { return text }
            return text.replacing(spelling, with: "%arg")
        }
        var text = text
        for substitution in content.substitutions where reference.contains("%#@\(substitution.name)@") {
            guard let number = substitution.argumentNumber else { continue }
            text = text.replacing("%\(number)$#@\(substitution.name)@", with: "%#@\(substitution.name)@")
        }
        return text
    }

    private static func substitutionName(in path: [FormStep]) -> String? {
        for step in path { if case .substitution(let name) = step { return name } }
        return nil
    }

    /// `%1$lld` for a substitution with `argNum` 1 and `formatSpecifier` `lld`.
    private static func caseSpelling(_ substitution: Substitution?) -> String? {
        guard let substitution, let number = substitution.argumentNumber, let specifier = substitution.formatSpecifier else { return nil }
        return "%\(number)$\(specifier)"
    }
}

import L10nCore
import L10nJSON
import L10nCatalog
import L10nProject
import L10nGeneration
import L10nChecks
/// `l10n set`: new texts for some languages of a key the catalog has. Every other language,
/// the comment, the extraction state and any member l10n does not know stay as they are.
/// Pure: it plans from the catalog's bytes and the caller writes.
package enum KeySetting {
    package struct Plan: Sendable {
        package var catalogPath: String
        /// The languages whose localization was replaced, in the order given.
        package var languages: [String]
        /// Nil when the catalog already holds exactly these texts.
        package var writes: WritePlan?
    }

    /// - Throws: `.keyNotFound` when the catalog lacks the key; `.rejected` with `check`'s own
    ///   findings when the texts would add one; `.accessorChange` when the source text would
    ///   change the arguments of the key's accessor, which this command does not rewrite.
    /// `generatesSymbol`, when given, is written to the entry (`set --generates-symbol`).
    package static func plan(
        key: String, texts: [LocalizationAuthoring.Text], generatesSymbol: Bool? = nil, catalog catalogSource: SourceFile,
        checks: CheckOptions = CheckOptions()
    ) throws(KeyEditError) -> Plan {
        var catalog = try KeyEditing.catalog(catalogSource)
        guard let before = catalog.entry(forKey: key) else {
            throw .keyNotFound(key: key, catalogPath: catalogSource.path, keyFilePath: InputPaths.keyFile(forCatalog: catalogSource.path))
        }
        let sourceLanguage = catalog.sourceLanguage ?? "en"
        let contents = try LocalizationAuthoring.localizations(texts)
        do {
            for (language, content) in contents {
                let old = before.value[CatalogField.localizations]?[language]
                try catalog.setLocalization(keepingUnknownMembers(of: old, in: content), language: language, forKey: key)
            }
            if let generatesSymbol { try catalog.setGeneratesSymbol(generatesSymbol, forKey: key) }
        } catch {
            throw .rejected([KeyEditing.diagnostic(error.description, path: catalogSource.path)])
        }
        let after = catalog.entry(forKey: key)!
        let feature = Feature(catalogPath: catalogSource.path)
        let oldParameters = AccessorPlanner.plan(for: before, feature: feature, sourceLanguage: sourceLanguage).parameters
        let newParameters = AccessorPlanner.plan(for: after, feature: feature, sourceLanguage: sourceLanguage).parameters
        if oldParameters != newParameters {
            throw .accessorChange(key: key, from: oldParameters.map(\.swiftType), to: newParameters.map(\.swiftType))
        }
        // Languages the entry has are required as they are; `check`'s own list is not known here.
        let findings = LocalizationAuthoring.newFindings(
            before: before, after: after, path: catalogSource.path, sourceLanguage: sourceLanguage,
            requiredLanguages: [sourceLanguage], options: checks)
        guard findings.isEmpty else { throw .rejected(findings) }
        let bytes = try KeyEditing.serialized(catalog, path: catalogSource.path, original: catalogSource.bytes)
        return Plan(
            catalogPath: catalogSource.path, languages: contents.map(\.language),
            writes: bytes == catalogSource.bytes ? nil : WritePlan([FileChange(replacing: catalogSource, with: bytes)]))
    }

    /// The members of the replaced localization that hold no text (anything another tool or a
    /// later Xcode put there), kept beside the new text in Xcode's order.
    private static func keepingUnknownMembers(of old: JSONValue?, in content: JSONValue) -> JSONValue {
        guard case .object(let oldMembers)? = old, case .object(let members) = content else { return content }
        let kept = oldMembers.filter { !CatalogField.texts.contains($0.key) }
        return kept.isEmpty ? content : XcodeOrder.sorted(.object(members + kept))
    }
}

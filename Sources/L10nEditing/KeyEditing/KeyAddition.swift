import L10nCore
import L10nCatalog
import L10nSwiftSource
import L10nProject
import L10nGeneration
import L10nChecks
/// `l10n add`: one fully translated key, its catalog entry and its accessor, in one step.
/// Pure: it plans from the files' bytes and the caller writes.
package enum KeyAddition {
    package struct Plan: Sendable {
        package var catalogPath: String
        package var catalogBytes: [UInt8]
        package var keyFilePath: String
        /// Nil when the key file already declares the key.
        package var keyFileText: String?
        package var keyFileIsNew: Bool
        /// `L10nKey.Offers.Screen.subtitle`.
        package var accessorName: String
        /// The catalog and the key file, written together or not at all.
        package var writes: WritePlan
    }

    /// - Parameters:
    ///   - texts: the texts and forms per language, in the order given (see ``LocalizationAuthoring``).
    ///   - requiredLanguages: languages that must have text besides the catalog's source language.
    ///   - keyFile: the key file beside the catalog, nil when there is none yet (it is created
    ///     at `keyFilePath`).
    ///   - style: how the accessor is written.
    /// - Throws: `.rejected` with `check`'s own findings when the entry would not pass it.
    package static func plan(
        key: String, texts: [LocalizationAuthoring.Text], comment: String?, requiredLanguages: [String],
        catalog catalogSource: SourceFile, keyFile: SourceFile?, keyFilePath: String, style: GenerationStyle,
        checks: CheckOptions = CheckOptions()
    ) throws(KeyEditError) -> Plan {
        let feature = Feature(catalogPath: catalogSource.path)
        var catalog = try KeyEditing.catalog(catalogSource)
        let sourceLanguage = catalog.sourceLanguage ?? "en"
        let required = [sourceLanguage] + requiredLanguages.filter { $0 != sourceLanguage }
        for language in required where !texts.contains(where: { $0.language == language }) {
            throw .missingText(language: language)
        }
        guard !catalog.contains(key: key) else { throw .keyExists(key: key, catalogPath: catalogSource.path) }
        let contents = try LocalizationAuthoring.localizations(texts)
        do {
            try catalog.insertEntry(key: key, value: Catalog.entryValue(comment: comment, contents: contents))
        } catch {
            throw .rejected([KeyEditing.diagnostic(error.description, path: catalogSource.path)])
        }
        let findings = LocalizationAuthoring.newFindings(
            before: nil, after: catalog.entry(forKey: key)!, path: catalogSource.path, sourceLanguage: sourceLanguage,
            requiredLanguages: required, options: checks)
        guard findings.isEmpty else { throw .rejected(findings) }
        let catalogBytes = try KeyEditing.serialized(catalog, path: catalogSource.path, original: catalogSource.bytes)

        let existingText = try keyFile.map { source throws(KeyEditError) in try KeyEditing.text(of: source) }
        let plan = AccessorPlanner.plan(
            for: catalog.entry(forKey: key)!, feature: feature, sourceLanguage: catalog.sourceLanguage ?? "en")
        let generation = KeyFileGenerator.generate(
            plans: [plan], catalogName: feature.catalogName, existingText: existingText, path: keyFilePath, style: style)
        guard generation.findings.isEmpty else { throw .rejected(generation.findings) }
        // Asked for once: an edit's text is decoded from its bytes each time it is asked.
        let newText = generation.text
        let finalText = newText ?? existingText ?? ""
        let accessor = KeyFileReader.read(text: finalText, path: keyFilePath).accessors.first { $0.key == key }
        var writes = WritePlan([FileChange(replacing: catalogSource, with: catalogBytes)])
        if let text = newText {
            writes.changes.append(keyFile.map { FileChange(replacing: $0, with: Array(text.utf8)) }
                ?? FileChange(creating: keyFilePath, with: Array(text.utf8)))
        }
        return Plan(
            catalogPath: catalogSource.path, catalogBytes: catalogBytes, keyFilePath: keyFilePath,
            keyFileText: newText, keyFileIsNew: generation.isNewFile,
            accessorName: accessor?.qualifiedName ?? key, writes: writes)
    }
}

/// `l10n remove`: a key's catalog entry and its accessors, nothing else.
package enum KeyRemoval {
    package struct Plan: Sendable {
        package var catalogPath: String
        /// Nil when the catalog does not have the key.
        package var catalogBytes: [UInt8]?
        /// How many copies of the entry go: more than one when a merge repeated the key.
        package var removedEntries: Int
        package var keyFilePath: String?
        /// Nil when the key file declares no accessor for the key.
        package var keyFileText: String?
        /// `L10nKey.Offers.Screen.title` for each removed accessor, so its uses can be found.
        package var removedAccessors: [String]
        /// The catalog and the key file, written together or not at all.
        package var writes: WritePlan
    }

    package static func plan(key: String, catalog catalogSource: SourceFile, keyFile: SourceFile?) throws(KeyEditError) -> Plan {
        var catalog = try KeyEditing.catalog(catalogSource)
        var keyFileText: String?
        var removedAccessors: [String] = []
        if let keyFile {
            let file = KeyFileReader.read(text: try KeyEditing.text(of: keyFile), path: keyFile.path)
            guard file.isEditable else { throw .rejected(file.diagnostics) }
            let accessors = file.accessors.filter { $0.key == key }
            if !accessors.isEmpty {
                do {
                    keyFileText = try KeyFileEditor.removing(key: key, from: file)
                } catch {
                    throw .rejected(file.diagnostics)
                }
                removedAccessors = accessors.map(\.qualifiedName)
            }
        }
        var catalogBytes: [UInt8]?
        var removedEntries = 0
        if catalog.contains(key: key) {
            do {
                removedEntries = try catalog.removeEntry(key: key)
            } catch {
                throw .rejected([KeyEditing.diagnostic(error.description, path: catalogSource.path)])
            }
            catalogBytes = try KeyEditing.serialized(catalog, path: catalogSource.path, original: catalogSource.bytes)
        }
        guard catalogBytes != nil || keyFileText != nil else {
            throw .keyNotFound(
                key: key, catalogPath: catalogSource.path,
                keyFilePath: keyFile?.path ?? InputPaths.keyFile(forCatalog: catalogSource.path))
        }
        var writes = WritePlan()
        if let catalogBytes { writes.changes.append(FileChange(replacing: catalogSource, with: catalogBytes)) }
        if let keyFile, let keyFileText { writes.changes.append(FileChange(replacing: keyFile, with: Array(keyFileText.utf8))) }
        return Plan(
            catalogPath: catalogSource.path, catalogBytes: catalogBytes, removedEntries: removedEntries, keyFilePath: keyFile?.path,
            keyFileText: keyFileText, removedAccessors: removedAccessors, writes: writes)
    }
}

/// Reading and rewriting shared by `add`, `rename` and `remove`; every refusal says which file and why.
enum KeyEditing {
    static func catalog(_ source: SourceFile) throws(KeyEditError) -> Catalog {
        let catalog: Catalog
        do {
            catalog = try Catalog(bytes: source.bytes)
        } catch {
            throw .rejected([JSONSyntaxCheck.diagnostic(for: error, path: source.path)])
        }
        let problems = catalog.structureProblems
        guard problems.isEmpty else {
            throw .rejected(problems.map { CatalogStructureCheck.diagnostic(for: $0, path: source.path) })
        }
        return catalog
    }

    static func text(of source: SourceFile) throws(KeyEditError) -> String {
        guard let text = KeyFileReader.text(of: source.bytes) else {
            throw .rejected([KeyFileReader.notUTF8Diagnostic(path: source.path)])
        }
        return text
    }

    /// The catalog's new bytes, with the line ending of `original`, the bytes read.
    static func serialized(_ catalog: Catalog, path: String, original: [UInt8]) throws(KeyEditError) -> [UInt8] {
        do {
            return try CatalogFormatter.serializeVerified(catalog.document, lineEndingOf: original)
        } catch {
            throw .rejected([diagnostic(
                "rewriting the catalog would have changed its content, so nothing was written; please report this", path: path)])
        }
    }

    static func diagnostic(_ message: String, path: String) -> Diagnostic {
        Diagnostic(
            checkID: DiagnosticIDs.catalogStructure, severity: .error, message: message, path: path,
            location: SourceLocation(line: 1, column: 1))
    }
}

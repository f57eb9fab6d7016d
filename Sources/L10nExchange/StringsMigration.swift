import Foundation
import L10nCore
import L10nJSON
import L10nCatalog
import L10nXML
/// `l10n migrate`: the `<lang>.lproj/<Table>.strings` and `.stringsdict` files of one table
/// gathered into `<Table>.xcstrings` beside the `.lproj` folders, as Xcode's "Migrate to
/// String Catalog" writes it. A catalog already there only gains what it lacks.
package enum StringsMigration {
    package struct Source: Sendable {
        package var path: String
        /// The `.lproj` folder's name without its extension; `Base` is the source language.
        package var language: String
        package var isDictionary: Bool
        package var bytes: [UInt8]

        package init(path: String, language: String, isDictionary: Bool, bytes: [UInt8]) {
            self.path = path
            self.language = language
            self.isDictionary = isDictionary
            self.bytes = bytes
        }
    }

    package struct Table: Sendable {
        package var name: String
        package var catalogPath: String
        package var sources: [Source]

        package init(name: String, catalogPath: String, sources: [Source]) {
            self.name = name
            self.catalogPath = catalogPath
            self.sources = sources
        }
    }

    package struct Plan: Sendable {
        /// The catalog's new bytes; nil when it is already complete or the table has a problem.
        package var newBytes: [UInt8]?
        package var keys = 0
        package var languages: [String] = []
        package var addedEntries = 0
        package var addedLocalizations = 0
        package var addedComments = 0
        /// Errors (the table is left alone) and differences with the catalog (kept).
        package var findings: [Diagnostic] = []
        package var failed: Bool { findings.contains { $0.severity == .error } }
    }

    /// The tables under `folder`: every `*.lproj/<Table>.strings|.stringsdict`, by the folder
    /// holding the `.lproj` folders and the table name. Hidden folders and `.build` are passed over.
    package static func tables(in paths: [String], currentDirectory: String) -> [(name: String, folder: String, files: [(path: String, language: String)])] {
        var found: [String: (name: String, folder: String, files: [(path: String, language: String)])] = [:]
        func add(_ path: String) {
            let (folder, file) = PathString.split(path)
            guard file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") else { return }
            let lproj = String(folder.dropLast())
            let (parent, lprojName) = PathString.split(lproj)
            guard lprojName.hasSuffix(".lproj") else { return }
            let name = String(file[..<file.lastIndex(of: ".")!])
            let id = parent + "\u{0}" + name
            found[id, default: (name, parent, [])].files.append((path, String(lprojName.dropLast(6))))
        }
        let manager = FileManager.default
        for path in paths {
            let absolute = PathString.absolute(path, in: currentDirectory)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: absolute, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                add(path)
                continue
            }
            let base = path == "." ? "" : (path.hasSuffix("/") ? path : path + "/")
            guard let walker = manager.enumerator(atPath: absolute) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = PathString.split(relative).fileName
                if name.hasPrefix(".") || name == ".build" {
                    walker.skipDescendants()
                    continue
                }
                add(base + relative)
            }
        }
        return found.values.map { table in (table.name, table.folder, table.files.sorted { $0.path < $1.path }) }
            .sorted { ($0.folder, $0.name) < ($1.folder, $1.name) }
    }

    /// The plan for one table: its sources read, checked and merged into `existing` (the
    /// catalog's bytes, nil when there is none yet).
    package static func plan(_ table: Table, existing: [UInt8]?, sourceLanguage defaultSourceLanguage: String) -> Plan {
        var plan = Plan()
        var catalog: Catalog
        if let existing {
            do {
                catalog = try Catalog(bytes: existing)
            } catch {
                plan.findings.append(Diagnostic(
                    checkID: "json-syntax", severity: .error, message: error.message, path: table.catalogPath, location: error.location))
                return plan
            }
        } else {
            catalog = .empty(sourceLanguage: defaultSourceLanguage)
        }
        let sourceLanguage = catalog.sourceLanguage ?? defaultSourceLanguage

        // Per key: per language, the content and where it came from; the comments seen.
        var order: [String] = []
        var contents: [String: [String: (content: JSONValue, source: Source, location: SourceLocation, rank: Int)]] = [:]
        var comments: [String: [String: String]] = [:]
        for source in table.sources {
            let language = source.language == "Base" ? sourceLanguage : source.language
            // Foundation prefers the .stringsdict's entry, and the language's own folder to Base.
            let rank = (source.isDictionary ? 2 : 0) + (source.language == "Base" ? 0 : 1)
            let read: [(key: String, content: JSONValue, location: SourceLocation, comment: String?)]
            do {
                read = try entries(of: source)
            } catch {
                plan.findings.append(Diagnostic(
                    checkID: source.isDictionary ? DiagnosticIDs.stringsdictSyntax : DiagnosticIDs.stringsSyntax, severity: .error,
                    message: error.message, path: source.path, location: error.location))
                continue
            }
            for entry in read {
                if contents[entry.key] == nil { order.append(entry.key) }
                if let comment = entry.comment, comments[entry.key]?[language] == nil { comments[entry.key, default: [:]][language] = comment }
                if let earlier = contents[entry.key]?[language], earlier.rank > rank { continue }
                contents[entry.key, default: [:]][language] = (entry.content, source, entry.location, rank)
            }
        }
        guard !plan.failed else { return plan }

        var languages = Set<String>()
        for key in order {
            guard var byLanguage = contents[key] else { continue }
            let sourceTexts = byLanguage[sourceLanguage].map { StringsDictionary.pluralTexts($0.content) } ?? []
            for (language, found) in byLanguage where language != sourceLanguage {
                byLanguage[language]?.content = StringsDictionary.droppingUntranslatedForms(found.content, sourceTexts: sourceTexts) ?? .null
            }
            byLanguage = byLanguage.filter { if case .null = $0.value.content { false } else { true } }
            guard !byLanguage.isEmpty else { continue }
            languages.formUnion(byLanguage.keys)
            let comment = comments[key].flatMap { $0[sourceLanguage] ?? $0.sorted { $0.key < $1.key }.first?.value }
            let sorted = byLanguage.sorted { $0.key < $1.key }
            do {
                guard let entry = catalog.entry(forKey: key) else {
                    try catalog.insertEntry(key: key, value: Catalog.entryValue(comment: comment, contents: sorted.map { ($0.key, $0.value.content) }))
                    plan.addedEntries += 1
                    continue
                }
                if entry.comment == nil, let comment {
                    try catalog.setComment(comment, forKey: key)
                    plan.addedComments += 1
                }
                for (language, found) in sorted {
                    guard let present = entry.localization(language) else {
                        try catalog.setLocalization(found.content, language: language, forKey: key)
                        plan.addedLocalizations += 1
                        continue
                    }
                    guard !present.content.value.hasSameContent(as: found.content) else { continue }
                    plan.findings.append(Diagnostic(
                        checkID: DiagnosticIDs.migrateConflict, severity: .warning,
                        message: "'\(key)' (\(language)) differs from \(PathString.split(table.catalogPath).fileName), whose text is kept; compare them and edit the catalog if this file is right",
                        path: found.source.path, location: found.location, key: key, language: language))
                }
            } catch {
                plan.findings.append(Diagnostic(
                    checkID: DiagnosticIDs.catalogStructure, severity: .error, message: error.description, path: table.catalogPath,
                    location: SourceLocation(line: 1, column: 1)))
                return plan
            }
        }
        plan.keys = order.count
        plan.languages = languages.sorted()
        // A catalog that lacks nothing is left as it is, in whatever layout it has.
        guard existing == nil || plan.addedEntries + plan.addedLocalizations + plan.addedComments > 0 else { return plan }
        do {
            let bytes = try existing.map { try CatalogFormatter.serializeVerified(catalog.document, lineEndingOf: $0) }
                ?? CatalogFormatter.serializeVerified(catalog.document)
            if bytes != existing { plan.newBytes = bytes }
        } catch {
            plan.findings.append(Diagnostic(
                checkID: DiagnosticIDs.catalogStructure, severity: .error, message: "\(error)", path: table.catalogPath,
                location: SourceLocation(line: 1, column: 1)))
        }
        return plan
    }

    private static func entries(of source: Source) throws(StringsDictionary.Problem) -> [(key: String, content: JSONValue, location: SourceLocation, comment: String?)] {
        if source.isDictionary {
            let plist: PropertyList
            do {
                plist = try PropertyList.read(source.bytes)
            } catch {
                throw StringsDictionary.Problem(message: error.message, location: error.location)
            }
            return try StringsDictionary.localizations(plist).map { ($0.key, $0.content, $0.location, nil) }
        }
        do {
            return try StringsFile.parse(source.bytes).entries.map { ($0.key, Catalog.stringUnitContent($0.value), $0.location, $0.comment) }
        } catch {
            throw StringsDictionary.Problem(message: error.message, location: error.location)
        }
    }
}

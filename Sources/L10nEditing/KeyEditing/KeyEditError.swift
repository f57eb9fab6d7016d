import L10nCore
import L10nCatalog
import L10nProject
import L10nChecks
/// Why `add`, `rename` or `remove` refused to touch a key. Each description says what is wrong and
/// what to do instead.
package enum KeyEditError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidKey(String, KeyRules.Violation)
    /// No catalog under the searched paths is named after the key's feature.
    case noCatalog(feature: String)
    case severalCatalogs(feature: String, paths: [String])
    /// A key whose first segment names no catalog (a literal key) is in more than one.
    case keyInSeveralCatalogs(key: String, paths: [String])
    /// A key that does not follow `<feature>.<section>.<element>` is in no catalog searched.
    case keyInNoCatalog(key: String)
    case keyExists(key: String, catalogPath: String)
    case keyNotFound(key: String, catalogPath: String, keyFilePath: String)
    case missingText(language: String)
    /// The texts given cannot be made into a localization: a form name l10n does not know, a
    /// text and its forms both, a substitution without forms; the message says which and why.
    case invalidTexts(String)
    /// The source text would change the arguments of the key's accessor (Swift types, in order).
    case accessorChange(key: String, from: [String], to: [String])
    /// The files say what is wrong with them (syntax, an identifier already taken, …).
    case rejected([Diagnostic])

    package var description: String {
        switch self {
        case .invalidKey(let key, let violation):
            return "Key '\(key)' \(violation.problem); \(violation.fix), e.g. 'offers.screen.title'."
        case .noCatalog(let feature):
            let name = feature.prefix(1).uppercased() + feature.dropFirst()
            return "No catalog for the feature '\(feature)': no <Feature>.xcstrings whose name, lowercased, is '\(feature)'; "
                + "create one with 'l10n init \(name)', or pass the folder that holds it."
        case .severalCatalogs(let feature, let paths):
            return "The feature '\(feature)' has \(paths.count) catalogs (\(paths.joined(separator: ", "))); pass the folder of the one to use."
        case .keyInSeveralCatalogs(let key, let paths):
            return "Key '\(key)' is in \(paths.count) catalogs (\(paths.joined(separator: ", "))); give the one to change as the path after the key."
        case .keyInNoCatalog(let key):
            return "Key '\(key)' is in no catalog searched; check the spelling, or pass the catalog or folder that holds it."
        case .keyExists(let key, let catalogPath):
            return "Key '\(key)' is already in \(catalogPath); change its text there, or choose another key."
        case .keyNotFound(let key, let catalogPath, let keyFilePath):
            return "Key '\(key)' is neither in \(catalogPath) nor in \(keyFilePath); check the spelling."
        case .missingText(let language):
            return "Missing text for '\(language)'; give it with --\(language) <text>, so the key is added fully translated."
        case .invalidTexts(let message):
            return message
        case .accessorChange(let key, let from, let to):
            return "The new source text of '\(key)' would change its accessor's arguments from (\(from.joined(separator: ", "))) to "
                + "(\(to.joined(separator: ", "))), and every call of it with them; keep the source text's format arguments, "
                + "or remove the key and add it again with the new text."
        case .rejected(let diagnostics):
            // Commands list the diagnostics themselves, in the format the user chose.
            return "\(diagnostics.count) problem(s) in the files must be fixed first"
        }
    }
}

/// The files of the feature a key belongs to, found from its first segment.
package enum KeyFeatureLookup {
    /// A feature folder that has a catalog, the only kind a key can be found in.
    package struct Match: Hashable, Sendable {
        /// `Catalogs/Offers/`, with its slash, or "" for the current folder.
        package var folder: String
        package var catalogPath: String
        package var keyFilePath: String?

        /// Nil for a folder with a key file alone.
        init?(_ files: FeatureFolder<Unread>) {
            guard let catalogPath = files.catalogPath else { return nil }
            self.folder = files.folder
            self.catalogPath = catalogPath
            self.keyFilePath = files.keyFilePath
        }

        package var feature: Feature { Feature(catalogPath: catalogPath) }

        /// Where the key file is, or where it belongs.
        package var expectedKeyFilePath: String { keyFilePath ?? folder + feature.keyFileName }

        /// Reads the catalog and the key file, if there is one.
        package func read(currentDirectory: String) throws(FileSystemError) -> (catalog: SourceFile, keyFile: SourceFile?) {
            (
                catalog: try SourceFile.read(catalogPath, currentDirectory: currentDirectory),
                keyFile: try keyFilePath.map { path throws(FileSystemError) in try SourceFile.read(path, currentDirectory: currentDirectory) }
            )
        }
    }

    /// The one feature folder under `arguments` whose catalog, lowercased, is the key's first segment.
    package static func feature(
        forKey key: String, arguments: [String], currentDirectory: String, excluding exclusions: Exclusions = .standard
    ) throws(KeyFeatureLookupError) -> Match {
        try feature(forKey: key, among: features(arguments: arguments, currentDirectory: currentDirectory, excluding: exclusions))
    }

    private static func features(
        arguments: [String], currentDirectory: String, excluding exclusions: Exclusions
    ) throws(KeyFeatureLookupError) -> [FeatureFolder<Unread>] {
        do {
            return try InputPaths.features(arguments: arguments, currentDirectory: currentDirectory, excluding: exclusions)
        } catch {
            throw .fileSystem(error)
        }
    }

    /// The feature named by the key's first segment, else the one catalog that holds the key:
    /// keys that do not follow `<feature>.<section>.<element>` (a migrated `Localizable`'s
    /// English texts) are changed where they are.
    package static func feature(
        holding key: String, arguments: [String], currentDirectory: String, excluding exclusions: Exclusions = .standard
    ) throws(KeyFeatureLookupError) -> Match {
        try feature(holding: key, among: try features(arguments: arguments, currentDirectory: currentDirectory, excluding: exclusions), currentDirectory: currentDirectory)
    }

    /// The same among features already found.
    package static func feature(
        holding key: String, among features: [FeatureFolder<Unread>], currentDirectory: String
    ) throws(KeyFeatureLookupError) -> Match {
        do {
            return try feature(forKey: key, among: features)
        } catch .edit(.noCatalog(let prefix)) {
            var holders: [Match] = []
            for match in features.compactMap(Match.init) {
                let source: SourceFile
                do {
                    source = try SourceFile.read(match.catalogPath, currentDirectory: currentDirectory)
                } catch {
                    throw .fileSystem(error)
                }
                // A catalog that cannot be read might hold the key: say so rather than look past it.
                let catalog: Catalog
                do {
                    catalog = try KeyEditing.catalog(source)
                } catch {
                    throw .edit(error)
                }
                if catalog.entry(forKey: key) != nil { holders.append(match) }
            }
            guard let holder = holders.first else {
                // A key of the apps' form points at its feature's catalog; any other at the key.
                throw .edit(KeyRules.violation(of: key) == nil ? .noCatalog(feature: prefix) : .keyInNoCatalog(key: key))
            }
            guard holders.count == 1 else { throw .edit(.keyInSeveralCatalogs(key: key, paths: holders.map(\.catalogPath))) }
            return holder
        } catch {
            throw error
        }
    }

    /// The feature a key about to be written goes into. Its catalog's checks then judge the key
    /// as `check` would (`key-format`, `key-feature`, as the project's `checks` set them); a key
    /// no catalog could take has no check to ask, and is refused for its shape when `key-format`
    /// is on, else for the missing catalog.
    package static func feature(
        forNewKey key: String, among features: [FeatureFolder<Unread>], checks: CheckOptions
    ) throws(KeyFeatureLookupError) -> Match {
        do {
            return try feature(forKey: key, among: features)
        } catch .edit(.noCatalog(let prefix)) {
            if !checks.disabled.contains(KeyFormatCheck.description.id), let violation = KeyRules.violation(of: key) {
                throw .edit(.invalidKey(key, violation))
            }
            throw .edit(.noCatalog(feature: prefix))
        } catch {
            throw error
        }
    }

    /// The same among features already found.
    package static func feature(forKey key: String, among features: [FeatureFolder<Unread>]) throws(KeyFeatureLookupError) -> Match {
        let prefix = String(key.prefix { $0 != "." })
        let matches = features.compactMap(Match.init).filter { $0.feature.keyPrefix == prefix }
        guard let match = matches.first else { throw .edit(.noCatalog(feature: prefix)) }
        guard matches.count == 1 else {
            throw .edit(.severalCatalogs(feature: prefix, paths: matches.map(\.catalogPath)))
        }
        return match
    }
}

/// Finding a feature fails either on the disk or on the key.
package enum KeyFeatureLookupError: Error, Equatable, Sendable, CustomStringConvertible {
    case fileSystem(FileSystemError)
    case edit(KeyEditError)

    package var description: String {
        switch self {
        case .fileSystem(let error): error.description
        case .edit(let error): error.description
        }
    }
}

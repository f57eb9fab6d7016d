import Foundation
import L10nCore
import L10nJSON
import L10nProject
import L10nGeneration
import L10nChecks

/// Why the configuration file cannot be used: `path:line:col: error: message`, like any other
/// file's problem, so an editor jumps to it.
package struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    package var path: String
    package var location: SourceLocation
    package var message: String

    package var description: String {
        "\(path.printable):\(location.line):\(location.column): error: \(message.printable)"
    }
}

/// `.l10n.json`: found in the current folder or the nearest folder above it, up to the
/// repository's root (the folder that holds `.git`), and read with the one JSON reader so every
/// mistake has its line and column.
package enum ConfigurationFile {
    package static let name = ".l10n.json"

    /// Every key the file may hold, in the order `l10n config` and the README list them.
    package static let keys = [
        "paths", "exclude", "languages", "sourceLanguage", "disable", "severity", "ignoreCatalogs", "used", "access", "bundle",
        "docComments", "insert", "generateSymbols",
    ]

    /// The built-in configuration with the settings of the file at `location` (absolute), if
    /// there is one: the project's, which `Project.find` located.
    package static func load(_ location: String?, currentDirectory: String) throws(ConfigurationError) -> Configuration {
        guard let location else { return .builtIn }
        // From `/` (a CI step, a Run Script), the absolute path reads better.
        let display = currentDirectory == "/" ? location : PathString.relative(location, from: currentDirectory)
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try SourceFile.read(location, currentDirectory: currentDirectory).bytes
        } catch {
            throw ConfigurationError(path: display, location: SourceLocation(line: 1, column: 1), message: error.description)
        }
        let folder = PathString.split(location).folder
        let (configuration, paths) = try parse(bytes, path: display, folder: folder, currentDirectory: currentDirectory)
        // A path that is not there would otherwise fail every command with no pointer to the file.
        for (text, position) in paths where !FileManager.default.fileExists(atPath: PathString.absolute(text, in: folder)) {
            throw ConfigurationError(
                path: display, location: position.sourceLocation,
                message: "there is no file or folder '\(text)' (paths are relative to the folder of \(name)); fix the path or remove it.")
        }
        try confine(paths, folder: folder, display: display, currentDirectory: currentDirectory)
        return configuration
    }

    /// A configuration file travels with a repository, and commands write where its `paths`
    /// point: each must stay inside the repository that holds the file (its git work tree,
    /// else the file's folder), links followed. A path given on the command line is the
    /// user's own choice and is not confined.
    private static func confine(
        _ paths: [(text: String, position: JSONPosition)], folder: String, display: String, currentDirectory: String
    ) throws(ConfigurationError) {
        let rootFolder = RepositoryFolders.upward(from: folder).repositoryRoot ?? folder
        guard let root = resolved(rootFolder) else { return }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for (text, position) in paths {
            guard let path = resolved(PathString.absolute(text, in: folder)), path != root, !path.hasPrefix(prefix) else { continue }
            let shownRoot = PathString.relative(rootFolder, from: currentDirectory)
            throw ConfigurationError(
                path: display, location: position.sourceLocation,
                message: "'\(text)' is outside the repository that holds \(name) (\(shownRoot.isEmpty ? "." : shownRoot)), and paths from the file stay inside it; name the folder on the command line to read it.")
        }
    }

    /// `path` with every link resolved, or nil when it is not there.
    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Reads the file's bytes; `folder` (absolute) is where its paths and patterns start.
    package static func read(
        _ bytes: [UInt8], path: String, folder: String, currentDirectory: String
    ) throws(ConfigurationError) -> Configuration {
        try parse(bytes, path: path, folder: folder, currentDirectory: currentDirectory).configuration
    }

    /// The configuration, and each entry of `paths` as written with its place in the file.
    private static func parse(
        _ bytes: [UInt8], path: String, folder: String, currentDirectory: String
    ) throws(ConfigurationError) -> (configuration: Configuration, paths: [(text: String, position: JSONPosition)]) {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            let error = error.recognisingMergeConflict(in: bytes, resolvable: false)
            throw ConfigurationError(path: path, location: error.location, message: error.message)
        }
        var reader = Reader(path: path, folder: folder, currentDirectory: currentDirectory)
        if let duplicate = document.duplicateKeys.first {
            throw reader.error(
                at: duplicate.position,
                "'\(duplicate.key)' is set twice (first at line \(duplicate.firstPosition.line)); keep one.")
        }
        guard let members = document.root.members else {
            throw reader.error(at: JSONPosition(line: 1, column: 1), "the configuration must be a JSON object, such as { \"languages\": [\"en\", \"es\"] }.")
        }
        var configuration = Configuration.builtIn
        configuration.filePath = path
        for member in members {
            try reader.apply(member, to: &configuration)
        }
        return (configuration, reader.paths)
    }

    private struct Reader {
        var path: String
        var folder: String
        var currentDirectory: String
        /// The entries of `paths`, as written.
        var paths: [(text: String, position: JSONPosition)] = []

        func error(at position: JSONPosition, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, location: position.sourceLocation, message: message)
        }

        mutating func apply(_ member: JSONMember, to configuration: inout Configuration) throws(ConfigurationError) {
            let origin = SettingOrigin.file(line: Int(member.keyPosition.line))
            switch member.key {
            case "paths":
                paths = try strings(member)
                configuration.paths = Setting(paths.map { displayPath($0.text) }, origin)
            case "exclude":
                var patterns: [Exclusions.Pattern] = []
                for (text, position) in try strings(member) {
                    guard let glob = Glob(text) else { throw error(at: position, "'\(text)' matches no file; write a pattern such as 'Legacy/**' or '*.generated.swift'.") }
                    patterns.append(Exclusions.Pattern(glob, base: folder))
                }
                configuration.exclude = Setting(patterns, origin)
            case "languages":
                configuration.languages = Setting(try languageCodes(member), origin)
            case "sourceLanguage":
                let code = try string(member)
                guard Self.isLanguageCode(code) else { throw error(at: member.keyPosition, "'\(code)' is not a language code, such as 'en'.") }
                configuration.sourceLanguage = Setting(code, origin)
            case "disable":
                configuration.disable = Setting(try strings(member).map { item throws(ConfigurationError) in try checkID(item.text, at: item.position) }, origin)
            case "severity":
                guard let entries = member.value.members else {
                    throw error(at: member.keyPosition, "'severity' must be an object of check ids and severities, such as { \"unused-key\": \"error\" }.")
                }
                var severities: [(check: String, severity: Severity)] = []
                for entry in entries {
                    let id = try checkID(entry.key, at: entry.keyPosition)
                    guard let text = entry.value.stringValue, let severity = Severity(rawValue: text) else {
                        throw error(at: entry.keyPosition, "the severity of '\(id)' must be \"error\" or \"warning\".")
                    }
                    severities.append((id, severity))
                }
                configuration.severity = Setting(severities, origin)
            case "ignoreCatalogs":
                configuration.ignoreCatalogs = Setting(try strings(member).map { $0.text.hasSuffix(".xcstrings") ? String($0.text.dropLast(10)) : $0.text }, origin)
            case "used":
                configuration.used = Setting(try strings(member).map(\.text), origin)
            case "access":
                configuration.access = Setting(try choice(member, AccessLevel.self), origin)
            case "bundle":
                configuration.bundle = Setting(try choice(member, AccessorBundle.self), origin)
            case "docComments":
                // true and false read as the flag's always and never.
                if let value = member.value.boolValue {
                    configuration.docComments = Setting(value ? .always : .never, origin)
                } else if let text = member.value.stringValue, let value = GenerationStyle.DocComments(rawValue: text) {
                    configuration.docComments = Setting(value, origin)
                } else {
                    throw error(at: member.keyPosition, "'docComments' must be true, false, \"auto\", \"always\" or \"never\".")
                }
            case "insert":
                configuration.insert = Setting(try choice(member, GenerationStyle.Insertion.self), origin)
            case "generateSymbols":
                guard let value = member.value.boolValue else {
                    throw error(at: member.keyPosition, "'generateSymbols' must be true or false, as Xcode's STRING_CATALOG_GENERATE_SYMBOLS is YES or NO.")
                }
                configuration.generateSymbols = Setting(value, origin)
            default:
                let suggestion = Suggestion.closest(to: member.key, in: ConfigurationFile.keys).map { " Did you mean '\($0)'?" } ?? ""
                throw error(at: member.keyPosition, "unknown key '\(member.key)'.\(suggestion) See 'l10n config --help' for every key.")
            }
        }

        /// A path of the file, relative to its folder, as the current folder sees it.
        private func displayPath(_ path: String) -> String {
            let absolute = PathString.absolute(path, in: folder)
            let current = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
            if path.hasPrefix("/") || folder == current { return path }
            let relative = PathString.relative(absolute, from: currentDirectory)
            return relative.isEmpty ? "." : relative
        }

        private func string(_ member: JSONMember) throws(ConfigurationError) -> String {
            guard let text = member.value.stringValue else { throw error(at: member.keyPosition, "'\(member.key)' must be a string.") }
            return text
        }

        private func strings(_ member: JSONMember) throws(ConfigurationError) -> [(text: String, position: JSONPosition)] {
            guard case .array(let elements) = member.value else {
                throw error(at: member.keyPosition, "'\(member.key)' must be an array of strings, such as [\"\(Self.example(member.key))\"].")
            }
            var texts: [(text: String, position: JSONPosition)] = []
            for element in elements {
                guard let text = element.value.stringValue, !text.isEmpty else {
                    throw error(at: element.position, "every item of '\(member.key)' must be a non-empty string.")
                }
                texts.append((text, element.position))
            }
            return texts
        }

        private static func example(_ key: String) -> String {
            switch key {
            case "paths": "Catalogs"
            case "exclude": "Legacy/**"
            case "languages": "en"
            case "disable": "unused-key"
            case "ignoreCatalogs": "InfoPlist"
            default: "offers.promo.*"
            }
        }

        private func languageCodes(_ member: JSONMember) throws(ConfigurationError) -> [String] {
            let items = try strings(member)
            // No languages would turn missing-translation off without a word.
            guard !items.isEmpty else {
                throw error(at: member.keyPosition, "'languages' must name at least one language, such as [\"en\", \"es\"]; to stop checking translations, disable missing-translation.")
            }
            var codes: [String] = []
            var seen: Set<String> = []
            for (code, position) in items {
                guard Self.isLanguageCode(code) else { throw error(at: position, "'\(code)' is not a language code, such as 'en' or 'pt-BR'.") }
                if seen.insert(code).inserted { codes.append(code) }
            }
            return codes
        }

        /// The characters `--languages` accepts in a code.
        private static func isLanguageCode(_ code: String) -> Bool {
            !code.isEmpty && code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        }

        private func checkID(_ id: String, at position: JSONPosition) throws(ConfigurationError) -> String {
            do throws(CheckChoiceError) {
                return try CheckRegistry.choosableCheck(id)
            } catch {
                throw self.error(at: position, error.reason)
            }
        }

        private func choice<Value: RawRepresentable & CaseIterable>(
            _ member: JSONMember, _ type: Value.Type
        ) throws(ConfigurationError) -> Value where Value.RawValue == String {
            let allowed = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            guard let text = member.value.stringValue, let value = Value(rawValue: text) else {
                throw error(at: member.keyPosition, "'\(member.key)' must be one of \(allowed).")
            }
            return value
        }
    }
}

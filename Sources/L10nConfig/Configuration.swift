import L10nCore
import L10nProject
import L10nGeneration
import L10nChecks

/// Where a setting's value came from, as `l10n config` shows it.
package enum SettingOrigin: Sendable, Equatable {
    case builtIn
    /// The line of the configuration file that sets it.
    case file(line: Int)
    /// The command line's option, as `--languages`.
    case flag(String)
    /// A list the file sets and the command line adds to.
    case fileAndFlag(line: Int, flag: String)
}

/// One value of the effective configuration and where it came from.
package struct Setting<Value: Sendable>: Sendable {
    package var value: Value
    package var origin: SettingOrigin

    package init(_ value: Value, _ origin: SettingOrigin = .builtIn) {
        self.value = value
        self.origin = origin
    }
}

/// The settings every command runs with: built in, then the nearest `.l10n.json`, then the
/// command line's options, each later one winning. Paths in it are as the current folder sees
/// them (the file's own paths are relative to the file's folder).
package struct Configuration: Sendable {
    /// The file read, relative to the current folder, or nil when there is none.
    package var filePath: String?
    /// Where to look when no path is given; empty means `Catalogs/`, else the current folder.
    package var paths: Setting<[String]>
    /// Patterns of files and folders the search passes over, besides the default folders.
    package var exclude: Setting<[Exclusions.Pattern]>
    package var languages: Setting<[String]>
    package var sourceLanguage: Setting<String>
    /// Ids of checks that do not run.
    package var disable: Setting<[String]>
    /// Per check, the severity its findings get instead of their own, in the file's order.
    package var severity: Setting<[(check: String, severity: Severity)]>
    package var access: Setting<AccessLevel>
    package var bundle: Setting<AccessorBundle>
    /// Whether new accessors get doc comments: `auto` follows the key file.
    package var docComments: Setting<GenerationStyle.DocComments>
    /// Where new accessors and sections go in an existing key file.
    package var insert: Setting<GenerationStyle.Insertion>
    /// Table names whose catalogs are not features.
    package var ignoreCatalogs: Setting<[String]>
    /// Keys (or `prefix.*`) taken as used by code l10n cannot see.
    package var used: Setting<[String]>
    /// Xcode's `STRING_CATALOG_GENERATE_SYMBOLS`: every manual entry that does not say
    /// `"generatesSymbol" : false` generates a symbol, so `xcode-symbols` checks every catalog.
    package var generateSymbols: Setting<Bool>

    /// Nothing but the built-in defaults.
    package static let builtIn = Configuration(
        filePath: nil, paths: Setting([]), exclude: Setting([]), languages: Setting(["en", "es"]), sourceLanguage: Setting("en"),
        disable: Setting([]), severity: Setting([]), access: Setting(.internal), bundle: Setting(.main), docComments: Setting(.auto),
        insert: Setting(.keyOrder), ignoreCatalogs: Setting(Exclusions.defaultIgnoredCatalogs), used: Setting([]),
        generateSymbols: Setting(false))

    /// What discovery passes over: the default folders, every `exclude` pattern and the
    /// ignored catalogs.
    package var exclusions: Exclusions {
        Exclusions(
            folderNames: Set(Exclusions.defaultFolderNames), patterns: exclude.value, ignoredCatalogs: Set(ignoreCatalogs.value))
    }

    /// What `check` (and the closing check of `sync`, `import --check`) expects.
    package var checkOptions: CheckOptions {
        var options = CheckOptions(
            requiredLanguages: languages.value, sourceLanguage: sourceLanguage.value, disabled: Set(disable.value))
        options.usedKeys = used.value
        options.severities = Dictionary(severity.value.map { ($0.check, $0.severity) }, uniquingKeysWith: { $1 })
        options.generateSymbols = generateSymbols.value
        return options
    }

    /// How generate, sync, add and extract write accessors.
    package var generationStyle: GenerationStyle {
        GenerationStyle(access: access.value, bundle: bundle.value, docComments: docComments.value, insertion: insert.value)
    }

    /// `paths` given on the command line, else the configuration's.
    package func paths(_ arguments: [String]) -> [String] {
        arguments.isEmpty ? paths.value : arguments
    }
}

/// What the command line says about the configuration's settings: nil or empty when not given.
package struct ConfigurationFlags: Sendable {
    package var languages: [String]?
    package var access: AccessLevel?
    package var bundle: AccessorBundle?
    package var docComments: GenerationStyle.DocComments?
    package var insert: GenerationStyle.Insertion?
    package var exclude: [Exclusions.Pattern] = []
    package var disable: [String] = []
    package var used: [String] = []

    package init() {}
}

extension Configuration {
    /// The command line wins: a value replaces the file's, and `--exclude`, `--disable` and
    /// `--used` add to the file's lists.
    package func applying(_ flags: ConfigurationFlags) -> Configuration {
        var result = self
        if let languages = flags.languages { result.languages = Setting(languages, .flag("--languages")) }
        if let access = flags.access { result.access = Setting(access, .flag("--access")) }
        if let bundle = flags.bundle { result.bundle = Setting(bundle, .flag("--bundle")) }
        if let docComments = flags.docComments { result.docComments = Setting(docComments, .flag("--doc-comments")) }
        if let insert = flags.insert { result.insert = Setting(insert, .flag("--insert")) }
        result.exclude = Self.adding(flags.exclude, to: exclude, flag: "--exclude")
        result.disable = Self.adding(flags.disable, to: disable, flag: "--disable")
        result.used = Self.adding(flags.used, to: used, flag: "--used")
        return result
    }

    private static func adding<Element>(_ values: [Element], to setting: Setting<[Element]>, flag: String) -> Setting<[Element]> {
        guard !values.isEmpty else { return setting }
        let origin: SettingOrigin = if case .file(let line) = setting.origin { .fileAndFlag(line: line, flag: flag) } else { .flag(flag) }
        return Setting(setting.value + values, origin)
    }
}

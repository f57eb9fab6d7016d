import Foundation
import L10nProject

struct BenchOptions {
    static let usage = """
        USAGE: l10n-bench [--suite <suite>] [--runs <n>] [--keys <n>] [--languages <n>] [--features <n>] [--app-files <n>] [--feature-keys <n>] [--l10n <path>] [--before <path>] [--keep]

        OPTIONS:
          --suite <suite>     all, catalog, monorepo, monorepo-code, growth, appcode, exchange, merge or feature (default: all)
          --runs <n>          Runs per measurement; the median is reported (default: 5)
          --keys <n>          Keys in the large catalog (default: 5000)
          --languages <n>     Languages in the large catalog, at most 40 (default: 40)
          --features <n>      Feature folders in the monorepo, with and without code (default: 300)
          --app-files <n>     Swift files of 100 lines in the app-code suite (default: 10000)
          --feature-keys <n>  Keys of the one feature folder in the feature suite (default: 200000)
          --l10n <path>       The l10n binary to measure (default: the one built beside l10n-bench)
          --before <path>     Another l10n binary (a build of main) whose commands are timed in turn with this one's
          --keep              Keep the generated inputs and print where they are
          -h, --help          Show help information.
        """

    static let allSuites: Set<String> = ["catalog", "monorepo", "monorepo-code", "growth", "appcode", "exchange", "merge", "feature"]
    var suites = allSuites
    var runs = 5
    var keys = 5000
    var languages = 40
    var features = 300
    var appFiles = 10_000
    var featureKeys = 200_000
    var l10nPath: String?
    var beforePath: String?
    var keep = false
    var showHelp = false

    /// The command line that measures `suites` with these options, as each section of the
    /// output names it: the options left at their defaults are left out.
    func reproducing(suites: Set<String>) -> String {
        let defaults = BenchOptions()
        var words = ["l10n-bench", "--suite", suites == Self.allSuites ? "all" : suites.sorted().joined(separator: ","), "--runs", String(runs)]
        for (name, value, defaultValue) in [
            ("--keys", keys, defaults.keys), ("--languages", languages, defaults.languages), ("--features", features, defaults.features),
            ("--app-files", appFiles, defaults.appFiles), ("--feature-keys", featureKeys, defaults.featureKeys),
        ] where value != defaultValue {
            words += [name, String(value)]
        }
        if let l10nPath { words += ["--l10n", l10nPath] }
        if let beforePath { words += ["--before", beforePath] }
        return words.joined(separator: " ")
    }

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var iterator = arguments.makeIterator()
        func value(_ name: String) throws -> String {
            guard let value = iterator.next() else { throw BenchError("Missing value for '\(name)'") }
            return value
        }
        func number(_ name: String) throws -> Int {
            let text = try value(name)
            guard let number = Int(text), number > 0 else { throw BenchError("The value '\(text)' is invalid for '\(name)'") }
            return number
        }
        while let argument = iterator.next() {
            switch argument {
            case "--suite":
                let suite = try value(argument)
                guard suite == "all" || allSuites.contains(suite) else { throw BenchError("Unknown suite '\(suite)'") }
                options.suites = suite == "all" ? allSuites : [suite]
            case "--runs": options.runs = try number(argument)
            case "--keys": options.keys = try number(argument)
            case "--languages": options.languages = min(try number(argument), SyntheticCatalog.languages.count)
            case "--features": options.features = try number(argument)
            case "--app-files": options.appFiles = try number(argument)
            case "--feature-keys": options.featureKeys = try number(argument)
            case "--l10n": options.l10nPath = try value(argument)
            case "--before": options.beforePath = try value(argument)
            case "--keep": options.keep = true
            case "-h", "--help": options.showHelp = true
            default: throw BenchError("Unexpected argument '\(argument)'")
            }
        }
        return options
    }
}

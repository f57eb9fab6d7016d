import Foundation
import L10nProject

struct BenchOptions {
    static let usage = """
        USAGE: l10n-bench [--suite <suite>] [--runs <n>] [--keys <n>] [--languages <n>] [--features <n>] [--l10n <path>] [--keep]

        OPTIONS:
          --suite <suite>     all, catalog, monorepo, growth or exchange (default: all)
          --runs <n>          Runs per measurement; the median is reported (default: 5)
          --keys <n>          Keys in the large catalog (default: 5000)
          --languages <n>     Languages in the large catalog, at most 40 (default: 40)
          --features <n>      Feature folders in the monorepo (default: 300)
          --l10n <path>       The l10n binary to measure (default: the one built beside l10n-bench)
          --keep              Keep the generated inputs and print where they are
          -h, --help          Show help information.
        """

    var suites: Set<String> = ["catalog", "monorepo", "growth", "exchange"]
    var runs = 5
    var keys = 5000
    var languages = 40
    var features = 300
    var l10nPath: String?
    var keep = false
    var showHelp = false

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
                guard ["all", "catalog", "monorepo", "growth", "exchange"].contains(suite) else { throw BenchError("Unknown suite '\(suite)'") }
                options.suites = suite == "all" ? ["catalog", "monorepo", "growth", "exchange"] : [suite]
            case "--runs": options.runs = try number(argument)
            case "--keys": options.keys = try number(argument)
            case "--languages": options.languages = min(try number(argument), SyntheticCatalog.languages.count)
            case "--features": options.features = try number(argument)
            case "--l10n": options.l10nPath = try value(argument)
            case "--keep": options.keep = true
            case "-h", "--help": options.showHelp = true
            default: throw BenchError("Unexpected argument '\(argument)'")
            }
        }
        return options
    }
}

import Foundation

struct FuzzOptions {
    static let usage = """
        OVERVIEW: Feeds seeded mutations of real catalogs and key files to l10n's readers.

        Run it from the package root, in a release build. It stops after --seconds, printing
        how many inputs it tried; it stops early, exit status 1, on a crash, a hang or a
        disagreement between readers, with the input written to --out.

        USAGE: l10n-fuzz [--reader <name>] [--seconds <n>] [--seed <n>] [--timeout <seconds>] [--corpus <folder>] [--out <folder>]
               l10n-fuzz --replay <file>

        OPTIONS:
          --reader <name>       One reader only: catalog, key-file, xliff, csv, xcloc, config, baseline, glob
                                or format (default: catalogs and key files)
          --seconds <n>         How long to run (default: 60)
          --seed <n>            The mutations' seed (default: from the clock, printed)
          --timeout <seconds>   The most one input may take before it counts as a hang (default: 20)
          --corpus <folder>     Real catalogs to start from (default: ../shared/corpus; skipped when absent)
          --out <folder>        Where inputs that fail go (default: .build/fuzz-findings)
          --replay <file>       Run the oracles on one input (its extension says which reader) and exit
          -h, --help            Show help information.
        """

    static let workerFlag = "--worker"

    var seconds = 60.0
    var seed = UInt64(Date().timeIntervalSince1970 * 1000)
    var timeout = 20.0
    var corpus = "../shared/corpus"
    var out = ".build/fuzz-findings"
    var replay: String?
    var reader: Message.Kind?
    var showHelp = false

    static func parse(_ arguments: [String]) throws -> FuzzOptions {
        var options = FuzzOptions()
        var iterator = arguments.makeIterator()
        func value(_ name: String) throws -> String {
            guard let value = iterator.next() else { throw FuzzError("Missing value for '\(name)'") }
            return value
        }
        func number(_ name: String) throws -> Double {
            let text = try value(name)
            guard let number = Double(text), number > 0 else { throw FuzzError("The value '\(text)' is invalid for '\(name)'") }
            return number
        }
        while let argument = iterator.next() {
            switch argument {
            case "--seconds": options.seconds = try number(argument)
            case "--timeout": options.timeout = try number(argument)
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else { throw FuzzError("The value '\(text)' is invalid for '--seed'") }
                options.seed = seed
            case "--corpus": options.corpus = try value(argument)
            case "--out": options.out = try value(argument)
            case "--replay": options.replay = try value(argument)
            case "--reader":
                let name = try value(argument)
                guard let kind = Message.Kind.allCases.first(where: { $0.name == name }) else { throw FuzzError("There is no reader '\(name)'") }
                options.reader = kind
            case "-h", "--help": options.showHelp = true
            default: throw FuzzError("Unexpected argument '\(argument)'")
            }
        }
        return options
    }
}

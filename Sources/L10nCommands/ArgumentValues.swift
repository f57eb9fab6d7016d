import L10nGeneration
import L10nReporting

/// `--format <format>` of `check`: one of the registered reporters.
package struct ReporterChoice: ArgumentValue {
    package let reporter: any DiagnosticReporter.Type

    package static var allValueTexts: [String]? { ReporterRegistry.ids }

    package init(argument text: String) throws(ArgumentValueError) {
        guard let reporter = ReporterRegistry.reporter(id: text) else {
            throw ArgumentValueError("use one of \(ReporterRegistry.ids.joined(separator: ", ")).")
        }
        self.reporter = reporter
    }
}

/// `--format <format>` of `report`: one of the registered coverage formats.
package struct CoverageFormatChoice: ArgumentValue {
    package let formatter: any CoverageFormatter.Type

    package static var allValueTexts: [String]? { CoverageFormats.all.map { $0.id } }

    package init(argument text: String) throws(ArgumentValueError) {
        guard let formatter = CoverageFormats.formatter(id: text) else {
            throw ArgumentValueError("use one of \(CoverageFormats.all.map { $0.id }.joined(separator: ", ")).")
        }
        self.formatter = formatter
    }
}

extension AccessLevel: ArgumentValue {
    package static var allValueTexts: [String]? { allCases.map(\.rawValue) }

    package init(argument text: String) throws(ArgumentValueError) {
        guard let level = AccessLevel(rawValue: text) else {
            throw ArgumentValueError("use one of \(AccessLevel.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        self = level
    }
}

/// `true` or `false`, as `set --generates-symbol` takes it.
extension Bool: ArgumentValue {
    package static var allValueTexts: [String]? { ["true", "false"] }

    package init(argument text: String) throws(ArgumentValueError) {
        guard let value = Bool(text) else { throw ArgumentValueError("use true or false.") }
        self = value
    }
}

/// `90`, `99.5` or `90%`: a share from 0 to 100, as `--fail-under` takes it.
package struct Percentage: ArgumentValue, Equatable {
    package var value: Double
    /// As the user wrote it, so messages repeat their words.
    package var text: String

    package init(argument text: String) throws(ArgumentValueError) {
        let number = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let value = Double(number), value.isFinite, (0...100).contains(value) else {
            throw ArgumentValueError("it must be a number from 0 to 100, as in '90' or '99.5'.")
        }
        self.value = value
        self.text = text
    }
}

/// `--format <format>` of `export`: the exchange file to write.
package enum ExchangeFormat: String, ArgumentValue, CaseIterable {
    case xliff
    case csv

    package static var allValueTexts: [String]? { allCases.map(\.rawValue) }

    package init(argument text: String) throws(ArgumentValueError) {
        guard let format = ExchangeFormat(rawValue: text) else {
            throw ArgumentValueError("use one of \(ExchangeFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        self = format
    }
}

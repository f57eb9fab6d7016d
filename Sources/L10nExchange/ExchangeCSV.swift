import Foundation
import L10nCore
import L10nCatalog

/// The spreadsheet form of an export: one row per string unit with the columns
/// `catalog,language,key,form,source,comment,target,state`. `form` is the unit's form as in
/// XLIFF ids (`plural.one`, empty for plain text); `target` is the translation, empty where
/// there is none; `state` is the catalog's state of it. RFC 4180 as `CSVFormat` writes it,
/// formula-safe (a cell that would start a formula gets a leading `'`, removed on reading), with
/// an optional byte order mark for Excel. Text is the catalog's own: `%arg` stays `%arg`.
package enum ExchangeCSV {
    static let columns = ["catalog", "language", "key", "form", "source", "comment", "target", "state"]

    package static func write(_ files: [ExchangeFile], byteOrderMark: Bool) -> [UInt8] {
        var output = byteOrderMark ? CSVFormat.byteOrderMark : ""
        output += CSVFormat.record(columns)
        for file in files {
            for unit in file.units {
                output += CSVFormat.record(
                    [file.original, file.targetLanguage, unit.key, unit.form.id, unit.source, unit.comment ?? "",
                     unit.target ?? "", unit.state?.rawValue ?? ""])
            }
        }
        return Array(output.utf8)
    }

    /// Reads rows written by `write`, or by a spreadsheet that saved them: columns found by
    /// their header (extra ones are ignored), `,`, `;` or tab between fields (Excel writes `;`
    /// in some regions), CRLF or LF between records. Rows that share a catalog and a language
    /// make one file, in the order they first appear; an empty `target` is no translation.
    package static func read(_ bytes: [UInt8]) throws(CSVParseError) -> ExchangeDocument {
        // Marker lines read as rows of one field: looked for before anything is read.
        if let (line, marker) = MergeConflict.firstMarker(in: bytes) {
            throw CSVParseError(message: MergeConflict.message(marker: marker, resolvable: false), location: SourceLocation(line: line, column: 1))
        }
        let rows = try CSVRows.parse(bytes)
        guard let header = rows.first else {
            throw CSVParseError(message: "the file is empty; it needs the header row \(columns.joined(separator: ","))", location: SourceLocation(line: 1, column: 1))
        }
        var index: [String: Int] = [:]
        for (offset, name) in header.fields.enumerated() {
            let column = name.trimmingCharacters(in: .whitespaces).lowercased()
            if index[column] == nil { index[column] = offset }
        }
        for required in ["catalog", "language", "key", "form", "target"] where index[required] == nil {
            throw CSVParseError(
                message: "the header has no '\(required)' column; it needs \(columns.joined(separator: ",")), as l10n export --format csv writes",
                location: SourceLocation(line: header.line, column: 1))
        }
        var files: [ExchangeFile] = []
        var fileIndex: [String: Int] = [:]
        var problems: [ExchangeProblem] = []
        // Each column's place, found once rather than by name in every row.
        let catalogColumn = index["catalog"]!, languageColumn = index["language"]!, keyColumn = index["key"]!
        let formColumn = index["form"]!, targetColumn = index["target"]!
        let sourceColumn = index["source"], commentColumn = index["comment"], stateColumn = index["state"]
        for row in rows.dropFirst() {
            guard row.fields.count == header.fields.count else {
                throw CSVParseError(
                    message: "this row has \(row.fields.count) fields but the header has \(header.fields.count); a field with a comma or line break must be in quotes",
                    location: SourceLocation(line: row.line, column: 1))
            }
            func field(_ column: Int?) -> String {
                column.map { CSVFormat.restored(row.fields[$0]) } ?? ""
            }
            let location = SourceLocation(line: row.line, column: row.columns[targetColumn])
            let key = field(keyColumn)
            let formID = field(formColumn)
            guard let form = ExchangeForm(id: formID) else {
                problems.append(ExchangeProblem(location: SourceLocation(line: row.line, column: row.columns[formColumn]), message: "Key '\(key)' has the form '\(formID)', which is not a plural, device or substitution case as l10n writes them; keep the form column as exported."))
                continue
            }
            let catalog = field(catalogColumn)
            let language = field(languageColumn)
            let state = field(stateColumn)
            let unit = ExchangeUnit(
                key: key, form: form, source: field(sourceColumn), comment: field(commentColumn), target: field(targetColumn),
                state: state.isEmpty ? nil : StringUnitState(rawValue: state), location: location)
            // Rows of one file come together as exported: the last file is asked first.
            if let last = files.last, last.original == catalog, last.targetLanguage == language {
                files[files.count - 1].units.append(unit)
                continue
            }
            let fileKey = catalog + "\u{0}" + language
            if let existing = fileIndex[fileKey] {
                files[existing].units.append(unit)
            } else {
                fileIndex[fileKey] = files.count
                files.append(ExchangeFile(
                    original: catalog, sourceLanguage: "", targetLanguage: language, units: [unit],
                    location: SourceLocation(line: row.line, column: 1)))
            }
        }
        return ExchangeDocument(format: .csv, files: files, problems: problems)
    }
}

/// Why a text is not CSV that l10n can read, and where.
package struct CSVParseError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var location: SourceLocation

    /// `line:column: error: message`; the caller puts the path in front.
    package var description: String { "\(location.line):\(location.column): error: \(message)" }
}

/// RFC 4180 records with where each one and each field starts.
enum CSVRows {
    struct Row {
        var fields: [String]
        var line: Int
        /// The UTF-8 column each field starts at.
        var columns: [Int]
    }

    static func parse(_ bytes: [UInt8]) throws(CSVParseError) -> [Row] {
        if let invalid = UTF8Text.firstInvalidOffset(bytes) {
            let line = bytes[..<invalid].count(where: { $0 == 0x0A }) + 1
            let lineStart = bytes[..<invalid].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            throw CSVParseError(message: "the file is not valid UTF-8; save it as UTF-8 (\"CSV UTF-8\" in Excel)", location: SourceLocation(line: line, column: invalid - lineStart + 1))
        }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let delimiter = sniffDelimiter(bytes[index...])
        var line = 1
        var lineStart = 0
        var rows: [Row] = []
        let quote = UInt8(ascii: "\"")
        // Rows have the header's number of fields, so each row's arrays are made that size once.
        var fieldsPerRow = 0
        while index < bytes.count {
            var row = Row(fields: [], line: line, columns: [])
            row.fields.reserveCapacity(fieldsPerRow)
            row.columns.reserveCapacity(fieldsPerRow)
            while true {
                row.columns.append(index - lineStart + 1)
                // A field's bytes are copied a run at a time: an unquoted field is one run, a
                // quoted one a run up to each doubled quote.
                if index < bytes.count, bytes[index] == quote {
                    let start = SourceLocation(line: line, column: index - lineStart + 1)
                    index += 1
                    var field: [UInt8] = []
                    var runStart = index
                    while true {
                        guard index < bytes.count else {
                            throw CSVParseError(message: "the quoted field is not closed; a '\"' inside a field must be doubled", location: start)
                        }
                        let byte = bytes[index]
                        if byte == quote {
                            field.append(contentsOf: bytes[runStart..<index])
                            if index + 1 < bytes.count, bytes[index + 1] == quote {
                                field.append(quote)
                                index += 2
                                runStart = index
                                continue
                            }
                            index += 1
                            break
                        }
                        if byte == 0x0A {
                            line += 1
                            lineStart = index + 1
                        }
                        index += 1
                    }
                    if index < bytes.count, bytes[index] != delimiter, bytes[index] != 0x0D, bytes[index] != 0x0A {
                        throw CSVParseError(message: "expected '\(Character(Unicode.Scalar(delimiter)))' or a line end after the closing quote", location: SourceLocation(line: line, column: index - lineStart + 1))
                    }
                    row.fields.append(String(decoding: field, as: UTF8.self))
                } else {
                    let start = index
                    while index < bytes.count, bytes[index] != delimiter, bytes[index] != 0x0D, bytes[index] != 0x0A {
                        if bytes[index] == quote {
                            throw CSVParseError(message: "a '\"' inside a field that does not start with one; quote the whole field and double its quotes", location: SourceLocation(line: line, column: index - lineStart + 1))
                        }
                        index += 1
                    }
                    row.fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
                }
                if index < bytes.count, bytes[index] == delimiter {
                    index += 1
                    continue
                }
                if index < bytes.count, bytes[index] == 0x0D { index += 1 }
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                line += 1
                lineStart = index
                break
            }
            // A blank line is no record.
            if row.fields.count != 1 || !row.fields[0].isEmpty {
                if rows.isEmpty { fieldsPerRow = row.fields.count }
                rows.append(row)
            }
        }
        return rows
    }

    /// The first of `,`, `;` and tab in the header line.
    private static func sniffDelimiter(_ bytes: ArraySlice<UInt8>) -> UInt8 {
        let header = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        for candidate in [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09] where header.contains(candidate) { return candidate }
        return UInt8(ascii: ",")
    }
}

import L10nCore
import L10nSwiftSource
import L10nAppCode
import L10nGeneration
import L10nAccessors
/// Finds where Swift code spells out an accessor, so `remove` can list what would be left dangling.
package enum AccessorReferences {
    /// Where `qualifiedName` (`L10nKey.Offers.Screen.title`) is used in `bytes`, as the app-code
    /// scanner reads references: comments and string literals do not count, line breaks,
    /// backticks and names bound in the file (`typealias Strings = L10nKey.Offers.Screen`) do not
    /// matter. `AppCodeScanner.references(to:in:)` gives each name's bytes too, for a rename.
    package static func locations(of qualifiedName: String, in bytes: [UInt8]) -> [SourceLocation] {
        AppCodeScanner.references(to: qualifiedName, in: bytes).map(\.location)
    }
}

/// One place where code spells out an accessor.
package struct AccessorUse: Hashable, Sendable {
    package var path: String
    package var location: SourceLocation
    /// `L10nKey.Offers.Screen.title`.
    package var name: String

    package init(path: String, location: SourceLocation, name: String) {
        self.path = path
        self.location = location
        self.name = name
    }
}

extension AccessorReferences {
    /// Where code spells out `oldPath` (below `L10nKey`: `["Offers", "List", "title"]`), and
    /// what `rename` makes of it.
    package struct Renaming: Sendable {
        /// The file's new bytes; nil when nothing in it changes.
        package var bytes: [UInt8]?
        /// References rewritten to the new name.
        package var renamed: [SourceLocation]
        /// References whose changed part comes from a name bound in the file (`typealias
        /// Strings = L10nKey.Offers.List`): renaming the alias would change its other uses, so
        /// they are left for a person.
        package var leftAlone: [SourceLocation]
    }

    /// Every reference to the accessor `oldPath` in `bytes`, renamed to `newPath` name by name:
    /// only the names that differ are replaced, and comments and strings are not touched.
    package static func renaming(_ oldPath: [String], to newPath: [String], in bytes: [UInt8]) -> Renaming {
        let references = AppCodeScanner.references(to: (["L10nKey"] + oldPath).joined(separator: "."), in: bytes)
        var result = Renaming(bytes: nil, renamed: [], leftAlone: [])
        guard !references.isEmpty else { return result }
        var edits: [ByteEdit] = []
        for reference in references {
            guard oldPath.count == newPath.count else {
                result.leftAlone.append(reference.location)
                continue
            }
            // Names spelled out are aligned with the end of the reference's path.
            let firstSpelled = reference.path.count - reference.nameRanges.count
            let changed = oldPath.indices.filter { oldPath[$0] != newPath[$0] }
            guard changed.allSatisfy({ $0 >= firstSpelled }) else {
                result.leftAlone.append(reference.location)
                continue
            }
            edits += changed.map { ByteEdit(reference.nameRanges[$0 - firstSpelled], Identifier.rendered(newPath[$0])) }
            result.renamed.append(reference.location)
        }
        guard !edits.isEmpty else { return result }
        result.bytes = bytes.applying(edits)
        return result
    }
}

import Foundation
import L10nCore

/// How a key's accessor and its enums are named, and the words for a name that cannot be
/// given: facts about keys that generate, sync, rename and check all share.
package enum AccessorNaming {
    /// Two keys that would get one accessor name are what keyfile-identifier-collision reports.
    static let collisionCheckID = DiagnosticIDs.identifierCollision

    /// The plan's proposed identifier, repaired if it could not compile.
    package static func identifier(for plan: AccessorPlan) -> String {
        Identifier.isValid(plan.identifier) ? plan.identifier : Identifier.lowerCamelCase(plan.identifier)
    }

    /// The catalog name as it names the feature enum, repaired if it could not compile.
    package static func featureEnumName(catalogName: String) -> String {
        Identifier.isValid(catalogName) ? catalogName : Identifier.upperCamelCase(catalogName)
    }

    /// `items` sorted by ``keyPrecedes(_:_:)`` of their keys. They mostly come in catalog order,
    /// which is already this order: one comparison per item proves it, where a sort makes
    /// log n of them per item, and `localizedStandardCompare` is slow on Linux.
    package static func sortedByKey<Item>(_ items: [Item], key: (Item) -> String) -> [Item] {
        if isInKeyOrder(items, key: key) { return items }
        return items.sorted { keyPrecedes(key($0), key($1)) }
    }

    /// Whether ``sortedByKey(_:key:)`` returns `items` as they are. Inlinable, so that a
    /// caller's items are read where they lie: unspecialized, each pair was copied out of the
    /// array (the whole plan, of a feature's 200,000) to be asked for its keys.
    @inlinable
    package static func isInKeyOrder<Item>(_ items: [Item], key: (Item) -> String) -> Bool {
        items.indices.dropFirst().allSatisfy { !keyPrecedes(key(items[$0]), key(items[$0 - 1])) }
    }

    /// Sorts keys the way Finder and Xcode's catalog editor do (`item2` before `item10`); of
    /// two keys that would share a name, the first in this order keeps it.
    package static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        switch StandardCompare.withoutCollator(lhs, rhs) ?? lhs.localizedStandardCompare(rhs) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: lhs < rhs
        }
    }

    package static func collision(
        key: String, identifier: String, container: String, takenBy otherKey: String, path: String,
        location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            checkID: collisionCheckID, severity: .error,
            message: "'\(key)' would be named `\(identifier)` in `\(container)`, which '\(otherKey)' already uses; "
                + "rename one of the keys or write the accessor by hand",
            path: path, location: location, key: key)
    }

    /// A new section enum would take the name of a type the key file already uses.
    package static func hiddenType(key: String, section: String, feature: String, path: String, location: SourceLocation) -> Diagnostic {
        Diagnostic(
            checkID: collisionCheckID, severity: .error,
            message: "'\(key)' needs `enum \(section)` in `\(feature)`, which would hide `\(section)` from the code in `\(feature)` that refers to it; "
                + "rename the key's section, or add the enum by hand and qualify the name where the code means it",
            path: path, location: location, key: key)
    }
}

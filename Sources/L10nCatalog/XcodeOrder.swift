import Foundation
import L10nCore
import L10nJSON

/// The order Xcode gives object members when it writes a catalog.
///
/// Foundation's `localizedStandardCompare` reproduces it on Linux (no violation in 141,461
/// adjacent pairs of real catalogs): case-insensitive, digits compared as numbers.
package enum XcodeOrder {
    package static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        compare(lhs, rhs) == .orderedAscending
    }

    package static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        if lhs.utf8.elementsEqual(rhs.utf8) { return .orderedSame }
        let result = lhs.localizedStandardCompare(rhs)
        // Keys that collate equal still need a fixed order, or a sort could move them.
        if result == .orderedSame { return lhs.utf8.lexicographicallyPrecedes(rhs.utf8) ? .orderedAscending : .orderedDescending }
        return result
    }

    /// Where Xcode would put a new member named `key`: after every member that sorts before it.
    /// In a file whose order is not Xcode's, this is the first slot that keeps the new key's
    /// neighbours in order, so the edit stays local.
    package static func insertionIndex(for key: String, in members: [JSONMember]) -> Int {
        insertionIndex(for: key, count: members.count) { members[$0].key }
    }

    /// The same search over `count` keys read through `keyAt`, for a list that is not an array
    /// of members (``Catalog/insertEntries(_:)`` searches the catalog as it would be mid-batch).
    /// Each step asks Foundation only about a pair ``StandardCompare`` cannot answer (the same
    /// order): a call to it was most of `sync`'s additions to a huge catalog.
    static func insertionIndex(for key: String, count: Int, keyAt: (Int) -> String) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let other = keyAt(middle)
            if (StandardCompare.withoutCollator(other, key) ?? compare(other, key)) == .orderedDescending {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }

    /// Every object in the value with its members in Xcode's order; arrays keep their order.
    package static func sorted(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(var members):
            for index in members.indices { members[index].value = sorted(members[index].value) }
            if !isSorted(members) {
                members = members.enumerated().sorted { lhs, rhs in
                    let order = compare(lhs.element.key, rhs.element.key)
                    // Duplicates keep their relative order.
                    return order == .orderedSame ? lhs.offset < rhs.offset : order == .orderedAscending
                }.map(\.element)
            }
            return .object(members)
        case .array(var elements):
            for index in elements.indices { elements[index].value = sorted(elements[index].value) }
            return .array(elements)
        default:
            return value
        }
    }

    static func isSorted(_ members: [JSONMember]) -> Bool {
        zip(members, members.dropFirst()).allSatisfy { compare($0.key, $1.key) != .orderedDescending }
    }
}

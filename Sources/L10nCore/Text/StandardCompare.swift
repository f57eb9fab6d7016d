import Foundation

/// The part of Foundation's `localizedStandardCompare` that needs no collator, done on bytes.
///
/// Foundation (CoreFoundation's `CFStringCompareWithOptionsAndLocale`, with the options
/// `localizedStandardCompare` passes: case-insensitive, numeric, forced ordering, a locale)
/// walks two strings while their characters are equal; where both have a run of ASCII digits
/// it compares the runs as numbers itself, and only at the first other difference does it ask
/// the locale's collator. Each call also builds a locale and bridges both strings: some
/// 20,000 instructions, most of a huge feature's sort check (keys such as `item_500` and
/// `item_1000` differ first in a number). This answers exactly those pairs, and nil for any
/// other, which the caller then hands to Foundation.
package enum StandardCompare {
    /// `lhs.localizedStandardCompare(rhs)` when both are ASCII and equal up to a number that
    /// decides, or up to the end of one of them; nil otherwise (a character differs, a digit
    /// run is longer than 18 digits, or a string is not ASCII).
    package static func withoutCollator(_ lhs: String, _ rhs: String) -> ComparisonResult? {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in rhs.withUTF8 { right in withoutCollator(left, right) } }
    }

    static func withoutCollator(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> ComparisonResult? {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        // Foundation counts UTF-16 units; for ASCII those are the bytes.
        guard left.allSatisfy({ $0 < 0x80 }), right.allSatisfy({ $0 < 0x80 }) else { return nil }
        var result = ComparisonResult.orderedSame
        var leftIndex = 0
        var rightIndex = 0
        while leftIndex < left.count, rightIndex < right.count {
            let leftByte = left[leftIndex]
            let rightByte = right[rightIndex]
            if isDigit(leftByte), isDigit(rightByte) {
                var leftValue: UInt64 = 0
                var rightValue: UInt64 = 0
                let leftStart = leftIndex
                let rightStart = rightIndex
                while leftIndex < left.count, isDigit(left[leftIndex]) {
                    leftValue = leftValue * 10 + UInt64(left[leftIndex] - 0x30)
                    leftIndex += 1
                    // Foundation's value would overflow (it wraps); leave such runs to it.
                    if leftIndex - leftStart > 18 { return nil }
                }
                while rightIndex < right.count, isDigit(right[rightIndex]) {
                    rightValue = rightValue * 10 + UInt64(right[rightIndex] - 0x30)
                    rightIndex += 1
                    if rightIndex - rightStart > 18 { return nil }
                }
                if leftValue != rightValue { return leftValue < rightValue ? .orderedAscending : .orderedDescending }
                // Equal numbers written with more or fewer digits (`01`, `1`): the shorter run
                // comes first unless an earlier difference decided already.
                let leftLength = leftIndex - leftStart
                let rightLength = rightIndex - rightStart
                if result == .orderedSame, leftLength != rightLength {
                    result = leftLength < rightLength ? .orderedAscending : .orderedDescending
                }
                continue
            }
            // Foundation asks the collator about any other difference, case included.
            guard leftByte == rightByte else { return nil }
            leftIndex += 1
            rightIndex += 1
        }
        if leftIndex < left.count { return .orderedDescending }
        if rightIndex < right.count { return .orderedAscending }
        return result
    }
}

// A stand-in for the parts of Apple's Foundation that generated key files use, which
// swift-corelibs-foundation on Linux does not have. Declarations copy Apple's signatures
// (iOS 16 / macOS 13 SDK) so that `swiftc -typecheck` of this file beside generated code
// accepts exactly what Xcode would. Bodies are empty: nothing here ever runs.
//
// Not part of any target: tests pass it to swiftc together with `Catalogs/L10nKey.swift`
// and the key files under test.
import Foundation

extension String {
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        public init(_ value: String) {}
        public init(stringLiteral value: String) {}
        public init(stringInterpolation: StringInterpolation) {}

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) {}
            public mutating func appendInterpolation(_ string: String) {}
            public mutating func appendInterpolation<Subject>(_ subject: Subject) where Subject: NSObject {}
            public mutating func appendInterpolation<Subject>(
                _ subject: Subject, formatter: Formatter? = nil
            ) where Subject: ReferenceConvertible {}
            public mutating func appendInterpolation(_ value: Int) {}
            public mutating func appendInterpolation(_ value: Int8) {}
            public mutating func appendInterpolation(_ value: Int16) {}
            public mutating func appendInterpolation(_ value: Int32) {}
            public mutating func appendInterpolation(_ value: Int64) {}
            public mutating func appendInterpolation(_ value: UInt) {}
            public mutating func appendInterpolation(_ value: UInt8) {}
            public mutating func appendInterpolation(_ value: UInt16) {}
            public mutating func appendInterpolation(_ value: UInt32) {}
            public mutating func appendInterpolation(_ value: UInt64) {}
            public mutating func appendInterpolation(_ value: Float) {}
            public mutating func appendInterpolation(_ value: Double) {}
            public mutating func appendInterpolation(_ value: LocalizedStringResource) {}
        }
    }
}

public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation {
    public enum BundleDescription: Equatable, Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)

        public static func == (lhs: Self, rhs: Self) -> Bool { true }
    }

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {}

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {}

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: Bundle, comment: StaticString? = nil
    ) {}

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil
    ) {}

    public init(stringLiteral value: String) {}
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}

    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

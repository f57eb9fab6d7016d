/// Keys are typed accessors (`L10nKey.shop.home.title`), so they must be valid, predictable
/// Swift names in exactly three levels.
public enum KeyFormatCheck: CatalogCheck {
    public static let description = CheckDescription(
        id: "key-format", name: "Key format", severity: .error,
        summary: "Keys must be <feature>.<section>.<element>: lowercase feature, lowerCamelCase section, lowerCamelCase or snake_case element.",
        examples: [
            .passing("""
                { "sourceLanguage" : "en", "strings" : {
                  "shop.home.title" : {},
                  "shop2.checkoutFlow.placeOrder" : {},
                  "shop.cart.item_count" : {}
                } }
                """),
            .failing("""
                { "sourceLanguage" : "en", "strings" : {
                  ↓"Shop.home.title" : {},
                  ↓"shop.home" : {},
                  ↓"shop.Home.title" : {},
                  ↓"shop.home.Title" : {},
                  ↓"shop.home.title text" : {},
                  ↓"shop.home.%@" : {}
                } }
                """),
        ])

    public static func check(_ input: CatalogCheckInput) -> [Diagnostic] {
        input.entries.compactMap { entry in
            problem(in: entry.key).map {
                diagnostic(
                    "Key '\(entry.key)' \($0); rename it to '<feature>.<section>.<element>' in lowerCamelCase.",
                    at: entry.position, in: input, key: entry.key)
            }
        }
    }

    /// What is wrong with `key`, phrased to follow "Key '…'", or nil when it is well formed.
    static func problem(in key: String) -> String? {
        if key.containsWhitespace { return "contains a space" }
        if let placeholder = FormatPlaceholder.parse(key).first { return "contains the format specifier '\(placeholder.text)'" }
        let segments = key.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3 else { return "has \(segments.count) dot-separated segments instead of 3" }
        if !isFeatureName(segments[0]) { return "has feature '\(segments[0])', which must be lowercase letters and digits" }
        if !isLowerCamelCase(segments[1]) { return "has section '\(segments[1])', which must be lowerCamelCase" }
        if !isLowerCamelCase(segments[2]) && !isSnakeCase(segments[2]) {
            return "has element '\(segments[2])', which must be lowerCamelCase or snake_case"
        }
        return nil
    }

    /// `[a-z][a-z0-9]*`
    static func isFeatureName(_ segment: Substring) -> Bool {
        guard let first = segment.utf8.first, isLowercase(first) else { return false }
        return segment.utf8.allSatisfy { isLowercase($0) || isDigit($0) }
    }

    /// `[a-z][a-zA-Z0-9]*`
    static func isLowerCamelCase(_ segment: Substring) -> Bool {
        guard let first = segment.utf8.first, isLowercase(first) else { return false }
        return segment.utf8.allSatisfy { isLowercase($0) || isUppercase($0) || isDigit($0) }
    }

    /// `[a-z][a-z0-9]*(_[a-z0-9]+)*`
    static func isSnakeCase(_ segment: Substring) -> Bool {
        let words = segment.split(separator: "_", omittingEmptySubsequences: false)
        return isFeatureName(words[0]) && words.dropFirst().allSatisfy { word in
            !word.isEmpty && word.utf8.allSatisfy { isLowercase($0) || isDigit($0) }
        }
    }

    private static func isLowercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isUppercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}

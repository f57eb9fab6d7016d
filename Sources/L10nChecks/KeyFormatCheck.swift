import L10nCore
/// Keys are typed accessors (`L10nKey.shop.home.title`), so they must be valid, predictable
/// Swift names in exactly three levels.
package enum KeyFormatCheck: EntryCheck {
    package static let description = CheckDescription(
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

    package static let namesNoLanguage = true

    package static func check(_ input: EntryCheckInput) -> [Diagnostic] {
        input.entries.compactMap { entry in
            KeyRules.formatViolation(of: entry.key).map {
                diagnostic(KeyRules.catalogMessage(key: entry.key, violation: $0, catalogPath: input.path), at: entry.position, in: input, key: entry.key)
            }
        }
    }
}

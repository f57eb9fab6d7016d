// Keys of the Shop feature, with one mistake of each kind `l10n check` finds in key files.
import Foundation

extension L10nKey {
    enum Shop {
        enum Cart {
            static let checkout = LocalizedStringResource("shop.cart.checkout", table: "Shop")
            static let promo = LocalizedStringResource("shop.home.promo", table: "Shop")
            static func total(_ arg1: String) -> LocalizedStringResource {
                LocalizedStringResource("shop.cart.total", defaultValue: "Total: \(arg1)")
            }
        }

        enum Home {
            static let banner = LocalizedStringResource("shop.home.banner", table: "Store")
            static let legacyTitle = LocalizedStringResource("shop.home.legacyTitle", table: "Shop")
            static let subtitle = LocalizedStringResource("shop.home.subtitle", table: "Shop")
            static let title = LocalizedStringResource("shop.home.title", table: "Shop")
            static let heading = LocalizedStringResource("shop.home.title", table: "Shop")
        }
    }
}

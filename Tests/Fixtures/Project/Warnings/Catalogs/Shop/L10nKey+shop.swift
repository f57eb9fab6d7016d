import Foundation

extension L10nKey {
    enum Shop {
        enum Home {
            static let subtitle = LocalizedStringResource("shop.home.subtitle", table: "Shop")
            static let title = LocalizedStringResource("shop.home.title", table: "Shop")
        }
    }
}

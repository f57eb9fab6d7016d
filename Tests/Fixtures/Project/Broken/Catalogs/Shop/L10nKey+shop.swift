import Foundation

extension L10nKey {
    enum Shop {
        enum Home {
            static let title = LocalizedStringResource("shop.home.title", table: "Shop")
        }
    }
}

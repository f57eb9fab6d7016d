// Keys of the Purchases feature. Text lives in Purchases.xcstrings.
import Foundation

// swiftlint:disable nesting
extension L10nKey {
    enum Purchases {
        enum Detail {
            static func orderNumber(_ arg1: String) -> LocalizedStringResource {
                LocalizedStringResource("purchases.detail.orderNumber", defaultValue: "Order #\(arg1)", table: "Purchases")
            }
            static let reportIssue = LocalizedStringResource("purchases.detail.reportIssue", table: "Purchases")
            static let total = LocalizedStringResource("purchases.detail.total", table: "Purchases")
        }

        enum EmptyState {
            static let browseOffers = LocalizedStringResource("purchases.emptyState.browseOffers", table: "Purchases")
            /// Shown when the member has never made a purchase.
            static let message = LocalizedStringResource("purchases.emptyState.message", table: "Purchases")
            static let title = LocalizedStringResource("purchases.emptyState.title", table: "Purchases")
        }

        enum List {
            static func count(_ count: Int) -> LocalizedStringResource {
                LocalizedStringResource("purchases.list.count", defaultValue: "\(count) purchases", table: "Purchases")
            }
            static let searchPlaceholder = LocalizedStringResource("purchases.list.searchPlaceholder", table: "Purchases")
            static let title = LocalizedStringResource("purchases.list.title", table: "Purchases")
        }

        enum Row {
            static func cashback(_ arg1: String) -> LocalizedStringResource {
                LocalizedStringResource("purchases.row.cashback", defaultValue: "\(arg1) cashback", table: "Purchases")
            }
            static let pending = LocalizedStringResource("purchases.row.pending", table: "Purchases")
            static func purchasedOn(_ arg1: String) -> LocalizedStringResource {
                LocalizedStringResource("purchases.row.purchasedOn", defaultValue: "Purchased on \(arg1)", table: "Purchases")
            }
        }
    }
}
// swiftlint:enable nesting

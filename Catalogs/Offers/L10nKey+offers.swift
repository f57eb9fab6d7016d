// Keys of the Offers feature. Text lives in Offers.xcstrings.
import Foundation

// swiftlint:disable nesting
extension L10nKey {
    enum Offers {
        enum Detail {
            static let activate = LocalizedStringResource("offers.detail.activate", table: "Offers")
            static let activated = LocalizedStringResource("offers.detail.activated", table: "Offers")
            static func remaining(_ count: Int) -> LocalizedStringResource {
                LocalizedStringResource("offers.detail.remaining", defaultValue: "\(count) coupons left", table: "Offers")
            }
            static let termsLink = LocalizedStringResource("offers.detail.terms", table: "Offers")
            static func validUntil(_ arg1: String, _ arg2: String) -> LocalizedStringResource {
                LocalizedStringResource("offers.detail.validUntil", defaultValue: "Valid from \(arg1) until \(arg2)", table: "Offers")
            }
        }

        enum EmptyState {
            /// Shown when there are no offers for the signed-in member.
            static let message = LocalizedStringResource("offers.emptyState.message", table: "Offers")
            static let refresh = LocalizedStringResource("offers.emptyState.refresh", table: "Offers")
            static let title = LocalizedStringResource("offers.emptyState.title", table: "Offers")
        }

        enum List {
            static func count(_ count: Int) -> LocalizedStringResource {
                LocalizedStringResource("offers.list.count", defaultValue: "\(count) offers", table: "Offers")
            }
            static let filterAll = LocalizedStringResource("offers.list.filterAll", table: "Offers")
            static let filterExpiringSoon = LocalizedStringResource("offers.list.filterExpiringSoon", table: "Offers")
            static let header = LocalizedStringResource("offers.list.header", table: "Offers")
        }
    }
}
// swiftlint:enable nesting

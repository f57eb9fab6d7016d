// Keys of the Offers feature.
import Foundation

extension L10nKey {
    enum Offers {
        enum List {
            /// %lld more offers
            /// Below the list.
            static func footer(_ count: Int) -> LocalizedStringResource {
                LocalizedStringResource("offers.list.footer", defaultValue: "\(count) more offers", table: "Offers")
            }
            /// The list's title.
            static let header = LocalizedStringResource("offers.list.header", table: "Offers")
            static let sortButton = LocalizedStringResource("offers.list.sort", table: "Offers")
        }

        enum Screen {
            static let banner = LocalizedStringResource("offers.screen.banner", table: "Offer")
            static let subtitle = LocalizedStringResource("offers.screen.subtitle", table: "Offers")
            static let headline = LocalizedStringResource("offers.screen.title", table: "Offers")
            static let profileTitle = LocalizedStringResource("profile.screen.title", table: "Offers")
        }
    }
}

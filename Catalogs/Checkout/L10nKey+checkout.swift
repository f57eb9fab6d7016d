// Keys of the Checkout feature. Text lives in Checkout.xcstrings.
import Foundation

// swiftlint:disable nesting
extension L10nKey {
    enum Checkout {
        enum Confirmation {
            static let done = LocalizedStringResource("checkout.confirmation.done", table: "Checkout")
            static func message(_ arg1: String) -> LocalizedStringResource {
                LocalizedStringResource("checkout.confirmation.message", defaultValue: "We've emailed your receipt to \(arg1).", table: "Checkout")
            }
            static let title = LocalizedStringResource("checkout.confirmation.title", table: "Checkout")
            static let trackOrder = LocalizedStringResource("checkout.confirmation.trackOrder", table: "Checkout")
        }

        enum Payment {
            static let addCard = LocalizedStringResource("checkout.payment.addCard", table: "Checkout")
            static let placeOrder = LocalizedStringResource("checkout.payment.placeOrder", table: "Checkout")
            /// Shown while the payment is being authorised.
            static let processing = LocalizedStringResource("checkout.payment.processing", table: "Checkout")
            static let title = LocalizedStringResource("checkout.payment.title", table: "Checkout")
        }

        enum Summary {
            static func cashbackEarned(_ arg1: String) -> LocalizedStringResource {
                LocalizedStringResource("checkout.summary.cashbackEarned", defaultValue: "You'll earn \(arg1) cashback", table: "Checkout")
            }
            static func items(_ count: Int) -> LocalizedStringResource {
                LocalizedStringResource("checkout.summary.items", defaultValue: "\(count) items", table: "Checkout")
            }
            /// Label of the optional promo code field.
            static let promoCode = LocalizedStringResource("checkout.summary.promoCode", table: "Checkout")
            static let subtotal = LocalizedStringResource("checkout.summary.subtotal", table: "Checkout")
            static let title = LocalizedStringResource("checkout.summary.title", table: "Checkout")
            static let total = LocalizedStringResource("checkout.summary.total", table: "Checkout")
        }
    }
}
// swiftlint:enable nesting

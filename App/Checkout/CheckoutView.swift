import SwiftUI

/// Checkout is still in progress: adding a card is not built yet, and the promo code field
/// went in before its key.
struct CheckoutView: View {
    let cart: Cart
    @State private var promoCode = ""
    @State private var isPlacingOrder = false

    var body: some View {
        Form {
            Section(header: Text(L10nKey.Checkout.Summary.title)) {
                LabeledContent {
                    Text(cart.subtotal.formatted())
                } label: {
                    Text(L10nKey.Checkout.Summary.subtotal)
                }
                Text(L10nKey.Checkout.Summary.items(cart.items.count))
                Text(L10nKey.Checkout.Summary.cashbackEarned(cart.cashback.formatted()))
                TextField(text: $promoCode) { Text(L10nKey.Checkout.Summary.promoCode) }
                Button("Apply") { apply() }
                LabeledContent {
                    Text(cart.total.formatted())
                } label: {
                    Text(L10nKey.Checkout.Summary.total)
                }
            }
            Section(header: Text(L10nKey.Checkout.Payment.title)) {
                if isPlacingOrder {
                    ProgressView { Text(L10nKey.Checkout.Payment.processing) }
                } else {
                    Button(L10nKey.Checkout.Payment.placeOrder) { isPlacingOrder = true }
                }
            }
        }
    }

    private func apply() {}
}

struct OrderConfirmationView: View {
    let email: String
    let dismiss: () -> Void

    var body: some View {
        VStack {
            Text(L10nKey.Checkout.Confirmation.title)
                .font(.largeTitle)
            Text(L10nKey.Checkout.Confirmation.message(email))
            Button(L10nKey.Checkout.Confirmation.trackOrder) {}
            Button(L10nKey.Checkout.Confirmation.done, action: dismiss)
        }
    }
}

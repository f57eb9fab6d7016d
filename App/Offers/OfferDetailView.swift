import SwiftUI

struct OfferDetailView: View {
    let offer: Offer
    @State private var isActivated = false

    var body: some View {
        VStack(spacing: 16) {
            Text(offer.title)
                .font(.title)
            Text(L10nKey.Offers.Detail.validUntil(offer.start.formatted(), offer.end.formatted()))
            Text(L10nKey.Offers.Detail.remaining(offer.couponsLeft))
            Button(isActivated ? L10nKey.Offers.Detail.activated : L10nKey.Offers.Detail.activate) {
                isActivated = true
            }
            .disabled(isActivated)
            Link(destination: offer.termsURL) {
                Text(L10nKey.Offers.Detail.termsLink)
            }
            Text("–")
        }
    }
}

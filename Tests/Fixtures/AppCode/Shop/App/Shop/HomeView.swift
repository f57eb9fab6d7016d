import SwiftUI

struct HomeView: View {
    private typealias Strings = L10nKey.Shop.Home
    let name: String

    var body: some View {
        VStack {
            Text(Strings.title)
            Text(Strings.greeting(name))
            Text("Today's deals")
            Label("Inbox", systemImage: "tray")
            Text(verbatim: "v2.1 (debug)")
            Text("–")
            Image("Logo")
            Text(L10nKey.Shop.Home
                .subtitle)
            Button {
            } label: {
                Text(LocalizedStringResource("shop.home.headline", table: "Shop"))
            }
            Text("Beta") // l10n:ignore
        }
        .navigationTitle("Shop")
        .toolbar {
            Button(L10nKey.Shop.Cart.checkout) {}
        }
    }
}

struct CartView: View {
    var body: some View {
        Text(String(localized: "shop.cart.empty", table: "Shop"))
        Text(L10nKey.Shop.Home.titel)
        Text(LocalizedStringResource("rewards.points.title", table: "Rewards"))
    }
}

#Preview {
    HomeView(name: "Preview")
        .navigationTitle("Preview title")
}

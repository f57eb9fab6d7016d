import SwiftUI

struct PurchasesView: View {
    @State private var query = ""
    let purchases: [Purchase]

    var body: some View {
        List(purchases) { purchase in
            NavigationLink(value: purchase) { PurchaseRow(purchase: purchase) }
        }
        .overlay {
            if purchases.isEmpty {
                ContentUnavailableView {
                    Text(L10nKey.Purchases.EmptyState.title)
                } description: {
                    Text(L10nKey.Purchases.EmptyState.message)
                } actions: {
                    Button(L10nKey.Purchases.EmptyState.browseOffers) {}
                }
            }
        }
        .navigationTitle(Text(L10nKey.Purchases.List.title))
        .navigationSubtitle(Text(L10nKey.Purchases.List.count(purchases.count)))
        .searchable(text: $query, prompt: Text(L10nKey.Purchases.List.searchPlaceholder))
    }
}

struct PurchaseRow: View {
    let purchase: Purchase

    var body: some View {
        VStack(alignment: .leading) {
            Text(purchase.store)
            Text(L10nKey.Purchases.Row.purchasedOn(purchase.date.formatted()))
            if purchase.isPending {
                Text(L10nKey.Purchases.Row.pending)
            } else {
                Text(L10nKey.Purchases.Row.cashback(purchase.cashback.formatted()))
            }
        }
    }
}

struct PurchaseDetailView: View {
    let purchase: Purchase

    var body: some View {
        Form {
            Text(L10nKey.Purchases.Detail.orderNumber(purchase.orderNumber))
            LabeledContent {
                Text(purchase.total.formatted())
            } label: {
                Text(L10nKey.Purchases.Detail.total)
            }
            Button(L10nKey.Purchases.Detail.reportIssue) {}
        }
    }
}

import SwiftUI

/// The offers tab: a filterable list, or an empty state.
struct OffersListView: View {
    private typealias Strings = L10nKey.Offers.List

    @State private var showsExpiringSoon = false
    let offers: [Offer]

    var body: some View {
        Group {
            if offers.isEmpty {
                ContentUnavailableView {
                    Label(L10nKey.Offers.EmptyState.title, systemImage: "tag")
                } description: {
                    Text(L10nKey.Offers.EmptyState.message)
                } actions: {
                    Button(L10nKey.Offers.EmptyState.refresh) { reload() }
                }
            } else {
                List {
                    Section(header: Text(Strings.header)) {
                        ForEach(offers) { OfferRow(offer: $0) }
                    }
                }
            }
        }
        .navigationTitle(Text(Strings.count(offers.count)))
        .toolbar {
            Picker(selection: $showsExpiringSoon) {
                Text(Strings.filterAll).tag(false)
                Text(Strings.filterExpiringSoon).tag(true)
            } label: {
                Image(systemName: "line.3.horizontal.decrease")
            }
        }
    }

    private func reload() {}
}

#Preview {
    NavigationStack { OffersListView(offers: [Offer(title: "20% off coffee")]) }
        .navigationTitle("Preview")
}

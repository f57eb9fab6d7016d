import SwiftUI

/// A view of an app whose catalogs use the English text as keys.
struct InboxView: View {
    let count: Int
    let name: String
    @State private var on = false
    @State private var sort = 0

    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
                Text("\(count) items")
                Text("Hello, \(name)!")
                Toggle("Sound", isOn: $on)
                    .accessibilityValue(on ? "toggle.on" : "toggle.off")
                Picker("Sort", selection: $sort) { EmptyView() }
                Text("Hello")
                Text("Hello", tableName: "Greetings")
                Text("Not in any catalog")
                Button("Save") { }
                Button("Cancel", role: .cancel) { }
            }
            .navigationTitle("Home")
        }
    }

    func farewell() -> String {
        String(localized: "Bye") + NSLocalizedString("Later", tableName: "Greetings", comment: "")
    }
}

import SwiftUI

struct SettingsView: View {
    let name: String
    let items: [String]
    let on: Bool

    var body: some View {
        Form {
            Text("\(items.count) items")
            Text("Hello \(name)")
            Button("Cancel") {}
            Button("Refresh") {}
            Text(on ? "Maybe" : "No")
            Text(String(localized: "Sign out"))
        }
        .navigationTitle("Settings")
    }
}

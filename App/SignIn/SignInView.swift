import SwiftUI

struct SignInView: View {
    private typealias Strings = L10nKey.SignIn

    @State private var email = ""
    @State private var password = ""
    @State private var isWaiting = false
    @State private var error: SignInError?
    let isOffline: Bool

    var body: some View {
        VStack(spacing: 12) {
            // The brand is a literal key so the widget extension can share it.
            Text(LocalizedStringResource("signin.screen.brand", table: "SignIn"))
            Text(Strings.Screen.title).font(.title)
            Text(Strings.Screen.subtitle)
            if isOffline {
                Text(Strings.Screen.offlineBanner)
            }
            TextField(text: $email) { Text(Strings.Form.email) }
            SecureField(text: $password) { Text(Strings.Form.password) }
            Button(Strings.Form.submitButton) { isWaiting = true }
            Button(Strings.Form.forgotPassword) {}
            if isWaiting {
                ProgressView { Text(Strings.Screen.waitingMessage) }
            }
        }
        .alert(isPresented: .constant(error != nil)) {
            Alert(title: Text(message(for: error)))
        }
    }

    private func message(for error: SignInError?) -> LocalizedStringResource {
        switch error {
        case .locked(let minutes): Strings.Alert.accountLocked(minutes)
        case .network: Strings.Alert.network
        default: Strings.Alert.invalidCredentials
        }
    }
}

#Preview("Offline") {
    SignInView(isOffline: true)
        .previewDisplayName("Offline")
}

// Keys of the SignIn feature. Text lives in SignIn.xcstrings.
import Foundation

// swiftlint:disable nesting
extension L10nKey {
    enum SignIn {
        enum Alert {
            /// Shown after too many failed attempts; the argument is how long the account stays locked.
            static func accountLocked(_ arg1: String) -> LocalizedStringResource {
                LocalizedStringResource("signin.alert.accountLocked", defaultValue: "Too many attempts. Try again in \(arg1).", table: "SignIn")
            }
            static let invalidCredentials = LocalizedStringResource("signin.alert.invalidCredentials", table: "SignIn")
            static let network = LocalizedStringResource("signin.alert.network", table: "SignIn")
        }

        enum Form {
            static let email = LocalizedStringResource("signin.form.email", table: "SignIn")
            static let forgotPassword = LocalizedStringResource("signin.form.forgotPassword", table: "SignIn")
            static let password = LocalizedStringResource("signin.form.password", table: "SignIn")
            static let submitButton = LocalizedStringResource("signin.form.submit", table: "SignIn")
        }

        enum Screen {
            static let brand = LocalizedStringResource("signin.screen.brand", table: "SignIn")
            /// Shown when the device has no network connection.
            static let offlineBanner = LocalizedStringResource("signin.screen.offline_banner", table: "SignIn")
            static let subtitle = LocalizedStringResource("signin.screen.subtitle", table: "SignIn")
            static let title = LocalizedStringResource("signin.screen.title", table: "SignIn")
            /// Shown while the sign-in request is in flight.
            static let waitingMessage = LocalizedStringResource("signin.screen.waiting", table: "SignIn")
        }
    }
}
// swiftlint:enable nesting

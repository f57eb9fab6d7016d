import Foundation

extension L10nKey {
    enum SignIn {
        enum Form {
            /// Email field label.
            static let email = LocalizedStringResource("signin.form.email", table: "SignIn")
            static func greeting(_ name: String) -> LocalizedStringResource {
                LocalizedStringResource("signin.form.greeting", defaultValue: "Hi \(name)", table: "SignIn")
            }
        }
    }
}

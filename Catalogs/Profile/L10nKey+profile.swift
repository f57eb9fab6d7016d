// Keys of the Profile feature. Text lives in Profile.xcstrings.
import Foundation

// swiftlint:disable nesting
extension L10nKey {
    enum Profile {
        enum Account {
            static let deleteAccount = LocalizedStringResource("profile.account.deleteAccount", table: "Profile")
            /// Shown when the member taps Delete account.
            static let deleteConfirmation = LocalizedStringResource("profile.account.deleteConfirmation", table: "Profile")
            static let signOut = LocalizedStringResource("profile.account.signOut", table: "Profile")
            static func version(_ arg1: String, _ arg2: String) -> LocalizedStringResource {
                LocalizedStringResource("profile.account.version", defaultValue: "Version \(arg1) (\(arg2))", table: "Profile")
            }
        }

        enum Header {
            static let editPhoto = LocalizedStringResource("profile.header.editPhoto", table: "Profile")
            static func memberSince(_ arg1: String) -> LocalizedStringResource {
                LocalizedStringResource("profile.header.memberSince", defaultValue: "Member since \(arg1)", table: "Profile")
            }
            static let title = LocalizedStringResource("profile.header.title", table: "Profile")
        }

        enum Rewards {
            static func balance(_ arg1: String) -> LocalizedStringResource {
                LocalizedStringResource("profile.rewards.balance", defaultValue: "Balance: \(arg1)", table: "Profile")
            }
            static func points(_ count: Int) -> LocalizedStringResource {
                LocalizedStringResource("profile.rewards.points", defaultValue: "\(count) points", table: "Profile")
            }
            static let redeem = LocalizedStringResource("profile.rewards.redeem", table: "Profile")
        }

        enum Settings {
            static let language = LocalizedStringResource("profile.settings.language", table: "Profile")
            static let notifications = LocalizedStringResource("profile.settings.notifications", table: "Profile")
            static let paymentMethods = LocalizedStringResource("profile.settings.paymentMethods", table: "Profile")
            static let privacy = LocalizedStringResource("profile.settings.privacy", table: "Profile")
        }
    }
}
// swiftlint:enable nesting

import Foundation

extension L10nKey {
    enum Wallet {
        enum Card {
            static let add = LocalizedStringResource("wallet.card.add", table: "Wallet")
        }
    }
}

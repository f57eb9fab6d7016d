import Foundation

extension L10nKey.Wallet {
    static func cardTitle(isGold: Bool) -> LocalizedStringResource {
        isGold ? Kind.gold : Card.title
    }
}

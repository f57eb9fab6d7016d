import Foundation

extension L10nKey {
    enum Wallet {
        enum Card {
            static let title = LocalizedStringResource("wallet.card.title", table: "Wallet")

            enum Tier { case gold, silver }

            static func label(for tier: Tier) -> LocalizedStringResource {
                switch tier {
                case .gold: return L10nKey.Wallet.Kind.gold
                case .silver: return L10nKey.Wallet.Kind.silver
                }
            }

            static var all: [LocalizedStringResource] { [title] }

            static var current: LocalizedStringResource {
                if isPremium { return L10nKey.Wallet.Kind.gold }
                return title
            }

            static var isPremium: Bool { false }

            struct Row {
                let title: LocalizedStringResource
            }
        }

        enum Debug {
            #if DEBUG
            static let banner = LocalizedStringResource("wallet.debug.banner", table: "Wallet")
            #else
            static let banner = LocalizedStringResource("wallet.debug.banner", defaultValue: "", table: "Wallet")
            #endif
        }

        enum Kind {
            static let gold = LocalizedStringResource("wallet.kind.gold", table: "Wallet")
            static let silver = LocalizedStringResource("wallet.kind.silver", table: "Wallet")
        }
    }
}

extension L10nKey.Wallet.Kind {
    static func named(_ name: String) -> LocalizedStringResource? {
        switch name {
        case "gold": gold
        case "silver": silver
        default: nil
        }
    }
}

//
//  L10nKey+offers.swift
//  Shopwise
//
import Foundation

// Hand-written: names chosen for the call sites, not derived from the keys.
extension L10nKey {
    enum Offers {
        enum List {
            /// Title of the offers list.
            static let header = LocalizedStringResource("offers.list.header", table: "Offers")
            static let sortButton = LocalizedStringResource("offers.list.sort", table: "Offers") // toolbar
        }

        enum Screen {
            static let headline = LocalizedStringResource("offers.screen.title", table: "Offers")
            static let subtitle = LocalizedStringResource("offers.screen.subtitle", table: "Offers")
        }
    }
}

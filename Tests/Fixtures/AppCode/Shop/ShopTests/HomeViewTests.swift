import SwiftUI
import XCTest

final class HomeViewTests: XCTestCase {
    func testRemoveCardTitle() {
        XCTAssertNotNil(Text(L10nKey.Wallet.Card.remove))
        XCTAssertNotNil(Text("Only in tests"))
    }
}

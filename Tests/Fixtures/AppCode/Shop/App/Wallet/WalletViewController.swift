import UIKit

final class WalletViewController: UIViewController {
    private let balanceLabel = UILabel()
    private let addButton = UIButton()
    private var balance = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: L10nKey.Wallet.Balance.title)
        balanceLabel.text = "Balance: \(balance)"
        addButton.setTitle(String(localized: L10nKey.Wallet.Card.add), for: .normal)
        balanceLabel.accessibilityIdentifier = "wallet.balance"
    }

    private func confirmRemoval() {
        let alert = UIAlertController(title: "Remove this card?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    // l10n:ignore
    private func debugMenu() -> UIMenu {
        UIMenu(title: "Debug", children: [UIAction(title: "Reset wallet") { _ in }])
    }
}

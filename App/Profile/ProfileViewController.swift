import UIKit

/// The profile screen, still in UIKit.
final class ProfileViewController: UITableViewController {
    private let member: Member
    private let headerLabel = UILabel()
    private let pointsLabel = UILabel()

    init(member: Member) {
        self.member = member
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: L10nKey.Profile.Header.title)
        headerLabel.text = String(localized: L10nKey.Profile.Header.memberSince(member.joined.formatted()))
        pointsLabel.text = String(localized: L10nKey.Profile.Rewards.points(member.points))
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: String(localized: L10nKey.Profile.Header.editPhoto), style: .plain, target: self, action: #selector(editPhoto))
    }

    /// Rows of the settings section, in order.
    private let settings = [
        L10nKey.Profile.Settings.notifications, L10nKey.Profile.Settings.language,
        L10nKey.Profile.Settings.paymentMethods, L10nKey.Profile.Settings.privacy,
    ]

    private func rewardsRows() -> [String] {
        [
            String(localized: L10nKey.Profile.Rewards.balance(member.cashback.formatted())),
            String(localized: L10nKey.Profile.Rewards.redeem),
        ]
    }

    private func footer(version: String, build: String) -> String {
        String(localized: L10nKey.Profile.Account.version(version, build))
    }

    @objc private func editPhoto() {}

    private func confirmDeletion() {
        let alert = UIAlertController(
            title: String(localized: L10nKey.Profile.Account.deleteAccount),
            message: String(localized: L10nKey.Profile.Account.deleteConfirmation), preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: String(localized: L10nKey.Profile.Account.deleteAccount), style: .destructive))
        present(alert, animated: true)
    }

    private func signOutAction() -> UIAction {
        UIAction(title: String(localized: L10nKey.Profile.Account.signOut), attributes: .destructive) { _ in }
    }
}

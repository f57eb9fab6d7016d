// Left behind when the Legacy catalog was deleted.
import Foundation

extension L10nKey {
    enum Legacy {
        static let title = LocalizedStringResource("legacy.title", table: "Legacy")
    }
}

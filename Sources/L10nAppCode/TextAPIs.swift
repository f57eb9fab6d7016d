import L10nSwiftSource
/// The SwiftUI and UIKit calls whose string-literal arguments users read, and the calls that
/// take a key: what the app-code scanner looks for. One table, so adding an API is one line.
/// SwiftUI looks a literal title up as a key (its `LocalizedStringKey`), UIKit shows it as it is.
package struct TextAPI: Sendable {
    /// How the call is written.
    package enum Callee: Sendable {
        /// A type's initializer, `Text("…")`: not after a dot.
        case type
        /// A view modifier or method, `.navigationTitle("…")`: after a dot.
        case member
        /// Either, as `setTitle(_:for:)` inside or outside a `UIButton` subclass.
        case either
    }

    /// An argument of the call: the first one when it has no label, or the one with this label.
    package enum Argument: Sendable, Equatable {
        case first
        case labeled(String)
    }

    package var name: String
    package var callee: Callee
    /// The arguments whose literal is text shown to users.
    package var textArguments: [Argument]
    /// The argument whose literal is a key, if the call takes one.
    package var keyArgument: Argument?
    /// Whether the call looks a literal of `textArguments` up in a table, as SwiftUI does with
    /// its `LocalizedStringKey` titles.
    package var localizes: Bool
    /// The label of the argument that names the table (`tableName`, `table`); without it the
    /// table is `Localizable`.
    package var tableLabel: String?

    /// The table a lookup without a table argument reads.
    package static let defaultTable = "Localizable"

    /// How messages name the call with `argument`: `Text`, `.navigationTitle`,
    /// `.searchable(prompt:)`, `String(localized:)`.
    package func displayName(for argument: Argument) -> String {
        let name = callee == .member ? "." + self.name : self.name
        guard case .labeled(let label) = argument else { return name }
        return "\(name)(\(label):)"
    }

    /// A SwiftUI view whose title is a `LocalizedStringKey`.
    private static func view(_ name: String) -> TextAPI {
        TextAPI(name: name, callee: .type, textArguments: [.first], localizes: true)
    }

    /// A SwiftUI modifier whose text is a `LocalizedStringKey`.
    private static func modifier(_ name: String, _ argument: TextAPI.Argument = .first) -> TextAPI {
        TextAPI(name: name, callee: .member, textArguments: [argument], localizes: true)
    }

    /// A UIKit initializer, which shows its string as it is.
    private static func uiKit(_ name: String, _ arguments: TextAPI.Argument...) -> TextAPI {
        TextAPI(name: name, callee: .type, textArguments: arguments)
    }

    /// A call that takes a key, in `tableLabel`'s table.
    private static func lookup(_ name: String, callee: Callee, key: TextAPI.Argument, tableLabel: String) -> TextAPI {
        TextAPI(name: name, callee: callee, textArguments: [], keyArgument: key, localizes: true, tableLabel: tableLabel)
    }

    /// Every call the scanner knows. The first argument of a SwiftUI view is its title; the
    /// arguments that are not text (`systemImage:`, `image:`, `verbatim:`, `value:`…) are
    /// simply not listed. A `TextField`'s `prompt:` is a `Text`, so a literal there is no key.
    package static let all: [TextAPI] = [
        TextAPI(name: "Text", callee: .type, textArguments: [.first], localizes: true, tableLabel: "tableName"),
        view("Button"), view("Label"), view("Toggle"), view("TextField"), view("SecureField"), view("Picker"), view("Link"),
        view("NavigationLink"),
        view("Menu"), view("Section"), view("Tab"), view("LabeledContent"), view("ContentUnavailableView"),
        view("DatePicker"), view("Stepper"), view("ProgressView"), view("GroupBox"), view("DisclosureGroup"),
        modifier("navigationTitle"), modifier("alert"), modifier("confirmationDialog"), modifier("help"),
        modifier("badge"), modifier("searchable", .labeled("prompt")), modifier("accessibilityLabel"),
        modifier("accessibilityHint"), modifier("accessibilityValue"),
        TextAPI(name: "setTitle", callee: .either, textArguments: [.first]),
        uiKit("UIAlertController", .labeled("title"), .labeled("message")),
        uiKit("UIAction", .labeled("title")), uiKit("UIAlertAction", .labeled("title")),
        uiKit("UIBarButtonItem", .labeled("title")), uiKit("UIMenu", .labeled("title")),
        lookup("LocalizedStringResource", callee: .type, key: .first, tableLabel: "table"),
        lookup("NSLocalizedString", callee: .either, key: .first, tableLabel: "tableName"),
        lookup("String", callee: .type, key: .labeled("localized"), tableLabel: "table"),
    ]

    /// UIKit properties whose assigned literal users read: `label.text = "…"`.
    package static let textProperties = ["text", "title", "placeholder"]

    init(
        name: String, callee: Callee, textArguments: [Argument], keyArgument: Argument? = nil, localizes: Bool = false,
        tableLabel: String? = nil
    ) {
        self.name = name
        self.callee = callee
        self.textArguments = textArguments
        self.keyArgument = keyArgument
        self.localizes = localizes
        self.tableLabel = tableLabel
    }
}

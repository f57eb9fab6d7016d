import L10nSwiftSource
/// The SwiftUI and UIKit calls whose string-literal arguments users read, and the calls that
/// take a key: what the app-code scanner looks for. One table, so adding an API is one line.
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
    /// A label the call needs for `keyArgument` to be a key (`Text("…", tableName:)`); without it
    /// the literal is text.
    package var keyNeedsLabel: String?

    /// How messages name the call with `argument`: `Text`, `.navigationTitle`,
    /// `.searchable(prompt:)`, `String(localized:)`.
    package func displayName(for argument: Argument) -> String {
        let name = callee == .member ? "." + self.name : self.name
        guard case .labeled(let label) = argument else { return name }
        return "\(name)(\(label):)"
    }

    private static func view(_ name: String, _ arguments: TextAPI.Argument...) -> TextAPI {
        TextAPI(name: name, callee: .type, textArguments: arguments.isEmpty ? [.first] : arguments)
    }

    private static func modifier(_ name: String, _ argument: TextAPI.Argument = .first) -> TextAPI {
        TextAPI(name: name, callee: .member, textArguments: [argument])
    }

    /// Every call the scanner knows. The first argument of a SwiftUI view is its title; the
    /// arguments that are not text (`systemImage:`, `image:`, `verbatim:`, `value:`…) are
    /// simply not listed.
    package static let all: [TextAPI] = [
        TextAPI(name: "Text", callee: .type, textArguments: [.first], keyArgument: .first, keyNeedsLabel: "tableName"),
        view("Button"), view("Label"), view("Toggle"), view("TextField", .first, .labeled("prompt")),
        view("SecureField", .first, .labeled("prompt")), view("Picker"), view("Link"), view("NavigationLink"),
        view("Menu"), view("Section"), view("Tab"), view("LabeledContent"), view("ContentUnavailableView"),
        view("DatePicker"), view("Stepper"), view("ProgressView"), view("GroupBox"), view("DisclosureGroup"),
        modifier("navigationTitle"), modifier("alert"), modifier("confirmationDialog"), modifier("help"),
        modifier("badge"), modifier("searchable", .labeled("prompt")), modifier("accessibilityLabel"),
        modifier("accessibilityHint"), modifier("accessibilityValue"),
        TextAPI(name: "setTitle", callee: .either, textArguments: [.first]),
        view("UIAlertController", .labeled("title"), .labeled("message")),
        view("UIAction", .labeled("title")), view("UIAlertAction", .labeled("title")),
        view("UIBarButtonItem", .labeled("title")), view("UIMenu", .labeled("title")),
        TextAPI(name: "LocalizedStringResource", callee: .type, textArguments: [], keyArgument: .first),
        TextAPI(name: "NSLocalizedString", callee: .either, textArguments: [], keyArgument: .first),
        TextAPI(name: "String", callee: .type, textArguments: [], keyArgument: .labeled("localized")),
    ]

    /// UIKit properties whose assigned literal users read: `label.text = "…"`.
    package static let textProperties = ["text", "title", "placeholder"]

    init(name: String, callee: Callee, textArguments: [Argument], keyArgument: Argument? = nil, keyNeedsLabel: String? = nil) {
        self.name = name
        self.callee = callee
        self.textArguments = textArguments
        self.keyArgument = keyArgument
        self.keyNeedsLabel = keyNeedsLabel
    }
}

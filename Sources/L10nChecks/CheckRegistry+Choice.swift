import L10nCore

/// Why a check id cannot be chosen, in one wording for `--disable` and for `"disable"` and
/// `"severity"` in `.l10n.json`: each caller says where the id was, this says what is wrong.
package struct CheckChoiceError: Error, Hashable, Sendable {
    package var reason: String
}

extension CheckRegistry {
    /// `id` when it names a check that can be turned off or given another severity: any
    /// check but `json-syntax`, which has to run before any other can.
    package static func choosableCheck(_ id: String) throws(CheckChoiceError) -> String {
        guard description(id: id) != nil else {
            let suggestion = Suggestion.closest(to: id, in: ids).map { " Did you mean '\($0)'?" } ?? ""
            throw CheckChoiceError(reason: "there is no check '\(id)'.\(suggestion) See every check with 'l10n check --list'.")
        }
        if id == JSONSyntaxCheck.description.id {
            throw CheckChoiceError(reason: "'\(id)' always runs and always fails: a catalog that is not valid JSON cannot be checked at all.")
        }
        return id
    }
}

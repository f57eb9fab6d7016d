import L10nChecks

/// `--disable <check>`: the id of a check that can be turned off, refused in the words
/// `.l10n.json`'s `"disable"` uses, since both ask `CheckRegistry.choosableCheck`.
struct ChosenCheck: ArgumentValue, Equatable {
    var id: String

    init(argument text: String) throws(ArgumentValueError) {
        do throws(CheckChoiceError) {
            id = try CheckRegistry.choosableCheck(text)
        } catch {
            throw ArgumentValueError(error.reason)
        }
    }
}

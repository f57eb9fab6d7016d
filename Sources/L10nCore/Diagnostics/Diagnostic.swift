/// How much a finding matters: errors fail a run, warnings fail it only under `--strict`.
package enum Severity: String, Hashable, Comparable, Sendable, CaseIterable {
    case warning
    case error

    package static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One finding, as plain data: which check found it, where, and what to do about it.
/// Reporters turn these into text; the library never prints them.
package struct Diagnostic: Hashable, Sendable {
    /// Stable kebab-case id of the check (`missing-translation`, `json-syntax`, ...).
    package var checkID: String
    package var severity: Severity
    /// One sentence that quotes the key and says how to fix it.
    package var message: String
    /// The file as the user named it (relative paths stay relative).
    package var path: String
    package var location: SourceLocation
    /// The catalog key the finding is about, if any.
    package var key: String?
    /// The language code the finding is about, if any.
    package var language: String?
    /// The variation or substitution form the finding is about (`plural.one`), if any: with
    /// the check, file, key and language it tells findings apart without their line numbers.
    package var form: String?
    /// What a finding without a key is about, in words that do not change when other entries
    /// do (the hard-coded text, the undeclared accessor): with the check and file it tells
    /// such findings apart, where the message may carry counts that do.
    package var subject: String?

    package init(
        checkID: String, severity: Severity, message: String, path: String,
        location: SourceLocation, key: String? = nil, language: String? = nil, form: String? = nil, subject: String? = nil
    ) {
        self.checkID = checkID
        self.severity = severity
        self.message = message
        self.path = path
        self.location = location
        self.key = key
        self.language = language
        self.form = form
        self.subject = subject
    }

    /// Orders diagnostics the way every reporter prints them: by file, then position, then check.
    package static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.checkID != rhs.checkID { return lhs.checkID < rhs.checkID }
        return lhs.message < rhs.message
    }
}

/// What a merge of one file gives: the bytes to write and the conflicts left in them.
package struct MergeOutcome: Sendable, Equatable {
    package var bytes: [UInt8]
    /// In the order they appear in `bytes`; empty when the merge is clean.
    package var conflicts: [MergeConflict]

    package init(bytes: [UInt8], conflicts: [MergeConflict]) {
        self.bytes = bytes
        self.conflicts = conflicts
    }

    package var isClean: Bool { conflicts.isEmpty }
}

/// A region both sides changed differently, left between markers for a person.
package struct MergeConflict: Sendable, Equatable {
    /// The line of its `<<<<<<<` marker, from 1.
    package var line: Int
    /// The catalog key, the accessor's key, or the part of the file (`sourceLanguage`, `lines`).
    package var subject: String
    /// The language, the field, `accessor`, `section` or `text`.
    package var detail: String
    /// Each side's text in short; nil when that side deleted the part.
    package var ours: String?
    package var theirs: String?

    package init(line: Int, subject: String, detail: String, ours: String?, theirs: String?) {
        self.line = line
        self.subject = subject
        self.detail = detail
        self.ours = ours
        self.theirs = theirs
    }

    /// `conflict in 'offers.title' (de): ours "Angebote", theirs "Deals"`, without the place.
    package var message: String {
        func side(_ name: String, _ text: String?) -> String {
            text.map { "\(name) \"\(Self.shortened($0))\"" } ?? "\(name) deleted it"
        }
        return "conflict in '\(subject)' (\(detail)): \(side("ours", ours)), \(side("theirs", theirs))"
    }

    private static func shortened(_ text: String) -> String {
        let limit = 60
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}

/// Git's conflict markers, as `git merge-file` writes them with its default size.
package enum ConflictMarker {
    package static let ours = "<<<<<<< ours\n"
    package static let base = "||||||| base\n"
    package static let separator = "=======\n"
    package static let theirs = ">>>>>>> theirs\n"

    /// The lines of a conflict region: ours, then theirs, each whole.
    package static func region(ours: [UInt8], theirs: [UInt8]) -> [UInt8] {
        Array(Self.ours.utf8) + ours + Array(separator.utf8) + theirs + Array(Self.theirs.utf8)
    }
}

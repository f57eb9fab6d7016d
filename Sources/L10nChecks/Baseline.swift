import L10nCore
import L10nJSON
/// The findings a team has accepted for now (`l10n check --write-baseline FILE`), so that
/// `l10n check --baseline FILE` fails only on new ones.
///
/// A finding is known by its check, file, key, language and form, and where it has no key by
/// its subject (the hard-coded text, the undeclared accessor), never by its line or its
/// wording: editing other entries moves lines and changes counts in messages ("its 5 keys"),
/// not findings. `check --since` matches findings by the same identity. Files are recorded
/// relative to the baseline's own folder, so the same baseline works from any working
/// directory. The file is JSON as Xcode writes it, sorted, one object per finding, with a
/// count where a fingerprint repeats (two missing arguments of one form, two syntax errors in
/// one key file).
///
/// Baselines written before subjects recorded a keyless finding's message; the message is
/// ignored, and such an entry accounts for a finding of its check in its file whatever the
/// finding's subject, until `--write-baseline` records the subjects.
package struct Baseline: Equatable, Sendable {
    package struct Fingerprint: Hashable, Comparable, Sendable {
        package var check: String
        package var file: String
        package var key: String?
        package var language: String?
        package var form: String?
        package var subject: String?

        package static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            (lhs.file, lhs.key ?? "", lhs.language ?? "", lhs.form ?? "", lhs.check, lhs.subject ?? "")
                < (rhs.file, rhs.key ?? "", rhs.language ?? "", rhs.form ?? "", rhs.check, rhs.subject ?? "")
        }

        /// The same finding in `file`: where a renamed file's findings were.
        package func moved(to file: String) -> Fingerprint {
            var copy = self
            copy.file = file
            return copy
        }
    }

    package var counts: [Fingerprint: Int]

    /// The baseline of `diagnostics`, for a baseline file in `folder` (absolute); paths of
    /// diagnostics are resolved against `currentDirectory`.
    package init(_ diagnostics: [Diagnostic], folder: String, currentDirectory: String) {
        counts = [:]
        for diagnostic in diagnostics {
            counts[Self.fingerprint(diagnostic, folder: folder, currentDirectory: currentDirectory), default: 0] += 1
        }
    }

    /// Reads a baseline file's bytes.
    package init(bytes: [UInt8]) throws(BaselineError) {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            // The reason is followed by a full stop where it is shown.
            let reason = error.recognisingMergeConflict(in: bytes, resolvable: false).description
            throw .unreadable(reason.hasSuffix(".") ? String(reason.dropLast()) : reason)
        }
        guard case .array(let elements)? = document.root["findings"] else {
            throw .unreadable("it has no \"findings\" list; write it with 'l10n check --write-baseline'")
        }
        counts = [:]
        for element in elements {
            guard let check = element.value["check"]?.stringValue, let file = element.value["file"]?.stringValue else {
                throw .unreadable("the finding at \(element.position.line):\(element.position.column) has no \"check\" or \"file\"")
            }
            let fingerprint = Fingerprint(
                check: check, file: file, key: element.value["key"]?.stringValue, language: element.value["language"]?.stringValue,
                form: element.value["form"]?.stringValue, subject: element.value["subject"]?.stringValue)
            let count: Int = if case .number(let text)? = element.value["count"] { Int(text) ?? 1 } else { 1 }
            // Saturating: a hand-edited count must not trap; no more findings than Int.max exist.
            counts[fingerprint] = Self.saturatingSum(counts[fingerprint] ?? 0, max(count, 1))
        }
    }

    /// The file's text: sorted, so that a new finding is a few added lines in a diff.
    package func serialized() -> [UInt8] {
        let findings = counts.keys.sorted().map { fingerprint -> JSONElement in
            var members = [JSONMember(key: "check", value: .string(fingerprint.check))]
            if let count = counts[fingerprint], count > 1 { members.append(JSONMember(key: "count", value: .number(String(count)))) }
            members.append(JSONMember(key: "file", value: .string(fingerprint.file)))
            for (name, value) in [("form", fingerprint.form), ("key", fingerprint.key), ("language", fingerprint.language), ("subject", fingerprint.subject)] {
                if let value { members.append(JSONMember(key: name, value: .string(value))) }
            }
            return JSONElement(value: .object(members))
        }
        let root = JSONValue.object([
            JSONMember(key: "findings", value: .array(findings)),
            JSONMember(key: "version", value: .number("1")),
        ])
        return JSONWriter.write(root) + Array("\n".utf8)
    }

    /// The diagnostics this baseline does not account for, in their order. Where a
    /// fingerprint occurs more often than recorded, its last occurrences are the new ones. A
    /// finding with a subject that is not recorded may be accounted for by an entry without
    /// one: an entry from before subjects were recorded.
    package func newFindings(_ diagnostics: [Diagnostic], folder: String, currentDirectory: String) -> [Diagnostic] {
        var remaining = counts
        func take(_ fingerprint: Fingerprint) -> Bool {
            guard let left = remaining[fingerprint], left > 0 else { return false }
            remaining[fingerprint] = left - 1
            return true
        }
        let fingerprints = diagnostics.map { Self.fingerprint($0, folder: folder, currentDirectory: currentDirectory) }
        // Exact matches first, so an entry without a subject is left for the findings only it can account for.
        let exact = fingerprints.map(take)
        return diagnostics.indices.compactMap { index in
            if exact[index] { return nil }
            var fingerprint = fingerprints[index]
            guard fingerprint.subject != nil else { return diagnostics[index] }
            fingerprint.subject = nil
            return take(fingerprint) ? nil : diagnostics[index]
        }
    }

    package var findingCount: Int { counts.values.reduce(0, Self.saturatingSum) }

    private static func saturatingSum(_ lhs: Int, _ rhs: Int) -> Int {
        let (sum, overflowed) = lhs.addingReportingOverflow(rhs)
        return overflowed ? Int.max : sum
    }

    private static func fingerprint(_ diagnostic: Diagnostic, folder: String, currentDirectory: String) -> Fingerprint {
        Fingerprint(
            check: diagnostic.checkID,
            file: PathString.relative(PathString.absolute(diagnostic.path, in: currentDirectory), from: folder),
            key: diagnostic.key, language: diagnostic.language, form: diagnostic.form,
            subject: diagnostic.key == nil ? diagnostic.subject : nil)
    }
}

/// A baseline file that cannot be used.
package enum BaselineError: Error, Equatable, Sendable {
    case unreadable(String)
}

/// Small pieces of wording the human-readable coverage formats share.
enum CoverageWording {
    /// The closing line of a report with no work; `languages` are already escaped for the format.
    static func allTranslated(keys: Int, languages: [String]) -> String {
        guard !languages.isEmpty else { return "No languages required." }
        return "All \(String(counting: keys, "key")) translated in \(languages.joined(separator: ", "))."
    }

    /// A control character other than tab, LF and CR written as `\u{1B}`, or nil for any
    /// other scalar. Catalog text shown to people must not carry terminal escape sequences
    /// or characters HTML forbids.
    static func escapedControlCharacter(_ scalar: Unicode.Scalar) -> String? {
        guard scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value), !["\t", "\n", "\r"].contains(scalar) else { return nil }
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}

/// Text from bytes that must be UTF-8 to be edited safely.
package enum UTF8Text {
    /// The text of `bytes`, or nil when they are not valid UTF-8. `String(validating:as:)`
    /// would do, but needs macOS 15; transcoding with `stoppingOnError` validates on every
    /// platform l10n supports.
    package static func decode(_ bytes: [UInt8]) -> String? {
        let hadError = transcode(
            bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
        return hadError ? nil : String(decoding: bytes, as: UTF8.self)
    }
}

/// Rewrites catalog bytes in Xcode's exact format: what `l10n format` does to each file.
public enum CatalogFormatter {
    public enum Failure: Error, Hashable, Sendable {
        /// The input is not valid JSON; nothing can be written.
        case unreadable(JSONParseError)
        /// The rewritten text did not parse back to the same content: a bug in l10n, caught
        /// before anything reached the disk.
        case verificationFailed
    }

    /// The formatted bytes of `bytes`, keeping member order unless `sort` is set.
    public static func format(_ bytes: [UInt8], sort: Bool) throws(Failure) -> [UInt8] {
        sort ? try sorted(bytes) : try streamed(bytes)
    }

    /// Keeping the order needs no tree: the text is re-laid out as it is read.
    private static func streamed(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        let result: JSONReformatter.Result
        do {
            result = try JSONReformatter.reformat(bytes)
        } catch {
            throw .unreadable(error)
        }
        if result.output == bytes { return result.output }
        guard (try? JSONDigest.of(result.output)) == result.digest else { throw .verificationFailed }
        return result.output
    }

    private static func sorted(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
        var document: JSONDocument
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .unreadable(error)
        }
        document.root = XcodeOrder.sorted(document.root)
        let output = JSONWriter.write(document, capacity: bytes.count)
        // Identical bytes need no proof; only a file that changes is read back.
        if output == bytes { return output }
        return try verified(output, matches: document)
    }

    /// Serializes `document` and proves the text reads back as the same content, so a
    /// writer bug can never reach a user's file.
    public static func serializeVerified(_ document: JSONDocument) throws(Failure) -> [UInt8] {
        try verified(JSONWriter.write(document), matches: document)
    }

    private static func verified(_ output: [UInt8], matches document: JSONDocument) throws(Failure) -> [UInt8] {
        guard let reread = try? JSONParser.parse(output), reread.root.hasSameContent(as: document.root),
              reread.hasByteOrderMark == document.hasByteOrderMark
        else { throw .verificationFailed }
        return output
    }
}

import Foundation
import L10nCore
import L10nJSON

/// Rewrites catalog bytes in Xcode's exact format: what `l10n format` does to each file.
package enum CatalogFormatter {
    package enum Failure: Error, Hashable, Sendable {
        /// The input is not valid JSON; nothing can be written.
        case unreadable(JSONParseError)
        /// The rewritten text did not parse back to the same content: a bug in l10n, caught
        /// before anything reached the disk.
        case verificationFailed
    }

    /// The formatted bytes of `bytes`, keeping member order unless `sort` is set.
    package static func format(_ bytes: [UInt8], sort: Bool) throws(Failure) -> [UInt8] {
        if sort { return try sorted(.bytes(SourceFile(path: "", bytes: bytes))) }
        let result = try bytes.withUnsafeBufferPointer { buffer throws(Failure) in try streamed(buffer, progress: nil) }
        return result.output == bytes ? result.output : try proved(result)
    }

    /// The formatted bytes of a catalog, or nil when it is formatted already. A mapped file's
    /// pages are handed back as they are read, so memory holds little more than the output.
    package static func format(_ text: CatalogText, sort: Bool) throws(Failure) -> [UInt8]? {
        switch text {
        case .bytes(let source):
            let output = try format(source.bytes, sort: sort)
            return output == source.bytes ? nil : output
        case .mapped(_, let file):
            if sort {
                let output = try sorted(text)
                return isEqual(output, file) ? nil : output
            }
            let result = try streamed(file.bytes, progress: MappedFile.Pass.progress(file))
            // Identical bytes need no proof; only a text that changes is digested again.
            return isEqual(result.output, file) ? nil : try proved(result)
        }
    }

    /// Where each line of the catalog starts when it is laid out exactly as `format` (without
    /// sorting) would write it; nil when it is not, or for a text that cannot be read. Found
    /// without writing it, so an edit can be made on the text (``CatalogSplice``): one walk
    /// over the bytes (``JSONLayout``), the answer reformatting and comparing would give.
    package static func formattedLineStarts(_ text: CatalogText) -> JSONLayout.LineStarts? {
        switch text {
        case .bytes(let source):
            return source.bytes.withUnsafeBufferPointer { JSONLayout.lineStarts($0) }
        case .mapped(_, let file):
            return JSONLayout.lineStarts(file.bytes, progress: MappedFile.Pass.progress(file))
        }
    }

    /// Compares in slices, handing each slice of the file back once compared.
    private static func isEqual(_ output: [UInt8], _ file: MappedFile) -> Bool { file.hasBytes(output) }

    /// Keeping the order needs no tree: the text is re-laid out as it is read.
    private static func streamed(_ input: UnsafeBufferPointer<UInt8>, progress: ((Int) -> Void)?) throws(Failure) -> JSONReformatter.Result {
        do {
            return try JSONReformatter.reformat(input, progress: progress)
        } catch {
            throw .unreadable(error.recognisingMergeConflict(in: Array(input), resolvable: true))
        }
    }

    /// A changed text is proved by reading it back into a content digest.
    private static func proved(_ result: JSONReformatter.Result) throws(Failure) -> [UInt8] {
        guard (try? JSONDigest.of(result.output)) == result.digest else { throw .verificationFailed }
        return result.output
    }

    private static func sorted(_ text: CatalogText) throws(Failure) -> [UInt8] {
        var document: JSONDocument
        do {
            document = try CatalogReader.read(text).document
        } catch {
            throw .unreadable(error)
        }
        document.root = XcodeOrder.sorted(document.root)
        return try verified(JSONWriter.write(document, capacity: text.byteCount), matches: document)
    }

    /// Serializes `document` and proves the text reads back as the same content, so a
    /// writer bug can never reach a user's file.
    /// `capacity`: the size the text is expected to have (the file's, for an edit), which a
    /// large one is written ahead in.
    package static func serializeVerified(_ document: JSONDocument, capacity: Int = 0) throws(Failure) -> [UInt8] {
        try verified(JSONWriter.write(document, capacity: capacity), matches: document)
    }

    /// The same for an edit of the catalog whose bytes were `original`: its lines end as that
    /// file's mostly did (CRLF stays CRLF), while `format` writes Xcode's LF.
    package static func serializeVerified(_ document: JSONDocument, lineEndingOf original: [UInt8]) throws(Failure) -> [UInt8] {
        try serializeVerified(document, lineEnding: LineEnding.dominant(in: original))
    }

    /// The same with the lines ending in `lineEnding`, worked out by the caller.
    package static func serializeVerified(_ document: JSONDocument, lineEnding: LineEnding) throws(Failure) -> [UInt8] {
        // Only whitespace between tokens holds raw line feeds, so the content is unchanged.
        lineEnding.applied(to: try serializeVerified(document))
    }

    /// Reading the text back into a digest, rather than a second tree, keeps the proof cheap.
    /// A large text and its tree are digested on two cores at once.
    private static func verified(_ output: [UInt8], matches document: JSONDocument) throws(Failure) -> [UInt8] {
        let digests = output.count < CatalogReader.largeCatalogBytes
            ? [try? JSONDigest.of(output), JSONDigest.of(document)]
            : [true, false].parallelMap { ofText in ofText ? try? JSONDigest.of(output) : JSONDigest.of(document) }
        guard let text = digests[0], text == digests[1] else { throw .verificationFailed }
        return output
    }
}

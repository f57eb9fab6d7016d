#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mapped file's new text given as the ranges of it that are replaced: every byte between
/// them is the file's own and is written straight from the mapping, so a large file edited in
/// many places (`import` of a 40 MB catalog) is never built whole in memory before it is written.
package struct SplicedFile: Sendable {
    package struct Replacement: Sendable, Equatable {
        /// The file's bytes replaced; empty for an insertion.
        package var old: Range<Int>
        /// The bytes that replace them, as a range of ``SplicedFile/insertedBytes``.
        package var new: Range<Int>
    }

    package let file: MappedFile
    /// In file order, none overlapping another.
    package private(set) var replacements: [Replacement] = []
    /// Every replacement's bytes, one after the other.
    package private(set) var insertedBytes: [UInt8] = []

    package init(_ file: MappedFile) {
        self.file = file
    }

    /// Replaces the file's bytes in `old` with `bytes`. False, with nothing recorded, when `old`
    /// is outside the file or starts before the end of the previous replacement.
    package mutating func replace(_ old: Range<Int>, with bytes: some Collection<UInt8>) -> Bool {
        guard old.lowerBound >= (replacements.last?.old.upperBound ?? 0), old.upperBound <= file.bytes.count else { return false }
        let start = insertedBytes.count
        insertedBytes.append(contentsOf: bytes)
        replacements.append(Replacement(old: old, new: start..<insertedBytes.count))
        return true
    }

    /// The length of the new text.
    package var count: Int {
        file.bytes.count + insertedBytes.count - replacements.reduce(0) { $0 + $1.old.count }
    }

    /// Whether the new text is the file's: each replacement puts back what it replaces.
    package var keepsBytes: Bool {
        insertedBytes.withUnsafeBufferPointer { inserted in
            replacements.allSatisfy { replacement in
                replacement.new.count == replacement.old.count
                    && (replacement.old.isEmpty
                        || memcmp(inserted.baseAddress! + replacement.new.lowerBound, file.bytes.baseAddress! + replacement.old.lowerBound, replacement.old.count) == 0)
            }
        }
    }

    /// The new text whole, in memory (where a copy is needed anyway, and for tests).
    package var bytes: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(count)
        forEachPiece { piece, _ in
            output.append(contentsOf: piece)
            return true
        }
        return output
    }

    /// Whether `other` holds exactly the new text, compared piece by piece, the pages of both
    /// mappings handed back once compared (`sync` checks a catalog it wrote from the file).
    package func isText(of other: MappedFile) -> Bool {
        guard other.bytes.count == count else { return false }
        var pass = MappedFile.Pass(file)
        var otherPass = MappedFile.Pass(other)
        var offset = 0
        var same = true
        forEachPiece { piece, fileEnd in
            same = memcmp(other.bytes.baseAddress! + offset, piece.baseAddress!, piece.count) == 0
            offset += piece.count
            if let fileEnd { pass.passed(fileEnd) }
            otherPass.passed(offset)
            return same
        }
        return same
    }

    /// Writes the new text to `descriptor`, many pieces to a `writev`, handing back the
    /// mapping's pages once written; returns the error number of a failure.
    package func write(to descriptor: Int32) -> Int32? {
        var pass = MappedFile.Pass(file)
        var vectors: [iovec] = []
        vectors.reserveCapacity(Self.vectorLimit)
        var written = 0
        var failure: Int32?
        forEachPiece { piece, fileEnd in
            vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: piece.baseAddress), iov_len: piece.count))
            if let fileEnd { written = fileEnd }
            guard vectors.count == Self.vectorLimit else { return true }
            failure = Self.writeAll(&vectors, to: descriptor)
            vectors.removeAll(keepingCapacity: true)
            pass.passed(written)
            return failure == nil
        }
        if failure == nil { failure = Self.writeAll(&vectors, to: descriptor) }
        pass.passed(file.bytes.count)
        return failure
    }

    /// The pieces `writev` takes at once (POSIX's `IOV_MAX` is at least 16; Linux and macOS allow 1,024).
    private static let vectorLimit = max(16, min(Int(sysconf(Int32(_SC_IOV_MAX))), 1024))

    /// Writes `buffers` one after the other (the pipeline's one way to write bytes).
    static func writeAll(_ buffers: [UnsafeRawBufferPointer], to descriptor: Int32) -> Int32? {
        var vectors = buffers.filter { !$0.isEmpty }.map { iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count) }
        return writeAll(&vectors, to: descriptor)
    }

    /// Writes every vector; `writev` may write less than asked, or be interrupted by a signal,
    /// so it goes on from where it stopped. Returns the error number of a failure.
    private static func writeAll(_ vectors: inout [iovec], to descriptor: Int32) -> Int32? {
        var index = 0
        while index < vectors.count {
            let result = vectors[index...].withUnsafeBufferPointer { writev(descriptor, $0.baseAddress, Int32($0.count)) }
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // Nothing written and no error: asked again, it would say the same forever.
            if result == 0 { return EIO }
            var left = result
            while index < vectors.count, left >= vectors[index].iov_len {
                left -= vectors[index].iov_len
                index += 1
            }
            if left > 0 {
                vectors[index].iov_base += left
                vectors[index].iov_len -= left
            }
        }
        return nil
    }

    /// Each non-empty piece of the new text in order, until `body` returns false: the file's own
    /// as slices of the mapping (with the offset in the file where the slice ends), and the
    /// replacements' bytes. The pointers are valid only during `body`'s call.
    private func forEachPiece(_ body: (UnsafeBufferPointer<UInt8>, _ fileEnd: Int?) -> Bool) {
        let text = file.bytes
        // Slices of at most 4 MB, so the pages handed back follow the write closely.
        let slice = 1 << 22
        insertedBytes.withUnsafeBufferPointer { inserted in
            var copied = 0
            func copy(to end: Int) -> Bool {
                while copied < end {
                    let next = min(copied + slice, end)
                    guard body(UnsafeBufferPointer(rebasing: text[copied..<next]), next) else { return false }
                    copied = next
                }
                return true
            }
            for replacement in replacements {
                guard copy(to: replacement.old.lowerBound) else { return }
                if !replacement.new.isEmpty {
                    guard body(UnsafeBufferPointer(rebasing: inserted[replacement.new]), nil) else { return }
                }
                copied = replacement.old.upperBound
            }
            _ = copy(to: text.count)
        }
    }
}

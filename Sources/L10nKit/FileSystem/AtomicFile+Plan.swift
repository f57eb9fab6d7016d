extension AtomicFile {
    /// Writes every file of a plan whose bytes differ from the disk, each atomically, and returns
    /// the paths written (as given). Commands build every new text first and hand them all here,
    /// so a failure while planning writes nothing.
    @discardableResult
    package static func writeChanged(_ writes: [(path: String, bytes: [UInt8])], currentDirectory: String) throws(FileSystemError) -> [String] {
        var written: [String] = []
        for (path, bytes) in writes where try writeIfChanged(bytes, to: InputPaths.absolute(path, in: currentDirectory)) {
            written.append(path)
        }
        return written
    }
}

import Foundation
import L10nCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One input and what the oracles said of it, as the driver and its worker process exchange
/// them over pipes. The oracles run in the worker, so a crash or a hang there is seen by the
/// driver, which still holds the input.
enum Message {
    enum Kind: UInt8, CaseIterable {
        case catalog = 0
        case keyFile = 1
        case xliff = 2
        case csv = 3
        case xcloc = 4
        case configuration = 5
        case baseline = 6
        case glob = 7
        case format = 8

        /// The name `--reader` takes.
        var name: String {
            switch self {
            case .catalog: "catalog"
            case .keyFile: "key-file"
            case .xliff: "xliff"
            case .csv: "csv"
            case .xcloc: "xcloc"
            case .configuration: "config"
            case .baseline: "baseline"
            case .glob: "glob"
            case .format: "format"
            }
        }

        /// The kind of a file to replay, by its name.
        init(fileName: String) {
            let kinds: [(String, Kind)] = [
                (".swift", .keyFile), (".xliff", .xliff), (".csv", .csv), (".xcloc.xliff", .xcloc), (".l10n.json", .configuration),
                (".baseline.json", .baseline), (".glob", .glob), (".format", .format),
            ]
            self = kinds.last { fileName.hasSuffix($0.0) }?.1 ?? .catalog
        }

        /// The extension a saved input gets, so that `--replay` knows its kind.
        var fileExtension: String {
            switch self {
            case .catalog: ".xcstrings"
            case .keyFile: ".swift"
            case .xliff: ".xliff"
            case .csv: ".csv"
            case .xcloc: ".xcloc.xliff"
            case .configuration: ".l10n.json"
            case .baseline: ".baseline.json"
            case .glob: ".glob"
            case .format: ".format"
            }
        }
    }

    /// Request: kind (1 byte), length (4 bytes, little endian), the input.
    static func request(_ kind: Kind, _ bytes: [UInt8]) -> [UInt8] {
        [kind.rawValue] + length(bytes.count) + bytes
    }

    /// Reply: agreed (1 byte, 1 or 0), coverage (1 byte), length (4 bytes), the disagreement.
    static func reply(disagreement: String?, coverage: Oracles.Coverage) -> [UInt8] {
        let text = Array((disagreement ?? "").utf8)
        return [disagreement == nil ? 1 : 0, coverage.rawValue] + length(text.count) + text
    }

    private static func length(_ count: Int) -> [UInt8] {
        withUnsafeBytes(of: UInt32(count).littleEndian) { Array($0) }
    }

    static func length(of header: ArraySlice<UInt8>) -> Int {
        header.reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}

/// Reads exactly `count` bytes from `descriptor`; nil at the end of the stream or on an error.
func readExactly(_ descriptor: Int32, _ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
        let read: Int = bytes.withUnsafeMutableBytes { buffer in systemRead(descriptor, buffer.baseAddress! + done, count - done) }
        if read < 0, errno == EINTR { continue }
        guard read > 0 else { return nil }
        done += read
    }
    return bytes
}

/// Writes all of `bytes`; false when the other end has gone.
func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var done = 0
    while done < bytes.count {
        let written: Int = bytes.withUnsafeBytes { buffer in systemWrite(descriptor, buffer.baseAddress! + done, bytes.count - done) }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        done += written
    }
    return true
}

/// The worker process: reads requests on standard input until it closes, answers each on
/// standard output. `folder` holds the file each catalog input is mapped from.
func runWorker(folder: String) -> Never {
    let path = folder + "/input.xcstrings"
    while let header = readExactly(0, 5), let kind = Message.Kind(rawValue: header[0]) {
        guard let bytes = readExactly(0, Message.length(of: header[1...])) else { break }
        let result = run(kind, bytes, mappedAt: path)
        guard writeAll(1, Message.reply(disagreement: result.disagreement, coverage: result.coverage)) else { break }
    }
    exit(0)
}

/// Every oracle of `kind` on one input.
func run(_ kind: Message.Kind, _ bytes: [UInt8], mappedAt path: String) -> (disagreement: String?, coverage: Oracles.Coverage) {
    let folder = PathString.split(path).folder
    switch kind {
    case .keyFile: return (Oracles.keyFile(bytes) ?? Oracles.appCode(bytes), [])
    case .xliff: return (Oracles.xliff(bytes), [])
    case .csv: return (Oracles.csv(bytes), [])
    case .xcloc: return (Oracles.xcloc(bytes, folder: folder), [])
    case .configuration: return (Oracles.configuration(bytes, folder: folder), [])
    case .baseline: return (Oracles.baseline(bytes), [])
    case .glob: return (Oracles.glob(bytes), [])
    case .format: return (Oracles.format(bytes), [])
    case .catalog:
        let json = Oracles.json(bytes)
        if json.disagreement != nil { return json }
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return ("cannot write \(path)", []) }
        let catalog = Oracles.catalog(bytes, mappedAt: path)
        return (catalog.disagreement, json.coverage.union(catalog.coverage))
    }
}

/// The driver's handle on a worker process.
final class WorkerProcess {
    let pid: pid_t
    private var reaped = false
    private let requests: Int32
    private let replies: Int32

    enum Outcome {
        case reply(disagreement: String?, coverage: Oracles.Coverage)
        /// It ended, by `signal` or with `status`.
        case died(String)
        case timedOut
    }

    init(executable: String, folder: String) throws {
        var toWorker: [Int32] = [0, 0]
        var fromWorker: [Int32] = [0, 0]
        guard pipe(&toWorker) == 0, pipe(&fromWorker) == 0 else { throw FuzzError("cannot create pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toWorker[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromWorker[1], 1)
        for descriptor in toWorker + fromWorker { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let arguments: [String] = [executable, FuzzOptions.workerFlag, folder]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(toWorker[0])
        close(fromWorker[1])
        guard status == 0 else { throw FuzzError("cannot start the worker: \(String(cString: strerror(status)))") }
        self.pid = pid
        requests = toWorker[1]
        replies = fromWorker[0]
    }

    deinit {
        close(requests)
        close(replies)
        guard !reaped else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Sends one input and waits at most `timeout` seconds for the worker's answer.
    func check(_ kind: Message.Kind, _ bytes: [UInt8], timeout: Double) -> Outcome {
        guard writeAll(requests, Message.request(kind, bytes)) else { return died() }
        var waiting = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat { ready = poll(&waiting, 1, Int32(timeout * 1000)) } while ready < 0 && errno == EINTR
        guard ready > 0 else { return .timedOut }
        guard let header = readExactly(replies, 6) else { return died() }
        guard let text = readExactly(replies, Message.length(of: header[2...])) else { return died() }
        return .reply(
            disagreement: header[0] == 1 ? nil : String(decoding: text, as: UTF8.self), coverage: Oracles.Coverage(rawValue: header[1]))
    }

    private func died() -> Outcome {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        reaped = true
        let signal = status & 0x7F
        if signal != 0 { return .died("signal \(signal) (\(String(cString: strsignal(signal))))") }
        return .died("exit status \((status >> 8) & 0xFF)")
    }
}

struct FuzzError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// POSIX `read` and `write`, named apart from the locals that hold their results.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, buffer, count) }

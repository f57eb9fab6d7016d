import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command and reports its wall time and peak memory. `wait4` gives the child's own
/// peak resident size, which `Process` does not expose.
///
/// Linux starts a new program's peak at the resident size of the process it was spawned from,
/// and the bench holds large inputs in memory. So `measure` spawns a copy of this small bench
/// binary in `runner` mode, which spawns the command and reports its figures: a clean peak.
struct ChildProcess {
    struct Measurement {
        var seconds: Double
        var peakMemoryBytes: Int
        var exitCode: Int32
        var output: String
        /// User plus system time: above `seconds` when the command used more than one core.
        var cpuSeconds: Double = 0
    }

    static let runnerFlag = "--measure-child"

    /// This binary, as an absolute path: commands are spawned from other folders.
    static let benchExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path

    static func measure(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> Measurement {
        let runner = try run(benchExecutable, [runnerFlag, executable] + arguments, in: directory)
        let fields = runner.output.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard runner.exitCode == 0, fields.count == 4, let seconds = Double(fields[0]), let peak = Int(fields[1]), let code = Int32(fields[2]),
              let cpu = Double(fields[3]) else {
            throw BenchError("could not measure \(executable): \(runner.output)")
        }
        return Measurement(seconds: seconds, peakMemoryBytes: peak, exitCode: code, output: "", cpuSeconds: cpu)
    }

    /// The runner's side: run the command once and print `seconds peakBytes exitCode`.
    static func runAsRunner(_ arguments: [String]) -> Never {
        guard let executable = arguments.first else { exit(2) }
        do {
            let measurement = try run(executable, Array(arguments.dropFirst()))
            print("\(measurement.seconds) \(measurement.peakMemoryBytes) \(measurement.exitCode) \(measurement.cpuSeconds)")
            exit(0)
        } catch {
            print("\(error)")
            exit(2)
        }
    }

    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> Measurement {
        let outputPath = NSTemporaryDirectory() + "l10n-bench-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).out"
        defer { unlink(outputPath) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The bench is single-threaded, so changing its own folder around the spawn is safe
        // (glibc's posix_spawn_file_actions_addchdir_np is not visible to Swift here).
        let previousDirectory = FileManager.default.currentDirectoryPath
        if let directory { _ = FileManager.default.changeCurrentDirectoryPath(directory) }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let status = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        guard status == 0 else { throw BenchError("could not start \(executable): \(String(cString: strerror(status)))") }
        var waitStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &waitStatus, 0, &usage) == -1 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exitCode: Int32 = (waitStatus & 0x7F) == 0 ? (waitStatus >> 8) & 0xFF : 128 + (waitStatus & 0x7F)
        // Linux reports ru_maxrss in KiB.
        let cpuSeconds = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return Measurement(seconds: seconds, peakMemoryBytes: Int(usage.ru_maxrss) * 1024, exitCode: exitCode, output: output, cpuSeconds: cpuSeconds)
    }

    static func which(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

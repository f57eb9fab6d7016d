import Foundation
import Testing

/// macOS cannot be built here, so the deployment target is held by a list of APIs newer than
/// it: each may appear in `Sources/` only on a line guarded by `#available` (or `@available`)
/// naming at least the version it needs. Add an API here when you learn it is new.
@Suite struct PlatformAvailabilityTests {
    struct NewerAPI: Sendable, CustomStringConvertible {
        var text: String
        var macOS: Int
        var instead: String
        var description: String { "'\(text)' needs macOS \(macOS); \(instead)" }
    }

    static let newerAPIs: [NewerAPI] = [
        NewerAPI(text: "String(validating:", macOS: 15, instead: "use UTF8Text.decode"),
        NewerAPI(text: "import Synchronization", macOS: 15, instead: "use NSLock or a lock-free design"),
        NewerAPI(text: "Mutex<", macOS: 15, instead: "use NSLock"),
        NewerAPI(text: "Atomic<", macOS: 15, instead: "use NSLock"),
        NewerAPI(text: "InlineArray", macOS: 26, instead: "use a tuple or an array"),
        NewerAPI(text: "RawSpan", macOS: 26, instead: "use withUnsafeBytes"),
        NewerAPI(text: "MutableSpan", macOS: 26, instead: "use withUnsafeMutableBufferPointer"),
        NewerAPI(text: "UTF8Span", macOS: 26, instead: "use withUnsafeBufferPointer on the UTF-8 view"),
        NewerAPI(text: ".span", macOS: 26, instead: "use withUnsafeBufferPointer"),
        NewerAPI(text: "Task.immediate", macOS: 26, instead: "use Task"),
        NewerAPI(text: "withDiscardingTaskGroup", macOS: 14, instead: "use withTaskGroup"),
        NewerAPI(text: "DispatchSerialQueue", macOS: 14, instead: "use DispatchQueue"),
        NewerAPI(text: "import Observation", macOS: 14, instead: "pass values explicitly"),
        NewerAPI(text: "#Predicate", macOS: 14, instead: "use a closure"),
        NewerAPI(text: "#Expression", macOS: 15, instead: "use a closure"),
    ]

    /// The minimum macOS `Package.swift` declares, as in `.macOS(.v13)`.
    static func declaredMacOS() throws -> Int {
        let manifest = try String(contentsOf: PackagePaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let marker = ".macOS(.v"
        let start = try #require(manifest.range(of: marker)).upperBound
        return try #require(Int(manifest[start...].prefix { $0.isNumber }))
    }

    /// `path:line: text` for every use of an API newer than the declared target, unguarded.
    static func unguardedUses(deploymentTarget: Int) throws -> [String] {
        // The plugin runs on the user's Mac too.
        let files = ["Sources", "Plugins"].flatMap { folder in
            FileManager.default.enumerator(at: PackagePaths.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
                .allObjects as? [URL] ?? []
        }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        var uses: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for api in newerAPIs where api.macOS > deploymentTarget && code.contains(api.text) {
                    // A guard on the line itself or on one of the five before it.
                    let context = lines[max(0, index - 5)...index].joined(separator: "\n")
                    if !guards(context, atLeast: api.macOS) {
                        uses.append("\(file.path.replacingOccurrences(of: PackagePaths.root.path + "/", with: "")):\(index + 1): \(api)")
                    }
                }
            }
        }
        return uses
    }

    static func guards(_ text: String, atLeast version: Int) -> Bool {
        for marker in ["#available(macOS ", "@available(macOS "] {
            var rest = text[...]
            while let range = rest.range(of: marker) {
                if let guarded = Int(rest[range.upperBound...].prefix { $0.isNumber }), guarded >= version { return true }
                rest = rest[range.upperBound...]
            }
        }
        return false
    }

    @Test func sourcesUseNothingNewerThanTheDeclaredMacOS() throws {
        let target = try Self.declaredMacOS()
        #expect(target == 13, "the README and this list assume macOS 13; update both")
        #expect(try Self.unguardedUses(deploymentTarget: target) == [])
    }

    /// The scan finds what it is for: an unguarded use is reported, a guarded one is not.
    @Test func aGuardIsHonouredOnlyWhenItIsNewEnough() {
        #expect(Self.guards("if #available(macOS 15, *) {\n  String(validating: b, as: UTF8.self)", atLeast: 15))
        #expect(!Self.guards("if #available(macOS 14, *) {\n  String(validating: b, as: UTF8.self)", atLeast: 15))
        #expect(!Self.guards("let s = String(validating: b, as: UTF8.self)", atLeast: 15))
    }
}

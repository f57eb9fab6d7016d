import Foundation
import Testing

/// The library's targets depend only downwards, along the data flow; the compiler refuses an
/// import of a target outside a module's dependencies only when the build order happens to,
/// so these read `Package.swift` and every source file's imports instead.
@Suite struct TargetGraphTests {
    /// Each library and executable target and its direct dependencies, as `Package.swift` declares them.
    static func declaredGraph() throws -> [String: [String]] {
        let manifest = try String(contentsOf: PackagePaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try Regex(#"\.(?:target|executableTarget)\(name: "([^"]+)"(?:, dependencies: \[([^\]]*)\])?"#)
        let quoted = try Regex(#""([^"]+)""#)
        var graph: [String: [String]] = [:]
        for match in manifest.matches(of: target) {
            let name = String(match.output[1].substring ?? "")
            let dependencies = match.output[2].substring.map { list in
                list.matches(of: quoted).compactMap { $0.output[1].substring.map(String.init) }
            } ?? []
            graph[name] = dependencies
        }
        return graph
    }

    /// Everything `target` may import: its dependencies and theirs.
    static func reachable(from target: String, in graph: [String: [String]]) -> Set<String> {
        var seen = Set<String>()
        var pending = graph[target] ?? []
        while let next = pending.popLast() {
            if seen.insert(next).inserted { pending += graph[next] ?? [] }
        }
        return seen
    }

    /// The package's own modules each Swift file under `Sources/<target>` imports.
    static func imports(of target: String, modules: Set<String>) throws -> [(file: String, module: String)] {
        let folder = PackagePaths.root.appendingPathComponent("Sources/\(target)")
        let importLine = try Regex(#"(?m)^(?:@\w+ )*import (\w+)"#)
        var found: [(String, String)] = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: importLine) {
                let module = String(match.output[1].substring ?? "")
                if modules.contains(module) { found.append((file.lastPathComponent, module)) }
            }
        }
        return found
    }

    @Test func theManifestIsRead() throws {
        let graph = try Self.declaredGraph()
        #expect(graph["L10nCore"] == [])
        #expect(graph["l10n"] == ["L10nCommands"])
        #expect(graph.count >= 15, "\(graph.keys.sorted())")
    }

    /// Accessor naming and collisions are facts about keys: checks read them below generation,
    /// which renders them, and never the other way round.
    @Test func checksDoNotDependOnGeneration() throws {
        let graph = try Self.declaredGraph()
        #expect(!Self.reachable(from: "L10nChecks", in: graph).contains("L10nGeneration"))
        #expect(Self.reachable(from: "L10nChecks", in: graph).contains("L10nAccessors"))
        #expect(Self.reachable(from: "L10nGeneration", in: graph).contains("L10nAccessors"))
        #expect(!Self.reachable(from: "L10nAccessors", in: graph).contains("L10nCatalog"), "naming keys needs no catalog")
    }

    /// No dependency cycle, and no target reaches the executables.
    @Test func theGraphPointsDownwards() throws {
        let graph = try Self.declaredGraph()
        for target in graph.keys {
            let reachable = Self.reachable(from: target, in: graph)
            #expect(!reachable.contains(target), "\(target) depends on itself through \(reachable.sorted())")
            #expect(!reachable.contains("l10n"), "\(target) depends on the executable")
        }
    }

    /// A file imports only what its target depends on, directly or not: otherwise it builds only
    /// when the build order happens to have built that module first.
    @Test func everyImportIsADeclaredDependency() throws {
        let graph = try Self.declaredGraph()
        let modules = Set(graph.keys)
        for target in graph.keys {
            let allowed = Self.reachable(from: target, in: graph)
            for (file, module) in try Self.imports(of: target, modules: modules) {
                #expect(allowed.contains(module), "Sources/\(target)/…/\(file) imports \(module), which \(target) does not depend on")
            }
        }
    }

    /// Commands see errors as the layer below reports them: an XLIFF syntax error comes from
    /// L10nExchange as a finding, not as the XML reader's own error caught two layers up.
    @Test func commandsDoNotReachIntoTheXMLReader() throws {
        let graph = try Self.declaredGraph()
        let imports = try Self.imports(of: "L10nCommands", modules: Set(graph.keys))
        #expect(imports.filter { $0.module == "L10nXML" }.map(\.file) == [])
    }

    /// docs/development.md's table of targets is the graph `Package.swift` declares.
    @Test func theDevelopmentNotesShowTheRealGraph() throws {
        let graph = try Self.declaredGraph()
        let notes = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/development.md"), encoding: .utf8)
        let row = try Regex(#"(?m)^\| `([\w-]+)` \|([^|]*)\|"#)
        var documented: [String: [String]] = [:]
        for match in notes.matches(of: row) {
            let dependencies = (match.output[2].substring ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            }.filter { !$0.isEmpty }
            documented[String(match.output[1].substring ?? "")] = dependencies
        }
        #expect(documented == graph, "update the table of targets in docs/development.md to match Package.swift")
    }
}

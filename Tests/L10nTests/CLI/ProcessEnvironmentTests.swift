import Foundation
import Testing
@testable import L10nCommands

/// `CommandContext.environment`, which `main` reads the process environment with, against the
/// way `ProcessInfo.processInfo.environment` reads it (swift-foundation's `_ProcessInfo`): each
/// entry decoded, split at its first `=` Character, one without it left out, the last of a name kept.
@Suite struct ProcessEnvironmentTests {
    static func reference(_ entries: [[UInt8]]) -> [String: String] {
        var results: [String: String] = [:]
        for entry in entries {
            let text = (entry + [0]).withUnsafeBufferPointer { String(cString: UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self)) }
            guard let delimiter = text.firstIndex(of: "=") else { continue }
            results[String(text[..<delimiter])] = String(text[text.index(after: delimiter)...])
        }
        return results
    }

    /// `entries` as `environ` holds them: C strings up to a null pointer.
    static func environment(_ entries: [[UInt8]]) -> [String: String] {
        let strings = entries.map { bytes in
            (bytes + [0]).withUnsafeBufferPointer { strdup(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self))! }
        }
        defer { strings.forEach { free($0) } }
        let pointers: [UnsafeMutablePointer<CChar>?] = strings + [nil]
        return pointers.withUnsafeBufferPointer { CommandContext.environment($0.baseAddress!) }
    }

    @Test func entriesAreReadAsFoundationReadsThem() {
        // Empty names and values, repeated names (the last wins), several `=`, no `=`, CR LF,
        // and beyond ASCII: a `=` followed by a combining mark is one Character that is not
        // `=`, invalid UTF-8 is repaired, and a name may hold any other Character.
        let texts = [
            "PATH=/usr/bin:/bin", "HOME=/root", "EMPTY=", "=value", "=", "A=1", "A=2", "B==c=d", "NOEQUALS", "", "X=a\r\nb", "CR\r=LF\n",
            "NO_COLOR=1", "CAFÉ=crème", "E\u{301}=x", "M=\u{301}y", "N=\u{301}y=z", "P\u{301}=", "ZW=\u{200D}", "中文=值", "😀=1",
            "A=3",
        ]
        var entries = texts.map { Array($0.utf8) }
        entries += [[0x41, 0xFF, 0x3D, 0x31], [0x42, 0x3D, 0xC3], [0xE2, 0x82], [0x3D, 0x80, 0x3D, 0x81]]
        let read = Self.environment(entries)
        let expected = Self.reference(entries)
        #expect(read == expected)
        // Equal as Strings is not enough where canonical equivalence is at stake: the bytes too.
        #expect(read.map { Array($0.key.utf8) + [0] + Array($0.value.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
            == expected.map { Array($0.key.utf8) + [0] + Array($0.value.utf8) }.sorted { $0.lexicographicallyPrecedes($1) })
        // A `=` that a combining mark follows is no `=`: such an entry splits at a later one, or
        // is left out.
        #expect(read["A"] == "3" && read["NOEQUALS"] == nil && read["M"] == nil && read["N"] == nil && read["N=\u{301}y"] == "z")
        // Every entry alone, and every entry cut at every byte.
        for entry in entries {
            for end in 0...entry.count {
                let cut = Array(entry[..<end])
                #expect(Self.environment([cut]) == Self.reference([cut]), "\(cut)")
            }
        }
        #expect(Self.environment([]) == [:])
    }

    @Test func theProcessEnvironmentIsFoundations() {
        #expect(CommandContext.environment(environ) == ProcessInfo.processInfo.environment)
    }
}

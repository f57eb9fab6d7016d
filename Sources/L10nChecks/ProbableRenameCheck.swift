import L10nCore
import L10nSwiftSource
import L10nProject
import L10nAccessors
/// A key renamed on one side only (most often in Xcode's catalog editor) leaves an accessor
/// whose key the catalog lacks and a catalog key without accessor. Reported as two unrelated
/// findings, the fix people reach for (`sync`) re-creates the old key as an empty entry; one
/// finding naming both keys points at `l10n rename`, which finishes the rename in both files.
package enum ProbableRenameCheck: KeyFileCheck {
    package static let description = CheckDescription(
        id: "probable-rename", name: "Probable rename", severity: .error,
        summary: "An accessor whose key the catalog lacks, while the catalog has a key without accessor in the same section (or with the same element), was renamed on one side only; l10n rename finishes it.",
        examples: [
            wellFormedExample(),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.home.headline" : {} } }"#,
                keyFile: shopHomeKeyFile(
                    #"static let title = LocalizedStringResource("shop.home.title", table: "Shop")"#,
                    #"static let subtitle = LocalizedStringResource(↓"shop.home.subtitle", table: "Shop")"#)),
        ])

    package static let readsCatalogKeys = true

    /// An accessor whose key the catalog lacks, and the catalog key it was probably renamed to.
    package struct Pair: Sendable {
        package var accessor: KeyAccessor
        package var catalogKey: String
    }

    package static func check(_ input: FeatureCheckInput) -> [Diagnostic] {
        guard let keyFile = input.keyFile, let catalogPath = input.catalogPath else { return [] }
        return pairs(in: input).map { finding(for: $0, keyFilePath: keyFile.path, catalogPath: catalogPath) }
    }

    /// The pairs of a feature folder, worked out once when its input is made.
    package static func pairs(in input: FeatureCheckInput) -> [Pair] {
        input.probableRenames
    }

    /// The probable renames between a key file's accessors and its catalog's keys: an accessor
    /// is paired with a catalog key only when each is the other's one candidate, so a guess is
    /// never made between two. `keyfile-missing-key`, `keyfile-missing-accessor`, `unused-key`
    /// and `sync` leave paired keys to this check. `catalogKeySet`, when the caller holds it
    /// already, is the set of `catalogKeys` (at 200,000 keys, a visible part of `sync`'s plan).
    package static func pairs(accessors: [KeyAccessor], catalogKeys: [String], catalogKeySet: Set<String>? = nil) -> [Pair] {
        let inCatalog = catalogKeySet ?? Set(catalogKeys)
        let stale = accessors.filter { !inCatalog.contains($0.key) }
        // Most key files are in step: nothing more to work out.
        guard !stale.isEmpty else { return [] }
        let accessed = Set(accessors.map(\.key))
        return pairs(stale: stale, unaccessed: catalogKeys.filter { !accessed.contains($0) })
    }

    /// The same from what the caller worked out for its own use (``FeatureCheckInput``: at
    /// 200,000 keys each pass over them is a visible part of `check`): `stale`, the accessors
    /// whose key is not in the catalog, and `unaccessed`, the catalog's keys no accessor names,
    /// each in file order, repeats included.
    package static func pairs(stale: [KeyAccessor], unaccessed: some Sequence<String>) -> [Pair] {
        var seenAccessorKeys = Set<String>()
        let stale = stale.filter { seenAccessorKeys.insert($0.key).inserted }
        guard !stale.isEmpty else { return [] }
        var seenCatalogKeys = Set<String>()
        let unaccessed = unaccessed.filter { seenCatalogKeys.insert($0).inserted }
        guard !unaccessed.isEmpty else { return [] }
        // Candidates by feature and section, and by feature and the letters of the element's
        // name: a catalog with many keys without accessors is not searched once per accessor.
        var bySection: [String: [String]] = [:]
        var byLetters: [String: [String]] = [:]
        for key in unaccessed {
            let parts = AccessorPlan.sectionAndElement(of: key)
            let feature = feature(of: key)
            bySection[feature + "." + parts.section, default: []].append(key)
            byLetters[feature + "." + letters(parts.element), default: []].append(key)
        }
        func candidates(_ accessor: KeyAccessor) -> [String] {
            let feature = feature(of: accessor.key)
            let section = feature + "." + AccessorPlan.sectionAndElement(of: accessor.key).section
            let sameName = (byLetters[feature + "." + letters(accessor.identifier)] ?? []).filter {
                Identifier.lowerCamelCase(AccessorPlan.sectionAndElement(of: $0).element) == accessor.identifier
            }
            var seen = Set<String>()
            return ((bySection[section] ?? []) + sameName).filter { seen.insert($0).inserted }
        }
        let candidatesByAccessor = stale.map { ($0, candidates($0)) }
        var claims: [String: Int] = [:]
        for (_, keys) in candidatesByAccessor {
            for key in keys { claims[key, default: 0] += 1 }
        }
        return candidatesByAccessor.compactMap { accessor, keys in
            guard keys.count == 1, let key = keys.first, claims[key] == 1 else { return nil }
            return Pair(accessor: accessor, catalogKey: key)
        }
    }

    /// The one finding about `pair`, at the accessor's key literal; `sync` reports it too.
    package static func finding(for pair: Pair, keyFilePath: String, catalogPath: String) -> Diagnostic {
        let old = pair.accessor.key
        let new = pair.catalogKey
        return diagnostic(
            "Key '\(old)' of accessor `\(pair.accessor.identifier)` is not in \(fileName(of: catalogPath)), which has '\(new)' "
                + "without an accessor: probably renamed on one side only; run 'l10n rename \(old) \(new)' to finish the rename "
                + "(or rename '\(new)' back in the catalog).",
            path: keyFilePath, at: pair.accessor.keyLocation, key: old)
    }

    /// The key before its first dot. An ASCII key is cut at the dot's byte (in ASCII every
    /// character is one byte but `\r\n`, which holds no dot): walking its characters was 2,200
    /// instructions a key (issue 28).
    static func feature(of key: String) -> String {
        let ascii = key.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count)]), as: UTF8.self)
        }
        return (ascii ?? nil) ?? String(key.prefix { $0 != "." })
    }

    /// The letters and digits of a name, lowercased: equal for every spelling of one
    /// identifier (`report_issue`, `reportIssue`), and cheap next to working the identifier out.
    /// An ASCII name's bytes are filtered and lowercased (`A` to `Z` are all that lowercasing
    /// changes in ASCII): filtering its scalars into a new view was 7,000 instructions a name.
    static func letters(_ name: String) -> String {
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var letters: [UInt8] = []
            letters.reserveCapacity(bytes.count)
            for byte in bytes where byte != UInt8(ascii: "_") && byte != UInt8(ascii: "-") {
                letters.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            }
            return String(decoding: letters, as: UTF8.self)
        }
        return (ascii ?? nil) ?? String(String.UnicodeScalarView(name.unicodeScalars.filter { $0 != "_" && $0 != "-" })).lowercased()
    }
}

import L10nCore
import L10nSwiftSource
/// Two accessors for one key leave callers guessing which to use and drift apart when one is
/// edited; two members with one name in an enum do not compile.
package enum KeyFileDuplicateCheck: KeyFileCheck {
    package static let description = CheckDescription(
        id: "keyfile-duplicate", name: "Key file duplicate", severity: .error,
        summary: "A key must have one accessor, and an enum must not declare two accessors with the same name.",
        examples: [
            .passing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.cart.title" : {} } }"#,
                keyFile: """
                    extension L10nKey {
                        enum Shop {
                            enum Cart {
                                static let title = LocalizedStringResource("shop.cart.title", table: "Shop")
                            }
                            enum Home {
                                static let title = LocalizedStringResource("shop.home.title", table: "Shop")
                            }
                        }
                    }
                    """),
            .failing(
                #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {}, "shop.home.subtitle" : {} } }"#,
                keyFile: shopHomeKeyFile(
                    #"static let title = LocalizedStringResource("shop.home.title", table: "Shop")"#,
                    #"static let ↓heading = LocalizedStringResource("shop.home.title", table: "Shop")"#,
                    #"static let ↓title = LocalizedStringResource("shop.home.subtitle", table: "Shop")"#)),
        ])

    package static func check(_ input: FeatureCheckInput) -> [Diagnostic] {
        guard let keyFile = input.keyFile else { return [] }
        // Indices, not accessors: a key file of thousands of accessors is checked on every run.
        // Each key (and each name) maps to its first and last accessor, and each accessor to
        // the next one with its key (name): one hash a member, no array per key.
        var byKey: [String: (first: Int, last: Int)] = [:]
        let accessors = keyFile.accessors
        // No key repeats when the accessors name as many distinct keys as they are: then the
        // keys are not hashed again (at 200,000 keys, a tenth of check's time went here).
        let keysRepeat = input.distinctAccessorKeys.map { $0 != accessors.count } ?? true
        // Nor are names hashed into tables when no two accessors of an enum may share one:
        // hashing every name with `Hasher` was half of this check (20 M instructions at 20,000 keys).
        guard keysRepeat || NameFingerprints.mayRepeat(in: accessors) else { return [] }
        var nextWithKey = [Int](repeating: -1, count: accessors.count)
        var nextWithName = [Int](repeating: -1, count: accessors.count)
        var diagnostics: [Diagnostic] = []
        // Accessors in exclusive `#if` branches are never compiled together, so they are no pair.
        func firstCompiledWith(_ accessor: KeyAccessor, from first: Int?, next: [Int]) -> KeyAccessor? {
            var index = first ?? -1
            while index >= 0 {
                if !accessors[index].excludes(accessor) { return accessors[index] }
                index = next[index]
            }
            return nil
        }
        // Accessors of one enum share its path: each path is numbered once, where it changes,
        // and has its own table of names, small enough to stay in the cache.
        var sectionNumbers: [[String]: Int] = [:]
        var namesBySection: [[String: (first: Int, last: Int)]] = []
        var lastPath: [String]?
        var lastSection = -1
        for (index, accessor) in accessors.enumerated() {
            if lastPath != accessor.sectionPath {
                lastPath = accessor.sectionPath
                lastSection = sectionNumbers[accessor.sectionPath] ?? sectionNumbers.count
                sectionNumbers[accessor.sectionPath] = lastSection
                if lastSection == namesBySection.count { namesBySection.append([:]) }
            }
            let sameKey = keysRepeat ? byKey.updateValue((index, index), forKey: accessor.key) : nil
            let sameName = namesBySection[lastSection].updateValue((index, index), forKey: accessor.identifier)
            if let first = firstCompiledWith(accessor, from: sameKey?.first, next: nextWithKey) {
                // A copied accessor repeats its name too; one finding about the key says it all.
                diagnostics.append(diagnostic(
                    "Key '\(accessor.key)' already has the accessor `\(first.identifier)` on line \(first.location.line); delete this second one, `\(accessor.identifier)`, and use the first.",
                    path: keyFile.path, at: accessor.location, key: accessor.key))
            } else if let first = firstCompiledWith(accessor, from: sameName?.first, next: nextWithName) {
                diagnostics.append(diagnostic(
                    "Key '\(accessor.key)' is exposed as `\(accessor.identifier)`, which `\(qualifiedEnumName(accessor.sectionPath))` already declares on line \(first.location.line) for '\(first.key)'; rename one of them.",
                    path: keyFile.path, at: accessor.location, key: accessor.key))
            }
            if let sameKey {
                nextWithKey[sameKey.last] = index
                byKey[accessor.key] = (sameKey.first, index)
            }
            if let sameName {
                nextWithName[sameName.last] = index
                namesBySection[lastSection][accessor.identifier] = (sameName.first, index)
            }
        }
        return diagnostics
    }
}

/// A cheap test that no two accessors of one enum have the same name: each accessor's enum
/// (numbered where the enum changes) and name are folded into 64 bits, FNV-1a over the name's
/// bytes, kept in an open-addressed table. Two equal folds may be a coincidence, so the
/// answer "may repeat" sends the check through its exact tables; "no" is certain, as equal
/// ASCII names in one enum always fold alike. A name with any other byte may equal another
/// spelled in other bytes (`String` compares canonical equivalents, `é` and `e` + U+0301):
/// it is left to the tables.
enum NameFingerprints {
    static func mayRepeat(in accessors: [KeyAccessor]) -> Bool {
        var table = FoldTable(count: accessors.count)
        var sectionNumbers: [[String]: UInt64] = [:]
        var lastPath: [String]?
        var section: UInt64 = 0
        for index in accessors.indices {
            // The accessors of one enum share its path's storage: comparing it is one check.
            if lastPath != accessors[index].sectionPath {
                lastPath = accessors[index].sectionPath
                section = sectionNumbers[accessors[index].sectionPath] ?? UInt64(sectionNumbers.count)
                sectionNumbers[accessors[index].sectionPath] = section
            }
            var identifier = accessors[index].identifier
            var fold: UInt64 = FoldTable.fnvOffset ^ section
            var bits: UInt8 = 0
            identifier.withUTF8 { bytes in
                for byte in bytes {
                    fold = (fold ^ UInt64(byte)) &* FoldTable.fnvPrime
                    bits |= byte
                }
            }
            if bits >= 0x80 || !table.insert(fold) { return true }
        }
        return false
    }
}

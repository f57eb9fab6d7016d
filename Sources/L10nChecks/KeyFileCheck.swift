#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import L10nCore
import L10nSwiftSource
import L10nProject
import L10nAccessors
/// A rule about a feature folder's key file, read together with its catalog. Each check is one
/// type in one file, listed in `CheckRegistry.keyFileChecks`; it returns its findings and never prints.
package protocol KeyFileCheck: Sendable {
    static var description: CheckDescription { get }
    /// Whether the check reads the catalog's keys. Those that do not run as soon as the key
    /// file is read, beside a large catalog's reading, and see `catalog` as nil.
    static var readsCatalogKeys: Bool { get }
    static func check(_ input: FeatureCheckInput) -> [Diagnostic]
}

extension KeyFileCheck {
    package static var readsCatalogKeys: Bool { false }
}

/// One feature folder as the key-file checks see it: the catalog and the parsed key file, either
/// of which may be missing.
package struct FeatureCheckInput: Sendable {
    /// The folder's catalog as displayed, nil when the key file has none beside it.
    package var catalogPath: String?
    /// The parsed catalog; nil when there is none or it is not valid JSON (`json-syntax` says so).
    package var catalog: CatalogCheckInput?
    /// The parsed `L10nKey+<feature>.swift`, nil when the folder has none.
    package var keyFile: KeyFile?
    package var options: CheckOptions
    /// `probable-rename`'s pairs, worked out once for the checks that leave them to it; none
    /// when that check is disabled, so the others report both sides again.
    package var probableRenames: [ProbableRenameCheck.Pair] { workedOutRenames ?? [] }
    /// The same, nil when they were not worked out (no catalog, a key file not fully read, or
    /// `probable-rename` disabled): what the app-code checks work out for themselves then.
    package private(set) var workedOutRenames: [ProbableRenameCheck.Pair]?
    /// What generate would refuse for want of a name (`keyfile-identifier-collision`), worked
    /// out once: keyfile-missing-accessor must not tell to run generate for those keys, even
    /// with that check disabled, which does not make generate accept them.
    package var identifierCollisions: [Diagnostic] = []
    /// How many distinct keys the accessors name, when their keys were worked out (with both
    /// files, or given): `keyfile-duplicate` reads it, as fewer keys than accessors is where a key
    /// repeats. The keys themselves are let go once the two files are compared.
    private(set) var distinctAccessorKeys: Int?
    /// With both files: the accessors whose key the catalog does not have, in file order, and,
    /// when the key file is editable, the catalog's keys no accessor names, in catalog order
    /// (repeats included): each side looked up in the other's keys once for every check that
    /// asks (probable-rename, generate's refusals and the two missing-key checks each did).
    private(set) var accessorsNotInCatalog: [KeyAccessor] = []
    private(set) var catalogKeysWithoutAccessor: [CatalogKey] = []

    /// `accessorKeys`, when given, are `keyFile`'s accessors' keys, made beside the catalog's reading.
    /// (`keyfile-duplicate` reads them: fewer keys than accessors is where a key repeats.)
    package init(catalogPath: String?, catalog: CatalogCheckInput?, keyFile: KeyFile?, options: CheckOptions, accessorKeys: AccessorKeys? = nil) {
        self.catalogPath = catalogPath
        self.catalog = catalog
        self.keyFile = keyFile
        self.options = options
        guard let keyFile else { return }
        distinctAccessorKeys = accessorKeys?.count
        guard let catalog else { return }
        // Made once for the checks that compare the two files (each made its own, a visible part
        // of `check` at 200,000 keys).
        var accessed = accessorKeys ?? AccessorKeys(keyFile)
        distinctAccessorKeys = accessed.count
        // Each catalog key looked up once among the accessors' keys tells both sides: the keys
        // no accessor names, and which keys the catalog has, marked at their first accessor, so
        // the accessors are then read by index rather than hashed into a set of the catalog's
        // keys (at 200,000 keys, a third of what ran on one core after the reads).
        let editable = keyFile.isEditable
        let accessors = keyFile.accessors
        var inCatalog = [Bool](repeating: false, count: accessors.count)
        let keys = catalog.keys
        var withoutAccessor: [CatalogKey] = []
        for index in keys.indices {
            if let first = accessed.firstAccessor(ofKey: keys[index].key) {
                inCatalog[first] = true
            } else if editable {
                withoutAccessor.append(keys[index])
            }
        }
        // By index: filtering the accessors themselves copied each one (its strings retained
        // and released) to read its key.
        accessorsNotInCatalog = accessors.indices.filter { !inCatalog[accessed.firstAccessor(ofAccessor: $0)] }.map { accessors[$0] }
        // Only an editable key file is compared key by key with the catalog's keys.
        guard editable else { return }
        catalogKeysWithoutAccessor = withoutAccessor
        if !options.disabled.contains(ProbableRenameCheck.description.id) {
            workedOutRenames = ProbableRenameCheck.pairs(stale: accessorsNotInCatalog, unaccessed: catalogKeysWithoutAccessor.lazy.map(\.key))
        }
        if let feature {
            identifierCollisions = KeyFileIdentifierCollisionCheck.refusals(
                keyFile: keyFile, catalog: catalog, feature: feature, renamed: Set(probableRenames.map(\.catalogKey)),
                withoutAccessor: catalogKeysWithoutAccessor)
        }
    }

    /// The feature the catalog names; it decides the table and the enum accessors belong in.
    package var feature: Feature? { catalogPath.map(Feature.init(catalogPath:)) }

    /// `L10nKey.Offers` for `Offers.xcstrings`, as the generator writes it.
    var featureEnumName: String? {
        feature.map { AccessorNaming.featureEnumName(catalogName: $0.catalogName) }
    }

    /// Where keys' accessors belong, the enum path below `L10nKey`: `["Offers", "List"]` for
    /// `offers.list.title`, `["Offers"]` for a key without a section. Made once for all the keys
    /// a check asks about (the feature is worked out from the catalog's path).
    var sectionPaths: SectionPaths? { featureEnumName.map(SectionPaths.init(featureEnumName:)) }
}

/// A key file's accessors' keys, each mapped to the first accessor that names it: what the
/// checks that compare the key file with its catalog, and `sync`'s plan, ask of them, made
/// once (beside a large catalog's reading). When every key is ASCII (what l10n writes), the
/// keys are found by their bytes in an open-addressed table of the accessors' indices: a
/// `[String: Int32]` hashed each key by SipHash and compared it as a `String`, 620
/// instructions a key to make and 660 a catalog key to look up (issue 28: 25 M at 20,000 keys,
/// half of it after the reads). A key beyond ASCII makes the `String` table, which compares
/// keys as Swift does (canonically equivalent keys are one key).
package struct AccessorKeys: Sendable {
    /// What the byte table says of a key.
    private enum Found {
        case first(Int32), none, notASCII
    }

    private let accessors: [KeyAccessor]
    /// Each slot the index of a key's first accessor plus one, 0 when empty, beside its key's
    /// fold; empty once the `String` table is made.
    private var slots: [Int32] = []
    private var folds: [UInt64] = []
    private var mask = 0
    /// The table of a key file with a key beyond ASCII, or, once a catalog key beyond ASCII is
    /// asked (it may equal an ASCII key: the Kelvin sign is `K`), of any key file.
    private var firstAccessorByKey: [String: Int32]?
    /// Each accessor's key's first accessor, by the accessor's index: made only once a key
    /// repeats; until then every accessor is its key's first.
    private var firstAccessorByAccessor: [Int32]?
    /// How many distinct keys the accessors name (fewer than the accessors when one repeats).
    private(set) var count = 0

    package init(_ keyFile: KeyFile) {
        accessors = keyFile.accessors
        let capacity = FoldTable.capacity(for: accessors.count)
        (slots, folds, mask) = ([Int32](repeating: 0, count: capacity), [UInt64](repeating: 0, count: capacity), capacity - 1)
        for index in accessors.indices {
            let number = Int32(index)
            switch Self.withBytes(of: accessors[index].key, { enter(number, bytes: $0) }) {
            case .first(let first): record(first: first, of: number)
            case .none: record(first: number, of: number)
            case .notASCII:
                (firstAccessorByAccessor, count) = (nil, 0)
                makeStringTable(recording: true)
                return
            }
        }
    }

    /// Enters the `number`th accessor's key, whose bytes are `bytes`, unless an accessor before
    /// it names the key (`.first`); `.notASCII` leaves the table as it was.
    private mutating func enter(_ number: Int32, bytes: UnsafeBufferPointer<UInt8>) -> Found {
        guard let fold = FoldTable.asciiLowercasedFold(bytes) else { return .notASCII }
        let (first, at) = probe(bytes, fold: fold)
        if let first { return .first(first) }
        (slots[at], folds[at]) = (number + 1, fold)
        count += 1
        return .none
    }

    /// The first accessor whose key is `bytes`, which fold to `fold`; when none is, the empty
    /// slot where that key goes.
    private func probe(_ bytes: UnsafeBufferPointer<UInt8>, fold: UInt64) -> (first: Int32?, slot: Int) {
        var at = FoldTable.slot(of: fold, mask: mask)
        while slots[at] != 0 {
            let first = slots[at] - 1
            if folds[at] == fold, Self.withBytes(of: accessors[Int(first)].key, { Self.equal($0, bytes) }) { return (first, at) }
            at = (at + 1) & mask
        }
        return (nil, at)
    }

    /// The `String` table of every key, in place of the byte table; `recording` each
    /// accessor's key's first accessor and the count as it goes, when the byte table did not.
    private mutating func makeStringTable(recording: Bool) {
        (slots, folds, mask) = ([], [], 0)
        var table = [String: Int32](minimumCapacity: accessors.count)
        for index in accessors.indices {
            let number = Int32(index)
            // One look-up for a key's first accessor; a repeated key (rare) gets its first back in a second.
            if let first = table.updateValue(number, forKey: accessors[index].key) {
                table[accessors[index].key] = first
                if recording { record(first: first, of: number) }
            } else if recording {
                record(first: number, of: number)
            }
        }
        firstAccessorByKey = table
        if recording { count = table.count }
    }

    private mutating func record(first: Int32, of number: Int32) {
        if first != number, firstAccessorByAccessor == nil {
            firstAccessorByAccessor = Array(0..<number)
            firstAccessorByAccessor!.reserveCapacity(accessors.count)
        }
        firstAccessorByAccessor?.append(first)
    }

    /// Whether `a` and `b` are the same bytes (`elementsEqual` walked them by iterators,
    /// 800 instructions a key).
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    /// `body` over `key`'s UTF-8, where it lies when it can.
    private static func withBytes<R>(of key: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = key.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(key.utf8).withUnsafeBufferPointer(body)
    }

    /// The index of the first accessor that names `key`, nil when none does.
    package mutating func firstAccessor(ofKey key: String) -> Int? {
        if firstAccessorByKey == nil {
            switch found(key) {
            case .first(let first): return Int(first)
            case .none: return nil
            case .notASCII: makeStringTable(recording: false)
            }
        }
        return firstAccessorByKey![key].map(Int.init)
    }

    /// What the byte table says of `key`. Its own function, which borrows the table: the same
    /// closure in the mutating caller copied the table for each key (260 instructions a key).
    private func found(_ key: String) -> Found {
        Self.withBytes(of: key) { bytes in
            guard let fold = FoldTable.asciiLowercasedFold(bytes) else { return .notASCII }
            return probe(bytes, fold: fold).first.map(Found.first) ?? .none
        }
    }

    /// The index of the first accessor that names the `index`th accessor's key.
    package func firstAccessor(ofAccessor index: Int) -> Int { firstAccessorByAccessor.map { Int($0[index]) } ?? index }
}

/// Where keys' accessors belong, with the feature's enum name worked out once and each
/// section's once: checks ask for every accessor of a key file, and naming an enum looks up
/// the Unicode properties of every character.
struct SectionPaths {
    let featureEnumName: String
    private var pathBySection: [Substring: [String]] = [:]
    /// The same by an ASCII section's text, a `String` of its bytes (one of 15 or fewer is
    /// held without an allocation): asked where a key's section is not the last one's.
    private var pathByASCIISection: [String: [String]] = [:]
    /// The last ASCII key with a section, through its second dot, and its path: accessors come
    /// section by section, and a key that starts with these bytes and is ASCII after them has
    /// the same section. Compared where the key lies: finding the key's dots and comparing its
    /// section with the last one's were 570 instructions a key (11.8 M at 20,000 keys).
    private var lastPrefix: [UInt8] = []
    private var lastPath: [String]?

    init(featureEnumName: String) {
        self.featureEnumName = featureEnumName
    }

    mutating func expected(forKey key: String) -> [String] {
        let ascii = key.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            if let lastPath, bytes.count >= lastPrefix.count,
               lastPrefix.withUnsafeBufferPointer({ memcmp(bytes.baseAddress!, $0.baseAddress!, $0.count) == 0 }),
               KeyRules.isASCII(UnsafeBufferPointer(rebasing: bytes[lastPrefix.count...])) {
                return lastPath
            }
            guard let ranges = AccessorPlan.asciiSectionAndElementRanges(in: bytes) else { return nil }
            let path = expected(forASCIISection: UnsafeBufferPointer(rebasing: bytes[ranges.section]))
            if !ranges.section.isEmpty {
                lastPrefix = Array(bytes[...ranges.section.upperBound])
                lastPath = path
            }
            return path
        }
        if let ascii = ascii ?? nil { return ascii }
        if let section = Self.asciiSection(of: key) { return section.withUnsafeBufferPointer { expected(forASCIISection: $0) } }
        // `sectionAndElement(of:)`'s section, found without splitting the whole key.
        guard let firstDot = key.firstIndex(of: "."),
              let secondDot = key[key.index(after: firstDot)...].firstIndex(of: ".") else { return [featureEnumName] }
        let section = key[key.index(after: firstDot)..<secondDot]
        if section.isEmpty { return [featureEnumName] }
        if let path = pathBySection[section] { return path }
        let path = [featureEnumName, Identifier.upperCamelCase(String(section))]
        pathBySection[section] = path
        return path
    }

    /// The path for an ASCII key whose section is `section` (empty when it has fewer than two dots).
    private mutating func expected(forASCIISection section: UnsafeBufferPointer<UInt8>) -> [String] {
        if section.isEmpty { return [featureEnumName] }
        let text = String(decoding: section, as: UTF8.self)
        if let known = pathByASCIISection[text] { return known }
        let path = [featureEnumName, Identifier.upperCamelCase(text)]
        pathByASCIISection[text] = path
        return path
    }

    /// The bytes of a key whose UTF-8 is not stored contiguously, when it is ASCII.
    private static func asciiSection(of key: String) -> [UInt8]? {
        let bytes = Array(key.utf8)
        return AccessorPlan.asciiSectionAndElementRanges(in: bytes).map { Array(bytes[$0.section]) }
    }
}

extension KeyFileCheck {
    /// The passing example most key-file checks share: the `Shop` catalog's one key and the
    /// accessor `l10n generate` writes for it.
    static func wellFormedExample(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) -> CheckExample {
        .passing(
            #"{ "sourceLanguage" : "en", "strings" : { "shop.home.title" : {} } }"#,
            keyFile: shopHomeKeyFile(#"static let title = LocalizedStringResource("shop.home.title", table: "Shop")"#),
            fileID: fileID, filePath: filePath, line: line)
    }

    /// An example key file whose `L10nKey.Shop.Home` enum holds `members`, one a line, markers
    /// included; the enums around them are what every key file repeats.
    static func shopHomeKeyFile(_ members: String...) -> String {
        shopHomeKeyFile(members)
    }

    static func shopHomeKeyFile(_ members: [String]) -> String {
        """
        extension L10nKey {
            enum Shop {
                enum Home {
        \(members.map { "            \($0)" }.joined(separator: "\n"))
                }
            }
        }
        """
    }

    /// A finding of this check, with the check's default severity.
    static func diagnostic(
        _ message: String, path: String, at location: SourceLocation, key: String?
    ) -> Diagnostic {
        Diagnostic(
            checkID: description.id, severity: description.severity, message: message,
            path: path, location: location, key: key)
    }
}

/// `L10nKey.Offers.List`, as people write the type in Swift.
func qualifiedEnumName(_ sectionPath: [String]) -> String {
    (["L10nKey"] + sectionPath).joined(separator: ".")
}

/// The last path component: the file name users recognise in a message.
func fileName(of path: String) -> String {
    PathString.split(path).fileName
}

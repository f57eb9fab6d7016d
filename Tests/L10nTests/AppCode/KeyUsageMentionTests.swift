import Testing
@testable import L10nCore
@testable import L10nProject
@testable import L10nAppCode
@testable import L10nChecks

/// `KeyUsage.add` looks a literal key's use up in the tables its mention was found in, when
/// the scan mentions the same text: what it takes in must be what it takes in when the uses and
/// the mentions come in separate scans (each looked up on its own).
@Suite struct KeyUsageMentionTests {
    @Test func aUseLookedUpByItsMentionIsTakenInAsOnItsOwn() throws {
        let directory = try Fixture.copy(named: "AppCode/Shop").path
        let features = try InputPaths.features(arguments: [], currentDirectory: directory)
        var declared = try features.map { try $0.read(currentDirectory: directory).declaredKeys() }
        // A key of two tables: the Shop feature's, and the Wallet catalog's too.
        let wallet = try #require(declared.firstIndex { $0.table == "Wallet" })
        declared[wallet].contents.catalogKeys?.append((key: "shop.cart.checkout", location: SourceLocation(line: 1, column: 1)))
        let lines = """
            Text("shop.cart.checkout")
            Text("shop.cart.empty", tableName: "Shop")
            Text(String(localized: "shop.cart.checkout", table: "Wallet"))
            Text(String(localized: "shop.cart.nothing", table: "Shop"))
            Text(String(localized: "wallet.card.add", table: "Shop"))
            Text(String(localized: "wallet.card.add", table: "Wallet"))
            Text("Hello \\(name)", tableName: "Shop")
            Text("Done")
            label.text = "shop.cart.promo"
            """
        // Few mentions (looked up by them), and more than the few kept (looked up on their own).
        let sources = [lines, "Text(\"shop.cart.empty\", tableName: \"Shop\")", String(repeating: lines + "\n", count: 3)]
        for source in sources {
            let file = SourceFile(path: "App/Shop/View.swift", bytes: Array(source.utf8))
            for filtered in [false, true] {
                let empty = KeyUsage(features: declared)
                let scan = AppCodeScanner.scan(file, mentions: filtered ? empty.mentionFilter() : nil)
                #expect(!scan.mentionedKeys.isEmpty && !scan.literalKeys.isEmpty)
                var together = empty
                together.add(scan)
                var (uses, mentions) = (scan, scan)
                uses.mentionedKeys = []
                mentions.literalKeys = []
                mentions.hardcodedStrings = []
                var apart = empty
                apart.add(uses)
                apart.add(mentions)
                #expect(together.usedTableKeys == apart.usedTableKeys, "\(source.prefix(40)) filtered: \(filtered)")
                #expect(described(together) == described(apart), "\(source.prefix(40)) filtered: \(filtered)")
            }
        }
        var usage = KeyUsage(features: declared)
        usage.add(AppCodeScanner.scan(SourceFile(path: "App/Shop/View.swift", bytes: Array(lines.utf8))))
        #expect(usage.usedTableKeys["Wallet"]?.contains("shop.cart.checkout") == true)
        #expect(usage.undeclaredLiteralKeys.map(\.use.key) == ["shop.cart.nothing"])
    }

    /// A literal without `\(…)` marks its key used in every table whose catalog holds it, by
    /// the key's bit: the bits of copies that took in different files are merged, and what is
    /// used (and unused) is the same whichever copy took in which file.
    @Test func aMentionedKeyIsUsedInEachOfItsTablesWhicheverCopyTookItIn() throws {
        let directory = try Fixture.copy(named: "AppCode/Shop").path
        let features = try InputPaths.features(arguments: [], currentDirectory: directory)
        var declared = try features.map { try $0.read(currentDirectory: directory).declaredKeys() }
        let wallet = try #require(declared.firstIndex { $0.table == "Wallet" })
        declared[wallet].contents.catalogKeys?.append((key: "shop.cart.checkout", location: SourceLocation(line: 1, column: 1)))
        let sources = [
            "label.text = \"shop.cart.checkout\"\nlet other = \"shop.cart.legacyBanner\"",
            "let key = \"wallet.card.remove\"\nlet again = \"wallet.card.remove\"",
            "Text(\"Hello \\(name)\", tableName: \"Shop\")\nlet none = \"nowhere.at.all\"",
        ]
        let empty = KeyUsage(features: declared)
        let scans = sources.enumerated().map { index, source in
            AppCodeScanner.scan(SourceFile(path: "App/Shop/View\(index).swift", bytes: Array(source.utf8)), mentions: empty.mentionFilter())
        }
        var one = empty
        for scan in scans { one.add(scan) }
        #expect(one.usedTableKeys == ["Shop": ["shop.cart.checkout", "shop.cart.legacyBanner"], "Wallet": ["shop.cart.checkout", "wallet.card.remove"]])
        let unused = one.unusedKeys(usedPatterns: []).flatMap { $0.map(\.key) }
        #expect(!unused.contains("shop.cart.checkout") && !unused.contains("wallet.card.remove") && !unused.contains("shop.cart.legacyBanner"))
        #expect(unused.contains("wallet.card.add") && unused.contains("shop.cart.empty"))
        for split in 0...scans.count {
            var first = empty, second = empty
            for scan in scans[..<split] { first.add(scan) }
            for scan in scans[split...] { second.add(scan) }
            first.append(second)
            #expect(first.usedTableKeys == one.usedTableKeys, "split at \(split)")
            #expect(described(first) == described(one), "split at \(split)")
        }
    }

    private func described(_ usage: KeyUsage) -> [String] {
        usage.undeclaredLiteralKeys.map { "undeclared \($0.use.key) \($0.use.table) \($0.feature)" }
            + usage.hardcodedStrings.map { "hardcoded \($0.found.text)" }
            + usage.unusedKeys(usedPatterns: []).flatMap { $0.map { "unused \($0.key)" } }
    }
}

import Testing
@testable import L10nChecks

/// `key-format` and `key-feature` read an ASCII key by its bytes (issue 28: they ask every key
/// of a catalog, and splitting it into `Substring`s cost thousands of instructions a key). The
/// shortcut must say exactly what the segment-by-segment rules say, on keys built to sit on
/// every edge of them.
@Suite struct KeyRulesFastPathEquivalenceTests {
    /// Segments on each side of each rule: empty, leading digit, upper case first or inside,
    /// `_` leading, trailing, doubled and inside, `-`, space, tab, `%`, non-ASCII (one scalar
    /// and combining), and a dot followed by a combining accent.
    private static let pieces = [
        "", "a", "ab", "a1", "1a", "A", "aB", "abC9", "a_b", "a__b", "_a", "a_", "a_B", "a_1", "a-b", "a b", "a\tb",
        "%@", "a%", "é", "aé", "e\u{301}", "a\u{301}", "ß", "K", "\u{212A}", "x\r\ny",
    ]

    private static var keys: [String] {
        var keys: [String] = []
        for first in pieces {
            keys.append(first)
            for second in pieces {
                keys.append(first + "." + second)
                for third in pieces { keys.append(first + "." + second + "." + third) }
            }
        }
        keys += ["shop.home.title", "shop.home.title.extra", "shop..title", ".shop.home", "shop.home.", "...", "shop.home.title\n",
                 ".\u{301}shop.home", "shop.\u{301}.title", "SHOP.home.title", "Shop.Home.Title", String("xshop.home.title".dropFirst())]
        return keys
    }

    @Test func keyFormatByBytesSaysWhatTheSegmentRulesSay() {
        var shortcuts = 0
        for key in Self.keys {
            #expect(KeyRules.problem(in: key) == KeyRules.plainProblem(in: key), "\(key.debugDescription)")
            // Exactly the keys of `[a-zA-Z0-9_.]` the segment rules accept take the shortcut.
            let shortcutBytes = key.utf8.allSatisfy {
                (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".")
            }
            #expect(KeyRules.isWellFormed(asciiKey: key) == (shortcutBytes && KeyRules.plainProblem(in: key) == nil), "\(key.debugDescription)")
            if KeyRules.isWellFormed(asciiKey: key) {
                shortcuts += 1
                #expect(KeyRules.plainProblem(in: key) == nil, "\(key.debugDescription)")
            }
        }
        // The shortcut is taken for the well-formed keys (camelCase and snake_case elements alike).
        #expect(KeyRules.isWellFormed(asciiKey: "shop.home.title"))
        #expect(KeyRules.isWellFormed(asciiKey: "shop2.homeScreen.report_issue_2"))
        #expect(shortcuts > 100)
    }

    @Test func keyFeatureByBytesSaysWhatTheCharacterRulesSay() {
        let prefixes = ["", "a", "ab", "shop", "a1", "aé", "e\u{301}", "k", "\u{212A}", "shop\u{37E}", "a;"]
        var shortcuts = 0
        // The rule reads the first segment alone: keys of one or two segments are enough.
        var keys = Self.pieces
        for first in Self.pieces { for second in Self.pieces { keys.append(first + "." + second) } }
        keys += ["a;.home.title", "a\u{37E}.home.title", "AB.x.y", "aB", "SHOP.home.title", ".\u{301}shop.home", "a.\u{301}b.c"]
        // A byte past 0x7F at every place of a key longer than the eight bytes read at once.
        let long = "Shop.homeScreen.title_ab"
        for offset in 0...long.utf8.count {
            keys.append(String(long.prefix(offset)) + "é" + String(long.dropFirst(offset)))
            keys.append(String(long.prefix(offset)))
        }
        for key in keys {
            for prefix in prefixes + ["shop"] {
                let plain = KeyRules.plainFeatureViolation(of: key, featurePrefix: prefix)
                #expect(KeyRules.featureViolation(of: key, featurePrefix: prefix) == plain, "\(key.debugDescription) \(prefix.debugDescription)")
                // An ASCII key takes the shortcut exactly when the rule accepts it.
                if key.utf8.allSatisfy({ $0 < 0x80 }) {
                    #expect(KeyRules.isInFeature(asciiKey: key, featurePrefix: prefix) == (plain == nil), "\(key.debugDescription) \(prefix.debugDescription)")
                } else {
                    #expect(!KeyRules.isInFeature(asciiKey: key, featurePrefix: prefix), "\(key.debugDescription) \(prefix.debugDescription)")
                }
                if KeyRules.isInFeature(asciiKey: key, featurePrefix: prefix) {
                    shortcuts += 1
                    #expect(plain == nil, "\(key.debugDescription) \(prefix.debugDescription)")
                }
            }
        }
        #expect(KeyRules.isInFeature(asciiKey: "Shop.home.title", featurePrefix: "shop"))
        #expect(shortcuts > 100)
    }
}

import Testing
@testable import L10nCore
@testable import L10nSwiftSource
@testable import L10nGeneration
@testable import L10nAccessors

/// `sync` checks the key file it wrote as ``InsertedDeclarations`` describes it, not as a read
/// of its text gives it: the two must be the same, every range and location included.
@Suite struct InsertedDeclarationsTests {
    /// Every field of both, so a difference names what differs.
    private func expectSame(_ described: KeyFile, _ read: KeyFile, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(described.text == read.text, "\(context)", sourceLocation: sourceLocation)
        #expect(described.path == read.path, "\(context)", sourceLocation: sourceLocation)
        #expect(described.diagnostics == read.diagnostics, "\(context)", sourceLocation: sourceLocation)
        #expect(described.featureEnum == read.featureEnum, "\(context)", sourceLocation: sourceLocation)
        #expect(described.sections == read.sections, "\(context)", sourceLocation: sourceLocation)
        #expect(described.accessors.count == read.accessors.count, "\(context)", sourceLocation: sourceLocation)
        for (index, (mine, theirs)) in zip(described.accessors, read.accessors).enumerated() where mine != theirs {
            Issue.record("\(context)\naccessor \(index): described \(mine)\nread \(theirs)", sourceLocation: sourceLocation)
            break
        }
    }

    private typealias SourceLocation = Testing.SourceLocation

    /// A key file in one of many layouts: indentation, line endings, doc and other comments,
    /// blank lines, sections in and out of key order, empty bodies, sections as extensions,
    /// functions, accessors directly in the feature enum, keywords as names, non-ASCII text,
    /// and with or without a final line break.
    private static func keyFile(seed: UInt64) -> (text: String, keys: [String]) {
        var random = SeededGenerator(state: seed)
        let unit = ["    ", "  ", "\t"].randomElement(using: &random)!
        let documented = Bool.random(using: &random)
        var keys: [String] = []
        var lines: [String] = ["// Generated, then edited by hand.", "import Foundation", ""]
        lines.append("extension L10nKey {")
        lines.append("\(unit)enum Shop {")
        var sectionNames = ["account", "basket", "checkout", "delivery", "feed", "help", "orders", "profile", "search"]
        sectionNames.shuffle(using: &random)
        let sectionCount = Int.random(in: 1...6, using: &random)
        var sections = Array(sectionNames.prefix(sectionCount))
        if Bool.random(using: &random) { sections.sort() }
        if Bool.random(using: &random) {
            let key = "shop.\(["intro", "zeta"].randomElement(using: &random)!)"
            lines.append("\(unit)\(unit)static let \(key.split(separator: ".").last!) = LocalizedStringResource(\"\(key)\", table: \"Shop\")")
            keys.append(key)
            lines.append("")
        }
        var extensions: [String] = []
        for (index, section) in sections.enumerated() {
            let name = section.prefix(1).uppercased() + section.dropFirst()
            let asExtension = index > 0 && Int.random(in: 0..<5, using: &random) == 0
            if !asExtension, Int.random(in: 0..<4, using: &random) == 0 { lines.append("\(unit)\(unit)// MARK: - \(name)") }
            var body: [String] = []
            let indent = asExtension ? unit : unit + unit + unit
            var elements = ["alpha", "default", "gamma", "kappa", "omega", "title", "zulu"].shuffled(using: &random)
            elements = Array(elements.prefix(Int.random(in: 0...4, using: &random)))
            if Bool.random(using: &random) { elements.sort() }
            for element in elements {
                let key = "shop.\(section).\(element)"
                keys.append(key)
                let identifier = element == "default" ? "`default`" : element
                switch Int.random(in: 0..<6, using: &random) {
                case 0:
                    body.append("\(indent)/// Text with é and 😀")
                case 1 where documented:
                    body.append("\(indent)// A plain comment")
                    body.append("\(indent)/// \(element)")
                case 2:
                    body.append("")
                default:
                    if documented { body.append("\(indent)/// \(element.capitalized)") }
                }
                if Int.random(in: 0..<5, using: &random) == 0 {
                    body.append("\(indent)static func \(identifier)(_ count: Int) -> LocalizedStringResource {")
                    body.append("\(indent)\(unit)LocalizedStringResource(\"\(key)\", defaultValue: \"\\(count) ö\", table: \"Shop\")")
                    body.append("\(indent)}")
                } else {
                    let trailing = Int.random(in: 0..<6, using: &random) == 0 ? " // keep" : ""
                    body.append("\(indent)static let \(identifier) = LocalizedStringResource(\"\(key)\", table: \"Shop\")\(trailing)")
                }
            }
            if asExtension {
                extensions += ["", "extension L10nKey.Shop.\(name) {"] + body + ["}"]
                continue
            }
            if body.isEmpty, Bool.random(using: &random) {
                lines.append("\(unit)\(unit)enum \(name) {}")
            } else {
                lines.append("\(unit)\(unit)enum \(name) {")
                lines += body
                lines.append("\(unit)\(unit)}")
            }
            if index < sections.count - 1 { lines.append("") }
        }
        lines.append("\(unit)}")
        lines.append("}")
        lines += extensions
        let lineEnding = Int.random(in: 0..<4, using: &random) == 0 ? "\r\n" : "\n"
        var text = lines.joined(separator: lineEnding)
        if Int.random(in: 0..<5, using: &random) != 0 { text += lineEnding }
        return (text, keys)
    }

    /// Plans for keys the file lacks: in existing sections (before, between and after their
    /// keys) and in new ones, with arguments and doc comments.
    private static func plans(seed: UInt64, existing: [String]) -> [AccessorPlan] {
        var random = SeededGenerator(state: seed &* 31 &+ 7)
        let sections = ["account", "basket", "checkout", "delivery", "feed", "help", "orders", "profile", "search", "aaa", "zzz", "mid"]
        let elements = ["aaa", "beta", "default", "delta", "lambda", "mu", "title2", "zz", "zzz"]
        var plans: [AccessorPlan] = []
        var taken = Set(existing)
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let key = "shop.\(sections.randomElement(using: &random)!).\(elements.randomElement(using: &random)!)"
            guard taken.insert(key).inserted else { continue }
            let withArgument = Int.random(in: 0..<4, using: &random) == 0
            plans.append(AccessorPlan(
                key: key, table: "Shop",
                parameters: withArgument ? [AccessorPlan.Parameter(name: "count", swiftType: "Int")] : [],
                defaultValue: withArgument ? "%lld items" : nil,
                docComment: Bool.random(using: &random) ? ["Text for \(key)", "ünïcode"] : []))
        }
        return plans
    }

    @Test func describedFileIsTheFileReadAgainOverManyEdits() throws {
        var described = 0
        var cases = 0
        for seed in UInt64(1)...400 {
            let (text, keys) = Self.keyFile(seed: seed)
            // Half the files are read from their bytes, as `sync` reads them, and edited on those.
            let file = seed.isMultiple(of: 2)
                ? KeyFileReader.read(utf8: Array(text.utf8), path: "Shop/L10nKey+shop.swift")
                : KeyFileReader.read(text: text, path: "Shop/L10nKey+shop.swift")
            try #require(file.isEditable, "seed \(seed)\n\(text)")
            let plans = Self.plans(seed: seed, existing: keys)
            var random = SeededGenerator(state: seed &+ 99)
            let style = GenerationStyle(
                docComments: GenerationStyle.DocComments.allCases.randomElement(using: &random)!,
                insertion: GenerationStyle.Insertion.allCases.randomElement(using: &random)!)
            let (rendered, edit) = try KeyFileEditor.inserting(plans, into: file, style: style, describes: true)
            // The text is the one the plain edit writes.
            #expect(rendered == (try KeyFileEditor.inserting(plans, into: file, style: style)), "seed \(seed)")
            #expect(edit.map(\.utf8) == rendered.content.utf8, "seed \(seed)")
            cases += 1
            guard let edited = edit.flatMap({ InsertedDeclarations.describe(file, $0) }) else { continue }
            described += 1
            expectSame(edited, KeyFileReader.read(text: rendered.text, path: file.path), "seed \(seed)\n\(rendered.text)")
        }
        // Most edits are described; the rest are read again (an empty body `{ }` is replaced,
        // not inserted into; a comment above the insertion).
        #expect(described * 10 >= cases * 7, "\(described) of \(cases) described")
    }

    @Test func sectionsAndAccessorsGoWhereTheReaderPutsThem() throws {
        let text = """
            extension L10nKey {
                enum Shop {
                    enum Basket {
                        static let total = LocalizedStringResource("shop.basket.total", table: "Shop")
                    }

                    enum Orders {}
                }
            }

            extension L10nKey.Shop.Search {
                static let field = LocalizedStringResource("shop.search.field", table: "Shop")
            }

            """
        let file = KeyFileReader.read(text: text, path: "L10nKey+shop.swift")
        let plans = ["shop.basket.count", "shop.basket.zone", "shop.orders.empty", "shop.help.title", "shop.search.a", "shop.zeta.b"]
            .map { AccessorPlan(key: $0, table: "Shop", docComment: ["A text"]) }
        let (rendered, edit) = try KeyFileEditor.inserting(plans, into: file, describes: true)
        let read = KeyFileReader.read(text: rendered.text, path: file.path)
        let inserted = try #require(edit)
        let described = try #require(InsertedDeclarations.describe(file, inserted))
        expectSame(described, read, rendered.text)
        #expect(read.sections.map(\.name) == ["Basket", "Help", "Orders", "Zeta", "Search"])
        #expect(read.accessors.count == 8)
    }

    /// A file held nowhere else (`sync` hands over the file as read) is described from itself:
    /// its lists moved where they are, the new accessors merged into them from the back.
    @Test func aFileHandedOverIsDescribedAsItsTextReads() throws {
        let text = """
            extension L10nKey {
                enum Shop {
                    enum Basket {
                        static let total = LocalizedStringResource("shop.basket.total", table: "Shop")
                    }
                    enum Orders {
                        static let empty = LocalizedStringResource("shop.orders.empty", table: "Shop")
                        static let title = LocalizedStringResource("shop.orders.title", table: "Shop")
                    }
                }
            }

            """
        for capacity in [0, 1, 8] {
            var file = KeyFileReader.read(utf8: Array(text.utf8), path: "L10nKey+shop.swift")
            // With room to spare and without: the merge grows the list or fills its room.
            file.accessors.reserveCapacity(file.accessors.count + capacity)
            let plans = ["shop.basket.aaa", "shop.basket.zone", "shop.orders.first", "shop.orders.zz", "shop.zeta.b"].map {
                AccessorPlan(key: $0, table: "Shop")
            }
            let (rendered, edit) = try KeyFileEditor.inserting(plans, into: file, describes: true)
            let inserted = try #require(edit)
            let described = try #require(InsertedDeclarations.describe(consume file, inserted))
            expectSame(described, KeyFileReader.read(text: rendered.text, path: "L10nKey+shop.swift"), rendered.text)
            #expect(described.accessors.map(\.key) == [
                "shop.basket.aaa", "shop.basket.total", "shop.basket.zone", "shop.orders.empty", "shop.orders.first",
                "shop.orders.title", "shop.orders.zz", "shop.zeta.b",
            ])
        }
    }

    /// What could change how the reader takes an inserted declaration is not described: the
    /// caller reads the text.
    @Test func editsTheReaderCouldTakeOtherwiseAreNotDescribed() throws {
        let accessor = #"static let total = LocalizedStringResource("shop.basket.total", table: "Shop")"#
        let cases = [
            // An `#if` block anywhere.
            "extension L10nKey {\n    enum Shop {\n        enum Basket {\n#if DEBUG\n            \(accessor)\n#endif\n        }\n    }\n}\n",
            // A comment on the line above the insertion, which the reader would give the new accessor.
            "extension L10nKey {\n    enum Shop {\n        enum Basket {\n            \(accessor)\n            // More below\n        }\n    }\n}\n",
            // A `typealias`, which can name the resource type.
            "typealias Text = LocalizedStringResource\nextension L10nKey {\n    enum Shop {\n        enum Basket {\n            \(accessor)\n        }\n    }\n}\n",
            // A body of blank space is replaced, not inserted into.
            "extension L10nKey {\n    enum Shop {\n        enum Basket {\n            \(accessor)\n        }\n        enum Help { }\n    }\n}\n",
        ]
        for text in cases {
            let file = KeyFileReader.read(text: text, path: "L10nKey+shop.swift")
            #expect(file.isEditable)
            let plans = [AccessorPlan(key: "shop.basket.zone", table: "Shop"), AccessorPlan(key: "shop.help.zone", table: "Shop")]
            let (rendered, edit) = try KeyFileEditor.inserting(plans, into: file, style: GenerationStyle(insertion: .append), describes: true)
            #expect(edit.flatMap { InsertedDeclarations.describe(file, $0) } == nil, "\(rendered.text)")
            #expect(rendered.text != text)
        }
    }
}

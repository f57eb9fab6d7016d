import Testing
@testable import L10nCatalog
@testable import L10nSwiftSource
@testable import L10nGeneration

@Suite struct KeyFileEditorTests {
    /// A hand-edited file: odd comments, a renamed identifier, unsorted accessors, 2-space indent.
    static let handEdited = """
    // Owned by the sign-in team.
    import Foundation

    // swiftlint:disable nesting
    extension L10nKey {
      enum SignIn {
        // MARK: Form

        enum Form {
          /// Email
          static let email = LocalizedStringResource("signin.form.email", table: "SignIn")
          static let password = LocalizedStringResource("signin.form.password", table: "SignIn") // keep
        }

        enum Screen {
          static let waitingMessage = LocalizedStringResource("signin.screen.waiting", table: "SignIn")
          /// Title
          /// Shown on top
          static let title = LocalizedStringResource("signin.screen.title", table: "SignIn")
          static func greeting(_ name: String) -> LocalizedStringResource {
            LocalizedStringResource("signin.screen.greeting", defaultValue: "Hi \\(name)", table: "SignIn")
          }
        }
      }
    }
    // swiftlint:enable nesting

    """

    private func file(_ text: String = handEdited) -> KeyFile {
        let file = KeyFileReader.read(text: text, path: "L10nKey+signin.swift")
        #expect(file.diagnostics.isEmpty)
        return file
    }

    private func inserting(_ plans: [AccessorPlan], into text: String = handEdited) throws -> RenderedKeyFile {
        try KeyFileEditor.inserting(plans, into: file(text))
    }

    @Test func emptyPlanReturnsIdenticalBytes() throws {
        #expect(try inserting([]).text == Self.handEdited)
    }

    @Test func insertsIntoAnExistingSectionInKeyOrder() throws {
        let result = try inserting([AccessorPlan(key: "signin.form.name", table: "SignIn", docComment: ["Name"])])
        #expect(LineDiff(from: Self.handEdited, to: result.text) == LineDiff(removed: [], added: [
            "      /// Name",
            #"      static let name = LocalizedStringResource("signin.form.name", table: "SignIn")"#,
        ]))
        let lines = result.text.split(separator: "\n").map(String.init)
        #expect(lines.firstIndex(of: "      /// Name")! == lines.firstIndex { $0.contains("\"signin.form.email\"") }! + 1)
    }

    /// A CRLF file gets CRLF lines, a new section included, and keeps its BOM; only the
    /// inserted lines are new.
    @Test func insertedLinesEndAsTheFilesLinesDo() throws {
        let crlf = "\u{FEFF}" + Self.handEdited.replacingOccurrences(of: "\n", with: "\r\n")
        let result = try inserting([
            AccessorPlan(key: "signin.form.name", table: "SignIn", docComment: ["Name"]),
            AccessorPlan(key: "signin.footer.help", table: "SignIn", docComment: ["Help"]),
        ], into: crlf)
        #expect(result.text.hasPrefix("\u{FEFF}// Owned"))
        #expect(!result.text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let lf = try inserting([
            AccessorPlan(key: "signin.form.name", table: "SignIn", docComment: ["Name"]),
            AccessorPlan(key: "signin.footer.help", table: "SignIn", docComment: ["Help"]),
        ])
        #expect(result.text == "\u{FEFF}" + lf.text.replacingOccurrences(of: "\n", with: "\r\n"))
    }

    @Test func insertsAtTheEndAfterATrailingComment() throws {
        let result = try inserting([AccessorPlan(key: "signin.form.username", table: "SignIn", docComment: ["User"])])
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex(of: "      /// User"))
        #expect(lines[index - 1].hasSuffix("// keep"))
        #expect(lines[index + 2] == "    }")
        #expect(LineDiff(from: Self.handEdited, to: result.text).added.count == 2)
    }

    @Test func insertsBeforeTheFirstLaterKeyInAnUnsortedSection() throws {
        // Screen's existing order is waiting, title, greeting: not sorted.
        let early = try inserting([AccessorPlan(key: "signin.screen.subtitle", table: "SignIn", docComment: ["Sub"])])
        var lines = early.text.split(separator: "\n").map(String.init)
        var inserted = try #require(lines.firstIndex(of: "      /// Sub"))
        #expect(lines[inserted + 2].contains("waitingMessage"))  // "waiting" is the first key after "subtitle"
        #expect(LineDiff(from: Self.handEdited, to: early.text).removed.isEmpty)

        let late = try inserting([AccessorPlan(key: "signin.screen.zoom", table: "SignIn", docComment: ["Zoom"])])
        lines = late.text.split(separator: "\n").map(String.init)
        inserted = try #require(lines.firstIndex(of: "      /// Zoom"))
        #expect(lines[inserted - 1] == "      }")  // after the last accessor, a multi-line function
        #expect(lines[inserted + 2] == "    }")
    }

    @Test func insertsFunctionsWithTheFileIndentation() throws {
        let plan = AccessorPlan(
            key: "signin.screen.attempts", table: "SignIn", parameters: [.init(name: "count", swiftType: "Int")],
            defaultValue: "%lld attempts left", docComment: ["%lld attempts left"])
        let result = try inserting([plan])
        // "attempts" sorts before every existing key of the section, including the unsorted "waiting".
        #expect(LineDiff(from: Self.handEdited, to: result.text) == LineDiff(removed: [], added: [
            "      /// %lld attempts left",
            "      static func attempts(_ count: Int) -> LocalizedStringResource {",
            #"        LocalizedStringResource("signin.screen.attempts", defaultValue: "\(count) attempts left", table: "SignIn")"#,
            "      }",
        ]))
    }

    @Test func insertsANewSectionAmongSectionsWithABlankLine() throws {
        let result = try inserting([AccessorPlan(key: "signin.header.logo", table: "SignIn", docComment: ["Logo"])])
        #expect(LineDiff(from: Self.handEdited, to: result.text) == LineDiff(removed: [], added: [
            "    enum Header {",
            "      /// Logo",
            #"      static let logo = LocalizedStringResource("signin.header.logo", table: "SignIn")"#,
            "    }",
            "",
        ]))
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex(of: "    enum Header {"))
        #expect(lines[header - 2] == "    }")  // after Form…
        #expect(lines[header + 5] == "    enum Screen {")  // …and before Screen
        #expect(KeyFileReader.read(text: result.text, path: "x").sections.map(\.name) == ["Form", "Header", "Screen"])
    }

    @Test func appendsANewLastSectionAndFillsAnEmptyFeature() throws {
        let result = try inserting([AccessorPlan(key: "signin.toast.error", table: "SignIn", docComment: ["Oops"])])
        #expect(LineDiff(from: Self.handEdited, to: result.text).added == [
            "",
            "    enum Toast {",
            "      /// Oops",
            #"      static let error = LocalizedStringResource("signin.toast.error", table: "SignIn")"#,
            "    }",
        ])

        let empty = "extension L10nKey {\n    enum Offers {}\n}\n"
        let filled = try inserting([
            AccessorPlan(key: "offers.list.title", table: "Offers", docComment: ["Offers"]),
            AccessorPlan(key: "offers.empty.message", table: "Offers", docComment: ["None"]),
        ], into: empty)
        #expect(filled.text == """
        extension L10nKey {
            enum Offers {
                enum Empty {
                    /// None
                    static let message = LocalizedStringResource("offers.empty.message", table: "Offers")
                }

                enum List {
                    /// Offers
                    static let title = LocalizedStringResource("offers.list.title", table: "Offers")
                }
            }
        }

        """)
    }

    @Test func reportsCollisionsWithExistingNames() throws {
        let result = try inserting([AccessorPlan(key: "signin.screen.Title", table: "SignIn")])
        #expect(result.text == Self.handEdited)
        #expect(result.diagnostics.map(\.checkID) == ["keyfile-identifier-collision"])
        #expect(result.diagnostics.first?.key == "signin.screen.Title")
    }

    @Test func skipsKeysThatAlreadyHaveAnAccessorAndRefusesBrokenFiles() throws {
        #expect(try inserting([AccessorPlan(key: "signin.screen.waiting", table: "SignIn")]).text == Self.handEdited)
        let broken = KeyFileReader.read(text: "extension L10nKey { enum A { static let x = 1 } }", path: "x")
        #expect(throws: KeyFileEditor.EditError.notEditable) { try KeyFileEditor.inserting([], into: broken) }
    }

    @Test func removesAnAccessorWithItsDocComment() throws {
        let removed = try KeyFileEditor.removing(key: "signin.screen.title", from: file())
        #expect(LineDiff(from: Self.handEdited, to: removed) == LineDiff(removed: [
            "      /// Title",
            "      /// Shown on top",
            #"      static let title = LocalizedStringResource("signin.screen.title", table: "SignIn")"#,
        ], added: []))
        let function = try KeyFileEditor.removing(key: "signin.screen.greeting", from: file())
        #expect(LineDiff(from: Self.handEdited, to: function).removed.count == 3)
        let trailing = try KeyFileEditor.removing(key: "signin.form.password", from: file())
        #expect(LineDiff(from: Self.handEdited, to: trailing).removed == [
            #"      static let password = LocalizedStringResource("signin.form.password", table: "SignIn") // keep"#,
        ])
        #expect(throws: KeyFileEditor.EditError.accessorNotFound(key: "nope")) {
            try KeyFileEditor.removing(key: "nope", from: file())
        }
    }

    /// `rename` edits the accessor in place: its key, its name and its table, nothing else.
    @Test func renamingChangesOnlyTheKeyTheNameAndTheTable() throws {
        let keyFile = file()
        let password = try #require(keyFile.accessors.first { $0.key == "signin.form.password" })
        let kept = try KeyFileEditor.renaming(password, in: keyFile, toKey: "signin.form.secret", identifier: "password", table: "SignIn")
        #expect(LineDiff(from: Self.handEdited, to: kept) == LineDiff(
            removed: [#"      static let password = LocalizedStringResource("signin.form.password", table: "SignIn") // keep"#],
            added: [#"      static let password = LocalizedStringResource("signin.form.secret", table: "SignIn") // keep"#]))
        let greeting = try #require(keyFile.accessors.first { $0.key == "signin.screen.greeting" })
        let renamed = try KeyFileEditor.renaming(greeting, in: keyFile, toKey: "signin.screen.default", identifier: "default", table: "Auth")
        #expect(LineDiff(from: Self.handEdited, to: renamed) == LineDiff(
            removed: [
                "      static func greeting(_ name: String) -> LocalizedStringResource {",
                #"        LocalizedStringResource("signin.screen.greeting", defaultValue: "Hi \(name)", table: "SignIn")"#,
            ],
            added: [
                "      static func `default`(_ name: String) -> LocalizedStringResource {",
                #"        LocalizedStringResource("signin.screen.default", defaultValue: "Hi \(name)", table: "Auth")"#,
            ]))
    }

    /// A section enum that held only the moved accessor goes, with one blank line; one that
    /// holds anything else stays.
    @Test func removingCanRemoveAnEmptiedSection() throws {
        let text = """
            extension L10nKey {
                enum Shop {
                    enum Home {
                        static let title = LocalizedStringResource("shop.home.title", table: "Shop")
                    }

                    // MARK: Promo
                    enum Promo {
                        /// Deals
                        static let banner = LocalizedStringResource("shop.promo.banner", table: "Shop")
                    }

                    enum Zone {
                        static let name = LocalizedStringResource("shop.zone.name", table: "Shop")
                    }
                }
            }

            """
        let keyFile = KeyFileReader.read(text: text, path: "L10nKey+shop.swift")
        let middle = try KeyFileEditor.removing(key: "shop.promo.banner", from: keyFile, removingEmptiedSections: true)
        #expect(LineDiff(from: text, to: middle).removed == [
            "        // MARK: Promo",
            "        enum Promo {",
            "            /// Deals",
            #"            static let banner = LocalizedStringResource("shop.promo.banner", table: "Shop")"#,
            "        }",
            "",
        ])
        let last = try KeyFileEditor.removing(key: "shop.zone.name", from: keyFile, removingEmptiedSections: true)
        // The last section takes the blank line above it.
        #expect(last == text.replacingOccurrences(
            of: "\n        enum Zone {\n            static let name = LocalizedStringResource(\"shop.zone.name\", table: \"Shop\")\n        }\n",
            with: ""))
        let kept = try KeyFileEditor.removing(key: "shop.promo.banner", from: keyFile)
        #expect(kept.contains("enum Promo {"), "by default emptied sections stay")
    }

    @Test func removingThenInsertingRestoresARenderedFile() throws {
        let plans = KeyFileRendererTests.purchases
        let rendered = KeyFileRenderer.render(catalogName: "Purchases", plans: plans, path: "p.swift").text
        let without = try KeyFileEditor.removing(key: "purchases.list.title", from: KeyFileReader.read(text: rendered, path: "p.swift"))
        let restored = try KeyFileEditor.inserting(plans, into: KeyFileReader.read(text: without, path: "p.swift"))
        #expect(restored.text == rendered)
    }

    @Test(.enabled(if: SwiftcParse.isAvailable, "needs swiftc"))
    func editedFilesParse() throws {
        let result = try inserting(KeyFileRendererTests.hostilePlans.map {
            var plan = $0
            plan.key = "signin." + plan.key
            plan.section = "evil"
            return plan
        } + [AccessorPlan(key: "signin.form.zip", table: "SignIn")])
        #expect(result.diagnostics.isEmpty)
        #expect(try SwiftcParse.errors(in: "enum L10nKey {}\n" + result.text) == "")
    }
}

import Foundation
import Testing
@testable import L10nCatalog
@testable import L10nSwiftSource
@testable import L10nGeneration
@testable import L10nAccessors
@testable import L10nProject

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

    @Test func appendsToTheEndOfAnUnsortedSection() throws {
        // Screen's existing order is waiting, title, greeting: not sorted, so key order would
        // be a guess; new accessors go after the last member, whatever their key.
        for key in ["signin.screen.subtitle", "signin.screen.zoom", "signin.screen.a"] {
            let result = try inserting([AccessorPlan(key: key, table: "SignIn", docComment: ["Doc"])])
            let lines = result.text.split(separator: "\n").map(String.init)
            let inserted = try #require(lines.firstIndex(of: "      /// Doc"))
            #expect(lines[inserted - 1] == "      }")  // after the last accessor, a multi-line function
            #expect(lines[inserted + 2] == "    }")
            #expect(LineDiff(from: Self.handEdited, to: result.text).removed.isEmpty)
        }
    }

    @Test func appendsEverywhereWhenAsked() throws {
        let style = GenerationStyle(insertion: .append)
        let result = try KeyFileEditor.inserting(
            [AccessorPlan(key: "signin.form.a", table: "SignIn"), AccessorPlan(key: "signin.alpha.b", table: "SignIn")],
            into: file(), style: style)
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let accessor = try #require(lines.firstIndex { $0.contains("\"signin.form.a\"") })
        #expect(lines[accessor - 2].contains("\"signin.form.password\""))  // below the sorted ones, not above
        let section = try #require(lines.firstIndex(of: "    enum Alpha {"))
        #expect(lines[section - 2] == "    }" && lines[section - 1] == "")  // after Screen, not before Form
        #expect(lines[section + 4] == "  }")
    }

    @Test func appendsBelowTheSectionsWithABlankLine() throws {
        let result = try KeyFileEditor.inserting(
            [AccessorPlan(key: "signin.done", table: "SignIn")], into: file(), style: GenerationStyle(insertion: .append))
        #expect(LineDiff(from: Self.handEdited, to: result.text) == LineDiff(removed: [], added: [
            "",
            "    /// signin.done",
            #"    static let done = LocalizedStringResource("signin.done", table: "SignIn")"#,
        ]))
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let done = try #require(lines.firstIndex { $0.contains("\"signin.done\"") })
        #expect(lines[done - 3] == "    }" && lines[done + 1] == "  }")
    }

    /// Doc comments follow the file: none where no accessor has one, unless asked for.
    @Test func documentsNewAccessorsOnlyWhereTheFileDoes() throws {
        let undocumented = """
            extension L10nKey {
                enum SignIn {
                    static let a = LocalizedStringResource("signin.a", table: "SignIn")
                }
            }

            """
        let plan = AccessorPlan(key: "signin.b", table: "SignIn", docComment: ["Bee"])
        let plain = try inserting([plan], into: undocumented).text
        #expect(LineDiff(from: undocumented, to: plain).added == [#"        static let b = LocalizedStringResource("signin.b", table: "SignIn")"#])
        let forced = try KeyFileEditor.inserting([plan], into: file(undocumented), style: GenerationStyle(docComments: .always)).text
        #expect(LineDiff(from: undocumented, to: forced).added.first == "        /// Bee")
        let documented = try inserting([AccessorPlan(key: "signin.form.name", table: "SignIn", docComment: ["Name"])]).text
        #expect(LineDiff(from: Self.handEdited, to: documented).added.first == "      /// Name")
        let never = try KeyFileEditor.inserting(
            [AccessorPlan(key: "signin.form.name", table: "SignIn", docComment: ["Name"])], into: file(), style: GenerationStyle(docComments: .never)).text
        #expect(LineDiff(from: Self.handEdited, to: never).added == [#"      static let name = LocalizedStringResource("signin.form.name", table: "SignIn")"#])
    }

    /// `enum String` beside accessors that spell `String`: they are respelled with the
    /// file-scope alias, as new files are written, and the import is no clash at all.
    @Test func respellsAccessorsASectionWouldHideATypeFrom() throws {
        let plans = [
            AccessorPlan(key: "signin.string.title", table: "SignIn"),
            AccessorPlan(key: "signin.localizedStringResource.title", table: "SignIn"),
            AccessorPlan(key: "signin.foundation.title", table: "SignIn"),
        ]
        let result = try inserting(plans)
        #expect(result.diagnostics == [])
        // Every line stays, with the types it names respelled; nothing else changes in it.
        let respelled = Self.handEdited
            .replacingOccurrences(of: " LocalizedStringResource", with: " L10nSignInLocalizedStringResource")
            .replacingOccurrences(of: "_ name: String", with: "_ name: L10nSignInString")
        let lines = Set(result.text.split(separator: "\n").map(String.init))
        for line in respelled.split(separator: "\n") { #expect(lines.contains(String(line))) }
        #expect(respelled.contains("L10nSignInLocalizedStringResource(\"signin.screen.greeting\""))
        #expect(result.text.contains("""
            import Foundation

            // Enums of `L10nKey.SignIn` hide these types from its accessors.
            typealias L10nSignInLocalizedStringResource = LocalizedStringResource
            typealias L10nSignInString = String

            """))
        #expect(lines.contains("    enum Foundation {"))
        #expect(result.text.hasPrefix("// Owned by the sign-in team.\nimport Foundation\n"))
    }

    /// Code written by hand that names a type or module is a real clash: the section is refused
    /// at that code, and nothing the person wrote is respelled.
    @Test func refusesASectionThatWouldHideANameHandWrittenCodeUses() throws {
        let text = Self.handEdited.replacingOccurrences(of: "  enum SignIn {\n", with: """
              enum SignIn {
                static func since(_ date: Foundation.Date) -> String { date.formatted() }

            """)
        let plans = [
            AccessorPlan(key: "signin.string.title", table: "SignIn"),
            AccessorPlan(key: "signin.foundation.title", table: "SignIn"),
            AccessorPlan(key: "signin.bundle.title", table: "SignIn"),
        ]
        let result = try inserting(plans, into: text)
        #expect(result.diagnostics.map(\.message) == [
            "'signin.foundation.title' needs `enum Foundation` in `SignIn`, which would hide `Foundation` from the code in `SignIn` that refers to it; rename the key's section, or add the enum by hand and qualify the name where the code means it",
            "'signin.string.title' needs `enum String` in `SignIn`, which would hide `String` from the code in `SignIn` that refers to it; rename the key's section, or add the enum by hand and qualify the name where the code means it",
        ])
        #expect(result.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["7:31", "7:51"])
        #expect(LineDiff(from: text, to: result.text).removed == [])
        #expect(LineDiff(from: text, to: result.text).added.first == "    enum Bundle {")
    }

    /// New accessors never land inside an `#if`, which a build may leave out.
    @Test func keepsNewAccessorsOutOfIfBlocks() throws {
        let text = """
            extension L10nKey {
                enum SignIn {
                    static let a = LocalizedStringResource("signin.a", table: "SignIn")
                    #if DEBUG
                    static let c = LocalizedStringResource("signin.c", table: "SignIn")
                    #endif
                    static let d = LocalizedStringResource("signin.d", table: "SignIn")
                    #if DEBUG
                    static let z = LocalizedStringResource("signin.z", table: "SignIn")
                    #endif
                }
            }

            """
        let result = try inserting([AccessorPlan(key: "signin.b", table: "SignIn"), AccessorPlan(key: "signin.e", table: "SignIn")], into: text)
        let lines = result.text.split(separator: "\n").map(String.init)
        let b = try #require(lines.firstIndex { $0.contains("\"signin.b\"") })
        let e = try #require(lines.firstIndex { $0.contains("\"signin.e\"") })
        #expect(lines[b - 1] == "        #endif" && lines[b + 1].contains("\"signin.d\""))
        #expect(lines[e - 1].contains("\"signin.d\"") && lines[e + 1] == "        #if DEBUG")
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
        let broken = KeyFileReader.read(text: "extension L10nKey { enum A { static let x = LocalizedStringResource(1) } }", path: "x")
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

    /// A CRLF file gains the aliases a hiding section needs where an LF file gains them, after
    /// its imports, in CRLF: its lines were split at "\n", which as a Character never matches
    /// "\r\n", so the whole file was one line and the aliases went after its end.
    @Test func aCRLFFileGainsItsAliasesWhereAnLFFileDoes() throws {
        let feature = Feature(catalogName: "Types")
        let plain = try Catalog(bytes: Array(#"""
            { "sourceLanguage" : "en", "strings" : {
              "types.plain.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Text" } } } }
            } }
            """#.utf8))
        let lf = try #require(KeyFileGenerator.generate(
            catalog: plain, feature: feature, existingText: nil, path: "L10nKey+types.swift").text)
        let hiding = try TypeNameCollisionTests.catalog(withArguments: false)
        let fromLF = try #require(KeyFileGenerator.generate(
            catalog: hiding, feature: feature, existingText: lf, path: "L10nKey+types.swift").text)
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let fromCRLF = try #require(KeyFileGenerator.generate(
            catalog: hiding, feature: feature, existingText: crlf, path: "L10nKey+types.swift").text)
        #expect(fromLF.contains("typealias"))
        let expected = Array(fromLF.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let written = Array(fromCRLF.utf8)
        #expect(written == expected, "\(String(decoding: written.prefix(400), as: UTF8.self))")
    }
}

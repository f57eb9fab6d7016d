import Foundation
import Testing
@testable import L10nEditing

/// `l10n extract` on copies of `Tests/Fixtures/Sync/InStep` with a view holding hard-coded text.
@Suite(.tags(.endToEnd)) struct ExtractEndToEndTests {
    static let view = "App/Offers/OffersListView.swift"
    static let catalog = "Catalogs/Offers/Offers.xcstrings"
    static let keyFile = "Catalogs/Offers/L10nKey+offers.swift"
    static let source = #"""
        import SwiftUI

        struct OffersListView: View {
            var body: some View {
                List {
                    Text("Welcome back!")
                    Button("Show all offers") { }
                    Label("Header", systemImage: "star")
                }
                .navigationTitle("Today's offers")
                .help("Hello \(name)")
                .badge("Until \(end, format: .dateTime)")
            }
        }

        """#

    func project() throws -> URL {
        let folder = try Fixture.copy(named: "Sync/InStep")
        try TempDirectory.write(Self.source, to: Self.view, in: folder)
        return folder
    }

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyTextOfAFileBecomesAKeyAndTheLiteralsItsAccessor() throws {
        let folder = try project()
        let result = try L10nBinary.run(["extract", Self.view], in: folder)
        #expect(result.stdout == #"""
            App/Offers/OffersListView.swift:12:16: left "Until \(end, format: .dateTime)": its \(end, format: .dateTime) formats the value with arguments, which an accessor's format argument cannot take
            App/Offers/OffersListView.swift:6:18: offers.list.welcomeBack "Welcome back!" → L10nKey.Offers.List.welcomeBack
            App/Offers/OffersListView.swift:7:20: offers.list.showAllOffers "Show all offers" → L10nKey.Offers.List.showAllOffers
            App/Offers/OffersListView.swift:8:19: offers.list.header2 "Header" → String(localized: L10nKey.Offers.List.header2)
            App/Offers/OffersListView.swift:10:26: offers.list.todaysOffers "Today's offers" → String(localized: L10nKey.Offers.List.todaysOffers)
            App/Offers/OffersListView.swift:11:15: offers.list.hello "Hello %@" → String(localized: L10nKey.Offers.List.hello(String(describing: name)))
            Catalogs/Offers/Offers.xcstrings: +5 entries
            Catalogs/Offers/L10nKey+offers.swift: +5 accessors
            App/Offers/OffersListView.swift: 5 texts replaced
            Translate the new keys: 'l10n check' lists the missing languages.

            """#)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        #expect(try text(Self.view, in: folder) == #"""
            import SwiftUI

            struct OffersListView: View {
                var body: some View {
                    List {
                        Text(L10nKey.Offers.List.welcomeBack)
                        Button(L10nKey.Offers.List.showAllOffers) { }
                        Label(String(localized: L10nKey.Offers.List.header2), systemImage: "star")
                    }
                    .navigationTitle(String(localized: L10nKey.Offers.List.todaysOffers))
                    .help(String(localized: L10nKey.Offers.List.hello(String(describing: name))))
                    .badge("Until \(end, format: .dateTime)")
                }
            }

            """#)
        // The interpolated text's accessor takes the value, as extract --all writes it.
        #expect(try text(Self.keyFile, in: folder).contains(#"""
                        static func hello(_ arg1: String) -> LocalizedStringResource {
                            LocalizedStringResource("offers.list.hello", defaultValue: "Hello \(arg1)", table: "Offers")
                        }
            """#))
        // The new keys are in step and only wait for Spanish; the literal left is still reported.
        #expect(try L10nBinary.run(["sync", "--check"], in: folder).exitCode == 0)
        let check = try L10nBinary.run(["check", "--format", "xcode", "--disable", "unused-key"], in: folder)
        #expect(check.stdout == #"""
            App/Offers/OffersListView.swift:12:16: warning: `.badge` shows the hard-coded text "Until \(end, format: .dateTime)", which no catalog of table Localizable holds, so no translator sees it; add a key with 'l10n add offers.<section>.<element> --en "Until %@"' and use its accessor. [hardcoded-string]
            Catalogs/Offers/Offers.xcstrings:22:5: error: Key 'offers.list.header2' has no 'es' translation; translate it into 'es'. [missing-translation]
            Catalogs/Offers/Offers.xcstrings:33:5: error: Key 'offers.list.hello' has no 'es' translation; translate it into 'es'. [missing-translation]
            Catalogs/Offers/Offers.xcstrings:44:5: error: Key 'offers.list.showAllOffers' has no 'es' translation; translate it into 'es'. [missing-translation]
            Catalogs/Offers/Offers.xcstrings:72:5: error: Key 'offers.list.todaysOffers' has no 'es' translation; translate it into 'es'. [missing-translation]
            Catalogs/Offers/Offers.xcstrings:83:5: error: Key 'offers.list.welcomeBack' has no 'es' translation; translate it into 'es'. [missing-translation]

            """#)
    }

    @Test func oneTextAtALineAndColumnWithAChosenKey() throws {
        let folder = try project()
        let result = try L10nBinary.run(["extract", "\(Self.view):10:30", "--key", "offers.list.navigationTitle", "--comment", "Title bar."], in: folder)
        #expect(result.stdout.hasPrefix(#"""
            App/Offers/OffersListView.swift:10:26: offers.list.navigationTitle "Today's offers" → String(localized: L10nKey.Offers.List.navigationTitle)

            """#))
        #expect(result.exitCode == 0)
        #expect(try text(Self.view, in: folder).contains(#".navigationTitle(String(localized: L10nKey.Offers.List.navigationTitle))"#))
        #expect(try text(Self.view, in: folder).contains(#"Text("Welcome back!")"#))
        #expect(try text(Self.catalog, in: folder).contains(#""comment" : "Title bar.","#))
        #expect(try text(Self.keyFile, in: folder).contains(#"static let navigationTitle = LocalizedStringResource("offers.list.navigationTitle", table: "Offers")"#))
    }

    @Test func checkPreviewsAndRefusalsChangeNoByte() throws {
        let folder = try project()
        let before = try [Self.view, Self.catalog, Self.keyFile].map { try text($0, in: folder) }
        let preview = try L10nBinary.run(["extract", "\(Self.view):6", "--check"], in: folder)
        #expect(preview.stdout == """
            App/Offers/OffersListView.swift:6:18: offers.list.welcomeBack "Welcome back!" → L10nKey.Offers.List.welcomeBack
            Catalogs/Offers/Offers.xcstrings: +1 entry
            Catalogs/Offers/L10nKey+offers.swift: +1 accessor
            App/Offers/OffersListView.swift: 1 text replaced
            Nothing written (--check); run 'l10n extract' without --check to apply.

            """)
        #expect(preview.exitCode == 1)

        let refusals: [([String], String)] = [
            (["extract", "\(Self.view):12"], #"Error: The text at App/Offers/OffersListView.swift:12:16 cannot be moved: its \(end, format: .dateTime) formats the value with arguments, which an accessor's format argument cannot take; add the key with 'l10n add' and change the code by hand."#),
            (["extract", "\(Self.view):3"], "Error: No hard-coded text at App/Offers/OffersListView.swift:3 that 'l10n check' reports as hardcoded-string; run 'l10n check' to list them with their lines."),
            (["extract", Self.view, "--key", "offers.list.title"], "Error: --key names one key, but 5 hard-coded texts were selected; give the line (and column) of one, as <file.swift>:<line>:<column>."),
            (["extract", "\(Self.view):6", "--key", "offers.list.header"], "Error: Key 'offers.list.header' is already in Catalogs/Offers/Offers.xcstrings; change its text there, or choose another key."),
            (["extract", "\(Self.view):6", "--key", "Offers.list"], "Error: Key 'Offers.list' has 2 dot-separated segments instead of 3; rename it to '<feature>.<section>.<element>': lowercase feature, lowerCamelCase section, lowerCamelCase or snake_case element, e.g. 'offers.screen.title'."),
        ]
        for (arguments, message) in refusals {
            let result = try L10nBinary.run(arguments, in: folder)
            #expect(result.stderr == message + "\n", "\(arguments)")
            #expect(result.exitCode == 2, "\(arguments)")
        }
        #expect(try [Self.view, Self.catalog, Self.keyFile].map { try text($0, in: folder) } == before)
    }

    /// The README's example: the sample's one hard-coded button goes to the section its view
    /// already shows keys of.
    @Test func theSampleAppsButtonJoinsTheSectionItsViewUses() throws {
        let folder = try TempDirectory.make("extract-sample")
        for name in ["Catalogs", "App"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let result = try L10nBinary.run(["extract", "App/Checkout/CheckoutView.swift"], in: folder)
        #expect(result.stdout == """
            App/Checkout/CheckoutView.swift:21:24: checkout.summary.apply "Apply" → L10nKey.Checkout.Summary.apply
            Catalogs/Checkout/Checkout.xcstrings: +1 entry
            Catalogs/Checkout/L10nKey+checkout.swift: +1 accessor
            App/Checkout/CheckoutView.swift: 1 text replaced
            Translate the new key: 'l10n check' lists the missing languages.

            """)
        #expect(result.exitCode == 0)
        #expect(try text("App/Checkout/CheckoutView.swift", in: folder).contains("Button(L10nKey.Checkout.Summary.apply) { apply() }"))
        let check = try L10nBinary.run(["check", "--format", "xcode"], in: folder)
        #expect(!check.stdout.contains("[hardcoded-string]"))
    }

    /// The one section rule, the same for `extract` and `extract --all`: the section the type
    /// around the text already shows, else the type's name; outside every type, the section
    /// the file shows most, else the file's name. Extracting file by file names every key as
    /// `--all` does.
    @Test func extractAndExtractAllNameSectionsByOneRule() throws {
        let source = #"""
            import SwiftUI

            let banner = Text("Top banner")

            struct OfferBadgeView: View {
                var body: some View { Text("New offer") }
            }

            struct PriceRow: View {
                var body: some View {
                    Text(L10nKey.Offers.Detail.activate)
                    Text("Per month")
                }
            }

            """#
        var plans: [String] = []
        for arguments in [["extract", "App/Offers/Badges.swift"], ["extract", "--all", "App/Offers"]] {
            let folder = try TempDirectory.make("extract-sections")
            for name in ["Catalogs", "App"] {
                try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
            }
            try TempDirectory.write(source, to: "App/Offers/Badges.swift", in: folder)
            let result = try L10nBinary.run(arguments, in: folder)
            #expect(result.exitCode == 0, "\(arguments)")
            plans.append(result.stdout.split(separator: "\n").filter { $0.contains(" → ") }.joined(separator: "\n"))
        }
        #expect(plans[0] == """
            App/Offers/Badges.swift:3:19: offers.detail.topBanner "Top banner" → L10nKey.Offers.Detail.topBanner
            App/Offers/Badges.swift:6:32: offers.badge.newOffer "New offer" → L10nKey.Offers.Badge.newOffer
            App/Offers/Badges.swift:12:14: offers.detail.perMonth "Per month" → L10nKey.Offers.Detail.perMonth
            """)
        #expect(plans[1] == plans[0])
    }

    /// A title SwiftUI finds in a catalog of its table is a key already: check does not report
    /// it, and extract leaves it.
    @Test func aLiteralKeyOfACatalogOfItsTableStays() throws {
        let folder = try TempDirectory.make("extract-literal-key")
        for name in ["Catalogs", "App"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try TempDirectory.write(#"{ "sourceLanguage" : "en", "strings" : { "Apply" : {} }, "version" : "1.0" }"#, to: "Catalogs/Localizable.xcstrings", in: folder)
        let before = try text("App/Checkout/CheckoutView.swift", in: folder)
        let result = try L10nBinary.run(["extract", "App/Checkout/CheckoutView.swift"], in: folder)
        #expect(result.stderr == "Error: No hard-coded text at App/Checkout/CheckoutView.swift that 'l10n check' reports as hardcoded-string; run 'l10n check' to list them with their lines.\n")
        #expect(result.exitCode == 2)
        #expect(try text("App/Checkout/CheckoutView.swift", in: folder) == before)
        #expect(!(try L10nBinary.run(["check", "--format", "xcode"], in: folder).stdout.contains("[hardcoded-string]")))
    }

    @Test func aFileOutsideEveryFeatureNeedsAKey() throws {
        let folder = try project()
        try TempDirectory.write(Self.source, to: "App/Shared/Banner.swift", in: folder)
        let result = try L10nBinary.run(["extract", "App/Shared/Banner.swift:6"], in: folder)
        #expect(result.stderr == "Error: No folder of App/Shared/Banner.swift is named after a feature (the features are offers), so its keys' feature is unknown; pass --key <feature>.<section>.<element>.\n")
        #expect(result.exitCode == 2)
        let chosen = try L10nBinary.run(["extract", "App/Shared/Banner.swift:6", "--key", "offers.banner.welcome"], in: folder)
        #expect(chosen.exitCode == 0)
        #expect(try text("App/Shared/Banner.swift", in: folder).contains("Text(L10nKey.Offers.Banner.welcome)"))
    }

    @Test(arguments: [
        ("OffersListView.swift", "offers", "list"), ("OfferDetailView.swift", "offers", "detail"),
        ("CheckoutView.swift", "checkout", "screen"), ("ProfileViewController.swift", "profile", "screen"),
        ("PaymentSheet.swift", "checkout", "paymentSheet"), ("View.swift", "offers", "view"),
    ])
    func sectionsComeFromTheFileName(file: String, feature: String, section: String) {
        #expect(KeyExtraction.sectionName(ofFile: "App/\(file)", feature: feature) == section)
    }

    @Test(arguments: [
        ("Welcome back!", "welcomeBack"), ("Today's offers", "todaysOffers"), ("Sign in to see your cart now please", "signInToSee"),
        ("3 items", "items"), ("¿Qué tal?", "quTal"), ("日本語", "text"), ("iPhone only", "iPhoneOnly"),
    ])
    func elementsComeFromTheFirstWords(text: String, element: String) {
        #expect(KeyExtraction.elementName(of: text) == element)
    }
}

import Foundation
import Testing
import L10nCore
@testable import L10nAppCode
@testable import L10nEditing
@testable import L10nSwiftSource

/// `l10n extract --all` on copies of the sample app (`Catalogs/` and `App/`) with views changed
/// to hard-coded text.
@Suite(.tags(.endToEnd)) struct ExtractAllEndToEndTests {
    static let detail = "App/Offers/OfferDetailView.swift"
    static let settings = "App/Settings/SettingsView.swift"
    static let settingsSource = #"""
        import SwiftUI

        struct SettingsView: View {
            var body: some View {
                Form {
                    Toggle("Dark mode", isOn: .constant(true))
                    Text("Version \(appVersion)")
                }
                .navigationTitle("Settings")
            }
            let appVersion = "1.0"
        }

        """#

    /// The sample app with hard-coded text added to the offer's detail view (an interpolated
    /// one, one with a format, one in a ternary) and a settings view in a folder no feature has.
    func project() throws -> URL {
        let folder = try TempDirectory.make("extract-all")
        for name in ["Catalogs", "App"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        var detail = try text(Self.detail, in: folder)
        detail = detail.replacingOccurrences(of: "    @State private var isActivated = false\n", with: """
                @State private var isActivated = false
                private var formattedCap: String { "10" }

            """)
        detail = detail.replacingOccurrences(of: "            Text(\"–\")\n", with: #"""
                        Text("–")
                        Text("Cap: \(formattedCap)")
                        Text("\(offer.couponsLeft.count) coupons left")
                        Text("Valid until \(offer.end, format: .dateTime)")
                        Text("Welcome back!")
                        Text(isActivated ? "On" : "Off")

            """#)
        try TempDirectory.write(detail, to: Self.detail, in: folder)
        try TempDirectory.write(Self.settingsSource, to: Self.settings, in: folder)
        return folder
    }

    func text(_ path: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// A finding without its line and column, which new accessors above it move.
    func withoutLocation(_ finding: String) -> String {
        String(finding.drop { $0 != " " })
    }

    static let plan = #"""
        App/Offers/OfferDetailView.swift:24:18: left "Valid until \(offer.end, format: .dateTime)": its \(offer.end, format: .dateTime) formats the value with arguments, which an accessor's format argument cannot take
        App/Checkout/CheckoutView.swift:21:24: checkout.summary.apply "Apply" → L10nKey.Checkout.Summary.apply
        App/Offers/OfferDetailView.swift:22:18: offers.detail.cap "Cap: %@" → L10nKey.Offers.Detail.cap(String(describing: formattedCap))
        App/Offers/OfferDetailView.swift:23:18: offers.detail.couponsLeft "%lld coupons left" → L10nKey.Offers.Detail.couponsLeft(offer.couponsLeft.count)
        App/Offers/OfferDetailView.swift:25:18: offers.detail.welcomeBack "Welcome back!" → L10nKey.Offers.Detail.welcomeBack
        App/Settings/SettingsView.swift:6:20: settings.screen.darkMode "Dark mode" → String(localized: L10nKey.Settings.Screen.darkMode)
        App/Settings/SettingsView.swift:7:18: settings.screen.version "Version %@" → L10nKey.Settings.Screen.version(String(describing: appVersion))
        App/Settings/SettingsView.swift:9:26: settings.screen.settings "Settings" → String(localized: L10nKey.Settings.Screen.settings)
        Catalogs/Checkout/Checkout.xcstrings: +1 entry
        Catalogs/Checkout/L10nKey+checkout.swift: +1 accessor
        Catalogs/Offers/Offers.xcstrings: +3 entries
        Catalogs/Offers/L10nKey+offers.swift: +3 accessors
        Catalogs/Settings/Settings.xcstrings: new file, +3 entries
        Catalogs/Settings/L10nKey+settings.swift: new file, +3 accessors
        App/Checkout/CheckoutView.swift: 1 text replaced
        App/Offers/OfferDetailView.swift: 3 texts replaced
        App/Settings/SettingsView.swift: 3 texts replaced

        """#

    /// The issue's acceptance: check is left with no hard-coded text but the one that cannot
    /// move, no undeclared key and no new key-file finding; every call site names an accessor
    /// that exists, with the old literal as its source text; a second run changes nothing.
    @Test func theSampleAppAdoptsTheConventionInOneStep() throws {
        let folder = try project()
        let keyFileIds = ["keyfile-missing-key", "keyfile-missing-accessor", "keyfile-syntax", "keyfile-duplicate", "keyfile-section", "keyfile-table", "keyfile-identifier-collision"]
        let keyFileFindingsBefore = try L10nBinary.checkFindings(keyFileIds, in: folder)
        let result = try L10nBinary.run(["extract", "--all"], in: folder)
        #expect(result.stdout == Self.plan + "Translate the new keys: 'l10n check' lists the missing languages.\n")
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)

        #expect(try text(Self.settings, in: folder) == #"""
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    Form {
                        Toggle(String(localized: L10nKey.Settings.Screen.darkMode), isOn: .constant(true))
                        Text(L10nKey.Settings.Screen.version(String(describing: appVersion)))
                    }
                    .navigationTitle(String(localized: L10nKey.Settings.Screen.settings))
                }
                let appVersion = "1.0"
            }

            """#)
        #expect(try text(Self.detail, in: folder).contains(#"""
                        Text("–")
                        Text(L10nKey.Offers.Detail.cap(String(describing: formattedCap)))
                        Text(L10nKey.Offers.Detail.couponsLeft(offer.couponsLeft.count))
                        Text("Valid until \(offer.end, format: .dateTime)")
                        Text(L10nKey.Offers.Detail.welcomeBack)
                        Text(isActivated ? "On" : "Off")

            """#))
        #expect(try text("Catalogs/Settings/L10nKey+settings.swift", in: folder) == #"""
            // Generated by l10n. Add keys with `l10n add` or edit Settings.xcstrings.
            import Foundation

            // swiftlint:disable nesting
            extension L10nKey {
                enum Settings {
                    enum Screen {
                        /// Dark mode
                        static let darkMode = LocalizedStringResource("settings.screen.darkMode", table: "Settings")
                        /// Settings
                        static let settings = LocalizedStringResource("settings.screen.settings", table: "Settings")
                        /// Version %@
                        static func version(_ arg1: String) -> LocalizedStringResource {
                            LocalizedStringResource("settings.screen.version", defaultValue: "Version \(arg1)", table: "Settings")
                        }
                    }
                }
            }
            // swiftlint:enable nesting

            """#)

        // check: only the text that could not move is hard-coded; nothing undeclared; the
        // sample's own key-file finding is the only one.
        #expect(try L10nBinary.checkFindings(["hardcoded-string"], in: folder) == [
            #"App/Offers/OfferDetailView.swift:24:18: warning: `Text` shows the hard-coded text "Valid until \(offer.end, format: .dateTime)", which no catalog of table Localizable holds, so no translator sees it; add a key with 'l10n add offers.<section>.<element> --en "Valid until %@"' and use its accessor. [hardcoded-string]"#,
        ])
        #expect(try L10nBinary.checkFindings(["undeclared-key"], in: folder) == [])
        #expect(try L10nBinary.checkFindings(keyFileIds, in: folder).map(withoutLocation) == keyFileFindingsBefore.map(withoutLocation))

        // Every accessor a rewritten view names exists, and its key's source text is the old literal.
        let expectedTexts = [
            "checkout.summary.apply": "Apply", "offers.detail.cap": "Cap: %@", "offers.detail.couponsLeft": "%lld coupons left",
            "offers.detail.welcomeBack": "Welcome back!", "settings.screen.darkMode": "Dark mode", "settings.screen.version": "Version %@",
            "settings.screen.settings": "Settings",
        ]
        var accessors: [String: String] = [:]
        for feature in ["Checkout/L10nKey+checkout", "Offers/L10nKey+offers", "Settings/L10nKey+settings"] {
            let path = "Catalogs/\(feature).swift"
            for accessor in KeyFileReader.read(text: try text(path, in: folder), path: path).accessors {
                accessors[(["L10nKey"] + accessor.sectionPath + [accessor.identifier]).joined(separator: ".")] = accessor.key
            }
        }
        var named: Set<String> = []
        for view in ["App/Checkout/CheckoutView.swift", Self.detail, Self.settings] {
            let scan = AppCodeScanner.scan(SourceFile(path: view, bytes: Array(try text(view, in: folder).utf8)))
            for reference in scan.references where reference.path.count == 3 {
                #expect(accessors[reference.qualifiedName] != nil, "\(view) names \(reference.qualifiedName), which no key file declares")
                named.insert(reference.qualifiedName)
            }
        }
        for (key, source) in expectedTexts {
            let accessor = accessors.first { $0.value == key }?.key
            #expect(accessor.map(named.contains) == true, "no view names the accessor of \(key)")
            #expect(try L10nBinary.run(["usage", key], in: folder).exitCode == 0)
            let catalogPaths = [
                "checkout": "Catalogs/Checkout/Checkout.xcstrings", "offers": "Catalogs/Offers/Offers.xcstrings",
                "settings": "Catalogs/Settings/Settings.xcstrings",
            ]
            let catalogPath = try #require(catalogPaths[String(key.prefix { $0 != "." })])
            let catalog = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(catalogPath))) as? [String: Any]
            let entry = (catalog?["strings"] as? [String: Any])?[key] as? [String: Any]
            let english = ((entry?["localizations"] as? [String: Any])?["en"] as? [String: Any])?["stringUnit"] as? [String: Any]
            #expect(english?["value"] as? String == source, "\(key)")
            #expect(entry?["extractionState"] as? String == "manual")
        }

        // A second run changes nothing.
        let before = try TempDirectory.snapshot(folder)
        let again = try L10nBinary.run(["extract", "--all"], in: folder)
        #expect(again.stdout == #"""
            App/Offers/OfferDetailView.swift:24:18: left "Valid until \(offer.end, format: .dateTime)": its \(offer.end, format: .dateTime) formats the value with arguments, which an accessor's format argument cannot take
            No hard-coded text to extract.

            """#)
        #expect(again.exitCode == 0)
        #expect(try TempDirectory.snapshot(folder) == before)
    }

    /// The key files extract writes compile as Xcode would compile them.
    @Test(.enabled(if: SwiftcParse.isAvailable, "needs swiftc")) func theKeyFilesTypeCheck() throws {
        let folder = try project()
        #expect(try L10nBinary.run(["extract", "--all"], in: folder).exitCode == 0)
        let files = ["Checkout/L10nKey+checkout", "Offers/L10nKey+offers", "Settings/L10nKey+settings"].map {
            folder.appendingPathComponent("Catalogs/\($0).swift")
        }
        #expect(try SwiftcTypeCheck.errors(in: files) == "")
        // The rewritten calls type-check against them, with the values the views pass.
        let calls = #"""
            let formattedCap = "10"
            let couponsLeft = [1, 2]
            let appVersion = "1.0"
            let calls: [LocalizedStringResource] = [
                L10nKey.Offers.Detail.cap(String(describing: formattedCap)),
                L10nKey.Offers.Detail.couponsLeft(couponsLeft.count),
                L10nKey.Settings.Screen.version(String(describing: appVersion)),
                L10nKey.Checkout.Summary.apply,
            ]

            """#
        let callsFile = try TempDirectory.write(calls, to: "Calls.swift", in: folder)
        #expect(try SwiftcTypeCheck.errors(in: files + [callsFile]) == "")
    }

    /// --check prints the plan, writes nothing and exits 1; with nothing to do it exits 0.
    @Test func checkWritesNothing() throws {
        let folder = try project()
        let before = try TempDirectory.snapshot(folder)
        let result = try L10nBinary.run(["extract", "--all", "--check"], in: folder)
        #expect(result.stdout == Self.plan + "Nothing written (--check); run 'l10n extract --all' without --check to apply.\n")
        #expect(result.exitCode == 1)
        #expect(try TempDirectory.snapshot(folder) == before)

        let clean = try TempDirectory.make("extract-all-clean")
        for name in ["Catalogs", "App"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(name), to: clean.appendingPathComponent(name))
        }
        try TempDirectory.write(#"struct CheckoutView { func body() { Button(L10nKey.Checkout.Summary.promoCode) {} } }"#, to: "App/Checkout/CheckoutView.swift", in: clean)
        let nothing = try L10nBinary.run(["extract", "--all", "--check"], in: clean)
        #expect(nothing.stdout == "No hard-coded text to extract.\n")
        #expect(nothing.exitCode == 0)
    }

    /// Folders narrow what is extracted, from the root or a folder below it; the features are
    /// the project's wherever l10n runs.
    @Test func foldersNarrowTheRunFromAnyWorkingDirectory() throws {
        let folder = try project()
        try TempDirectory.write(#"{ "paths": ["Catalogs"] }"#, to: ".l10n.json", in: folder)
        let result = try L10nBinary.run(["extract", "--all", "Settings", "--check"], in: folder.appendingPathComponent("App"))
        #expect(result.stdout == """
            Settings/SettingsView.swift:6:20: settings.screen.darkMode "Dark mode" → String(localized: L10nKey.Settings.Screen.darkMode)
            Settings/SettingsView.swift:7:18: settings.screen.version "Version %@" → L10nKey.Settings.Screen.version(String(describing: appVersion))
            Settings/SettingsView.swift:9:26: settings.screen.settings "Settings" → String(localized: L10nKey.Settings.Screen.settings)
            ../Catalogs/Settings/Settings.xcstrings: new file, +3 entries
            ../Catalogs/Settings/L10nKey+settings.swift: new file, +3 accessors
            Settings/SettingsView.swift: 3 texts replaced
            Nothing written (--check); run 'l10n extract --all' without --check to apply.

            """)
        #expect(result.exitCode == 1)
        let offers = try L10nBinary.run(["extract", "--all", "App/Offers"], in: folder)
        #expect(offers.exitCode == 0)
        #expect(offers.stdout.contains("Catalogs/Offers/Offers.xcstrings: +3 entries\n"))
        #expect(!offers.stdout.contains("Settings"))
        #expect(try text(Self.settings, in: folder) == Self.settingsSource)
    }

    /// In a modular app (SwiftPM packages, as IceCubesApp's `Packages/<Name>/Sources/<Module>/`)
    /// the module names the feature, not the folder nearest the file, which every module has
    /// (`Detail`, `Components`); an app folder outside a package keeps its own folder's name.
    @Test func theModuleNamesTheFeatureInAModularApp() throws {
        let folder = try TempDirectory.make("extract-all-modules")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Catalogs"), to: folder.appendingPathComponent("Catalogs"))
        let view = { (type: String, text: String) in "import SwiftUI\n\nstruct \(type): View {\n    var body: some View { Text(\"\(text)\") }\n}\n" }
        try TempDirectory.write(view("AccountDetailView", "Follow"), to: "Packages/Account/Sources/Account/Detail/AccountDetailView.swift", in: folder)
        try TempDirectory.write(view("AccountRow", "Mute"), to: "Packages/Account/Sources/Account/Components/AccountRow.swift", in: folder)
        try TempDirectory.write(view("StatusDetailView", "Boost"), to: "Packages/StatusKit/Sources/StatusKit/Detail/StatusDetailView.swift", in: folder)
        try TempDirectory.write(view("AboutView", "About"), to: "App/About/AboutView.swift", in: folder)
        let result = try L10nBinary.run(["extract", "--all", "--check"], in: folder)
        #expect(result.stdout == """
            App/About/AboutView.swift:4:32: about.screen.about "About" → L10nKey.About.Screen.about
            Packages/Account/Sources/Account/Components/AccountRow.swift:4:32: account.row.mute "Mute" → L10nKey.Account.Row.mute
            Packages/Account/Sources/Account/Detail/AccountDetailView.swift:4:32: account.detail.follow "Follow" → L10nKey.Account.Detail.follow
            Packages/StatusKit/Sources/StatusKit/Detail/StatusDetailView.swift:4:32: statuskit.statusDetail.boost "Boost" → L10nKey.StatusKit.StatusDetail.boost
            Catalogs/About/About.xcstrings: new file, +1 entry
            Catalogs/About/L10nKey+about.swift: new file, +1 accessor
            Catalogs/Account/Account.xcstrings: new file, +2 entries
            Catalogs/Account/L10nKey+account.swift: new file, +2 accessors
            Catalogs/StatusKit/StatusKit.xcstrings: new file, +1 entry
            Catalogs/StatusKit/L10nKey+statuskit.swift: new file, +1 accessor
            App/About/AboutView.swift: 1 text replaced
            Packages/Account/Sources/Account/Components/AccountRow.swift: 1 text replaced
            Packages/Account/Sources/Account/Detail/AccountDetailView.swift: 1 text replaced
            Packages/StatusKit/Sources/StatusKit/Detail/StatusDetailView.swift: 1 text replaced
            Nothing written (--check); run 'l10n extract --all' without --check to apply.

            """)
        #expect(result.exitCode == 1)
        #expect(AppSources.moduleName(ofFile: "Packages/Account/Sources/Account/Detail/AccountDetailView.swift") == "Account")
        #expect(AppSources.moduleName(ofFile: "Sources/App/main.swift") == "App")
        #expect(AppSources.moduleName(ofFile: "Sources/main.swift") == nil)
        #expect(AppSources.moduleName(ofFile: "App/Sources.swift") == nil)
    }

    /// Where the configuration's `paths` say the features live, the folder right under them
    /// names a new feature, not the one nearest the file; from the root and from inside it.
    @Test func theConfiguredFeatureFolderNamesTheFeature() throws {
        let folder = try TempDirectory.make("extract-all-configured")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Features"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PackagePaths.root.appendingPathComponent("Catalogs/Offers"), to: folder.appendingPathComponent("Features/Offers"))
        try TempDirectory.write(#"{ "paths": ["Features"] }"#, to: ".l10n.json", in: folder)
        try TempDirectory.write(
            "import SwiftUI\n\nstruct WalletDetailView: View {\n    var body: some View { Text(\"Top up\") }\n}\n",
            to: "Features/Wallet/Views/Detail/WalletDetailView.swift", in: folder)
        let result = try L10nBinary.run(["extract", "--all", "--check"], in: folder)
        #expect(result.stdout == """
            Features/Wallet/Views/Detail/WalletDetailView.swift:4:32: wallet.detail.topUp "Top up" → L10nKey.Wallet.Detail.topUp
            Features/Wallet/Wallet.xcstrings: new file, +1 entry
            Features/Wallet/L10nKey+wallet.swift: new file, +1 accessor
            Features/L10nKey.swift: new file
            Features/Wallet/Views/Detail/WalletDetailView.swift: 1 text replaced
            Nothing written (--check); run 'l10n extract --all' without --check to apply.

            """)
        #expect(result.exitCode == 1)
        let inside = try L10nBinary.run(["extract", "--all", "--check"], in: folder.appendingPathComponent("Features/Wallet"))
        #expect(inside.stdout.contains("../Wallet/Wallet.xcstrings: new file, +1 entry\n"))
        #expect(inside.exitCode == 1)
    }

    /// Texts whose folder names no feature that can be made stay, with the reason; taken keys
    /// and repeated texts are numbered; quotes and percent signs reach the catalog as written.
    @Test func oddFoldersTakenKeysAndOddTexts() throws {
        let folder = try TempDirectory.make("extract-all-odd")
        for name in ["Catalogs", "App"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try TempDirectory.write(#"struct Odd { func body() { Text("Hi there") } }"# + "\n", to: "App/my-views/Odd.swift", in: folder)
        try TempDirectory.write(#"struct Loose { func body() { Text("At the root") } }"# + "\n", to: "Loose.swift", in: folder)
        try TempDirectory.write(#"""
            extension OfferDetailView {
                var extra: some View {
                    VStack {
                        Text("Activate")
                        Text("Say \"hi\"")
                        Text("Say \"hi\"")
                        Text("\(progress.count)% done")
                    }
                }
            }

            """#, to: "App/Offers/OfferDetailView+Extra.swift", in: folder)
        let result = try L10nBinary.run(["extract", "--all"], in: folder)
        #expect(result.stdout == #"""
            App/my-views/Odd.swift:1:33: left "Hi there": no folder of the file names a feature, and its folder 'my-views' cannot name one: it may hold only letters and digits (A-Z, a-z, 0-9)
            Loose.swift:1:35: left "At the root": no folder of the file names a feature; move it into a feature's folder, or run 'l10n extract' on it with --key
            App/Checkout/CheckoutView.swift:21:24: checkout.summary.apply "Apply" → L10nKey.Checkout.Summary.apply
            App/Offers/OfferDetailView+Extra.swift:4:18: offers.detail.activate2 "Activate" → L10nKey.Offers.Detail.activate2
            App/Offers/OfferDetailView+Extra.swift:5:18: offers.detail.sayHi "Say "hi"" → L10nKey.Offers.Detail.sayHi
            App/Offers/OfferDetailView+Extra.swift:6:18: offers.detail.sayHi2 "Say "hi"" → L10nKey.Offers.Detail.sayHi2
            App/Offers/OfferDetailView+Extra.swift:7:18: offers.detail.done "%lld%% done" → L10nKey.Offers.Detail.done(progress.count)
            Catalogs/Checkout/Checkout.xcstrings: +1 entry
            Catalogs/Checkout/L10nKey+checkout.swift: +1 accessor
            Catalogs/Offers/Offers.xcstrings: +4 entries
            Catalogs/Offers/L10nKey+offers.swift: +4 accessors
            App/Checkout/CheckoutView.swift: 1 text replaced
            App/Offers/OfferDetailView+Extra.swift: 4 texts replaced
            Translate the new keys: 'l10n check' lists the missing languages.

            """#)
        #expect(result.exitCode == 0)
        let catalog = try text("Catalogs/Offers/Offers.xcstrings", in: folder)
        #expect(catalog.contains(#""value" : "Say \"hi\"""#))
        #expect(catalog.contains(#""value" : "%lld%% done""#))
        #expect(try text("App/my-views/Odd.swift", in: folder).contains(#"Text("Hi there")"#))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Catalogs/My-views").path))
    }

    /// Two runs at once: the lock lets one plan and write while the other waits, which then
    /// finds nothing left; the files end as after one run.
    @Test func twoRunsAtOnceEndAsOne() throws {
        let single = try project()
        #expect(try L10nBinary.run(["extract", "--all"], in: single).exitCode == 0)
        let expected = try TempDirectory.snapshot(single)
        for round in 1...3 {
            let folder = try project()
            let runs = try L10nBinary.runTogether([["extract", "--all"], ["extract", "--all"]], in: folder)
            #expect(runs.map(\.exitCode) == [0, 0], "round \(round): \(runs.map(\.stderr))")
            #expect(Set(runs.map { $0.stdout.hasSuffix("No hard-coded text to extract.\n") }) == [true, false], "round \(round)")
            #expect(try TempDirectory.snapshot(folder) == expected, "round \(round)")
        }
    }

    @Test func argumentsAreRefused() throws {
        let folder = try project()
        let withKey = try L10nBinary.run(["extract", "--all", "--key", "offers.detail.title"], in: folder)
        #expect(withKey.exitCode == 2)
        #expect(withKey.stderr.hasPrefix("Error: The value 'offers.detail.title' is invalid for '--key <key>': --all names every key after its text"))
        let nothing = try L10nBinary.run(["extract"], in: folder)
        #expect(nothing.exitCode == 2)
        #expect(nothing.stderr.hasPrefix("Error: Missing expected argument '<file>'"))
    }

    /// What each `\(…)` is passed as: the value itself when its type is the argument's, else
    /// converted; a value a format argument cannot carry keeps the text where it is.
    @Test(arguments: [
        (#""\(3) of \(items.count)""#, ["3", "items.count"]),
        (#""\(Int32(n)) left""#, ["Int(Int32(n))"]),
        (#""\(Double(ratio)) and \(Float(x))""#, ["Double(ratio)", "Double(Float(x))"]),
        (#""By \(String(name))""#, ["String(name)"]),
        (#""By \(user.name)""#, ["String(describing: user.name)"]),
    ])
    func interpolationsArePassedAsTheirArgumentType(literal: String, expected: [String]) throws {
        let found = try #require(AppCodeScanner.scan(SourceFile(path: "V.swift", bytes: Array("Text(\(literal))".utf8))).hardcodedStrings.first)
        #expect(try KeyExtraction.callArguments(for: found).get() == expected)
    }

    @Test(arguments: [
        (#""Rated \(score, specifier: "%.1f")""#, #"its \(score, specifier: "%.1f") formats the value with arguments"#),
        (#""Due \(date, format: .dateTime)""#, #"its \(date, format: .dateTime) formats the value with arguments"#),
        (#""Tap \(Image(systemName: "star"))""#, #"its \(Image(systemName: "star")) shows a view or styled text"#),
    ])
    func valuesNoArgumentCarriesAreLeft(literal: String, reason: String) throws {
        let found = try #require(AppCodeScanner.scan(SourceFile(path: "V.swift", bytes: Array("Text(\(literal))".utf8))).hardcodedStrings.first)
        guard case .failure(let refusal) = KeyExtraction.callArguments(for: found) else {
            Issue.record("\(literal) was passed")
            return
        }
        #expect(refusal.reason.hasPrefix(reason))
    }
}

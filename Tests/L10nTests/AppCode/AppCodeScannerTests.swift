import Testing
@testable import L10nCore
@testable import L10nAppCode

@Suite struct AppCodeScannerTests {
    private func scan(_ source: MarkedSource) -> AppCodeScan {
        AppCodeScanner.scan(SourceFile(path: "App/Shop/HomeView.swift", bytes: Array(source.text.utf8)))
    }

    private func references(_ source: MarkedSource) -> [String] {
        scan(source).references.map { "\($0.location) \($0.qualifiedName)" }
    }

    private func hardcoded(_ source: MarkedSource) -> [String] {
        scan(source).hardcodedStrings.map { "\($0.location) \($0.api) \($0.text)" }
    }

    // MARK: References

    @Test func findsAccessorsAcrossLinesAndInsideInterpolations() {
        let source = MarkedSource("""
            Text(1️⃣L10nKey.Shop.Home.title)
            let label = 2️⃣L10nKey
                .Shop
                .`Home`.count(3)
            Text("Total: \\(3️⃣L10nKey.Shop.Cart.total(price))")
            // L10nKey.Shop.Home.comment and "L10nKey.Shop.Home.literal" are not code.
            extension L10nKey { }
            """)
        #expect(references(source) == [
            "\(source["1️⃣"]) L10nKey.Shop.Home.title",
            "\(source["2️⃣"]) L10nKey.Shop.Home.count",
            "\(source["3️⃣"]) L10nKey.Shop.Cart.total",
        ])
    }

    @Test func namesTheTypesDeclaredAroundWhatItFinds() {
        let source = MarkedSource("""
            struct HomeView: View {
                var body: some View { Text("Welcome") }
            }
            extension CartView {
                struct Loader {
                    func title() -> some View { Label("Loading", systemImage: "star") }
                }
                enum Kind { var label: String { L10nKey.Shop.Home.title } }
            }
            class Controller {
                func load() { label.text = "Ready" }
            }
            actor Downloader {
                func status() -> String { String(localized: "Waiting") }
            }
            let actor = Person()
            private let structure = 1
            func free() -> some View { Text("Free") }
            """)
        let found = scan(source)
        #expect(found.hardcodedStrings.map { "\($0.text): \($0.enclosingTypes)" } == [
            "Welcome: [\"HomeView\"]", "Loading: [\"CartView\", \"Loader\"]", "Ready: [\"Controller\"]",
            "Waiting: [\"Downloader\"]", "Free: []",
        ])
        #expect(found.references.map(\.enclosingType) == ["Kind"])
    }

    @Test func resolvesTypeAliasesAndLocalConstantsWithinTheFile() {
        let source = MarkedSource("""
            struct HomeView: View {
                var body: some View {
                    Text(1️⃣Strings.title)
                    let cart = 2️⃣L10nKey.Shop.Cart.self
                    Text(3️⃣cart.total)
                    Text(item.4️⃣title)
                }
                private typealias Strings = 5️⃣L10nKey.Shop.Home
            }
            """)
        let found = scan(source).references
        #expect(found.map { "\($0.location) \($0.qualifiedName)" } == [
            "\(source["1️⃣"]) L10nKey.Shop.Home.title",
            "\(source["2️⃣"]) L10nKey.Shop.Cart",
            "\(source["3️⃣"]) L10nKey.Shop.Cart.total",
            "\(source["5️⃣"]) L10nKey.Shop.Home",
        ])
        // Only the names written count for a rename: `title` after the alias.
        #expect(found[0].nameRanges.count == 1)
        _ = source["4️⃣"]
    }

    @Test func referencesToOneAccessorComeWithTheBytesOfEachName() {
        let text = "Text(L10nKey.Shop.Home.title)\nText(L10nKey.Shop.Home.titles)\nlet k = L10nKey.Shop.Home.title.key\n"
        let bytes = Array(text.utf8)
        let found = AppCodeScanner.references(to: "L10nKey.Shop.Home.title", in: bytes)
        #expect(found.count == 2)
        #expect(found.map { String(decoding: bytes[$0.nameRanges[2]], as: UTF8.self) } == ["title", "title"])
        #expect(found.map(\.location.line) == [1, 3])
    }

    // MARK: Literal keys

    @Test func findsLiteralKeysInTheCallsThatTakeThem() {
        let source = MarkedSource("""
            let a = LocalizedStringResource(1️⃣"shop.home.title", table: "Shop")
            let b = String(localized: 2️⃣"shop.home.subtitle", table: "Shop")
            let c = NSLocalizedString(3️⃣"shop.cart.empty", tableName: "Shop", comment: "")
            Text(4️⃣"shop.cart.total", tableName: "Shop")
            let d = String(localized: 5️⃣"Welcome back")
            let e = LocalizedStringResource("shop." + suffix)
            """)
        #expect(scan(source).literalKeys.map { "\($0.location) \($0.api) \($0.table) \($0.key)" } == [
            "\(source["1️⃣"]) LocalizedStringResource Shop shop.home.title",
            "\(source["2️⃣"]) String(localized:) Shop shop.home.subtitle",
            "\(source["3️⃣"]) NSLocalizedString Shop shop.cart.empty",
            "\(source["4️⃣"]) Text Shop shop.cart.total",
            "\(source["5️⃣"]) String(localized:) Localizable Welcome back",
        ])
        // Text, unless a catalog of its table has it as a key: `KeyUsage` decides.
        #expect(scan(source).hardcodedStrings.map { "\($0.location) \($0.lookup?.table ?? "-") \($0.text)" } == [
            "\(source["5️⃣"]) Localizable Welcome back",
        ])
    }

    @Test func keyShape() {
        #expect(AppCodeScanner.isKeyShaped("shop.home.title"))
        #expect(AppCodeScanner.isKeyShaped("signin.screen.offline_banner"))
        #expect(!AppCodeScanner.isKeyShaped("Done."))
        #expect(!AppCodeScanner.isKeyShaped("Welcome back"))
        #expect(!AppCodeScanner.isKeyShaped("title"))
        #expect(!AppCodeScanner.isKeyShaped("e.g."))
    }

    // MARK: Hard-coded text

    @Test func findsTextPassedToSwiftUIViewsAndModifiers() {
        let source = MarkedSource("""
            VStack {
                Text(1️⃣"Settings")
                Button(2️⃣"Save") { save() }
                Label(3️⃣"Inbox", systemImage: "tray")
                Toggle(4️⃣"Notifications", isOn: $on)
                TextField(5️⃣"Email", text: $email, prompt: Text(6️⃣"you@example.com"))
                Section(7️⃣"Account") { EmptyView() }
            }
            .navigationTitle(8️⃣"Home")
            .searchable(text: $query, prompt: 9️⃣"Search offers")
            """)
        #expect(hardcoded(source) == [
            "\(source["1️⃣"]) Text Settings",
            "\(source["2️⃣"]) Button Save",
            "\(source["3️⃣"]) Label Inbox",
            "\(source["4️⃣"]) Toggle Notifications",
            "\(source["6️⃣"]) Text you@example.com",
            "\(source["5️⃣"]) TextField Email",
            "\(source["7️⃣"]) Section Account",
            "\(source["8️⃣"]) .navigationTitle Home",
            "\(source["9️⃣"]) .searchable(prompt:) Search offers",
        ])
    }

    @Test func findsTextGivenToUIKit() {
        let source = MarkedSource("""
            titleLabel.text = 1️⃣"Welcome"
            navigationItem.title = 2️⃣"Profile"; field.placeholder = 3️⃣"Email"
            button.setTitle(4️⃣"Continue", for: .normal)
            let alert = UIAlertController(title: 5️⃣"Oops", message: 6️⃣"Try again", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: 7️⃣"OK", style: .default))
            let action = UIAction(title: 8️⃣"Share") { _ in }
            label.text = "Hello" + name
            label.text = "Hi".uppercased()
            """)
        #expect(hardcoded(source) == [
            "\(source["1️⃣"]) .text = Welcome",
            "\(source["2️⃣"]) .title = Profile",
            "\(source["3️⃣"]) .placeholder = Email",
            "\(source["4️⃣"]) setTitle Continue",
            "\(source["5️⃣"]) UIAlertController(title:) Oops",
            "\(source["6️⃣"]) UIAlertController(message:) Try again",
            "\(source["7️⃣"]) UIAlertAction(title:) OK",
            "\(source["8️⃣"]) UIAction(title:) Share",
        ])
    }

    @Test func interpolatedTextKeepsItsArgumentsAsFormatSpecifiers() {
        let found = scan(MarkedSource(#"Text("Hello, \(name)! 100%")"#)).hardcodedStrings
        #expect(found.map(\.text) == [#"Hello, \(name)! 100%"#])
        #expect(found.map(\.formatText) == ["Hello, %@! 100%%"])
    }

    /// The key each SwiftUI title and Foundation lookup reads, in its table, as Xcode extracts it.
    @Test func everyLocalizingAPILooksItsLiteralUpInItsTable() {
        let source = MarkedSource(#"""
            Text(1️⃣"Cancel")
            Button(2️⃣"Save") { }
            Label(3️⃣"Inbox", systemImage: "tray")
            Toggle(4️⃣"Sound", isOn: $on)
            Picker(5️⃣"Sort", selection: $sort) { }
            List { }.navigationTitle(6️⃣"Home")
            let r = LocalizedStringResource(7️⃣"Hello", table: "Greetings")
            let s = String(localized: 8️⃣"Bye")
            let n = NSLocalizedString(9️⃣"Later", tableName: "Greetings", comment: "")
            label.text = "UIKit shows as is"
            Text(verbatim: "Not a key")
            """#)
        #expect(scan(source).literalKeys.map { "\($0.location) \($0.api) \($0.table) \($0.key) \($0.isExplicitKey)" } == [
            "\(source["1️⃣"]) Text Localizable Cancel false",
            "\(source["2️⃣"]) Button Localizable Save false",
            "\(source["3️⃣"]) Label Localizable Inbox false",
            "\(source["4️⃣"]) Toggle Localizable Sound false",
            "\(source["5️⃣"]) Picker Localizable Sort false",
            "\(source["6️⃣"]) .navigationTitle Localizable Home false",
            "\(source["7️⃣"]) LocalizedStringResource Greetings Hello true",
            "\(source["8️⃣"]) String(localized:) Localizable Bye true",
            "\(source["9️⃣"]) NSLocalizedString Greetings Later true",
        ])
    }

    /// `"\(count) items"` is looked up as `%lld items` when `count` is evidently an `Int`;
    /// a value whose type the code does not show is written `%@` and matches any specifier.
    @Test func interpolatedLiteralsAreKeysAsXcodeExtractsThem() {
        let source = #"""
            Text("Settings", tableName: "Preferences", bundle: .main)
            Text("\(count) items")
            Text("\(3) of \(name.count) by \(user)")
            Text("\(progress, specifier: "%.1f")% done, \(Int(total)) left \(Double(x)) \(Float(y)) \(UInt8(z))")
            Text("\(date, format: .dateTime) \(date, style: .date) \("name") \(Image(systemName: icon)) \(-2.5)")
            """#
        let found = scan(MarkedSource(source)).literalKeys
        #expect(found.map { "\($0.table): \($0.key)" } == [
            "Preferences: Settings",
            "Localizable: %@ items",
            "Localizable: %lld of %lld by %@",
            "Localizable: %.1f%% done, %lld left %lf %f %u",
            "Localizable: %@ %@ %@ %@ %lf",
        ])
        #expect(found.map(\.specifiers) == [
            [], [nil], ["%lld", "%lld", nil], ["%.1f", "%lld", "%lf", "%f", "%u"], ["%@", "%@", "%@", "%@", "%lf"],
        ])
    }

    @Test func exceptionsAreNotReported() {
        let source = MarkedSource("""
            Text(verbatim: "Debug build")
            Text("–")
            Text("·")
            Text("\\(count)")
            Text(title)
            Text("Hello " + name)
            Image("Logo")
            Label(L10nKey.Shop.Home.inbox, systemImage: "tray")
            Text("Hidden") // l10n:ignore
            // l10n:ignore
            Text("Also hidden")
                .help("Hidden help")
            // l10n:ignore
            struct DebugView: View {
                var body: some View { Text("Debug") }
            }
            #Preview {
                Text("Preview text")
            }
            #Preview("Dark") { Text("Dark preview") }
            struct HomeView_Previews: PreviewProvider {
                static var previews: some View { Text("Old preview") }
            }
            Text(1️⃣"Shown")
            """)
        #expect(hardcoded(source) == ["\(source["1️⃣"]) Text Shown"])
    }

    @Test func aTrailingIgnoreCoversTheBodyItOpens() {
        let source = MarkedSource("""
            var debugMenu: some View { // l10n:ignore
                Menu("Debug") { Button("Reset") { } }
            }
            Text(1️⃣"Shown")
            """)
        #expect(hardcoded(source) == ["\(source["1️⃣"]) Text Shown"])
    }

    @Test func brokenCodeIsReadWithoutCrashing() {
        for text in ["Text(\"open", ")))}}]", "Text(", "L10nKey.", "x.text = \"a", "#Preview {", "\"\\(L10nKey.A.b"] {
            _ = AppCodeScanner.scan(SourceFile(path: "a.swift", bytes: Array(text.utf8)))
        }
    }

    /// A scanner kept from file to file (``AppCodeScanner/Session``) reads each as a new one
    /// would: files cut at every byte leave it inside a call, a type, a reference, an ignored
    /// statement, a pending assignment or a preview, and the files after are read the same.
    @Test func oneScannerForManyFilesReadsEachAsANewScannerWould() {
        let whole = """
            typealias Early = Strings
            struct HomeView: View {
                typealias Strings = L10nKey.Shop.Home
                let offers = L10nKey.Shop.Offers.self
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Hello \\(L10nKey.Shop.Home.title) and \\(Text("inner"))")
                        Text(Strings.title, tableName: "Shop")
                        // l10n:ignore
                        Button("Buy") { }
                        Menu("Debug") { Button("Reset") { } } // l10n:ignore
                        label.text = "Ready"
                        Text(offers.list)
                    }
                }
            }
            #Preview { Text("Preview") }
            struct Previews: PreviewProvider { static var previews: some View { Text("P") } }
            let title = String(localized: "shop.home.key", table: "Shop")
            """
        let bytes = Array(whole.utf8)
        // Each cut's head, its tail (which closes what the head left open), then the whole.
        let files = (0...bytes.count).flatMap { cut in
            [
                SourceFile(path: "App/Shop/Head\(cut).swift", bytes: Array(bytes[..<cut])),
                SourceFile(path: "App/Shop/Tail\(cut).swift", bytes: Array(bytes[cut...])),
                SourceFile(path: "App/Shop/Whole.swift", bytes: bytes),
            ]
        }
        var filter = MentionFilter(keys: ["shop.home.key", "Buy"], keepsInterpolated: false)
        filter.accessors = AccessorPaths([(path: ["Shop", "Home", "title"], number: 0)])
        for mentions in [nil, filter] {
            var session = AppCodeScanner.Session(mentions: mentions)
            var differing: [String] = []
            for file in files where session.scan(file) != AppCodeScanner.scan(file, mentions: mentions) {
                differing.append(file.path)
            }
            #expect(differing.isEmpty, "\(differing.prefix(5))")
        }
        // The whole file is read in the states the cuts leave the scanner in: a bound alias, a
        // pending assignment, an ignored statement, a preview, a call with a table.
        let found = AppCodeScanner.scan(SourceFile(path: "App/Shop/HomeView.swift", bytes: bytes))
        #expect(found.references.map(\.qualifiedName).contains("L10nKey.Shop.Offers.list"))
        #expect(found.hardcodedStrings.map(\.text).contains("Ready"))
        #expect(!found.hardcodedStrings.contains { $0.text == "Buy" || $0.text == "Preview" })
        #expect(found.literalKeys.contains { $0.key == "shop.home.key" && $0.table == "Shop" })
    }

    /// The call's look-up is skipped for a name of no callee's length and first letter: every
    /// API is still found, in each form it is called in, and a name that only shares a callee's
    /// length and first letter (or its first letter and another length) is no call.
    @Test func everyTextAPIIsFoundAndNoNameOfItsShapeIs() {
        func found(_ source: String) -> Int {
            let scan = AppCodeScanner.scan(SourceFile(path: "a.swift", bytes: Array(source.utf8)))
            return scan.literalKeys.count + scan.hardcodedStrings.count
        }
        for api in TextAPI.all {
            let arguments = api.textArguments + [api.keyArgument].compactMap { $0 }
            for argument in arguments {
                let text = if case .labeled(let label) = argument { "\(label): \"Hello there\"" } else { "\"Hello there\"" }
                func call(_ name: String) -> String {
                    switch api.callee {
                    case .type, .either: "\(name)(\(text))"
                    case .member: "view.\(name)(\(text))"
                    }
                }
                #expect(found(call(api.name)) > 0, "\(call(api.name))")
                let first = api.name.prefix(1)
                for name in [first + String(repeating: "q", count: api.name.count - 1), first + "q", api.name + "q"]
                where !TextAPI.all.contains(where: { $0.name == name }) {
                    #expect(found(call(name)) == 0, "\(call(name))")
                }
            }
        }
        let long = String(repeating: "T", count: 70)
        #expect(found("\(long)(\"Hello there\")") == 0)
    }
}

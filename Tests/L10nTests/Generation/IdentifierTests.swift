import Testing
@testable import L10nGeneration
@testable import L10nAccessors

@Suite struct IdentifierTests {
    @Test(arguments: [
        ("offline_banner", "offlineBanner"), ("kebab-case", "kebabCase"), ("alreadyCamel", "alreadyCamel"),
        ("2fa", "_2fa"), ("Title", "title"), ("URLField", "urlField"), ("URL", "url"),
        ("title.long", "titleLong"), ("café_menu", "caféMenu"), ("__x__", "x"), ("", "key"), ("💥", "key"),
        ("default", "default"), ("with space", "withSpace"),
    ])
    func lowerCamelCase(element: String, expected: String) {
        #expect(Identifier.lowerCamelCase(element) == expected)
    }

    @Test(arguments: [
        ("emptyState", "EmptyState"), ("empty_state", "EmptyState"), ("screen", "Screen"),
        ("3d", "_3d"), ("sign-in", "SignIn"),
    ])
    func upperCamelCase(segment: String, expected: String) {
        #expect(Identifier.upperCamelCase(segment) == expected)
    }

    @Test func keywordsAreRenderedInBackticks() {
        for keyword in ["default", "class", "func", "self", "Type", "Self", "init", "return", "in"] {
            #expect(Identifier.rendered(keyword) == "`\(keyword)`")
        }
        #expect(Identifier.rendered("title") == "title")
    }

    @Test func validity() {
        #expect(Identifier.isValid("offlineBanner"))
        #expect(Identifier.isValid("_2fa"))
        #expect(!Identifier.isValid("2fa"))
        #expect(!Identifier.isValid("a-b"))
        #expect(!Identifier.isValid("_"))
        #expect(!Identifier.isValid(""))
    }

    @Test func plansDeriveSectionAndIdentifierFromTheKey() {
        let plan = AccessorPlan(key: "signin.empty_state.offline_banner", table: "SignIn")
        #expect(plan.section == "empty_state")
        #expect(plan.identifier == "offlineBanner")
        #expect(AccessorPlan(key: "signin.title", table: "SignIn").section == "")
        #expect(AccessorPlan(key: "a.b.c.d", table: "A").identifier == "cD")
    }
}

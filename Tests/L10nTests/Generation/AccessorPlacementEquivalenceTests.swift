import Testing
@testable import L10nSwiftSource
@testable import L10nAccessors
import L10nCore

/// `AccessorPlacement` finds the body for each section by comparing a key's ASCII section in
/// place with the last one its body looked up (issue 28): the body chosen must be the one the
/// general rule gives, on bodies whose accessors mix sections, non-ASCII keys among them.
@Suite struct AccessorPlacementEquivalenceTests {
    /// Sections of the keys written in the bodies and asked for by plans: ASCII ones that are
    /// prefixes of each other, non-ASCII ones, and keys without a section.
    private static let sections = ["home", "homes", "hom", "list", "mañana", "mana", "niño", "other", ""]

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func eachPlanGoesToTheBodyTheGeneralRuleNames(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let bodies = ["Home", "List", "Mañana", "Other", "Extra"]
        var members: [String: [String]] = [:]
        var keyCount = 0
        for body in bodies {
            let count = Int.random(in: 0...12, using: &random)
            members[body] = (0..<count).map { _ in
                // Runs of one section, as a key file has them, broken by other sections.
                let section = Self.sections.randomElement(using: &random)!
                keyCount += 1
                let key = section.isEmpty ? "shop.a\(keyCount)" : "shop.\(section).a\(keyCount)"
                return #"static let a\#(keyCount) = LocalizedStringResource("\#(key)", table: "Shop")"#
            }
        }
        var text = "extension L10nKey {\n    enum Shop {\n"
        for body in bodies {
            text += "        enum \(body) {\n" + members[body]!.map { "            \($0)\n" }.joined() + "        }\n"
        }
        text += "    }\n}\n"
        let file = KeyFileReader.read(text: text, path: "L10nKey+shop.swift")
        #expect(file.isEditable, "\(text)")
        let plans = Self.sections.filter { !$0.isEmpty }.enumerated().map { index, section in
            AccessorPlan(key: "shop.\(section).p\(index)", table: "Shop")
        }
        let placement = try AccessorPlacement(plans, in: file)
        var placed: [String: String] = [:]
        for (container, accepted) in placement.existingBodies {
            for plan in accepted { placed[plan.key] = container.name }
        }
        for (section, name, accepted) in placement.newSections {
            for plan in accepted { placed[plan.key] = "new \(section) \(name)" }
        }
        for plan in plans {
            #expect(placed[plan.key] == Self.expectedBody(for: plan, in: file), "\(plan.key) in\n\(text)")
        }
        // The keys given by a caller that has them are the file's own: the same placement.
        let given = try AccessorPlacement(plans, in: file, existingKeys: Set(file.accessors.map(\.key)))
        #expect(given.existingBodies.map(\.container.name) == placement.existingBodies.map(\.container.name))
        #expect(given.existingBodies.map { $0.plans.map(\.key) } == placement.existingBodies.map { $0.plans.map(\.key) })
        #expect(given.newSections.map(\.name) == placement.newSections.map(\.name))
    }

    /// The rule as written before the shortcut: the first section body (in file order) one of
    /// whose accessors' keys has the plan's section, else the body named after it, else a new one.
    private static func expectedBody(for plan: AccessorPlan, in file: KeyFile) -> String {
        let section = AccessorPlan.characterSectionAndElement(of: plan.key).section
        let bodies = file.sections.filter { $0.path.count == 2 }
        if let body = bodies.first(where: { $0.accessors.contains { AccessorPlan.characterSectionAndElement(of: $0.key).section == section } }) {
            return body.name
        }
        let name = Identifier.upperCamelCase(section)
        if let body = bodies.first(where: { $0.name == name }) { return body.name }
        return "new \(section) \(name)"
    }
}

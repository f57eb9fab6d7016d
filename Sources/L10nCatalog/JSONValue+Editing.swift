import L10nJSON
extension JSONValue {
    /// Runs `body` on the members of an object in place. The value is emptied while `body`
    /// runs so the members array is uniquely referenced and edits do not copy it.
    /// A value that is not an object becomes an empty object first.
    mutating func modifyMembers<Result>(_ body: (inout [JSONMember]) -> Result) -> Result {
        var members: [JSONMember]
        if case .object(let existing) = self { members = existing } else { members = [] }
        self = .null
        defer { self = .object(members) }
        return body(&members)
    }

    /// Replaces the value of the first member named `key`, or inserts a member where Xcode
    /// would put it.
    mutating func setMember(_ key: String, to newValue: JSONValue) {
        modifyMembers { members in
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = newValue
            } else {
                members.insert(JSONMember(key: key, value: newValue), at: XcodeOrder.insertionIndex(for: key, in: members))
            }
        }
    }

    /// Edits the value of the first member named `key` in place, creating it with `initial` if absent.
    /// `position`, when given, becomes the member's key position, so findings about an edited
    /// member can be traced back to what changed it.
    mutating func modifyMember<Result>(
        _ key: String, creating initial: JSONValue, position: JSONPosition? = nil, _ body: (inout JSONValue) -> Result
    ) -> Result {
        modifyMembers { members in
            let index: Int
            if let existing = members.firstIndex(where: { $0.key == key }) {
                index = existing
            } else {
                index = XcodeOrder.insertionIndex(for: key, in: members)
                members.insert(JSONMember(key: key, value: initial), at: index)
            }
            if let position { members[index].keyPosition = position }
            var value = members[index].value
            members[index].value = .null
            defer { members[index].value = value }
            return body(&value)
        }
    }

    /// Removes every member named `key`; returns whether there was one.
    @discardableResult
    mutating func removeMember(_ key: String) -> Bool {
        modifyMembers { members in
            let before = members.count
            members.removeAll(where: { $0.key == key })
            return members.count != before
        }
    }
}

import L10nCore

/// Source text with position markers (`1️⃣` … `9️⃣`) stripped out, and where they were, so
/// tests state expected locations by pointing instead of counting columns.
struct MarkedSource {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    let text: String
    private let locations: [String: SourceLocation]

    init(_ marked: String) {
        var text = ""
        var locations: [String: SourceLocation] = [:]
        var line = 1
        var column = 1
        var remaining = Substring(marked)
        while let character = remaining.first {
            if let marker = Self.markers.first(where: { remaining.hasPrefix($0) }) {
                locations[marker] = SourceLocation(line: line, column: column)
                remaining = remaining.dropFirst(marker.count)
                continue
            }
            text.append(character)
            if character.isNewline {  // "\r\n" is one Character
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
            remaining = remaining.dropFirst()
        }
        self.text = text
        self.locations = locations
    }

    subscript(marker: String) -> SourceLocation {
        guard let location = locations[marker] else { fatalError("no marker \(marker) in the source") }
        return location
    }
}

import Testing
@testable import L10nCore

/// Git's conflict markers are recognised only as git writes them: seven of one character at
/// the start of a line, then the end of the line or a label (never after `=======`).
@Suite struct MergeConflictTests {
    @Test(arguments: [
        ("{\n<<<<<<< HEAD\n", 2, "<<<<<<<"),
        ("<<<<<<<\n", 1, "<<<<<<<"),
        ("a\nb\n||||||| merged common ancestors\n", 3, "|||||||"),
        ("x\r\n=======\r\n", 2, "======="),
        ("x\n>>>>>>> feature/offers", 2, ">>>>>>>"),
        ("x\n=======", 2, "======="),
        ("\n\n\n<<<<<<< HEAD", 4, "<<<<<<<"),
        ("a <<<<<<< b\n\n" + String(repeating: "line\n", count: 300) + ">>>>>>> theirs\n", 303, ">>>>>>>"),
    ])
    func markersAreFoundAtTheirLine(text: String, line: Int, marker: String) {
        let found = MergeConflict.firstMarker(in: Array(text.utf8))
        #expect(found?.line == line)
        #expect(found?.marker == marker)
    }

    @Test(arguments: [
        "  <<<<<<< HEAD\n", "\"value\" : \"<<<<<<< not at a line start\"\n", "======= heading\n", "<<<<<<<<\n", "<<<<<<\n",
        "========\n", ">>>>>>>x\n", "", "\n", "\n\n", "x\n\n<<<<<<",
    ])
    func textThatOnlyLooksLikeAMarkerIsNot(text: String) {
        #expect(MergeConflict.firstMarker(in: Array(text.utf8)) == nil)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import L10nCore
import L10nChecks
/// The default, for people at a terminal: diagnostics grouped under their file, in aligned
/// columns, then a summary line.
///
/// ```
/// Catalogs/Checkout/Checkout.xcstrings
///   22:5  error    Key 'checkout.confirmation.message' has no 'es' translation; …  [missing-translation]
///
/// 1 error in 5 files (63 keys)
/// ```
package enum TextReporter: DiagnosticReporter {
    package static let id = "text"
    package static let summary = "Grouped by file, aligned, with a summary line (default)."

    package static func report(_ run: CheckRun, context: ReportContext) -> String {
        let style = TerminalStyle(isEnabled: context.useColor)
        // Written as UTF-8 bytes: a huge feature's check prints tens of thousands of lines, and
        // appending each piece to a `String` cost more than the rest of the line's work. Each
        // line's pieces are written where they lie, without a `String` made for a location, a
        // padded severity or a check's brackets (issue 28: 12,800 instructions a line before).
        var output: [UInt8] = []
        func write(_ text: String) {
            var text = text
            text.withUTF8 { output.append(contentsOf: $0) }
        }
        func writeSpaces(_ count: Int) { if count > 0 { output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) } }
        func writeGap() {
            output.append(UInt8(ascii: " "))
            output.append(UInt8(ascii: " "))
        }
        let diagnostics = run.diagnostics
        var start = 0
        while start < diagnostics.count {
            // A run of diagnostics with the same path: `run.diagnostics` is sorted by path.
            var end = start + 1
            while end < diagnostics.count, diagnostics[end].path == diagnostics[end - 1].path { end += 1 }
            write(style.bold(diagnostics[start].path.printable) + "\n")
            // Widths are measured before colouring: escape codes take no columns. A message is
            // escaped and measured once, for its width and for its line.
            var messages: [String] = []
            var messageColumns: [Int] = []
            messages.reserveCapacity(end - start)
            messageColumns.reserveCapacity(end - start)
            var (locationWidth, severityWidth, messageWidth) = (0, 0, 0)
            for index in start..<end {
                let location = diagnostics[index].location
                locationWidth = max(locationWidth, decimalCount(location.line) + 1 + decimalCount(location.column))
                severityWidth = max(severityWidth, diagnostics[index].severity.rawValue.utf8.count)
                let message = diagnostics[index].message
                if let columns = plainASCIICount(message) {
                    messages.append(message)
                    messageColumns.append(columns)
                } else {
                    let printable = message.printable
                    messages.append(printable)
                    messageColumns.append(printable.columnCount)
                }
                messageWidth = max(messageWidth, messageColumns[messageColumns.count - 1])
            }
            // The two severities' columns as printed, made once for the group.
            let errorText = Array(style.severity(.error, Severity.error.rawValue.padded(to: severityWidth)).utf8)
            let warningText = Array(style.severity(.warning, Severity.warning.rawValue.padded(to: severityWidth)).utf8)
            // Each check's bracketed id is made once: a group holds the findings of a few checks.
            var checkTexts: [(id: String, text: [UInt8])] = []
            // Room for the group, grown at least twofold: reserving just the group's bytes for
            // each of a monorepo's 600 paths copied the whole report (and faulted its pages in)
            // at every path.
            let needed = output.count + (end - start) * (locationWidth + severityWidth + messageWidth + 40)
            if output.capacity < needed { output.reserveCapacity(max(needed, 2 * output.capacity)) }
            for index in start..<end {
                writeGap()
                let location = diagnostics[index].location
                let locationStart = output.count
                writeDecimal(location.line, to: &output)
                output.append(UInt8(ascii: ":"))
                writeDecimal(location.column, to: &output)
                writeSpaces(locationWidth - (output.count - locationStart))
                writeGap()
                output.append(contentsOf: diagnostics[index].severity == .error ? errorText : warningText)
                writeGap()
                write(messages[index - start])
                writeSpaces(messageWidth - messageColumns[index - start])
                writeGap()
                let checkID = diagnostics[index].checkID
                if let known = checkTexts.firstIndex(where: { sameBytes($0.id, checkID) }) {
                    output.append(contentsOf: checkTexts[known].text)
                } else {
                    checkTexts.append((checkID, Array(style.dim("[\(checkID.printable)]").utf8)))
                    output.append(contentsOf: checkTexts[checkTexts.count - 1].text)
                }
                output.append(UInt8(ascii: "\n"))
            }
            output.append(UInt8(ascii: "\n"))
            start = end
        }
        write(run.summaryLine + "\n")
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `a` and `b` are the same bytes (`==` holds canonically equivalent texts equal,
    /// which would print the first one's bytes for the second).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var (a, b) = (a, b)
        return a.withUTF8 { a in b.withUTF8 { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) } }
    }

    /// How many characters `value` takes in decimal, as `String(value)` writes it.
    private static func decimalCount(_ value: Int) -> Int {
        var (count, rest) = (value < 0 ? 2 : 1, value.magnitude)
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// `value` in decimal, as `String(value)` writes it: its places made room for, then
    /// filled from the last.
    private static func writeDecimal(_ value: Int, to output: inout [UInt8]) {
        let count = decimalCount(value)
        let end = output.count + count
        output.append(contentsOf: repeatElement(UInt8(ascii: "-"), count: count))
        output.withUnsafeMutableBufferPointer { buffer in
            var (rest, at) = (value.magnitude, end)
            repeat {
                at -= 1
                buffer[at] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
        }
    }

    /// The text's byte count when every byte is printable ASCII (0x20 to 0x7E), which
    /// `SafeText` prints as it is, one column a byte; nil otherwise. Eight bytes at a time.
    static func plainASCIICount(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            let ones: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            var index = 0
            if let base = UnsafeRawPointer(bytes.baseAddress) {
                while index + 8 <= bytes.count {
                    let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    // A byte from 0x80, one below 0x20 (exact once no byte is from 0x80), or 0x7F.
                    let below = (word &- ones &* 0x20) & ~word
                    let delete = word ^ (ones &* 0x7F)
                    if (word | below | ((delete &- ones) & ~delete)) & high != 0 { return nil }
                    index += 8
                }
            }
            while index < bytes.count {
                guard bytes[index] >= 0x20, bytes[index] < 0x7F else { return nil }
                index += 1
            }
            return bytes.count
        }
    }
}

import L10nCatalog
import L10nProject
/// One self-contained page to open in a browser or attach to a build: inline CSS, no
/// scripts, fonts or images. A table of features by language shows each coverage as a bar
/// (green complete, yellow partial, red under 50%) with `translated/keys · percent%`, then
/// a table of the work. Every piece of catalog text is escaped (`&`, `<`, `>`, `"`, `'`), and
/// line breaks in it are kept by `white-space: pre-wrap`.
package enum CoverageHTMLFormatter: CoverageFormatter {
    package static let id = "html"
    package static let summary = "self-contained HTML page with coverage bars and the list of work"

    static let styleSheet = """
        body { font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; color: #1f2328; max-width: 72rem; margin: 2rem auto; padding: 0 1rem; }
        h1 { font-size: 1.6rem; margin-bottom: .25rem; }
        h2 { font-size: 1.2rem; margin-top: 2rem; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; vertical-align: top; padding: .45rem .6rem; border-bottom: 1px solid #d0d7de; }
        thead th { border-bottom-width: 2px; }
        tfoot th, tfoot td { font-weight: 600; border-bottom: none; }
        .number { text-align: right; font-variant-numeric: tabular-nums; }
        .path { display: block; color: #59636e; font-size: .8rem; font-weight: normal; }
        .bar { width: 100%; min-width: 8rem; height: .6rem; background: #eaeef2; border-radius: .3rem; overflow: hidden; }
        .fill { height: 100%; }
        .complete { background: #1a7f37; }
        .partial { background: #d4a72c; }
        .low { background: #cf222e; }
        .figures { font-size: .85rem; color: #59636e; font-variant-numeric: tabular-nums; }
        .text { white-space: pre-wrap; }
        .status { font-weight: 600; }
        .status.missing, .status.empty { color: #cf222e; }
        .status.unreviewed { color: #9a6700; }
        .done { color: #1a7f37; font-weight: 600; }
        """

    package static func render(_ report: CoverageReport, options: CoverageRenderOptions) -> String {
        var html: [String] = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>Localization coverage</title>",
            "<style>",
            styleSheet,
            "</style>",
            "</head>",
            "<body>",
            "<h1>Localization coverage</h1>",
            "<p>\(String(counting: report.totalKeys, "key")) in \(String(counting: report.features.count, "feature")); "
                + "required languages: \(escape(report.languages.joined(separator: ", "))).</p>",
        ]
        html += coverageTable(report)
        if report.work.isEmpty {
            html.append("<p class=\"done\">\(CoverageWording.allTranslated(keys: report.totalKeys, languages: report.languages.map(escape)))</p>")
        } else {
            html += workTable(report)
        }
        html += ["</body>", "</html>"]
        return html.joined(separator: "\n") + "\n"
    }

    private static func coverageTable(_ report: CoverageReport) -> [String] {
        var html = ["<table>", "<thead>"]
        html.append("<tr><th>Feature</th><th class=\"number\">Keys</th>" + report.languages.map { "<th>\(escape($0))</th>" }.joined() + "</tr>")
        html += ["</thead>", "<tbody>"]
        for feature in report.features {
            let label = "\(escape(feature.feature))<span class=\"path\">\(escape(feature.catalog))</span>"
            html.append(row(label: label, keys: feature.keys, coverage: feature.coverage, languages: report.languages))
        }
        html += ["</tbody>", "<tfoot>"]
        html.append(row(label: "Total", keys: report.totalKeys, coverage: report.totals, languages: report.languages))
        html += ["</tfoot>", "</table>"]
        return html
    }

    private static func row(label: String, keys: Int, coverage: [String: LanguageCoverage], languages: [String]) -> String {
        var cells = "<tr><th scope=\"row\">\(label)</th><td class=\"number\">\(keys)</td>"
        for language in languages {
            guard let coverage = coverage[language] else { cells += "<td></td>"; continue }
            let level = coverage.translated == coverage.keys ? "complete" : coverage.percent < 50 ? "low" : "partial"
            cells += "<td><div class=\"bar\"><div class=\"fill \(level)\" style=\"width: \(coverage.percentText)%\"></div></div>"
                + "<span class=\"figures\">\(coverage.translated)/\(coverage.keys) · \(coverage.percentText)%</span></td>"
        }
        return cells + "</tr>"
    }

    private static func workTable(_ report: CoverageReport) -> [String] {
        var html = ["<h2>Needs work: \(String(counting: report.work.count, "translation"))</h2>", "<table>", "<thead>"]
        html.append("<tr><th>Feature</th><th>Key</th><th>Language</th><th>Status</th><th>Source</th><th>Comment</th><th>Plural forms</th></tr>")
        html += ["</thead>", "<tbody>"]
        for item in report.work {
            let plural = item.plural.map {
                CoverageWording.neededForms($0, language: item.language, escape: escape) + "<br>" + CoverageWording.sourceForms($0, escape: escape)
            }
            html.append("<tr><td>\(escape(item.feature))</td><td><code class=\"text\">\(escape(item.key))</code></td>"
                + "<td>\(escape(item.language))</td><td class=\"status \(item.status.rawValue)\">\(item.status.rawValue)</td>"
                + "<td class=\"text\">\(escape(item.source ?? ""))</td><td class=\"text\">\(escape(item.comment ?? ""))</td>"
                + "<td class=\"text\">\(plural ?? "")</td></tr>")
        }
        html += ["</tbody>", "</table>"]
        return html
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if let escaped = CoverageWording.escapedControlCharacter(scalar) {
                    result += escaped
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

/// HTML helpers for the dashboard: escaping and the page frame with its inline style (no external assets).
enum HTML {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(style)</style>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1b1f24;background:#fff}
        h1{font-size:20px}h2{font-size:16px;margin-top:28px}table{border-collapse:collapse}
        td,th{padding:4px 10px;border-bottom:1px solid #ddd;text-align:left;vertical-align:middle}
        .passed{color:#1a7f37}.failed,.crashed,.timed_out,.error{color:#cf222e;font-weight:600}
        svg.chart{border:1px solid #d0d7de;background:#fafbfc;margin:6px 0}
        .trend{fill:none;stroke:#0969da;stroke-width:1.5}.point{fill:#0969da}
        .spread-band{fill:#0969da;opacity:.15}.budget-line{stroke:#cf222e;stroke-width:1.5;stroke-dasharray:6 4}
        .change-point{stroke-width:2;stroke-dasharray:3 3}.change-point.regression{stroke:#cf222e}
        .change-point.improvement{stroke:#1a7f37}.change-point.change{stroke:#8250df}
        .axis{font-size:11px;fill:#57606a}.sparkline polyline{fill:none;stroke:#0969da;stroke-width:1.2}
        .machine{color:#57606a;font-size:12px}
        .change-point.machine{stroke:#8c959f}.grid{stroke:#eaeef2;stroke-width:1}.tick{stroke:#8c959f}
        .commit-tick{font:10px ui-monospace,monospace;fill:#57606a;dominant-baseline:central}
        #open-regressions td{background:#fff5f5}#open-regressions .size{color:#cf222e;font-weight:600}
        p.none{color:#1a7f37}.broken{color:#cf222e;font-weight:600}.headroom strong{font-size:15px}
        td.headroom{font-size:12px;max-width:320px}code{font:12px ui-monospace,monospace}
        """
}

/// The SVG text of a flame graph.
extension FlameGraph {
    /// The whole document: style, script, title, search box, frames, details line.
    static func document(
        title: String, subtitle: String, frames: [FlameFrame], total: UInt64, depth: Int, options: FlameGraphOptions
    ) -> String {
        let width = options.width
        let height = Int(options.topPadding + options.bottomPadding) + (depth + 1) * options.frameHeight
        var svg = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" class="flamegraph" data-total="\(total)" \
            data-side="\(options.sidePadding)" data-frame-height="\(options.frameHeight)" \
            data-char-width="\(options.characterWidth)" data-bottom="\(Double(height) - options.bottomPadding)">
            <style>\(style(fontSize: options.fontSize))</style>
            <script><![CDATA[\(script)]]></script>
            <rect class="background" x="0" y="0" width="\(width)" height="\(height)"/>
            <text id="title" x="\(width / 2)" y="\(options.fontSize * 2)">\(XMLText.escape(title))</text>
            <text id="subtitle" x="\(width / 2)" y="\(options.fontSize * 3.4)">\(XMLText.escape(subtitle))</text>
            <text id="reset" class="button hidden" x="\(options.sidePadding)" y="\(options.fontSize * 2)">Reset zoom</text>
            <foreignObject x="\(width - 250)" y="6" width="\(250 - Int(options.sidePadding))" height="26">\
            <input xmlns="http://www.w3.org/1999/xhtml" id="search" type="search" placeholder="Search (regex)" \
            title="Colour the frames whose name matches"/></foreignObject>
            <text id="details" x="\(options.sidePadding)" y="\(height - 10)"> </text>
            <text id="matched" x="\(Double(width) - options.sidePadding)" y="\(height - 10)"> </text>
            <g id="frames">

            """
        for frame in frames { svg += element(frame, total: total, height: height, options: options) }
        svg += "</g>\n</svg>\n"
        return svg
    }

    /// One frame as a group: its title (the tooltip), its rectangle and its label.
    static func element(_ frame: FlameFrame, total: UInt64, height: Int, options: FlameGraphOptions) -> String {
        let drawable = Double(options.width) - 2 * options.sidePadding
        let scale = total == 0 ? 0 : drawable / Double(total)
        let x = options.sidePadding + Double(frame.start) * scale, width = Double(frame.weight) * scale
        let y = Double(height) - options.bottomPadding - Double((frame.depth + 1) * options.frameHeight)
        let name = XMLText.escape(frame.name)
        return """
            <g class="frame" data-name="\(name)" data-start="\(frame.start)" data-weight="\(frame.weight)" \
            data-depth="\(frame.depth)"><title>\(XMLText.escape(frame.tooltip))</title>\
            <rect x="\(number(x))" y="\(number(y))" width="\(number(max(0, width - 1)))" \
            height="\(options.frameHeight - 1)" rx="2" fill="\(frame.fill)"/>\
            <text x="\(number(x + 3))" y="\(number(y + Double(options.frameHeight) - 4.5))">\
            \(XMLText.escape(label(frame.name, width: width, options: options)))</text></g>

            """
    }

    /// `name` cut to fit a frame `width` pixels wide: whole, or its start and `..`, or nothing when
    /// fewer than three characters would fit.
    static func label(_ name: String, width: Double, options: FlameGraphOptions) -> String {
        let fits = Int((width - 6) / options.characterWidth)
        guard fits >= 3 else { return "" }
        return name.count <= fits ? name : String(name.prefix(fits - 2)) + ".."
    }

    /// A coordinate with at most two decimals.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// The style sheet and the script inlined in every flame graph.
extension FlameGraph {
    /// The CSS: fonts, the faded callers of a zoomed frame, search matches, hidden frames.
    static func style(fontSize: Double) -> String {
        """

        svg.flamegraph { font-family: Verdana, sans-serif; font-size: \(fontSize)px; }
        .background { fill: #f7f7f2; }
        #title { font-size: \(fontSize * 1.4)px; text-anchor: middle; }
        #subtitle { fill: #555; text-anchor: middle; }
        #matched { text-anchor: end; }
        .button { cursor: pointer; fill: #0645ad; }
        .hidden { display: none; }
        g.frame { cursor: pointer; }
        g.frame text { pointer-events: none; fill: #000; }
        g.frame:hover rect { stroke: #000; stroke-width: 0.5; }
        g.frame.caller rect { opacity: 0.5; }
        g.frame.match rect { fill: rgb(230,0,230); }

        """
    }

    /// The script: zoom on click, reset, details on hover, search with the matched share (also from the
    /// address, `graph.svg?s=term`, to share a search); Ctrl-F goes to the search box, Escape clears the
    /// search and the zoom. Frames keep
    /// their place in the profile in `data-start`/`data-weight`/`data-depth`; zooming lays them out again.
    static let script = """

        (function () {
          "use strict";
          var svg = document.documentElement;
          var total = Number(svg.getAttribute("data-total"));
          var side = Number(svg.getAttribute("data-side"));
          var charWidth = Number(svg.getAttribute("data-char-width"));
          var drawable = Number(svg.getAttribute("width")) - 2 * side;
          var frames, details, matched, reset, search, zoomed = null;
          function fit(name, width) {
            var fits = Math.floor((width - 6) / charWidth);
            if (fits < 3) return "";
            return name.length <= fits ? name : name.slice(0, fits - 2) + "..";
          }
          function info(g) {
            return { g: g, name: g.getAttribute("data-name"), start: Number(g.getAttribute("data-start")),
                     weight: Number(g.getAttribute("data-weight")), depth: Number(g.getAttribute("data-depth")) };
          }
          function place(f, x, width) {
            var rect = f.g.querySelector("rect"), text = f.g.querySelector("text");
            rect.setAttribute("x", x.toFixed(2));
            rect.setAttribute("width", Math.max(0, width - 1).toFixed(2));
            text.setAttribute("x", (x + 3).toFixed(2));
            text.textContent = fit(f.name, width);
          }
          function zoom(target) {
            zoomed = target && target.depth > 0 ? target : null;
            var z = zoomed || { start: 0, weight: total, depth: 0 };
            var scale = z.weight > 0 ? drawable / z.weight : 0;
            frames.forEach(function (f) {
              var inside = f.depth >= z.depth && f.start >= z.start && f.start + f.weight <= z.start + z.weight;
              var caller = f.depth < z.depth && f.start <= z.start && f.start + f.weight >= z.start + z.weight;
              f.g.classList.toggle("hidden", !inside && !caller);
              f.g.classList.toggle("caller", caller && zoomed !== null);
              if (inside) place(f, side + (f.start - z.start) * scale, f.weight * scale);
              else if (caller) place(f, side, drawable);
            });
            reset.classList.toggle("hidden", zoomed === null);
            svg.setAttribute("data-zoomed", zoomed ? zoomed.name : "");
          }
          function pattern(term) {
            try { return new RegExp(term); }
            catch (e) { return new RegExp(term.replace(/[.*+?^${}()|[\\]\\\\]/g, "\\\\$&")); }
          }
          function highlight(term) {
            var re = term ? pattern(term) : null, spans = [];
            frames.forEach(function (f) {
              var hit = re !== null && f.depth > 0 && re.test(f.name);
              f.g.classList.toggle("match", hit);
              if (hit) spans.push([f.start, f.start + f.weight]);
            });
            spans.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
            var covered = 0, end = -1;
            spans.forEach(function (s) {
              if (s[1] <= end) return;
              covered += s[1] - Math.max(s[0], end);
              end = s[1];
            });
            var share = total > 0 ? covered * 100 / total : 0;
            matched.textContent = re ? "Matched: " + share.toFixed(share < 1 ? 2 : 1) + " %" : " ";
            svg.setAttribute("data-matched", re ? String(share) : "");
          }
          function start() {
            frames = Array.prototype.map.call(document.querySelectorAll("g.frame"), info);
            details = document.getElementById("details");
            matched = document.getElementById("matched");
            reset = document.getElementById("reset");
            search = document.getElementById("search");
            frames.forEach(function (f) {
              var tip = f.g.querySelector("title").textContent;
              f.g.addEventListener("click", function () { zoom(f); });
              f.g.addEventListener("mouseover", function () { details.textContent = tip; });
              f.g.addEventListener("mouseout", function () { details.textContent = " "; });
            });
            reset.addEventListener("click", function () { zoom(null); });
            search.addEventListener("input", function () { highlight(search.value); });
        document.addEventListener("keydown", function (event) {
          if ((event.ctrlKey || event.metaKey) && event.key === "f") { event.preventDefault(); search.focus(); }
          if (event.key === "Escape") { search.value = ""; highlight(""); zoom(null); }
        });
        var term = new URLSearchParams(window.location.search).get("s");
        if (term) { search.value = term; highlight(term); }
            svg.setAttribute("data-ready", "true");
          }
          if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
          else start();
        })();

        """
}

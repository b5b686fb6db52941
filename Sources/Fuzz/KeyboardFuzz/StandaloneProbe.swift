import FuzzSupport
import KeyboardCore

/// The core's lower-level public API, called directly with fuzzed values: geometry for any width,
/// the layout audit for any screen, the tree cache, the snippet buffer, layouts made of fuzzed keys
/// and colour parsing.
enum StandaloneProbe {
    /// Reads which API to call and its operands from `input`, calls it and checks the answer.
    static func run(_ input: inout FuzzBytes, options: FuzzOptions) throws(FuzzFinding) {
        switch input.byte() % 6 {
        case 0: try geometry(&input, options: options)
        case 1: try audit(&input, options: options)
        case 2: try TreeCacheProbe.run(&input, options: options)
        case 3: try input.byte() % 2 == 0 ? snippet(&input) : snippetAgainstReference(&input)
        case 4: try LayoutProbe.run(&input)
        default: try colour(input.string(maxLength: 9))
        }
    }

    /// A geometry for any width is refused or usable; a usable one gives finite frames and hit regions.
    static func geometry(_ input: inout FuzzBytes, options: FuzzOptions) throws(FuzzFinding) {
        let width = input.double()
        guard let geometry = try? KeyboardGeometry(width: width) else {
            try expect(
                !(width.isFinite && width >= KeyboardGeometry.minimumWidth), "geometry", "refused usable width \(width)"
            )
            return
        }
        let layout = KeyboardLayout.standard(input.pick(KeyboardMode.allCases), showsGlobe: input.byte() % 2 == 0)
        // Out-of-range rows and row counts are refused by name; what is returned is finite.
        guard let frames = try? geometry.frames(for: layout) else {
            try expect(false, "frames", "refused a standard layout at width \(width)")
            return
        }
        try expect(
            frames.count == layout.rows.count, "frames", "\(frames.count) rows of frames for \(layout.rows.count) rows")
        try expectFinite(frames, "frames", width: width)
        if let regions = try? geometry.hitRegions(for: frames) { try expectFinite(regions, "hitRegions", width: width) }
        let rowCount = KeyboardMetrics.rowHeights.count
        let row = options.tries(15) ? input.smallInt() : input.index(below: rowCount)
        if let frame = try? geometry.rowFrame(row) { try expectFinite([[frame]], "rowFrame", width: width) }
        let keys = layout.rows[input.index(below: layout.rows.count)]
        if let rowFrames = try? geometry.frames(for: keys, row: row) {
            try expectFinite([rowFrames], "frames(for:row:)", width: width)
        }
        if options.tries(15) { _ = try? geometry.hitRegions(for: frames + frames) }
    }

    /// Every coordinate of every rect is a finite number.
    static func expectFinite(_ rows: [[Rect]], _ operation: String, width: Double) throws(FuzzFinding) {
        for rect in rows.joined() {
            let finite = rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite
            try expect(finite, operation, "non-finite \(rect) at width \(width)")
        }
    }

    /// The audit of any screen is refused or consistent: a pass means a positive, finite screen height
    /// the keyboard takes at most 40 % of (checked only when trying known fault 17).
    static func audit(_ input: inout FuzzBytes, options: FuzzOptions) throws(FuzzFinding) {
        let device = DevicePreset(
            name: input.string(maxLength: 8), screenWidth: input.double(), screenHeight: input.double())
        let mode = input.pick(KeyboardMode.allCases)
        guard let report = try? LayoutAudit.audit(device: device, mode: mode, showsGlobe: input.byte() % 2 == 0) else {
            return
        }
        try expect(
            report.keys.count == KeyboardLayout.standard(mode, showsGlobe: true).rows.joined().count
                || report.keys.count == KeyboardLayout.standard(mode, showsGlobe: false).rows.joined().count,
            "audit", "\(report.keys.count) key findings for \(mode)")
        guard options.tries(17), report.passes else { return }
        let share = report.heightShare
        try expect(
            share.isFinite && share > 0 && share <= LayoutAuditReport.maximumHeightShare, "audit",
            "passes with height share \(share) on a screen \(device.screenHeight) pt high")
    }

    /// A snippet buffer of any capacity keeps at most that many characters (0…300).
    static func snippet(_ input: inout FuzzBytes) throws(FuzzFinding) {
        var buffer = SnippetBuffer(capacity: input.smallInt() * 4)
        for _ in 0..<input.index(below: 8) {
            if input.byte() % 3 == 0 {
                buffer.deleteLast(isSecure: input.byte() % 4 == 0)
            } else {
                buffer.append(input.string(), isSecure: input.byte() % 4 == 0)
            }
            try expect(
                buffer.count <= buffer.capacity && buffer.capacity <= SnippetBuffer.defaultCapacity, "snippet",
                "\(buffer.count) characters kept, capacity \(buffer.capacity)")
        }
    }

    /// A snippet window of fuzzed capacity against its reference (`SnippetModel`) over fuzzed pastes,
    /// typing, backspaces and clears: the window reads as Swift segments the document, with only the
    /// documented split of characters beyond the byte cap.
    static func snippetAgainstReference(_ input: inout FuzzBytes) throws(FuzzFinding) {
        var model = SnippetModel(capacity: input.pick([1, 2, 5, 12, 300]))
        for _ in 0..<input.index(below: 12) {
            switch input.byte() % 10 {
            case 0: model.deleteLast()
            case 1: model.clear()
            default:
                var scalars = String.UnicodeScalarView()
                for _ in 0...input.index(below: 4) {
                    let scalar = input.pick(SnippetReference.alphabet)
                    let repeats = input.byte() % 4 == 0 ? 1 + input.index(below: 80) : 1
                    for _ in 0..<repeats { scalars.append(scalar) }
                }
                let typed = input.byte() % 2 == 0
                model.append(String(scalars), pieces: typed ? scalars.map { _ in 1 + input.index(below: 3) } : [])
            }
            if let mismatch = model.mismatch() { try expect(false, "snippet", mismatch) }
        }
    }

    /// A colour string is refused or reads back as the same colour from its own hex form.
    static func colour(_ text: String) throws(FuzzFinding) {
        guard let colour = try? RGBColor(hex: text) else { return }
        let again = try? RGBColor(hex: colour.hexString)
        try expect(
            again == colour, "colour", "'\(text)' read as \(colour) does not read back from '\(colour.hexString)'")
    }
}

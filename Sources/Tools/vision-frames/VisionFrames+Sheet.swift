#if canImport(Glibc)
    @preconcurrency import Glibc
#endif
import SceneRenderer
import TouchMapping
import VisionPipeline

/// `vision-frames sheet DIR`: the printed sheet as its specification, for a scene generator of its own
/// (scripts/vision/independent_scenes.py): the flat print and the keys it prints.
extension VisionFrames {
    /// Grey levels of the flat print's three classes.
    static let (sheetInk, sheetPaper, sheetOffSheet): (UInt8, UInt8, UInt8) = (0, 255, 128)

    /// Writes `sheet.png` (the print seen straight from above at the session's size: ink black, paper
    /// white, beyond the sheet's edges mid grey) and `sheet.json` (the layout code, the frame size the
    /// keys are laid out for, keyboard space → print pixels, every key's id, label and rectangle in
    /// keyboard space, the calibration marks) into `directory` (created if missing).
    static func writeSheet(settings: SceneSettings, to directory: String) {
        var flat = settings
        flat.perspective = 0
        let renderer: SceneRenderer
        do {
            renderer = try SceneRenderer(settings: flat, text: "a")
        } catch {
            fputs("vision-frames: \(error)\n", stderr)
            exit(2)
        }
        renderer.conditions.noise = 0
        renderer.conditions.jitter = 0
        renderer.conditions.table = .plain
        renderer.conditions.noHand = true
        renderer.renderReference()
        mkdir(directory, 0o755)
        write(
            PNGImage.encode(rgba: flatPrint(renderer.frame), width: flat.width, height: flat.height),
            to: directory + "/sheet.png")
        write(Array(sheetJSON(renderer).utf8), to: directory + "/sheet.json")
        print("wrote \(directory)/sheet.png and \(directory)/sheet.json (\(renderer.keyboard.frames.keys.count) keys)")
    }

    /// The rendered hand-free frame as three grey levels: ink, paper, and the plain table beyond the sheet.
    static func flatPrint(_ frame: SceneFrame) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: frame.width * frame.height * 4)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let (r, g, b) = frame.rgb(x: x, y: y)
                let luma = (Int(r) + 2 * Int(g) + Int(b)) / 4
                let level = luma < 106 ? sheetInk : luma > 189 ? sheetPaper : sheetOffSheet
                let at = (y * frame.width + x) * 4
                (out[at], out[at + 1], out[at + 2]) = (level, level, level)
            }
        }
        return out
    }

    /// The sheet's description: print pixel = origin + scale × keyboard point (continuous pixel
    /// coordinates, pixel (0, 0) spans 0…1).
    static func sheetJSON(_ renderer: SceneRenderer) -> String {
        let origin = renderer.cameraPoint(Point(x: 0, y: 0)), corner = renderer.cameraPoint(Point(x: 1, y: 1))
        let keys = renderer.keyboard.frames.keys.enumerated().map { index, key in
            let f = key.frame
            return
                "    {\"index\": \(index), \"id\": \"\(escaped(key.key.id))\", \"label\": \"\(escaped(key.key.label))\", \"rect\": [\(f.x), \(f.y), \(f.width), \(f.height)]}"
        }
        let sheet = PrintedSheet.standard
        let marks = sheet.markCentres.map { "[\($0.x), \($0.y)]" }.joined(separator: ", ")
        return """
            {
              "layout": "\(renderer.settings.language.code)",
              "width": \(renderer.settings.width),
              "height": \(renderer.settings.height),
              "print": {"file": "sheet.png", "ink": \(sheetInk), "paper": \(sheetPaper), "off_sheet": \(sheetOffSheet)},
              "keyboard_to_print": {"origin": [\(origin.x), \(origin.y)], "scale": [\(corner.x - origin.x), \(corner.y - origin.y)]},
              "marks": {"centres": [\(marks)], "half_size": [\(sheet.markHalfSize.x), \(sheet.markHalfSize.y)]},
              "keys": [
            \(keys.joined(separator: ",\n"))
              ]
            }

            """
    }

    /// `text` with `"` and `\\` escaped, for a JSON string.
    static func escaped(_ text: String) -> String {
        text.reduce(into: "") { out, character in
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
    }
}

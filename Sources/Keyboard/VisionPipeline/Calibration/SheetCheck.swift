import TouchMapping

/// Whether four marks form the sheet: through the homography they give, the reference must show the
/// printed keyboard — paper at key centres, and key outlines at least 7 % darker (blur and JPEG soften
/// the 1 px outlines) — for `CameraConfig.printedKeyShare` of the keys.
enum SheetCheck {
    /// Throws `.marksDoNotFormSheet` unless `cameraToKeyboard` puts the keyboard's print (its keys'
    /// top-left `corners` and `centres`, keyboard space) where the reference shows it.
    static func verify(
        _ cameraToKeyboard: Homography, corners: Storage<Point>, centres: Storage<Point>, reference: ReferenceModel,
        required: Double
    ) throws(VisionError) {
        let keys = corners
        guard let keyboardToCamera = try? cameraToKeyboard.inverted(), keys.count > 0 else {
            throw .marksDoNotFormSheet(printedKeys: 0, keys: keys.count)
        }
        let paper = reference.paperLevel
        var printed = 0
        for index in 0..<keys.count {
            let centre = keyboardToCamera.apply(centres[index])
            let edge = keyboardToCamera.apply(Point(x: corners[index].x, y: centres[index].y))
            guard let atCentre = reference.lumaAt(centre), let atEdge = reference.darkestAt(edge) else { continue }
            if atCentre * 4 >= paper * 3, atEdge * 100 < atCentre * 93 { printed += 1 }
        }
        guard Double(printed) >= required * Double(keys.count) else {
            throw .marksDoNotFormSheet(printedKeys: printed, keys: keys.count)
        }
    }
}

extension ReferenceModel {
    /// The reference luma at camera point `p` (nil outside the frame).
    func lumaAt(_ p: Point) -> Int? {
        guard p.x.isFinite, p.y.isFinite, p.x >= 0, p.y >= 0, p.x < Double(width), p.y < Double(height) else {
            return nil
        }
        return Int(luma[Int(p.y) * width + Int(p.x)])
    }

    /// The darkest reference luma within the filter's radius of camera point `p` (nil outside the frame).
    func darkestAt(_ p: Point) -> Int? {
        guard p.x.isFinite, p.y.isFinite, p.x >= 0, p.y >= 0, p.x < Double(width), p.y < Double(height) else {
            return nil
        }
        return Int(darkest[Int(p.y) * width + Int(p.x)])
    }
}

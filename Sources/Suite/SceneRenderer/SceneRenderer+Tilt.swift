import TouchMapping

/// A camera pitched or tilted after calibration, as a real projection: the view's homography read as a
/// pinhole camera (focal length the frame's width, principal point its centre) looking at the sheet's
/// plane; the camera swung by the pose's pitch (about its x axis) and yaw (about its y axis) around
/// the point of the sheet under the keyboard's centre, the plane projected through it again.
extension SceneRenderer {
    /// The camera-pixel map (calibrated camera → camera at `pose`'s pitch and yaw); the identity when
    /// the pose is not tilted.
    public func tiltMap(_ pose: CameraPose) -> Matrix3 {
        guard pose.isTilted else { return .identity }
        let w = Double(settings.width), h = Double(settings.height), f = w
        let k = Matrix3(f, 0, w / 2, 0, f, h / 2, 0, 0, 1)
        let e = cameraFromKeyboard.entries
        let view = Matrix3(e[0], e[1], e[2], e[3], e[4], e[5], e[6], e[7], 1)
        guard let kInverse = k.inverse, let viewInverse = view.inverse else { return .identity }
        // The plane: keyboard point (u, v) ↦ u a + v b + t in the calibrated camera's coordinates.
        let plane = kInverse * view
        let a = (plane.m0, plane.m3, plane.m6), b = (plane.m1, plane.m4, plane.m7), t = (plane.m2, plane.m5, plane.m8)
        let pivot = (0.5 * a.0 + 0.5 * b.0 + t.0, 0.5 * a.1 + 0.5 * b.1 + t.1, 0.5 * a.2 + 0.5 * b.2 + t.2)
        let rotation = Self.rotation(yaw: pose.yaw) * Self.rotation(pitch: pose.pitch)
        // The camera's centre swung about the pivot: c − R c; a point P is then seen at Rᵀ (P − centre).
        let turned = rotation.times(pivot)
        let centre = (pivot.0 - turned.0, pivot.1 - turned.1, pivot.2 - turned.2)
        let moved = Matrix3(columns: a, b, (t.0 - centre.0, t.1 - centre.1, t.2 - centre.2))
        return (k * rotation.transposed * moved * viewInverse).normalised
    }

    /// Where the camera at `pose` sees a point it saw at `p` when calibrated: pitched and tilted, then
    /// shifted and turned.
    public func seen(_ p: Point, _ pose: CameraPose) -> Point {
        let tilted = pose.isTilted ? tiltMap(pose).project(p) : p
        return pose.apply(tilted, centre: Point(x: Double(settings.width) / 2, y: Double(settings.height) / 2))
    }

    /// The rotation about the x axis by `pitch` degrees.
    static func rotation(pitch: Double) -> Matrix3 {
        let angle = pitch * Double.pi / 180, c = cosineOf(angle), s = sineOf(angle)
        return Matrix3(1, 0, 0, 0, c, -s, 0, s, c)
    }

    /// The rotation about the y axis by `yaw` degrees.
    static func rotation(yaw: Double) -> Matrix3 {
        let angle = yaw * Double.pi / 180, c = cosineOf(angle), s = sineOf(angle)
        return Matrix3(c, 0, s, 0, 1, 0, -s, 0, c)
    }
}

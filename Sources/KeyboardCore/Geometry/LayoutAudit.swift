/// Audits layouts against story 6.2: height share of the screen and 44 pt tap targets.
public enum LayoutAudit {
    /// The minimum tap-target side in points (iOS Human Interface Guidelines).
    public static let minimumTapTarget: Double = 44

    /// Audits `mode` on `device` (keyboard as wide as the screen, globe shown unless told otherwise).
    /// Throws `.invalidScreenHeight` for a screen height that is not finite and above 0, and the
    /// geometry's errors for an unusable screen width.
    public static func audit(
        device: DevicePreset, mode: KeyboardMode, showsGlobe: Bool = true
    ) throws(KeyboardGeometryError) -> LayoutAuditReport {
        let height = device.screenHeight
        guard height.isFinite, height > 0 else { throw .invalidScreenHeight(height) }
        let geometry = try KeyboardGeometry(width: device.screenWidth)
        let layout = KeyboardLayout.standard(mode, showsGlobe: showsGlobe)
        let frames = try geometry.frames(for: layout)
        let hits = try geometry.hitRegions(for: frames)
        let keys = zip(layout.rows.flatMap { $0 }, zip(frames.flatMap { $0 }, hits.flatMap { $0 }))
            .map { key, rects in finding(key: key, frame: rects.0, hit: rects.1) }
        return LayoutAuditReport(
            device: device, mode: mode, keyboardHeight: KeyboardMetrics.totalHeight,
            heightShare: KeyboardMetrics.totalHeight / device.screenHeight,
            unassignedHeight: KeyboardMetrics.unassignedHeight, keys: keys)
    }

    /// Audits every layout on every device preset.
    public static func auditAll(devices: [DevicePreset] = DevicePreset.all) throws(KeyboardGeometryError)
        -> [LayoutAuditReport]
    {
        var reports: [LayoutAuditReport] = []
        for device in devices {
            for mode in KeyboardMode.allCases { reports.append(try audit(device: device, mode: mode)) }
        }
        return reports
    }

    private static func finding(key: KeyDefinition, frame: Rect, hit: Rect) -> KeyHitFinding {
        let tolerance = 1e-9
        return KeyHitFinding(
            keyID: key.id, frame: frame, hitRegion: hit,
            meetsWidth: hit.width + tolerance >= minimumTapTarget,
            meetsHeight: hit.height + tolerance >= minimumTapTarget)
    }
}

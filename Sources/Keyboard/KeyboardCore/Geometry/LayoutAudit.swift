/// Audits layouts against story 6.2: height share of the screen and 44 pt tap targets.
public enum LayoutAudit {
    /// The minimum tap-target side in points (iOS Human Interface Guidelines).
    static let minimumTapTarget: Double = 44

    /// Audits `mode` of `layouts` on `device` (keyboard as wide as the screen, globe shown unless
    /// told otherwise). Throws `.invalidScreenHeight` for a screen height that is not finite and
    /// above 0, and the geometry's errors for an unusable screen width or layout.
    public static func audit(
        device: DevicePreset, mode: KeyboardMode, showsGlobe: Bool = true,
        layouts: KeyboardLayoutProvider = .standard
    ) throws(KeyboardGeometryError) -> LayoutAuditReport {
        let height = device.screenHeight
        guard height.isFinite, height > 0 else { throw .invalidScreenHeight(height) }
        let geometry = try KeyboardGeometry(width: device.screenWidth)
        try layouts.validate(width: geometry.width)
        let built = try geometry.keyFrames(for: layouts.layout(for: mode, showsGlobe: showsGlobe))
        return LayoutAuditReport(
            device: device, mode: mode, keyboardHeight: KeyboardMetrics.totalHeight,
            heightShare: KeyboardMetrics.totalHeight / height,
            unassignedHeight: KeyboardMetrics.unassignedHeight, keys: built.keys.map(finding))
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

    private static func finding(_ placed: KeyFrame) -> KeyHitFinding {
        let tolerance = 1e-9
        let hit = placed.hitRegion
        return KeyHitFinding(
            keyID: placed.key.id, frame: placed.frame, hitRegion: hit,
            meetsWidth: hit.width + tolerance >= minimumTapTarget,
            meetsHeight: hit.height + tolerance >= minimumTapTarget)
    }
}

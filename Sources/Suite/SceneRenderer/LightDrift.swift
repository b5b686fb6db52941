#if canImport(Glibc)
    import Glibc
#endif

/// Light that drifts over a session, as the renderer's per-channel gains on its 8-bit values
/// (`SceneConditions.light`): a camera whose exposure and white balance were locked at calibration while
/// the room's light changes, or whose auto-exposure wanders. The renderer's values are display-encoded: a
/// gain g on linear light is g^(1 / 2.2) on them.
public enum LightDrift {
    /// A light's gains per channel on the renderer's values.
    public typealias Gains = (red: Double, green: Double, blue: Double)

    /// The named drifts (`vision-frames session --light NAME`, the `vision-conditions` light conditions).
    public static let named: [String: @Sendable (Int, Int) -> Gains] = [
        "exposure": exposureDrift, "exposure-clip": exposureClip, "wb": whiteBalanceDrift,
        "wb-warm": warmWhiteBalanceDrift,
    ]

    /// The gains a light `linear` (per channel, on linear light) makes on encoded values.
    public static func encoded(_ linear: (Double, Double, Double)) -> Gains {
        (pow(linear.0, 1 / 2.2), pow(linear.1, 1 / 2.2), pow(linear.2, 1 / 2.2))
    }

    /// Exposure 1 + `depth` · sin(2π · frame / `period`): up by `depth`, down by it, back, over a period.
    public static func exposure(_ frame: Int, depth: Double, period: Int) -> Double {
        1 + depth * sineOf(2 * Double.pi * Double(frame) / Double(Swift.max(period, 1)))
    }

    /// A black body's spectral radiance at `wavelength` (nanometres) and `kelvin` (Planck's law, up to a
    /// constant factor).
    public static func planck(_ wavelength: Double, _ kelvin: Double) -> Double {
        let metres = wavelength * 1e-9
        return 1 / (pow(metres, 5) * (exp(1.438_777e-2 / (metres * kelvin)) - 1))
    }

    /// The linear-light gains of a black body at `kelvin` against one at `reference`, read at the
    /// sensor's three peaks (610, 550, 465 nm), green kept at 1.
    public static func whiteBalance(_ kelvin: Double, from reference: Double) -> (Double, Double, Double) {
        let red = planck(610, kelvin) / planck(610, reference), green = planck(550, kelvin) / planck(550, reference)
        let blue = planck(465, kelvin) / planck(465, reference)
        return (red / green, 1, blue / green)
    }

    /// The colour temperature at `frame`: `start` → `middle` → `start` over `period` frames (a half sine).
    public static func kelvin(_ frame: Int, start: Double, middle: Double, period: Int) -> Double {
        let t = Swift.min(Swift.max(Double(frame) / Double(Swift.max(period, 1)), 0), 1)
        return start + (middle - start) * sineOf(Double.pi * t)
    }

    /// Exposure ±25 % on linear light (1 + 0.25 sin over `period`): on the encoded values about ±10 %,
    /// the paper clipped at the brightest.
    @Sendable public static func exposureDrift(_ frame: Int, period: Int) -> Gains {
        let gain = exposure(frame, depth: 0.25, period: period)
        return encoded((gain, gain, gain))
    }

    /// Exposure ±25 % on the encoded values themselves (a wandering auto-exposure): the paper clipped in
    /// every channel for about a third of the period.
    @Sendable public static func exposureClip(_ frame: Int, period: Int) -> Gains {
        let gain = exposure(frame, depth: 0.25, period: period)
        return (gain, gain, gain)
    }

    /// The light's colour temperature 3200 K at calibration → 6500 K → 3200 K over `period`, the white
    /// balance locked at 3200 K: blue up to ×2.1 and red down to ×0.67 on linear light, the paper's blue
    /// clipped for most of the period.
    @Sendable public static func whiteBalanceDrift(_ frame: Int, period: Int) -> Gains {
        encoded(whiteBalance(kelvin(frame, start: 3_200, middle: 6_500, period: period), from: 3_200))
    }

    /// 6500 K at calibration → 3200 K → 6500 K (towards tungsten and back), the white balance locked at 6500 K.
    @Sendable public static func warmWhiteBalanceDrift(_ frame: Int, period: Int) -> Gains {
        encoded(whiteBalance(kelvin(frame, start: 6_500, middle: 3_200, period: period), from: 6_500))
    }
}

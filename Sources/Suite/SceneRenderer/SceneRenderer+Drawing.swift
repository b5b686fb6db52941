import TouchMapping

extension SceneRenderer {
    /// Renders frame `index` with the hand at `pose` (or none) into `frame`.
    func draw(_ index: Int, pose: (tip: Point, height: Double, key: Int)?) -> FrameTruth {
        prepareNoise()
        prepareDesk(conditions.table)
        var random = SeededGenerator(seed: settings.seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
        let spread = Swift.max(conditions.jitter, 0)
        let jx = (spread > 0 ? Int(random.next() % UInt64(2 * spread + 1)) - spread : 0) + conditions.cameraShift.x
        let jy = (spread > 0 ? Int(random.next() % UInt64(2 * spread + 1)) - spread : 0) + conditions.cameraShift.y
        var move = conditions.camera
        (move.dx, move.dy) = (move.dx + Double(jx), move.dy + Double(jy))
        var light = conditions.light
        if conditions.flicker, index % 2 == 1 {
            light = (
                light.red * conditions.flickerDepth, light.green * conditions.flickerDepth,
                light.blue * conditions.flickerDepth
            )
        }
        let timestamp = Double(index) / settings.framesPerSecond
        let scale = Double(settings.width) / 640
        let second = secondFinger(at: index, typing: pose)
        let hand = pose.map { pose in
            let tip = seen(cameraPoint(pose.tip), move)
            let other = second.map { finger in
                let at =
                    finger.isKeyboardPoint
                    ? seen(cameraPoint(finger.tip), move) : Point(x: tip.x + finger.tip.x, y: tip.y + finger.tip.y)
                return (tip: at, height: finger.height, converges: finger.isKeyboardPoint)
            }
            return HandShape(tip: tip, height: pose.height, scale: scale, second: other)
        }
        if let fill = conditions.fill {
            fillFrame(fill == .black ? 0 : 255)
            return FrameTruth(
                frame: index, timestamp: timestamp, handVisible: false, touching: false, fingertip: nil, keyIndex: nil,
                height: .infinity, camera: conditions.camera)
        }
        let palette = Palette(light: light, tone: tone(at: index))
        let mapped = background(move, light, &random)
        let source = SourceMap(move, tilt: tiltMap(move), width: settings.width, height: settings.height)
        if let hand { drawHand(hand, source, mapped: mapped, move, palette, &random) }
        if conditions.secondHand {
            let other = HandShape(tip: seen(cameraPoint(Point(x: 0.82, y: 0.35)), move), height: 30, scale: scale)
            drawHand(other, source, mapped: mapped, move, palette, &random)
        }
        if !conditions.objects.isEmpty { drawObjects(index, move, source, light, hand: hand, &random) }
        applyOptics()
        return FrameTruth(
            frame: index, timestamp: timestamp, handVisible: hand != nil,
            touching: pose.map { $0.height == 0 } ?? false,
            fingertip: hand?.tip, keyIndex: pose?.key, height: pose?.height ?? .infinity, camera: conditions.camera)
    }

    /// The skin tone in use at `index`: the tones take equal shares of the script in turn.
    func tone(at index: Int) -> SkinTone {
        let tones = conditions.tones
        guard !tones.isEmpty else { return .medium }
        let total = Swift.max(script.frameCount, 1)
        return tones[Swift.min(Swift.max(index, 0) * tones.count / total, tones.count - 1)]
    }

    /// Lit colours of this frame: skin and nail.
    struct Palette {
        let skin: (Int, Int, Int), nail: (Int, Int, Int)
        init(light: (red: Double, green: Double, blue: Double), tone: SkinTone) {
            func lit(_ c: (UInt8, UInt8, UInt8)) -> (Int, Int, Int) {
                (Int(Double(c.0) * light.red), Int(Double(c.1) * light.green), Int(Double(c.2) * light.blue))
            }
            skin = lit((tone.red, tone.green, tone.blue))
            let nail = tone.nail
            self.nail = lit((nail.red, nail.green, nail.blue))
        }
    }

    private func fillFrame(_ value: UInt8) {
        frame.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<settings.height {
                for x in 0..<settings.width {
                    let at = y * frame.bytesPerRow + x * 4
                    (out[at], out[at + 1], out[at + 2], out[at + 3]) = (value, value, value, 255)
                }
            }
        }
    }

    /// Fills the noise table for the current σ (in place; only when σ changed).
    func prepareNoise() {
        let sigma = conditions.noise.isFinite ? Swift.min(Swift.max(conditions.noise, 0), 60) : 0
        guard sigma != noiseSigma else { return }
        noiseSigma = sigma
        var random = SeededGenerator(seed: settings.seed &+ 17)
        backgroundTables.setNoise { Int8(Swift.min(Swift.max(random.gaussian(sigma: sigma).rounded(), -127), 127)) }
    }

    @inline(__always) static func clamp(_ value: Int) -> UInt8 { UInt8(Swift.min(Swift.max(value, 0), 255)) }
}

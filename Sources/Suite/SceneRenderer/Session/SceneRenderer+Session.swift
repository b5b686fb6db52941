import TouchMapping

extension SceneRenderer {
    /// Writes the script's first `frames` frames as a recorded session (format version 1) into the
    /// existing folder `directory`: the reference as the calibration frame, each frame as packed RGBA
    /// (or PNG), and the truth (touches whose contact ends within those frames, every visible fingertip).
    /// `camera` gives the camera's pose at each frame (the calibration frame sees the pose set before),
    /// `light` the light's gains (the calibration frame sees frame 0's).
    @discardableResult
    public func writeSession(
        to directory: String, frames: Int, format: RecordedSession.FrameFormat = .rgba,
        camera: ((Int) -> CameraPose)? = nil, light: ((Int) -> LightDrift.Gains)? = nil
    ) throws(SessionError) -> RecordedSession {
        let count = Swift.min(Swift.max(frames, 1), frameCount)
        var session = RecordedSession(
            directory: directory, width: settings.width, height: settings.height,
            framesPerSecond: settings.framesPerSecond, language: settings.language, frameCount: count,
            frameFormat: format, touches: script.contacts.filter { $0.end < count }, fingertips: [])
        if let light { conditions.light = light(0) }
        renderReference()
        try RawFile.write(encodedFrame(format), to: session.calibrationPath)
        var tips = [Point?](repeating: nil, count: count)
        for index in 0..<count {
            if let camera { conditions.camera = camera(index) }
            if let light { conditions.light = light(index) }
            tips[index] = render(frame: index).fingertip
            try RawFile.write(encodedFrame(format), to: session.framePath(index))
        }
        session = RecordedSession(
            directory: directory, width: settings.width, height: settings.height,
            framesPerSecond: settings.framesPerSecond, language: settings.language, frameCount: count,
            frameFormat: format, touches: session.touches, fingertips: tips)
        try RawFile.write(
            Array(session.truthJSON(keyboard: keyboard).utf8), to: directory + "/" + RecordedSession.truthFile)
        return session
    }

    /// The frame as a file of `format`.
    func encodedFrame(_ format: RecordedSession.FrameFormat) -> [UInt8] {
        switch format {
        case .rgba: packedRGBA()
        case .png: PNGImage.encode(rgba: packedRGBA(), width: frame.width, height: frame.height)
        }
    }

    /// The frame as packed RGBA (no row padding, alpha 255), whatever the frame's order and stride.
    func packedRGBA() -> [UInt8] {
        if frame.order == .rgba, frame.bytesPerRow == frame.width * 4 { return frame.pixels }
        var out = [UInt8](repeating: 255, count: frame.width * frame.height * 4)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let (r, g, b) = frame.rgb(x: x, y: y)
                let at = (y * frame.width + x) * 4
                (out[at], out[at + 1], out[at + 2]) = (r, g, b)
            }
        }
        return out
    }
}

extension RecordedSession {
    /// The truth file's text: one member a line, one touch or fingertip a line.
    public func truthJSON(keyboard: PrintedKeyboard) -> String {
        let keys = keyboard.frames.keys
        let touchLines = touches.map {
            "    {\"key\": \"\(jsonEscaped(keys[$0.keyIndex].key.id))\", \"start\": \($0.start), \"end\": \($0.end)}"
        }
        let tipLines = fingertips.enumerated().compactMap { frame, tip in
            tip.map { "    [\(frame), \($0.x), \($0.y)]" }
        }
        return """
            {
              "format": "\(Self.formatName)",
              "version": \(Self.formatVersion),
              "width": \(width),
              "height": \(height),
              "fps": \(framesPerSecond.formatted),
              "layout": "\(language.code)",
              "frames": \(frameCount),\(frameFormat == .png ? "\n  \"frame_format\": \"png\"," : "")
              "touches": [
            \(touchLines.joined(separator: ",\n"))
              ],
              "fingertips": [
            \(tipLines.joined(separator: ",\n"))
              ]
            }

            """
    }
}

/// `text` with `"` and `\\` escaped, for a JSON string (key ids hold no control characters).
func jsonEscaped(_ text: String) -> String {
    text.reduce(into: "") { out, character in
        if character == "\"" || character == "\\" { out.append("\\") }
        out.append(character)
    }
}

import KeyboardCore
import TouchMapping

extension RecordedSession {
    /// Reads and checks the session in `directory`: the truth file, its version and ranges (a frame of
    /// at most `maximumPixels`, 1 to 1000 frames per second), and that the calibration frame and every
    /// frame exist with `width × height × 4` bytes (or a PNG header of that size), before anything sized
    /// by the frame count is made. The first problem found is thrown. Frames are decoded only by
    /// `readFrame` and `checkFrames`.
    public static func load(directory: String) throws(SessionError) -> RecordedSession {
        let members = try truthMembers(directory + "/" + truthFile)
        let width = try whole("width", members, 64...8_192), height = try whole("height", members, 64...8_192)
        guard width * height <= maximumPixels else {
            throw .outOfRange(
                "a frame of \(width) × \(height) is more than \(maximumPixels) pixels (3840 × 2160, a 4K frame)")
        }
        let fps = try number("fps", members)
        guard fps >= 1, fps <= 1_000 else { throw .outOfRange("fps \(fps.formatted) is not in 1…1000") }
        guard case .string(let code) = members["layout"] else {
            throw .badMember("layout", "a layout code, e.g. \"en\"")
        }
        guard let language = languages.first(where: { $0.code == code }) else {
            throw .outOfRange("layout '\(code)' is unknown (\(languages.map(\.code).joined(separator: ", ")))")
        }
        let frameCount = try whole("frames", members, 1...1_000_000)
        let frameFormat = try format(members["frame_format"])
        var session = RecordedSession(
            directory: directory, width: width, height: height, framesPerSecond: fps, language: language,
            frameCount: frameCount, frameFormat: frameFormat, touches: [], fingertips: [])
        try session.checkFrameFiles()
        let touches = try session.readTouches(members["touches"])
        let fingertips = try session.readFingertips(members["fingertips"])
        session = RecordedSession(
            directory: directory, width: width, height: height, framesPerSecond: fps, language: language,
            frameCount: frameCount, frameFormat: frameFormat, touches: touches, fingertips: fingertips)
        return session
    }

    /// The top-level members of the truth file, its format and version checked.
    static func truthMembers(_ path: String) throws(SessionError) -> [String: JSONValue] {
        let bytes = try RawFile.read(path)
        let value: JSONValue
        do throws(JSONParseError) {
            value = try JSONParser.parse(bytes)
        } catch {
            throw .malformedJSON(error.description)
        }
        guard case .object(let members) = value else { throw .badMember("the top level", "an object") }
        guard case .string(let format) = members["format"] else { throw .badMember("format", "a string") }
        guard format == formatName else { throw .unknownFormat(format) }
        let version = try number("version", members)
        guard version == Double(formatVersion) else { throw .unknownVersion(version) }
        return members
    }

    /// Every touch: `{"key": id, "start": frame, "end": frame}`, the key on the printed keyboard, the
    /// frames within the session, start ≤ end.
    func readTouches(_ value: JSONValue?) throws(SessionError) -> [TrueContact] {
        guard case .array(let items) = value else { throw .badMember("touches", "an array") }
        guard items.count <= frameCount else {
            throw .outOfRange(
                "touches: \(items.count) touches in \(frameCount) frames; a session has at most one per frame")
        }
        let keys = keyboard.frames.keys
        var touches: [TrueContact] = []
        for (index, item) in items.enumerated() {
            guard case .object(let touch) = item else { throw .badMember("touches[\(index)]", "an object") }
            guard case .string(let id) = touch["key"] else { throw .badMember("touches[\(index)].key", "a key id") }
            guard let key = keys.firstIndex(where: { $0.key.id == id }) else {
                throw .outOfRange("touches[\(index)]: key '\(id)' is not on the \(language.code) keyboard")
            }
            let start = try Self.whole("start", touch, 0...100_000_000, at: "touches[\(index)].")
            let end = try Self.whole("end", touch, 0...100_000_000, at: "touches[\(index)].")
            guard start <= end, end < frameCount else {
                throw .outOfRange(
                    "touches[\(index)]: frames \(start)…\(end) are not within the session's frames 0…\(frameCount - 1)")
            }
            touches.append(TrueContact(start: start, end: end, key: key))
        }
        return touches
    }

    /// Fingertips: `[[frame, x, y], …]` in camera pixels, frames within the session, points within the frame.
    func readFingertips(_ value: JSONValue?) throws(SessionError) -> [Point?] {
        guard case .array(let items) = value else { throw .badMember("fingertips", "an array of [frame, x, y]") }
        var tips = [Point?](repeating: nil, count: frameCount)
        for (index, item) in items.enumerated() {
            guard case .array(let triple) = item, triple.count == 3, case .number(let frame) = triple[0],
                case .number(let x) = triple[1], case .number(let y) = triple[2]
            else { throw .badMember("fingertips[\(index)]", "[frame, x, y] (three numbers)") }
            guard frame == frame.rounded(), frame >= 0, frame < Double(frameCount) else {
                throw .outOfRange(
                    "fingertips[\(index)]: frame \(frame.formatted) is not within the session's frames 0…\(frameCount - 1)"
                )
            }
            guard x >= 0, x <= Double(width), y >= 0, y <= Double(height) else {
                throw .outOfRange(
                    "fingertips[\(index)]: point (\(x.formatted), \(y.formatted)) is outside the \(width) × \(height) frame"
                )
            }
            tips[Int(frame)] = Point(x: x, y: y)
        }
        guard items.count <= frameCount else {
            throw .outOfRange(
                "fingertips: \(items.count) points in \(frameCount) frames; a session has at most one per frame")
        }
        return tips
    }

    /// `frame_format`: absent (raw RGBA), `"rgba"` or `"png"`.
    static func format(_ value: JSONValue?) throws(SessionError) -> FrameFormat {
        guard let value else { return .rgba }
        guard case .string(let name) = value, let format = FrameFormat(rawValue: name) else {
            throw .badMember("frame_format", "\"rgba\" or \"png\"")
        }
        return format
    }

    static func number(_ name: String, _ members: [String: JSONValue], at prefix: String = "")
        throws(SessionError) -> Double
    {
        guard case .number(let value) = members[name] else { throw .badMember(prefix + name, "a number") }
        return value
    }

    static func whole(_ name: String, _ members: [String: JSONValue], _ range: ClosedRange<Int>, at prefix: String = "")
        throws(SessionError) -> Int
    {
        let value = try number(name, members, at: prefix)
        guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw .outOfRange(
                "\(prefix)\(name) \(value.formatted) is not a whole number in \(range.lowerBound)…\(range.upperBound)")
        }
        return Int(value)
    }
}

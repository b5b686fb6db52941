import TouchMapping

/// Warming the Swift runtime before the first frame.
extension VisionPipeline {
    /// Takes every verdict path of a throw-away mapper once (hover, outside, shadow mismatch, a press,
    /// no finger), so the Swift runtime's one-time type metadata for them is made now, not in the
    /// first frame that meets each path.
    static func primeRuntime(keyboard: PrintedKeyboard, config: TouchValidationConfig) {
        guard let key = keyboard.frames.keys.first, let other = keyboard.frames.keys.last else { return }
        var mapper = TouchMapper<UniformGridLocator>(frames: keyboard.frames, config: config)
        let centre = key.frame.centre, far = Point(x: -10, y: -10)
        let observations: [TouchObservation?] = [
            TouchObservation(finger: centre, shadow: centre, distance: 5, timestamp: 0),
            TouchObservation(finger: far, shadow: far, distance: 0, timestamp: 0.1),
            TouchObservation(finger: centre, shadow: other.frame.centre, distance: 0, timestamp: 0.2),
            TouchObservation(finger: centre, shadow: centre, distance: 0, timestamp: 0.3),
            TouchObservation(finger: centre, shadow: centre, distance: 0, timestamp: 0.4),
            TouchObservation(finger: centre, shadow: centre, distance: 0, timestamp: 0.5),
            TouchObservation(finger: centre, shadow: centre, distance: .infinity, timestamp: 0.6), nil,
        ]
        for observation in observations { _ = mapper.process(observation) }
    }
}

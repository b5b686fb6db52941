/// The light's change against the reference, read on two levels of static surfaces: the paper samples
/// and the dark samples (flat surfaces darker than the paper: the marks' ink, a darker desk).
extension ReferenceModel {
    /// What one level says about one channel: the median ratio of frame to reference over its unclipped
    /// samples, the mean reference value of those, how many there were, and the mean reference value and
    /// count of the samples the frame shows clipped.
    struct Level {
        var ratio = 1.0, reference = 0.0, unclipped = 0, clippedReference = 0.0, clipped = 0
    }

    /// The light against the reference per channel (`LightChange`), moved on from `previous`: with both
    /// levels read, a gain and an offset through them (the offset smoothed over frames); with the paper
    /// alone, a gain at the current offset; with the paper clipped, the gain through the dark level, at
    /// least what the clipped paper shows. `nil` with too few paper samples.
    func lightChange(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, previous: LightChange, config: LightConfig
    ) -> LightChange? {
        guard sampleCount >= config.minimumSamples else { return nil }
        var change = previous
        for channel in 0..<3 {
            let offset = channel == 0 ? layout.order.redOffset : channel == 1 ? 1 : layout.order.blueOffset
            let paper = level(
                frame, layout, channel: channel, byte: offset, dark: false, clip: config.clipLevel)
            let dark = level(
                frame, layout, channel: channel, byte: offset, dark: true, clip: config.clipLevel)
            let (gain, shift) = Self.fit(
                paper: paper, dark: dark,
                previous: (previous.gains[channel: channel], previous.offsets[channel: channel]),
                config: config)
            change.gains[channel: channel] = gain
            change.offsets[channel: channel] = shift
        }
        return change
    }

    /// Gain and offset of one channel from its two levels (see `lightChange`).
    static func fit(paper: Level, dark: Level, previous: (gain: Double, offset: Double), config: LightConfig)
        -> (gain: Double, offset: Double)
    {
        let least = config.minimumSamples
        let paperRead = paper.unclipped >= least && paper.unclipped >= paper.clipped
        let darkRead = dark.unclipped >= least
        var offset = previous.offset
        if paperRead, darkRead, paper.reference - dark.reference >= config.levelSpread {
            let high = paper.ratio * paper.reference, low = dark.ratio * dark.reference
            let gain = (high - low) / (paper.reference - dark.reference), seen = high - gain * paper.reference
            let target = gain > 0 && abs(seen) <= config.maximumOffset ? seen : 0
            offset += config.offsetSmoothing * (target - offset)
        }
        if paperRead, paper.reference > 0 {
            return (Swift.max((paper.ratio * paper.reference - offset) / paper.reference, 0.01), offset)
        }
        var gain = previous.gain
        if darkRead, dark.reference > 0 {
            gain = (dark.ratio * dark.reference - offset) / dark.reference
        }
        if paper.clipped > 0, paper.clippedReference > 0 {
            gain = Swift.max(gain, (Double(config.clipLevel) - offset) / paper.clippedReference)
        }
        return (Swift.max(gain, 0.01), offset)
    }

    /// One channel's `Level` over the paper samples or the dark ones.
    private func level(
        _ frame: UnsafePointer<UInt8>, _ layout: FrameLayout, channel: Int, byte: Int, dark: Bool, clip: Int
    ) -> Level {
        let positions = dark ? darkPositions : samplePositions, colours = dark ? darkColours : sampleColours
        let count = dark ? darkCount : sampleCount
        histogram.fill(0, from: 0, count: 1_024)
        var level = Level(), referenceSum = 0, clippedSum = 0
        for index in 0..<count {
            let position = Int(positions[index])
            let value = Int(frame[(position / width) * layout.bytesPerRow + (position % width) * 4 + byte])
            let reference = Int(colours[3 * index + channel])
            guard reference > 0 else { continue }
            if value >= clip {
                level.clipped += 1
                clippedSum += reference
                continue
            }
            level.unclipped += 1
            referenceSum += reference
            histogram[Swift.min(value * 256 / reference, 1_023)] &+= 1
        }
        if level.clipped > 0 { level.clippedReference = Double(clippedSum) / Double(level.clipped) }
        guard level.unclipped > 0 else { return level }
        level.reference = Double(referenceSum) / Double(level.unclipped)
        var seen = 0
        for ratio in 0..<1_024 {
            seen += Int(histogram[ratio])
            if seen * 2 >= level.unclipped {
                level.ratio = (Double(ratio) + 0.5) / 256
                break
            }
        }
        return level
    }
}

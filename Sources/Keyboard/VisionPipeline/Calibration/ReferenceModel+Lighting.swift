/// Lighting changes, read at the paper samples.
extension ReferenceModel {
    /// The median ratio of `frame`'s raw colours to the reference's at the paper samples, per
    /// channel (the light's gains since the reference); `nil` with fewer than 8 usable samples.
    func lightGains(_ frame: UnsafePointer<UInt8>, _ layout: FrameLayout) -> ChannelGains? {
        guard sampleCount >= 8 else { return nil }
        histogram.fill(0, from: 0, count: 3 * 512)
        let red = layout.order.redOffset, blue = layout.order.blueOffset
        for index in 0..<sampleCount {
            let position = Int(samplePositions[index])
            let p = frame + (position / width) * layout.bytesPerRow + (position % width) * 4
            count(channel: 0, p[red], sampleColours[3 * index])
            count(channel: 1, p[1], sampleColours[3 * index + 1])
            count(channel: 2, p[blue], sampleColours[3 * index + 2])
        }
        return ChannelGains(red: median(0), green: median(1), blue: median(2))
    }

    @inline(__always) private func count(channel: Int, _ value: UInt8, _ reference: UInt8) {
        let ratio = reference > 0 ? Swift.min(Int(value) * 128 / Int(reference), 511) : 128
        histogram[channel * 512 + ratio] &+= 1
    }

    private func median(_ channel: Int) -> Double {
        var seen = 0
        for ratio in 0..<512 {
            seen += Int(histogram[channel * 512 + ratio])
            if seen * 2 >= sampleCount { return Double(ratio) / 128 }
        }
        return 1
    }
}

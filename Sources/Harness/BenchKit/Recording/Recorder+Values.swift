import BenchModel

/// Values a step records itself (custom metrics) and the built-in single values.
extension Recorder {
    /// A step's own value of a declared metric: a sample (distribution) or the run's value (last wins).
    func record(_ name: String, _ value: Double) {
        guard let channel = channel(named: name) else { return }
        if sampleSlot[channel] >= 0 {
            samples[sampleSlot[channel]].append(value, writer: writer)
        } else if writer != nil {
            values[valueSlot[channel]] = value
            valueIsSet[valueSlot[channel]] = true
        }
    }

    /// Adds `amount` to a declared single-valued metric (a counter).
    func add(_ name: String, _ amount: Double) {
        guard writer != nil, let channel = channel(named: name), valueSlot[channel] >= 0 else { return }
        let slot = valueSlot[channel]
        values[slot] = (valueIsSet[slot] ? values[slot] : 0) + amount
        valueIsSet[slot] = true
    }

    /// Sets a built-in single value (memory, leaks) by metric id; ignored when the run has no such channel.
    func setValue(_ id: MetricID, _ value: Double) {
        guard let channel = specs.firstIndex(where: { $0.id == id }), valueSlot[channel] >= 0 else { return }
        values[valueSlot[channel]] = value
        valueIsSet[valueSlot[channel]] = true
    }

    private func channel(named name: String) -> Int? {
        for entry in customChannels where entry.name == name { return entry.channel }
        if undeclaredMetric == nil { undeclaredMetric = name }
        return nil
    }
}

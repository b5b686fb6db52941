import BenchModel

/// Phases: dropping the warm-up's samples, and sending what is pending at the end.
extension Recorder {
    /// From now on full blocks are sent through `writer`; everything recorded so far is dropped.
    func beginMeasuredPhase(_ writer: FrameWriter) {
        for slot in 0..<sampleCount { samples[slot].reset() }
        for index in operations.indices { slowest[index].reset() }
        self.writer = writer
    }

    /// Sends what is pending: the last sample blocks, the single values, the slowest calls.
    func finish(_ writer: FrameWriter) {
        for slot in 0..<sampleCount { samples[slot].flush(writer) }
        self.writer = nil
        var set: [ChannelValue] = []
        for (channel, slot) in valueSlot.enumerated() where slot >= 0 && valueIsSet[slot] {
            set.append(ChannelValue(channel: channel, value: values[slot]))
        }
        writer.send(.values(set))
        writer.send(.slowest(slowestCalls()))
    }

    /// Every operation's kept slowest calls, slowest first (then its worst judged call, when not among them).
    func slowestCalls() -> [SlowCall] {
        operations.indices.flatMap { op in
            slowest[op].sorted().map {
                var call = SlowCall(
                    operation: operations[op], nanoseconds: $0.nanoseconds, iteration: $0.iteration, step: $0.step)
                call.preempted = $0.preempted
                call.cpuNanoseconds = $0.cpuNanoseconds
                return call
            }
        }
    }

    /// Samples recorded in the measured phase on `channel` (sent or pending).
    func sampleTotal(channel: Int) -> Int { sampleSlot[channel] >= 0 ? samples[sampleSlot[channel]].total : 0 }
}

import BenchModel

/// Phases: dropping the warm-up's samples, and sending what is pending at the end.
extension Recorder {
    /// From now on full blocks are sent through `writer`; everything recorded so far is dropped.
    func beginMeasuredPhase(_ writer: FrameWriter) {
        for slot in 0..<sampleCount { samples[slot].reset() }
        for index in operations.indices { slowest[index].reset() }
        preempted.pointee.reset()
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

    /// Every operation's kept slowest calls, slowest first (then its worst judged call, when not among
    /// them), then every other preempted call of the measured phase, in the order they were made.
    func slowestCalls() -> [SlowCall] {
        var sent = Set<CallPosition>()
        var calls: [SlowCall] = []
        for op in operations.indices {
            for entry in slowest[op].sorted() {
                sent.insert(CallPosition(op: op, iteration: entry.iteration, step: entry.step))
                calls.append(
                    slowCall(op, entry.nanoseconds, entry.iteration, entry.step, entry.cpuNanoseconds, entry.preempted))
            }
        }
        for entry in preempted.pointee.all() {
            let op = Int(entry.operation)
            guard sent.insert(CallPosition(op: op, iteration: entry.iteration, step: Int(entry.step))).inserted else {
                continue
            }
            calls.append(slowCall(op, entry.nanoseconds, entry.iteration, Int(entry.step), entry.cpuNanoseconds, true))
        }
        return calls
    }

    /// Where a call was made: its operation, measured iteration and step.
    private struct CallPosition: Hashable {
        var op: Int
        var iteration: Int
        var step: Int
    }

    private func slowCall(_ op: Int, _ wall: Double, _ iteration: Int, _ step: Int, _ cpu: Double, _ preempted: Bool)
        -> SlowCall
    {
        var call = SlowCall(operation: operations[op], nanoseconds: wall, iteration: iteration, step: step)
        call.preempted = preempted
        call.cpuNanoseconds = cpu
        return call
    }

    /// Samples recorded in the measured phase on `channel` (sent or pending).
    func sampleTotal(channel: Int) -> Int { sampleSlot[channel] >= 0 ? samples[sampleSlot[channel]].total : 0 }
}

import BenchModel

/// One operation's sampling as the measured phase notes it: plain figures, no strings or arrays, so
/// noting it allocates nothing (a `[OperationSampling]` built there would read as heap growth).
struct SamplingFigures {
    var noted = false
    var samples = 0
    var batch = 1
    var stop = StopReason.count
    /// NaN when the rule judged no interval.
    var relativeHalfWidth = Double.nan
    var seconds = 0.0
}

extension Recorder {
    /// Notes how operation `op` was sampled (during the measured phase; allocation-free).
    func noteSampling(op: Int, samples: Int, batch: Int, stop: StopReason, relativeHalfWidth: Double?, seconds: Double)
    {
        guard operations.indices.contains(op) else { return }
        samplingFigures[op] = SamplingFigures(
            noted: true, samples: samples, batch: batch, stop: stop, relativeHalfWidth: relativeHalfWidth ?? .nan,
            seconds: seconds
        )
    }

    /// Every noted operation's sampling, in operation order (built after the heap figures are taken).
    func sampling() -> [OperationSampling] {
        operations.indices.compactMap { op in
            let figures = samplingFigures[op]
            guard figures.noted else { return nil }
            return OperationSampling(
                operation: operations[op], samples: figures.samples, batchSize: figures.batch, stop: figures.stop,
                relativeHalfWidth: figures.relativeHalfWidth.isNaN ? nil : figures.relativeHalfWidth,
                seconds: figures.seconds
            )
        }
    }
}

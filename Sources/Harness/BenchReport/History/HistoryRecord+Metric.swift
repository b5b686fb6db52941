import Determinism

extension HistoryRecord {
    /// One metric, written as an array `[name index, spec index, [per-repetition figures], [p50, p99,
    /// max, median CI lower, median CI upper]]` — or, when every repetition gave the same figure,
    /// `[name index, spec index, figure, repetition count, …]`; the quantiles are absent for a single
    /// value and for an exact metric whose every figure is the same.
    public struct Metric: Codable, Sendable, Equatable {
        /// Index of its name in `metricNames`.
        public var name: Int
        /// Index of its spec in `specs`.
        public var spec: Int
        /// One figure per repetition (the headline when the report had none).
        public var repetitions: [Double]
        /// `[p50, p99, max, median CI lower, median CI upper]` of the pooled samples, when kept.
        public var quantiles: [Double]?

        /// A metric.
        public init(name: Int, spec: Int, repetitions: [Double], quantiles: [Double]?) {
            self.name = name
            self.spec = spec
            self.repetitions = repetitions
            self.quantiles = quantiles
        }

        /// Reads the array form.
        public init(from decoder: any Decoder) throws {
            var array = try decoder.unkeyedContainer()
            name = try array.decode(Int.self)
            spec = try array.decode(Int.self)
            switch try array.decode(Figures.self) {
            case .list(let figures): repetitions = figures
            case .constant(let value):
                let count = try array.decode(Int.self)
                guard (1...10_000).contains(count) else {
                    throw DecodingError.dataCorruptedError(
                        in: array, debugDescription: "repetition count \(count) out of range")
                }
                repetitions = Array(repeating: value, count: count)
            }
            quantiles = array.isAtEnd ? nil : try array.decode([Double].self)
        }

        /// Writes the array form.
        public func encode(to encoder: any Encoder) throws {
            var array = encoder.unkeyedContainer()
            try array.encode(name)
            try array.encode(spec)
            if let first = repetitions.first, repetitions.count > 1,
                repetitions.allSatisfy({ $0.bitPattern == first.bitPattern })
            {
                try array.encode(Figures.constant(first))
                try array.encode(repetitions.count)
            } else {
                try array.encode(Figures.list(repetitions))
            }
            if let quantiles { try array.encode(quantiles) }
        }

        /// The per-repetition figures as written: a list, or one number and (next) how many repetitions
        /// had it — every figure of an exact metric is usually the same.
        enum Figures: Codable {
            case list([Double])
            case constant(Double)

            /// Reads a list of figures, else a single figure.
            init(from decoder: any Decoder) throws {
                let single = try decoder.singleValueContainer()
                if let list = try? single.decode([Double].self) {
                    self = .list(list)
                } else {
                    self = .constant(try single.decode(Double.self))
                }
            }

            /// Writes the list, or the single figure.
            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                switch self {
                case .list(let figures): try single.encode(figures)
                case .constant(let value): try single.encode(value)
                }
            }
        }

        /// p50 of the pooled samples.
        public var p50: Double? { quantiles.map { $0[0] } ?? (repetitions.isEmpty ? nil : figure) }
        /// p99 of the pooled samples.
        public var p99: Double? { quantiles.flatMap { $0.count > 1 ? $0[1] : nil } }
        /// Largest sample.
        public var max: Double? { quantiles.flatMap { $0.count > 2 ? $0[2] : nil } }
        /// The median's 95 % interval.
        public var interval: ClosedRange<Double>? {
            guard let q = quantiles, q.count > 4, q[3] <= q[4] else { return nil }
            return q[3]...q[4]
        }
        /// The headline figure (`HeadlineRule.figure`).
        public var figure: Double { Median.of(repetitions) }
    }
}

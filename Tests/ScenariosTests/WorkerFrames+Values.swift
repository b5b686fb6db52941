import BenchModel

extension Array where Element == WorkerFrame {
    /// Every sample and value a run sent for `metric`, in the order sent (empty when it has no channel).
    func values(of metric: MetricID) -> [Double] {
        guard
            case .channels(let specs)? = first(where: {
                if case .channels = $0 { return true }; return false
            }),
            let channel = specs.firstIndex(where: { $0.id == metric })
        else { return [] }
        return flatMap { frame -> [Double] in
            switch frame {
            case let .samples(index, values) where index == channel: values
            case let .values(list): list.filter { $0.channel == channel }.map(\.value)
            default: []
            }
        }
    }
}

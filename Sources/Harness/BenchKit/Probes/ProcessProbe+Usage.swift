import BenchModel
import Glibc

extension ProcessProbe {
    /// This process's context switches and page faults so far (`getrusage(RUSAGE_SELF)`); no allocation.
    static func noiseCounters() -> NoiseCounters {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else {
            return NoiseCounters(
                involuntaryContextSwitches: 0, voluntaryContextSwitches: 0, minorPageFaults: 0, majorPageFaults: 0)
        }
        return NoiseCounters(
            involuntaryContextSwitches: usage.ru_nivcsw, voluntaryContextSwitches: usage.ru_nvcsw,
            minorPageFaults: usage.ru_minflt, majorPageFaults: usage.ru_majflt
        )
    }
}

extension NoiseCounters {
    /// `self − earlier`, counter by counter.
    func since(_ earlier: NoiseCounters) -> NoiseCounters {
        NoiseCounters(
            involuntaryContextSwitches: involuntaryContextSwitches - earlier.involuntaryContextSwitches,
            voluntaryContextSwitches: voluntaryContextSwitches - earlier.voluntaryContextSwitches,
            minorPageFaults: minorPageFaults - earlier.minorPageFaults,
            majorPageFaults: majorPageFaults - earlier.majorPageFaults
        )
    }
}

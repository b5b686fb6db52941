/// The files an allocation-profiled worker leaves in its `WorkerEnvironment.allocationProfile` folder,
/// and the `MALLOC_CONF` that makes them possible (both sides read this one definition).
///
/// jemalloc's profiler is started inactive; the worker turns it on (`prof.active`) when its measured
/// phase begins and off when it ends, so only the measured phase's allocations are recorded. With
/// `lg_prof_sample:0` every allocation is recorded (no sampling); `prof_accum:true` keeps the counts of
/// freed allocations too, so a dump holds, per call stack, both what is still live and everything
/// the measured phase allocated.
public enum AllocationDumps {
    /// The `MALLOC_CONF` of a profiled worker: profiler loaded but inactive, every allocation recorded.
    public static let mallocConf = "prof:true,prof_active:false,prof_accum:true,lg_prof_sample:0"
    /// Dumped right after the measured phase (with the heap figures): live = bytes still held at its end.
    public static let measured = "measured.heap"
    /// Dumped after the subject is released: live = bytes the measured phase leaked past the subject.
    public static let released = "released.heap"
}

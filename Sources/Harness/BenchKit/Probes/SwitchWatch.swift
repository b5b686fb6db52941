import CProcess
import Glibc

/// Whether the measuring thread was switched out, read in user space for the cost of a memory load:
/// the page of a per-thread perf event (`kb_switch_page_open`), whose sequence count the kernel moves
/// every time it schedules the thread out and back in. Two equal reads around a call mean the thread
/// ran through it without a switch; two different ones, that it was switched out (voluntarily or
/// not) or that the kernel rewrote the page — the caller then reads the clocks, which says which.
///
/// A hypervisor taking the whole virtual CPU away is no switch of the thread's: neither this page nor
/// the thread's context-switch counts see it.
struct SwitchWatch {
    let page: UnsafeRawPointer

    /// The calling thread's watch, or `nil` where perf events may not be opened (the caller then reads
    /// the CPU clock around every call). The page stays mapped until `close()`.
    static func open() -> SwitchWatch? {
        kb_switch_page_open().map { SwitchWatch(page: $0) }
    }

    /// Unmaps the page (which ends the event); the watch must not be read afterwards.
    func close() { munmap(UnsafeMutableRawPointer(mutating: page), Int(sysconf(Int32(_SC_PAGESIZE)))) }

    /// The page's sequence count now.
    @inline(__always)
    func sequence() -> UInt32 { UInt32(kb_switch_page_sequence(page)) }
}

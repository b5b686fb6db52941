#ifndef KEYBOARD_BENCH_CPROCESS_H
#define KEYBOARD_BENCH_CPROCESS_H
/// Asks the kernel to send `signal` to this process when its parent dies (`prctl(PR_SET_PDEATHSIG)`,
/// which Swift's Glibc module does not import). Returns 0 on success, -1 with errno set.
int kb_set_parent_death_signal(int signal);
/// Makes this process the reaper of its orphaned descendants (`prctl(PR_SET_CHILD_SUBREAPER)`).
/// Returns 0 on success, -1 with errno set.
int kb_set_child_subreaper(void);

/// A descriptor that becomes readable when process `pid` has ended (`pidfd_open`, Linux 5.3), opened
/// close-on-exec. Returns -1 with errno set (ENOSYS on an older kernel).
int kb_pidfd_open(int pid);

/// Ends this process with `_exit(status)` once `parent` is no longer its parent, that is once that whole
/// process has ended, however it ended. The kernel's parent-death signal (`PR_SET_PDEATHSIG`) is
/// delivered as `signal` to a handler that checks `getppid()`: the signal also comes when only the
/// parent's thread that started this process ends, which must not end it. No thread, no allocation,
/// no wake-up until a signal comes. Returns 0 when watching, 1 when `parent` is already not the parent
/// (the caller should end), -1 with errno set when the watch could not be set up.
int kb_end_with_parent(int parent, int signal, int status);

/// Turns off address-space randomisation for programs this process execs next
/// (`personality(ADDR_NO_RANDOMIZE)`): every worker of one executable then gets the same layout.
/// Returns 0 on success, -1 with errno set.
int kb_disable_address_randomization(void);
/// The CPU the calling thread runs on now (`sched_getcpu`), or -1 with errno set.
int kb_current_cpu(void);
/// Lets the calling thread run on `cpu` only (`sched_setaffinity`, which Swift's Glibc does not import).
/// Returns 0 on success, -1 with errno set.
int kb_pin_thread_to_cpu(int cpu);
/// Lets the calling thread run on every online CPU again. Returns 0 on success, -1 with errno set.
int kb_unpin_thread(void);

/// A page of the kernel's that moves whenever the calling thread is switched out and back in: the
/// user page of a per-thread software perf event (`task-clock`, counting user time only), whose
/// sequence count the kernel advances each time it schedules the event, that is each time it
/// schedules the thread. Mapped read-only; the event's descriptor is closed (the mapping keeps the
/// event). Returns NULL with errno set where perf events may not be opened (a sandbox, a
/// `perf_event_paranoid` above 2, a kernel without perf events).
const void *kb_switch_page_open(void);

/// The page's sequence count (`perf_event_mmap_page.lock`), read once, in user space: two reads
/// that differ mean the thread was switched out (or the page rewritten) between them.
static inline unsigned int kb_switch_page_sequence(const void *page) {
    return __atomic_load_n((const unsigned int *)((const char *)page + 8), __ATOMIC_ACQUIRE);
}
#endif

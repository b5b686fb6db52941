#define _GNU_SOURCE
#include "CProcess.h"
#include <errno.h>
#include <linux/perf_event.h>
#include <stddef.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/personality.h>
#include <sys/syscall.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif

int kb_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, signal);
}

int kb_set_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1);
}

int kb_pidfd_open(int pid) {
    return (int)syscall(SYS_pidfd_open, pid, 0);
}

static volatile pid_t kb_watched_parent;
static volatile int kb_orphan_status;

static void kb_parent_death(int signal) {
    (void)signal;
    if (getppid() != kb_watched_parent) _exit(kb_orphan_status);
}

int kb_end_with_parent(int parent, int signal, int status) {
    kb_watched_parent = parent;
    kb_orphan_status = status;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = kb_parent_death;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    if (sigaction(signal, &action, NULL) != 0) return -1;
    if (prctl(PR_SET_PDEATHSIG, signal) != 0) return -1;
    return getppid() == parent ? 0 : 1;
}

int kb_disable_address_randomization(void) {
    int current = personality(0xffffffff);
    if (current == -1) return -1;
    return personality((unsigned long)current | ADDR_NO_RANDOMIZE) == -1 ? -1 : 0;
}

_Static_assert(offsetof(struct perf_event_mmap_page, lock) == 8, "kb_switch_page_sequence reads the lock at offset 8");

const void *kb_switch_page_open(void) {
    struct perf_event_attr attributes;
    memset(&attributes, 0, sizeof attributes);
    attributes.size = sizeof attributes;
    attributes.type = PERF_TYPE_SOFTWARE;
    attributes.config = PERF_COUNT_SW_TASK_CLOCK;
    attributes.exclude_kernel = 1;
    attributes.exclude_hv = 1;
    int descriptor = (int)syscall(SYS_perf_event_open, &attributes, 0, -1, -1, PERF_FLAG_FD_CLOEXEC);
    if (descriptor < 0) return NULL;
    void *page = mmap(NULL, (size_t)sysconf(_SC_PAGESIZE), PROT_READ, MAP_SHARED, descriptor, 0);
    int saved = errno;
    close(descriptor);
    if (page == MAP_FAILED) {
        errno = saved;
        return NULL;
    }
    return page;
}

int kb_current_cpu(void) { return sched_getcpu(); }

int kb_pin_thread_to_cpu(int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return sched_setaffinity(0, sizeof set, &set);
}

int kb_unpin_thread(void) {
    cpu_set_t set;
    CPU_ZERO(&set);
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    for (long cpu = 0; cpu < online && cpu < CPU_SETSIZE; cpu++) CPU_SET(cpu, &set);
    return sched_setaffinity(0, sizeof set, &set);
}

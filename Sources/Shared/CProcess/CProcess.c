#include "CProcess.h"
#include <sys/prctl.h>
#include <sys/personality.h>
#include <sys/syscall.h>
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

int kb_disable_address_randomization(void) {
    int current = personality(0xffffffff);
    if (current == -1) return -1;
    return personality((unsigned long)current | ADDR_NO_RANDOMIZE) == -1 ? -1 : 0;
}

#include "CProcess.h"
#include <sys/prctl.h>
#include <sys/personality.h>

int kb_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, signal);
}

int kb_set_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1);
}

int kb_disable_address_randomization(void) {
    int current = personality(0xffffffff);
    if (current == -1) return -1;
    return personality((unsigned long)current | ADDR_NO_RANDOMIZE) == -1 ? -1 : 0;
}

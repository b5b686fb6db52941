#include "CProcess.h"
#include <sys/prctl.h>

int kb_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, signal);
}

int kb_set_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1);
}

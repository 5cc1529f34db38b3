/*
 * touchroute_internal.h: what the Swift side of the C API needs from the C
 * side, and nothing a user calls. Not installed.
 */
#ifndef TOUCHROUTE_INTERNAL_H
#define TOUCHROUTE_INTERNAL_H

#include "touchroute.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Set this thread's tr_last_error() message (truncated to 2 KiB, on a UTF-8 boundary).
    Hidden: the library's Swift calls it; users never see it. */
__attribute__((visibility("hidden"))) void tr_internal_set_last_error(const char *message);

/** The calling thread's kernel thread id (gettid), at most 2^22 (the kernel's
    PID_MAX_LIMIT), asked of the kernel once per thread. Hidden, as above. */
__attribute__((visibility("hidden"))) uint32_t tr_internal_thread_number(void);

#ifdef __cplusplus
}
#endif

#endif /* TOUCHROUTE_INTERNAL_H */

/*
 * tr_check.h: the viewer's one error policy for TouchRoute calls.
 *
 * Every tr_* call in the viewer goes through TR_CHECK. A viewer that keeps
 * running after the router refused something would show a picture that no
 * longer matches what the router did, so any failure is fatal: the library's
 * own whole-sentence message (tr_last_error) goes to standard error after
 * "sdl-viewer: ", and the process exits with status 1.
 */
#ifndef SDL_VIEWER_TR_CHECK_H
#define SDL_VIEWER_TR_CHECK_H

#include <touchroute.h>

/** Exit status for a failed TouchRoute call (option errors use 2). */
#define VIEWER_EXIT_ROUTER_FAILED 1

/** Returns when `status` is TR_OK; otherwise reports `call` (the source text) and exits 1. */
void tr_check_status(tr_status status, const char *call);

#define TR_CHECK(call) tr_check_status((call), #call)

#endif

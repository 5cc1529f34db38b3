/* tr_check.c: report a failed TouchRoute call and stop (see tr_check.h). */
#include "tr_check.h"

#include <stdio.h>
#include <stdlib.h>

void tr_check_status(tr_status status, const char *call)
{
    if (status == TR_OK)
        return;
    const char *message = tr_last_error();
    if (message == NULL || message[0] == '\0')
        message = "the router reported a failure without a message.";
    if (status == TR_ERROR_DEVICE_REMOVED)
        fprintf(stderr, "sdl-viewer: the touchscreen was removed: %s\n", message);
    else
        fprintf(stderr, "sdl-viewer: %s\n", message);
    /* The library's sentence says what to do; which call failed shows with SDL_VIEWER_DEBUG set. */
    if (getenv("SDL_VIEWER_DEBUG") != NULL)
        fprintf(stderr, "sdl-viewer: (%s returned %s)\n", call, tr_status_name(status));
    exit(VIEWER_EXIT_ROUTER_FAILED);
}

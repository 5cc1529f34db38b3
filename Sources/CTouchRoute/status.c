/*
 * The parts of the C API that are plain C: the per-thread last error message,
 * status names and the version. Everything else is Swift (Sources/TouchRouteC).
 */
#include <string.h>

#include "touchroute.h"
#include "touchroute_internal.h"

/* Per thread, so a failure on one window's thread never overwrites another's message. */
static _Thread_local char last_error[2048];

const char *tr_last_error(void) { return last_error; }

void tr_internal_set_last_error(const char *message) {
    size_t length = message ? strlen(message) : 0;
    if (length >= sizeof last_error) {
        length = sizeof last_error - 1;
        /* Do not cut a UTF-8 sequence in half: back up over continuation bytes. */
        while (length > 0 && ((unsigned char)message[length] & 0xC0) == 0x80) length--;
    }
    if (length > 0) memcpy(last_error, message, length);
    last_error[length] = '\0';
}

const char *tr_status_name(tr_status status) {
    switch (status) {
    case TR_OK: return "TR_OK";
    case TR_ERROR_NULL: return "TR_ERROR_NULL";
    case TR_ERROR_STALE_HANDLE: return "TR_ERROR_STALE_HANDLE";
    case TR_ERROR_WRONG_KIND: return "TR_ERROR_WRONG_KIND";
    case TR_ERROR_INVALID_ARGUMENT: return "TR_ERROR_INVALID_ARGUMENT";
    case TR_ERROR_REENTRANT: return "TR_ERROR_REENTRANT";
    case TR_ERROR_NOT_FOUND: return "TR_ERROR_NOT_FOUND";
    case TR_ERROR_FILE: return "TR_ERROR_FILE";
    case TR_ERROR_DEVICE: return "TR_ERROR_DEVICE";
    case TR_ERROR_DEVICE_REMOVED: return "TR_ERROR_DEVICE_REMOVED";
    case TR_ERROR_STATE: return "TR_ERROR_STATE";
    case TR_ERROR_SYSTEM: return "TR_ERROR_SYSTEM";
    case TR_ERROR_WRONG_THREAD: return "TR_ERROR_WRONG_THREAD";
    }
    return "unknown status";
}

#define TR_STRINGIFY_(x) #x
#define TR_STRINGIFY(x) TR_STRINGIFY_(x)

const char *tr_version(void) {
    return TR_STRINGIFY(TR_VERSION_MAJOR) "." TR_STRINGIFY(TR_VERSION_MINOR) "." TR_STRINGIFY(TR_VERSION_PATCH);
}

/*
 * The parts of the C API that are plain C: the per-thread last error message,
 * status names and the version. Everything else is Swift (Sources/TouchRouteC).
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "touchroute.h"
#include "touchroute_internal.h"

/* The longest message kept, with its terminating NUL. */
enum { last_error_capacity = 2048 };

/* Per thread, so a failure on one window's thread never overwrites another's
   message. Only a pointer is thread-local, and the buffer is allocated at the
   thread's first failure: the library's whole TLS is a few bytes, so glibc
   can load it with dlopen (a 2 KiB thread-local array made it need static
   TLS, which a library loaded late cannot get). */
static _Thread_local char *last_error;
/* Set when this thread's buffer could not be allocated. */
static _Thread_local _Bool last_error_lost;

static pthread_key_t last_error_key;
static pthread_once_t last_error_key_once = PTHREAD_ONCE_INIT;

/* A thread's buffer goes with the thread. The pointer is cleared, so a call
   from a later key destructor on the same thread allocates a new one. */
static void free_last_error(void *buffer) {
    free(buffer);
    last_error = NULL;
}

static void make_last_error_key(void) { pthread_key_create(&last_error_key, free_last_error); }

/* This thread's buffer, allocated on first use; NULL if that fails. */
static char *last_error_buffer(void) {
    if (last_error == NULL) {
        pthread_once(&last_error_key_once, make_last_error_key);
        last_error = calloc(1, last_error_capacity);
        if (last_error != NULL) pthread_setspecific(last_error_key, last_error);
    }
    return last_error;
}

const char *tr_last_error(void) {
    if (last_error_lost) return "the last call failed, and its message was lost: no memory was left to keep it";
    return last_error ? last_error : "";
}

void tr_internal_set_last_error(const char *message) {
    size_t length = message ? strlen(message) : 0;
    char *buffer = last_error_buffer();
    last_error_lost = buffer == NULL;
    if (buffer == NULL) return;
    if (length >= last_error_capacity) {
        length = last_error_capacity - 1;
        /* Do not cut a UTF-8 sequence in half: back up over continuation bytes. */
        while (length > 0 && ((unsigned char)message[length] & 0xC0) == 0x80) length--;
    }
    if (length > 0) memcpy(buffer, message, length);
    buffer[length] = '\0';
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

/*
 * The log handler: messages arrive with their priority, the threshold keeps
 * the lower ones out, NULL silences, and a call from a thread that does not
 * own the window is logged as an error naming the call.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>

#include "check.h"

typedef struct heard {
    int count[3]; /* debug, info, error */
    char last[3][1024];
} heard;

static int index_of(tr_log_priority priority) {
    return priority == TR_LOG_DEBUG ? 0 : priority == TR_LOG_INFO ? 1 : 2;
}

static void hear(void *user_data, tr_log_priority priority, const char *message) {
    heard *h = user_data;
    int i = index_of(priority);
    h->count[i]++;
    snprintf(h->last[i], sizeof h->last[i], "%s", message);
}

static tr_window *window;

static void *call_from_elsewhere(void *result) {
    double now;
    *(tr_status *)result = tr_window_now(window, &now);
    return NULL;
}

int main(void) {
    static heard h;
    OK(tr_set_log_handler(hear, &h));

    /* At TR_LOG_DEBUG, windows and sessions say when they come and go. */
    OK(tr_set_log_priority(TR_LOG_DEBUG));
    OK(tr_window_create("logged", (tr_size){200, 100}, &window));
    CHECK(h.count[0] == 1 && strstr(h.last[0], "\"logged\"") && strstr(h.last[0], "created"));
    tr_session *session = NULL;
    OK(tr_session_create(window, &session));
    CHECK(h.count[0] == 2 && strstr(h.last[0], "session"));

    /* At the default, TR_LOG_ERROR, they do not. */
    OK(tr_set_log_priority(TR_LOG_ERROR));
    OK(tr_session_destroy(session));
    CHECK(h.count[0] == 2);

    /* A call from another thread is an error, in the log as in tr_last_error there. */
    pthread_t thread;
    tr_status result = TR_OK;
    pthread_create(&thread, NULL, call_from_elsewhere, &result);
    pthread_join(thread, NULL);
    CHECK(result == TR_ERROR_WRONG_THREAD);
    CHECK(h.count[2] == 1);
    CHECK(strstr(h.last[2], "tr_window_now was called on thread") != NULL);
    CHECK(strstr(h.last[2], "a window (tr_window) that belongs to thread") != NULL);

    /* Priorities that do not exist are refused; NULL silences. */
    FAILS(tr_set_log_priority((tr_log_priority)25), TR_ERROR_INVALID_ARGUMENT, "25");
    OK(tr_set_log_handler(NULL, NULL));
    pthread_create(&thread, NULL, call_from_elsewhere, &result);
    pthread_join(thread, NULL);
    CHECK(result == TR_ERROR_WRONG_THREAD);
    CHECK(h.count[2] == 1);

    OK(tr_set_log_handler(hear, &h));
    OK(tr_set_log_priority(TR_LOG_DEBUG));
    OK(tr_window_destroy(window));
    CHECK(h.count[0] == 3 && strstr(h.last[0], "destroyed"));
    CHECK(h.count[1] == 0);
    OK(tr_set_log_handler(NULL, NULL));
    return check_summary("log_test");
}

/*
 * A window belongs to the thread that made it. Forty threads call on one
 * window, a thousand calls each, while its own thread routes a drag: every
 * foreign call gets TR_ERROR_WRONG_THREAD, every owner's call succeeds, and
 * nothing dies. Then the owner destroys the window while the others call:
 * each foreign call gets TR_ERROR_WRONG_THREAD or TR_ERROR_STALE_HANDLE,
 * never a freed object.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdlib.h>

#include "check.h"

#define THREADS 40
#define CALLS 1000

static tr_window *window;
static tr_view *list;
static tr_view *row;
static tr_session *session;
static pthread_barrier_t start;

typedef struct tally {
    int wrong_thread, stale, other;
    int unnamed; /* refusals whose message did not name the call and the threads */
} tally;

static const char *const call_names[] = {
    "tr_window_handle_frame", "tr_window_now", "tr_view_frame", "tr_view_set_frame", "tr_scroll_content_offset",
    "tr_window_hit_test", "tr_session_now", "tr_view_get_user_data", "tr_view_remove_from_superview",
    "tr_window_destroy", "tr_view_add_subview", "tr_window_on_tap", "tr_nested_container_reload",
};
#define CALL_KINDS (int)(sizeof call_names / sizeof call_names[0])

/* One call of thirteen kinds, by turn: routing, reading, setting, on every kind of handle. */
static tr_status foreign_call(int turn) {
    tr_contact finger = contact(7, TR_PHASE_BEGAN, 400, 200);
    double number;
    tr_rect frame;
    tr_point offset;
    tr_view *view;
    void *data;
    switch (turn % CALL_KINDS) {
    case 0: return tr_window_handle_frame(window, 50, &finger, 1);
    case 1: return tr_window_now(window, &number);
    case 2: return tr_view_frame(row, &frame);
    case 3: return tr_view_set_frame(row, (tr_rect){0, 0, 10, 10});
    case 4: return tr_scroll_content_offset(list, &offset);
    case 5: return tr_window_hit_test(window, (tr_point){10, 10}, &view);
    case 6: return tr_session_now(session, &number);
    case 7: return tr_view_get_user_data(row, &data);
    case 8: return tr_view_remove_from_superview(row);
    case 9: return tr_window_destroy(window);
    case 10: return tr_view_add_subview(list, row);
    case 11: return tr_window_on_tap(window, NULL, NULL);
    default: return tr_nested_container_reload(row);
    }
}

static void count(tally *t, int turn, tr_status status) {
    if (status == TR_ERROR_WRONG_THREAD) {
        t->wrong_thread++;
        const char *message = tr_last_error();
        char opening[96];
        snprintf(opening, sizeof opening, "%s was called on thread ", call_names[turn % CALL_KINDS]);
        if (strncmp(message, opening, strlen(opening)) != 0 || strstr(message, "that belongs to thread") == NULL)
            t->unnamed++;
    } else if (status == TR_ERROR_STALE_HANDLE) {
        t->stale++;
    } else {
        t->other++;
    }
}

static void *call_often(void *arg) {
    tally *t = arg;
    pthread_barrier_wait(&start);
    for (int turn = 0; turn < CALLS; turn++) count(t, turn, foreign_call(turn));
    return NULL;
}

/* Calls until the window is gone (bounded, in case it never goes). */
static void *call_until_stale(void *arg) {
    tally *t = arg;
    pthread_barrier_wait(&start);
    for (int turn = 0; turn < 10 * 1000 * 1000 && t->stale == 0; turn++) count(t, turn, foreign_call(turn));
    return NULL;
}

static void discard_log(void *user_data, tr_log_priority priority, const char *message) {
    (void)user_data;
    (void)priority;
    (void)message;
}

static void run_threads(void *(*body)(void *), tally *tallies, pthread_t *threads) {
    memset(tallies, 0, sizeof(tally) * THREADS);
    pthread_barrier_init(&start, NULL, THREADS + 1);
    for (int i = 0; i < THREADS; i++) pthread_create(&threads[i], NULL, body, &tallies[i]);
}

static void join_threads(pthread_t *threads) {
    for (int i = 0; i < THREADS; i++) pthread_join(threads[i], NULL);
    pthread_barrier_destroy(&start);
}

int main(void) {
    static tally tallies[THREADS];
    pthread_t threads[THREADS];
    OK(tr_set_log_handler(discard_log, NULL)); /* each refusal is logged; keep stderr quiet */
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_find_view(window, "list0", &list));
    OK(tr_window_find_view(window, "list0.row3", &row));
    OK(tr_session_create(window, &session));

    /* Forty threads call while the owner drags list0. */
    run_threads(call_often, tallies, threads);
    pthread_barrier_wait(&start);
    int owner_failures = 0;
    tr_contact finger = contact(1, TR_PHASE_BEGAN, 400, 400);
    for (int step = 0; step < CALLS; step++) {
        finger.y = 400 - (step % 200);
        if (tr_window_handle_frame(window, 1 + step * 0.004, &finger, 1) != TR_OK) owner_failures++;
        finger.phase = TR_PHASE_MOVED;
    }
    join_threads(threads);
    CHECK(owner_failures == 0);
    for (int i = 0; i < THREADS; i++) {
        CHECK(tallies[i].wrong_thread == CALLS);
        CHECK(tallies[i].unnamed == 0);
    }
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 5, &finger, 1));
    tr_rect frame;
    OK(tr_view_frame(row, &frame)); /* no foreign call changed anything */
    CHECK(CLOSE_TO(frame.width, 800) && CLOSE_TO(frame.height, 64));
    tr_view *parent = NULL;
    OK(tr_view_superview(row, &parent));
    CHECK(parent == list);

    /* The owner destroys the window while the others call. */
    run_threads(call_until_stale, tallies, threads);
    pthread_barrier_wait(&start);
    double now;
    for (int step = 0; step < 100; step++) OK(tr_window_now(window, &now));
    OK(tr_window_destroy(window));
    join_threads(threads);
    for (int i = 0; i < THREADS; i++) {
        CHECK(tallies[i].stale > 0);
        CHECK(tallies[i].other == 0);
    }
    OK(tr_set_log_handler(NULL, NULL));
    return check_summary("threads_test");
}

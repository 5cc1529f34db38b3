/*
 * A session continues its window's clock (issue 25, "a session made late
 * freezes its clock"): made at window time 0, 0.5 s, 30 s or 10^6 s,
 * tr_session_now starts at the window's time and advances with
 * CLOCK_MONOTONIC (read around a busy computation, never a sleep);
 * tr_session_window_time converts a CLOCK_MONOTONIC reading by the same
 * offset; and a flick recorded on a panel, played as fast as possible on a
 * window already at that time, coasts: the list moves on after the lift.
 */
#define _POSIX_C_SOURCE 200809L
#include <time.h>

#include "check.h"

static int64_t monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

/* Work until CLOCK_MONOTONIC has moved on by at least `nanoseconds`. */
static double busy(int64_t nanoseconds) {
    int64_t until = monotonic_ns() + nanoseconds;
    double sum = 0;
    while (monotonic_ns() < until) {
        for (int i = 1; i < 1000; i++) sum += 1.0 / i;
    }
    return sum;
}

/* What the flick did on list0, in window time. */
typedef struct {
    double began, lifted;
    int problems;
    int scrolls_after_lift;
    double offset_at_lift, last_offset;
} flick;

static void on_delivery(void *user_data, const tr_delivery *d) {
    flick *f = user_data;
    if (strcmp(d->view_name, "list0") != 0) return;
    if (d->phase == TR_PHASE_BEGAN) f->began = d->time;
    if (d->phase == TR_PHASE_ENDED) f->lifted = d->time;
}

static void on_scroll(void *user_data, const tr_scroll_change *c) {
    flick *f = user_data;
    if (strcmp(c->view_name, "list0") != 0) return;
    if (f->lifted < 0) f->offset_at_lift = c->y;
    else f->scrolls_after_lift++;
    f->last_offset = c->y;
}

static void on_problem(void *user_data, const tr_problem *p) {
    flick *f = user_data;
    fprintf(stderr, "problem at %.6f: %s\n", p->time, p->message);
    f->problems++;
}

static void made_at(double start, const char *recording) {
    tr_window *window = NULL;
    tr_session *session = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_advance_time(window, start));

    /* tr_session_now starts where the window's clock is... */
    int64_t before_create = monotonic_ns();
    OK(tr_session_create(window, &session));
    double first = -1;
    OK(tr_session_now(session, &first));
    int64_t after_first = monotonic_ns();
    CHECK(first >= start);
    CHECK(first - start <= (double)(after_first - before_create) / 1e9 + 1e-6);

    /* ...and advances with CLOCK_MONOTONIC. */
    busy(2000000);
    int64_t before_second = monotonic_ns();
    double second = -1;
    OK(tr_session_now(session, &second));
    int64_t after_second = monotonic_ns();
    CHECK(second - first >= (double)(before_second - after_first) / 1e9 - 1e-6);
    CHECK(second - first <= (double)(after_second - before_create) / 1e9 + 1e-6);
    CHECK(second - first >= 0.002 - 1e-6);

    /* A CLOCK_MONOTONIC reading converts by the same offset. */
    double converted = -1;
    OK(tr_session_window_time(session, after_second, &converted));
    CHECK(converted >= second - 1e-6);
    double later = -1;
    OK(tr_session_now(session, &later));
    CHECK(converted <= later + 1e-6);
    double past = -1;
    OK(tr_session_window_time(session, before_create - 1000000000, &past));
    double clock = -1;
    OK(tr_window_now(window, &clock));
    CHECK(CLOSE_TO(past, clock)); /* never before the window's clock */
    FAILS(tr_session_window_time(session, -1, &past), TR_ERROR_INVALID_ARGUMENT, "monotonic_ns");
    FAILS(tr_session_window_time(session, after_second, NULL), TR_ERROR_NULL, "time");

    /* A flick plays from tr_session_now (its first event then), and coasts. */
    double opened = -1;
    OK(tr_session_now(session, &opened));
    flick f = {-1, -1, 0, 0, 0, 0};
    OK(tr_window_on_delivery(window, on_delivery, &f));
    OK(tr_window_on_scroll(window, on_scroll, &f));
    OK(tr_window_on_problem(window, on_problem, &f));
    OK(tr_session_open_recording(session, recording, NULL, 0, NULL));
    tr_input_state state = TR_INPUT_ACTIVE;
    for (int wakeups = 0; state == TR_INPUT_ACTIVE && wakeups < 10000; wakeups++) {
        OK(tr_session_dispatch(session, &state));
    }
    CHECK(state == TR_INPUT_ENDED);
    CHECK(f.problems == 0); /* no frame "before the previous" */
    /* Within a microsecond: at 10^6 s a double keeps about 0.1 ns. */
    CHECK(f.began >= opened && f.began < opened + 1);
    CHECK(fabs(f.lifted - (f.began + 0.048)) < 1e-6);
    CHECK(f.scrolls_after_lift > 10);
    CHECK(f.last_offset > f.offset_at_lift + 100);

    /* Afterwards time goes on from where the recording left the clock. */
    OK(tr_window_now(window, &clock));
    double after = -1;
    OK(tr_session_now(session, &after));
    CHECK(after >= clock && after < clock + 1);
    busy(2000000);
    double on = -1;
    OK(tr_session_now(session, &on));
    CHECK(on - after >= 0.002 - 1e-6);

    OK(tr_window_destroy(window));
    printf("made at %g: now %.6f, flick from %.6f to %.6f, list0 %.3f -> %.3f\n", start, first, f.began, f.lifted,
           f.offset_at_lift, f.last_offset);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: session_clock_test PACKAGE_ROOT\n");
        return 2;
    }
    char recording[4096];
    snprintf(recording, sizeof recording, "%s/Tests/TouchRouteCTests/C/recordings/flick.evemu", argv[1]);
    const double starts[] = {0, 0.5, 30, 1e6};
    for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++) made_at(starts[i], recording);
    return check_summary("session_clock_test");
}

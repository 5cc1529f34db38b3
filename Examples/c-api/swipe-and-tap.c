/*
 * swipe-and-tap.c: TouchRoute from C, in one page.
 *
 * Builds the default layout (a horizontal pager of three vertical lists of
 * rows), routes a tap on a row and a horizontal swipe through it, and prints
 * every decision the router makes and every tap, one a line:
 *
 *   decision pager immediate forwarded list0 dx 0.000 dy 0.000
 *   tap list0.row1
 *
 * The gestures are `touchroute demo`'s "tap on a row" and "horizontal swipe",
 * frame for frame, so the decisions are the demo's.
 *
 *   cc swipe-and-tap.c $(pkg-config --cflags --libs touchroute) -o swipe-and-tap
 */
#include <math.h>
#include <stdio.h>

#include <touchroute.h>

static void on_decision(void *user_data, const tr_decision *d) {
    (void)user_data;
    printf("decision %s %s %s %s dx %.3f dy %.3f\n", d->view_name, d->rule, d->outcome_name,
           d->target_name ? d->target_name : "-", d->dx, d->dy);
}

static void on_tap(void *user_data, const tr_tap *tap) {
    (void)user_data;
    printf("tap %s\n", tap->view_name);
}

/* Route one finger's frame; stop the program on any error. */
static void touch(tr_window *window, double time, tr_phase phase, double x, double y) {
    tr_contact finger = {1, phase, x, y, NAN, NAN, NAN};
    if (tr_window_handle_frame(window, time, &finger, 1) != TR_OK) {
        fprintf(stderr, "swipe-and-tap: %s\n", tr_last_error());
    }
}

int main(void) {
    tr_window *window = NULL;
    if (tr_window_create_default_layout((tr_size){800, 480}, &window) != TR_OK) {
        fprintf(stderr, "swipe-and-tap: %s\n", tr_last_error());
        return 1;
    }
    tr_window_on_decision(window, on_decision, NULL);
    tr_window_on_tap(window, on_tap, NULL);

    /* A tap on list0.row1: down, and up 80 ms later. */
    touch(window, 1.0, TR_PHASE_BEGAN, 120, 96);
    touch(window, 1.08, TR_PHASE_ENDED, 120, 96);

    /* A swipe from (600, 240) to (200, 243) in 0.15 s, sampled at 120 Hz. */
    double start = 3.0;
    touch(window, start, TR_PHASE_BEGAN, 600, 240);
    for (int step = 1; step <= 18; step++) {
        double fraction = step / 18.0;
        touch(window, start + 0.15 * fraction, TR_PHASE_MOVED, 600 - 400 * fraction, 240 + 3 * fraction);
    }
    touch(window, start + 0.15 + 1 / 120.0, TR_PHASE_ENDED, 200, 243);

    /* Let the page snap into place on the router's clock, then ask where it is. */
    tr_window_settle(window, 5, NULL);
    int32_t page = 0;
    tr_window_current_page(window, &page, NULL);
    printf("page %d\n", (int)page);
    tr_window_destroy(window);
    return 0;
}

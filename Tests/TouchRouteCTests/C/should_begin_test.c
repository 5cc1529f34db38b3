/*
 * tr_recognizer_set_should_begin: a pan on a list whose should-begin rule
 * refuses it fails, and the list scrolls; allowed, it begins and the list
 * stays. A tap whose rule refuses it fails instead of recognizing.
 */
#include "check.h"
#include "gesture_log.h"

typedef struct gate {
    bool allow;
    int asked;
    tr_recognizer *seen;
} gate;

static bool should_begin(void *user_data, tr_recognizer *recognizer) {
    gate *g = user_data;
    g->asked++;
    g->seen = recognizer;
    return g->allow;
}

/* Up the list by 200 pt over 0.2 s, from (200, 500), and lift. */
static void drag_up(tr_window *window, double t) {
    tr_contact finger = contact(1, TR_PHASE_BEGAN, 200, 500);
    OK(tr_window_handle_frame(window, t, &finger, 1));
    finger.phase = TR_PHASE_MOVED;
    for (int step = 1; step <= 10; step++) {
        finger.y = 500 - 20 * step;
        OK(tr_window_handle_frame(window, t + 0.02 * step, &finger, 1));
    }
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, t + 0.25, &finger, 1));
    OK(tr_window_settle(window, t + 3, NULL));
}

int main(void) {
    tr_window *window;
    tr_view *root, *list;
    OK(tr_window_create("should-begin", (tr_size){400, 600}, &window));
    OK(tr_window_root(window, &root));
    OK(tr_view_create(window, TR_VIEW_SCROLL, "list", (tr_rect){0, 0, 400, 600}, &list));
    OK(tr_scroll_set_content_size(list, (tr_size){400, 2000}));
    OK(tr_view_add_subview(root, list));
    tr_recognizer *pan;
    OK(tr_recognizer_create(window, TR_GESTURE_PAN, "pan", &pan));
    OK(tr_view_add_recognizer(list, pan));
    heard log = {0};
    OK(tr_recognizer_on_change(pan, hear, &log));
    gate g = {false, 0, NULL};
    OK(tr_recognizer_set_should_begin(pan, should_begin, &g));

    drag_up(window, 1);
    CHECK(g.asked == 1 && g.seen == pan);
    CHECK(log.count == 1 && log.changes[0].state == TR_GESTURE_FAILED);
    tr_point offset;
    OK(tr_scroll_content_offset(list, &offset));
    CHECK(offset.y > 100); /* refused, the pan left the drag to the list */

    OK(tr_scroll_set_content_offset(list, (tr_point){0, 0}, false));
    g.allow = true;
    drag_up(window, 5);
    CHECK(g.asked == 2);
    CHECK(find(&log, 1, "pan", TR_GESTURE_BEGAN) == 1);
    OK(tr_scroll_content_offset(list, &offset));
    CHECK(offset.y == 0); /* the pan won the drag */

    /* Cleared, the pan is not asked again. */
    OK(tr_recognizer_set_should_begin(pan, NULL, NULL));
    drag_up(window, 9);
    CHECK(g.asked == 2);
    FAILS(tr_recognizer_set_should_begin(NULL, should_begin, &g), TR_ERROR_NULL, "recognizer");

    /* A discrete recognizer refused fails where it would have recognized. */
    tr_recognizer *tap;
    OK(tr_recognizer_create(window, TR_GESTURE_TAP, "tap", &tap));
    OK(tr_view_add_recognizer(root, tap));
    OK(tr_recognizer_on_change(tap, hear, &log));
    g.allow = false;
    OK(tr_recognizer_set_should_begin(tap, should_begin, &g));
    int before = log.count;
    tr_contact finger = contact(2, TR_PHASE_BEGAN, 100, 100);
    OK(tr_window_handle_frame(window, 20, &finger, 1));
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 20.05, &finger, 1));
    OK(tr_window_settle(window, 21, NULL));
    CHECK(g.asked == 3 && g.seen == tap);
    CHECK(find(&log, before, "tap", TR_GESTURE_FAILED) >= before);
    CHECK(find(&log, before, "tap", TR_GESTURE_RECOGNIZED) == -1);
    OK(tr_window_destroy(window));
    return check_summary("should_begin_test");
}

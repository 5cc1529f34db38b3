/*
 * A scroll view's pan as a recognizer, from C: swipe-to-delete on a row of
 * the default layout's first list, with the pager's pan waiting for the
 * swipe to fail. A quick swipe deletes and the page stays; a slow drag fails
 * the swipe, and the pager's pan begins and turns the page. The pan's
 * handle: its name and kind, the same handle twice, and refused elsewhere.
 */
#include "check.h"
#include "gesture_log.h"

/* (x, y) to (x + dx, y) over `seconds` in 10 ms reports, and up. */
static void stroke(tr_window *window, double t, double x, double y, double dx, double seconds) {
    tr_contact finger = contact(1, TR_PHASE_BEGAN, x, y);
    OK(tr_window_handle_frame(window, t, &finger, 1));
    finger.phase = TR_PHASE_MOVED;
    int steps = (int)(seconds / 0.01);
    for (int step = 1; step <= steps; step++) {
        finger.x = x + dx * step / steps;
        OK(tr_window_handle_frame(window, t + 0.01 * step, &finger, 1));
    }
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, t + seconds + 0.01, &finger, 1));
    OK(tr_window_settle(window, t + seconds + 3, NULL));
}

int main(void) {
    tr_window *window;
    tr_view *pager, *list, *row, *root;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    OK(tr_window_find_view(window, "pager", &pager));
    OK(tr_window_find_view(window, "list0", &list));
    OK(tr_window_find_view(window, "list0.row3", &row));
    OK(tr_window_root(window, &root));

    tr_recognizer *pan = NULL, *again = NULL, *delete = NULL;
    OK(tr_scroll_pan_recognizer(pager, &pan));
    OK(tr_scroll_pan_recognizer(pager, &again));
    CHECK(pan && pan == again);
    const char *name = NULL;
    OK(tr_recognizer_name(pan, &name));
    CHECK(name && strcmp(name, "pager.pan") == 0);
    tr_gesture_kind kind;
    OK(tr_recognizer_kind_of(pan, &kind));
    CHECK(kind == TR_GESTURE_PAN);
    tr_recognizer *pinch = NULL;
    OK(tr_scroll_pinch_recognizer(list, &pinch));
    OK(tr_recognizer_name(pinch, &name));
    CHECK(strcmp(name, "list0.pinch") == 0);
    FAILS(tr_scroll_pan_recognizer(row, &again), TR_ERROR_WRONG_KIND, "list0.row3");
    FAILS(tr_view_add_recognizer(root, pan), TR_ERROR_STATE, "stays on its scroll view");

    OK(tr_recognizer_create(window, TR_GESTURE_SWIPE, "delete", &delete));
    OK(tr_recognizer_set(delete, TR_RECOGNIZER_DIRECTION, TR_SWIPE_LEFT));
    OK(tr_view_add_recognizer(row, delete));
    OK(tr_recognizer_require_to_fail(pan, delete));
    heard log = {0};
    OK(tr_window_on_gesture(window, hear, &log));

    /* 200 pt left in 0.15 s over the row (y 3 * 64 + 32): the swipe. */
    stroke(window, 1, 600, 224, -200, 0.15);
    /* The swipe's win is reported once it has its touches: the pan has failed by then. */
    int failed = find(&log, 0, "pager.pan", TR_GESTURE_FAILED);
    int recognized = find(&log, 0, "delete", TR_GESTURE_RECOGNIZED);
    CHECK(failed >= 0 && recognized > failed);
    CHECK(find(&log, 0, "pager.pan", TR_GESTURE_BEGAN) < 0);
    tr_point offset;
    OK(tr_scroll_content_offset(pager, &offset));
    CHECK(offset.x == 0);

    /* 500 pt in 2 s: too slow for a swipe, so the pager's pan begins. */
    int from = log.count;
    stroke(window, 10, 600, 224, -500, 2);
    int swipe_failed = find(&log, from, "delete", TR_GESTURE_FAILED);
    int began = find(&log, from, "pager.pan", TR_GESTURE_BEGAN);
    CHECK(swipe_failed >= 0 && began > swipe_failed);
    CHECK(find(&log, began, "pager.pan", TR_GESTURE_ENDED) > began);
    OK(tr_scroll_content_offset(pager, &offset));
    CHECK(offset.x == 800);

    OK(tr_window_destroy(window));
    return check_summary("scroll_recognizers_test");
}

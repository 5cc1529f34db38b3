/*
 * A scroll view's pan as a recognizer, from C: swipe-to-delete on a row of
 * the default layout's first list, with the pager's pan waiting for the
 * swipe to fail. A quick swipe deletes and the page stays; a slow drag fails
 * the swipe, and the pager's pan begins and turns the page. The pan's
 * handle: its name and kind, the same handle twice, and refused elsewhere.
 * And a recognizer of the host's own kind, "scrub", related to a list's pan:
 * the list waits for the scrub to fail, so a drag the scrub takes at 30 pt
 * never scrolls the list. Every recognizer hears the arena's verdict on each
 * touch it followed, once: the winner accepted, the others rejected.
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

/* The arena's verdicts on one recognizer's touches, counted. */
typedef struct verdicts {
    int accepted, rejected;
    long long last_touch;
} verdicts;

static void count_verdict(void *data, tr_recognizer *recognizer, const tr_touch *touch, bool accepted, double time) {
    verdicts *v = data;
    (void)recognizer, (void)time;
    if (accepted) v->accepted++; else v->rejected++;
    v->last_touch = touch->id;
}

/* The scrub: continuous, begins once its finger is 30 pt from where it came down. */
typedef struct scrub {
    double start_x, start_y;
} scrub;

static void scrub_began(void *data, tr_recognizer *recognizer, const tr_touch *touches, size_t count, double time) {
    scrub *s = data;
    (void)recognizer, (void)count, (void)time;
    s->start_x = touches[0].window_x;
    s->start_y = touches[0].window_y;
}

static void scrub_moved(void *data, tr_recognizer *recognizer, const tr_touch *touches, size_t count, double time) {
    scrub *s = data;
    (void)count, (void)time;
    tr_gesture_state state = state_of(recognizer);
    if (state == TR_GESTURE_POSSIBLE && hypot(touches[0].window_x - s->start_x, touches[0].window_y - s->start_y) >= 30) {
        OK(tr_recognizer_transition(recognizer, TR_GESTURE_BEGAN));
    } else if (state == TR_GESTURE_BEGAN || state == TR_GESTURE_CHANGED) {
        OK(tr_recognizer_transition(recognizer, TR_GESTURE_CHANGED));
    }
}

static void scrub_ended(void *data, tr_recognizer *recognizer, const tr_touch *touches, size_t count, double time) {
    (void)data, (void)touches, (void)count, (void)time;
    tr_gesture_state state = state_of(recognizer);
    OK(tr_recognizer_transition(recognizer, state == TR_GESTURE_POSSIBLE ? TR_GESTURE_FAILED : TR_GESTURE_ENDED));
}

/* A vertical drag from (x, y) by dy over 0.4 s in 10 ms reports, and up. */
static void vertical(tr_window *window, double t, double x, double y, double dy) {
    tr_contact finger = contact(1, TR_PHASE_BEGAN, x, y);
    OK(tr_window_handle_frame(window, t, &finger, 1));
    finger.phase = TR_PHASE_MOVED;
    for (int step = 1; step <= 40; step++) {
        finger.y = y + dy * step / 40;
        OK(tr_window_handle_frame(window, t + 0.01 * step, &finger, 1));
    }
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, t + 0.41, &finger, 1));
    OK(tr_window_settle(window, t + 3, NULL));
}

/* The list's pan waits for the host's own scrub to fail: the scrub takes the drag. */
static void check_custom_against_pan(tr_window *window) {
    /* The page turn above left the pager on its second page. */
    tr_view *list, *row;
    OK(tr_window_find_view(window, "list1", &list));
    OK(tr_window_find_view(window, "list1.row5", &row));
    scrub s = {0, 0};
    tr_custom_recognizer_callbacks callbacks = {scrub_began, scrub_moved, scrub_ended, scrub_ended, NULL};
    tr_recognizer *recognizer = NULL, *list_pan = NULL;
    OK(tr_recognizer_create_custom(window, "scrubber", "scrub", true, &callbacks, &s, &recognizer));
    OK(tr_view_add_recognizer(row, recognizer));
    OK(tr_scroll_pan_recognizer(list, &list_pan));
    OK(tr_recognizer_require_to_fail(list_pan, recognizer));
    static heard log; /* a log of its own: the page turn above filled the first */
    OK(tr_window_on_gesture(window, hear, &log));
    verdicts scrub_verdicts = {0}, pan_verdicts = {0};
    OK(tr_recognizer_on_verdict(recognizer, count_verdict, &scrub_verdicts));
    OK(tr_recognizer_on_verdict(list_pan, count_verdict, &pan_verdicts));
    vertical(window, 30, 400, 5 * 64 + 32, -200);
    CHECK(scrub_verdicts.accepted == 1 && scrub_verdicts.rejected == 0);
    CHECK(pan_verdicts.accepted == 0 && pan_verdicts.rejected == 1);
    OK(tr_recognizer_on_verdict(list_pan, NULL, NULL));
    OK(tr_recognizer_on_verdict(recognizer, NULL, NULL));
    int began = find(&log, 0, "scrubber", TR_GESTURE_BEGAN);
    CHECK(began >= 0 && find(&log, 0, "list1.pan", TR_GESTURE_FAILED) >= 0);
    CHECK(find(&log, 0, "list1.pan", TR_GESTURE_BEGAN) < 0);
    CHECK(began >= 0 && find(&log, began, "scrubber", TR_GESTURE_ENDED) > began);
    CHECK(began >= 0 && strcmp(log.changes[began].kind_name, "scrub") == 0);
    tr_point offset;
    OK(tr_scroll_content_offset(list, &offset));
    CHECK(offset.y == 0);
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
    verdicts pan_verdicts = {0}, delete_verdicts = {0};
    OK(tr_recognizer_on_verdict(pan, count_verdict, &pan_verdicts));
    OK(tr_recognizer_on_verdict(delete, count_verdict, &delete_verdicts));
    FAILS(tr_recognizer_on_verdict(NULL, count_verdict, NULL), TR_ERROR_NULL, "recognizer");

    /* 200 pt left in 0.15 s over the row (y 3 * 64 + 32): the swipe. */
    stroke(window, 1, 600, 224, -200, 0.15);
    CHECK(delete_verdicts.accepted == 1 && delete_verdicts.rejected == 0 && delete_verdicts.last_touch == 1);
    CHECK(pan_verdicts.accepted == 0 && pan_verdicts.rejected == 1);
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
    CHECK(delete_verdicts.accepted == 1 && delete_verdicts.rejected == 1);
    CHECK(pan_verdicts.accepted == 1 && pan_verdicts.rejected == 1);

    check_custom_against_pan(window);
    OK(tr_window_destroy(window));
    return check_summary("scroll_recognizers_test");
}

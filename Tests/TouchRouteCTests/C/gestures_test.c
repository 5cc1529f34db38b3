/*
 * Recognizers made in C recognize what they are fed: a single tap waiting
 * for a double tap to fail, a double tap, and a long press held through
 * frames with their timestamps; each heard by its own callback and by the
 * window's gesture callback (the trace's "gesture" records). A pinch is
 * pinch_test.c's.
 */
#include "check.h"
#include "gesture_log.h"

static void tap_at(tr_window *window, double time, double x, double y) {
    tr_contact finger[2] = {contact(1, TR_PHASE_BEGAN, x, y), contact(1, TR_PHASE_ENDED, x, y)};
    OK(tr_window_handle_frame(window, time, &finger[0], 1));
    OK(tr_window_handle_frame(window, time + 0.05, &finger[1], 1));
}

static void check_taps(tr_window *window, tr_view *photo, heard *trace) {
    heard own = {0};
    tr_recognizer *chrome, *zoom;
    OK(tr_recognizer_create(window, TR_GESTURE_TAP, "chrome", &chrome));
    OK(tr_recognizer_create(window, TR_GESTURE_DOUBLE_TAP, "zoom", &zoom));
    OK(tr_recognizer_require_to_fail(chrome, zoom));
    OK(tr_recognizer_on_change(chrome, hear, &own));
    OK(tr_recognizer_on_change(zoom, hear, &own));
    OK(tr_view_add_recognizer(photo, chrome));
    OK(tr_view_add_recognizer(photo, zoom));

    /* One tap: the double tap fails when its interval runs out, and only then the single tap recognizes. */
    tap_at(window, 1.0, 200, 200);
    OK(tr_window_advance_time(window, 2.0));
    int failed = find(&own, 0, "zoom", TR_GESTURE_FAILED);
    int single = find(&own, 0, "chrome", TR_GESTURE_RECOGNIZED);
    CHECK(failed >= 0 && single > failed);
    CHECK(single < 0 || (CLOSE_TO(own.changes[single].x, 200) && own.changes[single].recognizer == chrome));
    CHECK(single < 0 || strcmp(own.changes[single].kind_name, "tap") == 0);

    /* Two taps: the double tap recognizes and the single tap never does. */
    int before = own.count;
    tap_at(window, 3.0, 200, 200);
    tap_at(window, 3.2, 202, 201);
    OK(tr_window_advance_time(window, 4.0));
    int twice = find(&own, before, "zoom", TR_GESTURE_RECOGNIZED);
    CHECK(twice >= 0 && find(&own, before, "chrome", TR_GESTURE_RECOGNIZED) < 0);
    CHECK(twice < 0 || own.changes[twice].kind == TR_GESTURE_DOUBLE_TAP);

    /* The window's callback heard the same transitions, in the same order. */
    CHECK(find(trace, 0, "chrome", TR_GESTURE_RECOGNIZED) >= 0 && find(trace, 0, "zoom", TR_GESTURE_RECOGNIZED) >= 0);
    OK(tr_recognizer_destroy(chrome));
    OK(tr_recognizer_destroy(zoom));
}

static void check_long_press(tr_window *window, tr_view *photo) {
    heard own = {0};
    tr_recognizer *menu;
    OK(tr_recognizer_create(window, TR_GESTURE_LONG_PRESS, "menu", &menu));
    OK(tr_recognizer_set(menu, TR_RECOGNIZER_MINIMUM_PRESS_DURATION, 0.5));
    OK(tr_recognizer_on_change(menu, hear, &own));
    OK(tr_view_add_recognizer(photo, menu));
    tr_contact finger = contact(2, TR_PHASE_BEGAN, 100, 300);
    OK(tr_window_handle_frame(window, 10.0, &finger, 1));
    finger.phase = TR_PHASE_STATIONARY;
    for (int frame = 1; frame <= 4; frame++) OK(tr_window_handle_frame(window, 10.0 + 0.1 * frame, &finger, 1));
    CHECK(find(&own, 0, "menu", TR_GESTURE_BEGAN) < 0); /* 0.4 s: not yet */
    for (int frame = 5; frame <= 8; frame++) OK(tr_window_handle_frame(window, 10.0 + 0.1 * frame, &finger, 1));
    int began = find(&own, 0, "menu", TR_GESTURE_BEGAN);
    CHECK(began >= 0 && own.changes[began].time >= 10.5 - 1e-9 && own.changes[began].time <= 10.6 + 1e-9);
    tr_gesture_change now;
    OK(tr_recognizer_state_of(menu, &now));
    CHECK(now.state == TR_GESTURE_BEGAN || now.state == TR_GESTURE_CHANGED);
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 11.0, &finger, 1));
    CHECK(find(&own, 0, "menu", TR_GESTURE_ENDED) > began);
    OK(tr_recognizer_destroy(menu));
}

int main(void) {
    tr_window *window;
    tr_view *root, *photo;
    OK(tr_window_create("gestures", (tr_size){400, 800}, &window));
    OK(tr_window_root(window, &root));
    OK(tr_view_create(window, TR_VIEW_PLAIN, "photo", (tr_rect){0, 0, 400, 800}, &photo));
    OK(tr_view_add_subview(root, photo));
    static heard trace;
    OK(tr_window_on_gesture(window, hear, &trace));

    check_taps(window, photo, &trace);
    check_long_press(window, photo);
    OK(tr_window_destroy(window));
    return check_summary("gestures_test");
}

/*
 * Gesture recognizers made and configured from C: each kind, its
 * parameters and flags, attaching and detaching, requirements, rules and
 * callbacks; zoom settings on a scroll view; a participant view; handles
 * that go stale with their recognizer, view or window; and calls from
 * another thread refused.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>

#include "check.h"

#define PI 3.14159265358979323846

static tr_recognizer *foreign_recognizer;

/* A thread that is not the window's. */
static void *call_from_elsewhere(void *result) {
    *(tr_status *)result = tr_recognizer_set(foreign_recognizer, TR_RECOGNIZER_TAPS_REQUIRED, 3);
    return NULL;
}

static bool never_together(void *user_data, tr_recognizer *recognizer, tr_recognizer *other) {
    (void)user_data, (void)recognizer, (void)other;
    return false;
}

static void ignore_change(void *user_data, const tr_gesture_change *change) {
    (void)user_data, (void)change;
}

static void note_scroll(void *user_data, const tr_scroll_change *change) {
    *(tr_scroll_change *)user_data = *change;
}

static tr_stance hold_all(void *user_data, tr_view *view, const tr_touch *touch, double dx, double dy) {
    (void)user_data, (void)view, (void)touch, (void)dx, (void)dy;
    return TR_STANCE_HOLD;
}

static void check_kinds(tr_window *window, tr_view *photo) {
    static const char *const names[] = {"tap", "double-tap", "long-press", "pan", "pinch", "rotation", "swipe",
                                        "edge-pan"};
    for (int kind = TR_GESTURE_TAP; kind <= TR_GESTURE_EDGE_PAN; kind++) {
        tr_recognizer *recognizer = NULL;
        OK(tr_recognizer_create(window, (tr_gesture_kind)kind, names[kind], &recognizer));
        tr_gesture_kind made;
        OK(tr_recognizer_kind_of(recognizer, &made));
        CHECK((int)made == kind);
        const char *name = NULL;
        OK(tr_recognizer_name(recognizer, &name));
        CHECK(name && strcmp(name, names[kind]) == 0);
        OK(tr_view_add_recognizer(photo, recognizer));
        tr_gesture_change now;
        OK(tr_recognizer_state_of(recognizer, &now));
        CHECK(now.state == TR_GESTURE_POSSIBLE && strcmp(now.state_name, "possible") == 0);
        CHECK(strcmp(now.kind_name, names[kind]) == 0 && now.recognizer == recognizer && now.view == photo);
        CHECK(strcmp(now.view_name, "photo") == 0 && isnan(now.scale) && isnan(now.translation_x));
    }
    size_t count = 0;
    OK(tr_view_recognizer_count(photo, &count));
    CHECK(count == 8);
    tr_recognizer *pinch = NULL;
    OK(tr_view_recognizer_at(photo, 4, &pinch));
    tr_recognizer *found = NULL;
    OK(tr_window_find_recognizer(window, "pinch", &found));
    CHECK(found == pinch);
    FAILS(tr_view_recognizer_at(photo, 8, &pinch), TR_ERROR_INVALID_ARGUMENT, "has 8 recognizers");
    FAILS(tr_window_find_recognizer(window, "menu", &found), TR_ERROR_NOT_FOUND, "\"menu\"");
    FAILS(tr_recognizer_create(window, (tr_gesture_kind)10, "x", &found), TR_ERROR_INVALID_ARGUMENT, "tr_gesture_kind");
}

/* Sets `parameter` to `value` and reads it back. */
static void set_and_read(tr_recognizer *recognizer, tr_recognizer_parameter parameter, double value) {
    double read = -1;
    OK(tr_recognizer_set(recognizer, parameter, value));
    OK(tr_recognizer_get(recognizer, parameter, &read));
    CHECK(read == value);
}

/* The recognizers' distances, durations, speeds and angles: defaults, set
 * and read back, each refused out of its range and on another kind. */
static void check_thresholds(tr_window *window, tr_recognizer *tap, tr_recognizer *swipe, tr_recognizer *pan,
                             tr_recognizer *edge) {
    tr_recognizer *pinch, *rotation;
    OK(tr_recognizer_create(window, TR_GESTURE_PINCH, "pinch", &pinch));
    OK(tr_recognizer_create(window, TR_GESTURE_ROTATION, "rotation", &rotation));
    double value = 0;
    OK(tr_recognizer_get(tap, TR_RECOGNIZER_MAXIMUM_TAP_INTERVAL, &value));
    CHECK(CLOSE_TO(value, 0.3));
    OK(tr_recognizer_get(swipe, TR_RECOGNIZER_MAXIMUM_ANGLE, &value));
    CHECK(CLOSE_TO(value, PI / 6));
    OK(tr_recognizer_get(rotation, TR_RECOGNIZER_ROTATION_THRESHOLD, &value));
    CHECK(CLOSE_TO(value, 5 * PI / 180));
    OK(tr_recognizer_get(edge, TR_RECOGNIZER_EDGE_ZONE_WIDTH, &value));
    CHECK(value == 20);

    set_and_read(tap, TR_RECOGNIZER_ALLOWABLE_MOVEMENT, 12);
    set_and_read(tap, TR_RECOGNIZER_MAXIMUM_TAP_DURATION, 0.4);
    set_and_read(tap, TR_RECOGNIZER_MAXIMUM_TAP_INTERVAL, 0.25);
    set_and_read(tap, TR_RECOGNIZER_MAXIMUM_TAP_DISTANCE, 60);
    set_and_read(swipe, TR_RECOGNIZER_MINIMUM_DISTANCE, 50);
    set_and_read(swipe, TR_RECOGNIZER_MINIMUM_SPEED, 500);
    set_and_read(swipe, TR_RECOGNIZER_MAXIMUM_ANGLE, PI / 4);
    set_and_read(pan, TR_RECOGNIZER_PAN_THRESHOLD, 4);
    set_and_read(edge, TR_RECOGNIZER_PAN_THRESHOLD, 6); /* an edge pan is a pan */
    set_and_read(edge, TR_RECOGNIZER_EDGE_ZONE_WIDTH, 32);
    set_and_read(pinch, TR_RECOGNIZER_SPAN_SLOP, 8);
    set_and_read(rotation, TR_RECOGNIZER_ROTATION_THRESHOLD, 0.1);

    FAILS(tr_recognizer_set(tap, TR_RECOGNIZER_MAXIMUM_TAP_DURATION, 0), TR_ERROR_INVALID_ARGUMENT, "above 0");
    FAILS(tr_recognizer_set(tap, TR_RECOGNIZER_MAXIMUM_TAP_INTERVAL, INFINITY), TR_ERROR_INVALID_ARGUMENT,
          "TR_RECOGNIZER_MAXIMUM_TAP_INTERVAL is inf seconds");
    FAILS(tr_recognizer_set(tap, TR_RECOGNIZER_MAXIMUM_TAP_DISTANCE, -1), TR_ERROR_INVALID_ARGUMENT, "from 0 to 1e9");
    FAILS(tr_recognizer_set(swipe, TR_RECOGNIZER_MINIMUM_DISTANCE, 0), TR_ERROR_INVALID_ARGUMENT, "above 0");
    FAILS(tr_recognizer_set(swipe, TR_RECOGNIZER_MINIMUM_SPEED, NAN), TR_ERROR_INVALID_ARGUMENT, "points per second");
    FAILS(tr_recognizer_set(swipe, TR_RECOGNIZER_MAXIMUM_ANGLE, 2), TR_ERROR_INVALID_ARGUMENT, "a quarter turn");
    FAILS(tr_recognizer_set(rotation, TR_RECOGNIZER_ROTATION_THRESHOLD, -0.1), TR_ERROR_INVALID_ARGUMENT, "radians");
    FAILS(tr_recognizer_set(edge, TR_RECOGNIZER_EDGE_ZONE_WIDTH, 0), TR_ERROR_INVALID_ARGUMENT,
          "TR_RECOGNIZER_EDGE_ZONE_WIDTH is 0.0 points");
    FAILS(tr_recognizer_set(pinch, TR_RECOGNIZER_SPAN_SLOP, 1e10), TR_ERROR_INVALID_ARGUMENT, "1e9");
    FAILS(tr_recognizer_set(pan, TR_RECOGNIZER_EDGE_ZONE_WIDTH, 10), TR_ERROR_WRONG_KIND, "a pan recognizer");
    FAILS(tr_recognizer_set(pinch, TR_RECOGNIZER_ROTATION_THRESHOLD, 1), TR_ERROR_WRONG_KIND, "a pinch recognizer");
    FAILS(tr_recognizer_get(rotation, TR_RECOGNIZER_SPAN_SLOP, &value), TR_ERROR_WRONG_KIND, "a rotation recognizer");
    OK(tr_recognizer_destroy(pinch));
    OK(tr_recognizer_destroy(rotation));
}

static void check_parameters(tr_window *window) {
    tr_recognizer *tap, *press, *pan, *swipe, *edge;
    OK(tr_recognizer_create(window, TR_GESTURE_TAP, "tap", &tap));
    OK(tr_recognizer_create(window, TR_GESTURE_LONG_PRESS, "press", &press));
    OK(tr_recognizer_create(window, TR_GESTURE_PAN, "pan", &pan));
    OK(tr_recognizer_create(window, TR_GESTURE_SWIPE, "swipe", &swipe));
    OK(tr_recognizer_create(window, TR_GESTURE_EDGE_PAN, "edge", &edge));
    double value = 0;
    tr_gesture_kind kind;
    OK(tr_recognizer_set(tap, TR_RECOGNIZER_TAPS_REQUIRED, 2));
    OK(tr_recognizer_kind_of(tap, &kind));
    CHECK(kind == TR_GESTURE_DOUBLE_TAP);
    OK(tr_recognizer_set(tap, TR_RECOGNIZER_TOUCHES_REQUIRED, 2));
    OK(tr_recognizer_get(tap, TR_RECOGNIZER_TOUCHES_REQUIRED, &value));
    CHECK(value == 2);
    OK(tr_recognizer_get(press, TR_RECOGNIZER_MINIMUM_PRESS_DURATION, &value));
    CHECK(CLOSE_TO(value, 0.5));
    OK(tr_recognizer_set(press, TR_RECOGNIZER_MINIMUM_PRESS_DURATION, 0.8));
    OK(tr_recognizer_set(press, TR_RECOGNIZER_ALLOWABLE_MOVEMENT, 15));
    OK(tr_recognizer_get(press, TR_RECOGNIZER_ALLOWABLE_MOVEMENT, &value));
    CHECK(value == 15);
    OK(tr_recognizer_get(pan, TR_RECOGNIZER_MAXIMUM_TOUCHES, &value));
    CHECK(isinf(value));
    OK(tr_recognizer_set(pan, TR_RECOGNIZER_MAXIMUM_TOUCHES, 2));
    FAILS(tr_recognizer_set(pan, TR_RECOGNIZER_MINIMUM_TOUCHES, 3), TR_ERROR_INVALID_ARGUMENT, "raise the maximum");
    OK(tr_recognizer_set(swipe, TR_RECOGNIZER_DIRECTION, TR_SWIPE_LEFT | TR_SWIPE_RIGHT));
    OK(tr_recognizer_get(swipe, TR_RECOGNIZER_DIRECTION, &value));
    CHECK(value == 3);
    OK(tr_recognizer_set(edge, TR_RECOGNIZER_EDGES, TR_EDGE_RIGHT));
    OK(tr_recognizer_set(edge, TR_RECOGNIZER_MINIMUM_TOUCHES, 1)); /* an edge pan is a pan */
    FAILS(tr_recognizer_set(tap, TR_RECOGNIZER_MINIMUM_PRESS_DURATION, 1), TR_ERROR_WRONG_KIND, "a double-tap recognizer");
    FAILS(tr_recognizer_set(tap, TR_RECOGNIZER_TAPS_REQUIRED, 1.5), TR_ERROR_INVALID_ARGUMENT, "whole number");
    FAILS(tr_recognizer_set(press, TR_RECOGNIZER_MINIMUM_PRESS_DURATION, NAN), TR_ERROR_INVALID_ARGUMENT, "seconds");
    FAILS(tr_recognizer_set(swipe, TR_RECOGNIZER_DIRECTION, 0), TR_ERROR_INVALID_ARGUMENT, "non-empty");
    FAILS(tr_recognizer_set(swipe, (tr_recognizer_parameter)99, 1), TR_ERROR_INVALID_ARGUMENT, "tr_recognizer_parameter");
    check_thresholds(window, tap, swipe, pan, edge);

    bool flag = false;
    OK(tr_recognizer_get_flag(tap, TR_RECOGNIZER_DELAYS_TOUCHES_ENDED, &flag));
    CHECK(flag);
    OK(tr_recognizer_set_flag(tap, TR_RECOGNIZER_CANCELS_TOUCHES_IN_VIEW, false));
    OK(tr_recognizer_get_flag(tap, TR_RECOGNIZER_CANCELS_TOUCHES_IN_VIEW, &flag));
    CHECK(!flag);
    OK(tr_recognizer_set_flag(tap, TR_RECOGNIZER_ENABLED, false));
    OK(tr_recognizer_get_flag(tap, TR_RECOGNIZER_ENABLED, &flag));
    CHECK(!flag);
    FAILS(tr_recognizer_set_flag(tap, (tr_recognizer_flag)4, true), TR_ERROR_INVALID_ARGUMENT, "tr_recognizer_flag");

    OK(tr_recognizer_require_to_fail(press, tap));
    FAILS(tr_recognizer_require_to_fail(tap, tap), TR_ERROR_INVALID_ARGUMENT, "itself");
    FAILS(tr_recognizer_require_to_fail(tap, press), TR_ERROR_INVALID_ARGUMENT, "would make a cycle");
    OK(tr_recognizer_set_simultaneous_rule(pan, never_together, NULL));
    OK(tr_recognizer_set_simultaneous_rule(pan, NULL, NULL));
    OK(tr_recognizer_on_change(pan, ignore_change, NULL));
    OK(tr_recognizer_on_change(pan, NULL, NULL));
    tr_view *view = (tr_view *)tap;
    FAILS(tr_view_add_recognizer(view, pan), TR_ERROR_WRONG_KIND, "a view (tr_view) was expected");
}

static void check_zoom(tr_window *window, tr_view *scroll, tr_view *photo) {
    double minimum = 0, maximum = 0, scale = 0;
    OK(tr_scroll_zoom_range(scroll, &minimum, &maximum));
    CHECK(minimum == 1 && maximum == 1);
    OK(tr_scroll_set_zoom_range(scroll, 1, 4));
    OK(tr_scroll_zoom_range(scroll, &minimum, &maximum));
    CHECK(minimum == 1 && maximum == 4);
    OK(tr_scroll_set_zoom_scale(scroll, 9, false));
    OK(tr_scroll_zoom_scale(scroll, &scale));
    CHECK(scale == 4); /* clamped */
    OK(tr_scroll_zoom_to(scroll, 2.5, (tr_point){100, 100}, false));
    OK(tr_scroll_zoom_scale(scroll, &scale));
    CHECK(scale == 2.5);
    OK(tr_scroll_set_zoom_range(scroll, 1, 2));
    OK(tr_scroll_zoom_scale(scroll, &scale));
    CHECK(scale == 2); /* moved into the new range */
    OK(tr_scroll_set_zoom_scale(scroll, 1, false));
    bool bounces = false;
    OK(tr_view_get_flag(scroll, TR_FLAG_BOUNCES_ZOOM, &bounces));
    CHECK(bounces);
    FAILS(tr_scroll_set_zoom_range(scroll, 3, 2), TR_ERROR_INVALID_ARGUMENT, "minimum <= maximum");
    FAILS(tr_scroll_set_zoom_range(scroll, 0, 2), TR_ERROR_INVALID_ARGUMENT, "above 0");
    FAILS(tr_scroll_zoom_to(scroll, 2, (tr_point){NAN, 0}, false), TR_ERROR_INVALID_ARGUMENT, "point.x");
    FAILS(tr_scroll_set_zoom_scale(photo, 2, false), TR_ERROR_WRONG_KIND, "a scroll view");

    /* A scroll record of a view that does not zoom carries NAN. */
    tr_view *list;
    tr_scroll_change heard = {0};
    OK(tr_view_create(window, TR_VIEW_SCROLL, "list", (tr_rect){0, 0, 100, 100}, &list));
    OK(tr_view_add_subview(photo, list));
    OK(tr_scroll_set_content_size(list, (tr_size){100, 1000}));
    OK(tr_window_on_scroll(window, note_scroll, &heard));
    OK(tr_scroll_set_content_offset(list, (tr_point){0, 50}, false));
    CHECK(heard.view == list && heard.y == 50 && isnan(heard.zoom));
    OK(tr_window_on_scroll(window, NULL, NULL));
}

static void check_lifetimes(tr_window *window, tr_view *root) {
    tr_recognizer *alone, *attached, *other;
    tr_view *tile;
    OK(tr_recognizer_create(window, TR_GESTURE_TAP, "alone", &alone));
    OK(tr_recognizer_destroy(alone));
    tr_gesture_kind kind;
    FAILS(tr_recognizer_kind_of(alone, &kind), TR_ERROR_STALE_HANDLE, "destroyed");

    OK(tr_view_create(window, TR_VIEW_TAP, "tile", (tr_rect){0, 0, 50, 50}, &tile));
    OK(tr_view_add_subview(root, tile));
    OK(tr_recognizer_create(window, TR_GESTURE_LONG_PRESS, "held", &attached));
    OK(tr_view_add_recognizer(tile, attached));
    OK(tr_recognizer_create(window, TR_GESTURE_TAP, "loose", &other));
    FAILS(tr_view_remove_recognizer(tile, other), TR_ERROR_STATE, "not attached");
    OK(tr_view_destroy(tile));
    FAILS(tr_recognizer_kind_of(attached, &kind), TR_ERROR_STALE_HANDLE, "destroyed");
    OK(tr_recognizer_kind_of(other, &kind)); /* not on the view: still alive */

    /* Another window's recognizer cannot join this one's views. */
    tr_window *second;
    tr_recognizer *elsewhere;
    OK(tr_window_create("second", (tr_size){100, 100}, &second));
    OK(tr_recognizer_create(second, TR_GESTURE_PAN, "elsewhere", &elsewhere));
    FAILS(tr_view_add_recognizer(root, elsewhere), TR_ERROR_STATE, "different windows");
    FAILS(tr_recognizer_require_to_fail(other, elsewhere), TR_ERROR_STATE, "different windows");
    OK(tr_window_destroy(second));
    FAILS(tr_recognizer_kind_of(elsewhere, &kind), TR_ERROR_STALE_HANDLE, "destroyed");
}

int main(void) {
    tr_window *window;
    tr_view *root, *scroll, *photo;
    OK(tr_window_create("recognizers", (tr_size){400, 800}, &window));
    OK(tr_window_root(window, &root));
    OK(tr_view_create(window, TR_VIEW_SCROLL, "zoomer", (tr_rect){0, 0, 400, 400}, &scroll));
    OK(tr_view_add_subview(root, scroll));
    OK(tr_view_create(window, TR_VIEW_TAP, "photo", (tr_rect){0, 0, 400, 400}, &photo));
    OK(tr_view_add_subview(scroll, photo));

    check_kinds(window, photo);
    check_parameters(window);
    check_zoom(window, scroll, photo);
    check_lifetimes(window, root);

    tr_view *slider;
    tr_host_callbacks none = {NULL, NULL};
    OK(tr_participant_view_create(window, "slider", (tr_rect){0, 500, 300, 40}, &none, hold_all, NULL, &slider));
    tr_view_kind kind;
    OK(tr_view_kind_of(slider, &kind));
    CHECK(kind == TR_VIEW_HOST);
    FAILS(tr_participant_view_create(window, "s", (tr_rect){0, 0, 1, 1}, &none, NULL, NULL, &slider), TR_ERROR_NULL,
          "stance");

    /* The window's thread only. */
    OK(tr_view_recognizer_at(photo, 0, &foreign_recognizer));
    tr_status status = TR_OK;
    OK(tr_set_log_handler(NULL, NULL)); /* the refusal is logged; not to stderr here */
    pthread_t thread;
    pthread_create(&thread, NULL, call_from_elsewhere, &status);
    pthread_join(thread, NULL);
    CHECK(status == TR_ERROR_WRONG_THREAD);

    tr_recognizer *kept;
    OK(tr_view_recognizer_at(photo, 1, &kept));
    OK(tr_window_destroy(window));
    tr_gesture_kind gone;
    FAILS(tr_recognizer_kind_of(kept, &gone), TR_ERROR_STALE_HANDLE, "destroyed");
    return check_summary("recognizers_test");
}

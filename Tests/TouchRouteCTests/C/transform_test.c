/*
 * A transform recognizer made in C (TR_GESTURE_TRANSFORM, 9, after
 * TR_GESTURE_CUSTOM): its parameters come from the core's table, and two
 * fingers spreading, turning and travelling report scale, rotation and
 * translation in one gesture.
 */
#include "check.h"
#include "gesture_log.h"

static void check_parameters(tr_recognizer *transform) {
    double value = 0;
    OK(tr_recognizer_get(transform, TR_RECOGNIZER_SPAN_SLOP, &value));
    CHECK(value == 16);
    OK(tr_recognizer_get(transform, TR_RECOGNIZER_PAN_THRESHOLD, &value));
    CHECK(value == 10);
    OK(tr_recognizer_get(transform, TR_RECOGNIZER_MAXIMUM_TOUCHES, &value));
    CHECK(isinf(value));
    OK(tr_recognizer_set(transform, TR_RECOGNIZER_ROTATION_THRESHOLD, 0.1));
    OK(tr_recognizer_get(transform, TR_RECOGNIZER_ROTATION_THRESHOLD, &value));
    CHECK(CLOSE_TO(value, 0.1));
    OK(tr_recognizer_set(transform, TR_RECOGNIZER_MAXIMUM_TOUCHES, 2));
    FAILS(tr_recognizer_set(transform, TR_RECOGNIZER_MINIMUM_TOUCHES, 3), TR_ERROR_INVALID_ARGUMENT,
          "TR_RECOGNIZER_MINIMUM_TOUCHES is 3, above the maximum 2; raise the maximum first.");
    FAILS(tr_recognizer_set(transform, TR_RECOGNIZER_TOUCHES_REQUIRED, 2), TR_ERROR_WRONG_KIND,
          "a transform recognizer");
}

static void check_transform(tr_window *window, tr_view *photo) {
    heard own = {0};
    tr_recognizer *transform;
    OK(tr_recognizer_create(window, TR_GESTURE_TRANSFORM, "map", &transform));
    tr_gesture_kind kind;
    OK(tr_recognizer_kind_of(transform, &kind));
    CHECK(kind == TR_GESTURE_TRANSFORM && TR_GESTURE_TRANSFORM == 9 && TR_GESTURE_CUSTOM == 8);
    check_parameters(transform);
    OK(tr_recognizer_set(transform, TR_RECOGNIZER_ROTATION_THRESHOLD, 3.1));
    OK(tr_recognizer_on_change(transform, hear, &own));
    OK(tr_view_add_recognizer(photo, transform));
    tr_contact fingers[2] = {contact(3, TR_PHASE_BEGAN, 150, 200), contact(4, TR_PHASE_BEGAN, 250, 200)};
    OK(tr_window_handle_frame(window, 20.0, fingers, 2));
    fingers[0].phase = fingers[1].phase = TR_PHASE_MOVED;
    for (int step = 1; step <= 10; step++) { /* apart, from 100 pt to 200 pt, and 2 pt down a step */
        fingers[0].x = 150 - 5 * step;
        fingers[1].x = 250 + 5 * step;
        fingers[0].y = fingers[1].y = 200 + 2 * step;
        OK(tr_window_handle_frame(window, 20.0 + 0.02 * step, fingers, 2));
    }
    int began = find(&own, 0, "map", TR_GESTURE_BEGAN);
    CHECK(began >= 0);
    const tr_gesture_change *last = own.count ? &own.changes[own.count - 1] : NULL;
    CHECK(last && last->state == TR_GESTURE_CHANGED && last->kind == TR_GESTURE_TRANSFORM);
    CHECK(last && strcmp(last->kind_name, "transform") == 0);
    /* The values count from where it began: the span 20 pt wider, at the second step. */
    CHECK(last && last->scale > 1.6 && last->scale <= 2.0 + 1e-9 && CLOSE_TO(last->rotation, 0));
    CHECK(last && CLOSE_TO(last->x, 200) && CLOSE_TO(last->y, 220));
    CHECK(last && CLOSE_TO(last->translation_x, 0) && last->translation_y > 10 && last->translation_y <= 20);
    fingers[0].phase = fingers[1].phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 20.3, fingers, 2));
    CHECK(find(&own, 0, "map", TR_GESTURE_ENDED) > began);
    OK(tr_recognizer_destroy(transform));
    tr_recognizer *none = NULL;
    FAILS(tr_recognizer_create(window, (tr_gesture_kind)10, "none", &none), TR_ERROR_INVALID_ARGUMENT,
          "kind is 10, which is not one of the built-in tr_gesture_kind values");
}

int main(void) {
    tr_window *window;
    tr_view *root, *photo;
    OK(tr_window_create("transform", (tr_size){400, 800}, &window));
    OK(tr_window_root(window, &root));
    OK(tr_view_create(window, TR_VIEW_PLAIN, "photo", (tr_rect){0, 0, 400, 800}, &photo));
    OK(tr_view_add_subview(root, photo));
    check_transform(window, photo);
    OK(tr_window_destroy(window));
    return check_summary("transform_test");
}

/*
 * A pinch recognizer made in C: two fingers moving apart begin it, its
 * scale follows their spread from where it began, and it ends when they lift.
 */
#include "check.h"
#include "gesture_log.h"

static void check_pinch(tr_window *window, tr_view *photo) {
    heard own = {0};
    tr_recognizer *pinch;
    OK(tr_recognizer_create(window, TR_GESTURE_PINCH, "pinch", &pinch));
    OK(tr_recognizer_on_change(pinch, hear, &own));
    OK(tr_view_add_recognizer(photo, pinch));
    tr_contact fingers[2] = {contact(3, TR_PHASE_BEGAN, 150, 200), contact(4, TR_PHASE_BEGAN, 250, 200)};
    OK(tr_window_handle_frame(window, 20.0, fingers, 2));
    fingers[0].phase = fingers[1].phase = TR_PHASE_MOVED;
    for (int step = 1; step <= 10; step++) { /* apart, from 100 pt to 200 pt */
        fingers[0].x = 150 - 5 * step;
        fingers[1].x = 250 + 5 * step;
        OK(tr_window_handle_frame(window, 20.0 + 0.02 * step, fingers, 2));
    }
    int began = find(&own, 0, "pinch", TR_GESTURE_BEGAN);
    CHECK(began >= 0);
    const tr_gesture_change *last = own.count ? &own.changes[own.count - 1] : NULL;
    CHECK(last && last->state == TR_GESTURE_CHANGED && strcmp(last->kind_name, "pinch") == 0);
    /* The scale counts from where the pinch began, a little after the fingers came down. */
    CHECK(last && last->scale > 1.6 && last->scale <= 2.0 + 1e-9 && last->rate > 0);
    CHECK(last && CLOSE_TO(last->x, 200) && CLOSE_TO(last->y, 200));
    fingers[0].phase = fingers[1].phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 20.3, fingers, 2));
    CHECK(find(&own, 0, "pinch", TR_GESTURE_ENDED) > began);
    OK(tr_recognizer_destroy(pinch));
}

int main(void) {
    tr_window *window;
    tr_view *root, *photo;
    OK(tr_window_create("pinch", (tr_size){400, 800}, &window));
    OK(tr_window_root(window, &root));
    OK(tr_view_create(window, TR_VIEW_PLAIN, "photo", (tr_rect){0, 0, 400, 800}, &photo));
    OK(tr_view_add_subview(root, photo));
    check_pinch(window, photo);
    OK(tr_window_destroy(window));
    return check_summary("pinch_test");
}

/*
 * Setting a view's frame while a finger is on it: the touch stays with the
 * view (as in UIKit, nothing is cancelled), and its later locations are in
 * the view's new coordinates. Moving it to another superview does cancel.
 */
#include "check.h"

typedef struct heard {
    char phases[16];
    tr_touch last;
} heard;

static void on_touches(void *user_data, tr_view *view, tr_phase phase, const tr_touch *touches, size_t count,
                       double time) {
    static const char names[] = "BMSEC";
    heard *h = user_data;
    (void)view;
    (void)time;
    size_t length = strlen(h->phases);
    if (length + 1 < sizeof h->phases) h->phases[length] = names[phase];
    if (count > 0) h->last = touches[0];
}

int main(void) {
    tr_window *window = NULL;
    tr_view *root = NULL, *widget = NULL, *other = NULL;
    static heard h;
    OK(tr_window_create("frames", (tr_size){400, 300}, &window));
    OK(tr_window_root(window, &root));
    tr_host_callbacks callbacks = {NULL, on_touches};
    OK(tr_host_view_create(window, "widget", (tr_rect){0, 0, 200, 200}, &callbacks, &h, &widget));
    OK(tr_view_add_subview(root, widget));

    tr_contact finger = contact(1, TR_PHASE_BEGAN, 50, 50);
    OK(tr_window_handle_frame(window, 1, &finger, 1));
    CHECK(CLOSE_TO(h.last.x, 50) && CLOSE_TO(h.last.y, 50));

    /* The widget moves 100 pt right under the finger: nothing is cancelled. */
    OK(tr_view_set_frame(widget, (tr_rect){100, 0, 200, 200}));
    size_t down = 0;
    OK(tr_window_active_touch_count(window, &down));
    CHECK(down == 1);
    CHECK(strcmp(h.phases, "B") == 0);

    /* The next move is in the new frame's coordinates, even outside it. */
    finger.phase = TR_PHASE_MOVED;
    finger.x = 60;
    OK(tr_window_handle_frame(window, 1.02, &finger, 1));
    CHECK(CLOSE_TO(h.last.x, -40) && CLOSE_TO(h.last.y, 50));
    CHECK(CLOSE_TO(h.last.window_x, 60));
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 1.04, &finger, 1));
    CHECK(strcmp(h.phases, "BME") == 0);

    /* Moving it to another superview cancels its touch there. */
    OK(tr_view_create(window, TR_VIEW_PLAIN, "other", (tr_rect){0, 0, 400, 300}, &other));
    OK(tr_view_add_subview(root, other));
    finger = contact(2, TR_PHASE_BEGAN, 150, 50);
    OK(tr_window_handle_frame(window, 2, &finger, 1));
    CHECK(strcmp(h.phases, "BME") == 0); /* "other" is in front now */
    OK(tr_view_add_subview(root, widget)); /* to the front, which is a move */
    finger.phase = TR_PHASE_ENDED;
    OK(tr_window_handle_frame(window, 2.02, &finger, 1));
    finger = contact(3, TR_PHASE_BEGAN, 150, 50);
    OK(tr_window_handle_frame(window, 3, &finger, 1));
    CHECK(strcmp(h.phases, "BMEB") == 0);
    OK(tr_view_add_subview(other, widget));
    CHECK(strcmp(h.phases, "BMEBC") == 0);
    OK(tr_window_destroy(window));
    return check_summary("frame_change_test");
}

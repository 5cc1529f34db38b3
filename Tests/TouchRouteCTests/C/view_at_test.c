/*
 * The view under a point (tr_window_view_at: the widget, for hover, cursors
 * and accessibility) against the view a touch there would reach first
 * (tr_window_hit_test), on the default layout and with hidden, clipped,
 * disabled and round views.
 */
#include "check.h"

static tr_view *at(tr_window *window, double x, double y) {
    tr_view *view = (tr_view *)&view; /* not NULL, so a call that leaves it is seen */
    OK(tr_window_view_at(window, (tr_point){x, y}, &view));
    return view;
}

static tr_view *hit(tr_window *window, double x, double y) {
    tr_view *view = (tr_view *)&view;
    OK(tr_window_hit_test(window, (tr_point){x, y}, &view));
    return view;
}

static tr_view *named(tr_window *window, const char *name) {
    tr_view *view = NULL;
    OK(tr_window_find_view(window, name, &view));
    return view;
}

static bool round_inside(void *user_data, tr_view *view, double x, double y) {
    (void)user_data;
    (void)view;
    return (x - 20) * (x - 20) + (y - 20) * (y - 20) <= 20 * 20;
}

int main(void) {
    /* A row in a list in the pager: the row is under the point, the pager gets the touch first. */
    tr_window *window = NULL;
    OK(tr_window_create_default_layout((tr_size){800, 480}, &window));
    tr_view *pager = named(window, "pager"), *list0 = named(window, "list0");
    tr_view *row1 = named(window, "list0.row1"), *row2 = named(window, "list0.row2");
    CHECK(at(window, 300, 100) == row1);
    CHECK(hit(window, 300, 100) == pager);
    OK(tr_scroll_set_content_offset(list0, (tr_point){0, 64}, false));
    CHECK(at(window, 300, 100) == row2); /* through the list's offset */
    OK(tr_view_set_flag(pager, TR_FLAG_SCROLL_ENABLED, false));
    CHECK(hit(window, 300, 100) == list0); /* the next scroll view in takes touches first */
    OK(tr_view_set_flag(list0, TR_FLAG_SCROLL_ENABLED, false));
    CHECK(hit(window, 300, 100) == row2); /* with no scroll view over it, the row */

    /* A hidden row is skipped, and the list is under the point. */
    OK(tr_view_set_flag(row2, TR_FLAG_HIDDEN, true));
    CHECK(at(window, 300, 100) == list0);
    /* A row that ignores touches is still the widget under the pointer. */
    OK(tr_view_set_flag(row2, TR_FLAG_HIDDEN, false));
    OK(tr_view_set_flag(row2, TR_FLAG_USER_INTERACTION_ENABLED, false));
    CHECK(at(window, 300, 100) == row2);
    CHECK(hit(window, 300, 100) == list0);
    /* Outside the window, nothing. */
    CHECK(at(window, 900, 100) == NULL);
    CHECK(hit(window, 900, 100) == NULL);
    FAILS(tr_window_view_at(window, (tr_point){NAN, 0}, &pager), TR_ERROR_INVALID_ARGUMENT, "point");
    FAILS(tr_window_view_at(window, (tr_point){0, 0}, NULL), TR_ERROR_NULL, "out");
    OK(tr_window_destroy(window));

    /* A child sticking out of its parent shows there, unless the parent clips. */
    tr_view *root = NULL, *panel = NULL, *badge = NULL, *knob = NULL;
    OK(tr_window_create("clips", (tr_size){400, 300}, &window));
    OK(tr_window_root(window, &root));
    OK(tr_view_create(window, TR_VIEW_PLAIN, "panel", (tr_rect){100, 100, 100, 100}, &panel));
    OK(tr_view_create(window, TR_VIEW_TAP, "badge", (tr_rect){80, -10, 40, 40}, &badge)); /* past the top-right corner */
    OK(tr_view_add_subview(root, panel));
    OK(tr_view_add_subview(panel, badge));
    CHECK(at(window, 190, 100) == badge); /* inside both */
    CHECK(at(window, 210, 95) == badge);  /* outside the panel: the badge shows there */
    CHECK(hit(window, 210, 95) == root);  /* but a touch there is the window's, as UIKit hit-tests */
    OK(tr_view_set_flag(panel, TR_FLAG_CLIPS_TO_BOUNDS, true));
    CHECK(at(window, 210, 95) == root); /* clipped away */
    CHECK(at(window, 190, 100) == badge);
    CHECK(at(window, 150, 150) == panel);

    /* A host view's own hit test: a round knob's corner is not the knob. */
    tr_host_callbacks round = {round_inside, NULL};
    OK(tr_host_view_create(window, "knob", (tr_rect){10, 10, 40, 40}, &round, NULL, &knob));
    OK(tr_view_add_subview(panel, knob));
    CHECK(at(window, 130, 130) == knob);
    CHECK(at(window, 112, 112) == panel);
    CHECK(hit(window, 112, 112) == panel);
    OK(tr_window_destroy(window));
    FAILS(tr_window_view_at(window, (tr_point){1, 1}, &knob), TR_ERROR_STALE_HANDLE, "destroyed");
    return check_summary("view_at_test");
}
